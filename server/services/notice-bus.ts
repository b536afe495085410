/**
 * The rooms' and Our space's notices between instances on Redis pub/sub, for more notices than one PostgreSQL's
 * notify queue takes (docs/decisions/012): the same channels (a keyed hash of the id, never the id) and the same
 * payloads as LISTEN/NOTIFY, an instance SUBSCRIBEd to a channel only while it holds the room or space. Redis routes
 * by channel in the broker, so no instance is sent a notice it did not subscribe to, and no database transaction is
 * spent on a notice.
 *
 * Two connections: a subscriber, and a publisher of its own (a connection in subscribe mode cannot publish in RESP2).
 * A lost connection comes back by itself (backoff, bounded waits); once the subscriber is back it subscribes again
 * to every held channel and tells the fan-out, which reconciles at once, since notices sent meanwhile were lost. A
 * publish while Redis is away never throws: it is counted, and the count is logged once per interval. A drop is
 * logged once and its recovery once. No line names a channel, an id or the bus's address (it may hold a password).
 *
 * A Redis that hangs without closing its connections (a stalled process, a network that drops packets) would
 * otherwise go unnoticed for hours, since TCP keep-alive waits that long by default: each connection sends a PING when
 * the last one was answered (`heartbeatMs`), and a connection that then hears nothing for `silenceMs` is closed and
 * opened again, which brings the resubscribe and the catch-up with it. A busy publisher keeps its connection
 * counted as alive by writing; its unanswered publishes fail on their own timeout and the reconcile catches up.
 */
import { createClient } from "redis";
import { backoffDelay, LISTENER_DEFAULTS } from "../db/listener";

type Handler = (payload: string) => void;

/** Where the bus writes its few lines: a drop, its recovery, and failed publishes as a count. */
export interface NoticeBusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface NoticeBusOptions {
  url: string;
  log: NoticeBusLog;
  /** Opening a connection may take this long before the attempt counts as failed. */
  connectTimeoutMs?: number;
  /** A publish may wait this long (to be sent and answered) before it counts as failed. */
  publishTimeoutMs?: number;
  /** The first retry's delay and the longest (doubling, jittered down by up to half), as the database listener's. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often failed publishes are summed up in the log while they keep failing. */
  failureLogMs?: number;
  /** A PING this long after the last one was answered. */
  heartbeatMs?: number;
  /** A connection that has neither sent nor received anything for this long is closed and opened again. */
  silenceMs?: number;
  random?: () => number;
}

export const NOTICE_BUS_DEFAULTS = {
  connectTimeoutMs: 2000,
  publishTimeoutMs: 1000,
  failureLogMs: 60_000,
  heartbeatMs: 5000,
  silenceMs: 12_000,
} as const;

