import { DesireMatchScreen } from "~/components/desire-match/desire-match-screen";
import { desireDeck } from "@domain/desire-match/deck";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/desire-match";

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/desire-match", matches);

// The deck travels as data, not in the page's code; the crypto loads only once a match is being computed.
export function loader() {
  return { cards: desireDeck("spicy") };
}

export default function DesireMatch({ loaderData }: Route.ComponentProps) {
  return <DesireMatchScreen cards={loaderData.cards} />;
}
