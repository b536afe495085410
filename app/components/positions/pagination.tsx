import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { filtersSearch, type PositionFilters } from "~/lib/positions/labels";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full border border-border bg-surface-2 px-4 font-semibold no-underline hover:border-rose";

/** Previous / next links that keep the filters in the URL. */
export function Pagination({
  filters,
  page,
  pages,
  path,
}: {
  filters: PositionFilters;
  page: number;
  pages: number;
  path: string;
}) {
  if (pages <= 1) return null;
  const to = (target: number) => `${path}${filtersSearch({ ...filters, page: target })}`;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : null}
      <span className="px-2 text-sm text-muted" aria-current="page">
        {`Page ${page} of ${pages}`}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className={linkClass}>
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
