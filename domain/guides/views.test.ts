import { describe, expect, it } from "vitest";
import { LOVE_LANGUAGE_ACTIVITIES } from "@content/guides/love-languages";
import { ROMANTIC_GUIDES } from "@content/guides/romantic-guides";
import { explorerSearch, explorerViewFromParams, guidesSearch, guidesViewFromParams } from "./views";

const params = (search: string) => new URLSearchParams(search);
/** The view a URL's search string opens, read against the real content. */
const explorerView = (search: string) => explorerViewFromParams(params(search), LOVE_LANGUAGE_ACTIVITIES);
const guidesView = (search: string) => guidesViewFromParams(params(search), ROMANTIC_GUIDES);

describe("love language explorer views", () => {
  const activity = LOVE_LANGUAGE_ACTIVITIES[0]!;

  it("reads landing, language, activity and try views from the URL", () => {
    expect(explorerView("")).toEqual({ kind: "landing" });
    expect(explorerView("?language=quality_time")).toEqual({ kind: "language", language: "quality_time" });
    expect(explorerView(`?activity=${activity.id}`)).toEqual({ kind: "activity", language: activity.type, activity });
    expect(explorerView(`?activity=${activity.id}&step=2`)).toEqual({
      kind: "try",
      language: activity.type,
      activity,
      step: 1,
    });
    expect(explorerView(`?activity=${activity.id}&step=999`)).toMatchObject({ step: activity.instructions.length - 1 });
  });

  it("falls back to the landing view for unknown values", () => {
    expect(explorerView("?language=nope")).toEqual({ kind: "landing" });
    expect(explorerView("?activity=nope")).toEqual({ kind: "landing" });
    expect(explorerView("?activity=nope&language=physical_touch")).toEqual({
      kind: "language",
      language: "physical_touch",
    });
  });

  it("writes search strings that read back to the same view", () => {
    expect(explorerSearch({ kind: "landing" })).toBe("");
    expect(explorerSearch({ kind: "language", language: "receiving_gifts" })).toBe("?language=receiving_gifts");
    const search = explorerSearch({ kind: "try", activityId: activity.id, step: 1 });
    expect(explorerView(search)).toMatchObject({ kind: "try", step: 1 });
  });
});

describe("romantic guides views", () => {
  const guide = ROMANTIC_GUIDES[0]!;

  it("reads landing, category, guide, walkthrough and missing views", () => {
    expect(guidesView("")).toEqual({ kind: "landing" });
    expect(guidesView("?category=romance_rituals")).toEqual({ kind: "category", category: "romance_rituals" });
    expect(guidesView("?category=bogus")).toEqual({ kind: "landing" });
    expect(guidesView(`?guide=${guide.id}`)).toEqual({ kind: "guide", guide });
    expect(guidesView(`?guide=${guide.id}&step=2`)).toEqual({ kind: "walkthrough", guide, step: 1 });
    expect(guidesView("?guide=unknown")).toEqual({ kind: "missing", guideId: "unknown" });
  });

  it("writes search strings that read back", () => {
    expect(guidesSearch({ kind: "landing" })).toBe("");
    expect(guidesSearch({ kind: "category", category: "intimate_desires" })).toBe("?category=intimate_desires");
    const search = guidesSearch({ kind: "walkthrough", guideId: guide.id, step: 0 });
    expect(guidesView(search)).toEqual({ kind: "walkthrough", guide, step: 0 });
  });
});
