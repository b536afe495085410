import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/pleasure-map";
import { PleasureMapGame } from "~/components/games/pleasure-map/pleasure-map-game";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/pleasure-map", matches);

export default function PleasureMap() {
  return <PleasureMapGame />;
}
