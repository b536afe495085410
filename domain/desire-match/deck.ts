import { BASE_POSITIONS } from "@content/positions/base-positions";
import { INTIMATE_DESIRE_CATEGORIES } from "@content/ideas/intimate-desires";
import { ROMANTIC_IDEAS } from "@content/ideas/romantic-ideas";
import { ROLEPLAY_SCENARIOS } from "@content/games/roleplay";
import { MASSAGE_TECHNIQUES } from "@content/games/massage";

export const DESIRE_LEVELS = ["sweet", "sensual", "spicy"] as const;
export type DesireLevel = (typeof DESIRE_LEVELS)[number];
export const DESIRE_LEVEL_LABELS: Record<DesireLevel, string> = { sweet: "Sweet", sensual: "Sensual", spicy: "Spicy" };

/** One card of the deck: something from the site the couple can say yes, maybe or no to. */
export interface DesireCard {
  /** Stable id ("position:romantic-1"): what each phone hashes, never sent as such. */
  id: string;
  title: string;
  kind: string;
  level: DesireLevel;
  href: string;
}

function allCards(): DesireCard[] {
  const cards: DesireCard[] = [];
  for (const base of BASE_POSITIONS) {
    const level: DesireLevel = base.style === "romantic" ? "sweet" : base.style === "mixed" ? "sensual" : "spicy";
    cards.push({ id: `position:${base.id}`, title: base.name, kind: "Position", level, href: `/positions/${base.id}` });
  }
  for (const idea of ROMANTIC_IDEAS) cards.push({ id: `idea:${idea.id}`, title: idea.title, kind: "Romantic idea", level: "sweet", href: "/#ideas-heading" });
  for (const technique of MASSAGE_TECHNIQUES) {
    cards.push({ id: `massage:${technique.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`, title: `${technique.name} massage`, kind: "Massage", level: "sweet", href: "/games/erotic-massage" });
  }
  for (const category of INTIMATE_DESIRE_CATEGORIES) {
    for (const activity of category.activities) {
      cards.push({ id: `desire:${activity.id}`, title: activity.title, kind: category.name, level: "sensual", href: "/#desires-heading" });
    }
  }
  for (const scenario of ROLEPLAY_SCENARIOS) cards.push({ id: `roleplay:${scenario.id}`, title: scenario.title, kind: "Roleplay", level: "spicy", href: "/games/fantasy-roleplay" });
  return cards;
}

const ORDER: Record<DesireLevel, number> = { sweet: 0, sensual: 1, spicy: 2 };

/**
 * The deck for a level: sweet cards only, sweet and sensual, or everything. The same on both phones (built from the
 * site's own content, in content order), so a card id means the same card to both partners.
 */
export function desireDeck(level: DesireLevel): DesireCard[] {
  return allCards().filter((card) => ORDER[card.level] <= ORDER[level]);
}
