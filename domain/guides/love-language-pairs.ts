/**
 * The 30-pair love-language quiz ("which would mean more to you?"): the profile one partner's choices give, the
 * comparison of two profiles (where they meet and where they differ), and the state of the quiz when both
 * partners take it in turn on one device. Pure rules: the pairs themselves are content
 * (content/guides/love-language-pairs.ts), passed in.
 */
import { LOVE_LANGUAGE_IDS, type LoveLanguageId } from "../../content/guides/love-languages";

export interface PairOption {
  readonly language: LoveLanguageId;
  readonly text: string;
}

/** One "which would mean more to you?" question: two moments from two different languages. */
export interface LanguagePair {
  readonly id: string;
  readonly a: PairOption;
  readonly b: PairOption;
}

export type PairSide = "a" | "b";
/** A partner's choices: pair id → the side chosen. */
export type PairPicks = Readonly<Record<string, PairSide>>;

export const isPairSide = (value: unknown): value is PairSide => value === "a" || value === "b";

export interface LanguageScore {
  readonly id: LoveLanguageId;
  /** How many times this language's moment was chosen. */
  readonly chosen: number;
  /** How many answered pairs offered this language. */
  readonly offered: number;
  /** chosen / offered, 0 when never offered. */
  readonly share: number;
}

export interface PairProfile {
  readonly answered: number;
  readonly total: number;
  readonly complete: boolean;
  /** Every language, the most chosen first (by share; ties keep the five languages' usual order). */
  readonly scores: readonly LanguageScore[];
  /** The language(s) at the top: more than one when tied. */
  readonly primary: readonly LoveLanguageId[];
}

const LANGUAGE_ORDER = new Map(LOVE_LANGUAGE_IDS.map((id, index) => [id, index]));
const byShareThenOrder = (x: LanguageScore, y: LanguageScore) =>
  y.share - x.share || y.chosen - x.chosen || LANGUAGE_ORDER.get(x.id)! - LANGUAGE_ORDER.get(y.id)!;

/** The languages a partner's choices point to. Only answered pairs count; picks for unknown pairs are ignored. */
export function pairProfile(pairs: readonly LanguagePair[], picks: PairPicks): PairProfile {
  const chosen = new Map<LoveLanguageId, number>(LOVE_LANGUAGE_IDS.map((id) => [id, 0]));
  const offered = new Map<LoveLanguageId, number>(LOVE_LANGUAGE_IDS.map((id) => [id, 0]));
  let answered = 0;
  for (const pair of pairs) {
    const side = picks[pair.id];
    if (!isPairSide(side)) continue;
    answered += 1;
    offered.set(pair.a.language, offered.get(pair.a.language)! + 1);
    offered.set(pair.b.language, offered.get(pair.b.language)! + 1);
    const language = pair[side].language;
    chosen.set(language, chosen.get(language)! + 1);
  }
  const scores = LOVE_LANGUAGE_IDS.map((id) => {
    const times = offered.get(id)!;
    return { id, chosen: chosen.get(id)!, offered: times, share: times === 0 ? 0 : chosen.get(id)! / times };
  }).sort(byShareThenOrder);
  const top = scores[0]!;
  const primary =
    answered === 0
      ? []
      : scores.filter((score) => score.share === top.share && score.chosen === top.chosen).map((score) => score.id);
  return { answered, total: pairs.length, complete: pairs.length > 0 && answered === pairs.length, scores, primary };
}

/** A share as a whole percentage, for bars and screen readers. */
export const sharePercent = (share: number): number => Math.round(Math.max(0, Math.min(1, share)) * 100);

/**
 * How far apart two partners are on one language, as a share of the times it was offered: "meet" within a sixth
 * (2 of 12), "differ" from a third (4 of 12), "near" between.
 */
export type LanguageRelation = "meet" | "near" | "differ";
export const MEET_WITHIN = 1 / 6;
export const DIFFER_FROM = 1 / 3;