/** The shape a fan-out needs from a transport (server/services/fan-out.ts `NoticeTransport`). */
export function createNoticeBus(options: NoticeBusOptions) {
  const random = options.random ?? Math.random;
  const firstBackoffMs = options.firstBackoffMs ?? LISTENER_DEFAULTS.firstBackoffMs;
  const maxBackoffMs = options.maxBackoffMs ?? LISTENER_DEFAULTS.maxBackoffMs;
  const failureLogMs = options.failureLogMs ?? NOTICE_BUS_DEFAULTS.failureLogMs;
  const publishTimeoutMs = options.publishTimeoutMs ?? NOTICE_BUS_DEFAULTS.publishTimeoutMs;
  const heartbeatMs = options.heartbeatMs ?? NOTICE_BUS_DEFAULTS.heartbeatMs;
  const silenceMs = options.silenceMs ?? NOTICE_BUS_DEFAULTS.silenceMs;
  // A silence shorter than the heartbeat would close every healthy connection that has nothing to say.
  if (!(heartbeatMs > 0 && silenceMs > heartbeatMs))
    throw new Error("the notice bus's silence must be longer than its heartbeat, and both above zero");
  const socket = {
    connectTimeout: options.connectTimeoutMs ?? NOTICE_BUS_DEFAULTS.connectTimeoutMs,
    socketTimeout: silenceMs,
    keepAlive: true,
    // Retry number n waits as the database listener's does: never giving up, never hammering a server that is away.
    reconnectStrategy: (retries: number) => backoffDelay(retries + 1, firstBackoffMs, maxBackoffMs, random),
  };
  // A command while a connection is away fails at once rather than queueing for an unknown time: the reconcile
  // catches up what it would have said.
  const subscriber = createClient({ url: options.url, socket, disableOfflineQueue: true, pingInterval: heartbeatMs });
  const publisher = createClient({
    url: options.url,
    socket,
    disableOfflineQueue: true,
    pingInterval: heartbeatMs,
    commandOptions: { timeout: publishTimeoutMs, rejectInFlight: true },
  });

  const handlers = new Map<string, Handler[]>();
  /** Channels given up while the subscriber was away: the client would subscribe them again on its own. */
  const leftWhileAway = new Set<string>();
  const resumers: Array<() => void> = [];
  let closed = false;
  let received = 0;
  let published = 0;
  let failedPublishes = 0;
  let failedSinceLine = 0;
  let failureTimer: ReturnType<typeof setTimeout> | undefined;
  let downSince: number | undefined;
  let everReady = false;

  const dispatch = (message: string, channel: string) => {
    // Counted whatever the channel: everything Redis sent this instance.
    received += 1;
    const list = handlers.get(channel);
    // A late message on a channel just given up: nothing here wants it.
    if (!list) return;
    for (const handler of list) handler(message);
  };

  function lost(reason: unknown) {
    if (closed || downSince !== undefined) return;
    downSince = Date.now();
    options.log.warn(
      { reason: reason instanceof Error ? reason.message : String(reason) },
      "notice bus lost: live updates from other instances wait until it is back",
    );
  }

  async function resubscribe() {
    // The client subscribes again to what it knew; a channel taken or given up while it was away is settled here.
    const stale = [...leftWhileAway].filter((channel) => !handlers.has(channel));
    leftWhileAway.clear();
    if (stale.length > 0) await subscriber.unsubscribe(stale, dispatch);
    if (handlers.size > 0) await subscriber.subscribe([...handlers.keys()], dispatch);
  }

  subscriber.on("error", lost);
  subscriber.on("reconnecting", () => lost(new Error("the subscriber connection closed")));
  subscriber.on("ready", () => {
    if (closed) return;
    // The first connection after a clean start has missed nothing; any other, a first one that took retries, or one
    // whose channels were taken before it was there, may have: notices published meanwhile are gone.
    const missed = everReady || downSince !== undefined || handlers.size > 0;
    everReady = true;
    resubscribe()
      .then(() => {
        if (downSince !== undefined) {
          options.log.info({ downMs: Date.now() - downSince }, "notice bus back: catching up on what it missed");
          downSince = undefined;
        }
        if (!missed) return;
        for (const resumed of resumers) {
          try {
            resumed();
          } catch {
            // One subscriber's failure to catch up must not keep the others from it.
          }
        }
      })
      // Lost again on the way: the next "ready" tries again (a refusal with the connection up waits for the next).
      .catch((error: unknown) => {
        if (!subscriber.isReady) lost(error);
      });
  });
  // The publisher's failures show in the failed publishes' count; its reconnects need no line of their own.
  publisher.on("error", () => undefined);

  function publishFailed() {
    failedPublishes += 1;
    failedSinceLine += 1;
    if (failureTimer !== undefined) return;
    const line = () => {
      if (failedSinceLine === 0) {
        failureTimer = undefined;
        return;
      }
      options.log.warn(
        { failed: failedSinceLine, intervalMs: failureLogMs },
        "notice bus: notices not published (the reconcile catches up)",
      );
      failedSinceLine = 0;
      failureTimer = setTimeout(line, failureLogMs);
      failureTimer.unref();
    };
    line();
  }

  // Connecting goes on in the background: an instance starts (and serves) while Redis is away, and heals when it is
  // back. The first attempt's failure is only the first of the retries.
  const connecting = [subscriber, publisher].map((client) => client.connect().catch(lost));

  return {
    /** Calls `handler` with each notice on `channel` from now on; resolves once subscribed, or at once while away. */
    async listen(channel: string, handler: Handler): Promise<void> {
      if (closed) throw new Error("the notice bus is closed");
      const existing = handlers.get(channel);
      if (existing) {
        existing.push(handler);
        return;
      }
      handlers.set(channel, [handler]);
      leftWhileAway.delete(channel);
      // While away, the resubscribe on "ready" takes it; a failure here is an outage the client reports itself.
      if (subscriber.isReady) await subscriber.subscribe(channel, dispatch).catch(() => undefined);
    },

    /** Stops calling `handler`; the channel is UNSUBSCRIBEd once it has none left, so Redis stops sending it. */
    async unlisten(channel: string, handler: Handler): Promise<void> {
      const existing = handlers.get(channel);
      if (!existing) return;
      const remaining = existing.filter((each) => each !== handler);
      if (remaining.length > 0) {
        handlers.set(channel, remaining);
        return;
      }
      handlers.delete(channel);
      if (!subscriber.isReady) {
        leftWhileAway.add(channel);
        return;
      }
      await subscriber.unsubscribe(channel, dispatch).catch(() => leftWhileAway.add(channel));
    },

    /** Publishes; never rejects (a failure is counted and logged once per interval: the reconcile catches up). */
    async notify(channel: string, payload: string): Promise<void> {
      if (closed) return;
      try {
        await publisher.publish(channel, payload);
        published += 1;
      } catch {
        publishFailed();
      }
    },

    /** Calls `resumed` each time the subscriber is back after a drop (notices sent meanwhile were lost). */
    onResumed(resumed: () => void): void {
      resumers.push(resumed);
    },

    /** Counts for the tests and the benchmark: notices received and published, publishes that failed. */
    stats() {
      return { received, published, failedPublishes, subscribed: handlers.size };
    },

    /**
     * Whether notices both reach this instance and leave it: the subscriber connected and subscribed again, and the
     * publisher connected. After an outage the two come back separately; a move published in between would be lost
     * to the partner until their next reconcile.
     */
    isUp(): boolean {
      return subscriber.isReady && publisher.isReady && downSince === undefined;
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      clearTimeout(failureTimer);
      // A connection that is up ends politely; one still trying (Redis away) stops trying at once.
      await Promise.all(
        [subscriber, publisher].map((client) =>
          client.isReady ? client.close().catch(() => undefined) : client.isOpen ? client.destroy() : undefined,
        ),
      );
      await Promise.all(connecting);
    },
  };
}

export type NoticeBus = ReturnType<typeof createNoticeBus>;
