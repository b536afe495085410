import { describe, expect, it } from "vitest";
import { LOVE_LANGUAGE_IDS } from "@content/guides/love-languages";
import type { LanguagePair, PairSide } from "../guides/love-language-pairs";
import {
  createLoveQuizRules,
  LOVE_QUIZ_ROOM_ERRORS,
  type LoveQuizMove,
  type LoveQuizRoomState,
  type LoveQuizView,
} from "./love-quiz";
import { ROOM_ERRORS, type Seat } from "./protocol";

const PAIRS: LanguagePair[] = [];
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < 5; i++) {
    for (let j = i + 1; j < 5; j++) {
      const n = PAIRS.length + 1;
      PAIRS.push({
        id: `pair-${n}`,
        a: { language: LOVE_LANGUAGE_IDS[i]!, text: `A ${n}` },
        b: { language: LOVE_LANGUAGE_IDS[j]!, text: `B ${n}` },
      });
    }
  }
}
const allSide = (side: PairSide) => Object.fromEntries(PAIRS.map((pair) => [pair.id, side]));

const rules = createLoveQuizRules(PAIRS);
const random = () => 0.5;
function play(state: LoveQuizRoomState, seat: Seat, move: Record<string, unknown>) {
  const parsed = rules.moveSchema.safeParse({ game: "love-quiz", ...move });
  if (!parsed.success) return { ok: false as const, error: "schema" };
  return rules.apply(state, seat, parsed.data as LoveQuizMove, random);
}
function must(result: ReturnType<typeof play>): LoveQuizRoomState {
  if (!result.ok) throw new Error(result.error);
  return result.state;
}
const view = (state: LoveQuizRoomState, seat: Seat) => rules.view(state, seat) as LoveQuizView;

describe("love quiz room, 30 pairs", () => {
  it("either phone switches to the pairs before anyone answers; each chooses privately; then both see both profiles", () => {
    let state = rules.initial(random, undefined);
    expect(view(state, 0)).toMatchObject({ version: "five", pairs: null, pairCount: 30 });
    state = must(play(state, 1, { type: "version", version: "pairs" }));
    expect(view(state, 0).pairs).toHaveLength(30);
    expect(play(state, 0, { type: "answer", answers: { physical_touch: 3 } })).toEqual({
      ok: false,
      error: ROOM_ERRORS.notNow,
    });
    expect(play(state, 0, { type: "pairs", picks: { "pair-1": "a" } })).toEqual({
      ok: false,
      error: LOVE_QUIZ_ROOM_ERRORS.chooseAll,
    });
    expect(play(state, 0, { type: "pairs", picks: { ...allSide("a"), "pair-2": "c" } })).toEqual({
      ok: false,
      error: "schema",
    });

    state = must(play(state, 0, { type: "pairs", picks: allSide("a") }));
    expect(play(state, 0, { type: "pairs", picks: allSide("b") })).toEqual({
      ok: false,
      error: LOVE_QUIZ_ROOM_ERRORS.already,
    });
    expect(play(state, 1, { type: "version", version: "five" })).toEqual({
      ok: false,
      error: LOVE_QUIZ_ROOM_ERRORS.switchLate,
    });
    expect(play(state, 1, { type: "again" })).toEqual({ ok: false, error: ROOM_ERRORS.notNow });
    const waiting = view(state, 1);
    expect(waiting).toMatchObject({ partnerAnswered: true, minePicked: false, pairResult: null });
    expect(JSON.stringify(waiting)).not.toContain('"pair-1":"a"');
    expect(view(state, 0)).toMatchObject({ minePicked: true, partnerAnswered: false, pairs: null, pairResult: null });

    state = must(play(state, 1, { type: "pairs", picks: allSide("b") }));
    const host = view(state, 0).pairResult!;
    const guest = view(state, 1).pairResult!;
    expect(host.mine.primary).toEqual(["words_of_affirmation"]);
    expect(host.partner.primary).toEqual(["receiving_gifts"]);
    expect(guest.mine).toEqual(host.partner);
    expect(host.comparison.samePicks).toBe(0);
    expect(host.comparison.differ.map((entry) => entry.id)).toEqual([
      "words_of_affirmation",
      "receiving_gifts",
      "physical_touch",
      "quality_time",
    ]);
    expect(host.comparison.differ[0]!.gap).toBeGreaterThan(0);
    expect(guest.comparison.differ[0]!.gap).toBeLessThan(0);

    state = must(play(state, 0, { type: "again" }));
    expect(state).toMatchObject({ version: "pairs", picks: [null, null], answers: [null, null], rounds: 1 });
    state = must(play(state, 0, { type: "version", version: "five" }));
    expect(view(state, 0)).toMatchObject({ version: "five", pairs: null });
  });

  it("a room opened before the choice existed plays the five questions", () => {
    const { version: _version, picks: _picks, ...old } = rules.initial(random, undefined);
    const state = old as LoveQuizRoomState;
    expect(view(state, 0).version).toBe("five");
    const answers = Object.fromEntries(LOVE_LANGUAGE_IDS.map((id) => [id, 3]));
    const first = must(play(state, 0, { type: "answer", answers }));
    const second = must(play(first, 1, { type: "answer", answers }));
    expect(view(second, 1).revealed).toHaveLength(5);
    expect(must(play(second, 1, { type: "again" })).rounds).toBe(1);
  });

  it("without pairs the longer quiz is not offered", () => {
    const bare = createLoveQuizRules([]);
    const state = bare.initial(random, undefined);
    expect(bare.apply(state, 0, { game: "love-quiz", type: "version", version: "pairs" }, random)).toEqual({
      ok: false,
      error: ROOM_ERRORS.notNow,
    });
  });
});
