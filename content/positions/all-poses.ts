import type { PoseDefinition } from "./pose-types";
import { BASE_POSES as FIRST_BASE_POSES } from "./poses";
import { MORE_BASE_POSES } from "./poses-more";

/**
 * Every base position's pose: the first 32 (poses.ts) and the bases added for issue 32 (poses-more.ts). Pictures,
 * descriptions, the contact sheet and the pose checks read this table, so a new base is drawn as soon as its pose
 * is written. A base id appears in exactly one of the two files.
 */
export const BASE_POSES: Readonly<Record<string, PoseDefinition>> = { ...FIRST_BASE_POSES, ...MORE_BASE_POSES };
