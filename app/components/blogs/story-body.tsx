import { StoryImage } from "~/components/ui/card";
import { cx } from "~/lib/class-names";

/**
 * A story's featured image (when it has one) and its text, the same for the reader and for the admin reviewing a
 * submission. The stored content is already sanitized on the server when written (DECISIONS.md), so it is rendered
 * as is. The reader's image is the page's first picture (fetched first); in review it waits until scrolled to.
 */
export function StoryBody({
  post,
  inReview = false,
}: {
  post: { featuredImage?: string | null; content: string };
  inReview?: boolean;
}) {
  const gap = inReview ? "mt-6" : "mt-8";
  return (
    <>
      {post.featuredImage ? (
        <StoryImage
          src={post.featuredImage}
          loading={inReview ? "lazy" : undefined}
          fetchPriority={inReview ? undefined : "high"}
          className={cx(
            gap,
            "aspect-[2/1] w-full",
            inReview ? "rounded-2xl" : "rounded-[var(--radius-card)]",
            "bg-surface-2 object-cover",
          )}
        />
      ) : null}
      <div className={cx("prose-entwine", gap)} dangerouslySetInnerHTML={{ __html: post.content }} />
    </>
  );
}
