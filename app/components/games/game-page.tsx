import { usePageInfo } from "~/lib/page-info";
import { ArrowLeft, Clock, Flame, Lightbulb, ScrollText, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { gamesCatalogue } from "@content/games-catalogue";
import { BulletCard } from "~/components/guides/activity-chrome";
import { cx } from "~/lib/class-names";

/**
 * The frame of every game page: back link, heading and lead from the site-page registry, the
 * catalogue's duration / players / level, then the game itself.
 */
export function GamePage({
  path,
  icon: Icon,
  duration,
  children,
}: {
  path: string;
  icon: LucideIcon;
  /** Overrides the catalogue's duration text. */
  duration?: string;
  children: ReactNode;
}) {
  const page = usePageInfo(path);
  const entry = gamesCatalogue.find((game) => game.path.split(/[?#]/)[0] === path);
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
      <nav aria-label="Breadcrumb" className="pt-5">
        <Link
          to="/games"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-muted no-underline hover:text-fg"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All games
        </Link>
      </nav>
      <header className="pb-8 pt-2 text-center">
        <span
          aria-hidden
          className="mx-auto grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-rose to-coral text-accent-fg shadow-glow"
        >
          <Icon className="size-7" />
        </span>
        <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{page.heading}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{page.description}</p>
        <ul className="mt-5 flex flex-wrap justify-center gap-2 text-sm text-muted" aria-label="About this game">
          <li className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface/70 px-3 py-1">
            <Clock aria-hidden className="size-4 text-gold" />
            {duration ?? entry?.duration ?? "10-30 min"}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface/70 px-3 py-1">
            <Users aria-hidden className="size-4 text-gold" />
            {entry?.players ?? "2 players"}
          </li>
          {entry ? (
            <li className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface/70 px-3 py-1">
              <Flame aria-hidden className="size-4 text-gold" />
              {entry.level}
            </li>
          ) : null}
        </ul>
      </header>
      {children}
    </div>
  );
}

/** A titled card with a list of short points (tips, guidelines, rules). */
export function InfoCard({
  title,
  icon: Icon,
  items,
  ordered = false,
  className,
}: {
  title: string;
  icon: LucideIcon;
  items: readonly string[];
  ordered?: boolean;
  className?: string;
}) {
  return (
    <BulletCard
      title={title}
      icon={<Icon aria-hidden className="size-5 text-rose" />}
      items={items}
      bullet={ordered ? "number" : "heart"}
      className={cx("h-full", className)}
      itemClassName="text-muted"
    />
  );
}

/** A dice game's numbered rules beside its tips, below the game. */
export function RulesAndTips({
  label,
  rules,
  tips,
}: {
  label: string;
  rules: readonly string[];
  tips: readonly string[];
}) {
  return (
    <section aria-label={label} className="mt-10 grid gap-4 md:grid-cols-2">
      <InfoCard title="How to play" icon={ScrollText} items={rules} ordered />
      <InfoCard title="Tips" icon={Lightbulb} items={tips} />
    </section>
  );
}

/** Screen-reader announcement of a result; the region is always present so changes are read. */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}

/** A line telling the players that a no-repeat pool started over. */
export function StartOverNote({ show, children }: { show: boolean; children: ReactNode }) {
  if (!show) return null;
  return <p className="mt-3 rounded-xl border border-gold/40 bg-gold/10 px-3 py-2 text-sm text-gold">{children}</p>;
}
