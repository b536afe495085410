import type { TagOverflow } from "~/lib/blogs/text";

/** A story's first tags as small chips, then "+N" for the ones left out (the admin's cards). */
export function TagChips({ tags }: { tags: TagOverflow }) {
  return (
    <>
      {tags.shown.map((tag) => (
        <span key={tag} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
          {`#${tag}`}
        </span>
      ))}
      {tags.more > 0 ? <span className="text-xs text-muted">{`+${tags.more}`}</span> : null}
    </>
  );
}
