import { gamesCatalogue } from "@content/games-catalogue";
import { INTIMATE_DESIRE_CATEGORIES, SET_THE_MOOD } from "@content/ideas/intimate-desires";
import { QUICK_ROMANTIC_GESTURES, ROMANTIC_IDEAS } from "@content/ideas/romantic-ideas";
import { AdventurePanel } from "~/components/home/adventure-panel";
import { DesiresGuide } from "~/components/home/desires-guide";
import { GameCards, type HomeGameCard } from "~/components/home/game-cards";
import { HomeHero } from "~/components/home/hero";
import { JourneyPlanner } from "~/components/journey/planner";
import { RomanticIdeas } from "~/components/home/romantic-ideas";
import { drawJourney } from "@domain/journey/sources";
import { redirect } from "react-router";
import { cataloguePositions, plannerSources } from "~/components/journey/sources";
import { sitePageHead } from "~/lib/head";
import { JOURNEY_QUERY, journeyRequestFrom } from "~/lib/journey/generator";
import { seededRandom } from "@domain/random";
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
export async function loader({ context, request }: Route.LoaderArgs) {
  const games = HOME_GAMES.map((slug): HomeGameCard => {
    if (slug === "custom-poster") return CUSTOM_POSTER_CARD;
    const game = gamesCatalogue.find((entry) => entry.slug === slug)!;
    return {
      path: game.path,
      title: game.title,
      description: game.description,
      duration: game.duration,
      level: game.level,
      tag: game.tag,
    };
  });
  const initialIdea =
    ROMANTIC_IDEAS[Math.floor(context.services.random() * ROMANTIC_IDEAS.length)] ?? ROMANTIC_IDEAS[0]!;
  return {
    positionsCount: context.services.positions.size(),
    games,
    ideas: ROMANTIC_IDEAS,
    initialIdeaId: initialIdea.id,
    gestures: QUICK_ROMANTIC_GESTURES,
    desires: INTIMATE_DESIRE_CATEGORIES,
    mood: SET_THE_MOOD,
    journey: await journeyFromAddress(context, new URL(request.url)),
  };
}

/**
 * The planner's form sent without JavaScript (or before the page hydrated): the server draws the sequence from a
 * seed in the address, as the browser would, so Generate Journey works from the first paint. A form sent without
 * a seed is redirected once to an address with one, which then shows the same sequence every time it is opened.
 */
async function journeyFromAddress(context: Route.LoaderArgs["context"], url: URL) {
  const asked = journeyRequestFrom(url.searchParams);
  if (!asked) return null;
  if (asked.seed === null) {
    const seed = Math.floor(context.services.random() * 2 ** 32) >>> 0;
    url.searchParams.set(JOURNEY_QUERY.seed, String(seed));
    throw redirect(`${url.pathname}${url.search}#planner`);
  }
  const [list, defaults] = await Promise.all([
    context.services.gamePositions.journey.list(),
    context.services.defaultImages.list(),
  ]);
  const sources = plannerSources(cataloguePositions(context.services.positions.pool()), list.positions, defaults);
  return {
    style: asked.style,
    count: asked.count,
    positions: drawJourney(sources.admin, sources.catalogue, asked.style, asked.count, seededRandom(asked.seed)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/", matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { positionsCount, games, ideas, initialIdeaId, gestures, desires, mood, journey } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <HomeHero positionsCount={positionsCount} />
      <GameCards games={games} />
      <JourneyPlanner initialJourney={journey} />
      <RomanticIdeas ideas={ideas} initialId={initialIdeaId} gestures={gestures} />
      <AdventurePanel />
      <DesiresGuide categories={desires} mood={mood} />
    </div>
  );
}
