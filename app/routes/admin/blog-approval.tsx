import { Flag, Inbox } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { filterLabels, toItem, type ApprovalItem, type Decision } from "~/components/admin/blog-approval/approval-item";
import { ReportedStories } from "~/components/admin/blog-approval/reported-stories";
import { ReviewPanel } from "~/components/admin/blog-approval/review-panel";
import { SubmissionCard } from "~/components/admin/blog-approval/submission-card";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { useToast } from "~/components/ui/toast";
import { requireAdminSession } from "~/lib/admin-session";
import { APPROVAL_FILTERS, approvalSearch, parseApprovalFilter, type ApprovalFilter } from "~/lib/blogs/filters";
import { cx } from "~/lib/class-names";
import { noIndexHead } from "~/lib/head";
import type { ReportedStory } from "@domain/blogs/reports";
import type { Route } from "./+types/blog-approval";

const PATH = "/admin/blog-approval";
/** The newest this many of each kind are listed (a moderation queue, not an archive). */
const LIST_LIMIT = 100;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Blog Approval Centre", matches, location.pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminSession(context);
  const params = new URL(request.url).searchParams;
  const { filter, id } = parseApprovalFilter(params);
  // Readers' reports have their own view (?filter=reported), beside the submissions' filters.
  const reportedView = params.get("filter") === "reported";
  const blogs = context.services.blogs;
  let loadError = false;
  let lists: Record<Decision, ApprovalItem[]> = { pending: [], approved: [], rejected: [] };
  let reported: ReportedStory[] = [];
  try {
    reported = await blogs.reportedList();
    const query = { pageSize: LIST_LIMIT, sort: "updated-newest" as const };
    const [pending, rejected, published, approved] = await Promise.all([
      blogs.listAdmin({ ...query, status: "pending" }),
      blogs.listAdmin({ ...query, status: "rejected" }),
      blogs.listAdmin({ ...query, status: "published" }),
      blogs.listAdmin({ ...query, status: "approved" }),
    ]);
    // "Approved" = posts that went through approval: visitors' submissions the admin published.
    const approvedItems = [
      ...published.items.filter((post) => post.isUserSubmission && post.approved),
      ...approved.items,
    ];
    const rejectedItems = rejected.items.filter((post) => post.isUserSubmission || post.rejectionReason);
    // Why a story is held for the admin's eyes (words that must never be published), shown on its card and review.
    const held = await blogs.holds([...pending.items, ...approvedItems, ...rejectedItems].map((post) => post.id));
    const item = (post: (typeof pending.items)[number]) => toItem(post, held[post.id]);
    lists = {
      pending: pending.items.map(item),
      approved: approvedItems.map(item),
      rejected: rejectedItems.map(item),
    };
  } catch (error) {
    context.logger.error({ err: error }, "blog approval list failed");
    loadError = true;
  }
  const byNewest = (a: ApprovalItem, b: ApprovalItem) => (b.submittedAt ?? "").localeCompare(a.submittedAt ?? "");
  const items =
    filter === "all" ? [...lists.pending, ...lists.approved, ...lists.rejected].sort(byNewest) : lists[filter];
  const selectedId = items.some((item) => item.id === id) ? id : (items[0]?.id ?? "");
  let selected = null;
  if (selectedId && !reportedView) {
    try {
      const post = await blogs.getForEdit(selectedId, { kind: "admin", username: admin.username });
      const held = items.find((item) => item.id === selectedId)?.held ?? [];
      selected = { ...toItem(post, held), content: post.content, featuredImage: post.featuredImage };
    } catch (error) {
      context.logger.warn({ err: error, id: selectedId }, "blog approval: selected post unavailable");
    }
  }
  return {
    filter,
    reportedView,
    reported,
    items,
    selected,
    counts: { pending: lists.pending.length, approved: lists.approved.length, rejected: lists.rejected.length },
    loadError,
  };
}

