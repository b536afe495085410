import { describe, expect, it } from "vitest";
import { drawJourney, posterPool, refreshJourney, type SourcedPosition } from "./sources";

/** A deterministic random source (a fixed cycle) so draws repeat. */
function cycle(values: number[]) {
  let index = 0;
  return () => values[index++ % values.length]!;
}

const admin = (id: string, style = "romantic"): SourcedPosition => ({
  id,
  name: `Admin ${id}`,
  style,
  source: "admin",
});
const catalogue: SourcedPosition[] = Array.from({ length: 20 }, (_, index) => ({
  id: `c${index}`,
  name: `Catalogue ${index}`,
  style: index % 2 === 0 ? "romantic" : "passionate",
  source: "catalogue",
}));

describe("journey sources", () => {
  it("draws only the admin's positions when they are enough", () => {
    const list = ["a1", "a2", "a3", "a4", "a5"].map((id) => admin(id));
    const drawn = drawJourney(list, catalogue, "romantic", 4, cycle([0.3, 0.7, 0.1]));
    expect(drawn).toHaveLength(4);
    expect(drawn.every((position) => position.source === "admin")).toBe(true);
  });

  it("tops up from the catalogue (same style first) when the admin's list is too small or empty", () => {
    const drawn = drawJourney([admin("a1"), admin("p1", "passionate")], catalogue, "romantic", 6, cycle([0.5]));
    expect(drawn[0]!.id).toBe("a1");
    expect(drawn.slice(1).every((position) => position.source === "catalogue" && position.style === "romantic")).toBe(
      true,
    );
    expect(new Set(drawn.map((position) => position.id)).size).toBe(6);
    expect(
      drawJourney([], catalogue, "passionate", 3, cycle([0.2])).every((position) => position.style === "passionate"),
    ).toBe(true);
    // A style the catalogue runs out of is completed with other styles.
    expect(drawJourney([], catalogue.slice(0, 4), "romantic", 4, cycle([0.2]))).toHaveLength(4);
  });

  it("on an admin change keeps the sequence, updates admin entries and lets a new one replace a catalogue filler", () => {
    const shown = drawJourney([admin("a1")], catalogue, "romantic", 3, cycle([0.4]));
    const renamed = { ...admin("a1"), name: "Renamed" };
    const refreshed = refreshJourney(shown, [renamed, admin("a2")], catalogue, "romantic", 3, cycle([0.4]));
    expect(refreshed).toHaveLength(3);
    expect(refreshed[0]).toEqual(renamed);
    expect(refreshed[1]).toEqual(shown[1]);
    expect(refreshed[2]!.id).toBe("a2");

    const removed = refreshJourney(refreshed, [admin("a2")], catalogue, "romantic", 3, cycle([0.4]));
    expect(removed.map((position) => position.id)).not.toContain("a1");
    expect(removed).toHaveLength(3);
  });

  it("fills the poster's pool to seven from the catalogue only when needed", () => {
    const few = posterPool([admin("a1"), admin("a2")], catalogue, 7, cycle([0.9, 0.1]));
    expect(few).toHaveLength(7);
    expect(few.slice(0, 2).map((position) => position.id)).toEqual(["a1", "a2"]);
    const many = Array.from({ length: 8 }, (_, index) => admin(`a${index}`));
    expect(posterPool(many, catalogue, 7, cycle([0.5]))).toEqual(many);
  });
});
