/**
 * A phone's live line to its room: a WebSocket when one can open, otherwise Server-Sent Events for what the server
 * sends and POST for moves (the line's mechanics, back-off and fallback are app/lib/live-line.ts). Reconnects on its
 * own after sleep or lost signal; the server's state is the truth.
 *
 * No move is lost without a word. Each move gets an id and is kept until the server settles it: a state whose
 * `lastMoveId` is that id (applied, whoever sent the state), or an answer naming it (`re`: stale or refused). After
 * every (re)connect, once the room's state has arrived, the moves still kept are sent again; the server applies
 * each at most once (by `seq`, and by id for one it applied before the line broke) or answers that it is stale,
 * and the phone then says the move was not played.
 *
 * The phone's own nickname (if it has one) goes with its hello, after the fallback's stream opens, whenever it
 * changes and whenever the partner comes (back) online, so the partner's phone always has it: the server only relays
 * it, so a partner who reconnects learns it again this way.
 */
import { ROOM_ERRORS, type ClientMove, type RoomMoveAnswer, type ServerMessage } from "@domain/rooms/protocol";
import { ApiError, apiExchange } from "~/lib/api-client";
import type { LiveEventsRequest } from "~/lib/live-events";
import { createLiveLine } from "~/lib/live-line";
import type { StoredRoom } from "./storage";

/** "offline": the browser says it has no network (the line waits for it to come back, then opens at once). */
export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "offline" | "closed";

/** Whether the browser knows it has no network at all (navigator.onLine is only trusted when it says false). */
function browserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export interface RoomConnection {
  /** Sends a move made on state `seq`; false when a move made on that state is already on its way. */
  move(seq: number, move: ClientMove): boolean;
  /** Moves sent and not yet settled by the server. */
  readonly pending: number;
  /** Sends this phone's nickname (handlers.name) to the partner now, if the line is up. */
  sendName(): void;
  end(): void;
  close(): void;
  readonly transport: "websocket" | "sse";
}

interface Handlers {
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus): void;
  /** This phone's own nickname as the room should carry it (null: none). */
  name?: () => string | null;
}

const RETRY_MS = [300, 800, 1500, 3000, 5000];
/** A socket silent for two pings is dead (a phone that lost its signal is seldom told): it is opened again. */
const PING_MS = 10_000;
export const MOVE_KEPT = "No connection right now. Your move is kept and goes out as soon as the line is back.";

/**
 * How long a phone waits before sending its kept moves again after an error that answers no move in particular
 * (the server's "try again in a few seconds" while its database is away): the socket stays open, so no reconnect
 * would send them.
 */
export const KEPT_MOVES_RETRY_MS = 3_000;

interface KeptMove {
  id: string;
  seq: number;
  move: ClientMove;
}

/** 16 URL-safe random characters (getRandomValues works on plain HTTP too, unlike randomUUID). */
function newMoveId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_");
}

/** The fallback stream's request: the room and its secret in headers, so no address or access log holds them. */
export function roomEventsRequest({ room, secret }: Pick<StoredRoom, "room" | "secret">): LiveEventsRequest {
  return { url: "/api/rooms/events", headers: { Authorization: `Bearer ${secret}`, "Entwine-Room": room } };
}

