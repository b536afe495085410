import { DiceToSpiceGame } from "~/components/games/dice-to-spice/dice-to-spice-game";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/dice-to-spice";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/dice-to-spice", matches);

export default function DiceToSpice() {
  return <DiceToSpiceGame />;
}
