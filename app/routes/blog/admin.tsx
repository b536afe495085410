import { FilePen, FileText, Hourglass, LayoutGrid, List, Plus, RefreshCw, Send } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { blogAdminApi } from "~/components/blog/admin-api";
import { AdminBlogCard, toAdminCardData } from "~/components/blog/admin-blog-card";
import { Pager } from "~/components/blog/pager";
import { FilterForm, FilterSelect } from "~/components/list/filter-form";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { requireAdminSession } from "~/lib/admin-session";
import {
  ADMIN_CATEGORIES,
  ADMIN_SORT_LABELS,
  ADMIN_SORT_OPTIONS,
  BLOG_PAGE_SIZE,
  BLOG_STATUSES,
  DELETE_CONFIRM,
  STATUS_LABELS,
  type BlogStatusValue,
} from "~/lib/blog/constants";
import { adminFiltersSearch, parseAdminFilters, totalPages, type AdminListFilters } from "~/lib/blog/filters";
import { cx } from "~/lib/class-names";
import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/admin";

const PATH = "/medium-blog-admin";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Blog Management", matches, location.pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminSession(context);
  const filters = parseAdminFilters(new URL(request.url).searchParams);
  const list = await context.services.blogs.listAdmin({
    page: filters.page,
    pageSize: BLOG_PAGE_SIZE,
    q: filters.q,
    category: filters.category,
    status: filters.status,
    sort: filters.sort,
  });
  return {
    filters,
    posts: list.items.map(toAdminCardData),
    total: list.total,
    page: list.page,
    pages: totalPages(list.total, list.pageSize),
    counts: list.counts,
  };
}

type Confirm = { kind: "one"; id: string; title: string } | { kind: "bulk"; ids: string[] } | null;

