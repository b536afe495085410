import {
  CheckCircle2,
  Clock,
  ExternalLink,
  Loader2,
  MessageSquareQuote,
  NotebookPen,
  PenLine,
  RefreshCw,
  X,
  XCircle,
} from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { browserStorage } from "~/lib/blog-editor/draft-storage";
import {
  forgetStory,
  readMyStories,
  STATE_LABELS,
  storyState,
  type MyStory,
  type MyStoryState,
} from "~/lib/blog-editor/my-stories";
import { noIndexHead } from "~/lib/head";
import type { BlogStatusView } from "@domain/blogs/types";
import type { Route } from "./+types/mine";

// "My stories" (issue #31): the stories this device submitted, each with what became of it. The list and the edit
// tokens live on the device only; each status is asked of the blog API with the story's own token. Not indexed.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("My stories", matches, location.pathname);

type Check = { kind: "loading" } | { kind: "ok"; view: BlogStatusView } | { kind: "gone" } | { kind: "offline" };

const TONES: Record<MyStoryState, "warning" | "success" | "danger" | "neutral"> = {
  draft: "neutral",
  "in-review": "warning",
  published: "success",
  declined: "danger",
  gone: "neutral",
};
const ICONS = { draft: PenLine, "in-review": Clock, published: CheckCircle2, declined: XCircle, gone: X } as const;

async function checkStory(story: MyStory): Promise<Check> {
  try {
    const response = await fetch(`/api/blogs?id=${encodeURIComponent(story.id)}&view=status`, {
      headers: { Accept: "application/json", ...(story.editToken ? { "X-Edit-Token": story.editToken } : {}) },
      cache: "no-store",
    });
    if (response.status === 404 || response.status === 403 || response.status === 401) return { kind: "gone" };
    if (!response.ok) return { kind: "offline" };
    return { kind: "ok", view: (await response.json()) as BlogStatusView };
  } catch {
    return { kind: "offline" };
  }
}

const dateLabel = (value: string) =>
  new Intl.DateTimeFormat(undefined, { day: "numeric", month: "long", year: "numeric" }).format(new Date(value));

export default function MyStories() {
  const [stories, setStories] = useState<MyStory[] | null>(null);
  const [checks, setChecks] = useState<Record<string, Check>>({});

  const refresh = useCallback(async (list: MyStory[]) => {
    setChecks(Object.fromEntries(list.map((story) => [story.id, { kind: "loading" } as Check])));
    const results = await Promise.all(list.map(async (story) => [story.id, await checkStory(story)] as const));
    setChecks(Object.fromEntries(results));
  }, []);

  useEffect(() => {
    const list = readMyStories(browserStorage());
    setStories(list);
    void refresh(list);
  }, [refresh]);

  const forget = (story: MyStory) => {
    forgetStory(browserStorage(), story.id);
    setStories(readMyStories(browserStorage()));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 sm:pt-14">
      <h1 className="flex items-center gap-3 text-4xl font-semibold">
        <NotebookPen aria-hidden className="size-8 text-rose" /> My stories
      </h1>
      <p className="mt-3 text-muted">
        The stories you sent from this device, and what became of each. They are remembered on this device only;
        clearing the browser's data forgets them here (the stories themselves stay with us).
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/medium-blog-editor" className={buttonClasses("primary", "md")}>
          <PenLine aria-hidden className="size-5" /> Write a story
        </Link>
        {stories && stories.length > 0 ? (
          <Button variant="secondary" onClick={() => void refresh(stories)}>
            <RefreshCw aria-hidden className="size-4" /> Check again
          </Button>
        ) : null}
      </div>

      {stories === null ? (
        <p className="mt-10 flex items-center gap-2 text-muted" role="status">
          <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" /> Looking for your stories…
        </p>
      ) : stories.length === 0 ? (
        <div
          className="mt-10 rounded-card border border-border bg-surface/80 p-8 text-center"
          data-testid="my-stories-empty"
        >
          <p className="text-lg font-semibold">No stories from this device yet</p>
          <p className="mt-2 text-muted">
            When you send a story for review, it appears here with its status: in review, published or declined.
          </p>
        </div>
      ) : (
        <ul className="mt-8 space-y-3" data-testid="my-stories" aria-live="polite">
          {stories.map((story) => (
            <StoryItem
              key={story.id}
              story={story}
              check={checks[story.id] ?? { kind: "loading" }}
              onForget={() => forget(story)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function StoryItem({ story, check, onForget }: { story: MyStory; check: Check; onForget: () => void }) {
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
