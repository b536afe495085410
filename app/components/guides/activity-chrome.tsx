/**
 * The chrome shared by every guide and activity screen (romantic guides, love languages, long distance, the love
 * quiz's suggestions, bucket lists, the massage steps): the difficulty and duration badges, the small facts line
 * of a card (duration, steps or sections), the detail view's badge row with its Start button, and a titled card of
 * short points (materials, tips, ideas).
 */
import { CheckCircle2, Clock, Play, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, StepNumber } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import { titleCase } from "@domain/guides/bucket-list";
import { DIFFICULTY_TONE } from "./theme";

export type Difficulty = keyof typeof DIFFICULTY_TONE;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge tone={DIFFICULTY_TONE[difficulty]}>{titleCase(difficulty)}</Badge>;
}

/** A neutral badge with an icon (the duration's clock by default). */
export function FactBadge({ icon: Icon = Clock, children }: { icon?: LucideIcon; children: ReactNode }) {
  return (
    <Badge>
      <Icon aria-hidden className="mr-1 size-3.5" />
      {children}
    </Badge>
  );
}

export interface Fact {
  icon: LucideIcon;
  text: ReactNode;
}

/** One icon-and-text fact of a card, small and muted by its line. */
export function FactItem({ icon: Icon, text, iconClassName }: Fact & { iconClassName?: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className={cx("size-4", iconClassName)} />
      {text}
    </span>
  );
}

/** The steps/duration line of a card: "⏱ 20 min  ☰ 5 steps". */
export function FactsLine({
  facts,
  as: As = "p",
  className,
}: {
  facts: readonly Fact[];
  as?: "p" | "span" | "div";
  className?: string;
}) {
  return (
    <As className={cx("flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted", className)}>
      {facts.map((fact, index) => (
        <FactItem key={index} {...fact} />
      ))}
    </As>
  );
}

/** A card's top line: its difficulty badge and how long it takes. */
export function DifficultyAndDuration({ difficulty, duration }: { difficulty: Difficulty; duration: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DifficultyBadge difficulty={difficulty} />
      <span className="inline-flex items-center gap-1 text-sm text-muted">
        <Clock aria-hidden className="size-4" />
        {duration}
      </span>
    </div>
  );
}

/**
 * The badge row of a guide's or an activity's detail view (any leading badge, difficulty, duration, how many
 * steps or sections) and its Start button.
 */
export function StartRow({
  leading,
  difficulty,
  duration,
  count,
  startLabel,
  onStart,
}: {
  leading?: ReactNode;
  difficulty: Difficulty;
  duration: string;
  count: Fact;
  startLabel: string;
  onStart: () => void;
}) {
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {leading}
        <DifficultyBadge difficulty={difficulty} />
        <FactBadge>{duration}</FactBadge>
        <FactBadge icon={count.icon}>{count.text}</FactBadge>
      </div>
      <Button size="lg" className="mt-6 w-full sm:w-auto" onClick={onStart}>
        <Play aria-hidden className="size-5" />
        {startLabel}
      </Button>
    </>
  );
}

const BULLETS = {
  check: () => <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />,
  dot: () => <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-gold" />,
  heart: () => (
    <span
      aria-hidden
      className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-rose/15 text-xs font-bold text-rose"
    >
      ♥
    </span>
  ),
  number: (index: number) => <StepNumber index={index} small className="mt-0.5" />,
} satisfies Record<string, (index: number) => ReactNode>;

/**
 * A titled card of short points: materials (ticks), tips (dots), rules (numbers) or ideas (hearts, or a bullet of
 * the caller's own). With no points it shows `empty`, or nothing at all when `empty` is not given.
 */
export function BulletCard({
  title,
  icon,
  items,
  bullet = "check",
  heading: Heading = "h2",
  className,
  titleClassName = "text-xl",
  itemClassName,
  empty,
}: {
  title: ReactNode;
  /** The icon before the title, already sized and coloured. */
  icon: ReactNode;
  items: readonly string[];
  bullet?: keyof typeof BULLETS | ReactNode;
  heading?: "h2" | "h3";
  className?: string;
  titleClassName?: string;
  itemClassName?: string;
  empty?: ReactNode;
}) {
  if (items.length === 0 && empty === undefined) return null;
  const ordered = bullet === "number";
  const List = ordered ? "ol" : "ul";
  const mark = (index: number) =>
    typeof bullet === "string" && bullet in BULLETS ? BULLETS[bullet as keyof typeof BULLETS](index) : bullet;
  return (
    <TitledCard title={title} icon={icon} heading={Heading} className={className} titleClassName={titleClassName}>
      {items.length > 0 ? (
        <List className="mt-4 space-y-2.5">
          {items.map((item, index) => (
            <li key={item} className={cx("flex gap-3", itemClassName)}>
              {mark(index)}
              <span>{item}</span>
            </li>
          ))}
        </List>
      ) : (
        <p className="mt-4 text-muted">{empty}</p>
      )}
    </TitledCard>
  );
}

/** A card under a title with its icon: the frame of {@link BulletCard}, for a body that is not a list of points. */
export function TitledCard({
  title,
  icon,
  heading: Heading = "h2",
  className,
  titleClassName = "text-xl",
  children,
}: {
  title: ReactNode;
  /** The icon before the title, already sized and coloured. */
  icon: ReactNode;
  heading?: "h2" | "h3";
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <Heading className={cx("flex items-center gap-2 font-semibold", titleClassName)}>
        {icon}
        {title}
      </Heading>
      {children}
    </Card>
  );
}
