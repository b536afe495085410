import { ROLEPLAY_CATEGORIES, ROLEPLAY_GROUND_RULES } from "@content/games/roleplay";
import { ALL_ROLEPLAY_SCENARIOS } from "@content/games/roleplay-scenes";
import { DICE_LEVEL_NAMES } from "@content/games/dice";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/fantasy-roleplay";
import { FantasyRoleplayGame } from "~/components/games/fantasy-roleplay/fantasy-roleplay-game";

// The scenarios (the four classic scenes and the newer ones) travel in the loader data, not in the page's JavaScript.
export function loader() {
  return {
    scenarios: ALL_ROLEPLAY_SCENARIOS,
    categories: ROLEPLAY_CATEGORIES,
    groundRules: ROLEPLAY_GROUND_RULES,
    levelNames: DICE_LEVEL_NAMES,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/fantasy-roleplay", matches);

export default function FantasyRoleplay({ loaderData }: Route.ComponentProps) {
  return <FantasyRoleplayGame {...loaderData} />;
}
