/**
 * A live feature's fan-out between instances, shared by the rooms' hub and "Our space"'s hub (docs/decisions/012).
 * Each room or space has a LISTEN/NOTIFY channel of its own, named by a keyed hash of its id (never the id: channel
 * names show in the database's views and logs), and an instance LISTENs on it only while it holds the room or space
 * (`hold`, while a phone of it is connected here), so an instance receives only the notices it needs. A notice names
 * the instance that sent it and never the id: the channel says which room or space it is about.
 *
 * The notices travel on a transport: PostgreSQL's LISTEN/NOTIFY by default, or Redis pub/sub when the site is given
 * a notice bus (NOTICE_BUS_URL: past what one database's notify queue takes), with the same channels and payloads.
 * Nothing travels on an embedded database without a bus, as it has one instance. The hub's reconcile runs every few
 * seconds to catch up what a lost notice did not bring, and at once when the transport comes back after a drop
 * (every notice sent meanwhile was lost; the transport listens on every held channel again by itself).
 */
import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Logger } from "../base/logger";
import type { Database, Db } from "../db/client";
import type { rooms, spaces } from "../db/schema";
import { noticeChannels, type NoticeKind } from "./notice-channels";
import { loadSiteSecret } from "./site-secret";

/**
 * What carries notices between instances: a channel listened on while held, a notice sent on it, and word when the
 * transport came back after a drop. Neither call may throw for a transport that is away: `listen` resolves once the
 * channel will be listened on as soon as it is back.
 */
