import { describe, expect, it } from "vitest";
import { ROOM_RULES, initialRoomState } from "./";
import { parseClientMessage } from "./messages";
import { ROOM_ERRORS, type RoomGameId, type Seat } from "./protocol";
import type { RandomSource } from "../random";
import { pickFreshById } from "../games/no-repeat";
import type { TurnState } from "./turns";
import type { WheelRoomState } from "./wheel";
import { segmentAtRotation } from "../position-games/wheel";
import { buildWheelSegments } from "../position-games/wheel-segments";
import type { LoveQuizRoomState, LoveQuizView } from "./love-quiz";
import { seeded as seededFrom } from "../../tests/support/seeded-random";

/** The same draws on every run (seed 7 unless a test says otherwise). */
const seeded = (seed = 7): RandomSource => seededFrom(seed);

function apply<S>(game: RoomGameId, state: S, seat: Seat, move: Record<string, unknown>, random = seeded()) {
  return ROOM_RULES[game].apply(state, seat, { game, ...move }, random) as
    { ok: true; state: S } | { ok: false; error: string };
}

const positions = Array.from({ length: 5 }, (_, i) => ({
  id: `p${i}`,
  title: `Position ${i}`,
  description: "Slow and close.",
  image: `/p${i}.jpg`,
  mediaType: "image" as const,
  category: "Seated",
}));

describe("turn games", () => {
  const drawMoves: Array<[RoomGameId, Record<string, unknown>]> = [
    ["truth-or-dare", { type: "draw", choice: "truth" }],
    ["passion-dice", { type: "roll" }],
    ["dice-to-spice", { type: "roll" }],
    ["seductive-conversation", { type: "draw" }],
    ["spin-for-desire", { type: "spin" }],
    ["position-wheel", { type: "spin" }],
  ];

  it.each(drawMoves)(
    "%s: only the player whose turn it is draws and finishes; done scores, the turn passes",
    (game, draw) => {
      const random = seeded();
      let state = initialRoomState(game, random, { positions }) as TurnState<unknown>;
      expect(state.turn).toBe(0);
      expect(apply(game, state, 1, draw)).toEqual({ ok: false, error: ROOM_ERRORS.notYourTurn });
      expect(apply(game, state, 0, { type: "finish", completed: true })).toEqual({
        ok: false,
        error: ROOM_ERRORS.notNow,
      });
      const drawn = apply(game, state, 0, draw, random);
      if (!drawn.ok) throw new Error(drawn.error);
      state = drawn.state;
      expect(state.current).not.toBeNull();
      expect(state.draws).toBe(1);
      expect(apply(game, state, 0, draw)).toEqual({ ok: false, error: ROOM_ERRORS.notNow });
      expect(apply(game, state, 1, { type: "finish", completed: true })).toEqual({
        ok: false,
        error: ROOM_ERRORS.notYourTurn,
      });
      const done = apply(game, state, 0, { type: "finish", completed: true });
      if (!done.ok) throw new Error(done.error);
      expect(done.state).toMatchObject({ turn: 1, scores: [1, 0], current: null });
      const partnerDraw = apply(game, done.state, 1, draw, random);
      if (!partnerDraw.ok) throw new Error(partnerDraw.error);
      const skipped = apply(game, partnerDraw.state, 1, { type: "finish", completed: false });
      expect(skipped).toMatchObject({ ok: true, state: { turn: 0, scores: [1, 0] } });
    },
  );

  it("draws are decided by the injected randomness: the same seed gives the same truth", () => {
    const state = initialRoomState("truth-or-dare", seeded());
    const a = apply("truth-or-dare", state, 0, { type: "draw", choice: "dare" }, seeded(3));
    const b = apply("truth-or-dare", state, 0, { type: "draw", choice: "dare" }, seeded(3));
    expect(a).toEqual(b);
  });

  it("truth or dare never repeats a question until the pool is used up", () => {
    const random = seeded(11);
    let state = initialRoomState("truth-or-dare", random) as TurnState<{ id: string; type: string }>;
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const seat = state.turn;
      const drawn = apply("truth-or-dare", state, seat, { type: "draw", choice: "truth" }, random);
      if (!drawn.ok) throw new Error(drawn.error);
      expect(drawn.state.current!.type).toBe("truth");
      ids.add(drawn.state.current!.id);
      const done = apply("truth-or-dare", drawn.state, seat, { type: "finish", completed: true });
      if (!done.ok) throw new Error(done.error);
      state = done.state;
    }
    expect(ids.size).toBe(20);
  });

  it("the rooms' picker starts over once every item was seen, never with the last one shown", () => {
    const pool = [{ id: "a" }, { id: "b" }];
    const next = pickFreshById(pool, ["a", "b"], () => 0)!;
    expect(next.item.id).toBe("a");
    expect(next.seen).toEqual(["a"]);
  });

  it("the wheel's result is the segment under the pointer after the server's rotation", () => {
    const random = seeded(5);
    const state = initialRoomState("spin-for-desire", random, { positions }) as WheelRoomState;
    expect(state.segments).toHaveLength(12);
    const spun = apply("spin-for-desire", state, 0, { type: "spin" }, random);
    if (!spun.ok) throw new Error(spun.error);
    expect(spun.state.rotation).toBeGreaterThanOrEqual(1440);
    expect(spun.state.current!.index).toBe(segmentAtRotation(spun.state.rotation, 12));
    expect(segmentAtRotation(0, 12)).toBe(0);
    expect(segmentAtRotation(359, 12)).toBe(0);
    expect(segmentAtRotation(31, 12)).toBe(10);
    expect(segmentAtRotation(29, 12)).toBe(11);
    expect(buildWheelSegments([], random)).toEqual([]);
  });

  it("a move of another game's shape is refused by the game's schema", () => {
    expect(ROOM_RULES["passion-dice"].moveSchema.safeParse({ game: "truth-or-dare", type: "roll" }).success).toBe(
      false,
    );
    expect(ROOM_RULES["passion-dice"].moveSchema.safeParse({ game: "passion-dice", type: "roll" }).success).toBe(true);
  });
});

