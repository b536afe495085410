import { describe, expect, it, vi } from "vitest";

describe("work started once the page has hydrated (app/lib/after-hydration.ts)", () => {
  it("holds tasks until the page is live, runs each once in order, and runs later ones at once", async () => {
    vi.resetModules();
    const { pageHydrated, whenHydrated } = await import("./after-hydration");
    const ran: string[] = [];
    whenHydrated(() => ran.push("service worker"));
    whenHydrated(() => ran.push("vitals"));
    expect(ran).toEqual([]);
    pageHydrated();
    expect(ran).toEqual(["service worker", "vitals"]);
    pageHydrated();
    expect(ran).toEqual(["service worker", "vitals"]);
    whenHydrated(() => ran.push("late"));
    expect(ran).toEqual(["service worker", "vitals", "late"]);
  });
});
