import { describe, expect, it } from "vitest";
import { foldForScreening, HOLD_LABELS, screenStory } from "./never-publish";

const reasons = (...texts: string[]) => screenStory(...texts).reasons;

describe("words that must never be published", () => {
  it("lets ordinary adult writing through: sexual words alone are not suspect", () => {
    const stories = [
      "We undressed each other slowly, kissed until dawn and made love by the fire. The orgasm left us laughing.",
      "A sensual massage, a little bondage with silk scarves, some spanking and a lot of moaning: our kinkiest night.",
      "She was horny all evening; he was hard before dessert. Erotic, tender, and very naked.",
      "Our kids were at their grandparents' for the weekend.\n\n" +
        "It was the first quiet house in months, so we cooked, read poetry aloud and danced in the kitchen. " +
        "Later, much later, with a bottle of wine and nowhere to be, we found our way to the bedroom and made love.",
      "We met at 19 and married at 25; ten years on, the sex is better than ever.",
      "I am 34 years old and my partner is 41 years old.",
      "She is queer, we both are, and proud of it.",
      "The flame retardant blanket, the Pakistan trip and a chink of light under the door; a chink in the armour.",
      "Spick and span, we made the bed and then unmade it.",
    ];
    for (const text of stories) expect({ text, reasons: reasons(text) }).toEqual({ text, reasons: [] });
  });

  it("holds what only ever means sexualised minors, wherever it stands", () => {
    for (const text of [
      "a story about an underage girl",
      "pre-teen",
      "jailbait",
      "she looked like a loli",
      "paedophile",
      "pedo",
      "she was 15 years old",
      "a 14-year-old",
      "16yo",
      "aged 12",
    ]) {
      expect({ text, reasons: reasons(text) }).toEqual({ text, reasons: ["minors"] });
    }
  });

  it("holds a word about children next to a sexual word, and not far from it", () => {
    expect(reasons("the schoolgirl undressed")).toEqual(["minors"]);
    expect(reasons("two teens having sex")).toEqual(["minors"]);
    expect(reasons("a naked child")).toEqual(["minors"]);
    const far = `The children went to camp. ${"We tidied the garden all afternoon and talked. ".repeat(3)} Then we had sex.`;
    expect(reasons(far)).toEqual([]);
  });

  it("sees through common obfuscations", () => {
    expect(foldForScreening("T33N")).toBe("teen");
    expect(foldForScreening("u n d e r a g e")).toBe("underage");
    expect(reasons("u n d e r a g e")).toEqual(["minors"]);
    expect(reasons("j.a.i.l.b.a.i.t")).toEqual(["minors"]);
    expect(reasons("UNDÉRAGE")).toEqual(["minors"]);
    expect(reasons("und\u200berage")).toEqual(["minors"]);
    expect(reasons("a n@ked k1d")).toEqual(["minors"]);
    expect(reasons("p@ed0")).toEqual(["minors"]);
    expect(reasons("f4ggot")).toEqual(["slur"]);
    expect(reasons("faaaaggot")).toEqual(["slur"]);
    expect(reasons("r.e.t.a.r.d")).toEqual(["slur"]);
  });

  it("holds slurs, with whole words only", () => {
    expect(reasons("what a retard")).toEqual(["slur"]);
    expect(reasons("tranny")).toEqual(["slur"]);
    expect(reasons("kikes")).toEqual(["slur"]);
    expect(reasons("a retardant and a scrapbook of Kikeriki")).toEqual([]);
  });

  it("names both reasons when both are there, with the words the admin reads", () => {
    expect(reasons("underage", "tranny")).toEqual(["minors", "slur"]);
    expect(HOLD_LABELS.minors).toBe("Held: mentions of minors");
  });
});
