import { describe, expect, it } from "vitest";
import { BUCKET_SPICE_TIPS_SHOWN, BUCKET_TIPS_SHOWN, FIRST_NIGHT_IDEAS } from "@content/guides/bucket-lists";
import { bucketListProgress, filterFirstNight } from "@domain/guides/bucket-filters";
import { countBy, progressPercent, titleCase, toggleTick } from "./bucket-list";

describe("bucket-list ticks", () => {
  it("toggles an id on and off without touching others", () => {
    expect(toggleTick([], "a")).toEqual(["a"]);
    expect(toggleTick(["a", "b"], "a")).toEqual(["b"]);
    const ticks = ["a"];
    toggleTick(ticks, "b");
    expect(ticks).toEqual(["a"]);
  });

  it("counts by key, computes percentages and labels ids", () => {
    expect(countBy([{ c: "x" }, { c: "y" }, { c: "x" }], (item) => item.c)).toEqual({ x: 2, y: 1 });
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
    expect(titleCase("romance_rituals")).toBe("Romance Rituals");
    expect(titleCase("food")).toBe("Food");
  });

  it("counts first-night completion over the items visible under the filters", () => {
    const gentle = filterFirstNight(FIRST_NIGHT_IDEAS, "all", "gentle");
    expect(gentle.every((idea) => idea.sweetLevel <= 3)).toBe(true);
    const done = new Set(gentle.map((idea) => idea.id));
    expect(bucketListProgress(gentle, done).complete).toBe(true);
    const everything = filterFirstNight(FIRST_NIGHT_IDEAS, "all", "passionate");
    expect(everything).toHaveLength(FIRST_NIGHT_IDEAS.length);
    expect(bucketListProgress(everything, done).complete).toBe(false);
    expect(bucketListProgress([], done).complete).toBe(false);
  });

  it("shows the first 3 tips and first 2 extra tips", () => {
    expect(BUCKET_TIPS_SHOWN).toBe(3);
    expect(BUCKET_SPICE_TIPS_SHOWN).toBe(2);
  });
});
