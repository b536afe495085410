/** Text helpers for blog cards (browser-safe, no DOM needed so they also run on the server). */
import { seoBand, type SeoBand } from "@domain/blogs/seo-band";
import { excerptOf, stripHtml as stripBlogHtml } from "@domain/blogs/text";

/** Plain text of an HTML fragment (the blog's one rule, domain/blogs/text.ts), also for a missing one. */
export function stripHtml(html: string | null | undefined): string {
  return stripBlogHtml(html ?? "");
}

export const NO_EXCERPT = "No excerpt available";

/**
 * The card excerpt: the blog's excerpt rule (domain/blogs/text.ts: the written excerpt, else the first `length`
 * characters of the stripped content; 100 on the public list, 150 in the admin) with "..." where the text was cut,
 * else 'No excerpt available'.
 */
export function excerptFallback(
  excerpt: string | null | undefined,
  content: string | null | undefined,
  length = 100,
): string {
  const shown = excerptOf(excerpt, content, length);
  if (!shown) return NO_EXCERPT;
  const written = Boolean((excerpt ?? "").trim());
  return !written && stripHtml(content).length > length ? `${shown}...` : shown;
}

/** The first tags a card shows, and how many more there are (cards show '+N'). */
export interface TagOverflow {
  shown: string[];
  more: number;
}

/** The first `max` tags and how many more there are. */
export function tagOverflow(tags: readonly string[] | null | undefined, max = 3): TagOverflow {
  const list = (tags ?? []).filter((tag) => tag.trim() !== "");
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}

/** The meta description of a post: its own, else the excerpt, else 160 characters of its text. */
export function postDescription(post: { metaDescription?: string; excerpt?: string; content?: string }): string {
  const own = post.metaDescription?.trim() || post.excerpt?.trim();
  if (own) return own;
  const text = stripHtml(post.content);
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

/** Keywords of a post for the head: its meta keywords, else its tags. */
export function postKeywords(post: { metaKeywords?: string; tags?: readonly string[] }): string[] {
  const fromMeta = (post.metaKeywords ?? "")
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return fromMeta.length ? fromMeta : [...(post.tags ?? [])];
}

const BAND_TONE = { good: "success", fair: "warning", poor: "danger" } as const;

/** The tone of an SEO score's band (domain/blogs/seo-band.ts); a story not scored yet counts as 0. */
export function seoTone(score: number | null | undefined): (typeof BAND_TONE)[SeoBand] {
  return BAND_TONE[seoBand(score ?? 0)];
}

/** Numbered pager buttons: every page when few, else the first, the last and the neighbours of the current. */
export function pageNumbers(current: number, total: number, neighbours = 1): Array<number | "gap"> {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1)
    if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const page of sorted) {
    const last = result[result.length - 1];
    if (typeof last === "number" && page - last > 1) result.push(page - last === 2 ? last + 1 : "gap");
    result.push(page);
  }
  return result;
}

/** Share links of a post: plain links the visitor chooses to open (no request is made until they do). */
export function shareLinks(url: string, title: string): Array<{ network: string; label: string; href: string }> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "x", label: "Share on X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: "facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "linkedin",
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
}

/** 'Jun 15, 2026, 14:05 UTC': the admin cards' updated date and time (UTC, like every date on the site). */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const hh = String(date.getUTCHours()).padStart(2, "0");
  const mm = String(date.getUTCMinutes()).padStart(2, "0");
  const day = new Intl.DateTimeFormat("en-GB", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(date);
  return `${day}, ${hh}:${mm} UTC`;
}

/**
 * The reader's counters as a person would say them: a story only its current reader has opened is "New" (the count
 * includes this visit), and none liked yet says so, rather than "1 view · 0 likes".
 */
export function viewsLabel(views: number): string {
  return views <= 1 ? "New" : `${views.toLocaleString("en-GB")} views`;
}

export function likesLabel(likes: number): string {
  if (likes <= 0) return "No likes yet";
  return likes === 1 ? "1 like" : `${likes.toLocaleString("en-GB")} likes`;
}
