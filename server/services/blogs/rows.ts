// The blog posts table as the service reads it: column sets, row-to-answer mapping and small SQL helpers.
import { sql } from "drizzle-orm";
import { blogPosts, type BlogPostRow } from "../../db/schema";
import { excerptOf, slugify } from "@domain/blogs/text";
import { BLOG_DEFAULTS, type BlogPost, type BlogStatus, type BlogSummary } from "@domain/blogs/types";

export const ADMIN_NAME = "Admin";

/** Lengths of the plain-text fields (characters). */
export const LIMITS = {
  title: 200,
  excerpt: 500,
  category: 60,
  tag: 40,
  tags: 20,
  author: 100,
  metaTitle: 200,
  metaDescription: 500,
  metaKeywords: 500,
  reason: 1000,
};

/** Every column except the content, the edit token hash and the search vector (list cards). */

/** Columns of a list item: no content, only its head when the excerpt is empty (for the fallback excerpt). */
export const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  featuredImage: blogPosts.featuredImage,
  category: blogPosts.category,
  tags: blogPosts.tags,
  status: blogPosts.status,
  readTime: blogPosts.readTime,
  views: blogPosts.views,
  likes: blogPosts.likes,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  publishedAt: blogPosts.publishedAt,
  author: blogPosts.author,
  penName: blogPosts.penName,
  authorImage: blogPosts.authorImage,
  authorEmail: blogPosts.authorEmail,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  metaKeywords: blogPosts.metaKeywords,
  seoScore: blogPosts.seoScore,
  featured: blogPosts.featured,
  submittedBy: blogPosts.submittedBy,
  submittedAt: blogPosts.submittedAt,
  approvedBy: blogPosts.approvedBy,
  approvedAt: blogPosts.approvedAt,
  approved: blogPosts.approved,
  rejectionReason: blogPosts.rejectionReason,
  isUserSubmission: blogPosts.isUserSubmission,
  // Enough HTML to build the excerpt fallback when no excerpt was written.
  contentHead: sql<string>`case when ${blogPosts.excerpt} = '' then left(${blogPosts.content}, 1200) else '' end`,
};
export const fullColumns = { ...summaryColumns, content: blogPosts.content, contentBlobUrl: blogPosts.contentBlobUrl };

export type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends "contentHead" ? string : BlogPostRow[Exclude<K, "contentHead">];
};
export type FullRow = SummaryRow & { content: string; contentBlobUrl: string | null };

export const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

function baseFields(row: SummaryRow, withEmail: boolean) {
  const title = row.title?.trim() || BLOG_DEFAULTS.title;
  return {
    id: row.id,
    title,
    slug: row.slug || slugify(title),
    excerpt: row.excerpt ?? "",
    featuredImage: row.featuredImage ?? "",
    category: row.category || BLOG_DEFAULTS.category,
    tags: row.tags ?? [],
    status: (row.status || BLOG_DEFAULTS.status) as BlogStatus,
    readTime: row.readTime || BLOG_DEFAULTS.readTime,
    views: row.views ?? 0,
    likes: row.likes ?? 0,
    createdAt: iso(row.createdAt) ?? new Date(0).toISOString(),
    updatedAt: iso(row.updatedAt) ?? iso(row.createdAt) ?? new Date(0).toISOString(),
    publishedAt: iso(row.publishedAt),
    // A writer's pen name signs the story wherever it is shown (cards, the story, the admin's lists).
    author: row.penName || row.author || BLOG_DEFAULTS.author,
    penName: row.penName ?? null,
    authorImage: row.authorImage ?? "",
    ...(withEmail ? { authorEmail: row.authorEmail ?? "" } : {}),
    metaTitle: row.metaTitle ?? "",
    metaDescription: row.metaDescription ?? "",
    metaKeywords: row.metaKeywords ?? "",
    seoScore: row.seoScore ?? null,
    featured: row.featured ?? false,
    submittedBy: row.submittedBy ?? null,
    submittedAt: iso(row.submittedAt),
    approvedBy: row.approvedBy ?? null,
    approvedAt: iso(row.approvedAt),
    approved: row.approved ?? false,
    rejectionReason: row.rejectionReason ?? null,
    isUserSubmission: row.isUserSubmission ?? false,
  };
}

export function toPost(row: FullRow, withEmail: boolean): BlogPost {
  const { excerpt, ...rest } = baseFields(row, withEmail);
  return { ...rest, excerpt, content: row.content ?? "", contentBlobUrl: row.contentBlobUrl ?? "" } as BlogPost;
}

export function toSummary(row: SummaryRow, withEmail: boolean, excerptLength: number): BlogSummary {
  const fields = baseFields(row, withEmail);
  return { ...fields, excerpt: excerptOf(row.excerpt, row.contentHead, excerptLength) };
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "23505";
}
