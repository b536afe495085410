import { describe, expect, it } from "vitest";
import { TRUTH_OR_DARE_PACK_LIST } from "@content/games/packs";
import { softerDare } from "@content/games/softer";
import { truthOrDareCard } from "@content/games/truth-or-dare";
import { TRUTH_OR_DARE_WORDS } from "./truth-or-dare-words";

// The page's loader sends the cards without their words, and the words come in a file of their own after hydration:
// together they must give back every pack's prompts exactly, and the dares' softer versions as the rooms offer them.
describe("Truth or Dare's words, loaded after the cards", () => {
  const items = TRUTH_OR_DARE_PACK_LIST.flatMap((pack) => pack.items);

  it("holds every prompt of every pack, word for word, and nothing else", () => {
    expect(items.length).toBeGreaterThan(300);
    for (const item of items) expect(TRUTH_OR_DARE_WORDS.questions[item.id], item.id).toBe(item.question);
    expect(Object.keys(TRUTH_OR_DARE_WORDS.questions).sort()).toEqual(items.map((item) => item.id).sort());
  });

  it("holds each dare's softer version as the content writes it, and none for a truth", () => {
    for (const item of items) {
      const written = item.type === "dare" ? softerDare(item.id) : undefined;
      expect(TRUTH_OR_DARE_WORDS.softer[item.id], item.id).toBe(written);
    }
    const dares = new Set(items.filter((item) => item.type === "dare").map((item) => item.id));
    expect(Object.keys(TRUTH_OR_DARE_WORDS.softer).filter((id) => !dares.has(id))).toEqual([]);
  });

  it("sends cards that carry no words", () => {
    const card = truthOrDareCard(items[0]!);
    expect(card).toEqual({
      id: items[0]!.id,
      type: items[0]!.type,
      spicyLevel: items[0]!.spicyLevel,
      category: items[0]!.category,
    });
    expect(JSON.stringify(TRUTH_OR_DARE_PACK_LIST.map((pack) => pack.items.map(truthOrDareCard)))).not.toContain(
      items[0]!.question.slice(0, 20),
    );
  });
});
