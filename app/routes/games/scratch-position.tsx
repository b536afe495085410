import { loadLivePositions } from "~/lib/games/live-positions.server";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/scratch-position";
import { ScratchPositionGame } from "~/components/position-games/scratch-position-game";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The intro shows only when asked for (intro=1) and not skipped (start=1; #start is checked in the browser).
  const showIntro = url.searchParams.get("intro") === "1" && url.searchParams.get("start") !== "1";
  return { ...(await loadLivePositions(context)), showIntro };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/scratch-position", matches);

export default function ScratchPositionPage({ loaderData }: Route.ComponentProps) {
  return <ScratchPositionGame {...loaderData} />;
}
