import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRUTH_OR_DARE_FILTER,
  INTENSITY_LABELS,
  TRUTH_OR_DARE_CATEGORY_CHOICES,
  TRUTH_OR_DARE_CATEGORY_GROUPS,
  filterTruthOrDare,
  type TruthOrDareItem,
} from "./truth-or-dare";
import { DARES, TRUTHS, TRUTH_OR_DARE_ITEMS } from "./truth-or-dare-classic";
import {
  BODY_PARTS,
  DEFAULT_DICE_TO_SPICE_DIFFICULTY,
  DICE_ACTIONS,
  DICE_LEVEL_NAMES,
  DICE_TO_SPICE_ACTIONS,
  DICE_TO_SPICE_DIFFICULTIES,
  PASSION_DICE_INTENSITIES,
  PASSION_DICE_INTENSITY_LEVELS,
  PASSION_DICE_LOCATIONS,
  PASSION_DICE_LOCATION_TIPS,
  PASSION_DICE_MODES,
  PASSION_DICE_PERSPECTIVES,
} from "./dice";
import {
  MASSAGE_BENEFITS,
  MASSAGE_MOODS,
  MASSAGE_STEPS,
  MASSAGE_TECHNIQUES,
  MASSAGE_TONE_HZ,
  MASSAGE_TRACKS,
  massageTracksForMood,
} from "./massage";
import { ROLEPLAY_CATEGORIES, ROLEPLAY_SCENARIOS, pickRoleplayScenario, roleplayScenariosInCategory } from "./roleplay";
import {
  CONVERSATION_CATEGORIES,
  CONVERSATION_LEVELS,
  CONVERSATION_LEVEL_NAMES,
  CONVERSATION_QUESTIONS,
  findConversationQuestion,
} from "./conversation";
import {
  EROGENOUS_ZONE_GUIDES,
  SENSITIVITY_LABELS,
  ZONE_GENDERS,
  ZONE_REGION_NAMES,
  zonesForGender,
} from "./erogenous-zones";
import { isSpicyLevel } from "./types";
import { expectDistinctFields, expectDistinctTexts } from "../../tests/support/distinct-texts";

function sequentialIds(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
}

