/**
 * The explorer's landing (the quiz, the five languages) and one language with its activities.
 */
import { usePageInfo } from "~/lib/page-info";
import { ArrowRight, Quote, Sparkles } from "lucide-react";
import { Link } from "react-router";
import {
  countActivitiesByDifficulty,
  LOVE_LANGUAGE_ACTIVITY_DIFFICULTIES,
  LOVE_QUIZ_PATH,
} from "@content/guides/love-languages";
import type { LoveLanguageActivity, LoveLanguageId } from "@content/guides/love-languages";
import { BackLink } from "~/components/guides/back-link";
import { LoveLanguageIcon as ContentIcon } from "~/components/guides/love-language-icon";
import { TINT } from "~/components/guides/theme";
import { DifficultyAndDuration } from "~/components/guides/activity-chrome";
import { CardGrid, ViewHeading } from "~/components/guides/view-frame";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import { titleCase } from "@domain/guides/bucket-list";

import { PAGE_NAME, href, useLoveLanguages } from "./shared";

export function Landing() {
  const page = usePageInfo("/love-language-explorer");
  const { languages, activitiesForLanguage } = useLoveLanguages();
  return (
    <>
      <PageHeader title={page.heading} lead={page.description} />
      <Card className="relative mx-auto max-w-3xl overflow-hidden border-rose/40 p-6 text-center shadow-glow">
        <div
          aria-hidden
          className="pointer-events-none absolute -left-16 -top-16 size-48 rounded-full bg-rose/15 blur-3xl"
        />
        <Sparkles aria-hidden className="mx-auto size-6 text-gold" />
        <h2 className="mt-2 text-2xl font-semibold">Not sure which one is yours?</h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">
          Five quick questions rank all five languages for you, with activities to try first. Take it separately, then
          compare.
        </p>
        <ButtonLink to={LOVE_QUIZ_PATH} size="lg" className="mt-5">
          Take the Love Language Quiz
          <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </Card>

      <h2 className="mt-12 text-center text-3xl font-semibold">The five love languages</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {languages.map((language) => {
          const count = activitiesForLanguage(language.id).length;
          return (
            <li key={language.id}>
              <Link
                to={href({ kind: "language", language: language.id })}
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline transition hover:border-rose/70 motion-safe:hover:-translate-y-0.5"
              >
                <span className={cx("grid size-12 place-items-center rounded-2xl", TINT[language.color].chip)}>
                  <ContentIcon name={language.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-2xl font-semibold">{language.title}</h3>
                <p className="mt-2 flex-1 text-muted">{language.description}</p>
                <span className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-rose">
                  Explore {count} {count === 1 ? "activity" : "activities"}
                  <ArrowRight aria-hidden className="size-4 transition motion-safe:group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function LanguageView({ id, headingRef }: { id: LoveLanguageId; headingRef: React.Ref<HTMLHeadingElement> }) {
  const { findLoveLanguage, activitiesForLanguage } = useLoveLanguages();
  const language = findLoveLanguage(id);
  const activities = activitiesForLanguage(id);
  const counts = countActivitiesByDifficulty(activities);
  return (
    <div className="pt-6">
      <BackLink to={href({ kind: "landing" })}>All love languages</BackLink>
      <ViewHeading
        eyebrow={PAGE_NAME}
        title={language.title}
        headingRef={headingRef}
        lead={language.description}
        icon={<ContentIcon name={language.icon} className="size-7" />}
        iconClassName={TINT[language.color].chip}
      >
        <blockquote className="mt-4 flex max-w-2xl items-start gap-2 font-display italic">
          <Quote aria-hidden className="mt-1 size-4 shrink-0 text-rose" />
          <span>{language.quote}</span>
        </blockquote>
      </ViewHeading>

      <section aria-labelledby="difficulty-counts" className="mt-8">
        <h2 id="difficulty-counts" className="sr-only">
          Activities by difficulty
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          {LOVE_LANGUAGE_ACTIVITY_DIFFICULTIES.map((difficulty) => (
            <div key={difficulty} className="rounded-2xl border border-border bg-surface/80 p-4 text-center">
              <dt className="text-sm text-muted">{titleCase(difficulty)}</dt>
              <dd className="font-display text-3xl font-semibold">{counts[difficulty]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <h2 className="mt-10 text-2xl font-semibold">
        {activities.length} {activities.length === 1 ? "activity" : "activities"} to try
      </h2>
      <CardGrid
        entries={activities}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        card={(activity) => <ActivityLinkCard activity={activity} />}
      />
      <p className="mt-10 text-center">
        <Link
          to={LOVE_QUIZ_PATH}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-rose no-underline hover:underline"
        >
          Find your love language with the quiz
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    </div>
  );
}

export function ActivityLinkCard({ activity }: { activity: LoveLanguageActivity }) {
  return (
    <Link
      to={href({ kind: "activity", activityId: activity.id })}
      className="group flex h-full flex-col rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline transition hover:border-rose/70"
    >
      <DifficultyAndDuration difficulty={activity.difficulty} duration={activity.duration} />
      <h3 className="mt-3 text-xl font-semibold">{activity.title}</h3>
      <p className="mt-2 flex-1 text-muted">{activity.description}</p>
      <span className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-rose">
        View activity
        <ArrowRight aria-hidden className="size-4 transition motion-safe:group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
