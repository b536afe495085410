import { describe, it, expect } from "vitest";
import {
  NEW_IDEA_DELAY_MS,
  QUICK_ROMANTIC_GESTURES,
  ROMANTIC_IDEAS,
  ROMANTIC_IDEAS_COUNT,
  ROMANTIC_IDEA_CATEGORIES,
  ROMANTIC_IDEA_DIFFICULTIES,
  pickNewIdea,
} from "./romantic-ideas";
import {
  DESIRE_ACTIVITIES_PER_CATEGORY,
  DESIRE_CATEGORY_COUNT,
  DESIRE_CATEGORY_NAMES,
  DESIRE_PRO_TIPS_PER_ACTIVITY,
  DESIRE_SPICY_IDEAS_PER_ACTIVITY,
  INTIMATE_DESIRE_CATEGORIES,
  SET_THE_MOOD,
  findDesireCategory,
} from "./intimate-desires";
import { expectDistinctFields, expectDistinctTexts } from "../../tests/support/distinct-texts";

const FILLER = /\b(idea|variation|activity|item|tip)\s*#?\d+\b|lorem ipsum|todo/i;

/** A random source that replays the given values in turn. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length];
}

describe("romantic ideas", () => {
  it("has exactly 40 ideas with ids 1..40 in order", () => {
    expect(ROMANTIC_IDEAS_COUNT).toBe(40);
    expect(ROMANTIC_IDEAS).toHaveLength(40);
    expect(ROMANTIC_IDEAS.map((idea) => idea.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("uses only known categories and difficulties, and every category appears", () => {
    for (const idea of ROMANTIC_IDEAS) {
      expect(ROMANTIC_IDEA_CATEGORIES).toContain(idea.category);
      expect(ROMANTIC_IDEA_DIFFICULTIES).toContain(idea.difficulty);
      expect(idea.icon.length).toBeGreaterThan(0);
      expect(idea.duration.trim().length).toBeGreaterThan(0);
    }
    const used = new Set(ROMANTIC_IDEAS.map((idea) => idea.category));
    expect([...used].sort()).toEqual([...ROMANTIC_IDEA_CATEGORIES].sort());
    expect(ROMANTIC_IDEA_CATEGORIES).toHaveLength(10);
    expect(new Set(ROMANTIC_IDEAS.map((idea) => idea.difficulty))).toEqual(new Set(["Easy", "Medium", "Hard"]));
  });

  it("has distinct, non-empty titles and descriptions with no filler", () => {
    expectDistinctFields(ROMANTIC_IDEAS, ["title", "description"], { filler: FILLER });
  });

  it("has the four quick romantic gestures, each with a line", () => {
    expect(QUICK_ROMANTIC_GESTURES.map((gesture) => gesture.title)).toEqual([
      "Leave Love Notes",
      "Morning Coffee Surprise",
      "Play Their Favourite Song",
      "Small Thoughtful Gift",
    ]);
    expectDistinctFields(QUICK_ROMANTIC_GESTURES, ["id", "description"]);
  });

  it("exposes the 300 ms new-idea delay", () => {
    expect(NEW_IDEA_DELAY_MS).toBe(300);
  });
});

describe("pickNewIdea", () => {
  it("never returns the current idea", () => {
    for (let step = 0; step < 100; step += 1) {
      const current = ROMANTIC_IDEAS[step % ROMANTIC_IDEAS.length];
      const picked = pickNewIdea(ROMANTIC_IDEAS, current.id, () => step / 100);
      expect(picked).toBeDefined();
      expect(picked?.id).not.toBe(current.id);
    }
  });

  it("maps the injected random onto the other ideas in order", () => {
    expect(pickNewIdea(ROMANTIC_IDEAS, 1, () => 0)?.id).toBe(2);
    expect(pickNewIdea(ROMANTIC_IDEAS, 5, () => 0)?.id).toBe(1);
    expect(pickNewIdea(ROMANTIC_IDEAS, 1, () => 0.999999)?.id).toBe(40);
    expect(pickNewIdea(ROMANTIC_IDEAS, 40, () => 0.999999)?.id).toBe(39);
    // 39 candidates when the current idea is excluded: index floor(0.5 * 39) = 19 -> id 21 (ids 2..40).
    expect(pickNewIdea(ROMANTIC_IDEAS, 1, () => 0.5)?.id).toBe(21);
  });

  it("clamps out-of-range random values", () => {
    expect(pickNewIdea(ROMANTIC_IDEAS, 1, () => 1)?.id).toBe(40);
    expect(pickNewIdea(ROMANTIC_IDEAS, 1, () => -0.5)?.id).toBe(2);
  });

  it("picks from all ideas when there is no current one", () => {
    const random = sequence(0, 0.999999);
    expect(pickNewIdea(ROMANTIC_IDEAS, null, random)?.id).toBe(1);
    expect(pickNewIdea(ROMANTIC_IDEAS, undefined, random)?.id).toBe(40);
  });

  it("handles lists too small to change", () => {
    const only = [{ id: 7 }];
    expect(pickNewIdea(only, 7, () => 0.3)).toBe(only[0]);
    expect(pickNewIdea([], 1, () => 0.3)).toBeUndefined();
  });

  it("does not mutate the list", () => {
    const ideas = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const copy = ideas.map((idea) => ({ ...idea }));
    pickNewIdea(ideas, 2, () => 0.7);
    expect(ideas).toEqual(copy);
  });
});

describe("Intimate Desires Guide", () => {
  it("has the ten categories in tab order", () => {
    expect(DESIRE_CATEGORY_COUNT).toBe(10);
    expect(INTIMATE_DESIRE_CATEGORIES).toHaveLength(10);
    expect(INTIMATE_DESIRE_CATEGORIES.map((category) => category.name)).toEqual([...DESIRE_CATEGORY_NAMES]);
    expect(DESIRE_CATEGORY_NAMES).toEqual([
      "Sensual Teasing",
      "Intimate Play",
      "Fantasy Fulfilment",
      "Intimate Innovation",
      "Passionate Play",
      "Romance Rituals",
      "Sensual Exploration",
      "Romantic Atmosphere",
      "Kinky Adventures",
      "Erotic Games",
    ]);
    expectDistinctFields(INTIMATE_DESIRE_CATEGORIES, ["id", "tagline"]);
  });

  it("gives every category 3 activities with 5 spicy ideas and 4 pro tips", () => {
    expect(DESIRE_ACTIVITIES_PER_CATEGORY).toBe(3);
    expect(DESIRE_SPICY_IDEAS_PER_ACTIVITY).toBe(5);
    expect(DESIRE_PRO_TIPS_PER_ACTIVITY).toBe(4);
    for (const category of INTIMATE_DESIRE_CATEGORIES) {
      expect(category.activities).toHaveLength(3);
      for (const activity of category.activities) {
        expect(activity.spicyIdeas).toHaveLength(5);
        expect(activity.proTips).toHaveLength(4);
        expectDistinctTexts(activity.spicyIdeas);
        expectDistinctTexts(activity.proTips);
      }
    }
    const activities = INTIMATE_DESIRE_CATEGORIES.flatMap((category) => category.activities);
    expect(activities).toHaveLength(30);
    expect(activities.flatMap((activity) => activity.spicyIdeas)).toHaveLength(150);
    expect(activities.flatMap((activity) => activity.proTips)).toHaveLength(120);
  });

  it("keeps every text non-empty and distinct across the whole guide", () => {
    const activities = INTIMATE_DESIRE_CATEGORIES.flatMap((category) => category.activities);
    expectDistinctFields(activities, ["id", "subtitle"]);
    expectDistinctFields(activities, ["title", "spicyIdeas", "proTips"], { filler: FILLER });
  });

  it("keeps Kinky Adventures consent-first: safe words, check-ins and stopping", () => {
    const kinky = findDesireCategory("kinky-adventures");
    expect(kinky?.name).toBe("Kinky Adventures");
    const text = (kinky?.activities ?? [])
      .flatMap((activity) => [...activity.spicyIdeas, ...activity.proTips])
      .join(" ")
      .toLowerCase();
    expect(text).toContain("safe word");
    expect(text).toContain("check");
    expect(text).toContain("consent");
    expect(text).toContain("stop");
    expect(text).toContain("aftercare");
  });

  it("finds categories by id and returns undefined for unknown ids", () => {
    for (const category of INTIMATE_DESIRE_CATEGORIES) {
      expect(findDesireCategory(category.id)).toBe(category);
    }
    expect(findDesireCategory("nope")).toBeUndefined();
  });

  it("has the four Set the Mood items with a line each", () => {
    expect(SET_THE_MOOD.map((item) => item.title)).toEqual([
      "Sensual Playlist",
      "Dim Lighting",
      "Ambient Scents",
      "Romantic Drinks",
    ]);
    expectDistinctFields(SET_THE_MOOD, ["id", "description"]);
  });
});
