import { describe, expect, it } from "vitest";
import { ROMANTIC_GUIDES } from "@content/guides/romantic-guides";
import { parseCustomGuides } from "./custom-guides";

const valid = {
  id: "our-sunday",
  title: "Our Slow Sunday",
  description: "How we like to spend a lazy Sunday.",
  category: "romance_rituals",
  sections: [{ title: "Morning", content: "Coffee in bed.", steps: ["Brew", "Bring it back to bed"] }],
  tips: ["No alarms"],
};

describe("parseCustomGuides", () => {
  it("ignores anything that is not a list", () => {
    expect(parseCustomGuides({ guides: [valid] })).toBeUndefined();
    expect(parseCustomGuides("[]")).toBeUndefined();
    expect(parseCustomGuides(null)).toBeUndefined();
  });

  it("keeps well-formed guides with defaults for optional fields", () => {
    const [guide] = parseCustomGuides([valid])!;
    expect(guide).toMatchObject({
      id: "our-sunday",
      category: "romance_rituals",
      difficulty: "beginner",
      icon: "Sparkles",
      color: "rose",
      featured: false,
      custom: true,
      tips: ["No alarms"],
    });
    expect(guide!.sections[0]).toEqual({
      id: "section-1",
      title: "Morning",
      content: "Coffee in bed.",
      steps: ["Brew", "Bring it back to bed"],
    });
  });

  it("skips malformed entries, unknown categories, empty sections and ids of built-in or earlier guides", () => {
    const parsed = parseCustomGuides([
      valid,
      { ...valid },
      { ...valid, id: ROMANTIC_GUIDES[0]!.id },
      { ...valid, id: "x", category: "nope" },
      { ...valid, id: "y", sections: [] },
      { ...valid, id: "z", sections: [{ title: "", content: "x" }] },
      { ...valid, id: "w", title: 42 },
      "junk",
      null,
    ])!;
    expect(parsed.map((guide) => guide.id)).toEqual(["our-sunday"]);
  });

  it("falls back on unknown icons, colours and difficulties", () => {
    const [guide] = parseCustomGuides([
      { ...valid, icon: "Bomb", color: "neon", difficulty: "impossible", featured: true },
    ])!;
    expect(guide).toMatchObject({ icon: "Sparkles", color: "rose", difficulty: "beginner", featured: true });
  });
});
