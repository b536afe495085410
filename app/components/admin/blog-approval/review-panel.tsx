import { CheckCircle2, Clock, ExternalLink, ShieldAlert, User, XCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { blogAdminApi } from "~/components/blogs/admin-api";
import { StoryBody } from "~/components/blogs/story-body";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { AdminTime } from "~/components/ui/local-time";
import { useToast } from "~/components/ui/toast";
import { decisionTone, filterLabels, type ApprovalPost } from "./approval-item";

/** How long the Undo of an approval or rejection is offered. */
const UNDO_MS = 8000;

/** What the toasts say after an approval or a rejection. */
const OUTCOMES = {
  approve: {
    title: "Blog approved!",
    description: "The story is published. Undo puts it back in review.",
    undone: "Approval undone",
    failed: "Failed to approve blog",
  },
  reject: {
    title: "Blog rejected",
    description: "The story stays hidden. Undo puts it back in review.",
    undone: "Rejection undone",
    failed: "Failed to reject blog",
  },
} as const;

/** The selected submission: approve it, or reject it with a reason (both can be undone for a few seconds). */
export function ReviewPanel({ post }: { post: ApprovalPost }) {
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

  // Approve and Reject end alike: the toast offers Undo and the list is read again; a failure says which one failed.
  const decide = async (decision: "approve" | "reject", send: () => Promise<unknown>) => {
    const outcome = OUTCOMES[decision];
    setBusy(decision);
    try {
      await send();
      toast({
        title: outcome.title,
        description: outcome.description,
        duration: UNDO_MS,
        action: undoAction(outcome.undone),
      });
      await revalidator.revalidate();
    } catch (error) {
      console.warn(`${decision} failed`, error);
      toast({ title: outcome.failed, variant: "destructive", duration: 3000 });
    } finally {
      setBusy(null);
    }
  };

  const approve = () => decide("approve", () => blogAdminApi.approve(post.id));

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
    await decide("reject", async () => {
      await blogAdminApi.reject(post.id, reason.trim());
      setReason("");
    });
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
      {post.held.length > 0 ? (
        <p
          role="note"
          data-testid="held-reasons"
          className="mt-3 flex items-start gap-2 rounded-2xl border border-danger bg-danger/10 p-3 text-sm font-semibold"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{`${post.held.join(" · ")}. Read it closely before approving: these words must never be published.`}</span>
        </p>
      ) : null}
      <h2 id="review-title" tabIndex={-1} className="mt-3 text-3xl font-semibold leading-tight focus:outline-none">
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
        <div
          data-review-decision
          className="mt-5 flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/60 p-4"
        >
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
        <dl
          data-review-decision
          className="mt-5 grid gap-2 rounded-2xl border border-border bg-surface-2/60 p-4 text-sm sm:grid-cols-[auto_1fr]"
        >
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

      <StoryBody post={post} inReview />
    </article>
  );
}
