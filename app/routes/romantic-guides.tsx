import { GUIDE_CATEGORIES, ROMANTIC_GUIDES } from "@content/guides/romantic-guides";
import { sitePageHead } from "~/lib/head";
import { searchViewsRevalidate } from "~/lib/search-views";
import type { Route } from "./+types/romantic-guides";
import { RomanticGuidesScreen } from "~/components/guides/romantic-guides/romantic-guides-screen";
/**
 * The guides and categories travel in the loader data, not in the page's JavaScript. Every view of the page is
 * a search of the same URL and is drawn from this data, so switching views does not ask the server again.
 */
export function loader() {
  return { guides: ROMANTIC_GUIDES, categories: GUIDE_CATEGORIES };
}

export const shouldRevalidate = searchViewsRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/romantic-guides", matches);

export default function RomanticGuidesPage({ loaderData }: Route.ComponentProps) {
  return <RomanticGuidesScreen guides={loaderData.guides} categories={loaderData.categories} />;
}
