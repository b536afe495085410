import { describe, expect, it } from "vitest";
import { createRoomConnectionLimits, messageBudget } from "./connection-limits";

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

  it("keeps the process-wide total as the last line", () => {
    const ledger = createRoomConnectionLimits(limits);
    for (let n = 0; n < 5; n++) expect(ledger.admit(`198.51.100.${n}`).ok).toBe(true);
    expect(ledger.admit("198.51.100.200")).toEqual({ ok: false, reason: "total" });
    expect(ledger.open()).toBe(5);
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
