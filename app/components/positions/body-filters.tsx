import { Feather, Baby, Check, Footprints, Hand, UserRound, PersonStanding, Rainbow } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { BODY_FILTER_LABELS, BODY_FILTERS, toggleBodyFilter, type BodyFilter } from "@domain/positions/body";
import { filtersSearch, type PositionFilters } from "~/lib/positions/labels";

const ICONS: Record<BodyFilter, ComponentType<SVGProps<SVGSVGElement>>> = {
  knees: Footprints,
  bending: PersonStanding,
  arching: Rainbow,
  neck: UserRound,
  wrists: Hand,
  "low-effort": Feather,
  pregnancy: Baby,
};

/**
 * The body filters as toggle links ("Easy on knees", "Pregnancy-friendly", …): each keeps the other filters and the
 * search, starts again at page 1 and works as a plain link without JavaScript (the server applies the filters).
 * With a back filter on, a line says where the back guidance comes from and how far it reaches.
 */
export function BodyFilters({ filters, path }: { filters: PositionFilters; path: string }) {
  const active = filters.body ?? [];
  const backOn = active.includes("bending") || active.includes("arching");
  return (
    <>
      <nav aria-label="Filter by what suits your bodies" className="flex flex-wrap gap-2">
        {BODY_FILTERS.map((filter) => {
          const on = active.includes(filter);
          const Icon = on ? Check : ICONS[filter];
          return (
            <Link
              key={filter}
              to={`${path}${filtersSearch({ ...filters, body: toggleBodyFilter(active, filter), page: 1 })}`}
              preventScrollReset
              aria-current={on ? "true" : undefined}
              data-body-filter={filter}
              className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold no-underline transition ${
                on ? "border-rose bg-rose/15 text-rose" : "border-border bg-surface-2 text-fg hover:border-rose"
              }`}
            >
              <Icon aria-hidden className="size-4" />
              {BODY_FILTER_LABELS[filter]}
              {on ? <span className="sr-only"> (on: select to remove)</span> : null}
            </Link>
          );
        })}
      </nav>
      {backOn ? (
        <p className="mt-2 max-w-3xl text-xs text-muted" data-testid="back-filter-note">
          Back filters follow two lab studies of ten couples that measured five positions: kneeling from behind and
          missionary, two ways each, and spooning. Every other position is our reading of their principles (a neutral
          spine, moving from the hips and knees). General guidance, not medical advice.
        </p>
      ) : null}
    </>
  );
}
