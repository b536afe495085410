import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SearchField, Select } from "~/components/ui/input";
import { categoryOptions } from "~/lib/blogs/constants";

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The filter bar of a paged list (blog stories, blog management): a search box that searches as one types
 * (debounced), the list's own selects, its Category and Sort by selects, and a Search button. Every change goes to
 * the URL (so back/forward and shared links keep the filters); `hrefFor` resets to the first page.
 */
export function FilterForm<Filters extends { q: string; category: string; sort: string }>({
  action,
  label,
  className,
  placeholder,
  filters,
  hrefFor,
  hidden,
  categories,
  sorts,
  sortLabels,
  children,
}: {
  action: string;
  /** The accessible name of the search landmark. */
  label: string;
  className: string;
  placeholder: string;
  filters: Filters;
  /** The list's address for these filters, on its first page. */
  hrefFor: (next: Filters) => string;
  /** Hidden inputs kept when the form submits without JavaScript. */
  hidden?: ReactNode;
  /** The list's categories (the current one is added when not among them), its sorts and their labels. */
  categories: readonly string[];
  sorts: readonly Filters["sort"][];
  sortLabels: Record<Filters["sort"], string>;
  /** The list's own selects, before Category; `apply` sends a change together with what is typed in the search box. */
  children?: (apply: (next: Partial<Filters>) => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(filters.q);
  const timer = useRef<number | undefined>(undefined);
  // True from a keystroke until its debounced search is sent: the URL must not overwrite what is being typed.
  const typing = useRef(false);

  // Back/forward and Clear Filters change the URL: show its search unless the visitor is typing.
  useEffect(() => {
    if (!typing.current) setQuery(filters.q);
  }, [filters.q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (next: Partial<Filters>) => {
    window.clearTimeout(timer.current);
    typing.current = false;
    navigate(hrefFor({ ...filters, ...next }), { preventScrollReset: true });
  };
  const apply = (next: Partial<Filters>) => go({ q: query, ...next });

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        go({ q: query } as Partial<Filters>);
      }}
    >
      {hidden}
      <SearchField
        value={query}
        placeholder={placeholder}
        onChange={(event) => {
          const value = event.target.value;
          setQuery(value);
          typing.current = true;
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            if (value.trim() !== filters.q) go({ q: value } as Partial<Filters>);
            else typing.current = false;
          }, SEARCH_DEBOUNCE_MS);
        }}
      />
      {children?.(apply)}
      <FilterSelect
        label="Category"
        name="category"
        value={filters.category || "All"}
        options={categoryOptions(categories, filters.category)}
        onChange={(category) => apply({ category } as Partial<Filters>)}
      />
      <FilterSelect
        label="Sort by"
        name="sort"
        value={filters.sort}
        options={sorts}
        labels={sortLabels}
        onChange={(sort) => apply({ sort } as Partial<Filters>)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </Form>
  );
}

/** One labelled select of a filter bar: each option shows its label, or without one the value itself. */
export function FilterSelect<Value extends string>({
  label,
  name,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  name: string;
  value: Value;
  options: readonly Value[];
  labels?: Partial<Record<Value, string>>;
  onChange: (value: Value) => void;
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold">
      {label}
      <Select name={name} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </Select>
    </label>
  );
}
