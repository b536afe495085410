import { describe, expect, it } from "vitest";
import { DICE_TO_SPICE_ACTIONS, PASSION_DICE_INTENSITY_LEVELS } from "@content/games/dice";
import type { SpicyLevel } from "@content/games/types";
import { seeded } from "../../tests/support/seeded-random";
import { TONIGHT_LEVELS, TONIGHT_LIMIT_GAMES } from "../tonight-limit/levels";
import { initialRoomState, ROOM_RULES } from "./";
import type { DiceToSpiceRoomState } from "./dice-to-spice";
import { parseClientMessage } from "./messages";
import type { PassionDiceRoomState } from "./passion-dice";
import type { RoomGameId, Seat } from "./protocol";
import { TONIGHT_LIMIT_ERRORS, withTonightLimit, type TonightLimitState } from "./tonight-limit";
import type { TruthOrDareRoomState } from "./truth-or-dare";
import type { TurnState } from "./turns";

type Outcome<S> = { ok: true; state: S } | { ok: false; error: string };
function apply<S>(game: RoomGameId, state: S, seat: Seat, move: Record<string, unknown>): Outcome<S> {
  const rules = ROOM_RULES[game];
  const parsed = rules.moveSchema.safeParse({ game, ...move });
  if (!parsed.success) return { ok: false, error: "malformed" };
  return rules.apply(state, seat, parsed.data, seeded(3)) as Outcome<S>;
}
const limited = <S>(outcome: Outcome<S>): S => {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.state;
};

