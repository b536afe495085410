/*
 * Types and constants of the blog. No imports: pages and the editor can import values from here without pulling
 * server code into the browser bundle.
 */

/** Story categories: one list, shared by the editor, the public filter and the admin filter. */
export { ADMIN_CATEGORIES, EDITOR_CATEGORIES, PUBLIC_CATEGORIES } from "@domain/blogs/categories";

/** Blog status values (the same list as the database schema's; a unit test keeps them equal). */
export const BLOG_STATUSES = ["draft", "published", "pending", "approved", "rejected"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Page size of the public and admin lists (part 1, section 9). */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_MAX_PAGE_SIZE = 100;
export const RELATED_LIMIT = 3;
export const RELATED_MAX_LIMIT = 12;

export const PUBLIC_SORTS = ["newest", "oldest", "popular", "trending", "readTime"] as const;
export type PublicSort = (typeof PUBLIC_SORTS)[number];
/** Admin sorts; 'newest' and 'oldest' are accepted as aliases of the updatedAt sorts. */
export const ADMIN_SORTS = [
  "updated-newest",
  "updated-oldest",
  "newest",
  "oldest",
  "popular",
  "trending",
  "seo",
] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export const BULK_ACTIONS = ["publish", "draft", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const REACTIONS = ["like", "unlike", "view"] as const;
export type Reaction = (typeof REACTIONS)[number];

/** Who is writing: the signed-in admin, or a visitor (holding the edit token of their own post, if any). */
export type BlogActor = { kind: "admin"; username: string } | { kind: "visitor"; editToken?: string | null };

/** Defaults of the specification applied on read. */
export const BLOG_DEFAULTS = {
  title: "Untitled",
  category: "General",
  readTime: 5,
  author: "Admin",
  status: "published",
} as const;
/** Author shown for a visitor's post that names none (a visitor may not appear as 'Admin'). */
export const VISITOR_AUTHOR = "Guest Writer";

export const BLOG_MESSAGES = {
  storyTooLarge: "This story is longer than we can keep. Please shorten it a little and save again.",
  storiesFull: "Our server has no room for more stories just now. Your writing is still here: please try again later.",
  externalMedia:
    "Images and videos must be uploaded to the site: pictures linked from other sites cannot be shown here.",
  published: "Blog published successfully!",
  updated: "Blog updated successfully!",
  submitted: "Blog submitted for approval! Admin will review it before publishing.",
  resubmitted: "Blog updated and submitted for approval!",
  draftSaved: "Draft saved",
  missingFields: "Missing required fields",
  notFound: "Blog not found",
  editRequiresToken: "Admin sign-in or the post's edit token required",
  badToken: "This edit token does not match this post",
  notEditable: "This post is no longer a draft or pending and cannot be edited",
  onlyPendingApprove: "Only pending blogs can be approved",
  onlyPendingReject: "Only pending blogs can be rejected",
  rejectionReasonRequired: "Rejection reason required",
  approved: "The blog has been approved and will be published.",
  rejected: "The blog has been rejected with the provided reason.",
  statusUpdated: "Status updated",
  deleted: "Blog deleted",
  noneSelected: "No blogs selected",
  liked: "Blog liked",
  unliked: "Blog unliked",
  viewCounted: "View counted",
  viewAlreadyCounted: "View already counted",
  duplicate:
    "This story looks like one already sent in the last 30 days, so it was not sent again. If it is yours, you can follow it in My stories.",
} as const;

/** A post as the API and pages see it: defaults applied, dates as ISO strings, never the edit token hash. */
export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  /** Sanitized HTML. */
  content: string;
  contentBlobUrl: string;
  excerpt: string;
  featuredImage: string;
  category: string;
  tags: string[];
  status: BlogStatus;
  readTime: number;
  views: number;
  likes: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** The pen name when the writer gave one, else the stored author (a visitor's reads "Guest Writer"). */
  author: string;
  /** The writer's own pen name, or null. */
  penName: string | null;
  authorImage: string;
  /** Only in answers to the admin or to the visitor holding the post's edit token. */
  authorEmail?: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  seoScore: number | null;
  featured: boolean;
  submittedBy: string | null;
  submittedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  approved: boolean;
  rejectionReason: string | null;
  isUserSubmission: boolean;
}

/** A list card: the post without its content; `excerpt` already has the fallback applied (100 or 150 chars). */
export type BlogSummary = Omit<BlogPost, "content" | "contentBlobUrl">;

/** Item of the pending list (`GET /api/blogs?status=pending`). */
export interface PendingBlogItem {
  id: string;
  title: string;
  author: string;
  status: BlogStatus;
  submittedAt: string | null;
  isUserSubmission: boolean;
}

/**
 * What a writer holding the edit token may always read about their story, whatever its status
 * (`GET /api/blogs?id=&view=status`): enough for "My stories" on their device.
 */
export interface BlogStatusView {
  id: string;
  title: string;
  slug: string;
  status: BlogStatus;
  author: string;
  penName: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  updatedAt: string;
  rejectionReason: string | null;
}

export interface StatusCounts {
  total: number;
  draft: number;
  published: number;
  pending: number;
  approved: number;
  rejected: number;
}

export interface BlogPage {
  items: BlogSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminBlogPage extends BlogPage {
  /** Over every post (not only the filtered ones), for the count cards. */
  counts: StatusCounts;
}

export interface PublicListQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  /** 'All' or empty means no filter. */
  category?: string;
  sort?: PublicSort;
}

export interface AdminListQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  category?: string;
  /** 'all' or empty means every status. */
  status?: BlogStatus | "all";
  sort?: AdminSort;
}

/** Fields a create or update may carry (already type-checked; the service sanitizes and applies the rules). */
export interface BlogWriteInput {
  title?: string | null;
  slug?: string | null;
  content?: string | null;
  contentBlobUrl?: string | null;
  excerpt?: string | null;
  featuredImage?: string | null;
  category?: string | null;
  tags?: string[] | null;
  status?: BlogStatus | null;
  author?: string | null;
  /** Optional pen name (trimmed, at most 60 characters; empty removes it). */
  penName?: string | null;
  authorImage?: string | null;
  authorEmail?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | string[] | null;
  featured?: boolean | null;
  /** Admin only. */
  publishedAt?: Date | null;
  /** Admin only (a visitor's are set by the server). */
  submittedBy?: string | null;
  submittedAt?: Date | null;
  isUserSubmission?: boolean | null;
}

export interface BlogWriteResult {
  post: BlogPost;
  created: boolean;
  message: string;
  /** Handed out once, to the visitor who created the post. */
  editToken?: string;
  /** Whether readers' pages change: the post is published now or was before this write. */
  publicChanged: boolean;
}

export interface ReactionResult {
  likes: number;
  views: number;
  message: string;
}
