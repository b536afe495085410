/**
 * Every collection of written content, named, for the tests that read the content as a whole: how each collection's
 * items open (a collection is a list a visitor meets item after item: a game's prompts, a guide's activities, the
 * positions' descriptions), and which runs of words two different sources share.
 */
import { CONVERSATION_QUESTIONS } from "../../content/games/conversation";
import { DICE_ACTIONS } from "../../content/games/dice";
import { EROGENOUS_ZONE_GUIDES } from "../../content/games/erogenous-zones";
import { MASSAGE_TECHNIQUES } from "../../content/games/massage";
import { MORE_CONVERSATION_QUESTIONS } from "../../content/games/packs/conversation-more";
import { DESIRE_CARDS } from "../../content/games/packs/desire-cards";
import { MORE_DICE_ACTIONS } from "../../content/games/packs/dice-more";
import { MORE_ROLEPLAY_SCENARIOS } from "../../content/games/packs/roleplay-more";
import { TRUTH_OR_DARE_PACKS } from "../../content/games/packs/truth-or-dare-packs";
import { ROLEPLAY_SCENARIOS } from "../../content/games/roleplay";
import { TRUTH_OR_DARE_ITEMS } from "../../content/games/truth-or-dare-classic";
import { FIRST_NIGHT_IDEAS, HONEYMOON_IDEAS } from "../../content/guides/bucket-lists";
import { ALL_LONG_DISTANCE_ACTIVITIES } from "../../content/guides/long-distance-all";
import { LOVE_LANGUAGE_PAIRS } from "../../content/guides/love-language-pairs";
import { LOVE_LANGUAGE_ACTIVITIES } from "../../content/guides/love-languages";
import { ROMANTIC_GUIDES } from "../../content/guides/romantic-guides";
import { INTIMATE_DESIRE_CATEGORIES, SET_THE_MOOD } from "../../content/ideas/intimate-desires";
import { QUICK_ROMANTIC_GESTURES, ROMANTIC_IDEAS } from "../../content/ideas/romantic-ideas";
import { DAILY_QUESTIONS } from "../../content/our-space/daily-questions";
import { SOFTER_DICE_ACTIONS } from "../../content/games/softer/passion-dice";
import { SOFTER_MORE_DICE_ACTIONS } from "../../content/games/softer/passion-dice-more";
import { SOFTER_CLASSIC_DARES } from "../../content/games/softer/truth-or-dare-classic";
import { SOFTER_PACK_DARES } from "../../content/games/softer/truth-or-dare-packs";
import { BASE_POSITIONS } from "../../content/positions/base-positions";
import { positionsCatalogue } from "../../content/positions/catalogue";

export interface ContentItem {
  readonly id: string;
  readonly text: string;
}

export interface ContentCollection {
  /** Also the content's source, for the shared-run check: two items of one collection may be variations of one idea. */
  readonly name: string;
  /** Each item's leading text: the line a visitor reads first. */
  readonly items: readonly ContentItem[];
  /** Each item's whole text (every string in it), for the shared-run check. */
  readonly whole: readonly ContentItem[];
}

