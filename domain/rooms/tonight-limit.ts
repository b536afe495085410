/**
 * Tonight's limit in a room (docs/decisions/011-tonights-limit.md): once the two phones have found tonight's level
 * between them (a private set intersection the server never sees), the phone that opened the room sets it here,
 * before the first draw. The room keeps the level and the game's own setting for it; the server sees only the
 * level, as it would if the couple had picked it themselves.
 *
 * Either phone may later ask to set it again ("Change tonight's limit", between two cards): the room then says on both
 * phones that a new limit is being set and the game waits (no draw) until the same private comparison has run again
 * and the opening phone sets the new level, or until either phone keeps tonight's level as it was.
 */
import { z } from "zod";
import { DICE_TO_SPICE_ACTIONS } from "@content/games/dice";
import type { SpicyLevel } from "@content/games/types";
import {
  diceToSpiceDifficultyFor,
  isTonightLimitGame,
  passionDiceIntensityFor,
  type TonightLimitGame,
} from "../tonight-limit/levels";
import type { DiceToSpiceRoomState } from "./dice-to-spice";
import type { PassionDiceRoomState } from "./passion-dice";
import type { RoomGameId, Seat } from "./protocol";
import type { RoomGameRules } from "./rules";
import type { TruthOrDareRoomState } from "./truth-or-dare";
import type { TurnState } from "./turns";

/** What a room's state adds once a limit is set, and while a new one is being set. */
export interface TonightLimitState {
  tonight?: SpicyLevel;
  /** A new limit is being set (asked for by `by`): the game waits for it. */
  limitChange?: { by: Seat } | null;
}

export const TONIGHT_LIMIT_ERRORS = {
  notOpener: "The phone that opened the room sets tonight's limit.",
  started: "Tonight's limit is set before the first draw.",
  cardOnScreen: "Finish the card on screen first, then set tonight's limit again.",
  alreadyChanging: "A new limit for tonight is already being set.",
  notChanging: "No new limit is being set.",
  waiting: "The game waits while tonight's new limit is set.",
} as const;

export function limitMoveSchema<G extends RoomGameId>(game: G) {
  return z.object({ game: z.literal(game), type: z.literal("limit"), level: z.number().int().min(1).max(5) }).strict();
}
/** "Change tonight's limit" (either phone), and "Keep tonight's level" (either phone, while a change is pending). */
export function limitChangeMoveSchemas<G extends RoomGameId>(game: G) {
  return [
    z.object({ game: z.literal(game), type: z.literal("change-limit") }).strict(),
    z.object({ game: z.literal(game), type: z.literal("keep-limit") }).strict(),
  ] as const;
}
export type LimitMove<G extends RoomGameId = RoomGameId> =
  z.infer<ReturnType<typeof limitMoveSchema<G>>> | z.infer<ReturnType<typeof limitChangeMoveSchemas<G>>[number]>;

const LIMIT_MOVES: ReadonlySet<string> = new Set(["limit", "change-limit", "keep-limit"]);

/** A new limit is being set in this room: the game's own moves wait. */
export const limitChanging = (state: TonightLimitState): boolean => Boolean(state.limitChange);

/** Each game's own setting for a level. */
const SETTINGS: { [G in TonightLimitGame]: (state: never, level: SpicyLevel) => object } = {
  "truth-or-dare": (state: TruthOrDareRoomState, level) => ({ ...state, intensity: level }),
  "passion-dice": (state: PassionDiceRoomState, level) => ({
    ...state,
    options: { ...state.options, intensity: passionDiceIntensityFor(level) },
  }),
  "dice-to-spice": (state: DiceToSpiceRoomState, level) => {
    const difficulty = diceToSpiceDifficultyFor(level);
    return { ...state, difficulty, actionFaces: DICE_TO_SPICE_ACTIONS[difficulty] };
  },
};

/**
 * A game's rules that also take tonight's limit: `{ type: "limit", level }` from the phone that opened the room,
 * while nothing has been drawn or while a new limit is being set; `change-limit` and `keep-limit` from either phone.
 * Every other move goes to the game's own rules, and waits while a new limit is being set.
 */
export function withTonightLimit<S extends TurnState<unknown>, M extends { game: RoomGameId; type: string }, C>(
  rules: RoomGameRules<S, M, C>,
): RoomGameRules<S & TonightLimitState, M | LimitMove, C> {
  if (!isTonightLimitGame(rules.game)) throw new Error(`${rules.game} has no level for tonight's limit`);
  const limit = limitMoveSchema(rules.game);
  const [change, keep] = limitChangeMoveSchemas(rules.game);
  const setting = SETTINGS[rules.game] as (state: S, level: SpicyLevel) => S;
  return {
    ...rules,
    moveSchema: z.union([limit, change, keep, rules.moveSchema]) as unknown as z.ZodType<M | LimitMove>,
    apply(state, seat, move, random) {
      if (!LIMIT_MOVES.has(move.type)) {
        if (limitChanging(state)) return { ok: false, error: TONIGHT_LIMIT_ERRORS.waiting };
        return rules.apply(state, seat, move as M, random);
      }
      const limitMove = move as LimitMove;
      if (limitMove.type === "change-limit") {
        if (limitChanging(state)) return { ok: false, error: TONIGHT_LIMIT_ERRORS.alreadyChanging };
        if (state.current !== null) return { ok: false, error: TONIGHT_LIMIT_ERRORS.cardOnScreen };
        return { ok: true, state: { ...state, limitChange: { by: seat } } };
      }
      if (limitMove.type === "keep-limit") {
        if (!limitChanging(state)) return { ok: false, error: TONIGHT_LIMIT_ERRORS.notChanging };
        return { ok: true, state: { ...state, limitChange: null } };
      }
      if (seat !== 0) return { ok: false, error: TONIGHT_LIMIT_ERRORS.notOpener };
      const open = limitChanging(state) || state.draws === 0;
      if (!open || state.current !== null) return { ok: false, error: TONIGHT_LIMIT_ERRORS.started };
      const level = limitMove.level as SpicyLevel;
      return { ok: true, state: { ...setting(state, level), tonight: level, limitChange: null } };
    },
    view: (state, seat) => rules.view(state, seat),
  };
}
