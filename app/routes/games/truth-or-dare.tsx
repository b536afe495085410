import { TRUTH_OR_DARE_GUIDELINES, TRUTH_OR_DARE_TIPS } from "@content/games/truth-or-dare";
import { TRUTH_OR_DARE_PACK_LIST } from "@content/games/packs";
import { softerDaresFor } from "~/lib/games/softer.server";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/truth-or-dare";
import { TruthOrDareGame } from "~/components/games/truth-or-dare/truth-or-dare-game";

// The questions (and the dares' softer versions) travel in the loader data, not in the page's JavaScript.
export function loader() {
  return {
    packs: TRUTH_OR_DARE_PACK_LIST,
    softer: softerDaresFor(TRUTH_OR_DARE_PACK_LIST),
    guidelines: TRUTH_OR_DARE_GUIDELINES,
    tips: TRUTH_OR_DARE_TIPS,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/truth-or-dare", matches);

export default function TruthOrDare({ loaderData }: Route.ComponentProps) {
  return <TruthOrDareGame {...loaderData} />;
}
