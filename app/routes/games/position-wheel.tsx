import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/position-wheel";
import { PositionWheelGame } from "~/components/position-games/position-wheel-game";

export async function loader({ context }: Route.LoaderArgs) {
  const { positions } = await context.services.gamePositions.scratch.list();
  return { positions };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/position-wheel", matches);

export default function PositionWheelPage({ loaderData }: Route.ComponentProps) {
  return <PositionWheelGame {...loaderData} />;
}
