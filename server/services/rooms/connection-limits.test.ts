import { describe, expect, it } from "vitest";
import { createRoomConnectionLimits, describeTally, messageBudget } from "./connection-limits";

describe("room connection limits", () => {
  const limits = { perAddress: 3, perSeat: 2, total: 5, helloDeadlineMs: 10_000 };

  it("refuses an address group past its share and takes it back when connections close", () => {
    const ledger = createRoomConnectionLimits(limits);
    const held = [1, 2, 3].map((n) => ledger.admit(`2001:db8::${n}`));
    expect(held.every((slot) => slot.ok)).toBe(true);
    expect(ledger.admit("2001:db8::99")).toEqual({ ok: false, reason: "address" });
    expect(ledger.admit("203.0.113.1").ok).toBe(true);
    if (held[0]!.ok) held[0]!.release();
    if (held[0]!.ok) held[0]!.release(); // a second release changes nothing
    expect(ledger.admit("2001:db8::4").ok).toBe(true);
    expect(ledger.admit("2001:db8::5")).toEqual({ ok: false, reason: "address" });
  });

  it("keeps the process-wide total as the last line once every connection has proved its credentials", () => {
    const ledger = createRoomConnectionLimits(limits);
    for (let n = 0; n < 5; n++) {
      const slot = ledger.admit(`198.51.100.${n}`);
      expect(slot.ok).toBe(true);
      if (slot.ok) slot.proven();
    }
    expect(ledger.admit("198.51.100.200")).toEqual({ ok: false, reason: "total" });
    expect(ledger.open()).toBe(5);
    expect(ledger.drainTally().refused.total).toBe(1);
  });

  it("at the total, closes the oldest connection that proved nothing to make way for a newcomer", () => {
    const ledger = createRoomConnectionLimits(limits);
    const closed: string[] = [];
    const slots = ["a", "b", "c", "d", "e"].map((name, n) => {
      const slot = ledger.admit(`198.51.100.${n}`, () => closed.push(name));
      if (!slot.ok) throw new Error("refused");
      return slot;
    });
    slots[0]!.proven(); // "a" said hello: it is never the one that makes way
    const newcomer = ledger.admit("203.0.113.50", () => closed.push("newcomer"));
    expect(newcomer.ok).toBe(true);
    expect(closed).toEqual(["b"]);
    expect(ledger.open()).toBe(5);
    slots[1]!.release(); // the closed socket's own release later changes nothing
    expect(ledger.open()).toBe(5);
    expect(ledger.unproven()).toBe(4);
    expect(ledger.drainTally()).toEqual({ refused: { address: 0, seat: 0, total: 0 }, madeWay: 1 });
  });

  it("gives connections that proved nothing a small share per address, apart from the proven ones", () => {
    const ledger = createRoomConnectionLimits({ ...limits, perAddress: 100, unjoinedPerAddress: 2, total: 1000 });
    const first = ledger.admit("203.0.113.7");
    expect(ledger.admit("203.0.113.7").ok).toBe(true);
    expect(ledger.admit("203.0.113.7")).toEqual({ ok: false, reason: "address" });
    if (first.ok) first.proven();
    expect(ledger.admit("203.0.113.7").ok).toBe(true);
  });

  it("tells the refusals of an interval in one line of counts, without addresses", () => {
    const tally = { refused: { address: 34, seat: 2, total: 1200 }, madeWay: 56 };
    const line = describeTally("room", tally)!;
    expect(line).toBe(
      "room connections in the last minute: refused 1,236 (1,200 at cap, 34 per-address, 2 per-seat); 56 without credentials closed to make way",
    );
    expect(describeTally("room", { refused: { address: 0, seat: 0, total: 0 }, madeWay: 0 })).toBeNull();
  });

  it("limits the connections holding one seat", () => {
    const ledger = createRoomConnectionLimits(limits);
    const first = ledger.seat("room", 0);
    expect(ledger.seat("room", 0).ok).toBe(true);
    expect(ledger.seat("room", 0)).toEqual({ ok: false, reason: "seat" });
    expect(ledger.seat("room", 1).ok).toBe(true);
    if (first.ok) first.release();
    expect(ledger.seat("room", 0).ok).toBe(true);
  });
});

describe("message budget", () => {
  it("lets a burst through, then refills at its rate", () => {
    let clock = 0;
    const budget = messageBudget(3, 2, () => clock);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    clock += 500; // one token back
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    clock += 60_000;
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});
