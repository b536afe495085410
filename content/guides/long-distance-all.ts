/**
 * Every long-distance activity on /games/long-distance: the specification's twenty (content/guides/long-distance.ts,
 * ids and count unchanged) first, then the ideas written for issue #33 (content/guides/long-distance-more.ts).
 */
import { LONG_DISTANCE_ACTIVITIES, type LongDistanceActivity } from "./long-distance";
import { MORE_LONG_DISTANCE_ACTIVITIES } from "./long-distance-more";

export const ALL_LONG_DISTANCE_ACTIVITIES: readonly LongDistanceActivity[] = [
  ...LONG_DISTANCE_ACTIVITIES,
  ...MORE_LONG_DISTANCE_ACTIVITIES,
];

/** The floor: at least 80 ideas. */
export const MIN_LONG_DISTANCE_ACTIVITIES = 80;
