import { BookOpen, Clock, Heart, MessageCircleHeart, Sparkles, User } from "lucide-react";
import { storyCover } from "@domain/blogs/story-cover";
import type { BlogSummary } from "@domain/blogs/types";
import type { DefaultImage } from "@domain/positions/default-images";
import { Badge } from "~/components/ui/badge";
import { StoryImage } from "~/components/ui/card";
import { RelativeDate } from "~/components/ui/local-time";
import { excerptFallback, tagOverflow } from "~/lib/blogs/text";
import { prefetchDocument } from "./prefetch";

export type BlogCardData = Pick<
  BlogSummary,
  | "id"
  | "title"
  | "slug"
  | "excerpt"
  | "featuredImage"
  | "category"
  | "tags"
  | "author"
  | "readTime"
  | "publishedAt"
  | "createdAt"
  | "featured"
>;

/**
 * Only the fields a card shows, so the page data stays small. A story without a picture gets its category's default
 * image (set by the admin), so a new site's list is not a row of identical placeholders.
 */
export function toCardData(post: BlogCardData, defaults: readonly DefaultImage[] = []): BlogCardData {
  const { id, title, slug, excerpt, category, tags, author, readTime, publishedAt, createdAt, featured } = post;
  const featuredImage = storyCover(post.featuredImage, category, defaults) ?? "";
  return {
    id,
    title,
    slug,
    excerpt,
    featuredImage,
    category,
    tags,
    author,
    readTime,
    publishedAt,
    createdAt,
    featured,
  };
}

/** Without any picture at all, the placeholder still differs by category: its own tint and sign. */
const PLACEHOLDERS: Array<{ gradient: string; icon: typeof BookOpen }> = [
  { gradient: "from-rose/30 via-surface-2 to-coral/20", icon: Heart },
  { gradient: "from-coral/30 via-surface-2 to-gold/20", icon: Sparkles },
  { gradient: "from-gold/25 via-surface-2 to-rose/20", icon: MessageCircleHeart },
  { gradient: "from-rose/20 via-surface-2 to-rose/40", icon: BookOpen },
];

function placeholderFor(category: string) {
  let hash = 0;
  for (const char of category) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PLACEHOLDERS[hash % PLACEHOLDERS.length]!;
}

/**
 * A story card: opens the post in the same tab (Back returns to the list where the reader left it) and warms the
 * post's page on hover or focus. The first row loads its images at once; the rest lazily.
 */
export function BlogCard({
  post,
  now,
  eager = false,
  headingLevel = 2,
}: {
  post: BlogCardData;
  now: string;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const { shown, more } = tagOverflow(post.tags, 3);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = post.publishedAt ?? post.createdAt;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/90 transition hover:border-rose focus-within:border-rose">
      {post.featuredImage ? (
        <StoryImage
          src={post.featuredImage}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[2/1] w-full bg-surface-2 object-cover"
        />
      ) : (
        <Placeholder category={post.category} />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="rose">{post.category}</Badge>
          {post.featured ? <Badge tone="gold">Featured</Badge> : null}
        </div>
        <Heading className="text-xl font-semibold leading-snug">
          <a
            href={href}
            data-card="story"
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
            {more > 0 ? (
              <li className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-muted">{`+${more}`}</li>
            ) : null}
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

function Placeholder({ category }: { category: string }) {
  const { gradient, icon: Icon } = placeholderFor(category);
  return (
    <div aria-hidden className={`grid aspect-[2/1] w-full place-items-center bg-gradient-to-br ${gradient} text-rose`}>
      <Icon className="size-10 opacity-70" />
    </div>
  );
}
