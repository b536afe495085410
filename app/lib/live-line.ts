/**
 * The mechanics of a phone's live line to the server, shared by the rooms (app/lib/rooms/connection.ts) and "Our
 * space" (app/lib/our-space/connection.ts); what the messages mean stays with each feature.
 *
 * A WebSocket when one can open, otherwise Server-Sent Events for what the server sends (the feature sends by POST
 * then): after WEBSOCKET_TRIES socket attempts that never opened, the line switches to the event stream for good.
 * A lost line is opened again after a back-off (`retryMs`, the last step repeated), and at once when a sleeping
 * phone wakes (and, with `followNetwork`, when the browser comes back online; going offline drops the line at
 * once). With `ping`, a socket that has brought nothing for two rounds is dropped and opened again. A frame that is
 * not a JSON object with a `t` is not ours to act on. The event stream is read with fetch (app/lib/live-events.ts) so
 * its credentials travel in headers, never in its address; refused with 404 it is "gone" (the feature's `gone`),
 * anything else is a retry.
 */
import { openLiveEvents, type LiveEventSource, type LiveEventsRequest } from "./live-events";

/** WebSocket attempts that never opened before the phone switches to the event stream. */
const WEBSOCKET_TRIES = 2;

/** Whether the phone says it has no network (navigator.onLine is only believed when false; absent outside a browser). */
const knownOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export type LineTransport = "websocket" | "sse";

export interface LiveLineOptions<Message> {
  /** The socket's address on this site, e.g. /api/rooms/socket. */
  socketPath: string;
  /** The event stream's address (no query: nothing private in it) and headers, read at each open. */
  events(): LiveEventsRequest;
  /** What the socket says first, each time it opens. */
  hello(): unknown;
  /** Back-off delays in ms, one per failed attempt in a row. */
  retryMs: readonly number[];
  /** Keeps proxies from closing a quiet socket, and finds a dead one. */
  ping?: { everyMs: number; message: unknown };
  /** Drop the line when the browser goes offline, and open it again at once when it is back online. */
  followNetwork?: boolean;
  /** An attempt to open the line begins (`first`: not after a failure). */
  opening?(first: boolean): void;
  /** The socket or the event stream opened. */
  opened?(): void;
  /** A message from the line that is open now. */
  message(message: Message): void;
  /** The line is down and opens again after the back-off. */
  retrying?(): void;
  /** The event stream failed or was refused. */
  streamFailed?(): void;
  /** The event stream was answered 404: what the line leads to no longer exists. */
  gone(response: Response): void | Promise<void>;
}

export interface LiveLine {
  readonly transport: LineTransport;
  /** Whether close() was called. */
  readonly closed: boolean;
  /** Opens the line for the first time. */
  start(): void;
  /** Sends over the socket if it is open; false when it is not. */
  send(message: unknown): boolean;
  /** The event stream may not have noticed the line is down: open it again (after the back-off). */
  restartStream(): void;
  /** Closes the line for good. */
  close(): void;
}

/** A message as the server sends it (a JSON object with a string `t`), or null. */
export function readLineMessage<Message>(data: unknown): Message | null {
  try {
    const message = JSON.parse(String(data)) as unknown;
    return message && typeof message === "object" && typeof (message as { t?: unknown }).t === "string"
      ? (message as Message)
      : null;
  } catch {
    // A frame that is not JSON is not ours to act on.
    return null;
  }
}

export function createLiveLine<Message>(options: LiveLineOptions<Message>): LiveLine {
  let closed = false;
  let started = false;
  let attempt = 0;
  let failedOpens = 0;
  let socket: WebSocket | null = null;
  let events: LiveEventSource | null = null;
  let transport: LineTransport = typeof WebSocket === "function" ? "websocket" : "sse";
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  /** When the socket last brought anything (a pong at least every ping). */
  let heardAt = 0;

  function scheduleRetry() {
    clearInterval(pingTimer);
    if (closed) return;
    options.retrying?.();
    const delay = options.retryMs[Math.min(attempt, options.retryMs.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(open, delay);
  }

  function openSocket() {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${options.socketPath}`;
    let opened = false;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      opened = true;
      attempt = 0;
      failedOpens = 0;
      ws.send(JSON.stringify(options.hello()));
      const ping = options.ping;
      if (ping) {
        heardAt = Date.now();
        pingTimer = setInterval(() => {
          // A line that has answered nothing, not even a ping, for two rounds is dead (a phone that changed network
          // may never be told): drop it and open a fresh one.
          if (Date.now() - heardAt > ping.everyMs * 2) return dropLine();
          send(ping.message);
        }, ping.everyMs);
      }
      options.opened?.();
    };
    ws.onmessage = (event) => {
      heardAt = Date.now();
      const message = readLineMessage<Message>(event.data);
      if (message && socket === ws) options.message(message);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      // A socket that could not open because the phone has no network says nothing about WebSockets.
      if (!opened && !knownOffline() && ++failedOpens >= WEBSOCKET_TRIES) transport = "sse";
      scheduleRetry();
    };
  }

  function openEvents() {
    const source = openLiveEvents(options.events());
    events = source;
    source.onopen = () => {
      attempt = 0;
      options.opened?.();
    };
    source.onmessage = (event) => {
      const message = readLineMessage<Message>(event.data);
      if (message && events === source) options.message(message);
    };
    source.onerror = (refused) => {
      if (events !== source) return;
      source.close();
      events = null;
      options.streamFailed?.();
      // The refusal's body is the feature's to read when it is gone; otherwise nobody reads it.
      if (refused?.status === 404) return void options.gone(refused);
      void refused?.body?.cancel().catch(() => undefined);
      scheduleRetry();
    };
  }

  function open() {
    if (closed) return;
    options.opening?.(attempt === 0);
    if (transport === "websocket") openSocket();
    else openEvents();
  }

  function send(message: unknown): boolean {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
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

  // A phone waking from sleep (or coming back online) retries at once instead of waiting for the back-off.
  function wake() {
    if (document.visibilityState !== "visible" || closed) return;
    if (!socket && !events) {
      clearTimeout(retryTimer);
      attempt = 0;
      open();
    }
  }

  return {
    get transport() {
      return transport;
    },
    get closed() {
      return closed;
    },
    start() {
      if (started || closed) return;
      started = true;
      document.addEventListener("visibilitychange", wake);
      if (options.followNetwork && typeof window !== "undefined") {
        window.addEventListener("online", wake);
        window.addEventListener("offline", dropLine);
      }
      open();
    },
    send,
    restartStream() {
      if (!events || closed) return;
      events.close();
      events = null;
      scheduleRetry();
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      document.removeEventListener("visibilitychange", wake);
      if (options.followNetwork && typeof window !== "undefined") {
        window.removeEventListener("online", wake);
        window.removeEventListener("offline", dropLine);
      }
      const ws = socket;
      socket = null;
      ws?.close();
      events?.close();
      events = null;
    },
  };
}
