/**
 * Truth or Dare's words: every prompt's text and every dare's softer version ("Not tonight"), by id. The page's
 * loader sends only the cards (id, truth or dare, level, category), which is all the setup screen counts; this
 * module is a file of its own that the page loads once it has hydrated (truth-or-dare-game.tsx), so the ~90 KB of
 * words never delay the first tap, and the service worker keeps it on the device with the page (precacheList).
 * Nothing that a route loads at first may import the content modules below, or the words would move into its file.
 */
import { TRUTH_OR_DARE_PACKS } from "@content/games/packs/truth-or-dare-packs";
import { SOFTER_CLASSIC_DARES } from "@content/games/softer/truth-or-dare-classic";
import { SOFTER_PACK_DARES } from "@content/games/softer/truth-or-dare-packs";
import { TRUTH_OR_DARE_ITEMS } from "@content/games/truth-or-dare-classic";

export interface TruthOrDareWords {
  /** Each prompt's text, by its id, across every pack. */
  readonly questions: Readonly<Record<string, string>>;
  /** Each dare's softer version, by the dare's id (a dare missing here offers only "Save for later"). */
  readonly softer: Readonly<Record<string, string>>;
}

export const TRUTH_OR_DARE_WORDS: TruthOrDareWords = {
  questions: Object.fromEntries(
    [TRUTH_OR_DARE_ITEMS, ...TRUTH_OR_DARE_PACKS.map((pack) => pack.items)].flatMap((items) =>
      items.map((item) => [item.id, item.question]),
    ),
  ),
  softer: { ...SOFTER_CLASSIC_DARES, ...SOFTER_PACK_DARES },
};
