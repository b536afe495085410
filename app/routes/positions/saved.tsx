import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/saved";
import { SavedPositionsScreen } from "~/components/positions/saved/saved-positions-screen";

/** Personal to one device, so kept out of search engines (and out of the sitemap). */
export const meta: Route.MetaFunction = ({ matches }) =>
  noIndexHead("Your saved positions", matches, "/positions/saved");

export default function SavedPositionsPage() {
  return <SavedPositionsScreen />;
}
