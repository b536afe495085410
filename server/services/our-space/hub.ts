/**
 * The phones connected to this instance, by space, and the fan-out between instances. A push stored here is sent
 * at once to this instance's other connections of that space and announced on the space's own LISTEN/NOTIFY
 * channel, which only the instances holding a connection of the space listen on (docs/decisions/012; instance and
 * seq: never the body, nor the space's id); the other instances read the blobs after what they last sent and send
 * them. Presence (is the partner's phone connected?) and the end of a space travel the same way, and tell each
 * instance which others hold the space: when none does, nothing is announced at all. A phone arriving elsewhere
 * asks who is there, and the answer carries the newest seq held here, so a push stored before the newcomer was heard
 * of still reaches it.
 *
 * Each connection's `upTo` is the newest seq it holds without a gap. A blob is sent directly only when it is the
 * next one for that connection; otherwise (pushes finishing out of order, a notice from another instance) the space
 * is caught up from the database, whose blobs after any seq are always without a gap (a snapshot stands for the
 * ones it replaced). So a phone never skips a blob, whatever order pushes finish in.
 *
 * A notice can be lost: the instance that stored a push may die before announcing it, or the listening connection
 * may drop. So every few seconds each instance on PostgreSQL compares its spaces' seqs with the database's (one
 * query for all of them) and catches up the connections that are behind; a phone that reconnects says which seq it
 * has and gets everything after it.
 */
import crypto from "node:crypto";
import type { SpaceBlob, SpaceServerMessage } from "@domain/our-space/protocol";
import { createFanOut, reconcileSeqs, type FanOutDeps, type Unsent } from "../fan-out";
import type { SpaceService } from ".";

/** How often an instance on PostgreSQL checks its spaces against the database for pushes it was never told of. */
export const SPACE_RECONCILE_MS = 5000;

/** One connected phone (or tab), whatever carries it (WebSocket or Server-Sent Events). */
export interface SpaceClient {
  /** The phone's own random id, when it gave one: its other tabs are not its partner. */
  device?: string;
  send(message: SpaceServerMessage): void;
  /** Ends the connection after the space ended. */
  close(): void;
}

interface Connection {
  /** Who this connection is for presence: the phone's device id, or one of its own. */
  key: string;
  /** The newest seq this connection holds without a gap (-1: nothing at all, not even a snapshot covering 0). */
  upTo: number;
  /** The partner's presence as last told to this connection. */
  partnerOnline: boolean;
  /** Registered, its welcome still being read: nothing is sent to it yet, and what it missed is caught up after. */
  waiting: boolean;
  missed: boolean;
}

/** The space is the channel's: a notice never names it. */
type Notice =
  /** A blob was stored as `q` (a push), or a snapshot now covers up to `q` (a compaction). */
  | { i: string; k: "push" | "snap"; q: number }
  | { i: string; k: "ended" }
  /**
   * The devices connected to instance `i` for the space (all of them, so a lost notice heals with the next), and the
   * newest seq a connection there holds (`q`, when one holds any).
   */
  | { i: string; k: "presence"; d: string[]; ask?: boolean; q?: number };

