import { HeartHandshake, NotebookPen, PenLine } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";

/** The story a visitor has just sent for review (shown instead of a silently cleared form). */
export interface SubmittedStory {
  id: string;
  title: string;
  /** A story that was already in review and was sent again with changes. */
  isUpdate: boolean;
  /** Whether this device could keep it in My stories (private modes may refuse storage). */
  stored: boolean;
}

/**
 * After "Submit for Approval": what happened, where to follow it (My stories) and a way to start another. The
 * heading takes focus so a screen reader hears it, and the panel is scrolled into view on a phone.
 */
export function SubmittedPanel({ story, onWriteAnother }: { story: SubmittedStory; onWriteAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "center" });
  }, [story.id]);
  return (
    <section
      aria-labelledby="submitted-heading"
      data-testid="submitted-panel"
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card border border-border bg-surface p-6 text-center sm:p-10"
    >
      <HeartHandshake aria-hidden className="size-10 text-rose" />
      <h2
        id="submitted-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold outline-none sm:text-3xl"
      >
        {story.isUpdate ? "Your changes are with us" : "Thank you, your story is with us"}
      </h2>
      <p className="text-muted" role="status">
        <span className="font-semibold text-fg">“{story.title || "Untitled story"}”</span> is in review: a person reads
        every story before it goes live.{" "}
        {story.stored
          ? "You can follow it in My stories on this device, where it will say when it is published."
          : "This browser would not let us keep it in My stories, but it has reached us safely."}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {story.stored ? (
          <Link to="/medium-blogs/mine" className={buttonClasses("primary", "md")}>
            <NotebookPen aria-hidden className="size-5" /> See My stories
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onWriteAnother}>
          <PenLine aria-hidden className="size-5" /> Write another story
        </Button>
      </div>
    </section>
  );
}
