/** Roleplay generator logic: a random scenario from all categories, not repeating until all were seen. */
import {
  ROLEPLAY_CATEGORIES,
  ROLEPLAY_SCENARIOS,
  type RoleplayCategoryId,
  type RoleplayScenario,
} from "@content/games/roleplay";
import { pickFresh, type FreshPick } from "./no-repeat";
import type { RandomSource } from "../random";

export function generateRoleplay(
  seen: readonly string[],
  random: RandomSource = Math.random,
  scenarios: readonly RoleplayScenario[] = ROLEPLAY_SCENARIOS,
): FreshPick<RoleplayScenario> | undefined {
  return drawRoleplayFrom(scenarios, seen, random);
}

/**
 * generateRoleplay over a given list (the page passes the list from its loader, so it is not bundled), never the
 * scenario on screen (`currentId`) when there is a choice.
 */
export function drawRoleplayFrom(
  scenarios: readonly RoleplayScenario[],
  seen: readonly string[],
  random: RandomSource = Math.random,
  currentId?: string | null,
): FreshPick<RoleplayScenario> | undefined {
  return pickFresh(scenarios, seen, (scenario) => scenario.id, random, { avoid: currentId ?? null });
}

export function roleplayCategoryName(id: RoleplayCategoryId): string {
  return ROLEPLAY_CATEGORIES.find((category) => category.id === id)?.name ?? id;
}
