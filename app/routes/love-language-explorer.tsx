import { LOVE_LANGUAGE_ACTIVITIES, LOVE_LANGUAGES } from "@content/guides/love-languages";
import { sitePageHead } from "~/lib/head";
import { searchViewsRevalidate } from "~/lib/search-views";
import type { Route } from "./+types/love-language-explorer";
import { LoveLanguageExplorerScreen } from "~/components/guides/love-language-explorer/love-language-explorer-screen";

/**
 * The languages and activities travel in the loader data, not in the page's JavaScript. Every view of the page is
 * a search of the same URL and is drawn from this data, so switching views does not ask the server again.
 */
export function loader() {
  return { languages: LOVE_LANGUAGES, activities: LOVE_LANGUAGE_ACTIVITIES };
}

export const shouldRevalidate = searchViewsRevalidate;

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/love-language-explorer", matches);

export default function LoveLanguageExplorerPage({ loaderData }: Route.ComponentProps) {
  return <LoveLanguageExplorerScreen languages={loaderData.languages} activities={loaderData.activities} />;
}
