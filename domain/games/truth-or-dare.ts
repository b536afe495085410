/**
 * Truth or Dare play logic: the pool for a filter within a pack (with the spec's fall-back to the pack's full
 * list), no-repeat drawing, how many are left, and the setup -> playing state machine where changing the type
 * returns to setup. The partners take turns: each prompt shown passes the turn. The two-phone room
 * (rooms/truth-or-dare.ts) filters and draws with the same functions.
 */
import type { SpicyLevel } from "@content/games/types";
import {
  filterTruthOrDare,
  DEFAULT_TRUTH_OR_DARE_FILTER,
  type TruthOrDareCard,
  type TruthOrDareFilter,
  type TruthOrDareGameType,
  type TruthOrDareItem,
} from "@content/games/truth-or-dare";
import { countUnseen, isExhausted, pickFresh } from "./no-repeat";
import type { RandomSource } from "../random";

export interface TruthOrDarePool<T extends TruthOrDareCard = TruthOrDareItem> {
  readonly items: readonly T[];
  /** True when nothing matched the filter and the full list is used instead (spec section 5). */
  readonly fellBack: boolean;
}

/**
 * The set for a filter within a pack's prompts. The prompts are always passed in: the page has only the cards (no
 * words) until it has hydrated, and the room's module reads the packs on the server.
 */
export function truthOrDarePoolOf<T extends TruthOrDareCard>(
  items: readonly T[],
  filter: TruthOrDareFilter,
): TruthOrDarePool<T> {
  const pool = filterTruthOrDare(items, filter);
  // filterTruthOrDare hands back the very list it was given only when nothing matches;
  // any real match produces a new array.
  return { items: pool, fellBack: pool === items };
}

/** A room's filter: one kind of prompt (or both), every category, up to the room's intensity. */
export function roomTruthOrDareFilter(type: TruthOrDareGameType, intensity: SpicyLevel): TruthOrDareFilter {
  return { type, category: "All", intensity };
}

export interface TruthOrDareDraw<T extends TruthOrDareCard = TruthOrDareItem> {
  readonly item: T;
  readonly seen: string[];
  /** Every question of this set had been seen, so the set started over. */
  readonly restarted: boolean;
  /** Questions of the set not yet seen after this one. */
  readonly remaining: number;
}

/** Draws a prompt for the filter that has not been seen yet (until the set is exhausted). */
export function drawTruthOrDareFrom<T extends TruthOrDareCard>(
  items: readonly T[],
  filter: TruthOrDareFilter,
  seen: readonly string[],
  random: RandomSource = Math.random,
): TruthOrDareDraw<T> | undefined {
  const pick = pickFresh(truthOrDarePoolOf(items, filter).items, seen, (item) => item.id, random);
  return pick ? { item: pick.item, seen: pick.seen, restarted: pick.restarted, remaining: pick.remaining } : undefined;
}

/** The pack's set for these settings: how many prompts and how many not yet seen on this device. */
export function truthOrDareProgress(
  items: readonly TruthOrDareCard[],
  filter: TruthOrDareFilter,
  seen: readonly string[],
): { readonly total: number; readonly left: number; readonly finished: boolean } {
  const pool = truthOrDarePoolOf(items, filter).items;
  const idOf = (item: TruthOrDareCard) => item.id;
  return { total: pool.length, left: countUnseen(pool, seen, idOf), finished: isExhausted(pool, seen, idOf) };
}

// ---------------------------------------------------------------------------------------------
// State machine: setup -> playing; changing the game type returns to setup.

export interface TruthOrDareState {
  readonly phase: "setup" | "playing";
  readonly filter: TruthOrDareFilter;
  readonly current: TruthOrDareItem | null;
  readonly restarted: boolean;
  /** Prompts shown so far this game; the first is Partner 1's, then the turn alternates. */
  readonly draws: number;
  /**
   * "Not tonight": the softer version of the dare on screen, once the couple took it (null otherwise). Playing it is
   * playing the card: the turn passes on Next as for any card, and nothing counts that it was softened.
   */
  readonly softer: string | null;
}

/** Whose turn the prompt on screen is (0: Partner 1, 1: Partner 2); before the first, Partner 1's. */
export function truthOrDareTurn(state: Pick<TruthOrDareState, "draws">): 0 | 1 {
  return state.draws <= 1 ? 0 : (((state.draws - 1) % 2) as 0 | 1);
}

export type TruthOrDareAction =
  | { readonly type: "configure"; readonly filter: Partial<TruthOrDareFilter> }
  | { readonly type: "show"; readonly item: TruthOrDareItem; readonly restarted: boolean }
  | { readonly type: "switch-type"; readonly gameType: TruthOrDareGameType }
  | { readonly type: "soften"; readonly text: string }
  | { readonly type: "setup" };

export const INITIAL_TRUTH_OR_DARE_STATE: TruthOrDareState = {
  phase: "setup",
  filter: DEFAULT_TRUTH_OR_DARE_FILTER,
  current: null,
  restarted: false,
  draws: 0,
  softer: null,
};

/**
 * The softer version of a card, when it has one: dares only (a truth needs none). `lookup` is the content's
 * (softerDare, content/games/softer); the page gets the words in its loader data and passes them in the same shape.
 */
export function softerTruthOrDare(
  item: Pick<TruthOrDareItem, "id" | "type">,
  lookup: (id: string) => string | undefined,
): string | undefined {
  return item.type === "dare" ? lookup(item.id) : undefined;
}

export function truthOrDareReducer(state: TruthOrDareState, action: TruthOrDareAction): TruthOrDareState {
  switch (action.type) {
    case "configure":
      return state.phase === "setup" ? { ...state, filter: { ...state.filter, ...action.filter } } : state;
    case "show":
      return {
        ...state,
        phase: "playing",
        current: action.item,
        restarted: action.restarted,
        draws: state.draws + 1,
        softer: null,
      };
    case "soften":
      // Only a dare on screen has a softer version; the turn and the count of cards stay as they are.
      return state.phase === "playing" && state.current?.type === "dare" && action.text.trim()
        ? { ...state, softer: action.text }
        : state;
    case "switch-type":
      return {
        ...state,
        phase: "setup",
        filter: { ...state.filter, type: action.gameType },
        current: null,
        restarted: false,
        softer: null,
      };
    case "setup":
      return { ...state, phase: "setup", current: null, restarted: false, softer: null };
  }
}
