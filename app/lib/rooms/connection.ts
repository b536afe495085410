/**
 * A phone's live line to its room: a WebSocket when one can open, otherwise Server-Sent Events for what the server
 * sends and POST for moves. Reconnects on its own after sleep or lost signal; the server's state is the truth.
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
import type { StoredRoom } from "./storage";

export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "closed";

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
/** WebSocket attempts that never opened before the phone switches to the fallback. */
const WEBSOCKET_TRIES = 2;
export const MOVE_KEPT = "No connection right now. Your move is kept and goes out as soon as the line is back.";

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

export function connectRoom(credentials: StoredRoom, handlers: Handlers): RoomConnection {
  let closed = false;
  let attempt = 0;
  let failedOpens = 0;
  let socket: WebSocket | null = null;
  let events: EventSource | null = null;
  let transport: "websocket" | "sse" = typeof WebSocket === "function" ? "websocket" : "sse";
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
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
    } else if (message.t === "error") settle(message.re);
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
      nameDue = transport === "sse";
      helloAnswered = transport === "websocket";
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

  function transmitName() {
    const name = ownName();
    if (transport === "websocket") {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ t: "name", name }));
      return;
    }
    // A name that does not arrive goes again with the next (re)connect or partner's return.
    void post("/api/rooms/name", { name }).catch(() => undefined);
  }

  function transmit(move: KeptMove) {
    if (transport === "websocket") {
      if (socket?.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ t: "move", seq: move.seq, move: move.move, id: move.id }));
      return;
    }
    void post("/api/rooms/move", { seq: move.seq, move: move.move, id: move.id }).catch(() => {
      if (!kept.includes(move) || closed) return;
      handlers.onMessage({ t: "error", message: MOVE_KEPT });
      // The stream may not have noticed yet: open it again, and the move goes out with the fresh state.
      if (events) {
        events.close();
        events = null;
        synced = false;
        scheduleRetry();
      }
    });
  }

  function scheduleRetry() {
    synced = false;
    if (closed) return;
    handlers.onStatus("reconnecting");
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(open, delay);
  }

  function openSocket() {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/rooms/socket`;
    let opened = false;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      opened = true;
      attempt = 0;
      failedOpens = 0;
      const name = ownName();
      ws.send(
        JSON.stringify({ t: "hello", room: credentials.room, secret: credentials.secret, ...(name ? { name } : {}) }),
      );
      handlers.onStatus("open");
    };
    ws.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        // A frame that is not JSON is not ours to act on.
        return;
      }
      if (socket === ws) fromLine(message);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (!opened && ++failedOpens >= WEBSOCKET_TRIES) transport = "sse";
      scheduleRetry();
    };
  }

  function openEvents() {
    const query = new URLSearchParams({ room: credentials.room, secret: credentials.secret });
    const source = new EventSource(`/api/rooms/events?${query}`);
    events = source;
    source.onopen = () => {
      attempt = 0;
      handlers.onStatus("open");
    };
    source.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (events === source) fromLine(message);
    };
    source.onerror = () => {
      if (events !== source) return;
      source.close();
      events = null;
      // The stream refuses a room that no longer exists: ask once over HTTP to tell "ended" from "offline".
      // A probe of the event stream itself (its body left unread unless refused): a plain fetch, not the API client.
      void fetch(`/api/rooms/events?${query}`, { method: "GET", headers: { Accept: "text/event-stream" } })
        .then(async (response) => {
          if (response.status === 404)
            deliver({ t: "error", message: ((await response.json()) as { error: string }).error });
          else void response.body?.cancel();
          if (response.status === 404) deliver({ t: "ended" });
          else scheduleRetry();
        })
        .catch(scheduleRetry);
    };
  }

  function open() {
    synced = false;
    partnerOnline = false;
    if (closed) return;
    handlers.onStatus(attempt === 0 ? "connecting" : "reconnecting");
    if (transport === "websocket") openSocket();
    else openEvents();
  }

  function shutdown() {
    closed = true;
    clearTimeout(retryTimer);
    const ws = socket;
    socket = null;
    ws?.close();
    events?.close();
    events = null;
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

  // A phone waking from sleep retries at once instead of waiting for the back-off.
  const wake = () => {
    if (document.visibilityState !== "visible" || closed) return;
    if (!socket && !events) {
      clearTimeout(retryTimer);
      attempt = 0;
      open();
    }
  };
  document.addEventListener("visibilitychange", wake);

  open();
  return {
    get transport() {
      return transport;
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
      if (transport === "websocket" && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ t: "end" }));
      else void post("/api/rooms/end", {}).then(() => deliver({ t: "ended" }));
    },
    close() {
      document.removeEventListener("visibilitychange", wake);
      shutdown();
    },
  };
}
