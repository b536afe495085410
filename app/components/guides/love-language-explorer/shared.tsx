/**
 * What the love language explorer's views share: the languages and activities, given once by the screen, and
 * the address of each view.
 */
import { createContext, useContext } from "react";
import { LOVE_LANGUAGE_EXPLORER_PATH } from "@content/guides/love-languages";
import type { LoveLanguage, LoveLanguageActivity, LoveLanguageId } from "@content/guides/love-languages";
import { explorerSearch } from "@domain/guides/views";

export interface ExplorerData {
  languages: readonly LoveLanguage[];
  activities: readonly LoveLanguageActivity[];
}

export const ExplorerContext = createContext<ExplorerData>({ languages: [], activities: [] });

export function useLoveLanguages() {
  const { languages, activities } = useContext(ExplorerContext);
  return {
    languages,
    findLoveLanguage: (id: LoveLanguageId): LoveLanguage => languages.find((entry) => entry.id === id)!,
    activitiesForLanguage: (id: LoveLanguageId): readonly LoveLanguageActivity[] =>
      activities.filter((activity) => activity.type === id),
  };
}

export const PAGE_NAME = "Love Language Explorer";
export type ViewTarget = Parameters<typeof explorerSearch>[0];

export function href(view: ViewTarget) {
  return { pathname: LOVE_LANGUAGE_EXPLORER_PATH, search: explorerSearch(view) };
}
