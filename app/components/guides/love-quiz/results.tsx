/**
 * The quick love quiz's results: the five languages ranked, and activities to try together.
 */
import { ArrowRight, Heart, Quote, RotateCcw } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import {
  LOVE_LANGUAGE_EXPLORER_PATH,
  QUIZ_MAX_SCORE,
  rankLoveLanguages,
  scoreBarPercent,
} from "@content/guides/love-languages";
import type { LoveLanguageId } from "@content/guides/love-languages";

import { LoveLanguageIcon as ContentIcon } from "~/components/guides/love-language-icon";
import { ProgressBar } from "~/components/guides/progress-bar";
import { TINT } from "~/components/guides/theme";
import { DifficultyAndDuration } from "~/components/guides/activity-chrome";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import type { QuizState } from "@domain/guides/quiz";
import { explorerSearch } from "@domain/guides/views";

import { useLoveQuizData } from "./data";

export function Results({
  state,
  headingRef,
  onRetake,
}: {
  state: QuizState;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
}) {
  const { languages, topActivities } = useLoveQuizData();
  const findLoveLanguage = (id: LoveLanguageId) => languages.find((entry) => entry.id === id)!;
  const ranked = rankLoveLanguages(state.answers);
  const primary = findLoveLanguage(ranked[0]!.id);
  const tied = ranked
    .filter((entry) => entry.score === ranked[0]!.score)
    .slice(1)
    .map((entry) => findLoveLanguage(entry.id).title);
  const activities = topActivities[ranked[0]!.id] ?? [];
  return (
    <div className="space-y-6">
      <Card className="relative overflow-hidden border-rose/40 p-6 text-center shadow-glow sm:p-8">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-20 mx-auto size-64 rounded-full bg-rose/15 blur-3xl"
        />
        <span className={cx("mx-auto grid size-16 place-items-center rounded-full", TINT[primary.color].chip)}>
          <ContentIcon name={primary.icon} className="size-8" />
        </span>
        <p className="mt-4 text-xs font-semibold uppercase tracking-[0.18em] text-rose">Your primary love language</p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-2 text-3xl font-semibold outline-none sm:text-4xl">
          {primary.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">{primary.description}</p>
        <blockquote className="mx-auto mt-5 flex max-w-lg items-start gap-2 text-left font-display italic">
          <Quote aria-hidden className="mt-1 size-4 shrink-0 text-rose" />
          <span>{primary.quote}</span>
        </blockquote>
        {tied.length > 0 ? (
          <p className="mt-5 text-sm text-muted">
            You scored {primary.title} equally with {tied.join(" and ")}: you may well speak more than one language.
          </p>
        ) : null}
      </Card>

      <Card>
        <h2 className="text-2xl font-semibold">All five, ranked</h2>
        <ol className="mt-5 space-y-4">
          {ranked.map((entry, index) => {
            const language = findLoveLanguage(entry.id);
            return (
              <li key={entry.id}>
                <div className="flex items-center justify-between gap-3">
                  <span className="flex items-center gap-3 font-semibold">
                    <span className="w-5 text-right text-sm text-muted">{index + 1}.</span>
                    <span className={cx("grid size-8 place-items-center rounded-full", TINT[language.color].chip)}>
                      <ContentIcon name={language.icon} className="size-4" />
                    </span>
                    {language.title}
                  </span>
                  <span className="text-sm text-muted">
                    {entry.score}/{QUIZ_MAX_SCORE}
                  </span>
                </div>
                <ProgressBar
                  className="mt-2"
                  percent={scoreBarPercent(entry.score)}
                  label={`${language.title}: ${entry.score} out of ${QUIZ_MAX_SCORE}`}
                  barClassName={index === 0 ? "bg-gradient-to-r from-rose to-coral" : TINT[language.color].bar}
                />
              </li>
            );
          })}
        </ol>
      </Card>

      <section aria-labelledby="try-together">
        <h2 id="try-together" className="text-2xl font-semibold">
          Try these together
        </h2>
        <p className="mt-1 text-muted">Two activities that speak {primary.title.toLowerCase()} fluently.</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {activities.map((activity) => (
            <li key={activity.id}>
              <Card className="flex h-full flex-col">
                <DifficultyAndDuration difficulty={activity.difficulty} duration={activity.duration} />
                <h3 className="mt-3 text-xl font-semibold">{activity.title}</h3>
                <p className="mt-2 flex-1 text-muted">{activity.description}</p>
                <Link
                  to={`${LOVE_LANGUAGE_EXPLORER_PATH}${explorerSearch({ kind: "activity", activityId: activity.id })}`}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-rose no-underline hover:underline"
                >
                  See how it works<span className="sr-only">: {activity.title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button size="lg" onClick={onRetake}>
          <RotateCcw aria-hidden className="size-5" />
          Retake Quiz
        </Button>
        <ButtonLink to="/games" variant="secondary" size="lg">
          Back to Games
        </ButtonLink>
      </div>
      <p className="text-center">
        <Link
          to={LOVE_LANGUAGE_EXPLORER_PATH}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-rose no-underline hover:underline"
        >
          <Heart aria-hidden className="size-4" />
          Explore all five love languages
        </Link>
      </p>
    </div>
  );
}