function Filters({ filters }: { filters: AdminListFilters }) {
  return (
    <FilterForm
      action={PATH}
      label="Search and filter blogs"
      className="grid gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-4 md:grid-cols-[1fr_auto_auto_auto_auto] md:items-end"
      placeholder="Title, excerpt, tags or author"
      filters={filters}
      hrefFor={(next) => `${PATH}${adminFiltersSearch({ ...next, page: 1 })}`}
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

export default function BlogManagement({ loaderData }: Route.ComponentProps) {
  const { filters, posts, total, page, pages, counts } = loaderData;
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);

  // A selection belongs to the list on screen: new filters or page start a new one.
  const listKey = adminFiltersSearch({ ...filters, view: "grid" });
  useEffect(() => setSelected(new Set()), [listKey]);
  const visibleIds = useMemo(() => posts.map((post) => post.id), [posts]);
  const selectedIds = visibleIds.filter((id) => selected.has(id));
  const allSelected = visibleIds.length > 0 && selectedIds.length === visibleIds.length;

  const run = async (work: () => Promise<unknown>, success: string, failure: string, clearSelection = false) => {
    setBusy(true);
    try {
      await work();
      if (clearSelection) setSelected(new Set());
      toast({ title: success, duration: 2000 });
    } catch (error) {
      console.warn(failure, error);
      toast({
        title: failure,
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
        duration: 3000,
      });
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  };

  const bulk = (action: "publish" | "draft" | "delete", ids = selectedIds) => {
    if (ids.length === 0) return;
    const verb = action === "delete" ? "deleted" : action === "publish" ? "published" : "moved to drafts";
    void run(() => blogAdminApi.bulk(action, ids), `${ids.length} blog(s) ${verb}`, "Bulk action failed", true);
  };

  const hrefFor = (target: number) => `${PATH}${adminFiltersSearch({ ...filters, page: target })}`;
  const tiles = [
    { label: "Total Blogs", value: counts.total, icon: FileText },
    { label: "Published", value: counts.published, icon: Send },
    { label: "Drafts", value: counts.draft, icon: FilePen },
    { label: "Pending", value: counts.pending, icon: Hourglass },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-4xl font-semibold">Blog Management</h1>
          <p className="mt-1 text-muted">Every story, its status and its numbers.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === "loading"}
          >
            <RefreshCw
              aria-hidden
              className={cx("size-4", revalidator.state === "loading" && "motion-safe:animate-spin")}
            />{" "}
            Refresh
          </Button>
          <a href="/medium-blog-editor" className={buttonClasses("primary", "md")}>
            <Plus aria-hidden className="size-4" /> New Blog
          </a>
        </div>
      </div>

      <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Blog counts">
        {tiles.map((tile) => {
          const Icon = tile.icon;
          return (
            <li key={tile.label} className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-4">
              <div className="flex items-center justify-between text-muted">
                <span className="text-sm font-semibold">{tile.label}</span>
                <Icon aria-hidden className="size-5" />
              </div>
              <p className="mt-2 font-display text-3xl" data-testid={`count-${tile.label}`}>
                {tile.value}
              </p>
            </li>
          );
        })}
      </ul>

      <div className="mt-6">
        <Filters filters={filters} />
      </div>

      <div
        className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-border bg-surface/60 px-4 py-2"
        role="toolbar"
        aria-label="Bulk actions"
      >
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-[var(--rose)]"
              checked={allSelected}
              disabled={visibleIds.length === 0}
              onChange={(event) => setSelected(event.target.checked ? new Set(visibleIds) : new Set())}
            />
            Select all on this page
          </label>
          <span
            className="text-sm text-muted"
            aria-live="polite"
          >{`${selectedIds.length} selected · ${total} ${total === 1 ? "blog" : "blogs"}`}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || selectedIds.length === 0}
            onClick={() => bulk("publish")}
          >
            Publish
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || selectedIds.length === 0}
            onClick={() => bulk("draft")}
          >
            Move to Draft
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy || selectedIds.length === 0}
            onClick={() => setConfirm({ kind: "bulk", ids: selectedIds })}
          >
            Delete
          </Button>
          <span className="mx-1 h-6 w-px bg-border" aria-hidden />
          <Link
            to={`${PATH}${adminFiltersSearch({ ...filters, view: "grid" })}`}
            preventScrollReset
            aria-label="Grid view"
            aria-current={filters.view === "grid" ? "true" : undefined}
            className={cx(
              "grid size-11 place-items-center rounded-full",
              filters.view === "grid" ? "bg-rose text-accent-fg" : "text-muted hover:bg-surface-2",
            )}
          >
            <LayoutGrid aria-hidden className="size-5" />
          </Link>
          <Link
            to={`${PATH}${adminFiltersSearch({ ...filters, view: "list" })}`}
            preventScrollReset
            aria-label="List view"
            aria-current={filters.view === "list" ? "true" : undefined}
            className={cx(
              "grid size-11 place-items-center rounded-full",
              filters.view === "list" ? "bg-rose text-accent-fg" : "text-muted hover:bg-surface-2",
            )}
          >
            <List aria-hidden className="size-5" />
          </Link>
        </div>
      </div>

      {posts.length > 0 ? (
        <ul
          className={cx("mt-6 grid gap-4", filters.view === "grid" ? "md:grid-cols-2 xl:grid-cols-3" : "grid-cols-1")}
          aria-label="Blogs"
        >
          {posts.map((post) => (
            <li key={post.id}>
              <AdminBlogCard
                post={post}
                layout={filters.view}
                selected={selected.has(post.id)}
                busy={busy}
                onSelect={(checked) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (checked) next.add(post.id);
                    else next.delete(post.id);
                    return next;
                  })
                }
                onStatus={(status: BlogStatusValue) =>
                  void run(
                    () => blogAdminApi.setStatus(post.id, status),
                    `Status set to ${STATUS_LABELS[status]}`,
                    "Failed to update status",
                  )
                }
                onDelete={() => setConfirm({ kind: "one", id: post.id, title: post.title })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <section className="mt-8 rounded-[var(--radius-card)] border border-border bg-surface/80 p-10 text-center">
          <h2 className="text-2xl font-semibold">No Blogs Found</h2>
          <p className="mt-2 text-muted">No blog matches these filters.</p>
          <Link
            to={`${PATH}${adminFiltersSearch({ view: filters.view })}`}
            className={buttonClasses("secondary", "md", "mt-5")}
          >
            Clear Filters
          </Link>
        </section>
      )}

      <Pager page={page} pages={pages} hrefFor={hrefFor} label="Blog pages" />

      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title="Delete blog"
        description={
          confirm?.kind === "bulk" ? `Are you sure you want to delete ${confirm.ids.length} blog(s)?` : DELETE_CONFIRM
        }
      >
        {confirm?.kind === "one" ? <p className="mb-4 font-semibold">{confirm.title}</p> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const current = confirm;
              setConfirm(null);
              if (current?.kind === "one")
                void run(() => blogAdminApi.remove(current.id), "Blog deleted", "Failed to delete blog");
              else if (current?.kind === "bulk") bulk("delete", current.ids);
            }}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