describe("tonight's limit in a room", () => {
  it("sets each game's own level from tonight's, never above it but for the dice's mildest", () => {
    for (const level of TONIGHT_LEVELS) {
      const tod = limited(
        apply("truth-or-dare", initialRoomState("truth-or-dare", seeded(1)), 0, { type: "limit", level }),
      ) as TruthOrDareRoomState & TonightLimitState;
      expect(tod.tonight).toBe(level);
      expect(tod.intensity).toBe(level);

      const dice = limited(
        apply("passion-dice", initialRoomState("passion-dice", seeded(1)), 0, { type: "limit", level }),
      ) as PassionDiceRoomState & TonightLimitState;
      expect(dice.tonight).toBe(level);
      // Passion Dice's three settings reach 2, 3 and 5: the boldest not past tonight's level (Mild at the least).
      expect(PASSION_DICE_INTENSITY_LEVELS[dice.options.intensity]).toBe(level >= 5 ? 5 : level >= 3 ? 3 : 2);

      const spice = limited(
        apply("dice-to-spice", initialRoomState("dice-to-spice", seeded(1)), 0, { type: "limit", level }),
      ) as DiceToSpiceRoomState & TonightLimitState;
      expect(spice.difficulty).toBe(level >= 4 ? "Spicy" : "Cute");
      expect(spice.actionFaces).toEqual(DICE_TO_SPICE_ACTIONS[spice.difficulty]);
    }
  });

  it("Warm in Truth or Dare: every truth and dare drawn afterwards is at most level 3", () => {
    let state = limited(
      apply("truth-or-dare", initialRoomState("truth-or-dare", seeded(1)), 0, { type: "limit", level: 3 }),
    ) as TruthOrDareRoomState;
    const seen: SpicyLevel[] = [];
    for (let turn = 0; turn < 30; turn++) {
      const seat = state.turn;
      state = limited(apply("truth-or-dare", state, seat, { type: "draw", choice: turn % 2 ? "dare" : "truth" }));
      seen.push(state.current!.spicyLevel);
      state = limited(apply("truth-or-dare", state, seat, { type: "finish", completed: true }));
    }
    expect(Math.max(...seen)).toBeLessThanOrEqual(3);
  });

  it("is set only by the phone that opened the room, only before the first draw, and only to a level from 1 to 5", () => {
    for (const game of TONIGHT_LIMIT_GAMES) {
      const start = initialRoomState(game, seeded(1)) as TurnState<unknown>;
      expect(apply(game, start, 1, { type: "limit", level: 2 })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.notOpener,
      });
      for (const level of [0, 6, 2.5, "3", null])
        expect(apply(game, start, 0, { type: "limit", level }), `${game} ${String(level)}`).toEqual({
          ok: false,
          error: "malformed",
        });
      expect(apply(game, start, 0, { type: "limit", level: 2, extra: true }).ok).toBe(false);
      // Set again before the first draw: the later setting stands.
      const twice = limited(
        apply(game, limited(apply(game, start, 0, { type: "limit", level: 5 })), 0, {
          type: "limit",
          level: 2,
        }),
      ) as TonightLimitState;
      expect(twice.tonight).toBe(2);
      const drawMove = game === "truth-or-dare" ? { type: "draw", choice: "truth" } : { type: "roll" };
      const drawn = limited(apply(game, start, 0, drawMove)) as TurnState<unknown>;
      expect(apply(game, drawn, 0, { type: "limit", level: 2 })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.started,
      });
      const finished = limited(apply(game, drawn, 0, { type: "finish", completed: false }));
      expect(apply(game, finished, 0, { type: "limit", level: 2 })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.started,
      });
    }
  });

  it("can be set again: either phone asks between two cards, the game waits, and the new level or the old one stands", () => {
    for (const game of TONIGHT_LIMIT_GAMES) {
      const drawMove = game === "truth-or-dare" ? { type: "draw", choice: "truth" } : { type: "roll" };
      const set = limited(apply(game, initialRoomState(game, seeded(1)), 0, { type: "limit", level: 4 }));
      const drawn = limited(apply(game, set, 0, drawMove)) as TurnState<unknown> & TonightLimitState;
      // Not while a card is on screen.
      expect(apply(game, drawn, 1, { type: "change-limit" })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.cardOnScreen,
      });
      const between = limited(apply(game, drawn, 0, { type: "finish", completed: true })) as TurnState<unknown>;
      // Partner 2 asks (either phone may): the room says so, and the game's own moves wait.
      const asked = limited(apply(game, between, 1, { type: "change-limit" })) as TurnState<unknown> &
        TonightLimitState;
      expect(asked.limitChange).toEqual({ by: 1 });
      expect(asked.tonight).toBe(4);
      for (const seat of [0, 1] as const)
        expect(apply(game, asked, seat, drawMove)).toEqual({ ok: false, error: TONIGHT_LIMIT_ERRORS.waiting });
      expect(apply(game, asked, 0, { type: "change-limit" })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.alreadyChanging,
      });
      // Only the opening phone sets the new level (found by both phones' private comparison), and the game goes on.
      expect(apply(game, asked, 1, { type: "limit", level: 2 })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.notOpener,
      });
      const lowered = limited(apply(game, asked, 0, { type: "limit", level: 2 })) as TurnState<unknown> &
        TonightLimitState;
      expect(lowered.tonight).toBe(2);
      expect(lowered.limitChange).toBeNull();
      expect(lowered.draws).toBe(between.draws);
      expect(limited(apply(game, lowered, lowered.turn, drawMove))).toBeTruthy();
      // Once set, it cannot be set again without asking.
      expect(apply(game, lowered, 0, { type: "limit", level: 5 })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.started,
      });
      // Keep tonight's level: the change is dropped, the level stays, the game goes on.
      const again = limited(apply(game, lowered, 0, { type: "change-limit" }));
      const kept = limited(apply(game, again, 1, { type: "keep-limit" })) as TurnState<unknown> & TonightLimitState;
      expect(kept.tonight).toBe(2);
      expect(kept.limitChange).toBeNull();
      expect(apply(game, kept, 1, { type: "keep-limit" })).toEqual({
        ok: false,
        error: TONIGHT_LIMIT_ERRORS.notChanging,
      });
      expect(apply(game, kept, 0, { type: "change-limit", level: 3 })).toEqual({ ok: false, error: "malformed" });
    }
  });

  it("Dice to Spice's new limit changes its dice: Spicy back to Cute", () => {
    const set = limited(
      apply("dice-to-spice", initialRoomState("dice-to-spice", seeded(1)), 0, { type: "limit", level: 5 }),
    );
    const rolled = limited(apply("dice-to-spice", set, 0, { type: "roll" }));
    const done = limited(apply("dice-to-spice", rolled, 0, { type: "finish", completed: false }));
    const asked = limited(apply("dice-to-spice", done, 0, { type: "change-limit" }));
    const gentle = limited(apply("dice-to-spice", asked, 0, { type: "limit", level: 1 })) as DiceToSpiceRoomState;
    expect(gentle.difficulty).toBe("Cute");
    expect(gentle.actionFaces).toEqual(DICE_TO_SPICE_ACTIONS.Cute);
  });

  it("travels as a room move within the protocol's checks, and is not offered to games without a level", () => {
    const parsed = parseClientMessage(
      JSON.stringify({ t: "move", seq: 0, move: { game: "truth-or-dare", type: "limit", level: 3 } }),
    );
    expect(parsed.ok).toBe(true);
    expect(() => withTonightLimit(ROOM_RULES["seductive-conversation"])).toThrow();
    expect(
      apply("seductive-conversation", initialRoomState("seductive-conversation", seeded(1)), 0, {
        type: "limit",
        level: 3,
      }),
    ).toEqual({ ok: false, error: "malformed" });
  });
});
