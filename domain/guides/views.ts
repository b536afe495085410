/**
 * The internal views of /love-language-explorer and /romantic-guides (spec §2.7, §2.8), reflected in the URL
 * search so Back works and a view can be shared. Unknown or malformed parameters fall back to the landing view.
 */
import { LOVE_LANGUAGE_IDS, type LoveLanguageActivity, type LoveLanguageId } from "@content/guides/love-languages";
import { GUIDE_CATEGORY_IDS, type GuideCategoryId, type RomanticGuide } from "@content/guides/romantic-guides";
import { stepFromParam } from "./steps";

export type ExplorerView<A extends LoveLanguageActivity = LoveLanguageActivity> =
  | { readonly kind: "landing" }
  | { readonly kind: "language"; readonly language: LoveLanguageId }
  | { readonly kind: "activity"; readonly language: LoveLanguageId; readonly activity: A }
  | { readonly kind: "try"; readonly language: LoveLanguageId; readonly activity: A; readonly step: number };

/** True when a URL parameter is one of `ids` (a love language, a guide category). */
function isOneOf<T extends string>(ids: readonly T[], value: string | null): value is T {
  return value !== null && (ids as readonly string[]).includes(value);
}

/** A view's search string ("?..." or ""): its parameters, then its step 1-based when it is on one. */
function viewSearch(named: Record<string, string>, step?: number): string {
  const params = new URLSearchParams(named);
  if (step !== undefined) params.set("step", String(step + 1));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The view named by the URL; `activities` is the activity list (the page gets it from its loader). */
export function explorerViewFromParams<A extends LoveLanguageActivity>(
  params: URLSearchParams,
  activities: readonly A[],
): ExplorerView<A> {
  const activityId = params.get("activity");
  const activity = activityId ? activities.find((entry) => entry.id === activityId) : undefined;
  if (activity) {
    if (params.has("step")) {
      return {
        kind: "try",
        language: activity.type,
        activity,
        step: stepFromParam(params.get("step"), activity.instructions.length),
      };
    }
    return { kind: "activity", language: activity.type, activity };
  }
  const language = params.get("language");
  if (isOneOf(LOVE_LANGUAGE_IDS, language)) return { kind: "language", language };
  return { kind: "landing" };
}

/** The search string ("?..." or "") of a view; steps are 1-based in the URL. */
export function explorerSearch(
  view:
    | { kind: "landing" }
    | { kind: "language"; language: LoveLanguageId }
    | { kind: "activity"; activityId: string }
    | { kind: "try"; activityId: string; step: number },
): string {
  if (view.kind === "landing") return viewSearch({});
  if (view.kind === "language") return viewSearch({ language: view.language });
  return viewSearch({ activity: view.activityId }, view.kind === "try" ? view.step : undefined);
}

export type GuidesView<G extends RomanticGuide = RomanticGuide> =
  | { readonly kind: "landing" }
  | { readonly kind: "category"; readonly category: GuideCategoryId }
  | { readonly kind: "guide"; readonly guide: G }
  | { readonly kind: "walkthrough"; readonly guide: G; readonly step: number }
  /** A guide id that matches no guide (for example a custom guide not on this device). */
  | { readonly kind: "missing"; readonly guideId: string };

export function guidesViewFromParams<G extends RomanticGuide>(
  params: URLSearchParams,
  guides: readonly G[],
): GuidesView<G> {
  const guideId = params.get("guide");
  if (guideId) {
    const guide = guides.find((entry) => entry.id === guideId);
    if (!guide) return { kind: "missing", guideId };
    if (params.has("step"))
      return { kind: "walkthrough", guide, step: stepFromParam(params.get("step"), guide.sections.length) };
    return { kind: "guide", guide };
  }
  const category = params.get("category");
  if (isOneOf(GUIDE_CATEGORY_IDS, category)) return { kind: "category", category };
  return { kind: "landing" };
}

export function guidesSearch(
  view:
    | { kind: "landing" }
    | { kind: "category"; category: GuideCategoryId }
    | { kind: "guide"; guideId: string }
    | { kind: "walkthrough"; guideId: string; step: number },
): string {
  if (view.kind === "landing") return viewSearch({});
  if (view.kind === "category") return viewSearch({ category: view.category });
  return viewSearch({ guide: view.guideId }, view.kind === "walkthrough" ? view.step : undefined);
}
