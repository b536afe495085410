import { ArrowLeft, Eye, LayoutGrid, SearchX, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { BodyFilters } from "~/components/positions/body-filters";
import { FilterBar } from "~/components/positions/filter-bar";
import { Pagination } from "~/components/positions/pagination";
import { PositionGrid } from "~/components/positions/position-card";
import { ButtonLink } from "~/components/ui/button";
import { sitePageHead } from "~/lib/head";
import { parsePositionFilters } from "~/lib/positions/labels";
import { formatRating, formatTotalViews } from "@domain/positions/popularity";
import type { Route } from "./+types/most-popular";

const PAGE_SIZE = 24;

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parsePositionFilters(new URL(request.url).searchParams);
  const list = await context.services.positions.list({ ...filters, sort: "popular", limit: PAGE_SIZE });
  return { filters, ...list };
}

export const meta: Route.MetaFunction = ({ matches }) => sitePageHead("/positions/most-popular", matches);

export default function MostPopularPage({ loaderData }: Route.ComponentProps) {
  const { filters, positions, stats, page, pages, limit } = loaderData;
  // Ratings and views appear once there are some: a new site says so plainly instead of "–" and "0.0K".
  const totalViews = formatTotalViews(stats.totalViews);
  const tiles = [
    { label: "Positions", value: String(stats.count), icon: LayoutGrid },
    ...(stats.averageRating !== null && stats.ratingCount > 0
      ? [{ label: "Average rating", value: formatRating(stats.averageRating), icon: Star }]
      : []),
    ...(totalViews ? [{ label: "Total views", value: totalViews, icon: Eye }] : []),
    { label: "Showing", value: String(stats.showing), icon: Users },
  ];
  const noVotesYet = stats.ratingCount === 0 && stats.totalViews === 0;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="pt-6">
        <Link to="/positions" className="inline-flex min-h-11 items-center gap-1 font-semibold text-rose no-underline">
          <ArrowLeft aria-hidden className="size-4" /> Back to Positions
        </Link>
      </div>
      <header className="mx-auto max-w-3xl pb-8 pt-4 text-center">
        <h1 className="text-4xl font-semibold sm:text-5xl">Most Popular Positions</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
          The positions couples open most, counted from real visits and ratings. Until enough couples have voted, our
          editors' favourites lead the list.
        </p>
      </header>

      <FilterBar filters={filters} path="/positions/most-popular" />
      <div className="mt-3">
        <BodyFilters filters={filters} path="/positions/most-popular" />
      </div>

      <dl
        className={`mt-6 grid grid-cols-2 gap-3 ${tiles.length === 4 ? "md:grid-cols-4" : tiles.length === 3 ? "md:grid-cols-3" : ""}`}
        aria-label="Statistics for these filters"
      >
        {tiles.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-2xl border border-border bg-surface/80 p-4 text-center">
            <dt className="flex items-center justify-center gap-1.5 text-sm text-muted">
              <Icon aria-hidden className="size-4 text-rose" /> {label}
            </dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      {noVotesYet ? (
        <p className="mt-3 text-center text-sm text-muted" data-testid="no-votes-yet">
          No views or ratings yet: until couples have opened and rated these, the list follows our editors' favourites.
        </p>
      ) : null}

      <section aria-label="Positions" className="mt-8">
        {positions.length > 0 ? (
          <PositionGrid positions={positions} ranked offset={(page - 1) * limit} eagerCount={2} />
        ) : (
          <div className="rounded-[var(--radius-card)] border border-border bg-surface/80 px-6 py-12 text-center">
            <SearchX aria-hidden className="mx-auto size-10 text-muted" />
            <h2 className="mt-3 text-2xl font-semibold">No positions found</h2>
            <p className="mt-2 text-muted">Try adjusting your filters to see more results</p>
            <ButtonLink to="/positions/most-popular" className="mt-5" preventScrollReset>
              Clear All Filters
            </ButtonLink>
          </div>
        )}
      </section>
      <Pagination filters={filters} page={page} pages={pages} path="/positions/most-popular" />
    </div>
  );
}
