/*
 * The JSON answers of the admin's blog writes (/api/blogs), shared by the server that sends them and the browser's
 * client that reads them. No imports beyond the blog's types, so the browser bundle stays small.
 */
import type { BlogPost, BlogStatus, BulkAction } from "./types";

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
