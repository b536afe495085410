/**
 * Dice to Spice: two dice (an action for the difficulty and one of 21 body parts), two players taking
 * turns. idle -> rolling (3 s, scrolling reels) -> result; the player then skips (no point) or marks it
 * Completed (+1 for the current player); either way the turn passes and the result clears.
 */
import {
  BODY_PARTS,
  DEFAULT_DICE_TO_SPICE_DIFFICULTY,
  DICE_TO_SPICE_ACTIONS,
  DICE_TO_SPICE_PLACES,
  DICE_TO_SPICE_POINTS_PER_COMPLETION,
  DICE_TO_SPICE_REEL_COPIES,
  type DiceToSpiceDifficulty,
} from "@content/games/dice";
import { pickIndex, type RandomSource } from "../random";
import { DEFAULT_PARTNER_NAMES } from "./nicknames";

export type DiceToSpicePlayer = 0 | 1;

/** Until the couple sets nicknames the players are Partner 1 and Partner 2, as in every game with turns. */
export const DICE_TO_SPICE_PLAYER_NAMES: readonly [string, string] = DEFAULT_PARTNER_NAMES;

export interface DiceToSpiceResult {
  readonly action: string;
  readonly bodyPart: string;
  readonly actionIndex: number;
  readonly bodyPartIndex: number;
}

export interface DiceToSpiceState {
  readonly difficulty: DiceToSpiceDifficulty;
  readonly phase: "idle" | "rolling" | "result";
  readonly currentPlayer: DiceToSpicePlayer;
  readonly scores: readonly [number, number];
  /** The roll in progress or shown; null once it is skipped or completed. */
  readonly result: DiceToSpiceResult | null;
  /** Rolls started so far (drives the reel animation). */
  readonly rolls: number;
  /**
   * "Not tonight": the roll on screen is its softer version (a gentler face on the same body part). Completed scores
   * it exactly as the roll as dealt; nothing counts that it was softened.
   */
  readonly softened: boolean;
}

export type DiceToSpiceAction =
  | { readonly type: "set-difficulty"; readonly difficulty: DiceToSpiceDifficulty }
  | { readonly type: "roll"; readonly result: DiceToSpiceResult }
  | { readonly type: "reveal" }
  | { readonly type: "soften"; readonly action: string }
  | { readonly type: "skip" }
  | { readonly type: "complete" }
  | { readonly type: "new-game" };

export function initialDiceToSpiceState(
  difficulty: DiceToSpiceDifficulty = DEFAULT_DICE_TO_SPICE_DIFFICULTY,
): DiceToSpiceState {
  return { difficulty, phase: "idle", currentPlayer: 0, scores: [0, 0], result: null, rolls: 0, softened: false };
}

/**
 * The softer version of a roll: a gentler face that suits the same body part, from `lookup` (the content's
 * softerDiceToSpiceFace, or the table the page gets in its loader data). Undefined when there is none (a couple's
 * own Custom idea), or when it would be the same face.
 */
export function softerDiceToSpiceAction(
  result: Pick<DiceToSpiceResult, "action" | "bodyPart">,
  lookup: (face: string, bodyPart: string) => string | undefined,
): string | undefined {
  const softer = lookup(result.action, result.bodyPart);
  return softer && softer !== result.action ? softer : undefined;
}

/** The faces of the action die for a difficulty. */
export function actionFaces(difficulty: DiceToSpiceDifficulty): readonly string[] {
  return DICE_TO_SPICE_ACTIONS[difficulty];
}

/** Rolls both dice: one call of `random` per die, the action die first. */
export function rollDiceToSpice(
  difficulty: DiceToSpiceDifficulty,
  random: RandomSource = Math.random,
): DiceToSpiceResult {
  return rollDiceFaces(actionFaces(difficulty), BODY_PARTS, random);
}

/** Rolls two dice of the given faces (the two-phone room carries its faces in its state). */
export function rollDiceFaces(
  actions: readonly string[],
  bodyParts: readonly string[],
  random: RandomSource = Math.random,
): DiceToSpiceResult {
  const actionIndex = pickIndex(random, actions.length);
  const action = actions[actionIndex]!;
  // The body die lands only where the action makes sense; its face index still counts every face, for the reel.
  const places = bodyPartsFor(action, bodyParts);
  const bodyPartIndex = places[pickIndex(random, places.length)]!;
  return { action, bodyPart: bodyParts[bodyPartIndex]!, actionIndex, bodyPartIndex };
}

/** Indices of the faces of `bodyParts` that suit `action` (every face for an action the table does not know). */
export function bodyPartsFor(action: string, bodyParts: readonly string[]): number[] {
  const suits: readonly string[] | undefined = DICE_TO_SPICE_PLACES[action];
  const indices = bodyParts.flatMap((part, index) => (!suits || suits.includes(part) ? [index] : []));
  return indices.length > 0 ? indices : bodyParts.map((_part, index) => index);
}

function passTurn(player: DiceToSpicePlayer): DiceToSpicePlayer {
  return player === 0 ? 1 : 0;
}

export function diceToSpiceReducer(state: DiceToSpiceState, action: DiceToSpiceAction): DiceToSpiceState {
  switch (action.type) {
    case "set-difficulty":
      // Changing the dice mid-roll is ignored; otherwise the pending result is cleared.
      if (state.phase === "rolling") return state;
      return { ...state, difficulty: action.difficulty, phase: "idle", result: null, softened: false };
    case "roll":
      // The button is disabled while rolling and until the current result is skipped or completed.
      if (state.phase !== "idle") return state;
      return { ...state, phase: "rolling", result: action.result, rolls: state.rolls + 1, softened: false };
    case "reveal":
      return state.phase === "rolling" ? { ...state, phase: "result" } : state;
    case "soften":
      // The roll on screen takes the gentler face; its body part (and the reels' faces) stay.
      if (state.phase !== "result" || !state.result || !action.action.trim()) return state;
      return { ...state, result: { ...state.result, action: action.action }, softened: true };
    case "skip":
      if (state.phase !== "result") return state;
      return {
        ...state,
        phase: "idle",
        result: null,
        currentPlayer: passTurn(state.currentPlayer),
        softened: false,
      };
    case "complete": {
      if (state.phase !== "result") return state;
      const scores: [number, number] = [state.scores[0], state.scores[1]];
      scores[state.currentPlayer] += DICE_TO_SPICE_POINTS_PER_COMPLETION;
      return {
        ...state,
        phase: "idle",
        result: null,
        scores,
        currentPlayer: passTurn(state.currentPlayer),
        softened: false,
      };
    }
    case "new-game":
      return { ...initialDiceToSpiceState(state.difficulty), rolls: state.rolls };
  }
}

/** A reel: the faces repeated `copies` (5) times, so it can scroll several turns before stopping. */
export function buildReel(faces: readonly string[], copies: number = DICE_TO_SPICE_REEL_COPIES): string[] {
  return Array.from({ length: copies }, () => faces).flat();
}

/** Where a reel comes to rest for a face: the same face in the last copy. */
export function reelStopIndex(
  faceCount: number,
  faceIndex: number,
  copies: number = DICE_TO_SPICE_REEL_COPIES,
): number {
  return (copies - 1) * faceCount + faceIndex;
}