export function createSpaceHub(deps: FanOutDeps & { spaces: SpaceService }) {
  const local = new Map<string, Map<SpaceClient, Connection>>();
  /** Devices connected on other instances, by space and instance, as they last announced. */
  const remote = new Map<string, Map<string, Set<string>>>();
  /** Spaces being caught up from the database; `again` when another catch-up was asked for meanwhile. */
  const catching = new Map<string, { again: boolean }>();

  const fanOut = createFanOut<Notice>(deps, {
    kind: "space",
    name: "space",
    reconcileMs: SPACE_RECONCILE_MS,
    onNotice,
    reconcile,
    resumed,
  });

  /**
   * Announces a notice, unless no other instance can need it: the space is held here and no other instance has said
   * it holds a connection of it. A space not held here (a push over HTTP, the idle sweep ending it) always is.
   */
  function announce(space: string, notice: Unsent<Notice>) {
    if (local.has(space) && (remote.get(space)?.size ?? 0) === 0) return;
    fanOut.announce(space, notice);
  }

  /** The newest seq a ready connection here holds (undefined: none holds anything). */
  function newestHere(space: string): number | undefined {
    let newest: number | undefined;
    for (const conn of local.get(space)?.values() ?? [])
      if (!conn.waiting && conn.upTo >= 0) newest = Math.max(newest ?? -1, conn.upTo);
    return newest;
  }

  const devicesHere = (space: string) => new Set([...(local.get(space)?.values() ?? [])].map((conn) => conn.key));

  function partnerOnline(space: string, key: string): boolean {
    for (const conn of local.get(space)?.values() ?? []) if (conn.key !== key) return true;
    for (const devices of remote.get(space)?.values() ?? [])
      for (const device of devices) if (device !== key) return true;
    return false;
  }

  /** Tells each connection of the space whose partner's presence changed. */
  function sendPresence(space: string) {
    for (const [client, conn] of local.get(space) ?? []) {
      if (conn.waiting) continue;
      const online = partnerOnline(space, conn.key);
      if (online === conn.partnerOnline) continue;
      conn.partnerOnline = online;
      client.send({ t: "presence", partnerOnline: online });
    }
  }

  /** Tells the others which devices are here; asking who is there (or answering) goes out whoever is known. */
  const announcePresence = (space: string, ask = false, answer = false) =>
    (ask || answer ? fanOut.announce : announce)(space, {
      k: "presence",
      d: [...devicesHere(space)],
      ask: ask || undefined,
      q: ask || answer ? newestHere(space) : undefined,
    });

  /** Sends each connection of the space the blobs it does not hold yet (the list is gapless from its start). */
  function sendNewer(space: string, blobs: readonly SpaceBlob[]) {
    for (const [client, conn] of local.get(space) ?? []) {
      if (conn.waiting) continue;
      const newer = blobs.filter((blob) => blob.seq > conn.upTo);
      if (newer.length === 0) continue;
      client.send({ t: "blobs", blobs: newer });
      conn.upTo = newer.at(-1)!.seq;
    }
  }

  /** Whether a connection of the space lacks `seq`; a connection still waiting for its welcome notes it missed one. */
  function behind(space: string, seq: number): boolean {
    let lacking = false;
    for (const conn of local.get(space)?.values() ?? []) {
      if (conn.waiting) conn.missed = true;
      else if (conn.upTo < seq) lacking = true;
    }
    return lacking;
  }

  /** Reads the blobs after the furthest-behind connection and sends each connection what it lacks. */
  async function catchUp(space: string): Promise<void> {
    const running = catching.get(space);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    catching.set(space, state);
    try {
      while (state.again) {
        state.again = false;
        const ready = [...(local.get(space)?.values() ?? [])].filter((conn) => !conn.waiting);
        if (ready.length === 0) break;
        const from = Math.min(...ready.map((conn) => conn.upTo));
        sendNewer(space, await deps.spaces.blobsAfter(space, Math.max(0, from)));
      }
    } finally {
      catching.delete(space);
    }
  }

  function catchUpLater(space: string) {
    catchUp(space).catch((error) => deps.logger.warn({ err: error }, "space catch-up failed"));
  }

  function endHere(space: string) {
    const conns = local.get(space);
    local.delete(space);
    remote.delete(space);
    fanOut.release(space);
    for (const client of conns?.keys() ?? []) {
      client.send({ t: "ended" });
      client.close();
    }
  }

  function onNotice(space: string, notice: Notice) {
    if (!local.has(space)) return;
    if (notice.k === "ended") return endHere(space);
    if (notice.k !== "presence") {
      if (behind(space, notice.q)) catchUpLater(space);
      return;
    }
    let instances = remote.get(space);
    if (!instances) remote.set(space, (instances = new Map()));
    if (notice.d.length > 0) instances.set(notice.i, new Set(notice.d));
    else instances.delete(notice.i);
    if (instances.size === 0) remote.delete(space);
    // Someone new asks who is there: the devices connected here answer, with the newest seq held here.
    if (notice.ask) announcePresence(space, false, true);
    sendPresence(space);
    // The other instance holds a push the connections here lack (stored before either heard of the other).
    if (notice.q !== undefined && behind(space, notice.q)) catchUpLater(space);
  }

  /** The listening connection came back: notices were lost, presence too, so each space here asks again. */
  function resumed() {
    for (const space of local.keys()) announcePresence(space, true);
  }

  /**
   * Catches up every space with phones here whose seq moved past what a connection holds, and ends the spaces
   * that are gone: pushes stored by an instance that died before announcing them still reach the partner.
   */
  function reconcile(): Promise<number> {
    return reconcileSeqs(local, deps.spaces.seqs, {
      gone: endHere,
      async catchUp(id, seq) {
        if (!behind(id, seq)) return false;
        await catchUp(id);
        return true;
      },
    });
  }

  /** A connection went away; the partner hears when this phone's last connection here left. */
  function leave(space: string, client: SpaceClient) {
    const conns = local.get(space);
    const conn = conns?.get(client);
    if (!conns || !conn) return;
    conns.delete(client);
    if (conns.size === 0) {
      // Announced while the space is still held here: only if another instance holds it too.
      const othersHold = remote.has(space);
      local.delete(space);
      if (othersHold) fanOut.announce(space, { k: "presence", d: [] });
      remote.delete(space);
      fanOut.release(space);
      return;
    }
    if (!devicesHere(space).has(conn.key)) {
      sendPresence(space);
      announcePresence(space);
    }
  }

  return {
    start: fanOut.start,
    stop: fanOut.stop,

    reconcile,

    /**
     * Registers a phone that proved its access, reads its welcome (`load`: the blobs after what it has and the seq
     * it is then up to) and sends it with the partner's presence; tells the partner it is here. The connection is
     * registered before the read, so a push stored meanwhile is caught up right after the welcome, never lost.
     * Answers false when the connection left (or the space ended) before its welcome was ready.
     */
    async join(
      space: string,
      client: SpaceClient,
      load: () => Promise<{ seq: number; blobs: SpaceBlob[] }>,
    ): Promise<boolean> {
      let conns = local.get(space);
      const first = !conns;
      if (!conns) local.set(space, (conns = new Map()));
      // Listened on before the arrival is announced (the announcement waits for it), so no answer is missed.
      void fanOut.hold(space);
      const key = client.device ?? crypto.randomUUID();
      const wasHere = devicesHere(space).has(key);
      const conn: Connection = { key, upTo: -1, partnerOnline: false, waiting: true, missed: false };
      conns.set(client, conn);
      if (!wasHere) {
        sendPresence(space);
        announcePresence(space, first);
      }
      let welcome: { seq: number; blobs: SpaceBlob[] };
      try {
        welcome = await load();
      } catch (error) {
        leave(space, client);
        throw error;
      }
      if (local.get(space)?.get(client) !== conn) return false;
      conn.waiting = false;
      conn.upTo = welcome.seq === 0 && welcome.blobs.length === 0 ? -1 : welcome.seq;
      conn.partnerOnline = partnerOnline(space, key);
      client.send({ t: "welcome", seq: welcome.seq, blobs: welcome.blobs, partnerOnline: conn.partnerOnline });
      if (conn.missed) catchUpLater(space);
      return true;
    },

    leave,

    /**
     * A push was stored here as `seq` (or was stored before: a resend, `blob` null). The space's other connections
     * get it now, the other instances through the database. The pushing connection holds it already.
     */
    pushed(space: string, seq: number, blob: SpaceBlob | null, from?: SpaceClient) {
      const conns = local.get(space);
      const pusher = from && conns?.get(from);
      // A connection that holds nothing (-1) lacks nothing before the first update: a snapshot covering 0 comes first
      // or never (compacted() catches up whoever lacks it).
      const next = (conn: Connection) => Math.max(conn.upTo, 0) === seq - 1;
      if (pusher && next(pusher)) pusher.upTo = seq;
      let gap = false;
      for (const [client, conn] of conns ?? []) {
        if (conn.waiting) {
          conn.missed = true;
          continue;
        }
        if (conn.upTo >= seq) continue;
        if (blob && next(conn)) {
          client.send({ t: "blobs", blobs: [blob] });
          conn.upTo = seq;
        } else gap = true;
      }
      if (gap) catchUpLater(space);
      announce(space, { k: "push", q: seq });
    },

    /** A snapshot now covers up to `covers`: connections that lacked blobs it replaced get the snapshot instead. */
    compacted(space: string, covers: number, from?: SpaceClient) {
      const uploader = from && local.get(space)?.get(from);
      // The phone made the snapshot from everything up to `covers`: it holds them.
      if (uploader && uploader.upTo < covers) uploader.upTo = covers;
      if (behind(space, covers)) catchUpLater(space);
      announce(space, { k: "snap", q: covers });
    },

    partnerOnline(space: string, client: SpaceClient): boolean {
      const conn = local.get(space)?.get(client);
      return conn ? partnerOnline(space, conn.key) : false;
    },

    /** The space ended (unpaired or deleted): every phone of it, here and elsewhere, is told and let go. */
    ended(space: string) {
      // Whether another instance holds it is known only until it ends here.
      const othersMayHold = !local.has(space) || remote.has(space);
      endHere(space);
      if (othersMayHold) fanOut.announce(space, { k: "ended" });
    },

    /** Spaces with phones connected here (the idle sweep counts them as in use). */
    spacesHere(): string[] {
      return [...local.keys()];
    },

    /** Phones connected to this instance (the benchmark: a count, nothing else). */
    connections(): number {
      let count = 0;
      for (const conns of local.values()) count += conns.size;
      return count;
    },

    /** Spaces whose notices this instance listens for (the tests: only those with a connection here). */
    listenedSpaces: fanOut.heldCount,
  };
}

export type SpaceHub = ReturnType<typeof createSpaceHub>;