export interface LanguageComparison {
  readonly id: LoveLanguageId;
  readonly first: LanguageScore;
  readonly second: LanguageScore;
  /** first.share - second.share: positive when it means more to the first partner. */
  readonly gap: number;
  readonly relation: LanguageRelation;
}

export interface ProfileComparison {
  /** Every language, the one the two of you value most together first. */
  readonly languages: readonly LanguageComparison[];
  /** Languages in both partners' top two (ties at second place included): where you meet. */
  readonly shared: readonly LoveLanguageId[];
  /** Languages a third or more apart, the widest gap first: where you differ. */
  readonly differ: readonly LanguageComparison[];
  /** Pairs both answered, and in how many both chose the same moment. */
  readonly comparedPairs: number;
  readonly samePicks: number;
}

const EPSILON = 1e-9;

function relationOf(gap: number): LanguageRelation {
  const size = Math.abs(gap);
  if (size <= MEET_WITHIN + EPSILON) return "meet";
  if (size >= DIFFER_FROM - EPSILON) return "differ";
  return "near";
}

/** The languages at or above the second-highest share (at least two, more when tied). */
function topTwo(profile: PairProfile): Set<LoveLanguageId> {
  if (profile.answered === 0) return new Set();
  const second = profile.scores[1] ?? profile.scores[0]!;
  return new Set(profile.scores.filter((score) => score.share >= second.share - EPSILON).map((score) => score.id));
}

/** Where two partners' profiles meet and differ; the picks, when given, also count the pairs answered alike. */
export function compareProfiles(
  first: PairProfile,
  second: PairProfile,
  picks?: { readonly first: PairPicks; readonly second: PairPicks; readonly pairs: readonly LanguagePair[] },
): ProfileComparison {
  const secondById = new Map(second.scores.map((score) => [score.id, score]));
  const languages = first.scores
    .map((score) => {
      const other = secondById.get(score.id)!;
      const gap = score.share - other.share;
      return { id: score.id, first: score, second: other, gap, relation: relationOf(gap) };
    })
    .sort(
      (x, y) =>
        y.first.share + y.second.share - (x.first.share + x.second.share) ||
        LANGUAGE_ORDER.get(x.id)! - LANGUAGE_ORDER.get(y.id)!,
    );
  const firstTop = topTwo(first);
  const secondTop = topTwo(second);
  const shared = languages
    .filter((entry) => firstTop.has(entry.id) && secondTop.has(entry.id))
    .map((entry) => entry.id);
  const differ = languages
    .filter((entry) => entry.relation === "differ")
    .sort((x, y) => Math.abs(y.gap) - Math.abs(x.gap) || LANGUAGE_ORDER.get(x.id)! - LANGUAGE_ORDER.get(y.id)!);
  let comparedPairs = 0;
  let samePicks = 0;
  for (const pair of picks?.pairs ?? []) {
    const mine = picks!.first[pair.id];
    const theirs = picks!.second[pair.id];
    if (!isPairSide(mine) || !isPairSide(theirs)) continue;
    comparedPairs += 1;
    if (mine === theirs) samePicks += 1;
  }
  return { languages, shared, differ, comparedPairs, samePicks };
}

/** Picks for exactly the given pairs, or undefined when a pair is missing or a value is not a side. */
export function completePicks(pairs: readonly LanguagePair[], value: unknown): Record<string, PairSide> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const picks: Record<string, PairSide> = {};
  for (const pair of pairs) {
    const side = record[pair.id];
    if (!isPairSide(side)) return undefined;
    picks[pair.id] = side;
  }
  return picks;
}

// ---------------------------------------------------------------------------------------------------------------
// Both partners on one device, in turn.

export type PartnerSlot = 0 | 1;

export interface PairQuizTaker {
  /** The pair on screen; equal to the number of pairs once this partner has finished. */
  readonly position: number;
  readonly picks: PairPicks;
}

export interface PairQuizState {
  readonly takers: readonly [PairQuizTaker, PairQuizTaker];
  /** Whose turn is on screen; null shows the overview (both profiles and, when both are done, the comparison). */
  readonly active: PartnerSlot | null;
}

