/**
 * What the love quiz page draws from (the loader's data), given once by the screen.
 */
/**
 * The love quiz page: which quiz (kept on the device) and the data both draw from.
 */
import { createContext, useContext } from "react";
import type { LoveLanguage, LoveLanguageActivity, LoveLanguageId } from "@content/guides/love-languages";
import type { LoveLanguagePair } from "@content/guides/love-language-pairs";

export type SuggestedActivity = Pick<LoveLanguageActivity, "id" | "title" | "description" | "duration" | "difficulty">;

/** What the quiz page draws from: the languages, the 30 pairs, and per language the activities its results suggest. */
export interface LoveQuizData {
  languages: readonly LoveLanguage[];
  pairs: readonly LoveLanguagePair[];
  topActivities: Readonly<Record<LoveLanguageId, readonly SuggestedActivity[]>>;
}

export const LoveQuizDataContext = createContext<LoveQuizData | null>(null);

export function useLoveQuizData(): LoveQuizData {
  return useContext(LoveQuizDataContext)!;
}
