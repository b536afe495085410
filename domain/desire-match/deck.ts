import { BASE_POSITIONS } from "@content/positions/base-positions";
import { INTIMATE_DESIRE_CATEGORIES } from "@content/ideas/intimate-desires";
import { ROMANTIC_IDEAS } from "@content/ideas/romantic-ideas";
import { ROLEPLAY_SCENARIOS } from "@content/games/roleplay";
import { MASSAGE_TECHNIQUES } from "@content/games/massage";
import { DESIRE_CARDS } from "@content/games/packs/desire-cards";

export const DESIRE_LEVELS = ["sweet", "sensual", "spicy"] as const;
export type DesireLevel = (typeof DESIRE_LEVELS)[number];
export const DESIRE_LEVEL_LABELS: Record<DesireLevel, string> = { sweet: "Sweet", sensual: "Sensual", spicy: "Spicy" };

/** The floor for the whole deck (the spicy level holds every card). */
export const MIN_DESIRE_DECK = 250;
/**
 * The most cards any level may hold: every sealed step of a match is padded to room for a full "yes" and a full
 * "yes or maybe" set of this many cards (api.ts), about 34 KB, under the relay's 64 KB message.
 */
export const MAX_DESIRE_DECK_CARDS = 400;

/** One card of the deck: something from the site the couple can say yes, maybe or no to. */
export interface DesireCard {
  /** Stable id ("position:romantic-1"): what each phone hashes, never sent as such. */
  id: string;
  title: string;
  /** One line under the title on the match screen, so a partner can answer without guessing. */
  description: string;
  kind: string;
  level: DesireLevel;
  /** Where the site says more about it; null for the deck's own cards. */
  href: string | null;
}

const DESCRIPTION_MAX = 170;

/** The first sentence of a text, cut at a word (with an ellipsis) when it is still long: a card's one line. */
export function shortLine(text: string, max: number = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const end = clean.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? clean.slice(0, end + 1) : clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[,;:\s]+$/, "")}…`;
}

function siteCards(): DesireCard[] {
  const cards: DesireCard[] = [];
  for (const base of BASE_POSITIONS) {
    const level: DesireLevel = base.style === "romantic" ? "sweet" : base.style === "mixed" ? "sensual" : "spicy";
    cards.push({
      id: `position:${base.id}`,
      title: base.name,
      description: shortLine(base.description),
      kind: "Position",
      level,
      href: `/positions/${base.id}`,
    });
  }
  for (const idea of ROMANTIC_IDEAS) {
    cards.push({
      id: `idea:${idea.id}`,
      title: idea.title,
      description: shortLine(idea.description),
      kind: "Romantic idea",
      level: "sweet",
      href: "/#ideas-heading",
    });
  }
  for (const technique of MASSAGE_TECHNIQUES) {
    cards.push({
      id: `massage:${technique.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      title: `${technique.name} massage`,
      description: shortLine(technique.description),
      kind: "Massage",
      level: "sweet",
      href: "/games/erotic-massage",
    });
  }
  for (const category of INTIMATE_DESIRE_CATEGORIES) {
    for (const activity of category.activities) {
      cards.push({
        id: `desire:${activity.id}`,
        title: activity.title,
        description: shortLine(activity.subtitle),
        kind: category.name,
        level: "sensual",
        href: "/#desires-heading",
      });
    }
  }
  for (const scenario of ROLEPLAY_SCENARIOS) {
    cards.push({
      id: `roleplay:${scenario.id}`,
      title: scenario.title,
      description: shortLine(scenario.description),
      kind: "Roleplay",
      level: "spicy",
      href: "/games/fantasy-roleplay",
    });
  }
  return cards;
}

/** The deck's own cards (content/games/packs/desire-cards.ts), written to be answered at a glance. */
function wishCards(): DesireCard[] {
  return DESIRE_CARDS.map((card) => ({
    id: `wish:${card.id}`,
    title: card.title,
    description: card.line,
    kind: "Something to try",
    level: card.level,
    href: null,
  }));
}

/** Two lists woven together, one from each in turn, the rest of the longer one at the end. */
function weave<T>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = [];
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    if (index < first.length) out.push(first[index]!);
    if (index < second.length) out.push(second[index]!);
  }
  return out;
}

/**
 * Every card, gentlest level first; within a level the deck's own cards and the site's alternate, so a long deck
 * does not bring forty of one kind in a row. Deterministic: both phones build the same order.
 */
function allCards(): DesireCard[] {
  const site = siteCards();
  const wishes = wishCards();
  return DESIRE_LEVELS.flatMap((level) =>
    weave(
      wishes.filter((card) => card.level === level),
      site.filter((card) => card.level === level),
    ),
  );
}

const ORDER: Record<DesireLevel, number> = { sweet: 0, sensual: 1, spicy: 2 };

/**
 * The deck for a level: sweet cards only, sweet and sensual, or everything. The same on both phones (built from the
 * site's own content in a fixed order), so a card id means the same card to both partners.
 */
export function desireDeck(level: DesireLevel): DesireCard[] {
  return allCards().filter((card) => ORDER[card.level] <= ORDER[level]);
}

/**
 * The shared cards in the deck's own order, whatever order a phone answered or the match returned them in: both
 * partners see the same list, so "the third one" means the same card to both.
 */
export function inDeckOrder(deck: readonly DesireCard[], ids: readonly string[]): DesireCard[] {
  const wanted = new Set(ids);
  return deck.filter((card) => wanted.has(card.id));
}
