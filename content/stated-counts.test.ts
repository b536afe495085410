/**
 * Numbers the pages state are the data's (issue #46): a card that promises "eighty-four ways" shows eighty-four.
 * Each stated count is read from the text as written, so a rewrite that changes the number fails here too.
 */
import { describe, expect, it } from "vitest";
import { WHEEL_SEGMENTS } from "@domain/position-games/wheel";
import { gamesCatalogue } from "./games-catalogue";
import { MASSAGE_STEPS } from "./games/massage";
import { CONVERSATION_PACK_LIST, PASSION_DICE_PACK_LIST, TRUTH_OR_DARE_PACK_LIST } from "./games/packs";
import { ALL_LONG_DISTANCE_ACTIVITIES } from "./guides/long-distance-all";
import { LOVE_QUIZ_QUESTIONS } from "./guides/love-languages";

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "eighty-four", "a hundred and thirty", "160" → the number; null when the words are not a number. */
function numberFrom(words: string): number | null {
  const text = words.toLowerCase().trim();
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  let rest = text;
  const hundred = /^(a|one|two) hundred(?: and)?\s*/.exec(rest);
  if (hundred) {
    total += (hundred[1] === "two" ? 2 : 1) * 100;
    rest = rest.slice(hundred[0].length);
  }
  if (!rest) return total || null;
  const [tens, unit] = rest.split("-");
  if (tens! in TENS) return total + TENS[tens!]! + (unit ? (UNITS[unit] ?? NaN) : 0);
  if (tens! in UNITS && !unit) return total + UNITS[tens!]!;
  return null;
}

const NUMBER = "(\\d+|(?:a |one |two )?hundred(?: and)? [a-z-]+|(?:a |one |two )hundred|[a-z]+-[a-z]+|[a-z]+)";
/** The number written before `noun` in `text` ("Five guided steps" → 5 for "guided steps"). */
function stated(text: string, noun: string): number | null {
  const match = new RegExp(`\\b${NUMBER} ${noun}\\b`, "i").exec(text);
  return match ? numberFrom(match[1]!) : null;
}

const card = (slug: string) => gamesCatalogue.find((game) => game.slug === slug)!.description;
const pack = <T>(list: readonly { id: string; description: string; items: readonly T[] }[], id: string) =>
  list.find((entry) => entry.id === id)!;

describe("counts the pages state", () => {
  it("reads numbers as written", () => {
    expect(numberFrom("eighty-four")).toBe(84);
    expect(numberFrom("a hundred and thirty")).toBe(130);
    expect(numberFrom("Twenty")).toBe(20);
    expect(numberFrom("160")).toBe(160);
    expect(numberFrom("gentle")).toBeNull();
  });

  it("the games catalogue's cards", () => {
    expect(stated(card("long-distance"), "step-by-step ways")).toBe(ALL_LONG_DISTANCE_ACTIVITIES.length);
    expect(stated(card("love-quiz"), "questions")).toBe(LOVE_QUIZ_QUESTIONS.length);
    expect(stated(card("erotic-massage"), "guided steps")).toBe(MASSAGE_STEPS.length);
    const segments = /\b([a-z]+)-segment wheel\b/i.exec(card("spin-for-desire"));
    expect(segments && numberFrom(segments[1]!)).toBe(WHEEL_SEGMENTS);
    expect(stated(card("position-wheel"), "positions")).toBe(WHEEL_SEGMENTS);
  });

  it("the packs' descriptions", () => {
    const classic = pack(TRUTH_OR_DARE_PACK_LIST, "classic");
    expect(stated(classic.description, "truths")).toBe(classic.items.filter((item) => item.type === "truth").length);
    expect(stated(classic.description, "dares")).toBe(classic.items.filter((item) => item.type === "dare").length);
    expect(stated(pack(PASSION_DICE_PACK_LIST, "classic").description, "actions")).toBe(
      pack(PASSION_DICE_PACK_LIST, "classic").items.length,
    );
    expect(stated(pack(PASSION_DICE_PACK_LIST, "fresh-rolls").description, "new actions")).toBe(
      pack(PASSION_DICE_PACK_LIST, "fresh-rolls").items.length,
    );
    expect(stated(pack(CONVERSATION_PACK_LIST, "classic").description, "starters")).toBe(
      pack(CONVERSATION_PACK_LIST, "classic").items.length,
    );
    expect(stated(pack(CONVERSATION_PACK_LIST, "every-starter").description, "starters")).toBe(
      pack(CONVERSATION_PACK_LIST, "every-starter").items.length,
    );
  });
});
