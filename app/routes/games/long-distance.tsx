import { LONG_DISTANCE_TABS } from "@content/guides/long-distance";
import { ALL_LONG_DISTANCE_ACTIVITIES } from "@content/guides/long-distance-all";
import { MORE_LONG_DISTANCE_ACTIVITIES } from "@content/guides/long-distance-more";
import { tabsWithActivities } from "@domain/guides/long-distance";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/long-distance";
import { LongDistanceScreen } from "~/components/guides/long-distance/long-distance-screen";

// The activities and tabs travel in the loader data, not in the page's JavaScript. The later activities join the
// tabs of their category and type, after each tab's curated ones.
export function loader() {
  return {
    activities: ALL_LONG_DISTANCE_ACTIVITIES,
    tabs: tabsWithActivities(LONG_DISTANCE_TABS, MORE_LONG_DISTANCE_ACTIVITIES),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/long-distance", matches);

export default function LongDistancePage({ loaderData }: Route.ComponentProps) {
  return <LongDistanceScreen activities={loaderData.activities} tabs={loaderData.tabs} />;
}
