import { describe, expect, it } from "vitest";
import { LOVE_LANGUAGE_ACTIVITIES } from "@content/guides/love-languages";
import { ROMANTIC_GUIDES } from "@content/guides/romantic-guides";
import { explorerSearch, explorerViewFromParams, guidesSearch, guidesViewFromParams } from "./views";

const params = (search: string) => new URLSearchParams(search);

describe("love language explorer views", () => {
  const activity = LOVE_LANGUAGE_ACTIVITIES[0]!;

  it("reads landing, language, activity and try views from the URL", () => {
    expect(explorerViewFromParams(params(""), LOVE_LANGUAGE_ACTIVITIES)).toEqual({ kind: "landing" });
    expect(explorerViewFromParams(params("?language=quality_time"), LOVE_LANGUAGE_ACTIVITIES)).toEqual({
      kind: "language",
      language: "quality_time",
    });
    expect(explorerViewFromParams(params(`?activity=${activity.id}`), LOVE_LANGUAGE_ACTIVITIES)).toEqual({
      kind: "activity",
      language: activity.type,
      activity,
    });
    expect(explorerViewFromParams(params(`?activity=${activity.id}&step=2`), LOVE_LANGUAGE_ACTIVITIES)).toEqual({
      kind: "try",
      language: activity.type,
      activity,
      step: 1,
    });
    expect(explorerViewFromParams(params(`?activity=${activity.id}&step=999`), LOVE_LANGUAGE_ACTIVITIES)).toMatchObject(
      { step: activity.instructions.length - 1 },
    );
  });

  it("falls back to the landing view for unknown values", () => {
    expect(explorerViewFromParams(params("?language=nope"), LOVE_LANGUAGE_ACTIVITIES)).toEqual({ kind: "landing" });
    expect(explorerViewFromParams(params("?activity=nope"), LOVE_LANGUAGE_ACTIVITIES)).toEqual({ kind: "landing" });
    expect(explorerViewFromParams(params("?activity=nope&language=physical_touch"), LOVE_LANGUAGE_ACTIVITIES)).toEqual({
      kind: "language",
      language: "physical_touch",
    });
  });

  it("writes search strings that read back to the same view", () => {
    expect(explorerSearch({ kind: "landing" })).toBe("");
    expect(explorerSearch({ kind: "language", language: "receiving_gifts" })).toBe("?language=receiving_gifts");
    const search = explorerSearch({ kind: "try", activityId: activity.id, step: 1 });
    expect(explorerViewFromParams(params(search), LOVE_LANGUAGE_ACTIVITIES)).toMatchObject({ kind: "try", step: 1 });
  });
});

describe("romantic guides views", () => {
  const guide = ROMANTIC_GUIDES[0]!;

  it("reads landing, category, guide, walkthrough and missing views", () => {
    expect(guidesViewFromParams(params(""), ROMANTIC_GUIDES)).toEqual({ kind: "landing" });
    expect(guidesViewFromParams(params("?category=romance_rituals"), ROMANTIC_GUIDES)).toEqual({
      kind: "category",
      category: "romance_rituals",
    });
    expect(guidesViewFromParams(params("?category=bogus"), ROMANTIC_GUIDES)).toEqual({ kind: "landing" });
    expect(guidesViewFromParams(params(`?guide=${guide.id}`), ROMANTIC_GUIDES)).toEqual({ kind: "guide", guide });
    expect(guidesViewFromParams(params(`?guide=${guide.id}&step=2`), ROMANTIC_GUIDES)).toEqual({
      kind: "walkthrough",
      guide,
      step: 1,
    });
    expect(guidesViewFromParams(params("?guide=unknown"), ROMANTIC_GUIDES)).toEqual({
      kind: "missing",
      guideId: "unknown",
    });
  });

  it("writes search strings that read back", () => {
    expect(guidesSearch({ kind: "landing" })).toBe("");
    expect(guidesSearch({ kind: "category", category: "intimate_desires" })).toBe("?category=intimate_desires");
    const search = guidesSearch({ kind: "walkthrough", guideId: guide.id, step: 0 });
    expect(guidesViewFromParams(params(search), ROMANTIC_GUIDES)).toEqual({ kind: "walkthrough", guide, step: 0 });
  });
});