describe("love quiz couple round", () => {
  const ids = ["words_of_affirmation", "physical_touch", "acts_of_service", "quality_time", "receiving_gifts"];
  const all = (score: number) => Object.fromEntries(ids.map((id) => [id, score]));

  it("hides each answer from the partner until both answered, then shows agreement", () => {
    const rules = ROOM_RULES["love-quiz"];
    let state = initialRoomState("love-quiz", seeded()) as LoveQuizRoomState;
    expect(apply("love-quiz", state, 0, { type: "answer", answers: { physical_touch: 3 } })).toEqual({
      ok: false,
      error: "Answer every question before sending.",
    });
    const first = apply("love-quiz", state, 0, { type: "answer", answers: all(4) });
    if (!first.ok) throw new Error(first.error);
    state = first.state;
    expect(apply("love-quiz", state, 0, { type: "answer", answers: all(4) })).toEqual({
      ok: false,
      error: "You have already answered this round.",
    });
    const partnerView = rules.view(state, 1) as LoveQuizView;
    expect(partnerView).toMatchObject({ mine: null, partnerAnswered: true, revealed: null });
    expect(JSON.stringify(partnerView)).not.toContain('"physical_touch":4');
    const second = apply("love-quiz", state, 1, {
      type: "answer",
      answers: { ...all(3), quality_time: 4, receiving_gifts: 1 },
    });
    if (!second.ok) throw new Error(second.error);
    const revealed = (rules.view(second.state, 0) as LoveQuizView).revealed!;
    expect(revealed.map((row) => row.agreement)).toEqual(["close", "close", "close", "agreed", "apart"]);
    const again = apply("love-quiz", second.state, 1, { type: "again" });
    expect(again).toMatchObject({ ok: true, state: { answers: [null, null], rounds: 1 } });
  });
});

describe("message parsing", () => {
  it("refuses oversized, malformed and unknown messages with the protocol's words", () => {
    expect(parseClientMessage("x".repeat(4097))).toEqual({ ok: false, error: ROOM_ERRORS.tooLarge });
    expect(parseClientMessage("{")).toEqual({ ok: false, error: ROOM_ERRORS.malformed });
    expect(parseClientMessage(JSON.stringify({ t: "shout" }))).toEqual({ ok: false, error: ROOM_ERRORS.malformed });
    expect(
      parseClientMessage(JSON.stringify({ t: "move", seq: -1, move: { game: "love-quiz", type: "again" } })),
    ).toEqual({ ok: false, error: ROOM_ERRORS.malformed });
    expect(
      parseClientMessage(JSON.stringify({ t: "move", seq: 2, move: { game: "love-quiz", type: "again" } })),
    ).toMatchObject({ ok: true });
  });
});
