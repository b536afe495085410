/**
 * The one connection of an instance that LISTENs, kept alive. PostgreSQL forgets a session's LISTENs when its
 * connection ends (a restart, a failover, `pg_terminate_backend`, a proxy's idle cut), and a connection can also go
 * quiet without ending (a frozen server, a dropped route). So the listener notices a drop three ways: the
 * connection's error, its end, and a heartbeat (a NOTIFY it sends itself every few seconds that must come back in
 * time). Then it connects again with backoff, LISTENs on every channel again and tells each subscriber that it
 * resumed: notices sent meanwhile are lost, so each catches up in its own way (reconcile, forget stored pages).
 *
 * A drop is logged once, and its recovery once, however many attempts it took. Timers and chance are injected, so
 * the backoff and the heartbeat are tested without waiting (listener.test.ts).
 */
import crypto from "node:crypto";

/** One connection as the listener uses it: statements, and an end that never waits for a silent server. */
export interface ListenConnection {
  query(text: string, params?: unknown[]): Promise<unknown>;
  close(): void;
}

/** What a connection reports back: each notification, and its loss (an error or its end). */
export interface ConnectionEvents {
  notification(channel: string, payload: string): void;
  lost(reason: Error): void;
}

export interface ListenerTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The log lines a drop and its recovery write: warn once, info once. */
export interface ListenerLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface ListenerOptions {
  /** Opens a connection whose notifications and loss go to `events`; rejects when it cannot. */
  connect(events: ConnectionEvents): Promise<ListenConnection>;
  log?: ListenerLog;
  timers?: ListenerTimers;
  /** Chance for the backoff's jitter, in [0, 1). */
  random?: () => number;
  /** How often the heartbeat goes out while the connection is up. */
  heartbeatMs?: number;
  /** How long a heartbeat may take to come back before the connection counts as lost. */
  heartbeatTimeoutMs?: number;
  /** The first retry's delay; each further one doubles, up to maxBackoffMs (jittered down by up to half). */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** The heartbeat's channel: this instance's own, so instances never hear each other's. */
  heartbeatChannel?: string;
}

/** `idle`: nothing listened for yet; `connecting`: the first connection; `reconnecting`: after a drop. */
export type ListenerState = "idle" | "connecting" | "up" | "reconnecting" | "closed";

type Handler = (payload: string) => void;

export const LISTENER_DEFAULTS = {
  heartbeatMs: 5000,
  heartbeatTimeoutMs: 3000,
  firstBackoffMs: 200,
  maxBackoffMs: 5000,
} as const;

