/** Roleplay generator logic: a random scenario from all categories, not repeating until all were seen. */
import {
  ROLEPLAY_CATEGORIES,
  ROLEPLAY_SCENARIOS,
  type RoleplayCategoryId,
  type RoleplayScenario,
} from "@content/games/roleplay";
import { pickFresh, type FreshPick } from "./no-repeat";
import type { RandomSource } from "./random";

export function generateRoleplay(
  seen: readonly string[],
  random: RandomSource = Math.random,
  scenarios: readonly RoleplayScenario[] = ROLEPLAY_SCENARIOS,
): FreshPick<RoleplayScenario> | undefined {
  return pickFresh(scenarios, seen, (scenario) => scenario.id, random);
}

export function roleplayCategoryName(id: RoleplayCategoryId): string {
  return ROLEPLAY_CATEGORIES.find((category) => category.id === id)?.name ?? id;
}
