import { CheckCircle2, Clock, ExternalLink, Inbox, User, XCircle } from "lucide-react";
import { AdminTime } from "~/components/ui/local-time";
import { useEffect, useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { BlogSummary } from "@domain/blogs/types";
import { blogAdminApi } from "~/components/blog/admin-api";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { useToast } from "~/components/ui/toast";
import { requireAdminSession } from "~/lib/admin-session";
import { APPROVAL_FILTERS, approvalSearch, parseApprovalFilter, type ApprovalFilter } from "~/lib/blog/filters";
import { excerptFallback, tagOverflow } from "~/lib/blog/text";
import { cx } from "~/lib/class-names";
import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/blog-approval";

const PATH = "/admin/blog-approval";
/** The newest this many of each kind are listed (a moderation queue, not an archive). */
const LIST_LIMIT = 100;
/** How long the Undo of an approval or rejection is offered. */
const UNDO_MS = 8000;

type Decision = "pending" | "approved" | "rejected";

function decisionOf(post: Pick<BlogSummary, "status">): Decision {
  return post.status === "pending" ? "pending" : post.status === "rejected" ? "rejected" : "approved";
}

function toItem(post: BlogSummary) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author,
    category: post.category,
    tags: post.tags,
    status: post.status,
    decision: decisionOf(post),
    submittedAt: post.submittedAt ?? post.createdAt,
    approvedBy: post.approvedBy,
    approvedAt: post.approvedAt,
    rejectionReason: post.rejectionReason,
    readTime: post.readTime,
  };
}
type ApprovalItem = ReturnType<typeof toItem>;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Blog Approval Centre", matches, location.pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminSession(context);
  const { filter, id } = parseApprovalFilter(new URL(request.url).searchParams);
  const blogs = context.services.blogs;
  let loadError = false;
  let lists: Record<Decision, ApprovalItem[]> = { pending: [], approved: [], rejected: [] };
  try {
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
    lists = {
      pending: pending.items.map(toItem),
      approved: approvedItems.map(toItem),
      rejected: rejected.items.filter((post) => post.isUserSubmission || post.rejectionReason).map(toItem),
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
  if (selectedId) {
    try {
      const post = await blogs.getForEdit(selectedId, { kind: "admin", username: admin.username });
      selected = { ...toItem(post), content: post.content, featuredImage: post.featuredImage };
    } catch (error) {
      context.logger.warn({ err: error, id: selectedId }, "blog approval: selected post unavailable");
    }
  }
  return {
    filter,
    items,
    selected,
    counts: { pending: lists.pending.length, approved: lists.approved.length, rejected: lists.rejected.length },
    loadError,
  };
}

const filterLabels: Record<ApprovalFilter, string> = {
  all: "All",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
const decisionTone = { pending: "warning", approved: "success", rejected: "danger" } as const;

function SubmissionCard({ item, filter, active }: { item: ApprovalItem; filter: ApprovalFilter; active: boolean }) {
  const { shown, more } = tagOverflow(item.tags, 2);
  return (
    <Link
      to={`${PATH}${approvalSearch(filter, item.id)}`}
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={cx(
        "flex flex-col gap-2 rounded-[var(--radius-card)] border bg-surface/90 p-4 no-underline text-fg transition",
        active ? "border-rose shadow-glow" : "border-border hover:border-rose",
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone={decisionTone[item.decision]}>{filterLabels[item.decision]}</Badge>
        <Badge tone="rose">{item.category}</Badge>
      </span>
      <span className="font-semibold leading-snug">{item.title}</span>
      <span className="line-clamp-2 text-sm text-muted">{excerptFallback(item.excerpt, "", 100)}</span>
      {shown.length ? (
        <span className="flex flex-wrap gap-1.5">
          {shown.map((tag) => (
            <span key={tag} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
              {`#${tag}`}
            </span>
          ))}
          {more > 0 ? <span className="text-xs text-muted">{`+${more}`}</span> : null}
        </span>
      ) : null}
      <span className="flex flex-wrap gap-x-3 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <User aria-hidden className="size-3.5" /> {item.author}
        </span>
        {item.submittedAt ? <AdminTime value={item.submittedAt} /> : null}
      </span>
    </Link>
  );
}

function ReviewPanel({ post }: { post: NonNullable<Route.ComponentProps["loaderData"]["selected"]> }) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const reasonId = useId();
  useEffect(() => setReason(""), [post.id]);

  // Approve and Reject can be taken back for a few seconds: Undo returns the story to review through the API.
  const undoAction = (done: string) => {
    const id = post.id;
    return {
      label: "Undo",
      onClick: () => {
        void blogAdminApi
          .setStatus(id, "pending")
          .then(async () => {
            toast({ title: done, description: "The story is waiting for review again.", duration: 2000 });
            await revalidator.revalidate();
          })
          .catch((error: unknown) => {
            console.warn("undo failed", error);
            toast({
              title: "Could not undo",
              description: "Change the story's status in Blog Management.",
              variant: "destructive",
              duration: 3000,
            });
          });
      },
    };
  };

  const approve = async () => {
    setBusy("approve");
    try {
      await blogAdminApi.approve(post.id);
      toast({
        title: "Blog approved!",
        description: "The story is published. Undo puts it back in review.",
        duration: UNDO_MS,
        action: undoAction("Approval undone"),
      });
      await revalidator.revalidate();
    } catch (error) {
      console.warn("approve failed", error);
      toast({ title: "Failed to approve blog", variant: "destructive", duration: 3000 });
    } finally {
      setBusy(null);
    }
  };

  const reject = async () => {
    if (!reason.trim()) {
      toast({
        title: "Rejection reason required",
        description: "Please provide a reason for rejection",
        variant: "destructive",
        duration: 3000,
      });
      return;
    }
    setBusy("reject");
    try {
      await blogAdminApi.reject(post.id, reason.trim());
      toast({
        title: "Blog rejected",
        description: "The story stays hidden. Undo puts it back in review.",
        duration: UNDO_MS,
        action: undoAction("Rejection undone"),
      });
      setReason("");
      await revalidator.revalidate();
    } catch (error) {
      console.warn("reject failed", error);
      toast({ title: "Failed to reject blog", variant: "destructive", duration: 3000 });
    } finally {
      setBusy(null);
    }
  };

  return (
    <article
      aria-labelledby="review-title"
      className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={decisionTone[post.decision]}>{filterLabels[post.decision]}</Badge>
        <Badge tone="rose">{post.category}</Badge>
        {post.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
            {`#${tag}`}
          </span>
        ))}
      </div>
      <h2 id="review-title" className="mt-3 text-3xl font-semibold leading-tight">
        {post.title}
      </h2>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <User aria-hidden className="size-4" /> {post.author}
        </span>
        {post.submittedAt ? (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> <AdminTime value={post.submittedAt} prefix="Submitted " />
          </span>
        ) : null}
        <span>{`${post.readTime} min read`}</span>
      </p>

      {post.decision === "pending" ? (
        <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/60 p-4">
          <Button onClick={approve} disabled={busy !== null} className="self-start">
            <CheckCircle2 aria-hidden className="size-5" /> {busy === "approve" ? "Approving..." : "Approve"}
          </Button>
          <label htmlFor={reasonId} className="text-sm font-semibold">
            Rejection reason
          </label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={1000}
            placeholder="Tell the writer why this story cannot be published"
            onChange={(event) => setReason(event.target.value)}
          />
          <Button variant="danger" onClick={reject} disabled={busy !== null} className="self-start">
            <XCircle aria-hidden className="size-5" /> {busy === "reject" ? "Rejecting..." : "Reject"}
          </Button>
        </div>
      ) : (
        <dl className="mt-5 grid gap-2 rounded-2xl border border-border bg-surface-2/60 p-4 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Decision</dt>
          <dd>{filterLabels[post.decision]}</dd>
          <dt className="font-semibold">Reviewed by</dt>
          <dd>{post.approvedBy ?? "–"}</dd>
          <dt className="font-semibold">Reviewed on</dt>
          <dd>{post.approvedAt ? <AdminTime value={post.approvedAt} /> : "Not yet"}</dd>
          {post.decision === "rejected" ? (
            <>
              <dt className="font-semibold">Reason</dt>
              <dd data-testid="rejection-reason">{post.rejectionReason || "–"}</dd>
            </>
          ) : null}
          {post.decision === "approved" ? (
            <>
              <dt className="font-semibold">Live at</dt>
              <dd>
                <a href={`/blog/${encodeURIComponent(post.slug)}`} className="inline-flex items-center gap-1 text-rose">
                  {`/blog/${post.slug}`} <ExternalLink aria-hidden className="size-3.5" />
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      )}

      {post.featuredImage ? (
        <img
          src={post.featuredImage}
          alt=""
          width={800}
          height={400}
          loading="lazy"
          className="mt-6 aspect-[2/1] w-full rounded-2xl bg-surface-2 object-cover"
        />
      ) : null}
      <div className="prose-entwine mt-6" dangerouslySetInnerHTML={{ __html: post.content }} />
    </article>
  );
}

export default function BlogApproval({ loaderData }: Route.ComponentProps) {
  const { filter, items, selected, counts, loadError } = loaderData;
  const { toast } = useToast();
  useEffect(() => {
    if (loadError) toast({ title: "Failed to load blogs", variant: "destructive", duration: 3000 });
  }, [loadError, toast]);
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
        className="mt-6 flex gap-1 overflow-x-auto rounded-full border border-border bg-surface p-1"
      >
        {APPROVAL_FILTERS.map((value) => (
          <Link
            key={value}
            to={`${PATH}${approvalSearch(value)}`}
            preventScrollReset
            aria-current={value === filter ? "page" : undefined}
            className={cx(
              "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold no-underline",
              value === filter ? "bg-rose text-accent-fg" : "text-muted hover:text-fg",
            )}
          >
            {filterLabels[value]}
            <span className="rounded-full bg-bg/30 px-2 text-xs">{countOf(value)}</span>
          </Link>
        ))}
      </nav>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Submissions">
          {items.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.id}>
                  <SubmissionCard item={item} filter={filter} active={item.id === selected?.id} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-border bg-surface/80 p-10 text-center">
              <Inbox aria-hidden className="size-8 text-muted" />
              <p className="font-semibold">{filter === "pending" ? "No blogs waiting for review" : "No blogs here"}</p>
              <p className="text-sm text-muted">New submissions from visitors appear here.</p>
            </div>
          )}
        </section>
        <section aria-label="Review">
          {selected ? (
            <ReviewPanel post={selected} />
          ) : (
            <div className="rounded-[var(--radius-card)] border border-dashed border-border p-10 text-center text-muted">
              Select a blog to review it.
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
