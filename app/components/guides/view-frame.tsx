import type { ReactNode, Ref } from "react";
import { cx } from "~/lib/class-names";

/** Heading block of an inner view (a language, an activity, a guide): page name as eyebrow, the view title as h1. */
export function ViewHeading({
  eyebrow,
  title,
  headingRef,
  lead,
  icon,
  iconClassName,
  children,
}: {
  eyebrow: ReactNode;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  lead?: ReactNode;
  icon?: ReactNode;
  iconClassName?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
      {icon ? (
        <span className={cx("grid size-14 shrink-0 place-items-center rounded-2xl", iconClassName)}>{icon}</span>
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-rose">{eyebrow}</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-1 text-3xl font-semibold outline-none sm:text-4xl">
          {title}
        </h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

/** A list of cards laid out by `className` (a grid), one list item a card, keyed by the entry's id. */
export function CardGrid<T extends { id: string }>({
  entries,
  className,
  card,
}: {
  entries: readonly T[];
  className: string;
  card: (entry: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>{card(entry)}</li>
      ))}
    </ul>
  );
}
