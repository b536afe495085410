import { LayoutGrid, List } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { adminFiltersSearch, type AdminListFilters } from "~/lib/blogs/filters";
import { cx } from "~/lib/class-names";
import type { BulkAction } from "@domain/blogs/types";

const VIEWS = [
  { view: "grid", label: "Grid view", icon: LayoutGrid },
  { view: "list", label: "List view", icon: List },
] as const satisfies readonly { view: AdminListFilters["view"]; label: string; icon: unknown }[];

/** The blog management's toolbar: select all on the page, the bulk actions, and the grid or list view. */
export function BulkToolbar({
  filters,
  path,
  total,
  visibleIds,
  selectedCount,
  allSelected,
  busy,
  onSelectAll,
  onBulk,
}: {
  filters: AdminListFilters;
  path: string;
  total: number;
  visibleIds: string[];
  selectedCount: number;
  allSelected: boolean;
  busy: boolean;
  onSelectAll: (checked: boolean) => void;
  /** Delete asks first (the page's dialog); publish and draft run at once. */
  onBulk: (action: BulkAction) => void;
}) {
  return (
    <div
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-border bg-surface/60 px-4 py-2"
      role="toolbar"
      aria-label="Bulk actions"
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
          <Checkbox checked={allSelected} disabled={visibleIds.length === 0} onCheckedChange={onSelectAll} />
          Select all on this page
        </label>
        <span
          className="text-sm text-muted"
          aria-live="polite"
        >{`${selectedCount} selected · ${total} ${total === 1 ? "blog" : "blogs"}`}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" disabled={busy || selectedCount === 0} onClick={() => onBulk("publish")}>
          Publish
        </Button>
        <Button size="sm" variant="secondary" disabled={busy || selectedCount === 0} onClick={() => onBulk("draft")}>
          Move to Draft
        </Button>
        <Button size="sm" variant="danger" disabled={busy || selectedCount === 0} onClick={() => onBulk("delete")}>
          Delete
        </Button>
        <span className="mx-1 h-6 w-px bg-border" aria-hidden />
        {VIEWS.map(({ view, label, icon: Icon }) => (
          <Link
            key={view}
            to={`${path}${adminFiltersSearch({ ...filters, view })}`}
            preventScrollReset
            aria-label={label}
            aria-current={filters.view === view ? "true" : undefined}
            className={cx(
              "grid size-11 place-items-center rounded-full",
              filters.view === view ? "bg-rose text-accent-fg" : "text-muted hover:bg-surface-2",
            )}
          >
            <Icon aria-hidden className="size-5" />
          </Link>
        ))}
      </div>
    </div>
  );
}
