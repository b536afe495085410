import { usePageInfo } from "~/lib/page-info";
import { ArrowRight, ChevronLeft, Heart, ListChecks, Quote, RotateCcw, Users } from "lucide-react";
import { lazy, Suspense, type Ref } from "react";
import { Link, useLoaderData } from "react-router";
import {
  LOVE_LANGUAGE_EXPLORER_PATH,
  LOVE_LANGUAGES,
  LOVE_QUIZ_QUESTIONS,
  QUIZ_MAX_SCORE,
  QUIZ_SCALE,
  QUIZ_TOP_ACTIVITIES,
  activitiesForLanguage,
  rankLoveLanguages,
  scoreBarPercent,
} from "@content/guides/love-languages";
import type { LoveLanguageActivity, LoveLanguageId, QuizScore } from "@content/guides/love-languages";
import { LOVE_LANGUAGE_PAIRS } from "@content/guides/love-language-pairs";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/home/tabs";

import { BackLink } from "~/components/guides/back-link";
import { LoveLanguageIcon as ContentIcon } from "~/components/guides/love-language-icon";
import { ProgressBar } from "~/components/guides/progress-bar";
import { TINT } from "~/components/guides/theme";
import { DifficultyAndDuration } from "~/components/guides/activity-chrome";
import { useFocusOnChange } from "~/components/guides/use-focus-on-change";
import { PageHeader } from "~/components/page-header";
import { PlayTogetherButton } from "~/components/together/play-together-button";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import {
  answerQuestion,
  INITIAL_QUIZ_STATE,
  isShowingResults,
  parseQuizState,
  previousQuestion,
  QUIZ_LENGTH,
  quizProgressPercent,
  retakeQuiz,
  type QuizState,
} from "~/lib/guides/quiz";
import { explorerSearch } from "~/lib/guides/views";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";
import { sitePageHead } from "~/lib/head";
import type { Route } from "./+types/love-quiz";

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

// The 30-pair quiz is code of its own, fetched only when its tab is chosen.
const PairQuiz = lazy(() => import("~/components/guides/pair-quiz"));

type QuizVersion = "five" | "pairs";
const validateVersion = (value: unknown): QuizVersion | undefined =>
  value === "five" || value === "pairs" ? value : undefined;

export default function LoveQuizPage() {
  const page = usePageInfo("/games/love-quiz");
  const { pairs, languages } = useLoaderData<typeof loader>();
  const [version, setVersion] = useDeviceState<QuizVersion>(DEVICE_KEYS.loveQuizVersion, "five", validateVersion);

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <div className="pt-6">
        <BackLink to="/games">Back to Games</BackLink>
      </div>
      <PageHeader title={page.heading} lead={page.description} />
      <PlayTogetherButton game="love-quiz" />
      <Tabs value={version} onValueChange={(next) => setVersion(next === "pairs" ? "pairs" : "five")}>
        <TabsList aria-label="Which quiz" className="mx-auto mb-6 grid w-full max-w-xl grid-cols-2">
          <TabsTrigger value="five" className="inline-flex items-center justify-center gap-2">
            <ListChecks aria-hidden className="size-4 shrink-0" />
            <span>
              Quick quiz <span className="text-xs">· 5</span>
            </span>
          </TabsTrigger>
          <TabsTrigger value="pairs" className="inline-flex items-center justify-center gap-2">
            <Users aria-hidden className="size-4 shrink-0" />
            <span>
              Which means more? <span className="text-xs">· {pairs.length}</span>
            </span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="five" className="focus-visible:outline-none">
          <FiveQuestionQuiz />
        </TabsContent>
        <TabsContent value="pairs" className="focus-visible:outline-none">
          {version === "pairs" ? (
            <Suspense fallback={<p className="py-10 text-center text-muted">Loading the quiz…</p>}>
              <PairQuiz pairs={pairs} languages={languages} />
            </Suspense>
          ) : null}
        </TabsContent>
      </Tabs>
      <p className="mt-8 text-center text-sm text-muted">
        Your answers stay on this device and are never sent anywhere.
      </p>
    </div>
  );
}

function FiveQuestionQuiz() {
  const [state, setState] = useDeviceState<QuizState>(DEVICE_KEYS.loveQuiz, INITIAL_QUIZ_STATE, parseQuizState);
  const showingResults = isShowingResults(state);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state.question);
  return showingResults ? (
    <Results state={state} headingRef={headingRef} onRetake={() => setState(retakeQuiz())} />
  ) : (
    <QuestionView
      state={state}
      headingRef={headingRef}
      onAnswer={(score) => setState((current) => answerQuestion(current, score))}
      onPrevious={() => setState((current) => previousQuestion(current))}
    />
  );
}

/**
 * The 30-pair quiz, both partners on this device in turn: an overview with each partner's progress (and, once
 * both are done, where their profiles meet and differ), one pair at a time for the partner whose turn it is, and
 * that partner's profile when they finish.
 */
function QuestionView({
  state,
  headingRef,
  onAnswer,
  onPrevious,
}: {
  state: QuizState;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (score: QuizScore) => void;
  onPrevious: () => void;
}) {
  const question = LOVE_QUIZ_QUESTIONS[state.question]!;
  const chosen = state.answers[question.id];
  const descriptionId = `question-${question.id}-description`;
  return (
    <Card className="p-5 sm:p-8">
      <div className="flex items-center justify-between text-sm text-muted">
        <span>
          Question <strong className="text-fg">{state.question + 1}</strong> of {QUIZ_LENGTH}
        </span>
        <span>{quizProgressPercent(state)}% done</span>
      </div>
      <ProgressBar
        className="mt-2"
        percent={quizProgressPercent(state)}
        label={`Question ${state.question + 1} of ${QUIZ_LENGTH}`}
      />
      <div key={question.id} className="motion-safe:animate-fade-in">
        <h2 ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-semibold outline-none sm:text-3xl">
          {question.question}
        </h2>
        <p id={descriptionId} className="mt-3 text-muted">
          {question.description}
        </p>
        <div
          role="group"
          aria-describedby={descriptionId}
          aria-label="How important is this to you?"
          className="mt-6 grid gap-2.5"
        >
          {QUIZ_SCALE.map((point) => (
            <button
              key={point.value}
              type="button"
              aria-pressed={chosen === point.value}
              onClick={() => onAnswer(point.value)}
              className={cx(
                "group flex min-h-14 w-full items-center gap-4 rounded-2xl border px-4 py-3 text-left font-semibold transition",
                chosen === point.value
                  ? "border-rose bg-rose/15"
                  : "border-border bg-surface-2/60 hover:border-rose/70 hover:bg-surface-2",
              )}
            >
              <span
                className={cx(
                  "grid size-9 shrink-0 place-items-center rounded-full border text-sm",
                  chosen === point.value
                    ? "border-rose bg-rose text-accent-fg"
                    : "border-border text-muted group-hover:border-rose/70",
                )}
              >
                {point.value}
              </span>
              <span className="sr-only"> – </span>
              <span>{point.label}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious} disabled={state.question === 0}>
          <ChevronLeft aria-hidden className="size-5" />
          Previous
        </Button>
      </div>
    </Card>
  );
}

function Results({
  state,
  headingRef,
  onRetake,
}: {
  state: QuizState;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
}) {
  const { languages, topActivities } = useLoaderData<typeof loader>();
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