describe("truth or dare", () => {
  it("has 60 truths, 80 dares, 140 items with sequential unique ids", () => {
    expect(TRUTHS).toHaveLength(60);
    expect(DARES).toHaveLength(80);
    expect(TRUTH_OR_DARE_ITEMS).toHaveLength(140);
    expect(TRUTHS.map((t) => t.id)).toEqual(sequentialIds("t", 60));
    expect(DARES.map((d) => d.id)).toEqual(sequentialIds("d", 80));
    expect(new Set(TRUTH_OR_DARE_ITEMS.map((i) => i.id)).size).toBe(140);
    expect(TRUTHS.every((t) => t.type === "truth")).toBe(true);
    expect(DARES.every((d) => d.type === "dare")).toBe(true);
  });

  it("has non-empty, distinct questions and valid spicy levels across all levels", () => {
    expectDistinctFields(TRUTH_OR_DARE_ITEMS, ["question"], { label: "truth-or-dare" });
    for (const item of TRUTH_OR_DARE_ITEMS) expect(isSpicyLevel(item.spicyLevel), item.id).toBe(true);
    for (const list of [TRUTHS, DARES]) {
      for (const level of [1, 2, 3, 4, 5]) {
        expect(list.some((i) => i.spicyLevel === level)).toBe(true);
      }
    }
  });

  it("exports the category groups and labels exactly as specified", () => {
    expect(TRUTH_OR_DARE_CATEGORY_GROUPS).toEqual({
      Romance: ["Romance", "Attraction"],
      Sensual: ["Sensual", "Touch", "Kissing"],
      Fantasy: ["Fantasy", "Desire", "Adventure"],
      Touch: ["Touch", "Kissing", "Performance"],
      Intimacy: ["Intimacy", "Preferences"],
    });
    expect(INTENSITY_LABELS).toEqual({ 1: "Mild", 2: "Steamy", 3: "Warm", 4: "Spicy", 5: "Fire" });
    expect(DEFAULT_TRUTH_OR_DARE_FILTER).toEqual({ type: "mixed", category: "All", intensity: 3 });
    expect(TRUTH_OR_DARE_CATEGORY_CHOICES).toEqual(["All", "Romance", "Sensual", "Fantasy", "Touch", "Intimacy"]);
  });

  it("offers at least one mild truth and one mild dare in every group", () => {
    for (const [group, categories] of Object.entries(TRUTH_OR_DARE_CATEGORY_GROUPS)) {
      for (const list of [TRUTHS, DARES]) {
        const mild = list.filter((i) => i.spicyLevel === 1 && categories.includes(i.category));
        expect(mild.length, group).toBeGreaterThan(0);
      }
    }
  });

  it("filters by type", () => {
    const truths = filterTruthOrDare(TRUTH_OR_DARE_ITEMS, { type: "truth", category: "All", intensity: 5 });
    expect(truths).toHaveLength(60);
    const dares = filterTruthOrDare(TRUTH_OR_DARE_ITEMS, { type: "dare", category: "All", intensity: 5 });
    expect(dares).toHaveLength(80);
    const mixed = filterTruthOrDare(TRUTH_OR_DARE_ITEMS, { type: "mixed", category: "All", intensity: 5 });
    expect(mixed).toHaveLength(140);
  });

  it("filters by category group and intensity (spicyLevel <= intensity)", () => {
    for (const [group, categories] of Object.entries(TRUTH_OR_DARE_CATEGORY_GROUPS)) {
      for (const intensity of [1, 2, 3, 4, 5] as const) {
        const result = filterTruthOrDare(TRUTH_OR_DARE_ITEMS, {
          type: "dare",
          category: group as keyof typeof TRUTH_OR_DARE_CATEGORY_GROUPS,
          intensity,
        });
        const expected = DARES.filter((d) => categories.includes(d.category) && d.spicyLevel <= intensity);
        expect(expected.length).toBeGreaterThan(0);
        expect(result).toEqual(expected);
      }
    }
    const touchMild = filterTruthOrDare(TRUTH_OR_DARE_ITEMS, { type: "mixed", category: "Touch", intensity: 2 });
    expect(touchMild.every((i) => ["Touch", "Kissing", "Performance"].includes(i.category))).toBe(true);
    expect(touchMild.every((i) => i.spicyLevel <= 2)).toBe(true);
    expect(touchMild.some((i) => i.category === "Performance")).toBe(true);
  });

  it("falls back to the full list when nothing matches", () => {
    const items: readonly TruthOrDareItem[] = [
      { id: "t1", type: "truth", question: "A", spicyLevel: 4, category: "Memories" },
      { id: "d1", type: "dare", question: "B", spicyLevel: 5, category: "Playful" },
    ];
    expect(filterTruthOrDare(items, { type: "truth", category: "Intimacy", intensity: 1 })).toBe(items);
    expect(filterTruthOrDare([], { type: "mixed", category: "All", intensity: 3 })).toEqual([]);
    expect(filterTruthOrDare(items, { type: "dare", category: "All", intensity: 5 })).toEqual([items[1]]);
  });
});

