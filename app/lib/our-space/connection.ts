/**
 * The phone's live line to its space: a WebSocket at /api/our-space/socket when one opens, otherwise Server-Sent
 * Events (GET /api/our-space/events) for what the server sends and POST for pushes and snapshots. The line's
 * mechanics are the rooms' (app/lib/live-line.ts): it reconnects with a back-off, at once when a sleeping phone
 * wakes or the browser comes back online, drops the line when the browser goes offline or the socket answers no
 * ping for two rounds, and falls back to the event stream after two WebSocket opens that failed.
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
import type { LiveEventsRequest } from "~/lib/live-events";
import { createLiveLine } from "~/lib/live-line";
import { ourSpaceApi, type OurSpaceApi } from "./api";
import {
  SNAPSHOT_ID,
  type ConnectSpace,
  type LineCredentials,
  type LineHandlers,
  type SpaceCredentials,
  type SpaceLine,
} from "./engine";

const RETRY_MS = [300, 800, 1500, 3000, 5000, 10_000];
/** Keeps proxies from closing a quiet socket. */
const PING_MS = 25_000;

/**
 * The fallback stream's request: the space and its access token in headers (no address or access log holds them),
 * the newest seq applied as Last-Event-ID so the stream resumes after it.
 */
export function spaceEventsRequest(
  { space, access }: SpaceCredentials,
  after: number,
  device?: string,
): LiveEventsRequest {
  return {
    url: "/api/our-space/events",
    headers: {
      Authorization: `Bearer ${access}`,
      "Entwine-Space": space,
      "Last-Event-ID": String(after),
      ...(device ? { "Entwine-Device": device } : {}),
    },
  };
}

export function connectSpace(
  { device, ...credentials }: LineCredentials,
  handlers: LineHandlers,
  api: OurSpaceApi = ourSpaceApi,
): SpaceLine {
  /** The open line has delivered its welcome: pushes go out at once. */
  let synced = false;

  const deliver = (message: SpaceServerMessage) => {
    if (line.closed) return;
    handlers.onMessage(message);
    if (message.t === "ended") shutdown();
  };

  const fromLine = (message: SpaceServerMessage) => {
    deliver(message);
    if (message.t === "welcome" && !line.closed) {
      synced = true;
      for (const push of handlers.unacknowledged()) sendPush(push.id, push.body);
    }
  };

  const line = createLiveLine<SpaceServerMessage>({
    socketPath: "/api/our-space/socket",
    events: () => spaceEventsRequest(credentials, handlers.after(), device),
    hello: (): SpaceClientMessage => ({ t: "hello", ...credentials, after: handlers.after(), device }),
    retryMs: RETRY_MS,
    ping: { everyMs: PING_MS, message: { t: "ping" } satisfies SpaceClientMessage },
    followNetwork: true,
    opening() {
      synced = false;
    },
    message: fromLine,
    retrying() {
      synced = false;
      handlers.onStatus("offline");
    },
    streamFailed() {
      synced = false;
    },
    // The stream refuses a space that no longer exists.
    gone(response) {
      void response.body?.cancel();
      deliver({ t: "error", message: SPACE_ERRORS.missing });
    },
  });

  function sendPush(id: string, body: string) {
    if (!synced || line.closed) return;
    if (line.transport === "websocket") {
      line.send({ t: "push", id, body } satisfies SpaceClientMessage);
      return;
    }
    api.push(credentials, id, body).then(
      (answer) => deliver({ t: "ack", id: answer.id, seq: answer.seq }),
      (error: unknown) => {
        if (error instanceof ApiError) deliver({ t: "error", message: error.message, re: id });
        else line.restartStream();
      },
    );
  }

  function sendSnapshot(covers: number, body: string) {
    if (!synced || line.closed) return;
    const message: SpaceClientMessage = { t: "snapshot", covers, body };
    // A snapshot larger than one socket frame goes by POST.
    if (line.transport === "websocket" && body.length + 64 <= MAX_SPACE_MESSAGE_BYTES) {
      line.send(message);
      return;
    }
    api.snapshot(credentials, covers, body).then(
      (answer) => deliver({ t: "compacted", seq: answer.seq }),
      (error: unknown) => {
        if (error instanceof ApiError) deliver({ t: "error", message: error.message, re: SNAPSHOT_ID });
        else line.restartStream();
      },
    );
  }

  function shutdown() {
    synced = false;
    line.close();
  }

  handlers.onStatus("connecting");
  line.start();
  return {
    push: sendPush,
    snapshot: sendSnapshot,
    close: shutdown,
  };
}

export const connectOurSpace: ConnectSpace = (credentials, handlers) => connectSpace(credentials, handlers);