const FRESH_TAKER: PairQuizTaker = { position: 0, picks: {} };
export const INITIAL_PAIR_QUIZ: PairQuizState = { takers: [FRESH_TAKER, FRESH_TAKER], active: null };

function withTaker(state: PairQuizState, slot: PartnerSlot, taker: PairQuizTaker): PairQuizState {
  const takers: [PairQuizTaker, PairQuizTaker] = slot === 0 ? [taker, state.takers[1]] : [state.takers[0], taker];
  return { ...state, takers };
}

export const isTakerDone = (taker: PairQuizTaker, pairs: readonly LanguagePair[]): boolean =>
  pairs.length > 0 && taker.position >= pairs.length;

/** Opens a partner's turn where they left off (their profile when they had finished). */
export function startTurn(state: PairQuizState, slot: PartnerSlot): PairQuizState {
  return { ...state, active: slot };
}

/** Back to the overview. */
export function closeTurn(state: PairQuizState): PairQuizState {
  return { ...state, active: null };
}

/** The active partner chooses a side of the pair on screen and moves on (to their profile after the last pair). */
export function choosePair(state: PairQuizState, pairs: readonly LanguagePair[], side: PairSide): PairQuizState {
  if (state.active === null || !isPairSide(side)) return state;
  const taker = state.takers[state.active];
  const pair = pairs[taker.position];
  if (!pair) return state;
  return withTaker(state, state.active, { position: taker.position + 1, picks: { ...taker.picks, [pair.id]: side } });
}

/** Back one pair (from the profile, back to the last pair); stays at the first. */
export function previousPair(state: PairQuizState, pairs: readonly LanguagePair[]): PairQuizState {
  if (state.active === null) return state;
  const taker = state.takers[state.active];
  return withTaker(state, state.active, {
    ...taker,
    position: Math.max(0, Math.min(taker.position, pairs.length) - 1),
  });
}

/** Clears one partner's answers and opens their turn from the first pair. */
export function retakePairs(state: PairQuizState, slot: PartnerSlot): PairQuizState {
  return { ...withTaker(state, slot, FRESH_TAKER), active: slot };
}

/** Forgets both partners' answers. */
export function resetPairQuiz(): PairQuizState {
  return INITIAL_PAIR_QUIZ;
}

function parseTaker(value: unknown, pairs: readonly LanguagePair[]): PairQuizTaker | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { position, picks: rawPicks } = value as Record<string, unknown>;
  if (typeof position !== "number" || !Number.isInteger(position) || position < 0 || position > pairs.length)
    return undefined;
  if (typeof rawPicks !== "object" || rawPicks === null || Array.isArray(rawPicks)) return undefined;
  const picks: Record<string, PairSide> = {};
  for (const pair of pairs) {
    const side = (rawPicks as Record<string, unknown>)[pair.id];
    if (isPairSide(side)) picks[pair.id] = side;
  }
  // Every pair before the one on screen must be answered, else the stored state is inconsistent.
  if (!pairs.slice(0, position).every((pair) => picks[pair.id] !== undefined)) return undefined;
  return { position, picks };
}

/** Validates a stored one-device quiz against the pairs it is played with; undefined when it does not fit. */
export function parsePairQuizState(value: unknown, pairs: readonly LanguagePair[]): PairQuizState | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { takers, active } = value as Record<string, unknown>;
  if (!Array.isArray(takers) || takers.length !== 2) return undefined;
  const first = parseTaker(takers[0], pairs);
  const second = parseTaker(takers[1], pairs);
  if (!first || !second) return undefined;
  if (active !== null && active !== 0 && active !== 1) return undefined;
  return { takers: [first, second], active };
}

/** Percentage of the active partner's pairs done, for the progress bar. */
export function pairProgressPercent(taker: PairQuizTaker, pairs: readonly LanguagePair[]): number {
  if (pairs.length === 0) return 0;
  return Math.round((Math.min(taker.position, pairs.length) / pairs.length) * 100);
}