export interface NoticeTransport {
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  unlisten(channel: string, handler: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  onResumed(resumed: () => void): void;
}

/** What a hub is given for its fan-out: the database, the log, a notice bus if any, and (in tests) how often to reconcile. */
export interface FanOutDeps {
  database: Database;
  logger: Logger;
  /** Redis pub/sub (notice-bus.ts) in place of the database's LISTEN/NOTIFY; the same on every instance. */
  bus?: NoticeTransport;
  reconcileMs?: number;
}

/** The bus when there is one, else the database's LISTEN/NOTIFY; none on an embedded database (one instance). */
function chooseTransport(deps: FanOutDeps): NoticeTransport | undefined {
  if (deps.bus) return deps.bus;
  const { database } = deps;
  if (database.kind === "pglite") return undefined;
  return {
    listen: (channel, handler) => database.listen(channel, handler),
    unlisten: (channel, handler) => database.unlisten(channel, handler),
    notify: (channel, payload) => database.notify(channel, payload),
    onResumed: (resumed) => database.onListenerResumed(resumed),
  };
}

/** A notice as its hub announces it, without `i`: the fan-out adds the instance that sends it. */
export type Unsent<Notice> = Notice extends unknown ? Omit<Notice, "i"> : never;

interface Held {
  channel: Promise<string>;
  handler: (payload: string) => void;
  /** Settles once the channel is LISTENed on (or the attempt failed: the next reconcile tries again). */
  ready: Promise<void>;
  failed: boolean;
}

/** The channel key of each database, loaded once per process: the site's secret every instance shares. */
const channelKeys = new WeakMap<Database, Promise<(kind: NoticeKind, id: string) => string>>();

function channelNamer(database: Database) {
  let namer = channelKeys.get(database);
  if (!namer) {
    namer = loadSiteSecret(database.db).then(noticeChannels);
    // A database that is away now may be back later: the next hold asks again.
    namer.catch(() => channelKeys.delete(database));
    channelKeys.set(database, namer);
  }
  return namer;
}

/** Every notice names the instance that sent it (`i`), so an instance skips its own. */
export function createFanOut<Notice extends { i: string }>(
  deps: FanOutDeps,
  line: {
    kind: NoticeKind;
    /** Its name in the log: "room" gives "room fan-out failed", "room reconcile failed". */
    name: string;
    /** How often to reconcile on PostgreSQL, unless `deps` say otherwise. */
    reconcileMs: number;
    /** A notice from another instance about `id` (one that is not JSON is dropped). */
    onNotice(id: string, notice: Notice): unknown;
    reconcile(): Promise<unknown>;
    /** After the listening connection came back: the hub tells the others again what it holds. */
    resumed?(): void;
  },
) {
  const instance = crypto.randomUUID();
  const transport = chooseTransport(deps);
  const held = new Map<string, Held>();
  let reconcileTimer: ReturnType<typeof setInterval> | undefined;
  let started = false;

  function receive(id: string, payload: string) {
    let notice: unknown;
    try {
      notice = JSON.parse(payload);
    } catch {
      return;
    }
    // A payload such as "null" or "3" parses, but is no notice: reading its sender would throw in the listener.
    if (typeof notice !== "object" || notice === null) return;
    if ((notice as Notice).i === instance) return;
    // A notice that needs the database (a room to reload) while the database is away must not become an unhandled
    // rejection, which would end the process: the reconcile catches up once the database is back.
    Promise.resolve()
      .then(() => line.onNotice(id, notice as Notice))
      .catch((error) => deps.logger.warn({ err: error }, `${line.name} notice failed`));
  }

  function listenFor(id: string, entry: Held) {
    entry.failed = false;
    entry.ready = entry.channel
      .then((channel) => (held.get(id) === entry ? transport?.listen(channel, entry.handler) : undefined))
      .catch((error) => {
        entry.failed = true;
        deps.logger.warn({ err: error }, `${line.name} listen failed`);
      });
  }

  const channelOf = (id: string) => channelNamer(deps.database).then((name) => name(line.kind, id));

  return {
    /**
     * Receives `id`'s notices from now on (idempotent). Resolves once its channel is listened on: a phone's arrival
     * is announced only then, so every notice an instance sends after hearing it reaches this one.
     */
    hold(id: string): Promise<void> {
      if (!transport) return Promise.resolve();
      const existing = held.get(id);
      if (existing) return existing.ready;
      const entry: Held = {
        channel: channelOf(id),
        handler: (payload) => receive(id, payload),
        ready: Promise.resolve(),
        failed: false,
      };
      held.set(id, entry);
      listenFor(id, entry);
      return entry.ready;
    },

    /** No phone of `id` is connected here any more: its notices stop coming (its channel is UNLISTENed). */
    release(id: string) {
      const entry = held.get(id);
      if (!entry) return;
      held.delete(id);
      void entry.ready
        .then(() => entry.channel)
        .then((channel) => transport?.unlisten(channel, entry.handler))
        .catch(() => undefined);
    },

    /** Tells the other instances holding `id`; sent once `id`'s channel is listened on here, when it is held. */
    announce(id: string, notice: Unsent<Notice>) {
      // An embedded database without a bus belongs to one process: there is no other instance to tell.
      if (!transport) return;
      const entry = held.get(id);
      const channel = entry ? entry.ready.then(() => entry.channel) : channelOf(id);
      channel
        .then((name) => transport.notify(name, JSON.stringify({ i: instance, ...notice })))
        .catch((error) => deps.logger.warn({ err: error }, `${line.name} fan-out failed`));
    },

    async start() {
      if (started || !transport) return;
      started = true;
      // The channel key is read now, so the first phone's notices do not wait for it.
      await channelNamer(deps.database).catch((error) =>
        deps.logger.warn({ err: error }, `${line.name} channel key not read yet`),
      );
      const reconcile = () => {
        // A channel that could not be listened on (the database was away) is tried again first.
        for (const [id, entry] of held) if (entry.failed) listenFor(id, entry);
        line.reconcile().catch((error) => deps.logger.warn({ err: error }, `${line.name} reconcile failed`));
      };
      transport.onResumed(() => {
        if (reconcileTimer === undefined) return;
        line.resumed?.();
        reconcile();
      });
      reconcileTimer = setInterval(reconcile, deps.reconcileMs ?? line.reconcileMs);
      reconcileTimer.unref();
    },

    stop() {
      clearInterval(reconcileTimer);
      reconcileTimer = undefined;
    },

    /** Rooms or spaces whose notices this instance receives (a count, for the tests and the benchmark). */
    heldCount(): number {
      return held.size;
    },
  };
}

/**
 * One pass of a hub's reconcile: the database's seq of every id with phones here (one query). An id that is gone
 * is ended; the others go to `catchUp`, which sends what the phones lack (true when it had something to send).
 * Answers how many had something to send.
 */
export async function reconcileSeqs(
  here: ReadonlyMap<string, unknown>,
  seqs: (ids: string[]) => Promise<Map<string, number>>,
  each: { gone(id: string): void; catchUp(id: string, seq: number): Promise<boolean> },
): Promise<number> {
  const ids = [...here.keys()];
  if (ids.length === 0) return 0;
  const current = await seqs(ids);
  let sent = 0;
  for (const id of ids) {
    if (!here.has(id)) continue;
    const seq = current.get(id);
    if (seq === undefined) each.gone(id);
    else if (await each.catchUp(id, seq)) sent += 1;
  }
  return sent;
}

/** The current seq of each of these rooms or spaces that still exists (one query): what reconcileSeqs compares. */
export async function currentSeqs(
  db: Db,
  table: typeof rooms | typeof spaces,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: table.id, seq: table.seq })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Map(found.map((row) => [row.id, row.seq]));
}
