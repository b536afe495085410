/**
 * The phone's live line to its space: a WebSocket at /api/our-space/socket when one opens, otherwise Server-Sent
 * Events (GET /api/our-space/events) for what the server sends and POST for pushes and snapshots. Modelled on the
 * rooms' line (app/lib/rooms/connection.ts): it reconnects with a back-off, at once when a sleeping phone wakes,
 * and falls back to the event stream after two WebSocket opens that failed.
 *
 * Each hello carries the newest seq the phone has applied (`after`); once its welcome has been handed over, every
 * push the server has not acknowledged goes again (the server stores an id once). A push made while the line is
 * down waits for that resend. `ended` closes the line for good; the engine forgets the space.
 */
import {
  MAX_SPACE_MESSAGE_BYTES,
  SPACE_ERRORS,
  type SpaceClientMessage,
  type SpaceServerMessage,
} from "@domain/our-space/protocol";
import { ApiError } from "~/lib/api-client";
import { ourSpaceApi, type OurSpaceApi } from "./api";
import { SNAPSHOT_ID, type ConnectSpace, type LineCredentials, type LineHandlers, type SpaceLine } from "./engine";

const RETRY_MS = [300, 800, 1500, 3000, 5000, 10_000];
/** WebSocket attempts that never opened before the phone switches to the event stream. */
const WEBSOCKET_TRIES = 2;
/** Keeps proxies from closing a quiet socket. */
const PING_MS = 25_000;

function parse(data: unknown): SpaceServerMessage | null {
  try {
    const message = JSON.parse(String(data)) as unknown;
    return message && typeof message === "object" && typeof (message as { t?: unknown }).t === "string"
      ? (message as SpaceServerMessage)
      : null;
  } catch {
    // A frame that is not JSON is not ours to act on.
    return null;
  }
}

export function connectSpace(
  { device, ...credentials }: LineCredentials,
  handlers: LineHandlers,
  api: OurSpaceApi = ourSpaceApi,
): SpaceLine {
  let closed = false;
  let attempt = 0;
  let failedOpens = 0;
  let socket: WebSocket | null = null;
  let events: EventSource | null = null;
  let transport: "websocket" | "sse" = typeof WebSocket === "function" ? "websocket" : "sse";
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  /** When the socket last brought anything (a pong at least every ping). */
  let heardAt = 0;
  /** The open line has delivered its welcome: pushes go out at once. */
  let synced = false;

  const deliver = (message: SpaceServerMessage) => {
    if (closed) return;
    handlers.onMessage(message);
    if (message.t === "ended") shutdown();
  };

  const fromLine = (message: SpaceServerMessage) => {
    deliver(message);
    if (message.t === "welcome" && !closed) {
      synced = true;
      for (const push of handlers.unacknowledged()) sendPush(push.id, push.body);
    }
  };

  function sendSocket(message: SpaceClientMessage) {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  /** The stream may not have noticed the line is down: open it again, and the push goes with the next welcome. */
  function restartStream() {
    if (!events || closed) return;
    events.close();
    events = null;
    scheduleRetry();
  }

  function sendPush(id: string, body: string) {
    if (!synced || closed) return;
    if (transport === "websocket") return sendSocket({ t: "push", id, body });
    api.push(credentials, id, body).then(
      (answer) => deliver({ t: "ack", id: answer.id, seq: answer.seq }),
      (error: unknown) => {
        if (error instanceof ApiError) deliver({ t: "error", message: error.message, re: id });
        else restartStream();
      },
    );
  }

  function sendSnapshot(covers: number, body: string) {
    if (!synced || closed) return;
    const message: SpaceClientMessage = { t: "snapshot", covers, body };
    // A snapshot larger than one socket frame goes by POST.
    if (transport === "websocket" && body.length + 64 <= MAX_SPACE_MESSAGE_BYTES) return sendSocket(message);
    api.snapshot(credentials, covers, body).then(
      (answer) => deliver({ t: "compacted", seq: answer.seq }),
      (error: unknown) => {
        if (error instanceof ApiError) deliver({ t: "error", message: error.message, re: SNAPSHOT_ID });
        else restartStream();
      },
    );
  }

  function scheduleRetry() {
    synced = false;
    clearInterval(pingTimer);
    if (closed) return;
    handlers.onStatus("offline");
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(open, delay);
  }

  function openSocket() {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/our-space/socket`;
    let opened = false;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      opened = true;
      attempt = 0;
      failedOpens = 0;
      const hello: SpaceClientMessage = { t: "hello", ...credentials, after: handlers.after(), device };
      ws.send(JSON.stringify(hello));
      heardAt = Date.now();
      pingTimer = setInterval(() => {
        // A line that has answered nothing, not even a ping, for two rounds is dead (a phone that changed network
        // may never be told): drop it and open a fresh one.
        if (Date.now() - heardAt > PING_MS * 2) return dropLine();
        sendSocket({ t: "ping" });
      }, PING_MS);
    };
    ws.onmessage = (event) => {
      heardAt = Date.now();
      const message = parse(event.data);
      if (message && socket === ws) fromLine(message);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (!opened && ++failedOpens >= WEBSOCKET_TRIES) transport = "sse";
      scheduleRetry();
    };
  }

  function openEvents() {
    const query = new URLSearchParams({ ...credentials, after: String(handlers.after()), device });
    const source = new EventSource(`/api/our-space/events?${query}`);
    events = source;
    source.onopen = () => {
      attempt = 0;
    };
    source.onmessage = (event) => {
      const message = parse(event.data);
      if (message && events === source) fromLine(message);
    };
    source.onerror = () => {
      if (events !== source) return;
      source.close();
      events = null;
      synced = false;
      // The stream refuses a space that no longer exists: ask once to tell "ended" from "offline". A probe of the
      // event stream itself (its body left unread unless refused): a plain fetch, not the API client.
      void fetch(`/api/our-space/events?${query}`, { method: "GET", headers: { Accept: "text/event-stream" } })
        .then((response) => {
          void response.body?.cancel();
          if (response.status === 404) deliver({ t: "error", message: SPACE_ERRORS.missing });
          else scheduleRetry();
        })
        .catch(scheduleRetry);
    };
  }

  function open() {
    synced = false;
    if (closed) return;
    if (transport === "websocket") openSocket();
    else openEvents();
  }

  function shutdown() {
    closed = true;
    synced = false;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    document.removeEventListener("visibilitychange", wake);
    window.removeEventListener("online", wake);
    window.removeEventListener("offline", dropLine);
    const ws = socket;
    socket = null;
    ws?.close();
    events?.close();
    events = null;
  }

  /** Closes the line now (the browser went offline, or the line went silent) and retries with the back-off. */
  function dropLine() {
    if (closed || (!socket && !events)) return;
    const ws = socket;
    socket = null;
    ws?.close();
    events?.close();
    events = null;
    scheduleRetry();
  }

  // A phone waking from sleep or coming back online retries at once instead of waiting for the back-off.
  function wake() {
    if (document.visibilityState !== "visible" || closed) return;
    if (!socket && !events) {
      clearTimeout(retryTimer);
      attempt = 0;
      open();
    }
  }
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("online", wake);
  window.addEventListener("offline", dropLine);

  handlers.onStatus("connecting");
  open();
  return {
    push: sendPush,
    snapshot: sendSnapshot,
    close: shutdown,
  };
}

export const connectOurSpace: ConnectSpace = (credentials, handlers) => connectSpace(credentials, handlers);
