/**
 * The two-phone room protocol shared by the browser and the server: game ids, seats, message shapes and the
 * limits every message is checked against. No content, no I/O and no zod here, so the browser can import it cheaply
 * (the schemas are in messages.ts, for the server).
 */
import { hasVisibleCharacter } from "../text/visible";

export const ROOM_GAMES = [
  "truth-or-dare",
  "passion-dice",
  "dice-to-spice",
  "spin-for-desire",
  "position-wheel",
  "seductive-conversation",
  "love-quiz",
] as const;
export type RoomGameId = (typeof ROOM_GAMES)[number];

export const ROOM_GAME_TITLES: Readonly<Record<RoomGameId, string>> = {
  "truth-or-dare": "Truth or Dare",
  "passion-dice": "Passion Dice",
  "dice-to-spice": "Dice to Spice",
  "spin-for-desire": "Spin for Desire",
  "position-wheel": "Position Wheel",
  "seductive-conversation": "Conversation starters",
  "love-quiz": "Love Quiz",
};

/** Seat 0 opened the room, seat 1 joined it. */
export type Seat = 0 | 1;
export const otherSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** Codes avoid letters and digits that look alike (0/O, 1/I/L, 5/S, 2/Z, 8/B). */
export const ROOM_CODE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const ROOM_CODE_LENGTH = 6;

/** Largest message a phone may send, in bytes. */
export const MAX_ROOM_MESSAGE_BYTES = 4096;

export const ROOM_ERRORS = {
  tooLarge: "Message too large: 4 KB at most.",
  malformed: "Malformed message.",
  missing: "This room does not exist or has ended.",
  full: "This room is full.",
  notYourTurn: "It is your partner's turn.",
  wrongGame: "That move belongs to another game.",
  notNow: "That move is not possible right now.",
  notJoined: "Say hello with the room and its secret first.",
  /** The server's store of rooms is full and no idle room could make room. */
  serverFull: "Our server has no room for more games just now. Please try again later.",
  /** A move that would make the room's game larger than a room may be. */
  stateTooLarge: "This room has grown as large as a room may be. Start a new room to play on.",
  /** A move that reached the server after the game had moved on (the partner moved first, or a reconnect came late). */
  notPlayed:
    "The game had moved on before your move arrived, so it was not played. Have a look at where things stand and go again if you like.",
} as const;

/** The id a phone gives each move, so a move resent after a reconnect is recognised: 8 to 40 URL-safe characters. */
export const MOVE_ID_PATTERN = /^[A-Za-z0-9_-]{8,40}$/;

/** A room's game as one phone sees it (the other phone's private answers are left out). */
export interface RoomView<S = unknown> {
  game: RoomGameId;
  seq: number;
  seat: Seat;
  /** The partner has joined the room at least once. */
  partnerJoined: boolean;
  /** The id of this seat's last applied move, if it had one: how a phone knows a move it sent was saved. */
  lastMoveId?: string | null;
  state: S;
}

/**
 * A phone's own nickname, as the room carries it to the other phone: 1 to 24 characters once trimmed, no control,
 * line-separator or bidirectional-override characters. The server relays it and never stores it.
 */
export const ROOM_NAME_MAX_LENGTH = 24;
// Refusing control characters is this expression's whole purpose.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The nickname as sent (trimmed), or null when it is not one the room carries. */
export function roomName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  if (name.length < 1 || name.length > ROOM_NAME_MAX_LENGTH || UNSAFE_NAME_CHARACTERS.test(name)) return null;
  if (!hasVisibleCharacter(name)) return null;
  return name;
}

export interface ClientMove {
  game: RoomGameId;
  type: string;
  [key: string]: unknown;
}

export type ClientMessage =
  /** `name`: this phone's own nickname, for the partner's phone (relayed, never stored). */
  | { t: "hello"; room: string; secret: string; name?: string }
  /** This phone's own nickname again (changed, or for a partner who has just come back); null: no name. */
  | { t: "name"; name: string | null }
  | { t: "move"; seq: number; move: ClientMove; id?: string }
  | { t: "end" }
  | { t: "ping" };

/**
 * What the server sends. `re` names the move (by its id) a state or error answers: a state with `stale` means that
 * move was not played; one without means it was (now or before a reconnect).
 */
export type ServerMessage =
  | { t: "state"; view: RoomView; partnerOnline: boolean; stale?: boolean; re?: string }
  | { t: "presence"; partnerOnline: boolean }
  /** The partner's own nickname as their phone sent it; null when they have none. */
  | { t: "name"; name: string | null }
  | { t: "error"; message: string; re?: string }
  | { t: "ended" }
  | { t: "pong" };

/** A refusal over HTTP (the fallback's POST /api/rooms/move, /name, /end): the message and the move it names. */
export interface RoomRefusalAnswer {
  error: string;
  re?: string;
}

/** POST /api/rooms/move: the state after the move (or the stale state), else a refusal. /name and /end answer 204. */
export type RoomMoveAnswer = Exclude<ServerMessage, { t: "error" }> | RoomRefusalAnswer;
