import { Loader2, NotebookPen, PenLine, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { IconPageHeading } from "~/components/page-header";
import { Button, buttonClasses } from "~/components/ui/button";
import { browserStorage } from "~/lib/blogs/editor/draft-storage";
import { forgetStory, readMyStories, type MyStory } from "~/lib/blogs/editor/my-stories";
import { StoryItem } from "./story-item";
import { type Check, checkStory } from "./check-story";

/** My stories: the stories this device submitted, each with its status asked of the blog API with its own token. */
export function MyStoriesScreen() {
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
      <IconPageHeading icon={NotebookPen} title="My stories">
        The stories you sent from this device, and what became of each. They are remembered on this device only;
        clearing the browser's data forgets them here (the stories themselves stay with us).
      </IconPageHeading>
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