const realTimers: ListenerTimers = {
  setTimeout(fn, ms) {
    const handle = setTimeout(fn, ms);
    // The listener's own timers never keep a process alive that has nothing else to do.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** The delay before retry number `attempt` (1, 2, …): doubling from `first` up to `max`, jittered down by up to half. */
export function backoffDelay(attempt: number, first: number, max: number, random: () => number): number {
  const full = Math.min(max, first * 2 ** Math.min(attempt - 1, 30));
  return Math.round(full * (0.5 + random() / 2));
}

export function createListener(options: ListenerOptions) {
  const timers = options.timers ?? realTimers;
  const random = options.random ?? Math.random;
  const heartbeatMs = options.heartbeatMs ?? LISTENER_DEFAULTS.heartbeatMs;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? LISTENER_DEFAULTS.heartbeatTimeoutMs;
  const firstBackoffMs = options.firstBackoffMs ?? LISTENER_DEFAULTS.firstBackoffMs;
  const maxBackoffMs = options.maxBackoffMs ?? LISTENER_DEFAULTS.maxBackoffMs;
  const heartbeatChannel = options.heartbeatChannel ?? `entwine_beat_${crypto.randomBytes(8).toString("hex")}`;

  const handlers = new Map<string, Handler[]>();
  const resumers: Array<() => void> = [];
  let state = "idle" as ListenerState;
  // Read through a function after an await: the state may have changed meanwhile, whatever the compiler narrowed.
  const isClosed = () => state === "closed";
  let connection: ListenConnection | undefined;
  /** Channels the current connection LISTENs on. */
  let listened = new Set<string>();
  /** Bumped whenever a connection is given up: events from an older one are ignored. */
  let generation = 0;
  let opening: Promise<void> | undefined;
  let retryTimer: unknown;
  let beatTimer: unknown;
  let beatDeadline: unknown;
  let awaitedBeat: string | undefined;
  let beats = 0;
  /** When the current outage began (undefined while up), and how many attempts it has taken so far. */
  let downSince: number | undefined;
  let attempts = 0;
  /** Notifications that arrived on the listening connections, heartbeats aside (whatever their channel). */
  let received = 0;

  function clear(handle: unknown) {
    if (handle !== undefined) timers.clearTimeout(handle);
  }

  function stopHeartbeat() {
    clear(beatTimer);
    clear(beatDeadline);
    beatTimer = beatDeadline = awaitedBeat = undefined;
  }

  function dispatch(channel: string, payload: string) {
    if (channel === heartbeatChannel) {
      if (payload !== awaitedBeat) return;
      clear(beatDeadline);
      beatDeadline = awaitedBeat = undefined;
      beatTimer = timers.setTimeout(beat, heartbeatMs);
      return;
    }
    received += 1;
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  }

  function beat() {
    beatTimer = undefined;
    const current = connection;
    if (!current || state !== "up") return;
    const token = String(++beats);
    awaitedBeat = token;
    beatDeadline = timers.setTimeout(() => {
      if (current === connection) drop(new Error("the heartbeat notice did not come back in time"));
    }, heartbeatTimeoutMs);
    current.query("select pg_notify($1, $2)", [heartbeatChannel, token]).catch((error: Error) => {
      if (current === connection) drop(error);
    });
  }

  /** Gives up the current connection (or attempt) and schedules the next attempt. */
  function drop(reason: Error) {
    if (state === "closed") return;
    generation += 1;
    stopHeartbeat();
    connection?.close();
    connection = undefined;
    listened = new Set();
    if (downSince === undefined) {
      downSince = timers.now();
      options.log?.warn(
        { reason: reason.message },
        "database listener lost: live updates from other instances wait until it is back",
      );
    }
    state = "reconnecting";
    attempts += 1;
    clear(retryTimer);
    retryTimer = timers.setTimeout(
      () => {
        retryTimer = undefined;
        startOpening();
      },
      backoffDelay(attempts, firstBackoffMs, maxBackoffMs, random),
    );
  }

  /** One attempt: connect, LISTEN on every channel, start the heartbeat; after an outage, tell the subscribers. */
  async function open(): Promise<void> {
    const mine = ++generation;
    let opened: ListenConnection | undefined;
    try {
      opened = await options.connect({
        notification: (channel, payload) => {
          if (mine === generation) dispatch(channel, payload);
        },
        lost: (reason) => {
          if (mine === generation) drop(reason);
        },
      });
      if (mine !== generation || isClosed()) {
        opened.close();
        return;
      }
      const channels = [heartbeatChannel, ...handlers.keys()];
      await opened.query(channels.map((channel) => `listen ${channel}`).join("; "));
      if (mine !== generation || isClosed()) {
        opened.close();
        return;
      }
      connection = opened;
      listened = new Set(channels);
      // A channel given up while its LISTEN was on the way is given up here too.
      const leftMeanwhile = channels.filter((channel) => channel !== heartbeatChannel && !handlers.has(channel));
      if (leftMeanwhile.length > 0) {
        for (const channel of leftMeanwhile) listened.delete(channel);
        opened.query(leftMeanwhile.map((channel) => `unlisten ${channel}`).join("; ")).catch((error: Error) => {
          if (opened === connection) drop(error);
        });
      }
      state = "up";
      beatTimer = timers.setTimeout(beat, heartbeatMs);
      if (downSince !== undefined) {
        options.log?.info(
          { downMs: timers.now() - downSince, attempts },
          "database listener back: catching up on what it missed",
        );
        downSince = undefined;
        attempts = 0;
        for (const resumed of resumers) {
          try {
            resumed();
          } catch {
            // One subscriber's failure to catch up must not keep the others from it.
          }
        }
      }
    } catch (error) {
      opened?.close();
      if (mine === generation) drop(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Starts an attempt; `opening` is it until it settles, so a listen() meanwhile waits for its outcome. */
  function startOpening() {
    const attempt: Promise<void> = open().finally(() => {
      if (opening === attempt) opening = undefined;
    });
    opening = attempt;
  }

  return {
    /**
     * Calls `handler` with each notification on `channel` from now on, across reconnects; `resumed` is called after
     * each reconnect (notices may have been missed). Resolves once the channel is listened on, or, when the
     * database cannot be reached, once it will be as soon as it is back.
     */
    async listen(channel: string, handler: Handler, resumed?: () => void): Promise<void> {
      if (state === "closed") throw new Error("the listener is closed");
      const existing = handlers.get(channel);
      if (existing) existing.push(handler);
      else handlers.set(channel, [handler]);
      if (resumed) resumers.push(resumed);
      if (state === "idle") {
        state = "connecting";
        startOpening();
      }
      if (opening) await opening;
      const current = connection;
      if (state !== "up" || !current || listened.has(channel)) return;
      listened.add(channel);
      try {
        await current.query(`listen ${channel}`);
      } catch (error) {
        if (current === connection) drop(error instanceof Error ? error : new Error(String(error)));
      }
    },

    /**
     * Stops calling `handler` for `channel`; the channel is UNLISTENed once no handler is left, so the database stops
     * sending this instance its notices, and it is not LISTENed again after a reconnect.
     */
    async unlisten(channel: string, handler: Handler): Promise<void> {
      const existing = handlers.get(channel);
      if (!existing) return;
      const remaining = existing.filter((each) => each !== handler);
      if (remaining.length > 0) {
        handlers.set(channel, remaining);
        return;
      }
      handlers.delete(channel);
      const current = connection;
      if (state !== "up" || !current || !listened.delete(channel)) return;
      try {
        await current.query(`unlisten ${channel}`);
      } catch (error) {
        if (current === connection) drop(error instanceof Error ? error : new Error(String(error)));
      }
    },

    /** Calls `resumed` after each reconnect (notices sent meanwhile were lost), whatever channels are listened. */
    onResumed(resumed: () => void): void {
      resumers.push(resumed);
    },

    /** Notifications received so far, heartbeats aside: what the database sent this instance. */
    received(): number {
      return received;
    },

    state(): ListenerState {
      return state;
    },

    async close(): Promise<void> {
      if (state === "closed") return;
      state = "closed";
      generation += 1;
      stopHeartbeat();
      clear(retryTimer);
      connection?.close();
      connection = undefined;
    },
  };
}

export type Listener = ReturnType<typeof createListener>;