describe("dice", () => {
  it("has 80 actions with sequential ids, valid levels and known body parts", () => {
    expect(DICE_ACTIONS).toHaveLength(80);
    expect(DICE_ACTIONS.map((a) => a.id)).toEqual(sequentialIds("dice", 80));
    expectDistinctFields(DICE_ACTIONS, ["action"], { label: "dice" });
    for (const a of DICE_ACTIONS) {
      expect(isSpicyLevel(a.spicyLevel), a.id).toBe(true);
      expect(BODY_PARTS as readonly string[]).toContain(a.bodyPart);
      expect(a.duration.trim().length).toBeGreaterThan(0);
    }
    for (const level of [1, 2, 3, 4, 5]) {
      expect(DICE_ACTIONS.filter((a) => a.spicyLevel === level).length).toBeGreaterThanOrEqual(10);
    }
  });

  it("has 21 distinct body parts, each used by at least one action", () => {
    expect(BODY_PARTS).toHaveLength(21);
    expectDistinctTexts(BODY_PARTS, { label: "body parts" });
    for (const part of BODY_PARTS)
      expect(
        DICE_ACTIONS.some((a) => a.bodyPart === part),
        part,
      ).toBe(true);
  });

  it("has 10 distinct Dice to Spice actions per difficulty, starting on Spicy", () => {
    expect(DICE_TO_SPICE_DIFFICULTIES).toEqual(["Cute", "Spicy", "Custom"]);
    expect(DEFAULT_DICE_TO_SPICE_DIFFICULTY).toBe("Spicy");
    for (const difficulty of DICE_TO_SPICE_DIFFICULTIES) {
      expect(DICE_TO_SPICE_ACTIONS[difficulty]).toHaveLength(10);
      expectDistinctTexts(DICE_TO_SPICE_ACTIONS[difficulty], { label: difficulty });
    }
  });

  it("names levels and options as specified", () => {
    expect(DICE_LEVEL_NAMES).toEqual({ 1: "Gentle", 2: "Sweet", 3: "Warm", 4: "Spicy", 5: "Fire" });
    expect(PASSION_DICE_MODES).toEqual(["Romantic", "Extreme"]);
    expect(PASSION_DICE_INTENSITIES).toEqual(["Mild", "Medium", "Spicy"]);
    expect(PASSION_DICE_INTENSITY_LEVELS).toEqual({ Mild: 2, Medium: 3, Spicy: 5 });
    expect(PASSION_DICE_LOCATIONS).toEqual(["Bedroom", "Shower", "Kitchen", "Living Room", "Outdoors"]);
    expect(PASSION_DICE_PERSPECTIVES).toEqual(["Take turns", "Partner 1", "Partner 2", "Random"]);
    for (const location of PASSION_DICE_LOCATIONS) {
      expect(PASSION_DICE_LOCATION_TIPS[location].length).toBeGreaterThan(0);
    }
  });
});

