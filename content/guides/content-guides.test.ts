import { describe, it, expect } from "vitest";
// The pure helpers live in domain/guides; these tests check them against the real content.
import {
  SWEET_LABELS,
  bucketListProgress,
  filterFirstNight,
  filterHoneymoon,
  maxSweetLevelFor,
  sweetLabel,
} from "@domain/guides/bucket-filters";
import { guideWalkthrough } from "@domain/guides/guide-walkthrough";
import {
  activitiesForTabIn,
  isLastStep,
  nextStep,
  openActivity,
  pickRandomActivity,
  previousStep,
  type LongDistanceStepView,
} from "@domain/guides/long-distance";
import {
  LONG_DISTANCE_ACTIVITIES,
  LONG_DISTANCE_ACTIVITY_COUNT,
  LONG_DISTANCE_CATEGORIES,
  LONG_DISTANCE_DIFFICULTIES,
  LONG_DISTANCE_TABS,
  LONG_DISTANCE_TAB_IDS,
  LONG_DISTANCE_TYPES,
  findLongDistanceActivity,
  type LongDistanceActivity,
} from "./long-distance";
import {
  ACTIVITY_ID_PREFIXES,
  LOVE_LANGUAGES,
  LOVE_LANGUAGE_ACTIVITIES,
  LOVE_LANGUAGE_ACTIVITY_COUNT,
  LOVE_LANGUAGE_ACTIVITY_DIFFICULTIES,
  LOVE_LANGUAGE_IDS,
  LOVE_QUIZ_QUESTIONS,
  QUIZ_QUESTION_COUNT,
  QUIZ_SCALE,
  QUIZ_TOP_ACTIVITIES,
  activitiesForLanguage,
  countActivitiesByDifficulty,
  findLoveLanguage,
  isQuizScore,
  rankLoveLanguages,
  scoreBarPercent,
  topActivitiesForResults,
} from "./love-languages";
import {
  BUCKET_SPICE_TIPS_SHOWN,
  BUCKET_TIPS_SHOWN,
  FIRST_NIGHT_CATEGORIES,
  FIRST_NIGHT_DIFFICULTIES,
  FIRST_NIGHT_IDEAS,
  FIRST_NIGHT_LEVELS,
  HONEYMOON_CATEGORIES,
  HONEYMOON_COSTS,
  HONEYMOON_DIFFICULTIES,
  HONEYMOON_IDEAS,
} from "./bucket-lists";
import {
  GUIDE_CATEGORIES,
  GUIDE_CATEGORY_IDS,
  GUIDE_DIFFICULTIES,
  ROMANTIC_GUIDES,
  ROMANTIC_GUIDE_COUNT,
  featuredGuides,
  findGuide,
  guidesInCategory,
} from "./romantic-guides";
import { expectDistinctFields, expectDistinctTexts } from "../../tests/support/distinct-texts";

const THEME_COLORS = ["rose", "coral", "plum", "gold", "teal", "violet"];
const FILLER = /\b(idea|variation|activity|item|tip|guide|step)\s*#?\d+\b|lorem ipsum/i;

/** Guide texts are real and not repeated, and no placeholder wording stands in them. */
const GUIDE_TEXTS = { filler: FILLER };

