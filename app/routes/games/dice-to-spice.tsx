import { DiceToSpiceGame } from "~/components/games/dice-to-spice/dice-to-spice-game";
import { softerDiceToSpiceTable } from "~/lib/games/softer.server";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/dice-to-spice";

// The gentler face for each face and body part ("Not tonight") travels in the loader data, not in the page's JavaScript.
export function loader() {
  return { softer: softerDiceToSpiceTable() };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/dice-to-spice", matches);

export default function DiceToSpice({ loaderData }: Route.ComponentProps) {
  return <DiceToSpiceGame softer={loaderData.softer} />;
}