export function connectRoom(credentials: StoredRoom, handlers: Handlers): RoomConnection {
  let closed = false;
  let kept: KeptMove[] = [];
  /** The line that is open now has delivered the room's state: moves go out at once. */
  let synced = false;
  /** The partner's presence as this line last heard it: their coming (back) online asks for this phone's name. */
  let partnerOnline = false;
  const ownName = () => handlers.name?.() ?? null;

  const settle = (id: string | null | undefined): boolean => {
    if (!id) return false;
    const before = kept.length;
    kept = kept.filter((move) => move.id !== id);
    return kept.length < before;
  };

  const deliver = (message: ServerMessage) => {
    if (message.t === "ended") closed = true;
    let notPlayed = false;
    if (message.t === "state") {
      settle(message.view.lastMoveId);
      notPlayed = settle(message.re) && message.stale === true;
    } else if (message.t === "error") {
      settle(message.re);
      // A refusal of the room itself is final; anything else that names no move is the server asking to try again.
      if (!message.re && message.message !== ROOM_ERRORS.missing && message.message !== ROOM_ERRORS.notJoined)
        retryKeptSoon();
    }
    handlers.onMessage(message);
    if (notPlayed) handlers.onMessage({ t: "error", message: ROOM_ERRORS.notPlayed });
    if (message.t === "ended") shutdown();
  };

  /** What the open line (socket or event stream) brings: its first state makes the kept moves go out again. */
  const fromLine = (message: ServerMessage) => {
    deliver(message);
    // The socket's hello carried the name; the event stream has no hello, so its first state sends it by POST.
    let nameDue = false;
    let helloAnswered = false;
    if (message.t === "state" && !synced && !closed) {
      synced = true;
      // "open" once the room's state is here: the phone is up to date, not merely connected.
      handlers.onStatus("open");
      nameDue = line.transport === "sse";
      helloAnswered = line.transport === "websocket";
      for (const move of [...kept]) transmit(move);
    }
    if (message.t === "state" || message.t === "presence") {
      // A partner who comes (back) has forgotten this phone's name (one already here heard it with the hello).
      if (message.partnerOnline && !partnerOnline && !helloAnswered) nameDue = true;
      partnerOnline = message.partnerOnline;
    }
    // A phone without a name has nothing to say.
    if (nameDue && synced && !closed && ownName() !== null) transmitName();
  };

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  function retryKeptSoon() {
    if (retryTimer !== undefined || kept.length === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed || !synced) return;
      for (const move of [...kept]) transmit(move);
    }, KEPT_MOVES_RETRY_MS);
  }

  function transmitName() {
    const name = ownName();
    if (line.transport === "websocket") {
      line.send({ t: "name", name });
      return;
    }
    // A name that does not arrive goes again with the next (re)connect or partner's return.
    void post("/api/rooms/name", { name }).catch(() => undefined);
  }

  function transmit(move: KeptMove) {
    if (line.transport === "websocket") {
      line.send({ t: "move", seq: move.seq, move: move.move, id: move.id });
      return;
    }
    void post("/api/rooms/move", { seq: move.seq, move: move.move, id: move.id }).catch(() => {
      if (!kept.includes(move) || closed) return;
      handlers.onMessage({ t: "error", message: MOVE_KEPT });
      // The stream may not have noticed yet: open it again, and the move goes out with the fresh state.
      line.restartStream();
    });
  }

  const line = createLiveLine<ServerMessage>({
    socketPath: "/api/rooms/socket",
    events: () => roomEventsRequest(credentials),
    hello: () => {
      const name = ownName();
      return { t: "hello", room: credentials.room, secret: credentials.secret, ...(name ? { name } : {}) };
    },
    retryMs: RETRY_MS,
    ping: { everyMs: PING_MS, message: { t: "ping" } },
    // Going offline drops the line at once, so the phone says so instead of showing the partner on stale news.
    followNetwork: true,
    opening(first) {
      synced = false;
      partnerOnline = false;
      handlers.onStatus(browserOffline() ? "offline" : first ? "connecting" : "reconnecting");
    },
    message: fromLine,
    retrying() {
      synced = false;
      handlers.onStatus(browserOffline() ? "offline" : "reconnecting");
    },
    // The stream refuses a room that no longer exists: its words, then the end.
    async gone(response) {
      deliver({ t: "error", message: ((await response.json()) as { error: string }).error });
      deliver({ t: "ended" });
    },
  });

  function shutdown() {
    closed = true;
    clearTimeout(retryTimer);
    line.close();
    handlers.onStatus("closed");
  }

  async function post(path: string, body: Record<string, unknown>) {
    let data: RoomMoveAnswer | null;
    try {
      const answer = await apiExchange<RoomMoveAnswer | null>(path, {
        method: "POST",
        json: { room: credentials.room, secret: credentials.secret, ...body },
      });
      if (answer.status === 204) return;
      data = answer.data;
    } catch (error) {
      // A refusal is shown as the server worded it; a network failure is the caller's to handle.
      if (!(error instanceof ApiError)) throw error;
      data = error.body as RoomMoveAnswer | null;
    }
    if (!data || typeof data !== "object") data = { error: "Something went wrong. Please try again." };
    if ("error" in data) deliver({ t: "error", message: data.error, re: data.re });
    else deliver(data);
  }

  line.start();
  return {
    get transport() {
      return line.transport;
    },
    get pending() {
      return kept.length;
    },
    move(seq, move) {
      if (closed) return false;
      // A second tap on the same state could never be played: the first one is already on its way.
      if (kept.some((other) => other.seq === seq)) return false;
      const entry: KeptMove = { id: newMoveId(), seq, move };
      kept.push(entry);
      if (synced) transmit(entry);
      else handlers.onMessage({ t: "error", message: MOVE_KEPT });
      return true;
    },
    sendName() {
      if (synced && !closed) transmitName();
    },
    end() {
      if (!line.send({ t: "end" })) void post("/api/rooms/end", {}).then(() => deliver({ t: "ended" }));
    },
    close: shutdown,
  };
}
