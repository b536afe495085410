import { describe, expect, it } from "vitest";
import { ROLEPLAY_CATEGORIES, ROLEPLAY_SCENARIOS } from "./roleplay";
import { MORE_ROLEPLAY_SCENARIOS } from "./packs/roleplay-more";
import { ALL_ROLEPLAY_SCENARIOS, MIN_ROLEPLAY_SCENES } from "./roleplay-scenes";

describe("roleplay scenes, classic and newer", () => {
  it("keeps the four classic scenes first and reaches the issue's floor across all three categories", () => {
    expect(ALL_ROLEPLAY_SCENARIOS.slice(0, ROLEPLAY_SCENARIOS.length)).toEqual(ROLEPLAY_SCENARIOS);
    expect(ALL_ROLEPLAY_SCENARIOS.length).toBeGreaterThanOrEqual(MIN_ROLEPLAY_SCENES);
    for (const category of ROLEPLAY_CATEGORIES) {
      expect(
        MORE_ROLEPLAY_SCENARIOS.filter((scene) => scene.category === category.id).length,
        category.id,
      ).toBeGreaterThanOrEqual(6);
    }
    const ids = ALL_ROLEPLAY_SCENARIOS.map((scene) => scene.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titles = ALL_ROLEPLAY_SCENARIOS.map((scene) => scene.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const scene of MORE_ROLEPLAY_SCENARIOS) expect(scene.id, scene.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("every newer scene starts by agreeing it, with a word to stop, and ends out of character", () => {
    for (const scene of MORE_ROLEPLAY_SCENARIOS) {
      const first = scene.setupInstructions[0]!.toLowerCase();
      expect(first, scene.id).toMatch(/agree|talk|chat|as yourselves/);
      expect(first, scene.id).toMatch(/safe word/);
      expect(scene.scenarioFlow.at(-1)!.description.toLowerCase(), scene.id).toMatch(
        /out of (character|the (roles|story|game|show|lift|tent))|drop the roles|roles drop|step out/,
      );
      expect(scene.spicyLevel, scene.id).toBeGreaterThanOrEqual(1);
      expect(scene.spicyLevel, scene.id).toBeLessThanOrEqual(5);
      expect(
        scene.characterGuides.map((guide) => guide.character),
        scene.id,
      ).toEqual([...scene.characters]);
    }
    // Light ones too: the issue asks for scenes that are simply fun.
    expect(MORE_ROLEPLAY_SCENARIOS.filter((scene) => scene.spicyLevel === 1).length).toBeGreaterThanOrEqual(2);
  });
});
