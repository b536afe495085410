/**
 * The quick love quiz: five questions, one at a time, kept on the device.
 */
import { ChevronLeft } from "lucide-react";
import { useEffect, useRef, type Ref } from "react";
import { LOVE_QUIZ_QUESTIONS, QUIZ_SCALE } from "@content/guides/love-languages";
import type { QuizScore } from "@content/guides/love-languages";

import { keepInViewSoon } from "~/components/games/keep-in-view";
import { ProgressBar } from "~/components/guides/progress-bar";
import { useFocusOnChange } from "~/components/guides/use-focus-on-change";
import { Button } from "~/components/ui/button";
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
} from "@domain/guides/quiz";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";

import { Results } from "./results";

export function FiveQuestionQuiz() {
  const [state, setState] = useDeviceState<QuizState>(DEVICE_KEYS.loveQuiz, INITIAL_QUIZ_STATE, parseQuizState);
  const showingResults = isShowingResults(state);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state.question);
  // On a phone the next question comes with its five answers in view, not only its heading.
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current || showingResults) return;
    keepInViewSoon("[data-play='quiz-question']", "[data-play='quiz-answers']");
  }, [state.question, showingResults]);
  return showingResults ? (
    <Results state={state} headingRef={headingRef} onRetake={() => setState(retakeQuiz())} />
  ) : (
    <QuestionView
      state={state}
      headingRef={headingRef}
      onAnswer={(score) => {
        answered.current = true;
        setState((current) => answerQuestion(current, score));
      }}
      onPrevious={() => setState((current) => previousQuestion(current))}
    />
  );
}

/**
 * The 30-pair quiz, both partners on this device in turn: an overview with each partner's progress (and, once
 * both are done, where their profiles meet and differ), one pair at a time for the partner whose turn it is, and
 * that partner's profile when they finish.
 */
export function QuestionView({
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
        <h2
          ref={headingRef}
          tabIndex={-1}
          data-play="quiz-question"
          className="mt-5 text-2xl font-semibold outline-none sm:mt-8 sm:text-3xl"
        >
          {question.question}
        </h2>
        <p id={descriptionId} className="mt-3 text-muted">
          {question.description}
        </p>
        <div
          role="group"
          aria-describedby={descriptionId}
          aria-label="How important is this to you?"
          data-play="quiz-answers"
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
