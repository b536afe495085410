import { Check, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, type ReactNode, type Ref } from "react";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/class-names";
import { canGoBack, isFinalStep, stepProgressPercent } from "@domain/guides/steps";
import { ProgressBar } from "./progress-bar";

/** Step buttons: narrower sides than usual, so "Next Step" stays on one line in half of a 360 px phone. */
const STEP_BUTTON = "!px-3 leading-tight";

/**
 * The step-by-step view shared by long-distance activities, love-language activities and romantic guides:
 * one step at a time, Previous (disabled on the first step), Next Step, and Complete on the last step.
 * The step text sits in a polite live region so screen readers hear each new step. On a phone each step (and the
 * walkthrough as it opens) brings the step text and its buttons into view below the fixed header.
 */
export function StepWalkthrough({
  eyebrow,
  title,
  headingRef,
  meta,
  step,
  total,
  stepTitle,
  children,
  onPrevious,
  onNext,
  onComplete,
  nextLabel = "Next Step",
  completeLabel = "Complete",
  footer,
  headingLevel = "h2",
}: {
  eyebrow: ReactNode;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  meta?: ReactNode;
  step: number;
  total: number;
  /** Optional heading of the current step (guides use section titles). */
  stepTitle?: string;
  children: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
  nextLabel?: string;
  completeLabel?: string;
  footer?: ReactNode;
  /** h1 when the walkthrough is the whole view, h2 inside a page with its own h1. */
  headingLevel?: "h1" | "h2";
}) {
  const Heading = headingLevel;
  const position = { step, total };
  const last = isFinalStep(position);
  const stepRef = useRef<HTMLDivElement>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    keepInViewSoon(
      () => stepRef.current,
      () => buttonsRef.current,
    );
  }, [step]);
  return (
    <section
      aria-labelledby="walkthrough-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-rose/40 bg-surface/95 p-5 shadow-glow sm:p-8"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 size-64 rounded-full bg-rose/10 blur-3xl"
      />
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-rose">{eyebrow}</p>
      <Heading
        id="walkthrough-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-3xl font-semibold outline-none sm:text-4xl"
      >
        {title}
      </Heading>
      {meta ? <div className="mt-3 flex flex-wrap gap-2">{meta}</div> : null}

      <div className="mt-6 flex items-center justify-between gap-3 text-sm text-muted">
        <span>
          Step <strong className="text-fg">{step + 1}</strong> of {total}
        </span>
        <span>{stepProgressPercent(position)}%</span>
      </div>
      <ProgressBar className="mt-2" percent={stepProgressPercent(position)} label={`Step ${step + 1} of ${total}`} />

      <div
        ref={stepRef}
        aria-live="polite"
        aria-atomic="true"
        className="mt-6 min-h-32 rounded-2xl border border-border bg-bg/40 p-5 sm:p-6"
      >
        <p className="sr-only">
          Step {step + 1} of {total}
          {stepTitle ? `: ${stepTitle}` : ""}
        </p>
        <div key={step} className="motion-safe:animate-fade-in">
          {stepTitle ? <p className="font-display text-xl font-semibold">{stepTitle}</p> : null}
          <div className={cx(stepTitle && "mt-3")}>{children}</div>
        </div>
      </div>

      <div ref={buttonsRef} className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="secondary" className={STEP_BUTTON} onClick={onPrevious} disabled={!canGoBack(position)}>
          <ChevronLeft aria-hidden className="size-5" />
          Previous
        </Button>
        {last ? (
          <Button className={STEP_BUTTON} onClick={onComplete}>
            <Check aria-hidden className="size-5" />
            {completeLabel}
          </Button>
        ) : (
          <Button className={STEP_BUTTON} onClick={onNext}>
            {nextLabel}
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        )}
      </div>
      {footer ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:justify-center">
          {footer}
        </div>
      ) : null}
    </section>
  );
}
