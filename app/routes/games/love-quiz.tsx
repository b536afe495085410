import { LOVE_LANGUAGES, QUIZ_TOP_ACTIVITIES, activitiesForLanguage } from "@content/guides/love-languages";
import type { LoveLanguageActivity, LoveLanguageId } from "@content/guides/love-languages";
import { LOVE_LANGUAGE_PAIRS } from "@content/guides/love-language-pairs";

import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/love-quiz";
import { LoveQuizScreen } from "~/components/guides/love-quiz/love-quiz-screen";

/**
 * The languages and, per language, the activities the results suggest travel in the loader data, not in the
 * page's JavaScript.
 */
export function loader() {
  return {
    languages: LOVE_LANGUAGES,
    pairs: LOVE_LANGUAGE_PAIRS,
    topActivities: Object.fromEntries(
      LOVE_LANGUAGES.map((language) => [
        language.id,
        activitiesForLanguage(language.id)
          .slice(0, QUIZ_TOP_ACTIVITIES)
          .map(({ id, title, description, duration, difficulty }) => ({
            id,
            title,
            description,
            duration,
            difficulty,
          })),
      ]),
    ) as Record<
      LoveLanguageId,
      Pick<LoveLanguageActivity, "id" | "title" | "description" | "duration" | "difficulty">[]
    >,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/games/love-quiz", matches);

export default function LoveQuizPage({ loaderData }: Route.ComponentProps) {
  return <LoveQuizScreen {...loaderData} />;
}
