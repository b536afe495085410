import { gamesCatalogue } from "@content/games-catalogue";
import { INTIMATE_DESIRE_CATEGORIES, SET_THE_MOOD } from "@content/ideas/intimate-desires";
import { QUICK_ROMANTIC_GESTURES, ROMANTIC_IDEAS } from "@content/ideas/romantic-ideas";
import { AdventurePanel } from "~/components/home/adventure-panel";
import { DesiresGuide } from "~/components/home/desires-guide";
import { GameCards, type HomeGameCard } from "~/components/home/game-cards";
import { HomeHero } from "~/components/home/hero";
import { JourneyPlanner } from "~/components/home/journey-planner";
import { RomanticIdeas } from "~/components/home/romantic-ideas";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/home";

/** The eight game cards of spec §2.4, in its order. */
const HOME_GAMES = [
  "random-position",
  "spin-for-desire",
  "custom-poster",
  "passion-dice",
  "honeymoon-bucket-list",
  "first-night-bucket-list",
  "scratch-position",
  "dice-to-spice",
] as const;

const CUSTOM_POSTER_CARD: HomeGameCard = {
  path: "/positions/custom-poster",
  title: "Custom Poster",
  description: "Reveal one position a day for seven days and print your journey as a poster.",
  duration: "7 days",
  level: "Easy",
  tag: "Journey",
};

/**
 * Content travels as loader data (HTML), not as JavaScript: the page code stays small. The 500-plus-entry catalogue is
 * never shipped here; the journey planner fetches a compact [id, name, style] pool when it is first used.
 */
export function loader({ context }: Route.LoaderArgs) {
  const games = HOME_GAMES.map((slug): HomeGameCard => {
    if (slug === "custom-poster") return CUSTOM_POSTER_CARD;
    const game = gamesCatalogue.find((entry) => entry.slug === slug)!;
    return { path: game.path, title: game.title, description: game.description, duration: game.duration, level: game.level, tag: game.tag };
  });
  const initialIdea = ROMANTIC_IDEAS[Math.floor(context.services.random() * ROMANTIC_IDEAS.length)] ?? ROMANTIC_IDEAS[0]!;
  return {
    positionsCount: context.services.positions.size(),
    games,
    ideas: ROMANTIC_IDEAS,
    initialIdeaId: initialIdea.id,
    gestures: QUICK_ROMANTIC_GESTURES,
    desires: INTIMATE_DESIRE_CATEGORIES,
    mood: SET_THE_MOOD,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/", matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { positionsCount, games, ideas, initialIdeaId, gestures, desires, mood } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <HomeHero positionsCount={positionsCount} />
      <GameCards games={games} />
      <JourneyPlanner />
      <RomanticIdeas ideas={ideas} initialId={initialIdeaId} gestures={gestures} />
      <AdventurePanel />
      <DesiresGuide categories={desires} mood={mood} />
    </div>
  );
}
