/**
 * Every room game's rules by id. Server side (and tests): the rules carry the games' content. The browser imports
 * only protocol.ts, turns.ts and the state types.
 */
import type { RoomGameId } from "./protocol";
import type { RoomGameRules } from "./rules";
import { createConversationRules } from "./conversation";
import { createDiceToSpiceRules } from "./dice-to-spice";
import { createLoveQuizRules } from "./love-quiz";
import { createPassionDiceRules } from "./passion-dice";
import { createTruthOrDareRules } from "./truth-or-dare";
import type { WheelPosition } from "../position-games/wheel-segments";
import { withTonightLimit } from "./tonight-limit";
import { createWheelRules } from "./wheel";

/** What the server looks up before a room opens (only the wheels need anything). */
export interface RoomSetup {
  positions?: readonly WheelPosition[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoomRules = RoomGameRules<any, any, any>;

export const ROOM_RULES: Readonly<Record<RoomGameId, AnyRoomRules>> = {
  // The games with a level take tonight's limit too (tonight-limit.ts).
  "truth-or-dare": withTonightLimit(createTruthOrDareRules()),
  "passion-dice": withTonightLimit(createPassionDiceRules()),
  "dice-to-spice": withTonightLimit(createDiceToSpiceRules()),
  "spin-for-desire": createWheelRules("spin-for-desire"),
  "position-wheel": createWheelRules("position-wheel"),
  "seductive-conversation": createConversationRules(),
  "love-quiz": createLoveQuizRules(),
};

export function gameNeedsPositions(game: RoomGameId): boolean {
  return game === "spin-for-desire" || game === "position-wheel";
}

/** The first state of a room: setup for the wheels is `{ positions }`. */
export function initialRoomState(game: RoomGameId, random: () => number, setup: RoomSetup = {}): unknown {
  return ROOM_RULES[game].initial(random, { positions: setup.positions ?? [] });
}
