import { PASSION_DICE_RULES, PASSION_DICE_TIPS } from "@content/games/dice";
import { PASSION_DICE_PACK_LIST } from "@content/games/packs";
import { softerDiceActionsFor } from "~/lib/games/softer.server";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/passion-dice";
import { PassionDiceGame } from "~/components/games/passion-dice/passion-dice-game";

// The actions (and their softer versions) travel in the loader data, not in the page's JavaScript.
export function loader() {
  return {
    packs: PASSION_DICE_PACK_LIST,
    softer: softerDiceActionsFor(PASSION_DICE_PACK_LIST),
    rules: PASSION_DICE_RULES,
    tips: PASSION_DICE_TIPS,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/passion-dice", matches);

export default function PassionDice({ loaderData }: Route.ComponentProps) {
  return <PassionDiceGame {...loaderData} />;
}