describe("massage", () => {
  it("has the five steps in order, each with duration, instructions and tips", () => {
    expect(MASSAGE_STEPS.map((s) => s.id)).toEqual(["preparation", "shoulders", "back", "legs", "intimate"]);
    expect(MASSAGE_STEPS.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
    expectDistinctFields(MASSAGE_STEPS, ["title", "instructions", "tips"], { label: "step" });
    for (const step of MASSAGE_STEPS) {
      expect(step.duration.length).toBeGreaterThan(0);
      expect(step.instructions.length).toBeGreaterThanOrEqual(3);
      expect(step.tips.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("has benefits, techniques and tracks for every mood with the mood tone", () => {
    expectDistinctTexts(MASSAGE_BENEFITS, { label: "benefits" });
    expectDistinctFields(MASSAGE_TECHNIQUES, ["name", "description"], { label: "technique" });
    expect(MASSAGE_TONE_HZ).toEqual({ sensual: 220, romantic: 330, passionate: 440 });
    expectDistinctFields(MASSAGE_TRACKS, ["id", "title", "description"], { label: "track" });
    for (const mood of MASSAGE_MOODS) {
      const tracks = massageTracksForMood(mood);
      expect(tracks.length).toBeGreaterThan(0);
      for (const track of tracks) {
        // Generated on the device: no invented artist, a real length (several minutes), the mood's root note first.
        expect(track.recipe.notes[0]).toBe(MASSAGE_TONE_HZ[mood]);
        expect(track.seconds).toBeGreaterThanOrEqual(180);
        expect(Number.isInteger(track.seconds)).toBe(true);
        expect(track).not.toHaveProperty("artist");
        expect(track.recipe.brightness).toBeGreaterThan(0);
      }
    }
    expect(JSON.stringify(MASSAGE_TRACKS)).not.toMatch(/https?:/);
  });
});

describe("roleplay", () => {
  it("has the four scenarios with 2/1/1 per category", () => {
    expect(ROLEPLAY_SCENARIOS.map((s) => s.id)).toEqual([
      "teacher_student",
      "boss_secretary",
      "pirate_captive",
      "delivery_surprise",
    ]);
    expect(ROLEPLAY_CATEGORIES.map((c) => c.name)).toEqual([
      "Classic Fantasies",
      "Adventure & Fantasy",
      "Modern Scenarios",
    ]);
    expect(ROLEPLAY_CATEGORIES.map((c) => roleplayScenariosInCategory(c.id).length)).toEqual([2, 1, 1]);
  });

  it("fills every field, with a safe-word reminder in setup", () => {
    expectDistinctFields(ROLEPLAY_SCENARIOS, ["title", "description", "setting"], { label: "scenario" });
    for (const s of ROLEPLAY_SCENARIOS) {
      expect(s.characters).toHaveLength(2);
      expectDistinctTexts(s.characters, { label: `${s.id} characters` });
      expect(s.props.length).toBeGreaterThan(0);
      expect(["Beginner", "Intermediate", "Advanced"]).toContain(s.difficulty);
      expect(s.duration.length).toBeGreaterThan(0);
      expect(isSpicyLevel(s.spicyLevel)).toBe(true);
      expect(
        s.setupInstructions.some((line) => /safe word/i.test(line)),
        s.id,
      ).toBe(true);
      expect(s.characterGuides.map((g) => g.character)).toEqual([...s.characters]);
      for (const guide of s.characterGuides) {
        expect(guide.personality.length).toBeGreaterThan(0);
        expect(guide.dialogue.length).toBeGreaterThan(0);
        expect(guide.actions.length).toBeGreaterThan(0);
      }
      expect(s.scenarioFlow.length).toBeGreaterThanOrEqual(3);
      for (const phase of s.scenarioFlow) {
        expect(phase.phase.length).toBeGreaterThan(0);
        expect(phase.description.length).toBeGreaterThan(0);
        expect(phase.duration.length).toBeGreaterThan(0);
        expect(phase.actions.length).toBeGreaterThan(0);
      }
    }
    expectDistinctFields(
      ROLEPLAY_SCENARIOS.flatMap((s) => s.characterGuides),
      ["dialogue"],
    );
    expectDistinctFields(
      ROLEPLAY_SCENARIOS.flatMap((s) => s.scenarioFlow),
      ["description"],
      { label: "phase" },
    );
  });

  it("picks a scenario with an injected random", () => {
    expect(pickRoleplayScenario(() => 0)?.id).toBe("teacher_student");
    expect(pickRoleplayScenario(() => 0.999)?.id).toBe("delivery_surprise");
    expect(pickRoleplayScenario(() => 0.5, [])).toBeUndefined();
  });
});

describe("conversation", () => {
  it("has 16 questions, one per category and level, each with 2 follow-ups", () => {
    expect(CONVERSATION_QUESTIONS).toHaveLength(16);
    for (const category of CONVERSATION_CATEGORIES) {
      for (const level of CONVERSATION_LEVELS) {
        const matches = CONVERSATION_QUESTIONS.filter((q) => q.category === category && q.level === level);
        expect(matches, `${category}/${level}`).toHaveLength(1);
        expect(findConversationQuestion(category, level)).toBe(matches[0]);
      }
    }
    expectDistinctFields(CONVERSATION_QUESTIONS, ["id", "question", "followUp"]);
    for (const q of CONVERSATION_QUESTIONS) expect(q.followUp).toHaveLength(2);
    expect(CONVERSATION_LEVEL_NAMES).toEqual({ mild: "Mild", spicy: "Spicy", hot: "Hot", fire: "Fire" });
  });
});

describe("erogenous zones", () => {
  it("has four regions per guide, in the specified order", () => {
    expect(ZONE_GENDERS).toEqual(["female", "male"]);
    for (const gender of ZONE_GENDERS) {
      const guide = EROGENOUS_ZONE_GUIDES[gender];
      expect(guide.gender).toBe(gender);
      expect(guide.regions.map((r) => r.name)).toEqual(["Head & Neck", "Torso", "Intimate Areas", "Hidden Gems"]);
      for (const region of guide.regions) {
        expect(region.name).toBe(ZONE_REGION_NAMES[region.id]);
        expect(region.zones.length).toBeGreaterThan(0);
      }
    }
  });

  it("has complete, distinct zones with valid sensitivity and category", () => {
    const all = ZONE_GENDERS.flatMap((g) => zonesForGender(g));
    expectDistinctFields(all, ["id", "description"], { label: "zone" });
    for (const gender of ZONE_GENDERS) {
      const zones = zonesForGender(gender);
      expectDistinctFields(zones, ["name", "techniques", "tips"], { label: gender });
    }
    for (const z of all) {
      expect(isSpicyLevel(z.sensitivity), z.id).toBe(true);
      expect(["primary", "secondary", "hidden"]).toContain(z.category);
      expect(z.techniques.length).toBeGreaterThan(0);
      expect(z.tips.length).toBeGreaterThan(0);
      expect(z.duration.length).toBeGreaterThan(0);
    }
    expect(SENSITIVITY_LABELS).toEqual({ 1: "Mild", 2: "Moderate", 3: "Good", 4: "High", 5: "Extreme" });
  });
});
