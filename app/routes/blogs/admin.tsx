import { FilePen, FileText, Hourglass, Plus, RefreshCw, Send } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { blogAdminApi } from "~/components/blogs/admin-api";
import { AdminBlogCard, toAdminCardData } from "~/components/blogs/admin-blog-card";
import { Pager } from "~/components/blogs/pager";
import { BlogAdminFilters } from "~/components/admin/blog/blog-filters";
import { BulkToolbar } from "~/components/admin/blog/bulk-toolbar";
import { DeleteBlogsDialog, type DeleteConfirm } from "~/components/admin/blog/delete-blogs-dialog";
import { StatTiles, type StatTile } from "~/components/admin/stat-tiles";
import { Button, buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { requireAdminSession } from "~/lib/admin-session";
import { BLOG_PAGE_SIZE, STATUS_LABELS, type BlogStatusValue } from "~/lib/blogs/constants";
import { adminFiltersSearch, parseAdminFilters, totalPages } from "~/lib/blogs/filters";
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

export default function BlogManagement({ loaderData }: Route.ComponentProps) {
  const { filters, posts, total, page, pages, counts } = loaderData;
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<DeleteConfirm | null>(null);

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
  const tiles: StatTile[] = [
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

      <StatTiles tiles={tiles} label="Blog counts" testIdPrefix="count" />

      <div className="mt-6">
        <BlogAdminFilters filters={filters} path={PATH} />
      </div>

      <BulkToolbar
        filters={filters}
        path={PATH}
        total={total}
        visibleIds={visibleIds}
        selectedCount={selectedIds.length}
        allSelected={allSelected}
        busy={busy}
        onSelectAll={(checked) => setSelected(checked ? new Set(visibleIds) : new Set())}
        onBulk={(action) => (action === "delete" ? setConfirm({ kind: "bulk", ids: selectedIds }) : bulk(action))}
      />

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

      <DeleteBlogsDialog
        confirm={confirm}
        onClose={() => setConfirm(null)}
        onDelete={(current) => {
          setConfirm(null);
          if (current.kind === "one")
            void run(() => blogAdminApi.remove(current.id), "Blog deleted", "Failed to delete blog");
          else bulk("delete", current.ids);
        }}
      />
    </div>
  );
}
