import { describe, expect, it } from "vitest";
import type { BodyNotes } from "@content/positions/bases-more";
import { bodyNotesFor } from "@content/positions/body-notes";
import {
  BODY_FILTER_LABELS,
  BODY_FILTER_RULES,
  BODY_FILTERS,
  bodyFiltersValue,
  demandWord,
  matchesBodyFilters,
  parseBodyFilters,
  toggleBodyFilter,
} from "./body";

const easy: BodyNotes = {
  knees: 0,
  backBending: 0,
  backArching: 0,
  neck: 0,
  wristsShoulders: 0,
  balance: 0,
  strength: 0,
  pregnancy: true,
  limitedMobility: true,
  heightDifference: true,
  bendingPain: true,
  archingPain: true,
  note: "Asks nothing of anyone.",
};

describe("body filter rules", () => {
  it("let through at most a light demand (1) and turn away a moderate one (2)", () => {
    expect(BODY_FILTER_RULES.knees({ ...easy, knees: 1 })).toBe(true);
    expect(BODY_FILTER_RULES.knees({ ...easy, knees: 2 })).toBe(false);
    expect(BODY_FILTER_RULES.neck({ ...easy, neck: 1 })).toBe(true);
    expect(BODY_FILTER_RULES.neck({ ...easy, neck: 3 })).toBe(false);
    expect(BODY_FILTER_RULES.wrists({ ...easy, wristsShoulders: 1 })).toBe(true);
    expect(BODY_FILTER_RULES.wrists({ ...easy, wristsShoulders: 2 })).toBe(false);
  });

  it("keep the two back filters apart, each needing its own judgement and a light level in its direction", () => {
    expect(BODY_FILTER_RULES.bending({ ...easy, backBending: 1, backArching: 3 })).toBe(true);
    expect(BODY_FILTER_RULES.bending({ ...easy, backBending: 2 })).toBe(false);
    expect(BODY_FILTER_RULES.bending({ ...easy, bendingPain: false, backBending: 0 })).toBe(false);
    expect(BODY_FILTER_RULES.arching({ ...easy, backArching: 1, backBending: 3 })).toBe(true);
    expect(BODY_FILTER_RULES.arching({ ...easy, backArching: 2 })).toBe(false);
    expect(BODY_FILTER_RULES.arching({ ...easy, archingPain: false, backArching: 0 })).toBe(false);
  });

  it("call a position low effort only when it asks little strength and little balance", () => {
    expect(BODY_FILTER_RULES["low-effort"]({ ...easy, strength: 1, balance: 1 })).toBe(true);
    expect(BODY_FILTER_RULES["low-effort"]({ ...easy, strength: 2 })).toBe(false);
    expect(BODY_FILTER_RULES["low-effort"]({ ...easy, balance: 2 })).toBe(false);
  });

  it("follow the pregnancy note for 'Pregnancy-friendly'", () => {
    expect(BODY_FILTER_RULES.pregnancy(easy)).toBe(true);
    expect(BODY_FILTER_RULES.pregnancy({ ...easy, pregnancy: false })).toBe(false);
  });

  it("combine with AND, and a position without notes passes only when no filter is on", () => {
    expect(matchesBodyFilters({ ...easy, knees: 2 }, ["bending", "pregnancy"])).toBe(true);
    expect(matchesBodyFilters({ ...easy, knees: 2 }, ["bending", "knees"])).toBe(false);
    expect(matchesBodyFilters(undefined, [])).toBe(true);
    expect(matchesBodyFilters(undefined, ["knees"])).toBe(false);
  });

  it("read the real catalogue sensibly", () => {
    expect(matchesBodyFilters(bodyNotesFor("romantic-2"), ["knees", "low-effort", "pregnancy"])).toBe(true); // Spooning
    expect(matchesBodyFilters(bodyNotesFor("romantic-2"), ["bending"])).toBe(false);
    expect(matchesBodyFilters(bodyNotesFor("romantic-2"), ["arching"])).toBe(false);
    expect(matchesBodyFilters(bodyNotesFor("passionate-2"), ["bending"])).toBe(true); // Wild Tide
    expect(matchesBodyFilters(bodyNotesFor("passionate-2"), ["arching"])).toBe(false);
    expect(matchesBodyFilters(bodyNotesFor("romantic-3"), ["arching"])).toBe(true); // Slow Embrace
    // The three the old "Easy on back" kept although their notes said otherwise.
    for (const id of ["adventurous-1", "romantic-11", "romantic-24"])
      // Carry Me Home, Lifted Spoon, Edge of Sleep
      expect(matchesBodyFilters(bodyNotesFor(id), ["bending"]), id).toBe(false);
    expect(matchesBodyFilters(bodyNotesFor("adventurous-1"), ["arching"])).toBe(false);
    expect(matchesBodyFilters(bodyNotesFor("adventurous-1"), ["low-effort"])).toBe(false); // Carry Me Home
    expect(matchesBodyFilters(bodyNotesFor("adventurous-2"), ["wrists"])).toBe(false); // Wheelbarrow Dare
    expect(matchesBodyFilters(bodyNotesFor("adventurous-5"), ["neck"])).toBe(false); // Waterfall
    for (const filter of BODY_FILTERS) expect(BODY_FILTER_LABELS[filter]).toBeTruthy();
    expect(BODY_FILTER_LABELS.bending).toBe("Bending forward hurts");
    expect(BODY_FILTER_LABELS.arching).toBe("Arching back hurts");
  });
});

describe("body filters in the URL", () => {
  it("read comma-separated or repeated values in one fixed order, ignoring unknown ones", () => {
    expect(parseBodyFilters("pregnancy,knees")).toEqual(["knees", "pregnancy"]);
    expect(parseBodyFilters(["arching", "KNEES", "arching", "elbows"])).toEqual(["knees", "arching"]);
    expect(parseBodyFilters(null)).toEqual([]);
    expect(parseBodyFilters("")).toEqual([]);
  });

  it("read an old 'back' link as both back filters, so a saved link keeps working", () => {
    expect(parseBodyFilters("back")).toEqual(["bending", "arching"]);
    expect(parseBodyFilters("pregnancy,Back")).toEqual(["bending", "arching", "pregnancy"]);
    expect(parseBodyFilters(["back", "bending"])).toEqual(["bending", "arching"]);
    expect(bodyFiltersValue(parseBodyFilters("knees,back"))).toBe("knees,bending,arching");
  });

  it("write one value per set of filters and toggle one at a time", () => {
    expect(bodyFiltersValue(["pregnancy", "knees"])).toBe("knees,pregnancy");
    expect(toggleBodyFilter(["knees"], "arching")).toEqual(["knees", "arching"]);
    expect(toggleBodyFilter(["knees", "bending"], "knees")).toEqual(["bending"]);
    expect(toggleBodyFilter(["bending", "arching"], "bending")).toEqual(["arching"]);
  });
});

describe("demands in words", () => {
  it("never show a number", () => {
    expect([0, 1, 2, 3].map((demand) => demandWord(demand as 0 | 1 | 2 | 3))).toEqual([
      "Easy",
      "A little",
      "Some",
      "Demanding",
    ]);
  });
});
