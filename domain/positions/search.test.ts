import { describe, expect, it } from "vitest";
import { positionsCatalogue } from "@content/positions/catalogue";
import { cleanSearchQuery, searchEntries, searchScore, searchTokens } from "./search";

describe("catalogue search", () => {
  it("finds the whole Lotus family for 'lotus', name matches first", () => {
    const results = searchEntries(positionsCatalogue, "lotus");
    const family = positionsCatalogue.filter((entry) => entry.baseId === "romantic-1");
    expect(family.length).toBeGreaterThan(5);
    const named = positionsCatalogue.filter((entry) => /lotus/i.test(entry.name));
    expect(
      results
        .slice(0, named.length)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(named.map((entry) => entry.id).sort());
    for (const entry of family.filter((candidate) => /lotus/i.test(candidate.name))) expect(results).toContain(entry);
  });

  it("needs every word, matched at the start of a word, ignoring case and accents", () => {
    const entry = { name: "Slow Embrace", description: "A tender, unhurried hold by candlelight." };
    expect(searchScore(entry, searchTokens("slow emb"))).toBeGreaterThan(0);
    expect(searchScore(entry, searchTokens("CANDLE"))).toBeGreaterThan(0);
    expect(searchScore(entry, searchTokens("cándle"))).toBeGreaterThan(0);
    expect(searchScore(entry, searchTokens("low"))).toBe(0);
    expect(searchScore(entry, searchTokens("slow wall"))).toBe(0);
  });

  it("ranks a name match above a description match and keeps the incoming order among equals", () => {
    const list = [
      { id: "a", name: "Quiet Hour", description: "Begins like a lotus." },
      { id: "b", name: "Lotus", description: "Face to face." },
      { id: "c", name: "Lotus Bloom", description: "Face to face, slower." },
    ];
    expect(searchEntries(list, "lotus").map((entry) => entry.id)).toEqual(["b", "c", "a"]);
    expect(searchEntries(list, "  ").map((entry) => entry.id)).toEqual(["a", "b", "c"]);
  });

  it("cleans the query for the URL", () => {
    expect(cleanSearchQuery("  slow   lotus ")).toBe("slow lotus");
    expect(cleanSearchQuery(null)).toBe("");
    expect(cleanSearchQuery("x".repeat(200))).toHaveLength(80);
    expect(searchTokens("a-b a b c d e f g h i j")).toHaveLength(8);
  });
});
