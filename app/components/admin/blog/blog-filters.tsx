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
      categories={ADMIN_CATEGORIES}
      sorts={ADMIN_SORT_OPTIONS}
      sortLabels={ADMIN_SORT_LABELS}
    >
      {(apply) => (
        <FilterSelect
          label="Status"
          name="status"
          value={filters.status}
          options={["all", ...BLOG_STATUSES]}
          labels={{ all: "All statuses", ...STATUS_LABELS }}
          onChange={(status) => apply({ status })}
        />
      )}
    </FilterForm>
  );
}
