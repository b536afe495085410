import { SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { bodyFiltersValue } from "@domain/positions/body";
import { Button } from "~/components/ui/button";
import { SearchField, Select } from "~/components/ui/input";
import {
  DIFFICULTY_OPTIONS,
  filtersSearch,
  parsePositionFilters,
  STYLE_OPTIONS,
  type PositionFilters,
} from "~/lib/positions/labels";

/** Typing pauses this long before the results follow, so each keystroke does not ask the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Search words (optional, `searchable`) and style and difficulty filters, all combined with AND and kept in the
 * URL. Works without JavaScript (a GET form); with it, a filter change applies at once, typed words after a short
 * pause (the first search adds a history entry, later words replace it, so Back returns to the unsearched list
 * rather than stepping through every letter), and the empty values stay out of the address.
 */
export function FilterBar({
  filters,
  path,
  searchable = false,
}: {
  filters: PositionFilters;
  path: string;
  searchable?: boolean;
}) {
  const navigate = useNavigate();
  const active = Boolean(filters.style || filters.difficulty || filters.q || filters.body?.length);
  const [query, setQuery] = useState(filters.q ?? "");
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchInput = useRef<HTMLInputElement>(null);

  // The words this form last asked for: a navigation bringing other words (Back, Clear filters) shows them in the
  // box, while the answer to our own typing leaves the box alone (it may already hold more letters).
  const requested = useRef(filters.q ?? "");
  useEffect(() => {
    const words = filters.q ?? "";
    if (words !== requested.current) {
      requested.current = words;
      setQuery(words);
    }
  }, [filters.q]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const apply = (form: HTMLFormElement, replace = false) => {
    clearTimeout(typing.current);
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") params.set(key, value);
    const next = parsePositionFilters(params);
    requested.current = next.q ?? "";
    navigate(`${path}${filtersSearch({ ...next, page: 1 })}`, { preventScrollReset: true, replace });
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
      onChange={(event) => {
        const form = event.currentTarget;
        if ((event.target as EventTarget) !== searchInput.current) {
          apply(form);
          return;
        }
        clearTimeout(typing.current);
        // Whether a search is already in the history: the words last asked for, not the list on screen (on a slow
        // connection the list may still be the unsearched one while the first words are on their way).
        const searching = Boolean(requested.current);
        typing.current = setTimeout(() => apply(form, searching), SEARCH_DEBOUNCE_MS);
      }}
    >
      {searchable ? (
        <SearchField
          ref={searchInput}
          labelClassName="min-w-full sm:min-w-64 sm:flex-[2]"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name or words, e.g. lotus, slow"
          maxLength={80}
          enterKeyHint="search"
        />
      ) : (
        <SlidersHorizontal aria-hidden className="mb-3 hidden size-5 text-rose sm:block" />
      )}
      <FilterSelect label="Style" name="style" value={filters.style} allLabel="All styles" options={STYLE_OPTIONS} />
      <FilterSelect
        label="Difficulty"
        name="difficulty"
        value={filters.difficulty}
        allLabel="All difficulties"
        options={DIFFICULTY_OPTIONS}
      />
      {filters.body?.length ? <input type="hidden" name="body" value={bodyFiltersValue(filters.body)} /> : null}
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      {active ? (
        <Link
          to={path}
          preventScrollReset
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-rose"
        >
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}

/**
 * One labelled filter: "all" first, then each option. It is redrawn when the address brings another value (Back,
 * Clear filters), since the form leaves it uncontrolled.
 */
function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <label className="flex min-w-40 flex-1 flex-col gap-1.5 text-sm font-semibold">
      {label}
      <Select name={name} defaultValue={value ?? ""} key={value ?? ""}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
