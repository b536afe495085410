/**
 * One of my stories: its title, its status as the blog API tells it, and what to do next.
 */
import { CheckCircle2, Clock, ExternalLink, Loader2, MessageSquareQuote, PenLine, X, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { STATE_LABELS, storyState, type MyStory, type MyStoryState } from "~/lib/blogs/editor/my-stories";
import type { Check } from "./check-story";

export const TONES: Record<MyStoryState, "warning" | "success" | "danger" | "neutral"> = {
  draft: "neutral",
  "in-review": "warning",
  published: "success",
  declined: "danger",
  gone: "neutral",
};
export const ICONS = {
  draft: PenLine,
  "in-review": Clock,
  published: CheckCircle2,
  declined: XCircle,
  gone: X,
} as const;

export const dateLabel = (value: string) =>
  new Intl.DateTimeFormat(undefined, { day: "numeric", month: "long", year: "numeric" }).format(new Date(value));

export function StoryItem({ story, check, onForget }: { story: MyStory; check: Check; onForget: () => void }) {
  const view = check.kind === "ok" ? check.view : null;
  const state = check.kind === "ok" ? storyState(view!.status) : check.kind === "gone" ? "gone" : null;
  const title = view?.title ?? story.title ?? "Untitled story";
  const Icon = state ? ICONS[state] : Loader2;
  return (
    <li
      className="rounded-card border border-border bg-surface/80 p-4"
      data-testid="my-story"
      data-state={state ?? check.kind}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="break-words font-sans text-lg font-semibold">{title}</h2>
          <p className="mt-1 text-sm text-muted">
            Sent {dateLabel(story.submittedAt)}
            {view ? <> · signed {view.author}</> : null}
          </p>
        </div>
        <button
          type="button"
          onClick={onForget}
          className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
          aria-label={`Forget “${title}” on this device`}
          title="Forget on this device"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {state ? (
          <Badge tone={TONES[state]} className="inline-flex items-center gap-1.5" data-testid="my-story-status">
            <Icon aria-hidden className="size-4" /> {STATE_LABELS[state]}
          </Badge>
        ) : check.kind === "offline" ? (
          <span className="text-sm text-muted" data-testid="my-story-status">
            Could not check just now. Try again when you are online.
          </span>
        ) : (
          <span className="flex items-center gap-1.5 text-sm text-muted" data-testid="my-story-status">
            <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> Checking…
          </span>
        )}
        {state === "published" && view ? (
          <Link
            to={`/blog/${encodeURIComponent(view.slug)}`}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-rose underline-offset-4 hover:underline"
          >
            Read it on the blog <ExternalLink aria-hidden className="size-4" />
          </Link>
        ) : null}
        {state === "in-review" ? (
          <span className="text-sm text-muted">A person reads every story before it goes live.</span>
        ) : null}
        {state === "gone" ? (
          <span className="text-sm text-muted">It was removed, or this device no longer holds its key.</span>
        ) : null}
      </div>
      {state === "declined" ? (
        <div className="mt-3 rounded-xl bg-surface-2 p-3 text-sm">
          {view?.rejectionReason ? (
            <p className="flex gap-2">
              <MessageSquareQuote aria-hidden className="size-4 shrink-0 translate-y-0.5 text-rose" />
              <span>
                <span className="font-semibold">Why: </span>
                {view.rejectionReason}
              </span>
            </p>
          ) : (
            <p className="text-muted">No reason was given.</p>
          )}
          <p className="mt-2 text-muted">You are always welcome to write another one.</p>
        </div>
      ) : null}
    </li>
  );
}
