/**
 * Pure long-distance helpers (step view, tab cards, random pick). They live apart from the activity data in
 * content/guides/long-distance.ts so the page's JavaScript does not carry the text (the loader sends it).
 */
import type { LongDistanceActivity, LongDistanceTab, LongDistanceTabId } from "../../content/guides/long-distance";
import { pickOne, type RandomSource } from "../random";
import { pickFresh, seenInPool, type FreshPick } from "../games/no-repeat";
import { advanceStep } from "./steps";

/** The activity cards of a tab, in the tab's order. */
export function activitiesForTabIn(
  activities: readonly LongDistanceActivity[],
  tab: Pick<LongDistanceTab, "activityIds">,
): readonly LongDistanceActivity[] {
  return tab.activityIds
    .map((id) => activities.find((activity) => activity.id === id))
    .filter((activity): activity is LongDistanceActivity => activity !== undefined);
}

/**
 * Which tabs an activity written after the specification's twenty joins (the twenty keep their curated tabs):
 * its category's tab (romantic → Romance, intimate → Intimacy, playful → Connection) and its type's tab (video call,
 * messaging, surprise, planning; "together apart" ideas → Connection). Most Popular stays curated.
 */
export function tabsForActivity(activity: Pick<LongDistanceActivity, "category" | "type">): LongDistanceTabId[] {
  const byCategory: LongDistanceTabId =
    activity.category === "romantic" ? "romance" : activity.category === "intimate" ? "intimacy" : "connection";
  const byType: LongDistanceTabId =
    activity.type === "video_call"
      ? "video"
      : activity.type === "messaging"
        ? "messaging"
        : activity.type === "surprise"
          ? "surprise"
          : activity.type === "planning"
            ? "planning"
            : "connection";
  return byCategory === byType ? [byCategory] : [byCategory, byType];
}

/** The tabs with the later activities added after each tab's curated ones (ids never listed twice). */
export function tabsWithActivities<T extends Pick<LongDistanceTab, "id" | "activityIds">>(
  tabs: readonly T[],
  more: readonly Pick<LongDistanceActivity, "id" | "category" | "type">[],
): T[] {
  return tabs.map((tab) => {
    const ids = new Set(tab.activityIds);
    const added = more
      .filter((activity) => !ids.has(activity.id) && tabsForActivity(activity).includes(tab.id))
      .map((activity) => activity.id);
    return { ...tab, activityIds: [...tab.activityIds, ...added] };
  });
}

/** How many activity cards a tab shows at first, and how many more each "Show more" adds (a phone stays readable). */
export const LONG_DISTANCE_PAGE_SIZE = 6;

/** The cards to show: the first `shown` (at least one page), and how many are still hidden. */
export function visibleActivities<T>(
  activities: readonly T[],
  shown: number,
): { visible: readonly T[]; hidden: number } {
  const count = Math.max(LONG_DISTANCE_PAGE_SIZE, Math.floor(shown));
  const visible = activities.slice(0, count);
  return { visible, hidden: activities.length - visible.length };
}

/**
 * Step-by-step view state (spec §4): none chosen -> chosen at step 0; Next/Previous stay in bounds;
 * Complete on the last step clears the activity; Random picks any activity and resets to step 0.
 */
export type LongDistanceStepView = { readonly activityId: string; readonly step: number } | null;

export function openActivity(activity: LongDistanceActivity): LongDistanceStepView {
  return { activityId: activity.id, step: 0 };
}

/** Pick any activity with an injected random in [0, 1). Undefined only for an empty list. */
export function pickRandomActivity<T>(activities: readonly T[], random: RandomSource): T | undefined {
  return pickOne(activities, random);
}

/**
 * "Random Activity": an activity not drawn before on this device until every one has been (the history holds this
 * list only: ids no longer in it are dropped), never the one on screen (`currentId`) when there is a choice, even
 * when the round starts over. The site's one no-repeat picker (domain/games/no-repeat.ts).
 */
export function drawLongDistanceActivity<T extends { readonly id: string }>(
  activities: readonly T[],
  seen: readonly string[],
  random: RandomSource,
  currentId?: string | null,
): FreshPick<T> | undefined {
  const idOf = (activity: T) => activity.id;
  return pickFresh(activities, seenInPool(seen, activities, idOf), idOf, random, { avoid: currentId ?? null });
}

/** Next Step; on the last step this is "Complete" and returns null (no activity chosen). The guides' step rules. */
export function nextStep(view: LongDistanceStepView, activity: LongDistanceActivity): LongDistanceStepView {
  if (view === null) return null;
  const step = advanceStep({ step: view.step, total: activity.instructions.length });
  return step === null ? null : { activityId: view.activityId, step };
}

/** Previous; stays at step 0 (the button is disabled there). */
export function previousStep(view: LongDistanceStepView): LongDistanceStepView {
  if (view === null) return null;
  return { activityId: view.activityId, step: Math.max(0, view.step - 1) };
}

export function isLastStep(view: LongDistanceStepView, activity: LongDistanceActivity): boolean {
  return view !== null && view.step >= activity.instructions.length - 1;
}