/** Every string inside a value, joined: an item's whole text, nested lists included. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join("\n");
  if (typeof value === "object" && value !== null) return Object.values(value).map(textOf).join("\n");
  return "";
}

function collection<T>(
  name: string,
  entries: readonly T[],
  id: (entry: T, index: number) => string,
  lead: (entry: T) => string,
  whole: (entry: T) => unknown = (entry) => entry,
): ContentCollection {
  return {
    name,
    items: entries.map((entry, index) => ({ id: id(entry, index), text: lead(entry) })),
    whole: entries.map((entry, index) => ({ id: id(entry, index), text: textOf(whole(entry)) })),
  };
}

const softer = (record: Readonly<Record<string, string>>) => Object.entries(record).map(([id, text]) => ({ id, text }));
const truthOrDare = [...TRUTH_OR_DARE_ITEMS, ...TRUTH_OR_DARE_PACKS.flatMap((pack) => pack.items)];
const desireActivities = INTIMATE_DESIRE_CATEGORIES.flatMap((category) => category.activities);
const zones = Object.values(EROGENOUS_ZONE_GUIDES).flatMap((guide) => guide.regions.flatMap((region) => region.zones));
const loveLanguageOptions = LOVE_LANGUAGE_PAIRS.flatMap((pair) => [
  { id: `${pair.id}a`, text: pair.a.text },
  { id: `${pair.id}b`, text: pair.b.text },
]);

export const CONTENT_COLLECTIONS: readonly ContentCollection[] = [
  collection(
    "position descriptions",
    positionsCatalogue,
    (entry) => entry.id,
    (entry) => entry.description,
    (entry) => [entry.description, entry.instructions, entry.benefits, entry.careNote ?? ""],
  ),
  // The bases are also the catalogue's first entries: their whole texts are read once, as positions.
  {
    ...collection(
      "base position descriptions",
      BASE_POSITIONS,
      (base) => base.id,
      (base) => base.description,
    ),
    whole: [],
  },
  collection(
    "truths",
    truthOrDare.filter((entry) => entry.type === "truth"),
    (entry) => entry.id,
    (entry) => entry.question,
  ),
  collection(
    "dares",
    truthOrDare.filter((entry) => entry.type === "dare"),
    (entry) => entry.id,
    (entry) => entry.question,
  ),
  collection(
    "dice actions",
    [...DICE_ACTIONS, ...MORE_DICE_ACTIONS],
    (entry) => entry.id,
    (entry) => entry.action,
    (entry) => entry.action,
  ),
  collection(
    "conversation questions",
    [...CONVERSATION_QUESTIONS, ...MORE_CONVERSATION_QUESTIONS],
    (entry) => entry.id,
    (entry) => entry.question,
  ),
  collection(
    "desire cards",
    DESIRE_CARDS,
    (entry) => entry.id,
    (entry) => entry.line,
  ),
  collection(
    "roleplay scenes",
    [...ROLEPLAY_SCENARIOS, ...MORE_ROLEPLAY_SCENARIOS],
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "love-language options",
    loveLanguageOptions,
    (entry) => entry.id,
    (entry) => entry.text,
  ),
  collection(
    "love-language activities",
    LOVE_LANGUAGE_ACTIVITIES,
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "long-distance activities",
    ALL_LONG_DISTANCE_ACTIVITIES,
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "romantic guides",
    ROMANTIC_GUIDES,
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "romantic ideas",
    ROMANTIC_IDEAS,
    (entry) => String(entry.id),
    (entry) => entry.description,
  ),
  collection(
    "quick gestures",
    QUICK_ROMANTIC_GESTURES,
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "honeymoon ideas",
    HONEYMOON_IDEAS,
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "first-night ideas",
    FIRST_NIGHT_IDEAS,
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "desire activities",
    desireActivities,
    (entry) => entry.id,
    (entry) => entry.subtitle,
  ),
  // The ideas are read whole with their activity above.
  {
    ...collection(
      "desire ideas",
      desireActivities.flatMap((activity) =>
        activity.spicyIdeas.map((text, index) => ({ id: `${activity.id}/${index + 1}`, text })),
      ),
      (entry) => entry.id,
      (entry) => entry.text,
    ),
    whole: [],
  },
  collection(
    "set the mood",
    SET_THE_MOOD,
    (entry) => entry.id,
    (entry) => entry.description,
  ),
  collection(
    "pleasure map zones",
    zones,
    (entry, index) => `${entry.id}#${index}`,
    (entry) => entry.description,
  ),
  collection(
    "massage techniques",
    MASSAGE_TECHNIQUES,
    (entry) => entry.name,
    (entry) => entry.description,
  ),
  collection(
    "softer dares",
    softer({ ...SOFTER_CLASSIC_DARES, ...SOFTER_PACK_DARES }),
    (entry) => entry.id,
    (entry) => entry.text,
  ),
  collection(
    "softer dice actions",
    softer({ ...SOFTER_DICE_ACTIONS, ...SOFTER_MORE_DICE_ACTIONS }),
    (entry) => entry.id,
    (entry) => entry.text,
  ),
  collection(
    "daily questions",
    DAILY_QUESTIONS,
    (entry) => entry.id,
    (entry) => entry.question,
  ),
];
