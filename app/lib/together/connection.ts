/**
 * A phone's live line to its room: a WebSocket when one can open, otherwise Server-Sent Events for what the server
 * sends and POST for moves. Reconnects on its own after sleep or lost signal; the server's state is the truth.
 */
import type { ServerMessage } from "@domain/games/rooms/protocol";
import type { StoredRoom } from "./storage";

export type ConnectionStatus = "connecting" | "open" | "reconnecting" | "closed";

export interface RoomConnection {
  move(seq: number, move: { game: string; type: string; [key: string]: unknown }): void;
  end(): void;
  close(): void;
  readonly transport: "websocket" | "sse";
}

interface Handlers {
  onMessage(message: ServerMessage): void;
  onStatus(status: ConnectionStatus): void;
}

const RETRY_MS = [300, 800, 1500, 3000, 5000];
/** WebSocket attempts that never opened before the phone switches to the fallback. */
const WEBSOCKET_TRIES = 2;

export function connectRoom(credentials: StoredRoom, handlers: Handlers): RoomConnection {
  let closed = false;
  let attempt = 0;
  let failedOpens = 0;
  let socket: WebSocket | null = null;
  let events: EventSource | null = null;
  let transport: "websocket" | "sse" = typeof WebSocket === "function" ? "websocket" : "sse";
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const deliver = (message: ServerMessage) => {
    if (message.t === "ended") closed = true;
    handlers.onMessage(message);
    if (message.t === "ended") shutdown();
  };

  function scheduleRetry() {
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
      ws.send(JSON.stringify({ t: "hello", room: credentials.room, secret: credentials.secret }));
      handlers.onStatus("open");
    };
    ws.onmessage = (event) => {
      try {
        deliver(JSON.parse(String(event.data)) as ServerMessage);
      } catch {
        // A frame that is not JSON is not ours to act on.
      }
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
      try {
        deliver(JSON.parse(String(event.data)) as ServerMessage);
      } catch {
        // ignore
      }
    };
    source.onerror = () => {
      if (events !== source) return;
      source.close();
      events = null;
      // The stream refuses a room that no longer exists: ask once over HTTP to tell "ended" from "offline".
      void fetch(`/api/rooms/events?${query}`, { method: "GET", headers: { Accept: "text/event-stream" } })
        .then(async (response) => {
          if (response.status === 404) deliver({ t: "error", message: ((await response.json()) as { error: string }).error });
          else void response.body?.cancel();
          if (response.status === 404) deliver({ t: "ended" });
          else scheduleRetry();
        })
        .catch(scheduleRetry);
    };
  }

  function open() {
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
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ room: credentials.room, secret: credentials.secret, ...body }),
    });
    if (response.status === 204) return;
    const data = (await response.json().catch(() => ({ error: "Something went wrong. Please try again." }))) as ServerMessage | { error: string };
    if ("error" in data) deliver({ t: "error", message: data.error });
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
    move(seq, move) {
      if (transport === "websocket" && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ t: "move", seq, move }));
      else void post("/api/rooms/move", { seq, move }).catch(() => deliver({ t: "error", message: "No connection right now. Try again in a moment." }));
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
