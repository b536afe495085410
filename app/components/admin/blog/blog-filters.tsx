import { FilterForm, FilterSelect } from "~/components/list/filter-form";
import {
  ADMIN_CATEGORIES,
  ADMIN_SORT_LABELS,
  ADMIN_SORT_OPTIONS,
  BLOG_STATUSES,
  STATUS_LABELS,
} from "~/lib/blogs/constants";
import { adminFiltersSearch, type AdminListFilters } from "~/lib/blogs/filters";

/** The blog management's search, status, category and sort (a GET form; each change applies at once). */
export function BlogAdminFilters({ filters, path }: { filters: AdminListFilters; path: string }) {
  return (
    <FilterForm
      action={path}
      label="Search and filter blogs"
      className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-4 md:grid-cols-[1fr_auto_auto_auto_auto] md:items-end"
      placeholder="Title, excerpt, tags or author"
      filters={filters}
      hrefFor={(next) => `${path}${adminFiltersSearch({ ...next, page: 1 })}`}
      hidden={filters.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
    >
      {(apply) => (
        <>
          <FilterSelect
            label="Status"
            name="status"
            value={filters.status}
            onChange={(status) => apply({ status: status as AdminListFilters["status"] })}
          >
            <option value="all">All statuses</option>
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Category"
            name="category"
            value={filters.category || "All"}
            onChange={(category) => apply({ category })}
          >
            {ADMIN_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
            {filters.category && !(ADMIN_CATEGORIES as readonly string[]).includes(filters.category) ? (
              <option value={filters.category}>{filters.category}</option>
            ) : null}
          </FilterSelect>
          <FilterSelect
            label="Sort by"
            name="sort"
            value={filters.sort}
            onChange={(sort) => apply({ sort: sort as AdminListFilters["sort"] })}
          >
            {ADMIN_SORT_OPTIONS.map((sort) => (
              <option key={sort} value={sort}>
                {ADMIN_SORT_LABELS[sort]}
              </option>
            ))}
          </FilterSelect>
        </>
      )}
    </FilterForm>
  );
}
