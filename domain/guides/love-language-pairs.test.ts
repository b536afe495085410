import { describe, expect, it } from "vitest";
import { LOVE_LANGUAGE_IDS, type LoveLanguageId } from "../../content/guides/love-languages";
import {
  INITIAL_PAIR_QUIZ,
  choosePair,
  closeTurn,
  compareProfiles,
  completePicks,
  isTakerDone,
  pairProfile,
  pairProgressPercent,
  parsePairQuizState,
  previousPair,
  retakePairs,
  sharePercent,
  startTurn,
  type LanguagePair,
  type PairPicks,
  type PairSide,
} from "./love-language-pairs";

const [WORDS, TOUCH, SERVICE, TIME, GIFTS] = LOVE_LANGUAGE_IDS;

/** Thirty pairs like the real quiz: each of the ten couples of languages three times, so each language is offered 12 times. */
const PAIRS: LanguagePair[] = [];
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < LOVE_LANGUAGE_IDS.length; i++) {
    for (let j = i + 1; j < LOVE_LANGUAGE_IDS.length; j++) {
      const [x, y] = round % 2 === 0 ? [i, j] : [j, i];
      const n = PAIRS.length + 1;
      PAIRS.push({
        id: `pair-${n}`,
        a: { language: LOVE_LANGUAGE_IDS[x]!, text: `Moment ${n}a` },
        b: { language: LOVE_LANGUAGE_IDS[y]!, text: `Moment ${n}b` },
      });
    }
  }
}

/** Picks the side whose language comes first in `preference` (a partner with a strict order of languages). */
function picksFor(preference: readonly LoveLanguageId[]): Record<string, PairSide> {
  const rank = (id: LoveLanguageId) => preference.indexOf(id);
  return Object.fromEntries(PAIRS.map((pair) => [pair.id, rank(pair.a.language) < rank(pair.b.language) ? "a" : "b"]));
}

