/**
 * Passion Dice rules: the candidates of the options, a single roll, no-repeat rolls over the candidates, and the
 * roll history.
 */
import {
  DICE_ACTIONS,
  DICE_LEVEL_NAMES,
  PASSION_DICE_HISTORY_LIMIT,
  PASSION_DICE_INTENSITY_LEVELS,
  PASSION_DICE_LOCATION_TIPS,
  type DiceAction,
  type PassionDiceLeader,
  type PassionDiceOptions,
  type PassionDicePerspective,
  type PassionDiceRoll,
} from "@content/games/dice";
import { countUnseen, isExhausted, pickFresh } from "./no-repeat";
import { partnerName, possessive, type Nicknames, type PartnerIndex } from "./nicknames";
import { pickIndex, type RandomSource } from "../random";

export const DEFAULT_PASSION_DICE_OPTIONS: PassionDiceOptions = {
  mode: "Romantic",
  intensity: "Medium",
  location: "Bedroom",
  perspective: "Take turns",
};

/** Chance alone may hand one partner the lead this many times in a row, and no more. */
export const MAX_RANDOM_LEADS_IN_A_ROW = 2;

const otherLeader = (leader: PassionDiceLeader): PassionDiceLeader =>
  leader === "Partner 1" ? "Partner 2" : "Partner 1";

/**
 * Who leads the next roll, given who led the last ones (newest first). Taking turns hands the lead to whoever did
 * not lead last (Partner 1 first). Random is fair as a couple feels it: a coin, except that after the same partner
 * led twice in a row the other leads.
 */
export function nextLeader(
  perspective: PassionDicePerspective,
  recentLeaders: readonly PassionDiceLeader[],
  random: RandomSource,
): PassionDiceLeader {
  const last = recentLeaders[0];
  if (perspective === "Take turns") return last ? otherLeader(last) : "Partner 1";
  if (perspective !== "Random") return perspective;
  const streak = recentLeaders.slice(0, MAX_RANDOM_LEADS_IN_A_ROW);
  if (last && streak.length === MAX_RANDOM_LEADS_IN_A_ROW && streak.every((leader) => leader === last))
    return otherLeader(last);
  return pickIndex(random, 2) === 0 ? "Partner 1" : "Partner 2";
}

/**
 * Actions a Passion Dice roll may land on: spicyLevel up to the intensity's level; in Extreme mode
 * only the top two levels of that range. Falls back to the wider set, then to every action.
 */
export function passionDiceCandidates(
  actions: readonly DiceAction[],
  options: Pick<PassionDiceOptions, "mode" | "intensity">,
): readonly DiceAction[] {
  const maxLevel = PASSION_DICE_INTENSITY_LEVELS[options.intensity];
  const allowed = actions.filter((a) => a.spicyLevel <= maxLevel);
  if (options.mode === "Extreme") {
    const boldest = allowed.filter((a) => a.spicyLevel >= maxLevel - 1);
    if (boldest.length > 0) return boldest;
  }
  return allowed.length > 0 ? allowed : actions;
}

/**
 * Rolls the Passion Dice. Pure: `random` (returning [0, 1)) is called once to pick the action and,
 * when the perspective is Random, at most once more to pick who leads (see nextLeader; `recentLeaders` are the last
 * rolls' leaders, newest first). Throws if `actions` is empty.
 */
export function rollPassionDice(
  actions: readonly DiceAction[],
  options: PassionDiceOptions,
  random: RandomSource,
  recentLeaders: readonly PassionDiceLeader[] = [],
): PassionDiceRoll {
  const candidates = passionDiceCandidates(actions, options);
  if (candidates.length === 0) throw new Error("rollPassionDice needs at least one action");
  const chosen = candidates[pickIndex(random, candidates.length)]!;
  const perspective = nextLeader(options.perspective, recentLeaders, random);
  return {
    id: chosen.id,
    action: chosen.action,
    bodyPart: chosen.bodyPart,
    duration: chosen.duration,
    spicyLevel: chosen.spicyLevel,
    levelName: DICE_LEVEL_NAMES[chosen.spicyLevel],
    mode: options.mode,
    intensity: options.intensity,
    location: options.location,
    locationTip: PASSION_DICE_LOCATION_TIPS[options.location],
    perspective,
  };
}

export interface FreshPassionRoll {
  readonly roll: PassionDiceRoll;
  readonly seen: string[];
  /** Every action allowed by these options had been rolled, so the dice started over. */
  readonly restarted: boolean;
}

