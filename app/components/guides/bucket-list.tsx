import { Check, Flame, Lightbulb, PartyPopper, RotateCcw } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DotList } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { cx } from "~/lib/class-names";
import { progressPercent } from "@domain/guides/bucket-list";
import { ProgressBar } from "./progress-bar";

export interface ChipOption<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly count?: number;
  readonly hint?: string;
}

/** A single-choice row of toggle buttons (aria-pressed), wrapping on phones. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold">
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={active}
              title={option.hint}
              onClick={() => onChange(option.value)}
              className={cx(
                "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition",
                active
                  ? "border-rose bg-rose text-accent-fg"
                  : "border-border bg-surface-2/60 text-fg hover:border-rose/70",
              )}
            >
              {option.label}
              {option.count !== undefined ? (
                <span
                  className={cx(
                    "rounded-full px-1.5 text-xs",
                    active ? "bg-accent-fg text-rose" : "bg-surface text-muted",
                  )}
                >
                  {option.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Ticked count, a bar, the completion message and a "Start over" control (with confirmation). */
export function BucketProgress({
  done,
  total,
  complete,
  scope,
  completeTitle,
  completeMessage,
  onReset,
}: {
  done: number;
  total: number;
  complete: boolean;
  /** What the count covers, e.g. "ideas shown". */
  scope: string;
  completeTitle: string;
  completeMessage: string;
  onReset?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p aria-live="polite" className="text-lg">
          <strong className="font-display text-3xl text-rose">{done}</strong>
          <span className="text-muted">
            {" "}
            of {total} {scope} done
          </span>
        </p>
        {onReset && done > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <RotateCcw aria-hidden className="size-4" />
            Start over
          </Button>
        ) : null}
      </div>
      <ProgressBar
        className="mt-3"
        percent={progressPercent(done, total)}
        label={`${done} of ${total} ${scope} done`}
      />
      <div aria-live="polite">
        {complete ? (
          <div className="mt-4 flex items-start gap-3 rounded-2xl border border-gold/50 bg-gold/10 p-4 motion-safe:animate-fade-in">
            <PartyPopper aria-hidden className="mt-0.5 size-6 shrink-0 text-gold" />
            <div>
              <p className="font-display text-xl font-semibold">{completeTitle}</p>
              <p className="mt-1 text-muted">{completeMessage}</p>
            </div>
          </div>
        ) : null}
      </div>
      {onReset ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Start over?"
          description="This clears every tick on this list, on this device only."
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my ticks
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                onReset();
                setConfirming(false);
              }}
            >
              Clear all ticks
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The box follows `checked`; its clicks do the toggling (see BucketCard). */
const keepControlled = () => undefined;

/** One idea with a large tick control, its details, the first tips and (when shown) the first extra tips. */
export function BucketCard({
  id,
  title,
  description,
  checked,
  onToggle,
  badges,
  details,
  tips,
  extraTips,
}: {
  id: string;
  title: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
  badges?: ReactNode;
  details?: ReactNode;
  tips: readonly string[];
  /** Already cut to the number shown; undefined or empty when hidden or absent. */
  extraTips?: readonly string[];
}) {
  const inputId = `tick-${id}`;
  return (
    <article
      className={cx(
        "flex h-full flex-col rounded-[var(--radius-card)] border bg-surface/90 p-5 transition",
        checked ? "border-success/50 bg-success/5" : "border-border",
      )}
    >
      <div className="flex items-start gap-3">
        <span className="relative grid size-11 shrink-0 place-items-center">
          <input
            id={inputId}
            type="checkbox"
            checked={checked}
            // Toggled on click, not on change: a grid that hydrates late (HydrateLater) is hydrated by the tap
            // itself, after the browser has already ticked the box, so React would see no change to report.
            onClick={onToggle}
            onChange={keepControlled}
            aria-labelledby={`${inputId}-title`}
            className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
          />
          <span
            aria-hidden
            className={cx(
              "pointer-events-none grid size-11 place-items-center rounded-full border-2 transition peer-hover:border-rose peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold peer-focus-visible:outline-solid",
              checked ? "border-success bg-success text-accent-fg" : "border-border",
            )}
          >
            <Check className={cx("size-5 transition", checked ? "opacity-100" : "opacity-0")} />
          </span>
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`${inputId}-title`} className="font-display text-xl font-semibold leading-snug">
            {title}
          </h3>
          {badges ? <div className="mt-2 flex flex-wrap gap-1.5">{badges}</div> : null}
        </div>
      </div>
      <p className="mt-3 text-muted">{description}</p>
      {details ? <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">{details}</div> : null}
      {tips.length > 0 ? (
        <TipList className="mt-4" dot="bg-rose" tips={tips}>
          <Lightbulb aria-hidden className="size-4 text-gold" />
          Tips
        </TipList>
      ) : null}
      {extraTips && extraTips.length > 0 ? (
        <TipList
          className="mt-4 rounded-2xl border border-rose/30 bg-rose/10 p-3"
          headingClassName="text-rose"
          dot="bg-coral"
          tips={extraTips}
        >
          <Flame aria-hidden className="size-4" />
          Extra tips
        </TipList>
      ) : null}
      {checked ? (
        <div className="mt-4">
          <Badge tone="success">
            <Check aria-hidden className="mr-1 size-3.5" />
            Done
          </Badge>
        </div>
      ) : null}
    </article>
  );
}

/** A card's tips under a small heading (its icon and words), each after a coloured dot. */
function TipList({
  className,
  headingClassName,
  dot,
  tips,
  children,
}: {
  className: string;
  headingClassName?: string;
  /** The dot's colour class. */
  dot: string;
  tips: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <p className={cx("flex items-center gap-1.5 text-sm font-semibold", headingClassName)}>{children}</p>
      <DotList items={tips} dot={dot} className="mt-2" />
    </div>
  );
}
