import { usePageInfo } from "~/lib/page-info";
import { ArrowRight, ListChecks, Package, Quote, Sparkles } from "lucide-react";
import { Link, useLoaderData, useNavigate, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import {
  countActivitiesByDifficulty,
  LOVE_LANGUAGE_ACTIVITIES,
  LOVE_LANGUAGE_ACTIVITY_DIFFICULTIES,
  LOVE_LANGUAGE_EXPLORER_PATH,
  LOVE_LANGUAGES,
  LOVE_QUIZ_PATH,
} from "@content/guides/love-languages";
import type { LoveLanguage, LoveLanguageActivity, LoveLanguageId } from "@content/guides/love-languages";
import { BackLink } from "~/components/guides/back-link";
import { LoveLanguageIcon as ContentIcon } from "~/components/guides/love-language-icon";
import { startSteps, StepViewer } from "~/components/guides/step-viewer";
import { TINT } from "~/components/guides/theme";
import {
  BulletCard,
  DifficultyAndDuration,
  DifficultyBadge,
  FactBadge,
  StartRow,
} from "~/components/guides/activity-chrome";
import { useFocusOnChange } from "~/components/guides/use-focus-on-change";
import { ViewHeading } from "~/components/guides/view-frame";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import { titleCase } from "~/lib/guides/bucket-list";
import { explorerSearch, explorerViewFromParams } from "~/lib/guides/views";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/love-language-explorer";

/**
 * The languages and activities travel in the loader data, not in the page's JavaScript. Every view of the page is
 * a search of the same URL and is drawn from this data, so switching views does not ask the server again.
 */
export function loader() {
  return { languages: LOVE_LANGUAGES, activities: LOVE_LANGUAGE_ACTIVITIES };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

function useLoveLanguages() {
  const { languages, activities } = useLoaderData<typeof loader>();
  return {
    languages,
    findLoveLanguage: (id: LoveLanguageId): LoveLanguage => languages.find((entry) => entry.id === id)!,
    activitiesForLanguage: (id: LoveLanguageId): readonly LoveLanguageActivity[] =>
      activities.filter((activity) => activity.type === id),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/love-language-explorer", matches);

const PAGE_NAME = "Love Language Explorer";
type ViewTarget = Parameters<typeof explorerSearch>[0];

function href(view: ViewTarget) {
  return { pathname: LOVE_LANGUAGE_EXPLORER_PATH, search: explorerSearch(view) };
}

/** Set on the history entry of a step view opened from its detail view, so finishing can simply go back. */
export default function LoveLanguageExplorerPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const view = explorerViewFromParams(params, loaderData.activities);
  const viewKey =
    view.kind === "landing" ? "landing" : view.kind === "language" ? view.language : `${view.kind}:${view.activity.id}`;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(viewKey);

  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
      {view.kind === "landing" ? <Landing /> : null}
      {view.kind === "language" ? <LanguageView id={view.language} headingRef={headingRef} /> : null}
      {view.kind === "activity" ? <ActivityDetail activity={view.activity} headingRef={headingRef} /> : null}
      {view.kind === "try" ? <TryActivity activity={view.activity} step={view.step} headingRef={headingRef} /> : null}
    </div>
  );
}

function Landing() {
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

function LanguageView({ id, headingRef }: { id: LoveLanguageId; headingRef: React.Ref<HTMLHeadingElement> }) {
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
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {activities.map((activity) => (
          <li key={activity.id}>
            <ActivityLinkCard activity={activity} />
          </li>
        ))}
      </ul>
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

function ActivityLinkCard({ activity }: { activity: LoveLanguageActivity }) {
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

function ActivityDetail({
  activity,
  headingRef,
}: {
  activity: LoveLanguageActivity;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { findLoveLanguage, activitiesForLanguage } = useLoveLanguages();
  const language = findLoveLanguage(activity.type);
  const navigate = useNavigate();
  const others = activitiesForLanguage(activity.type).filter((entry) => entry.id !== activity.id);
  const startTrying = () => startSteps(navigate, href({ kind: "try", activityId: activity.id, step: 0 }));
  return (
    <div className="pt-6">
      <BackLink to={href({ kind: "language", language: language.id })}>Back to {language.title}</BackLink>
      <ViewHeading
        eyebrow={language.title}
        title={activity.title}
        headingRef={headingRef}
        lead={activity.description}
        icon={<ContentIcon name={language.icon} className="size-7" />}
        iconClassName={TINT[language.color].chip}
      >
        <StartRow
          difficulty={activity.difficulty}
          duration={activity.duration}
          count={{ icon: ListChecks, text: `${activity.instructions.length} steps` }}
          startLabel="Try This Activity"
          onStart={startTrying}
        />
      </ViewHeading>

      <div className="mt-10 grid gap-4 md:grid-cols-[1.6fr_1fr]">
        <Card>
          <h2 className="text-2xl font-semibold">Instructions</h2>
          <ol className="mt-4 space-y-4">
            {activity.instructions.map((instruction, index) => (
              <li key={instruction} className="flex gap-3">
                <span
                  aria-hidden
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-rose/15 text-sm font-semibold text-rose"
                >
                  {index + 1}
                </span>
                <span className="pt-1">{instruction}</span>
              </li>
            ))}
          </ol>
        </Card>
        <BulletCard
          title="Materials"
          icon={<Package aria-hidden className="size-5 text-gold" />}
          items={activity.materials ?? []}
          className="h-fit"
          titleClassName="text-2xl"
          empty="Nothing to gather: just the two of you and a little time."
        />
      </div>

      {others.length > 0 ? (
        <section aria-labelledby="more-activities" className="mt-12">
          <h2 id="more-activities" className="text-2xl font-semibold">
            More {language.title.toLowerCase()} activities
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((entry) => (
              <li key={entry.id}>
                <ActivityLinkCard activity={entry} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function TryActivity({
  activity,
  step,
  headingRef,
}: {
  activity: LoveLanguageActivity;
  step: number;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { findLoveLanguage } = useLoveLanguages();
  const language = findLoveLanguage(activity.type);
  return (
    <StepViewer
      detailHref={href({ kind: "activity", activityId: activity.id })}
      backLabel="Back to activity details"
      stepHref={(next) => href({ kind: "try", activityId: activity.id, step: next })}
      eyebrow={`Try this activity · ${language.title}`}
      title={activity.title}
      headingRef={headingRef}
      meta={
        <>
          <DifficultyBadge difficulty={activity.difficulty} />
          <FactBadge>{activity.duration}</FactBadge>
        </>
      }
      materials={activity.materials}
      step={step}
      total={activity.instructions.length}
      completeToast={{ title: "Activity complete", description: `${activity.title}: beautifully done.` }}
    >
      <p className="text-lg leading-relaxed sm:text-xl">{activity.instructions[step]}</p>
    </StepViewer>
  );
}