describe("a partner's profile", () => {
  it("counts each language chosen out of the times it was offered, most chosen first", () => {
    const profile = pairProfile(PAIRS, picksFor([TIME, TOUCH, WORDS, SERVICE, GIFTS]));
    expect(profile.complete).toBe(true);
    expect(profile.answered).toBe(30);
    expect(profile.scores.map((score) => [score.id, score.chosen, score.offered])).toEqual([
      [TIME, 12, 12],
      [TOUCH, 9, 12],
      [WORDS, 6, 12],
      [SERVICE, 3, 12],
      [GIFTS, 0, 12],
    ]);
    expect(profile.primary).toEqual([TIME]);
    expect(profile.scores.reduce((sum, score) => sum + score.chosen, 0)).toBe(30);
    expect(sharePercent(profile.scores[1]!.share)).toBe(75);
  });

  it("names every language tied at the top, in the usual order", () => {
    // Alternating sides: each language chosen about half the time.
    const picks: Record<string, PairSide> = {};
    PAIRS.forEach((pair, index) => (picks[pair.id] = index % 2 === 0 ? "a" : "b"));
    const profile = pairProfile(PAIRS, picks);
    const top = profile.scores[0]!;
    expect(profile.primary).toEqual(
      profile.scores.filter((score) => score.share === top.share).map((score) => score.id),
    );
    const order = profile.primary.map((id) => LOVE_LANGUAGE_IDS.indexOf(id));
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it("counts only answered pairs and ignores unknown ids or values", () => {
    const profile = pairProfile(PAIRS, { "pair-1": "a", "pair-2": "b", "pair-99": "a", "pair-3": "c" as PairSide });
    expect(profile.answered).toBe(2);
    expect(profile.complete).toBe(false);
    expect(profile.scores.reduce((sum, score) => sum + score.offered, 0)).toBe(4);
    const empty = pairProfile(PAIRS, {});
    expect(empty.primary).toEqual([]);
    expect(empty.scores.every((score) => score.share === 0)).toBe(true);
  });

  it("accepts only complete picks", () => {
    const picks = picksFor([WORDS, TOUCH, SERVICE, TIME, GIFTS]);
    expect(completePicks(PAIRS, picks)).toEqual(picks);
    expect(completePicks(PAIRS, { ...picks, "pair-4": "x" })).toBeUndefined();
    const { "pair-30": _dropped, ...missing } = picks;
    expect(completePicks(PAIRS, missing)).toBeUndefined();
    expect(completePicks(PAIRS, null)).toBeUndefined();
    expect(completePicks(PAIRS, { ...picks, extra: "a" })).toEqual(picks);
  });
});

describe("where two profiles meet and differ", () => {
  const compare = (first: PairPicks, second: PairPicks) =>
    compareProfiles(pairProfile(PAIRS, first), pairProfile(PAIRS, second), { first, second, pairs: PAIRS });

  it("the same choices meet everywhere", () => {
    const picks = picksFor([TOUCH, TIME, WORDS, SERVICE, GIFTS]);
    const result = compare(picks, picks);
    expect(result.languages.every((entry) => entry.relation === "meet" && entry.gap === 0)).toBe(true);
    expect(result.shared).toEqual([TOUCH, TIME]);
    expect(result.differ).toEqual([]);
    expect(result.samePicks).toBe(30);
    expect(result.comparedPairs).toBe(30);
  });

  it("opposite orders differ most at the ends, each side leaning its own way", () => {
    const result = compare(
      picksFor([TIME, TOUCH, WORDS, SERVICE, GIFTS]),
      picksFor([GIFTS, SERVICE, WORDS, TOUCH, TIME]),
    );
    expect(result.shared).toEqual([]);
    // 12 vs 0 for the ends, 9 vs 3 next: a third or more apart; words 6 vs 6 meets.
    expect(result.differ.map((entry) => entry.id)).toEqual([TIME, GIFTS, TOUCH, SERVICE]);
    expect(result.differ[0]!.gap).toBe(1);
    expect(result.differ[1]!.gap).toBe(-1);
    expect(result.languages.find((entry) => entry.id === WORDS)!.relation).toBe("meet");
    // Reversed orders never choose the same moment.
    expect(result.samePicks).toBe(0);
  });

  it("a gap of one or two choices meets, three is near, four or more differs", () => {
    const base = picksFor([TIME, TOUCH, WORDS, SERVICE, GIFTS]);
    // Flip pairs where TIME beat GIFTS: each flip moves one choice from TIME to GIFTS.
    const flips = PAIRS.filter(
      (pair) => [pair.a.language, pair.b.language].sort().join() === [TIME, GIFTS].sort().join(),
    );
    expect(flips).toHaveLength(3);
    const flip = (count: number) => {
      const picks = { ...base };
      for (const pair of flips.slice(0, count)) picks[pair.id] = picks[pair.id] === "a" ? "b" : "a";
      return picks;
    };
    const relationOfTime = (count: number) =>
      compare(base, flip(count)).languages.find((entry) => entry.id === TIME)!.relation;
    expect(relationOfTime(1)).toBe("meet");
    expect(relationOfTime(2)).toBe("meet");
    expect(relationOfTime(3)).toBe("near");
    // Four apart: flip all three TIME-GIFTS pairs and one TIME-SERVICE pair.
    const four = flip(3);
    const timeService = PAIRS.find(
      (pair) => [pair.a.language, pair.b.language].sort().join() === [TIME, SERVICE].sort().join(),
    )!;
    four[timeService.id] = four[timeService.id] === "a" ? "b" : "a";
    const time = compare(base, four).languages.find((entry) => entry.id === TIME)!;
    expect(time.relation).toBe("differ");
    expect(time.first.chosen - time.second.chosen).toBe(4);
  });

  it("shared takes both top twos, ties at second place included", () => {
    const result = compare(
      picksFor([TOUCH, TIME, WORDS, SERVICE, GIFTS]),
      picksFor([TIME, WORDS, TOUCH, SERVICE, GIFTS]),
    );
    expect(result.shared).toEqual([TIME]);
    expect(result.languages[0]!.id).toBe(TIME);
  });

  it("compares profiles without picks too", () => {
    const result = compareProfiles(
      pairProfile(PAIRS, picksFor(LOVE_LANGUAGE_IDS)),
      pairProfile(PAIRS, picksFor(LOVE_LANGUAGE_IDS)),
    );
    expect(result.comparedPairs).toBe(0);
    expect(result.shared).toEqual([WORDS, TOUCH]);
  });
});

describe("both partners on one device", () => {
  it("each takes a turn; the overview keeps both", () => {
    let state = startTurn(INITIAL_PAIR_QUIZ, 0);
    expect(choosePair(INITIAL_PAIR_QUIZ, PAIRS, "a")).toBe(INITIAL_PAIR_QUIZ);
    for (let i = 0; i < 30; i++) state = choosePair(state, PAIRS, i % 3 === 0 ? "b" : "a");
    expect(isTakerDone(state.takers[0], PAIRS)).toBe(true);
    expect(choosePair(state, PAIRS, "a")).toBe(state);
    state = previousPair(state, PAIRS);
    expect(state.takers[0].position).toBe(29);
    state = choosePair(state, PAIRS, "a");
    expect(pairProgressPercent(state.takers[0], PAIRS)).toBe(100);
    state = startTurn(closeTurn(state), 1);
    state = choosePair(state, PAIRS, "b");
    expect(state.takers[1]).toEqual({ position: 1, picks: { "pair-1": "b" } });
    expect(pairProgressPercent(state.takers[1], PAIRS)).toBe(3);
    expect(state.takers[0].position).toBe(30);
    expect(previousPair(previousPair(state, PAIRS), PAIRS).takers[1].position).toBe(0);
    const retaken = retakePairs(state, 0);
    expect(retaken.takers[0]).toEqual({ position: 0, picks: {} });
    expect(retaken.active).toBe(0);
    expect(retaken.takers[1]).toBe(state.takers[1]);
  });

  it("a stored state is read back only when it fits the pairs", () => {
    const taker = (position: number, picks: Record<string, string> = {}) => ({ position, picks });
    let state = startTurn(INITIAL_PAIR_QUIZ, 1);
    for (let i = 0; i < 5; i++) state = choosePair(state, PAIRS, "a");
    const stored: unknown = JSON.parse(JSON.stringify(state));
    expect(parsePairQuizState(stored, PAIRS)).toEqual(state);
    expect(parsePairQuizState({ ...(stored as object), active: 2 }, PAIRS)).toBeUndefined();
    expect(parsePairQuizState({ takers: [taker(3), taker(0)], active: null }, PAIRS)).toBeUndefined();
    expect(parsePairQuizState({ takers: [taker(31), taker(0)], active: null }, PAIRS)).toBeUndefined();
    expect(parsePairQuizState("nonsense", PAIRS)).toBeUndefined();
    expect(parsePairQuizState({ takers: [taker(0, { old: "a" }), taker(0)], active: 0 }, PAIRS)).toEqual({
      takers: [taker(0), taker(0)],
      active: 0,
    });
  });
});
