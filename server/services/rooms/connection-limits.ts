/**
 * Who may hold the rooms' live connections (WebSockets and event streams) on this instance (docs/decisions/013):
 * - per client address group, a high ceiling (a carrier's address holds thousands of phones) and a small share for
 *   connections that have not yet proved a room's or space's credentials, so idle strangers from one address stay few;
 * - per seat of a room (or per space), a few connections: a phone with a few tabs, not thousands on one's own room;
 * - the process-wide total as the last line, where a newcomer takes the place of the oldest connection that has
 *   still not proved anything (closed with 1013, "try again later"): strangers never hold a place a couple needs.
 * Refusals are counted, not logged one by one; drainTally() gives the counts for one line a minute.
 * Per-connection message budgets keep one socket from flooding moves or hellos (each hello is a database read).
 */
import { addressGroup } from "../rate-limits/address-group";

export interface RoomConnectionLimits {
  /** Open connections per address group, proven or not. */
  perAddress: number;
  /** Of those, connections that have not proved credentials yet (absent: the smaller of 32 and perAddress). */
  unjoinedPerAddress?: number;
  /** Open connections holding one seat of one room. */
  perSeat: number;
  /** Open connections on this process, whoever holds them. */
  total: number;
  /** A WebSocket that has not joined a room within this time is closed. */
  helloDeadlineMs: number;
}

export const DEFAULT_ROOM_CONNECTION_LIMITS = {
  perAddress: 4000,
  unjoinedPerAddress: 32,
  perSeat: 4,
  total: 10_000,
  helloDeadlineMs: 10_000,
} satisfies RoomConnectionLimits;

/** Why a connection is refused: its address's share, its seat's, or the process is full of proven connections. */
export type Refusal = "address" | "seat" | "total";

export const ROOM_REFUSALS: Record<Refusal, string> = {
  address: "Too many game connections from your network. Close a few tabs and try again.",
  seat: "This seat is already open in several tabs. Close one and try again.",
  total: "Too many games are open on this server right now. Please try again shortly.",
};

/** The close code and words for a connection that made way for one with credentials (RFC 6455: try again later). */
export const CLOSE_MADE_WAY = 1013;
export const MADE_WAY_REASON = "server full: say hello sooner";

/** A slot taken (with how to give it back and to mark it proven), or why it is refused. */
type Admission = { ok: true; release: () => void; proven: () => void } | { ok: false; reason: Refusal };
type SeatAdmission = { ok: true; release: () => void } | { ok: false; reason: Refusal };

/** Refusals and evictions since the last drain. */
export interface RefusalTally {
  refused: Record<Refusal, number>;
  /** Connections without credentials closed to make way for newcomers at the total. */
  madeWay: number;
}

const emptyTally = (): RefusalTally => ({ refused: { address: 0, seat: 0, total: 0 }, madeWay: 0 });

/** One log line's words for a tally, or null when nothing happened: counts only, never an address. */
export function describeTally(name: string, tally: RefusalTally, intervalWords = "the last minute"): string | null {
  const { address, seat, total } = tally.refused;
  const refused = address + seat + total;
  if (refused === 0 && tally.madeWay === 0) return null;
  const n = (value: number) => value.toLocaleString("en-US");
  const parts = [`${n(total)} at cap`, `${n(address)} per-address`, `${n(seat)} per-seat`];
  return (
    `${name} connections in ${intervalWords}: refused ${n(refused)} (${parts.join(", ")}); ` +
    `${n(tally.madeWay)} without credentials closed to make way`
  );
}

/** A taken slot whose release gives it back once, however often it is called. */
function once(giveBack: () => void): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    giveBack();
  };
}

export function createRoomConnectionLimits(limits: RoomConnectionLimits = DEFAULT_ROOM_CONNECTION_LIMITS) {
  const unjoinedShare = () => limits.unjoinedPerAddress ?? Math.min(32, limits.perAddress);
  const byAddress = new Map<string, number>();
  const unjoinedByAddress = new Map<string, number>();
  const bySeat = new Map<string, number>();
  /** Connections that have proved nothing yet, oldest first (a Map keeps insertion order). */
  const unjoined = new Map<object, { release: () => void; evict: () => void }>();
  let total = 0;
  let tally = emptyTally();

  const up = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const down = (map: Map<string, number>, key: string) => {
    const left = (map.get(key) ?? 1) - 1;
    if (left <= 0) map.delete(key);
    else map.set(key, left);
  };
  const refuse = (reason: Refusal) => {
    tally.refused[reason] += 1;
    return { ok: false as const, reason };
  };

  /** Closes the oldest connection that has proved nothing; false when every connection has. */
  function makeWay(): boolean {
    const oldest = unjoined.entries().next();
    if (oldest.done) return false;
    const [, entry] = oldest.value;
    entry.release();
    entry.evict();
    tally.madeWay += 1;
    return true;
  }

  return {
    limits,

    /**
     * Takes a connection slot for an address; `evict` closes this connection should a newcomer need its place
     * before it proves credentials. Returns how to give the slot back and to mark it proven, or why it is refused.
     */
    admit(address: string, evict: () => void = () => {}): Admission {
      const group = addressGroup(address);
      if ((byAddress.get(group) ?? 0) >= limits.perAddress) return refuse("address");
      if ((unjoinedByAddress.get(group) ?? 0) >= unjoinedShare()) return refuse("address");
      if (total >= limits.total && !makeWay()) return refuse("total");
      up(byAddress, group);
      up(unjoinedByAddress, group);
      total += 1;
      const key = {};
      let proven = false;
      const leaveUnjoined = () => {
        if (proven) return;
        proven = true;
        unjoined.delete(key);
        down(unjoinedByAddress, group);
      };
      const release = once(() => {
        leaveUnjoined();
        total -= 1;
        down(byAddress, group);
      });
      unjoined.set(key, { release, evict });
      return { ok: true, release, proven: leaveUnjoined };
    },

    /** Takes one of a seat's slots once a connection has proved its seat. */
    seat(room: string, seat: number): SeatAdmission {
      const key = `${room}:${seat}`;
      if ((bySeat.get(key) ?? 0) >= limits.perSeat) return refuse("seat");
      up(bySeat, key);
      return { ok: true, release: once(() => down(bySeat, key)) };
    },

    open(): number {
      return total;
    },

    /** Connections that have not proved credentials yet. */
    unproven(): number {
      return unjoined.size;
    },

    /** The refusals and evictions since the last call, which starts a new count. */
    drainTally(): RefusalTally {
      const drained = tally;
      tally = emptyTally();
      return drained;
    },
  };
}

export type RoomConnectionLedger = ReturnType<typeof createRoomConnectionLimits>;

/**
 * A token bucket: `capacity` messages at once, refilled at `perSecond`. take() says whether one more may pass now.
 */
export function messageBudget(capacity: number, perSecond: number, now: () => number = Date.now) {
  let tokens = capacity;
  let last = now();
  return {
    take(cost = 1): boolean {
      const at = now();
      tokens = Math.min(capacity, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < cost) return false;
      tokens -= cost;
      return true;
    },
  };
}
