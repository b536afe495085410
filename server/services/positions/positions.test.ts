import { describe, expect, it } from "vitest";
import { positionsCatalogue } from "@content/positions/catalogue";
import { createPositionsService, deviceDigest, filterCatalogue, illustrationUrl } from "./index";

// The database-backed parts are covered by tests/integration/positions-api.test.ts.
const db = {} as never;
const clock = { now: () => new Date("2026-01-01T00:00:00Z") };

describe("positions service (pure parts)", () => {
  it("runs the catalogue self-check", () => {
    expect(createPositionsService(db, clock).selfCheck()).toEqual({ ok: true });
    expect(createPositionsService(db, clock, positionsCatalogue.slice(0, 10)).selfCheck()).toEqual({
      ok: false,
      error: "Only 10 positions, need 500+",
    });
  });

  it("filters with style AND difficulty", () => {
    const both = filterCatalogue(positionsCatalogue, { style: "adventurous", difficulty: "expert" });
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((p) => p.style === "adventurous" && p.difficulty === "expert")).toBe(true);
    expect(filterCatalogue(positionsCatalogue, {})).toHaveLength(positionsCatalogue.length);
    expect(filterCatalogue(positionsCatalogue, { style: "romantic", difficulty: "expert" })).toEqual([]);
  });

  it("builds the compact pool in catalogue order", () => {
    const pool = createPositionsService(db, clock).pool();
    expect(pool).toHaveLength(positionsCatalogue.length);
    expect(pool[0]).toEqual([positionsCatalogue[0]!.id, positionsCatalogue[0]!.name, positionsCatalogue[0]!.style]);
  });

  it("stores a digest of the device id, never the id itself", () => {
    const id = "6f1c2b7e-1a2b-4c3d-8e9f-0123456789ab";
    expect(deviceDigest(id)).toBe(deviceDigest(id.toUpperCase()));
    expect(deviceDigest(id)).not.toContain(id);
    expect(illustrationUrl("romantic-1--candlelight")).toBe("/api/catalogue/romantic-1--candlelight/illustration.svg");
  });
});
