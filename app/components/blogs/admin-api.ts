/**
 * The admin's blog writes, through the JSON API of /api/blogs (same origin; the session cookie goes along).
 * Each call throws an ApiError with the server's message when the answer is not ok.
 */
import type { BlogBulkAnswer, BlogDeleteAnswer, BlogStatusAnswer } from "@domain/blogs/api";
import type { ReportDecisionAnswer } from "@domain/blogs/reports";
import type { BlogStatus, BulkAction } from "@domain/blogs/types";
import { apiRequest, segment, type ApiRequestInit } from "~/lib/api-client";

const call = <T>(url: string, init: ApiRequestInit) =>
  apiRequest<T>(url, { ...init, fallbackMessage: (status) => `API error: ${status}` });

export const blogAdminApi = {
  setStatus: (blogId: string, status: BlogStatus) =>
    call<BlogStatusAnswer>(`/api/blogs?id=${segment(blogId)}&v=${Date.now()}`, { method: "PUT", json: { status } }),
  remove: (blogId: string) =>
    call<BlogDeleteAnswer>(`/api/blogs?id=${segment(blogId)}&v=${Date.now()}`, { method: "DELETE" }),
  bulk: (action: BulkAction, blogIds: string[]) =>
    call<BlogBulkAnswer>("/api/blogs/bulk", { method: "POST", json: { action, blogIds } }),
  approve: (blogId: string) =>
    call<BlogStatusAnswer>(`/api/blogs/${segment(blogId)}/approve`, {
      method: "PATCH",
      json: { status: "approved", approvedBy: "admin", approvedAt: new Date().toISOString() },
    }),
  reject: (blogId: string, rejectionReason: string) =>
    call<BlogStatusAnswer>(`/api/blogs/${segment(blogId)}/reject`, {
      method: "PATCH",
      json: {
        status: "rejected",
        rejectionReason,
        approvedBy: "admin",
        approvedAt: new Date().toISOString(),
      },
    }),
  keepReported: (blogId: string) =>
    call<ReportDecisionAnswer>(`/api/blogs/${segment(blogId)}/reports/keep`, { method: "POST" }),
  unpublishReported: (blogId: string, reason: string) =>
    call<ReportDecisionAnswer>(`/api/blogs/${segment(blogId)}/reports/unpublish`, {
      method: "POST",
      json: { reason },
    }),
};
