import { SlidersHorizontal } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/input";
import { DIFFICULTY_OPTIONS, filtersSearch, parsePositionFilters, STYLE_OPTIONS, type PositionFilters } from "~/lib/positions/labels";

/**
 * Style and difficulty filters (combined with AND), kept in the URL. Works without JavaScript (a GET form);
 * with it, a change applies at once and the empty values stay out of the address.
 */
export function FilterBar({ filters, path }: { filters: PositionFilters; path: string }) {
  const navigate = useNavigate();
  const active = Boolean(filters.style || filters.difficulty);
  const apply = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.set(key, value);
    const next = parsePositionFilters(params);
    navigate(`${path}${filtersSearch({ ...next, page: 1 })}`, { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      action={path}
      aria-label="Filter positions"
      className="flex flex-wrap items-end gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => apply(event.currentTarget)}
    >
      <SlidersHorizontal aria-hidden className="mb-3 hidden size-5 text-rose sm:block" />
      <label className="flex min-w-40 flex-1 flex-col gap-1.5 text-sm font-semibold">
        Style
        <Select name="style" defaultValue={filters.style ?? ""} key={`s-${filters.style ?? ""}`}>
          <option value="">All styles</option>
          {STYLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex min-w-40 flex-1 flex-col gap-1.5 text-sm font-semibold">
        Difficulty
        <Select name="difficulty" defaultValue={filters.difficulty ?? ""} key={`d-${filters.difficulty ?? ""}`}>
          <option value="">All difficulties</option>
          {DIFFICULTY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      {active ? (
        <Link to={path} preventScrollReset className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-rose">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
