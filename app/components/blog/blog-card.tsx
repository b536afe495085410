import { BookOpen, Clock, User } from "lucide-react";
import type { BlogSummary } from "@domain/blogs/types";
import { Badge } from "~/components/ui/badge";
import { RelativeDate } from "~/components/ui/local-time";
import { excerptFallback, tagOverflow } from "~/lib/blog/text";
import { prefetchDocument } from "./prefetch";

export type BlogCardData = Pick<
  BlogSummary,
  "id" | "title" | "slug" | "excerpt" | "featuredImage" | "category" | "tags" | "author" | "readTime" | "publishedAt" | "createdAt" | "featured"
>;

/** Only the fields a card shows, so the page data stays small. */
export function toCardData(post: BlogCardData): BlogCardData {
  const { id, title, slug, excerpt, featuredImage, category, tags, author, readTime, publishedAt, createdAt, featured } = post;
  return { id, title, slug, excerpt, featuredImage, category, tags, author, readTime, publishedAt, createdAt, featured };
}

/**
 * A story card: opens the post in the same tab (Back returns to the list where the reader left it) and warms the
 * post's page on hover or focus. The first row loads its images at once; the rest lazily.
 */
export function BlogCard({ post, now, eager = false, headingLevel = 2 }: { post: BlogCardData; now: string; eager?: boolean; headingLevel?: 2 | 3 }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const { shown, more } = tagOverflow(post.tags, 3);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/90 transition hover:border-rose focus-within:border-rose">
      {post.featuredImage ? (
        <img
          src={post.featuredImage}
          alt=""
          width={800}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[2/1] w-full bg-surface-2 object-cover"
        />
      ) : (
        <div aria-hidden className="grid aspect-[2/1] w-full place-items-center bg-gradient-to-br from-rose/25 via-surface-2 to-coral/20 text-rose">
          <BookOpen className="size-10 opacity-70" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="rose">{post.category}</Badge>
          {post.featured ? <Badge tone="gold">Featured</Badge> : null}
        </div>
        <Heading className="text-xl font-semibold leading-snug">
          <a
            href={href}
            className="text-fg no-underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            onMouseEnter={() => prefetchDocument(href)}
            onFocus={() => prefetchDocument(href)}
            onTouchStart={() => prefetchDocument(href)}
          >
            {post.title}
          </a>
        </Heading>
        <p className="line-clamp-3 text-muted">{excerptFallback(post.excerpt, "", 100)}</p>
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-muted">
                {`#${tag}`}
              </li>
            ))}
            {more > 0 ? <li className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-muted">{`+${more}`}</li> : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <User aria-hidden className="size-4" />
            {post.author}
          </span>
          <RelativeDate value={date} now={now} />
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" />
            {`${post.readTime} min read`}
          </span>
        </div>
      </div>
    </article>
  );
}