describe("long-distance activities", () => {
  it("has exactly 20 activities with distinct ids, titles and descriptions", () => {
    expect(LONG_DISTANCE_ACTIVITY_COUNT).toBe(20);
    expect(LONG_DISTANCE_ACTIVITIES).toHaveLength(20);
    expectDistinctFields(LONG_DISTANCE_ACTIVITIES, ["id", "title", "description"], GUIDE_TEXTS);
  });

  it("gives every activity 3-6 steps, requirements and valid enums", () => {
    for (const activity of LONG_DISTANCE_ACTIVITIES) {
      expect(activity.instructions.length).toBeGreaterThanOrEqual(3);
      expect(activity.instructions.length).toBeLessThanOrEqual(6);
      expectDistinctTexts(activity.instructions, GUIDE_TEXTS);
      expect(activity.requirements.length).toBeGreaterThan(0);
      expectDistinctTexts(activity.requirements, GUIDE_TEXTS);
      expect(activity.duration.trim().length).toBeGreaterThan(0);
      expect(LONG_DISTANCE_CATEGORIES).toContain(activity.category);
      expect(LONG_DISTANCE_TYPES).toContain(activity.type);
      expect(LONG_DISTANCE_DIFFICULTIES).toContain(activity.difficulty);
    }
    expect(new Set(LONG_DISTANCE_ACTIVITIES.map((a) => a.category))).toEqual(new Set(LONG_DISTANCE_CATEGORIES));
    expect(new Set(LONG_DISTANCE_ACTIVITIES.map((a) => a.type))).toEqual(new Set(LONG_DISTANCE_TYPES));
  });

  it("has the eight tabs, each with two sections of 4-6 ideas", () => {
    expect(LONG_DISTANCE_TABS.map((tab) => tab.label)).toEqual([
      "Most Popular",
      "Romance",
      "Intimacy",
      "Connection",
      "Video Ideas",
      "Messaging",
      "Surprise",
      "Planning",
    ]);
    expect(LONG_DISTANCE_TABS.map((tab) => tab.id)).toEqual([...LONG_DISTANCE_TAB_IDS]);
    for (const tab of LONG_DISTANCE_TABS) {
      expect(tab.sections).toHaveLength(2);
      for (const section of tab.sections) {
        expect(section.ideas.length).toBeGreaterThanOrEqual(4);
        expect(section.ideas.length).toBeLessThanOrEqual(6);
      }
    }
    expectDistinctFields(
      LONG_DISTANCE_TABS.flatMap((tab) => tab.sections),
      ["title", "ideas"],
      GUIDE_TEXTS,
    );
  });

  it("references only existing activities on each tab, and shows every activity somewhere", () => {
    const ids = new Set(LONG_DISTANCE_ACTIVITIES.map((activity) => activity.id));
    const shown = new Set<string>();
    for (const tab of LONG_DISTANCE_TABS) {
      expect(tab.activityIds.length).toBeGreaterThan(0);
      expect(new Set(tab.activityIds).size).toBe(tab.activityIds.length);
      for (const id of tab.activityIds) {
        expect(ids.has(id)).toBe(true);
        shown.add(id);
      }
      expect(activitiesForTabIn(LONG_DISTANCE_ACTIVITIES, tab).map((activity) => activity.id)).toEqual([
        ...tab.activityIds,
      ]);
    }
    expect(shown).toEqual(ids);
  });

  it("lists activities of the matching type on the type tabs", () => {
    const byTab = (id: string) => LONG_DISTANCE_TABS.find((tab) => tab.id === id)!;
    const typeTabs: Array<[string, LongDistanceActivity["type"]]> = [
      ["video", "video_call"],
      ["messaging", "messaging"],
      ["surprise", "surprise"],
      ["planning", "planning"],
    ];
    for (const [tabId, type] of typeTabs) {
      const expected = LONG_DISTANCE_ACTIVITIES.filter((activity) => activity.type === type).map((a) => a.id);
      expect([...byTab(tabId).activityIds].sort()).toEqual(expected.sort());
    }
  });

  it("walks through the steps: open at 0, Previous stays in bounds, Complete clears", () => {
    const activity = findLongDistanceActivity("virtual-dinner-date")!;
    expect(activity.instructions).toHaveLength(5);
    let view: LongDistanceStepView = openActivity(activity);
    expect(view).toEqual({ activityId: "virtual-dinner-date", step: 0 });
    expect(previousStep(view)).toEqual({ activityId: "virtual-dinner-date", step: 0 });
    for (let step = 1; step < activity.instructions.length; step += 1) {
      view = nextStep(view, activity);
      expect(view?.step).toBe(step);
    }
    expect(isLastStep(view, activity)).toBe(true);
    expect(previousStep(view)?.step).toBe(activity.instructions.length - 2);
    expect(nextStep(view, activity)).toBeNull();
    expect(nextStep(null, activity)).toBeNull();
    expect(previousStep(null)).toBeNull();
    expect(isLastStep(null, activity)).toBe(false);
    expect(findLongDistanceActivity("missing")).toBeUndefined();
  });

  it("picks a random activity with the injected random", () => {
    expect(pickRandomActivity(LONG_DISTANCE_ACTIVITIES, () => 0)).toBe(LONG_DISTANCE_ACTIVITIES[0]);
    expect(pickRandomActivity(LONG_DISTANCE_ACTIVITIES, () => 0.999999)).toBe(LONG_DISTANCE_ACTIVITIES[19]);
    expect(pickRandomActivity(LONG_DISTANCE_ACTIVITIES, () => 0.5)).toBe(LONG_DISTANCE_ACTIVITIES[10]);
    expect(pickRandomActivity(LONG_DISTANCE_ACTIVITIES, () => 1)).toBe(LONG_DISTANCE_ACTIVITIES[19]);
    expect(pickRandomActivity([], () => 0.5)).toBeUndefined();
  });
});

