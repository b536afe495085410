import { TRUTH_OR_DARE_GUIDELINES, TRUTH_OR_DARE_TIPS, truthOrDareCard } from "@content/games/truth-or-dare";
import { TRUTH_OR_DARE_PACK_LIST } from "@content/games/packs";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/truth-or-dare";
import { TruthOrDareGame } from "~/components/games/truth-or-dare/truth-or-dare-game";

// The loader sends the cards (what the setup screen counts); their words come in a file of their own once the page has
// hydrated (app/lib/games/truth-or-dare-words.ts), so neither weighs on the page's first JavaScript.
export function loader() {
  return {
    packs: TRUTH_OR_DARE_PACK_LIST.map(({ items, ...pack }) => ({ ...pack, items: items.map(truthOrDareCard) })),
    guidelines: TRUTH_OR_DARE_GUIDELINES,
    tips: TRUTH_OR_DARE_TIPS,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/truth-or-dare", matches);

export default function TruthOrDare({ loaderData }: Route.ComponentProps) {
  return <TruthOrDareGame {...loaderData} />;
}
