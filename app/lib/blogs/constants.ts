/**
 * Blog constants the pages need in the browser: the categories, statuses, public sorts and page size are the
 * domain's own (domain/blogs/types.ts imports nothing, so no server code reaches a page bundle); the labels and the
 * admin's sort choices are the pages' words, and `categoryOptions` the category choices of a select.
 */
import type { BlogStatus, PublicSort } from "@domain/blogs/types";

export {
  ADMIN_CATEGORIES,
  BLOG_PAGE_SIZE,
  BLOG_STATUSES,
  EDITOR_CATEGORIES,
  PUBLIC_CATEGORIES,
  PUBLIC_SORTS,
} from "@domain/blogs/types";
export type BlogStatusValue = BlogStatus;
export type PublicSortValue = PublicSort;

/** A list's categories, with the current one added last when it is not among them (an older story's category). */
export function categoryOptions(categories: readonly string[], current: string): string[] {
  return current && !categories.includes(current) ? [...categories, current] : [...categories];
}

export const PUBLIC_SORT_LABELS: Record<PublicSortValue, string> = {
  newest: "Newest",
  oldest: "Oldest",
  popular: "Most popular",
  trending: "Trending",
  readTime: "Quickest read",
};

export const ADMIN_SORT_OPTIONS = ["updated-newest", "updated-oldest", "popular", "trending", "seo"] as const;
export type AdminSortValue = (typeof ADMIN_SORT_OPTIONS)[number];
export const ADMIN_SORT_LABELS: Record<AdminSortValue, string> = {
  "updated-newest": "Recently updated",
  "updated-oldest": "Least recently updated",
  popular: "Most viewed",
  trending: "Trending",
  seo: "SEO score",
};

export const STATUS_LABELS: Record<BlogStatusValue, string> = {
  draft: "Draft",
  published: "Published",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/**
 * Device-kept blog state (DECISIONS.md: liked and saved posts stay on the visitor's device).
 * - localStorage `entwine:blog-liked`: JSON array of liked post ids.
 * - localStorage `entwine:blog-saved`: JSON array of saved post ids.
 * - sessionStorage `entwine:pending-popup-later`: '1' once the admin chose "Later" on the pending popup.
 */
export const BLOG_STORAGE_KEYS = {
  liked: "entwine:blog-liked",
  saved: "entwine:blog-saved",
  popupLater: "entwine:pending-popup-later",
} as const;

/** Toasts of the specification (part 1, section 8). */
export const BLOG_TOASTS = {
  liked: { title: "❤️ Blog liked!", description: "Added to your liked stories", duration: 2000 },
  unliked: { title: "❤️ Blog unliked", description: "Removed from your liked stories", duration: 2000 },
  likeFailed: {
    title: "❌ Error",
    description: "Failed to update like status. Please try again.",
    variant: "destructive",
    duration: 3000,
  },
  likeNetwork: {
    title: "❌ Error",
    description: "Network error. Please check your connection and try again.",
    variant: "destructive",
    duration: 3000,
  },
} as const;

export const DELETE_CONFIRM = "Are you sure you want to delete this blog?";