/**
 * Rolls the dice without repeating an action until every action the options allow has come up.
 * The intensity caps spicyLevel (Mild 2, Medium 3, Spicy 5); Extreme keeps the boldest levels.
 * `actions` is required here, so a page that gets them from its loader does not bundle the action list.
 */
export function rollPassionDiceFrom(
  actions: readonly DiceAction[],
  options: PassionDiceOptions,
  seen: readonly string[],
  random: RandomSource = Math.random,
  recentLeaders: readonly PassionDiceLeader[] = [],
): FreshPassionRoll {
  const pick = pickFresh(passionDiceCandidates(actions, options), seen, (action) => action.id, random);
  if (!pick) throw new Error("Passion Dice needs at least one action");
  // With one action left, rollPassionDice only resolves the perspective (and the location tip).
  return {
    roll: rollPassionDice([pick.item], options, random, recentLeaders),
    seen: pick.seen,
    restarted: pick.restarted,
  };
}

/** rollPassionDiceFrom over the full action list (DICE_ACTIONS) unless `actions` is given. */
export function rollPassionDiceFresh(
  options: PassionDiceOptions,
  seen: readonly string[],
  random: RandomSource = Math.random,
  actions: readonly DiceAction[] = DICE_ACTIONS,
): FreshPassionRoll {
  return rollPassionDiceFrom(actions, options, seen, random);
}

/** The pack's actions for these options: how many and how many not yet rolled on this device. */
export function passionDiceProgress(
  actions: readonly DiceAction[],
  options: PassionDiceOptions,
  seen: readonly string[],
): { readonly total: number; readonly left: number; readonly finished: boolean } {
  const pool = passionDiceCandidates(actions, options);
  const idOf = (action: DiceAction) => action.id;
  return { total: pool.length, left: countUnseen(pool, seen, idOf), finished: isExhausted(pool, seen, idOf) };
}

/** Which partner a roll's leader is: 0 for Partner 1, 1 for Partner 2 (anything older reads as Partner 1). */
export function leaderIndex(leader: string): PartnerIndex {
  return leader === "Partner 2" ? 1 : 0;
}

/** "Sam's turn to lead" (or "Partner 2's turn to lead" without nicknames). */
export function leaderText(leader: string, nicknames: Nicknames): string {
  return `${possessive(partnerName(nicknames, leaderIndex(leader)))} turn to lead`;
}

/** The "Who leads" option's label: the nickname when set, else Partner 1 / Partner 2; Take turns and Random as they are. */
export function perspectiveLabel(perspective: string, nicknames: Nicknames): string {
  return perspective === "Random" || perspective === "Take turns"
    ? perspective
    : partnerName(nicknames, leaderIndex(perspective));
}

export interface PassionHistoryEntry {
  /** Running roll number, unique on the page (used as a list key). */
  readonly n: number;
  /** The roll as it was played: after "Softer", its action is the softer one. */
  readonly roll: PassionDiceRoll;
  /** "Not tonight": the softer version of the roll was played. */
  readonly softer?: boolean;
}

/**
 * "Not tonight" → Softer, in the history: roll `n` is remembered as it was played, with the softer action and marked
 * as the softer one. The history is otherwise unchanged (another roll, or an empty action, changes nothing).
 */
export function softenInPassionHistory(
  history: readonly PassionHistoryEntry[],
  n: number,
  softerAction: string,
): PassionHistoryEntry[] {
  if (!softerAction.trim()) return [...history];
  return history.map((entry) =>
    entry.n === n ? { ...entry, roll: { ...entry.roll, action: softerAction }, softer: true } : entry,
  );
}

/** Adds a roll to the history: newest first, at most `limit` (5) kept. */
export function addToPassionHistory(
  history: readonly PassionHistoryEntry[],
  entry: PassionHistoryEntry,
  limit: number = PASSION_DICE_HISTORY_LIMIT,
): PassionHistoryEntry[] {
  return [entry, ...history].slice(0, limit);
}

/**
 * "Not tonight": the softer version of a roll's action, from `lookup` (the content's softerDiceAction, or the words
 * the page gets in its loader data), when one is written for it and differs from the action. The roll keeps its body
 * part, time and leader: playing the softer one is playing the roll.
 */
export function softerPassionAction(
  roll: Pick<PassionDiceRoll, "id" | "action">,
  lookup: (id: string) => string | undefined,
): string | undefined {
  const softer = lookup(roll.id);
  return softer && softer.trim() && softer !== roll.action ? softer : undefined;
}
