/**
 * The moves the pack games share besides their own draw: finish the turn (done or skipped), choose another pack and,
 * where a game has dares or actions, "Not tonight" (softer or later), and the rules of a pack game built on them
 * (packTurnRules). Kept apart from turns.ts and packs.ts because it needs zod, which the browser does not load for
 * those.
 */
import { z } from "zod";
import type { ContentPack } from "@content/games/packs";
import type { RandomSource } from "../random";
import { applyLater, applySofter, notTonightOffer, type NotTonightRules, type NotTonightView } from "./not-tonight";
import {
  applyPackChoice,
  MAX_PACK_ID_LENGTH,
  packGameView,
  roomPack,
  type PackGameView,
  type PackTurnState,
} from "./packs";
import { ROOM_ERRORS, type RoomGameId } from "./protocol";
import type { RoomGameRules } from "./rules";
import { applyDraw, applyFinish, initialTurnState, type TurnState } from "./turns";

export function finishMoveSchema<G extends RoomGameId>(game: G) {
  return z.object({ game: z.literal(game), type: z.literal("finish"), completed: z.boolean() });
}

export function packMoveSchema<G extends RoomGameId>(game: G) {
  return z.object({ game: z.literal(game), type: z.literal("pack"), pack: z.string().min(1).max(MAX_PACK_ID_LENGTH) });
}

/** "Not tonight" for the card on screen: its softer version, or keep it for later (not-tonight.ts). */
export function notTonightMoveSchemas<G extends RoomGameId>(game: G) {
  return [
    z.object({ game: z.literal(game), type: z.literal("softer") }),
    z.object({ game: z.literal(game), type: z.literal("later") }),
  ] as const;
}

export type NotTonightMove<G extends RoomGameId> = { game: G; type: "softer" | "later" };

/** The finish and pack moves every pack game takes, besides its own draw, and "Not tonight" where it applies. */
type SharedMove<G extends RoomGameId> =
  z.infer<ReturnType<typeof finishMoveSchema<G>>> | z.infer<ReturnType<typeof packMoveSchema<G>>> | NotTonightMove<G>;

/** A pack game's own draw move: its fields with the game's id. */
type DrawMove<G extends RoomGameId, D extends z.ZodRawShape> = { game: G; type: string } & z.infer<z.ZodObject<D>>;

/**
 * The rules of a pack game played in turns (Truth or Dare, Passion Dice, conversation): the game names its draw
 * move, what its state adds to the turn cycle, how it draws from the chosen pack's items and which of a pack's
 * items count for its settings; finishing a turn and choosing a pack are the same in each.
 */
export function packTurnRules<
  G extends RoomGameId,
  T extends { id: string },
  R,
  S extends PackTurnState<R>,
  D extends { type: z.ZodLiteral<string> } & z.ZodRawShape,
  C = void,
>(spec: {
  game: G;
  packs: readonly ContentPack<T>[];
  /** The draw move's fields besides the game. */
  drawMove: D;
  /** What the game's state holds besides the turn cycle and the pack (nothing when absent). */
  initial?: (setup: C) => Omit<S, keyof TurnState<R> | "pack">;
  draw: (state: S, move: DrawMove<G, D>, items: readonly T[], random: RandomSource) => { current: R; seen: string[] };
  /** The items of a pack that count for the room's settings (all of them when absent). */
  poolOf?: (state: S) => (items: readonly T[]) => readonly T[];
  /** Which drawn cards "Not tonight" covers and their softer versions (absent: the game takes no such move). */
  notTonight?: NotTonightRules<R>;
}): RoomGameRules<S, DrawMove<G, D> | SharedMove<G>, C> {
  const { game, packs, notTonight } = spec;
  const drawMove = z.object({ game: z.literal(game), ...spec.drawMove });
  const sharedSchemas = [
    finishMoveSchema(game),
    packMoveSchema(game),
    ...(notTonight ? notTonightMoveSchemas(game) : []),
  ];
  return {
    game,
    // zod's inferred type of a generic shape does not reduce to DrawMove: the fields are the same.
    moveSchema: z.discriminatedUnion("type", [drawMove, ...sharedSchemas]) as unknown as z.ZodType<
      DrawMove<G, D> | SharedMove<G>
    >,
    initial: (_random, setup) => ({ ...initialTurnState<R>(), ...spec.initial?.(setup), pack: packs[0]!.id }) as S,
    apply(state, seat, move, random) {
      // TypeScript does not narrow a union with a generic member: the draw move's type is neither of these.
      const shared = move as SharedMove<G>;
      if (shared.type === "finish") return applyFinish(state, seat, shared.completed);
      if (shared.type === "pack") return applyPackChoice(packs, state, shared.pack);
      if (shared.type === "softer" || shared.type === "later") {
        // The schema takes these only from a game with "Not tonight" rules.
        if (!notTonight) return { ok: false, error: ROOM_ERRORS.malformed };
        return shared.type === "softer" ? applySofter(state, seat, notTonight) : applyLater(state, seat, notTonight);
      }
      const drawn = move as DrawMove<G, D>;
      return applyDraw(state, seat, () => spec.draw(state, drawn, roomPack(packs, state.pack).items, random));
    },
    view: (state): PackGameView<S> & Partial<NotTonightView> => {
      const view = packGameView(packs, state, spec.poolOf?.(state));
      return notTonight ? { ...view, notTonightOffer: notTonightOffer(state, notTonight) } : view;
    },
  };
}
