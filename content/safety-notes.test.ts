/**
 * Safety where it matters (issue #33): an item that brings in oil, lubricant, a restraint, a candle or wax, or ice
 * on skin carries the right short note in the item itself, once: oil and latex do not mix; a safeword (and nothing
 * around the neck) for restraint; candles kept away from bedding or never left unattended, and only body-safe,
 * low-temperature wax on skin; ice kept moving. Items that mention none of these need no note.
 */
import { describe, expect, it } from "vitest";
import { CONVERSATION_QUESTIONS } from "./games/conversation";
import { DICE_ACTIONS, DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS, PASSION_DICE_TIPS } from "./games/dice";
import { MORE_CONVERSATION_QUESTIONS } from "./games/packs/conversation-more";
import { DESIRE_CARDS } from "./games/packs/desire-cards";
import { MORE_DICE_ACTIONS } from "./games/packs/dice-more";
import { TRUTH_OR_DARE_PACKS } from "./games/packs/truth-or-dare-packs";
import { TRUTH_OR_DARE_ITEMS } from "./games/truth-or-dare-classic";
import { EROGENOUS_ZONE_GUIDES, PLEASURE_MAP_TIPS } from "./games/erogenous-zones";
import { MASSAGE_BENEFITS, MASSAGE_STEPS, MASSAGE_TECHNIQUES } from "./games/massage";
import { ROLEPLAY_GROUND_RULES } from "./games/roleplay";
import { ALL_ROLEPLAY_SCENARIOS } from "./games/roleplay-scenes";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "./guides/bucket-lists";
import { LONG_DISTANCE_TABS } from "./guides/long-distance";
import { ALL_LONG_DISTANCE_ACTIVITIES } from "./guides/long-distance-all";
import { LOVE_LANGUAGE_PAIRS } from "./guides/love-language-pairs";
import { LOVE_LANGUAGE_ACTIVITIES } from "./guides/love-languages";
import { ROMANTIC_GUIDES } from "./guides/romantic-guides";
import { INTIMATE_DESIRE_CATEGORIES, SET_THE_MOOD } from "./ideas/intimate-desires";
import { QUICK_ROMANTIC_GESTURES, ROMANTIC_IDEAS } from "./ideas/romantic-ideas";
import { MORE_ROLEPLAY_SCENARIOS } from "./games/packs/roleplay-more";
import { BASE_POSITIONS } from "./positions/base-positions";
import { positionsCatalogue } from "./positions/catalogue";
import { careNotesFor, SAFETY_RULES } from "./safety-rules";
import { SOFTER_DICE_ACTIONS } from "./games/softer/passion-dice";
import { SOFTER_MORE_DICE_ACTIONS } from "./games/softer/passion-dice-more";
import { SOFTER_CLASSIC_DARES } from "./games/softer/truth-or-dare-classic";
import { SOFTER_PACK_DARES } from "./games/softer/truth-or-dare-packs";

interface Item {
  readonly label: string;
  readonly text: string;
}

/** Every string inside a value, joined: an item's whole text, nested lists included. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join("\n");
  if (typeof value === "object" && value !== null) return Object.values(value).map(textOf).join("\n");
  return "";
}

const item = (source: string, id: unknown, value: unknown): Item => ({
  label: `${source} ${String(id)}`,
  text: textOf(value),
});

/** Every content source, item by item, each as a whole: games and their packs, guides, ideas and the positions. */
const ITEMS: readonly Item[] = [
  ...MASSAGE_STEPS.map((step) => item("massage step", step.id, step)),
  ...MASSAGE_TECHNIQUES.map((technique) => item("massage technique", technique.name, technique)),
  item("massage benefits", "list", MASSAGE_BENEFITS),
  item("pleasure map tips", "list", PLEASURE_MAP_TIPS),
  ...Object.values(EROGENOUS_ZONE_GUIDES).flatMap((guide) =>
    guide.regions.flatMap((region) => region.zones.map((zone) => item("pleasure map zone", zone.id, zone))),
  ),
  ...INTIMATE_DESIRE_CATEGORIES.flatMap((category) =>
    category.activities.map((activity) => item("desire activity", activity.id, activity)),
  ),
  ...SET_THE_MOOD.map((entry, index) => item("set the mood", index, entry)),
  ...ROMANTIC_IDEAS.map((idea) => item("romantic idea", idea.id, idea)),
  ...QUICK_ROMANTIC_GESTURES.map((gesture, index) => item("quick gesture", index, gesture)),
  ...HONEYMOON_IDEAS.map((idea) => item("honeymoon idea", idea.id, idea)),
  ...FIRST_NIGHT_IDEAS.map((idea) => item("first-night idea", idea.id, idea)),
  ...ALL_LONG_DISTANCE_ACTIVITIES.map((activity) => item("long-distance activity", activity.id, activity)),
  ...LONG_DISTANCE_TABS.flatMap((tab) =>
    tab.sections.map((section) => item("long-distance ideas", `${tab.id}/${section.title}`, section)),
  ),
  ...LOVE_LANGUAGE_ACTIVITIES.map((activity) => item("love-language activity", activity.id, activity)),
  ...LOVE_LANGUAGE_PAIRS.map((pair) => item("love-language pair", pair.id, pair)),
  ...ROMANTIC_GUIDES.map((guide) => item("romantic guide", guide.id, guide)),
  item("roleplay ground rules", "list", ROLEPLAY_GROUND_RULES),
  ...ALL_ROLEPLAY_SCENARIOS.map((scene) => item("roleplay scene", scene.id, scene)),
  item("passion dice tips", "list", PASSION_DICE_TIPS),
  ...Object.entries(DICE_TO_SPICE_DIFFICULTY_DESCRIPTIONS).map(([level, text]) =>
    item("dice to spice level", level, text),
  ),
  ...MORE_ROLEPLAY_SCENARIOS.map((scene) => item("roleplay scene (pack)", scene.id, scene)),
  // A position as its page shows it: name, description, steps, benefits and its note of care.
  ...positionsCatalogue.map((entry) =>
    item("position", entry.id, [
      entry.name,
      entry.description,
      entry.instructions,
      entry.benefits,
      entry.careNote ?? "",
    ]),
  ),
  ...BASE_POSITIONS.map((base) => item("base position", base.id, base)),
];

