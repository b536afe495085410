import { useSearchParams } from "react-router";
import { useFocusOnChange } from "~/components/guides/use-focus-on-change";
import { explorerViewFromParams } from "@domain/guides/views";

import { ExplorerContext, type ExplorerData } from "./shared";
import { Landing, LanguageView } from "./languages";
import { ActivityDetail, TryActivity } from "./activity";

/** Every view of the explorer, chosen by the page's search and drawn from the languages and activities given. */
export function LoveLanguageExplorerScreen(data: ExplorerData) {
  const [params] = useSearchParams();
  const view = explorerViewFromParams(params, data.activities);
  const viewKey =
    view.kind === "landing" ? "landing" : view.kind === "language" ? view.language : `${view.kind}:${view.activity.id}`;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(viewKey);

  return (
    <ExplorerContext.Provider value={data}>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        {view.kind === "landing" ? <Landing /> : null}
        {view.kind === "language" ? <LanguageView id={view.language} headingRef={headingRef} /> : null}
        {view.kind === "activity" ? <ActivityDetail activity={view.activity} headingRef={headingRef} /> : null}
        {view.kind === "try" ? <TryActivity activity={view.activity} step={view.step} headingRef={headingRef} /> : null}
      </div>
    </ExplorerContext.Provider>
  );
}
