import { useSearchParams } from "react-router";
import { useMemo } from "react";
import type { GuideCategory, RomanticGuide } from "@content/guides/romantic-guides";
import { useFocusOnChange } from "~/components/guides/use-focus-on-change";
import { customGuidesParser, type CustomGuide } from "@domain/guides/custom-guides";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { guidesViewFromParams } from "@domain/guides/views";

import { type AnyGuide, CategoriesContext, categoryOf } from "./shared";
import { CategoryView, Landing } from "./landing";
import { GuideView, GuideWalkthrough, MissingGuide } from "./guide-view";

/** Every view of the romantic guides, chosen by the page's search; custom guides come from the device. */
export function RomanticGuidesScreen({
  guides: builtIn,
  categories,
}: {
  guides: readonly RomanticGuide[];
  categories: readonly GuideCategory[];
}) {
  const [params] = useSearchParams();
  const parseCustomGuides = useMemo(() => customGuidesParser(builtIn.map((entry) => entry.id)), [builtIn]);
  const [customGuides, , loaded] = useDeviceState<CustomGuide[]>(DEVICE_KEYS.customGuides, [], parseCustomGuides);
  const guides: readonly AnyGuide[] = [...builtIn, ...customGuides];
  const view = guidesViewFromParams<AnyGuide>(params, guides);
  const viewKey =
    view.kind === "landing"
      ? "landing"
      : view.kind === "category"
        ? `category:${view.category}`
        : view.kind === "missing"
          ? `missing:${view.guideId}`
          : `${view.kind}:${view.guide.id}`;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(viewKey);

  return (
    <CategoriesContext.Provider value={categories}>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        {view.kind === "landing" ? <Landing guides={guides} customGuides={customGuides} /> : null}
        {view.kind === "category" ? (
          <CategoryView category={categoryOf(categories, view.category)} guides={guides} headingRef={headingRef} />
        ) : null}
        {view.kind === "guide" ? <GuideView guide={view.guide} headingRef={headingRef} /> : null}
        {view.kind === "walkthrough" ? (
          <GuideWalkthrough guide={view.guide} step={view.step} headingRef={headingRef} />
        ) : null}
        {view.kind === "missing" ? <MissingGuide loaded={loaded} headingRef={headingRef} /> : null}
      </div>
    </CategoriesContext.Provider>
  );
}