/**
 * The games' prompts: each is shown with its note of care on a line of its own under it (CareNote reads the same
 * rules), so the prompt itself stays playful and carries no safety clause.
 */
const PROMPTS: readonly Item[] = [
  ...[...DICE_ACTIONS, ...MORE_DICE_ACTIONS].map((action) => item("dice action", action.id, action.action)),
  ...[...TRUTH_OR_DARE_ITEMS, ...TRUTH_OR_DARE_PACKS.flatMap((pack) => pack.items)].map((entry) =>
    item("truth or dare", entry.id, entry.question),
  ),
  ...[...CONVERSATION_QUESTIONS, ...MORE_CONVERSATION_QUESTIONS].map((question) =>
    item("conversation starter", question.id, question),
  ),
  // "Not tonight": a softer version is shown in its card's place, with the card's note of care read from its own text.
  ...Object.entries({ ...SOFTER_CLASSIC_DARES, ...SOFTER_PACK_DARES }).map(([id, text]) =>
    item("softer dare", id, text),
  ),
  ...Object.entries({ ...SOFTER_DICE_ACTIONS, ...SOFTER_MORE_DICE_ACTIONS }).map(([id, text]) =>
    item("softer dice action", id, text),
  ),
  // A desire card is shown with its note under it, on the match screen and in the shared lists.
  ...DESIRE_CARDS.map((card) => item("desire card", card.id, [card.title, card.line])),
];

describe("safety notes where they matter", () => {
  it("reads the content it checks", () => {
    expect(ITEMS.length).toBeGreaterThan(400);
    expect(PROMPTS.length).toBeGreaterThan(700);
    expect(ITEMS.every((entry) => entry.text.length > 0)).toBe(true);
  });

  for (const rule of SAFETY_RULES) {
    it(`a game prompt that mentions it is shown with the note, and keeps no clause of it in its play (${rule.what})`, () => {
      const mentioning = PROMPTS.filter((entry) => rule.mentions.test(entry.text));
      for (const entry of mentioning) expect(careNotesFor(entry.text), entry.label).toContain(rule.careNote);
      const jammed = mentioning
        .filter((entry) => rule.note.test(entry.text))
        .map((entry) => `${entry.label}: "${entry.text}"`);
      expect(jammed).toEqual([]);
    });

    it(`every item that mentions it carries the note (${rule.what})`, () => {
      const missing = ITEMS.filter((entry) => rule.mentions.test(entry.text) && !rule.note.test(entry.text)).map(
        (entry) => `${entry.label}: "${entry.text.match(rule.mentions)![0]}"`,
      );
      expect(missing).toEqual([]);
    });
  }

  it("the checks catch a missing note and accept a present one", () => {
    const check = (what: string, text: string) => {
      const rule = SAFETY_RULES.find((entry) => entry.what.startsWith(what))!;
      return !rule.mentions.test(text) || rule.note.test(text);
    };
    expect(check("oil", "Warm a little oil in your hands.")).toBe(false);
    expect(check("oil", "Warm a little oil in your hands; oil and latex condoms do not mix.")).toBe(true);
    expect(check("oil", "Midnight Oil")).toBe(true);
    expect(check("restraint", "Keep any ties symbolic.")).toBe(false);
    expect(check("restraint", "Agree a safeword first. Keep any ties symbolic.")).toBe(true);
    expect(check("restraint", "A scent ties it together.")).toBe(true);
    expect(check("restraint", "Loosely tying wrists with a silk scarf.")).toBe(false);
    expect(check("restraint", "Tie a silk scarf loosely around your partner's wrists.")).toBe(false);
    expect(check("oil", "Oily hands slip.")).toBe(false);
    expect(check("candles", "Light a candle.")).toBe(false);
    expect(check("candles", "Light a candle well away from the bedding.")).toBe(true);
    expect(check("wax", "Drip warm wax.")).toBe(false);
    expect(check("ice", "Trail an ice cube along the collarbone.")).toBe(false);
    expect(check("ice", "Trail an ice cube along the collarbone, keeping it moving.")).toBe(true);
  });
});
