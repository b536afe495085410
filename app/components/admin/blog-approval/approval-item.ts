import type { BlogSummary } from "@domain/blogs/types";
import type { ApprovalFilter } from "~/lib/blogs/filters";

/** Where a submission stands: waiting, approved (published through approval) or rejected. */
export type Decision = "pending" | "approved" | "rejected";

export function decisionOf(post: Pick<BlogSummary, "status">): Decision {
  return post.status === "pending" ? "pending" : post.status === "rejected" ? "rejected" : "approved";
}

/** A submission as the approval centre lists it; `held`: why it waits for the admin's eyes ("Held: a slur"). */
export function toItem(post: BlogSummary, held: readonly string[] = []) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    author: post.author,
    category: post.category,
    tags: post.tags,
    status: post.status,
    decision: decisionOf(post),
    submittedAt: post.submittedAt ?? post.createdAt,
    approvedBy: post.approvedBy,
    approvedAt: post.approvedAt,
    rejectionReason: post.rejectionReason,
    readTime: post.readTime,
    held: [...held],
  };
}
export type ApprovalItem = ReturnType<typeof toItem>;

/** The selected submission, with its text and picture. */
export type ApprovalPost = ApprovalItem & { content: string; featuredImage?: string | null };

export const filterLabels: Record<ApprovalFilter, string> = {
  all: "All",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
export const decisionTone = { pending: "warning", approved: "success", rejected: "danger" } as const;
