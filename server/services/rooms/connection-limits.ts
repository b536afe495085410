/**
 * Who may hold the rooms' live connections (WebSockets and event streams) on this instance: a limit per client
 * address group (so one address cannot take every slot from everyone else), a limit per seat of a room (a phone
 * with a few tabs, not thousands of streams on one's own room) and the process-wide total as the last line.
 * Per-connection message budgets keep one socket from flooding moves or hellos (each hello is a database read).
 */
import { addressGroup } from "../rate-limits/address-group";

export interface RoomConnectionLimits {
  /** Open connections per address group (a couple with several tabs behind one NAT fits well within it). */
  perAddress: number;
  /** Open connections holding one seat of one room. */
  perSeat: number;
  /** Open connections on this process, whoever holds them. */
  total: number;
  /** A WebSocket that has not joined a room within this time is closed. */
  helloDeadlineMs: number;
}

export const DEFAULT_ROOM_CONNECTION_LIMITS: RoomConnectionLimits = {
  perAddress: 24,
  perSeat: 4,
  total: 10_000,
  helloDeadlineMs: 10_000,
};

export type Refusal = "address" | "seat" | "total";

export const ROOM_REFUSALS: Record<Refusal, string> = {
  address: "Too many game connections from your network. Close a few tabs and try again.",
  seat: "This seat is already open in several tabs. Close one and try again.",
  total: "Too many games are open on this server right now. Please try again shortly.",
};

/** A slot taken (with how to give it back), or why it is refused. */
type Admission = { ok: true; release: () => void } | { ok: false; reason: Refusal };

/** A taken slot whose release gives it back once, however often it is called. */
function taken(giveBack: () => void): Admission {
  let released = false;
  return {
    ok: true,
    release: () => {
      if (released) return;
      released = true;
      giveBack();
    },
  };
}

export function createRoomConnectionLimits(limits: RoomConnectionLimits = DEFAULT_ROOM_CONNECTION_LIMITS) {
  const byAddress = new Map<string, number>();
  const bySeat = new Map<string, number>();
  let total = 0;

  const down = (map: Map<string, number>, key: string) => {
    const left = (map.get(key) ?? 1) - 1;
    if (left <= 0) map.delete(key);
    else map.set(key, left);
  };

  return {
    limits,

    /** Takes a connection slot for an address; returns how to give it back, or why it is refused. */
    admit(address: string): Admission {
      if (total >= limits.total) return { ok: false, reason: "total" };
      const group = addressGroup(address);
      const held = byAddress.get(group) ?? 0;
      if (held >= limits.perAddress) return { ok: false, reason: "address" };
      byAddress.set(group, held + 1);
      total += 1;
      return taken(() => {
        total -= 1;
        down(byAddress, group);
      });
    },

    /** Takes one of a seat's slots once a connection has proved its seat. */
    seat(room: string, seat: number): Admission {
      const key = `${room}:${seat}`;
      const held = bySeat.get(key) ?? 0;
      if (held >= limits.perSeat) return { ok: false, reason: "seat" };
      bySeat.set(key, held + 1);
      return taken(() => down(bySeat, key));
    },

    open(): number {
      return total;
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
