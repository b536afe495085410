import { describe, expect, it } from "vitest";
import { CONVERSATION_PACK_LIST, PASSION_DICE_PACK_LIST, TRUTH_OR_DARE_PACK_LIST } from "@content/games/packs";
import { ROOM_RULES, initialRoomState } from "./";
import { ROOM_ERRORS, type RoomGameId, type Seat } from "./protocol";
import { seeded } from "../../tests/support/seeded-random";
import { summarisePacks } from "./packs";
import type { TurnState } from "./turns";

type PackState = TurnState<{ id: string }> & { pack?: string };
type PackView = PackState & { packs: { id: string; name: string; total: number; left: number }[] };

function apply(game: RoomGameId, state: unknown, seat: Seat, move: Record<string, unknown>, random = seeded(3)) {
  return ROOM_RULES[game].apply(state, seat, { game, ...move }, random) as
    { ok: true; state: PackState } | { ok: false; error: string };
}

const games: Array<[RoomGameId, Record<string, unknown>, readonly { id: string; items: readonly { id: string }[] }[]]> =
  [
    ["truth-or-dare", { type: "draw", choice: "dare" }, TRUTH_OR_DARE_PACK_LIST],
    ["passion-dice", { type: "roll" }, PASSION_DICE_PACK_LIST],
    ["seductive-conversation", { type: "draw" }, CONVERSATION_PACK_LIST],
  ];

describe("packs in the rooms", () => {
  it.each(games)(
    "%s: starts on the first pack, takes a pack choice while nothing is shown, and draws from it",
    (game, draw, packs) => {
      const random = seeded(11);
      let state = initialRoomState(game, random) as PackState;
      expect(state.pack).toBe(packs[0]!.id);
      const view = ROOM_RULES[game].view(state, 0) as PackView;
      expect(view.packs.map((pack) => pack.id)).toEqual(packs.map((pack) => pack.id));
      expect(view.packs.every((pack) => pack.left === pack.total && pack.total > 0)).toBe(true);

      const last = packs.at(-1)!;
      // Either phone may choose, but only a pack the game has.
      expect(apply(game, state, 1, { type: "pack", pack: "no-such-pack" })).toEqual({
        ok: false,
        error: ROOM_ERRORS.malformed,
      });
      const chosen = apply(game, state, 1, { type: "pack", pack: last.id });
      if (!chosen.ok) throw new Error(chosen.error);
      state = chosen.state;
      expect(state.pack).toBe(last.id);

      const drawn = apply(game, state, 0, draw, random);
      if (!drawn.ok) throw new Error(drawn.error);
      expect(last.items.some((item) => item.id === drawn.state.current!.id)).toBe(true);
      // Not while a prompt is on screen.
      expect(apply(game, drawn.state, 0, { type: "pack", pack: packs[0]!.id })).toEqual({
        ok: false,
        error: ROOM_ERRORS.notNow,
      });
      const after = ROOM_RULES[game].view(drawn.state, 1) as PackView;
      const summary = after.packs.find((pack) => pack.id === last.id)!;
      expect(summary.left).toBe(summary.total - 1);
    },
  );

  it("a room made before packs plays the classic pack", () => {
    const old = { turn: 0, scores: [0, 0], current: null, draws: 0, seen: [], intensity: 3 };
    const drawn = apply("truth-or-dare", old, 0, { type: "draw", choice: "truth" });
    if (!drawn.ok) throw new Error(drawn.error);
    expect(TRUTH_OR_DARE_PACK_LIST[0]!.items.some((item) => item.id === drawn.state.current!.id)).toBe(true);
    expect((ROOM_RULES["truth-or-dare"].view(old, 0) as PackView).pack).toBe("classic");
  });

  it("summarises what is left of each pack for the room's settings", () => {
    const packs = [
      { id: "a", name: "A", description: "", items: [{ id: "a1" }, { id: "a2" }] },
      { id: "b", name: "B", description: "", items: [{ id: "b1" }] },
    ];
    expect(summarisePacks(packs, ["a2", "zz"]).map(({ id, total, left }) => ({ id, total, left }))).toEqual([
      { id: "a", total: 2, left: 1 },
      { id: "b", total: 1, left: 1 },
    ]);
    // A level keeps one of the pack's two prompts: the pack's own size stays what its description counts.
    expect(summarisePacks(packs, [], (items) => items.slice(0, 1))[0]).toMatchObject({ total: 1, left: 1, size: 2 });
  });
});
