/**
 * Every roleplay scene the generator draws from: the specification's four classic scenes first (ids and count
 * unchanged in content/games/roleplay.ts), then the scenes written for issue #33 (content/games/packs/roleplay-more.ts).
 */
import { ROLEPLAY_SCENARIOS, type RoleplayScenario } from "./roleplay";
import { MORE_ROLEPLAY_SCENARIOS } from "./packs/roleplay-more";

export const ALL_ROLEPLAY_SCENARIOS: readonly RoleplayScenario[] = [...ROLEPLAY_SCENARIOS, ...MORE_ROLEPLAY_SCENARIOS];

/** The floor for the generator: at least 24 scenes across the three categories. */
export const MIN_ROLEPLAY_SCENES = 24;
