/*
 * The JSON answers of the admin's blog writes (/api/blogs), shared by the server that sends them and the browser's
 * client that reads them. No imports beyond the blog's types, so the browser bundle stays small.
 */
import type { BlogPost, BlogStatus, BlogStatusView, BulkAction, ReactionResult } from "./types";

/** PUT /api/blogs?id (status only), PATCH /api/blogs/:id/approve and /reject. */
export interface BlogStatusAnswer {
  success: true;
  message: string;
  blog: BlogPost;
}

/** DELETE /api/blogs?id */
export interface BlogDeleteAnswer {
  success: true;
  message: string;
  id: string;
}

/** POST /api/blogs/bulk */
export interface BlogBulkAnswer {
  success: true;
  action: BulkAction;
  affected: number;
  ids: string[];
  message: string;
}

/** The body of PUT /api/blogs?id when only the status changes. */
export interface BlogStatusChange {
  status: BlogStatus;
}

/** POST /api/blogs (201) and PUT /api/blogs?id with a whole story: the story as saved, and its edit token when new. */
export interface BlogWriteAnswer {
  success: true;
  id: string;
  slug: string;
  status: BlogStatus;
  message: string;
  blog: BlogPost;
  /** Only for a visitor's new story: the token that lets this device edit it. */
  editToken?: string;
}

/** GET /api/blogs?id: the story to edit (the admin, or the visitor holding its edit token). */
export type BlogEditAnswer = BlogPost;

/** POST /api/blogs?id&action=like|unlike|view: the post's counts after it. */
export type BlogReactionAnswer = ReactionResult;

/** GET /api/blogs?id&view=status: what My stories shows of a visitor's story. */
export type BlogStatusViewAnswer = BlogStatusView;
