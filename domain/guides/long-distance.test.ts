import { describe, expect, it } from "vitest";
import { LONG_DISTANCE_ACTIVITIES, LONG_DISTANCE_TABS } from "../../content/guides/long-distance";
import { ALL_LONG_DISTANCE_ACTIVITIES, MIN_LONG_DISTANCE_ACTIVITIES } from "../../content/guides/long-distance-all";
import { MORE_LONG_DISTANCE_ACTIVITIES } from "../../content/guides/long-distance-more";
import {
  activitiesForTabIn,
  LONG_DISTANCE_PAGE_SIZE,
  tabsForActivity,
  tabsWithActivities,
  visibleActivities,
} from "./long-distance";

describe("long distance with the later activities", () => {
  const tabs = tabsWithActivities(LONG_DISTANCE_TABS, MORE_LONG_DISTANCE_ACTIVITIES);

  it("holds at least 80 activities, the specification's twenty first, ids unique", () => {
    expect(ALL_LONG_DISTANCE_ACTIVITIES.length).toBeGreaterThanOrEqual(MIN_LONG_DISTANCE_ACTIVITIES);
    expect(ALL_LONG_DISTANCE_ACTIVITIES.slice(0, LONG_DISTANCE_ACTIVITIES.length)).toEqual(LONG_DISTANCE_ACTIVITIES);
    const ids = ALL_LONG_DISTANCE_ACTIVITIES.map((activity) => activity.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("a later activity joins its category's and its type's tab; curated tabs keep their order first", () => {
    expect(tabsForActivity({ category: "romantic", type: "video_call" })).toEqual(["romance", "video"]);
    expect(tabsForActivity({ category: "intimate", type: "messaging" })).toEqual(["intimacy", "messaging"]);
    expect(tabsForActivity({ category: "playful", type: "other" })).toEqual(["connection"]);
    expect(tabsForActivity({ category: "playful", type: "planning" })).toEqual(["connection", "planning"]);
    for (const [index, tab] of tabs.entries()) {
      expect(tab.activityIds.slice(0, LONG_DISTANCE_TABS[index]!.activityIds.length)).toEqual(
        LONG_DISTANCE_TABS[index]!.activityIds,
      );
      expect(new Set(tab.activityIds).size).toBe(tab.activityIds.length);
      expect(activitiesForTabIn(ALL_LONG_DISTANCE_ACTIVITIES, tab)).toHaveLength(tab.activityIds.length);
    }
    expect(tabs.find((tab) => tab.id === "most_popular")!.activityIds).toEqual(
      LONG_DISTANCE_TABS.find((tab) => tab.id === "most_popular")!.activityIds,
    );
    // Every later activity can be found on at least one tab.
    const listed = new Set(tabs.flatMap((tab) => tab.activityIds));
    expect(MORE_LONG_DISTANCE_ACTIVITIES.every((activity) => listed.has(activity.id))).toBe(true);
  });

  it("a tab shows a page of cards at first and more on request", () => {
    const list = Array.from({ length: 15 }, (_, i) => i);
    expect(visibleActivities(list, LONG_DISTANCE_PAGE_SIZE)).toEqual({ visible: list.slice(0, 6), hidden: 9 });
    expect(visibleActivities(list, 12).hidden).toBe(3);
    expect(visibleActivities(list, 99)).toEqual({ visible: list, hidden: 0 });
    expect(visibleActivities(list, 0).visible).toHaveLength(6);
    expect(visibleActivities([1, 2], 6)).toEqual({ visible: [1, 2], hidden: 0 });
  });
});
