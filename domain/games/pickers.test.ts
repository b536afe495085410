import { describe, expect, it } from "vitest";
import { CONVERSATION_CATEGORIES, CONVERSATION_LEVELS } from "@content/games/conversation";
import { ROLEPLAY_CATEGORIES, ROLEPLAY_SCENARIOS, roleplayScenariosInCategory } from "@content/games/roleplay";
import { SENSITIVITY_LABELS } from "@content/games/erogenous-zones";
import { conversationMatches, getConversationQuestion } from "./conversation";
import { sensitivityLabel, sensitivityPercent } from "./pleasure-map";
import { drawRoleplayFrom, generateRoleplay, roleplayCategoryName } from "./roleplay";
import { seeded } from "../../tests/support/seeded-random";

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

  it("never generates the scenario on screen again when there is a choice", () => {
    const [first, second] = ROLEPLAY_SCENARIOS;
    const fresh = drawRoleplayFrom(ROLEPLAY_SCENARIOS, [], () => 0, first!.id)!;
    expect(fresh.item.id).toBe(second!.id);
    const allSeen = ROLEPLAY_SCENARIOS.map((scenario) => scenario.id);
    const restart = drawRoleplayFrom(ROLEPLAY_SCENARIOS, allSeen, () => 0, first!.id)!;
    expect(restart).toMatchObject({ restarted: true, item: { id: second!.id } });
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

describe("pleasure map", () => {
  it("draws the sensitivity bar as level / 5 with the spec's labels", () => {
    expect([1, 2, 3, 4, 5].map((level) => sensitivityPercent(level as 1))).toEqual([20, 40, 60, 80, 100]);
    expect(SENSITIVITY_LABELS).toEqual({ 1: "Mild", 2: "Moderate", 3: "Good", 4: "High", 5: "Extreme" });
    expect(sensitivityLabel(4)).toBe("High");
  });
});
