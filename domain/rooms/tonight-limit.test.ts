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
