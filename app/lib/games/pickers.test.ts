import { describe, expect, it } from "vitest";
import { CONVERSATION_CATEGORIES, CONVERSATION_LEVELS } from "@content/games/conversation";
import { ROLEPLAY_CATEGORIES, ROLEPLAY_SCENARIOS, roleplayScenariosInCategory } from "@content/games/roleplay";
import { SENSITIVITY_LABELS } from "@content/games/erogenous-zones";
import { MASSAGE_TONE_HZ } from "@content/games/massage";
import { conversationMatches, getConversationQuestion } from "./conversation";
import { clampVolume, getAudioContextConstructor, outputGain } from "./massage-audio";
import { sensitivityLabel, sensitivityPercent } from "./pleasure-map";
import { generateRoleplay, roleplayCategoryName } from "./roleplay";
import { seeded } from "../../../tests/support/seeded-random";

describe("roleplay generator", () => {
  it("has categories with 2, 1 and 1 scenarios", () => {
    expect(ROLEPLAY_CATEGORIES.map((category) => roleplayScenariosInCategory(category.id).length)).toEqual([2, 1, 1]);
    expect(roleplayCategoryName("adventure")).toBe("Adventure & Fantasy");
  });

  it("picks from all categories without repeating until all four were shown", () => {
    const random = seeded(9);
    let seen: string[] = [];
    const ids = new Set<string>();
    for (let i = 0; i < ROLEPLAY_SCENARIOS.length; i++) {
      const pick = generateRoleplay(seen, random)!;
      expect(pick.restarted).toBe(false);
      ids.add(pick.item.id);
      seen = pick.seen;
    }
    expect(ids.size).toBe(4);
    const next = generateRoleplay(seen, random)!;
    expect(next.restarted).toBe(true);
    expect(next.item.id).not.toBe(seen.at(-1));
  });
});

describe("conversation starters", () => {
  it("finds a question for every topic and level", () => {
    for (const category of CONVERSATION_CATEGORIES) {
      for (const level of CONVERSATION_LEVELS) {
        const matches = conversationMatches(category, level);
        expect(matches.length).toBeGreaterThan(0);
        const pick = getConversationQuestion(category, level, [], seeded(1))!;
        expect(pick.item).toMatchObject({ category, level });
        expect(pick.item.followUp).toHaveLength(2);
      }
    }
  });

  it("flags a repeat once the topic and level have nothing new", () => {
    const first = getConversationQuestion("fantasy", "hot", [], seeded(2))!;
    expect(first.restarted).toBe(false);
    const again = getConversationQuestion("fantasy", "hot", first.seen, seeded(2))!;
    expect(again.restarted).toBe(true);
    expect(again.item.id).toBe(first.item.id);
  });
});

describe("massage demo audio", () => {
  it("finds the Web Audio constructor or reports none", () => {
    class FakeContext {}
    expect(getAudioContextConstructor({ AudioContext: FakeContext })).toBe(FakeContext);
    expect(getAudioContextConstructor({ webkitAudioContext: FakeContext })).toBe(FakeContext);
    expect(getAudioContextConstructor({})).toBeUndefined();
    expect(getAudioContextConstructor(undefined)).toBeUndefined();
    expect(MASSAGE_TONE_HZ).toEqual({ sensual: 220, romantic: 330, passionate: 440 });
  });

  it("keeps the volume in 0-1 at 0.1 steps, default 0.7, silent when muted", () => {
    expect(clampVolume("0.3")).toBe(0.3);
    expect(clampVolume(0.26)).toBe(0.3);
    expect(clampVolume(2)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume("loud")).toBe(0.7);
    expect(outputGain(0.7, false)).toBe(0.7);
    expect(outputGain(0.7, true)).toBe(0);
  });
});

describe("pleasure map", () => {
  it("draws the sensitivity bar as level / 5 with the spec's labels", () => {
    expect([1, 2, 3, 4, 5].map((level) => sensitivityPercent(level as 1))).toEqual([20, 40, 60, 80, 100]);
    expect(SENSITIVITY_LABELS).toEqual({ 1: "Mild", 2: "Moderate", 3: "Good", 4: "High", 5: "Extreme" });
    expect(sensitivityLabel(4)).toBe("High");
  });
});
