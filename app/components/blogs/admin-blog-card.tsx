import { Clock, Eye, Pencil, Star, Trash2, User, ExternalLink } from "lucide-react";
import { AdminTime } from "~/components/ui/local-time";
import type { BlogSummary } from "@domain/blogs/types";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Select } from "~/components/ui/input";
import { cx } from "~/lib/class-names";
import { TagChips } from "./tag-chips";
import { BLOG_STATUSES, STATUS_LABELS, type BlogStatusValue } from "~/lib/blogs/constants";
import { excerptFallback, seoTone, tagOverflow } from "~/lib/blogs/text";

/** The fields an admin blog card shows, named once for its type and for toAdminCardData. */
const ADMIN_CARD_KEYS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "category",
  "tags",
  "status",
  "readTime",
  "views",
  "likes",
  "updatedAt",
  "author",
  "seoScore",
  "featured",
] as const satisfies readonly (keyof BlogSummary)[];

export type AdminCardData = Pick<BlogSummary, (typeof ADMIN_CARD_KEYS)[number]>;

/** A copy of `post` holding only the card's fields (a fuller summary loses the rest). */
export function toAdminCardData(post: AdminCardData): AdminCardData {
  return Object.fromEntries(ADMIN_CARD_KEYS.map((key) => [key, post[key]])) as AdminCardData;
}

const statusTone: Record<BlogStatusValue, "success" | "neutral" | "warning" | "danger" | "gold"> = {
  published: "success",
  draft: "neutral",
  pending: "warning",
  approved: "gold",
  rejected: "danger",
};

const bandBar = { success: "bg-success", warning: "bg-warning", danger: "bg-danger" } as const;

export function SeoScoreBar({ score }: { score: number | null }) {
  const value = Math.max(0, Math.min(100, score ?? 0));
  const band = seoTone(score);
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="text-muted">SEO</span>
      <div
        role="meter"
        aria-label="SEO score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
      >
        <div className={cx("h-full rounded-full", bandBar[band])} style={{ width: `${value}%` }} />
      </div>
      <span className="tabular-nums font-semibold">{score === null ? "–" : `${value}/100`}</span>
    </div>
  );
}

export function AdminBlogCard({
  post,
  layout,
  selected,
  busy,
  onSelect,
  onStatus,
  onDelete,
}: {
  post: AdminCardData;
  layout: "grid" | "list";
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onStatus: (status: BlogStatusValue) => void;
  onDelete: () => void;
}) {
  const status = post.status as BlogStatusValue;
  return (
    <article
      data-testid="admin-blog-card"
      className={cx(
        "flex gap-4 rounded-[var(--radius-card)] border bg-surface/90 p-4",
        selected ? "border-rose" : "border-border",
        layout === "grid" ? "h-full flex-col" : "flex-col md:flex-row md:items-start",
      )}
    >
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <label className="-m-2 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
            <Checkbox checked={selected} onCheckedChange={onSelect} />
            <span className="sr-only">{`Select ${post.title}`}</span>
          </label>
          <Badge tone={statusTone[status] ?? "neutral"} data-testid="status-badge">
            {STATUS_LABELS[status] ?? post.status}
          </Badge>
          {post.featured ? (
            <Badge tone="gold">
              <Star aria-hidden className="mr-1 size-3" /> Featured
            </Badge>
          ) : null}
          <Badge tone="rose">{post.category}</Badge>
          <TagChips tags={tagOverflow(post.tags, 2)} />
        </div>
        <h2 className="text-lg font-semibold leading-snug">{post.title}</h2>
        <p className="line-clamp-3 text-sm text-muted">{excerptFallback(post.excerpt, "", 150)}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <User aria-hidden className="size-4" /> {post.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {`${post.readTime} min read`}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden className="size-4" /> {`${post.views} ${post.views === 1 ? "view" : "views"}`}
          </span>
          <AdminTime value={post.updatedAt} prefix="Updated " />
        </div>
        <SeoScoreBar score={post.seoScore} />
      </div>
      <div className={cx("flex flex-wrap items-center gap-2", layout === "list" && "md:w-72 md:justify-end")}>
        <a href={`/medium-blog-editor?id=${encodeURIComponent(post.id)}`} className={buttonClasses("secondary", "sm")}>
          <Pencil aria-hidden className="size-4" /> Edit
        </a>
        <a href={`/blog/${encodeURIComponent(post.slug)}`} className={buttonClasses("secondary", "sm")}>
          <ExternalLink aria-hidden className="size-4" /> View
        </a>
        <Select
          aria-label={`Status of ${post.title}`}
          value={status}
          disabled={busy}
          className="w-auto min-w-32 py-2 text-sm"
          onChange={(event) => onStatus(event.target.value as BlogStatusValue)}
        >
          {BLOG_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
        <button
          type="button"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete ${post.title}`}
          className={buttonClasses("ghost", "sm", "text-danger")}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </article>
  );
}
