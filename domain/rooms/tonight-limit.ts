/**
 * Tonight's limit in a room (docs/decisions/011-tonights-limit.md): once the two phones have found tonight's level
 * between them (a private set intersection the server never sees), the phone that opened the room sets it here,
 * before the first draw. The room keeps the level and the game's own setting for it; the server sees only the
 * level, as it would if the couple had picked it themselves.
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
import type { RoomGameId } from "./protocol";
import type { RoomGameRules } from "./rules";
import type { TruthOrDareRoomState } from "./truth-or-dare";
import type { TurnState } from "./turns";

/** What a room's state adds once a limit is set. */
export interface TonightLimitState {
  tonight?: SpicyLevel;
}

export const TONIGHT_LIMIT_ERRORS = {
  notOpener: "The phone that opened the room sets tonight's limit.",
  started: "Tonight's limit is set before the first draw.",
} as const;

export function limitMoveSchema<G extends RoomGameId>(game: G) {
  return z.object({ game: z.literal(game), type: z.literal("limit"), level: z.number().int().min(1).max(5) }).strict();
}
export type LimitMove<G extends RoomGameId = RoomGameId> = z.infer<ReturnType<typeof limitMoveSchema<G>>>;

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
 * while nothing has been drawn. Every other move goes to the game's own rules.
 */
export function withTonightLimit<S extends TurnState<unknown>, M extends { game: RoomGameId; type: string }, C>(
  rules: RoomGameRules<S, M, C>,
): RoomGameRules<S & TonightLimitState, M | LimitMove, C> {
  if (!isTonightLimitGame(rules.game)) throw new Error(`${rules.game} has no level for tonight's limit`);
  const limit = limitMoveSchema(rules.game);
  const setting = SETTINGS[rules.game] as (state: S, level: SpicyLevel) => S;
  return {
    ...rules,
    moveSchema: z.union([limit, rules.moveSchema]) as unknown as z.ZodType<M | LimitMove>,
    apply(state, seat, move, random) {
      if (move.type !== "limit") return rules.apply(state, seat, move as M, random);
      if (seat !== 0) return { ok: false, error: TONIGHT_LIMIT_ERRORS.notOpener };
      if (state.draws > 0 || state.current !== null) return { ok: false, error: TONIGHT_LIMIT_ERRORS.started };
      const level = (move as LimitMove).level as SpicyLevel;
      return { ok: true, state: { ...setting(state, level), tonight: level } };
    },
    view: (state, seat) => rules.view(state, seat),
  };
}