describe("love languages", () => {
  it("has the five languages in order with distinct texts and theme colors", () => {
    expect(LOVE_LANGUAGES.map((language) => language.id)).toEqual([
      "words_of_affirmation",
      "physical_touch",
      "acts_of_service",
      "quality_time",
      "receiving_gifts",
    ]);
    expectDistinctFields(LOVE_LANGUAGES, ["title", "description", "quote"], GUIDE_TEXTS);
    for (const language of LOVE_LANGUAGES) expect(THEME_COLORS).toContain(language.color);
    expect(new Set(LOVE_LANGUAGES.map((language) => language.color)).size).toBe(5);
    expect(new Set(LOVE_LANGUAGES.map((language) => language.icon)).size).toBe(5);
    expect(findLoveLanguage("quality_time").title).toBe("Quality Time");
  });

  it("has 16 activities with prefixes matching their language, covering all five", () => {
    expect(LOVE_LANGUAGE_ACTIVITY_COUNT).toBe(16);
    expect(LOVE_LANGUAGE_ACTIVITIES).toHaveLength(16);
    expectDistinctFields(LOVE_LANGUAGE_ACTIVITIES, ["id", "title", "description"], GUIDE_TEXTS);
    for (const activity of LOVE_LANGUAGE_ACTIVITIES) {
      expect(activity.id).toMatch(/^(wa|pt|as|qt|rg)\d+$/);
      expect(activity.id.startsWith(ACTIVITY_ID_PREFIXES[activity.type])).toBe(true);
      expect(LOVE_LANGUAGE_ACTIVITY_DIFFICULTIES).toContain(activity.difficulty);
      expect(activity.instructions.length).toBeGreaterThanOrEqual(3);
      expectDistinctTexts(activity.instructions, GUIDE_TEXTS);
      if (activity.materials) {
        expect(activity.materials.length).toBeGreaterThan(0);
        expectDistinctTexts(activity.materials, GUIDE_TEXTS);
      }
    }
    for (const id of LOVE_LANGUAGE_IDS) {
      expect(activitiesForLanguage(id).length).toBeGreaterThanOrEqual(3);
    }
    expect(LOVE_LANGUAGE_IDS.map((id) => activitiesForLanguage(id).length)).toEqual([4, 3, 3, 3, 3]);
  });

  it("counts activities by difficulty", () => {
    const counts = countActivitiesByDifficulty(activitiesForLanguage("words_of_affirmation"));
    expect(counts).toEqual({ beginner: 2, intermediate: 1, advanced: 1 });
    expect(countActivitiesByDifficulty([])).toEqual({ beginner: 0, intermediate: 0, advanced: 0 });
  });

  it("has five quiz questions keyed by language and the five-point scale", () => {
    expect(QUIZ_QUESTION_COUNT).toBe(5);
    expect(LOVE_QUIZ_QUESTIONS.map((question) => question.id)).toEqual([...LOVE_LANGUAGE_IDS]);
    expectDistinctFields(LOVE_QUIZ_QUESTIONS, ["question", "description"], GUIDE_TEXTS);
    expect(QUIZ_SCALE.map((point) => point.value)).toEqual([1, 2, 3, 4, 5]);
    expect(QUIZ_SCALE.map((point) => point.label)).toEqual([
      "Not Important",
      "Somewhat Important",
      "Important",
      "Very Important",
      "Extremely Important",
    ]);
    expect([0, 1, 3, 5, 6, 2.5, "3", null].map(isQuizScore)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("ranks languages by score, highest first", () => {
    const ranked = rankLoveLanguages({
      words_of_affirmation: 2,
      physical_touch: 5,
      acts_of_service: 1,
      quality_time: 4,
      receiving_gifts: 3,
    });
    expect(ranked).toEqual([
      { id: "physical_touch", score: 5 },
      { id: "quality_time", score: 4 },
      { id: "receiving_gifts", score: 3 },
      { id: "words_of_affirmation", score: 2 },
      { id: "acts_of_service", score: 1 },
    ]);
  });

  it("keeps ties in the questions order and counts missing scores as 0", () => {
    const ranked = rankLoveLanguages({ receiving_gifts: 4, quality_time: 4, physical_touch: 4, acts_of_service: 2 });
    expect(ranked.map((entry) => entry.id)).toEqual([
      "physical_touch",
      "quality_time",
      "receiving_gifts",
      "acts_of_service",
      "words_of_affirmation",
    ]);
    expect(ranked[4].score).toBe(0);
    expect(rankLoveLanguages({}).map((entry) => entry.id)).toEqual([...LOVE_LANGUAGE_IDS]);
  });

  it("shows the top activities of the primary language and bar widths", () => {
    expect(QUIZ_TOP_ACTIVITIES).toBe(2);
    const ranked = rankLoveLanguages({ acts_of_service: 5 });
    const top = topActivitiesForResults(ranked);
    expect(top.map((activity) => activity.id)).toEqual(["as1", "as2"]);
    expect(topActivitiesForResults([])).toEqual([]);
    expect(scoreBarPercent(5)).toBe(100);
    expect(scoreBarPercent(3)).toBe(60);
    expect(scoreBarPercent(0)).toBe(0);
    expect(scoreBarPercent(9)).toBe(100);
  });
});

interface BucketIdea {
  id: string;
  title: string;
  description: string;
  category: string;
  difficulty: string;
  tips: readonly string[];
  spiceTips?: readonly string[];
}

/**
 * What both bucket lists hold to: the size, distinct texts, every category and difficulty used and no other, three
 * or more tips and, where there are spice tips, two or more that repeat no tip.
 */
function expectBucketIdeas(
  ideas: readonly BucketIdea[],
  categories: readonly string[],
  difficulties: readonly string[],
  size: { count: number; range: [min: number, max: number] },
): void {
  expect(ideas.length).toBeGreaterThanOrEqual(size.range[0]);
  expect(ideas.length).toBeLessThanOrEqual(size.range[1]);
  expect(ideas).toHaveLength(size.count);
  expectDistinctFields(ideas, ["id", "title", "description"], GUIDE_TEXTS);
  for (const idea of ideas) {
    expect(categories).toContain(idea.category);
    expect(difficulties).toContain(idea.difficulty);
    expect(idea.tips.length).toBeGreaterThanOrEqual(3);
    expectDistinctTexts(idea.tips, GUIDE_TEXTS);
    if (idea.spiceTips) {
      expect(idea.spiceTips.length).toBeGreaterThanOrEqual(2);
      expectDistinctTexts([...idea.tips, ...idea.spiceTips], GUIDE_TEXTS);
    }
  }
  expect(new Set(ideas.map((idea) => idea.category))).toEqual(new Set(categories));
  expect(new Set(ideas.map((idea) => idea.difficulty))).toEqual(new Set(difficulties));
}

describe("bucket lists", () => {
  it("has 40-50 honeymoon ideas with valid fields and tips", () => {
    expectBucketIdeas(HONEYMOON_IDEAS, HONEYMOON_CATEGORIES, HONEYMOON_DIFFICULTIES, { count: 45, range: [40, 50] });
    for (const idea of HONEYMOON_IDEAS) {
      expect(HONEYMOON_COSTS).toContain(idea.estimatedCost);
      expect(idea.location.trim().length).toBeGreaterThan(0);
      expect(idea.bestTime.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(HONEYMOON_IDEAS.map((idea) => idea.estimatedCost))).toEqual(new Set(HONEYMOON_COSTS));
    expect(HONEYMOON_IDEAS.filter((idea) => idea.spiceTips).length).toBeGreaterThan(0);
  });

  it("has 30-40 first-night ideas with valid fields and tips", () => {
    expectBucketIdeas(FIRST_NIGHT_IDEAS, FIRST_NIGHT_CATEGORIES, FIRST_NIGHT_DIFFICULTIES, {
      count: 35,
      range: [30, 40],
    });
    for (const idea of FIRST_NIGHT_IDEAS) {
      expect([1, 2, 3, 4, 5]).toContain(idea.sweetLevel);
      expect(idea.duration.trim().length).toBeGreaterThan(0);
    }
    expect(new Set(FIRST_NIGHT_IDEAS.map((idea) => idea.sweetLevel))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it("exposes the card limits, sweet labels and levels", () => {
    expect(BUCKET_TIPS_SHOWN).toBe(3);
    expect(BUCKET_SPICE_TIPS_SHOWN).toBe(2);
    expect(SWEET_LABELS).toEqual(["Sweet", "Lovely", "Romantic", "Magical", "Unforgettable"]);
    expect(sweetLabel(1)).toBe("Sweet");
    expect(sweetLabel(5)).toBe("Unforgettable");
    expect(FIRST_NIGHT_LEVELS.map((level) => [level.label, level.maxSweetLevel])).toEqual([
      ["Gentle", 3],
      ["Romantic", 4],
      ["Passionate", 5],
    ]);
    for (const level of FIRST_NIGHT_LEVELS) expect(maxSweetLevelFor(level.id)).toBe(level.maxSweetLevel);
    expect(maxSweetLevelFor("anything-else")).toBe(5);
  });

  it("filters first-night ideas by category and level", () => {
    const items = [
      { id: "a", category: "comfort" as const, sweetLevel: 1 as const },
      { id: "b", category: "comfort" as const, sweetLevel: 3 as const },
      { id: "c", category: "intimate" as const, sweetLevel: 4 as const },
      { id: "d", category: "intimate" as const, sweetLevel: 5 as const },
    ];
    const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
    expect(ids(filterFirstNight(items, "all", "gentle"))).toEqual(["a", "b"]);
    expect(ids(filterFirstNight(items, "all", "romantic"))).toEqual(["a", "b", "c"]);
    expect(ids(filterFirstNight(items, "all", "passionate"))).toEqual(["a", "b", "c", "d"]);
    expect(ids(filterFirstNight(items, "all", "other"))).toEqual(["a", "b", "c", "d"]);
    expect(ids(filterFirstNight(items, "intimate", "romantic"))).toEqual(["c"]);
    expect(ids(filterFirstNight(items, "preparation", "passionate"))).toEqual([]);

    const gentle = filterFirstNight(FIRST_NIGHT_IDEAS, "all", "gentle");
    expect(gentle.length).toBeGreaterThan(0);
    expect(gentle.every((idea) => idea.sweetLevel <= 3)).toBe(true);
    expect(filterFirstNight(FIRST_NIGHT_IDEAS, "all", "passionate")).toHaveLength(FIRST_NIGHT_IDEAS.length);
    for (const category of FIRST_NIGHT_CATEGORIES) {
      expect(filterFirstNight(FIRST_NIGHT_IDEAS, category, "passionate").length).toBeGreaterThan(0);
    }
  });

  it("filters honeymoon ideas and counts completion over the visible items", () => {
    expect(filterHoneymoon(HONEYMOON_IDEAS, "all")).toHaveLength(HONEYMOON_IDEAS.length);
    const food = filterHoneymoon(HONEYMOON_IDEAS, "food");
    expect(food.length).toBeGreaterThan(0);
    expect(food.every((idea) => idea.category === "food")).toBe(true);

    const visible = [{ id: "x" }, { id: "y" }];
    expect(bucketListProgress(visible, new Set(["x", "z"]))).toEqual({ done: 1, total: 2, complete: false });
    expect(bucketListProgress(visible, new Set(["x", "y", "z"]))).toEqual({ done: 2, total: 2, complete: true });
    expect(bucketListProgress([], new Set(["x"]))).toEqual({ done: 0, total: 0, complete: false });
  });
});

describe("romantic guides", () => {
  it("has the five categories with distinct texts and theme colors", () => {
    expect(GUIDE_CATEGORIES.map((category) => category.id)).toEqual([...GUIDE_CATEGORY_IDS]);
    expect(GUIDE_CATEGORY_IDS).toEqual([
      "romantic_connection",
      "sensual_activities",
      "intimate_desires",
      "romance_rituals",
      "atmosphere_setting",
    ]);
    expectDistinctFields(GUIDE_CATEGORIES, ["title", "description"], GUIDE_TEXTS);
    for (const category of GUIDE_CATEGORIES) expect(THEME_COLORS).toContain(category.color);
  });

  it("has 10 guides, two per category, three featured", () => {
    expect(ROMANTIC_GUIDE_COUNT).toBe(10);
    expect(ROMANTIC_GUIDES).toHaveLength(10);
    for (const id of GUIDE_CATEGORY_IDS) expect(guidesInCategory(id)).toHaveLength(2);
    expect(featuredGuides()).toHaveLength(3);
    expectDistinctFields(ROMANTIC_GUIDES, ["id", "title", "description"], GUIDE_TEXTS);
    expect(findGuide(ROMANTIC_GUIDES[0].id)).toBe(ROMANTIC_GUIDES[0]);
    expect(findGuide("missing")).toBeUndefined();
  });

  it("gives every guide 3-5 sections and non-empty tips", () => {
    for (const guide of ROMANTIC_GUIDES) {
      expect(GUIDE_DIFFICULTIES).toContain(guide.difficulty);
      expect(THEME_COLORS).toContain(guide.color);
      expect(guide.duration.trim().length).toBeGreaterThan(0);
      expect(guide.sections.length).toBeGreaterThanOrEqual(3);
      expect(guide.sections.length).toBeLessThanOrEqual(5);
      expectDistinctFields(guide.sections, ["id", "title", "content"], GUIDE_TEXTS);
      for (const section of guide.sections) {
        if (section.steps) {
          expect(section.steps.length).toBeGreaterThan(0);
          expectDistinctTexts(section.steps, GUIDE_TEXTS);
        }
        if (section.examples) {
          expect(section.examples.length).toBeGreaterThan(0);
          expectDistinctTexts(section.examples, GUIDE_TEXTS);
        }
      }
      expect(guide.tips.length).toBeGreaterThanOrEqual(3);
      expectDistinctTexts(guide.tips, GUIDE_TEXTS);
      if (guide.materials) {
        expect(guide.materials.length).toBeGreaterThan(0);
        expectDistinctTexts(guide.materials, GUIDE_TEXTS);
      }
    }
    expectDistinctFields(ROMANTIC_GUIDES, ["tips"], GUIDE_TEXTS);
  });

  it("turns a guide into a step-by-step walkthrough, one step per section", () => {
    const guide = ROMANTIC_GUIDES[0];
    const walkthrough = guideWalkthrough(guide);
    expect(walkthrough).toHaveLength(guide.sections.length);
    expect(walkthrough.map((step) => step.sectionId)).toEqual(guide.sections.map((section) => section.id));
    for (const step of walkthrough) {
      expect(Array.isArray(step.steps)).toBe(true);
      expect(Array.isArray(step.examples)).toBe(true);
    }
  });
});