export default function BlogApproval({ loaderData }: Route.ComponentProps) {
  const { filter, reportedView, reported, items, selected, counts, loadError } = loaderData;
  const { toast } = useToast();
  useEffect(() => {
    if (loadError) toast({ title: "Failed to load blogs", variant: "destructive", duration: 3000 });
  }, [loadError, toast]);
  const review = useReviewInView(selected?.id);
  const countOf = (value: ApprovalFilter) =>
    value === "all" ? counts.pending + counts.approved + counts.rejected : counts[value];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-4xl font-semibold">Blog Approval Centre</h1>
      <p className="mt-1 text-muted">
        Review stories submitted by visitors. Approving publishes a story; rejecting keeps it hidden.
      </p>
      <nav
        aria-label="Filter submissions"
        className="mt-6 flex flex-wrap gap-1 rounded-3xl border border-border bg-surface p-1"
      >
        {APPROVAL_FILTERS.map((value) => (
          <Link
            key={value}
            to={`${PATH}${approvalSearch(value)}`}
            preventScrollReset
            aria-current={value === filter && !reportedView ? "page" : undefined}
            className={cx(
              "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold no-underline",
              value === filter && !reportedView ? "bg-rose text-accent-fg" : "text-muted hover:text-fg",
            )}
          >
            {filterLabels[value]}
            <span className="rounded-full bg-bg/30 px-2 text-xs">{countOf(value)}</span>
          </Link>
        ))}
        <Link
          to={`${PATH}?filter=reported`}
          preventScrollReset
          aria-current={reportedView ? "page" : undefined}
          className={cx(
            "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold no-underline",
            reportedView ? "bg-rose text-accent-fg" : "text-muted hover:text-fg",
          )}
        >
          <Flag aria-hidden className="size-4" />
          Reported
          <span className={cx("rounded-full px-2 text-xs", reported.length > 0 ? "bg-danger text-white" : "bg-bg/30")}>
            {reported.length}
          </span>
        </Link>
      </nav>
      {reportedView ? (
        <section aria-labelledby="reported-heading" className="mt-6">
          <h2 id="reported-heading" className="text-2xl font-semibold">
            Reported stories
          </h2>
          <p className="mb-4 mt-1 text-sm text-muted">
            Stories readers reported, most reported first. Keep one to dismiss its reports, or unpublish it.
          </p>
          <ReportedStories stories={reported} />
        </section>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-label="Submissions">
            {items.length > 0 ? (
              <ul className="flex flex-col gap-3">
                {items.map((item) => (
                  <li key={item.id}>
                    <SubmissionCard item={item} filter={filter} active={item.id === selected?.id} path={PATH} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-border bg-surface/80 p-10 text-center">
                <Inbox aria-hidden className="size-8 text-muted" />
                <p className="font-semibold">
                  {filter === "pending" ? "No blogs waiting for review" : "No blogs here"}
                </p>
                <p className="text-sm text-muted">New submissions from visitors appear here.</p>
              </div>
            )}
          </section>
          <section aria-label="Review" ref={review}>
            {selected ? (
              <ReviewPanel post={selected} />
            ) : (
              <div className="rounded-[var(--radius-card)] border border-dashed border-border p-10 text-center text-muted">
                Select a blog to review it.
              </div>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * After the admin taps a story in the list, its review comes into view with its decision (Approve and Reject, or
 * what was decided), and the focus moves to its title: on a phone the panel sits under the whole list. Only a tap
 * does this (the address names the story), not the list moving on after a decision.
 */
function useReviewInView(selectedId: string | undefined) {
  const review = useRef<HTMLElement>(null);
  const [params] = useSearchParams();
  const chosen = params.get("id");
  const lastChosen = useRef(chosen);
  useEffect(() => {
    if (chosen === lastChosen.current) return;
    lastChosen.current = chosen;
    const panel = review.current;
    if (!panel || !chosen || selectedId !== chosen) return;
    panel.querySelector<HTMLElement>("#review-title")?.focus({ preventScroll: true });
    keepInViewSoon(
      () => panel.querySelector("article"),
      () => panel.querySelector("[data-review-decision]"),
    );
  }, [chosen, selectedId]);
  return review;
}
