import { describe, expect, it } from "vitest";
import { createBreaker } from "./breaker";

describe("the database breaker", () => {
  it("lets everything through while the database answers", () => {
    const breaker = createBreaker({ now: () => 0 });
    expect([breaker.allow(), breaker.allow(), breaker.allow()]).toEqual([true, true, true]);
    expect(breaker.isOpen()).toBe(false);
  });

  it("after a lost connection fails fast but for one trial at once and one a second, until a query succeeds", () => {
    let now = 1000;
    const breaker = createBreaker({ trialMs: 1000, now: () => now });
    breaker.failed(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    expect(breaker.isOpen()).toBe(true);
    // The next query tries at once (one cut connection is no outage); the others wait for the next trial.
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    now += 999;
    expect(breaker.allow()).toBe(false);
    now += 1;
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false);
    now += 1000;
    expect(breaker.allow()).toBe(true);
    breaker.succeeded();
    expect(breaker.isOpen()).toBe(false);
    expect([breaker.allow(), breaker.allow()]).toEqual([true, true]);
  });

  it("stays closed for a statement the server cancelled, a lock timeout or a query's own fault", () => {
    const breaker = createBreaker({ now: () => 0 });
    breaker.failed(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }));
    breaker.failed(Object.assign(new Error("could not obtain lock"), { code: "55P03" }));
    breaker.failed(Object.assign(new Error("duplicate key value"), { code: "23505" }));
    expect(breaker.isOpen()).toBe(false);
    breaker.failed(new Error("Query read timeout"));
    expect(breaker.isOpen()).toBe(true);
  });
});
