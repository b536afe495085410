import { BookHeart, Gamepad2, Map as MapIcon, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { BodyFilters } from "~/components/positions/body-filters";
import { FilterBar } from "~/components/positions/filter-bar";
import { Pagination } from "~/components/positions/pagination";
import { PositionGrid } from "~/components/positions/position-card";
import { ButtonLink, IconLink } from "~/components/ui/button";
import { sitePageHead } from "~/lib/head";
import { BODY_FILTER_LABELS } from "@domain/positions/body";
import { difficultyLabel, parsePositionFilters, styleLabel } from "~/lib/positions/labels";
import type { Route } from "./+types/index";

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parsePositionFilters(new URL(request.url).searchParams);
  const list = await context.services.positions.list({ ...filters, sort: "popular", limit: PAGE_SIZE });
  return {
    filters,
    page: list.page,
    pages: list.pages,
    total: list.stats.count,
    catalogueSize: context.services.positions.size(),
    positions: list.positions.map(({ benefits: _benefits, ...position }) => position),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/positions", matches);

const sections = [
  {
    to: "/blog",
    title: "Love Stories",
    text: "Stories, date ideas and gentle advice for keeping the spark alive, and a place to share your own.",
    icon: BookHeart,
  },
  {
    to: "/games",
    title: "Interactive Games",
    text: "Dice, wheels, scratch cards and conversation games that choose your next move for you.",
    icon: Gamepad2,
  },
  {
    to: "/journey-planner",
    title: "Journey Planner",
    text: "Pick a mood and how many positions, and we line up a sequence for the two of you.",
    icon: MapIcon,
  },
] as const;

export default function PositionsPage({ loaderData }: Route.ComponentProps) {
  const { filters, positions, page, pages, total, catalogueSize } = loaderData;
  const filterText = [
    filters.q && `“${filters.q}”`,
    filters.style && styleLabel(filters.style),
    filters.difficulty && difficultyLabel(filters.difficulty),
    ...(filters.body ?? []).map((body) => BODY_FILTER_LABELS[body]),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <header className="mx-auto max-w-3xl pb-8 pt-10 text-center sm:pt-14">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-rose">{catalogueSize} positions · for two</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Explore Positions</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          Every position written with warmth and care: how it feels, how to get there and why couples love it. Browse
          the whole catalogue, or let a game or the journey planner choose for you.
        </p>
      </header>

      <ul className="grid gap-4 md:grid-cols-3">
        {sections.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 no-underline transition hover:border-rose"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-rose/15 text-rose">
                <Icon aria-hidden className="size-6" />
              </span>
              <span className="font-display text-2xl font-semibold">{title}</span>
              <span className="text-muted">{text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="mt-8 rounded-[var(--radius-card)] border border-border bg-gradient-to-br from-rose/15 via-surface to-coral/10 p-6 text-center sm:p-8">
        <h2 className="text-2xl font-semibold sm:text-3xl">Not sure where to start?</h2>
        <p className="mx-auto mt-2 max-w-xl text-muted">
          Read how other couples found their favourites, or let a game pick tonight's surprise.
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/blog">Read Love Stories</ButtonLink>
          <ButtonLink to="/games" variant="secondary">
            Play a Game
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="catalogue-heading" className="mt-14">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="catalogue-heading" className="text-3xl font-semibold">
              The catalogue
            </h2>
            <p className="mt-1 text-muted" aria-live="polite">
              {total} {total === 1 ? "position" : "positions"}
              {filterText ? ` · ${filterText}` : ""}, {filters.q ? "best matches first" : "most viewed first"}
            </p>
          </div>
          <IconLink
            to="/positions/most-popular"
            icon={TrendingUp}
            iconClassName="size-5"
            className="gap-2 font-semibold text-rose no-underline"
          >
            Most popular
          </IconLink>
        </div>
        <div className="mt-4">
          <FilterBar filters={filters} path="/positions" searchable />
        </div>
        <div className="mt-3">
          <BodyFilters filters={filters} path="/positions" />
        </div>
        <div className="mt-6">
          {positions.length > 0 ? (
            <PositionGrid positions={positions} />
          ) : (
            <p className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-8 text-center text-muted">
              {filters.q
                ? `No positions match “${filters.q}” with these filters.`
                : "No positions match these filters."}{" "}
              <Link to="/positions" className="font-semibold text-rose">
                Show all positions
              </Link>
            </p>
          )}
        </div>
        <Pagination filters={filters} page={page} pages={pages} path="/positions" />
      </section>
    </div>
  );
}
