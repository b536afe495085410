import { Bookmark, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { IconPageHeading } from "~/components/page-header";
import { buttonClasses } from "~/components/ui/button";
import { readSavedStories, setStorySaved, type SavedStory } from "~/lib/blogs/saved";
import { deviceStorage } from "~/lib/device-storage";
import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/saved";

// The list lives on this device only: the page asks the server for nothing, and search engines are kept away.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Saved stories", matches, location.pathname);

const storage = () => deviceStorage();

export default function SavedStories() {
  const [stories, setStories] = useState<SavedStory[] | null>(null);
  useEffect(() => setStories(readSavedStories(storage())), []);

  const remove = (story: SavedStory) => {
    setStorySaved(storage(), story, false, new Date());
    setStories(readSavedStories(storage()));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 sm:pt-14">
      <IconPageHeading icon={Bookmark} title="Saved stories">
        Stories you saved with the Save button. They are kept on this device only, never sent anywhere.
      </IconPageHeading>
      {stories === null ? null : stories.length === 0 ? (
        <div
          className="mt-10 rounded-[var(--radius-card)] border border-border bg-surface/80 p-8 text-center"
          data-testid="saved-empty"
        >
          <p className="text-lg font-semibold">No saved stories yet</p>
          <p className="mt-2 text-muted">Open a story and press Save to find it here again.</p>
          <Link to="/medium-blogs" className={buttonClasses("primary", "md", "mt-5")}>
            Browse stories
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-3" data-testid="saved-list">
          {stories.map((story) => (
            <li
              key={story.id}
              className="flex items-start gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-4"
            >
              <div className="min-w-0 flex-1">
                <Link to={story.href} className="text-lg font-semibold hover:text-rose">
                  {story.title}
                </Link>
                {story.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-muted">{story.excerpt}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => remove(story)}
                className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
                aria-label={`Remove “${story.title}” from saved stories`}
              >
                <X aria-hidden className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
