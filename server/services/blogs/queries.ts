// Reading posts: the public and admin lists with search, single posts, related posts, counts and the sitemap.
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, type BlogPostRow } from "../../db/schema";
import type { SitemapEntry } from "../seo/site-files";
import {
  ADMIN_CATEGORIES,
  BLOG_DEFAULTS,
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  EDITOR_CATEGORIES,
  PUBLIC_CATEGORIES,
  RELATED_LIMIT,
  RELATED_MAX_LIMIT,
  type AdminBlogPage,
  type AdminListQuery,
  type AdminSort,
  type BlogPage,
  type BlogPost,
  type BlogStatus,
  type BlogSummary,
  type PendingBlogItem,
  type PublicListQuery,
  type PublicSort,
  type StatusCounts,
} from "@domain/blogs/types";
import { escapeLike, fullColumns, iso, summaryColumns, toPost, toSummary, type FullRow, type SummaryRow } from "./rows";

/** What the public may read: published, and not hidden by readers' reports while the admin decides. */
export const publicPosts = () => and(eq(blogPosts.status, "published"), eq(blogPosts.hiddenByReports, false));

/** How many posts the bare public list (GET /api/blogs) answers when no limit is given. */
export const BARE_PUBLIC_LIST_LIMIT = 24;

export function createBlogQueries(db: Db) {
  async function findRow(id: string): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    return row;
  }

  async function loadPost(id: string, withEmail = true): Promise<BlogPost | null> {
    const [row] = await db.select(fullColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    return row ? toPost(row as FullRow, withEmail) : null;
  }

  /**
   * Full-text condition: every word of the query, as a prefix ("romant" finds "romantic"), English stemming,
   * over the generated search vector (GIN index). Undefined when the query has no word.
   */
  function fullTextCondition(q: string | undefined): SQL | undefined {
    const tokens =
      (q ?? "")
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.slice(0, 8) ?? [];
    if (tokens.length === 0) return undefined;
    const query = tokens.map((token) => `'${token}':*`).join(" & ");
    return sql`${blogPosts.searchVector} @@ to_tsquery('english', ${query})`;
  }

  /** Case-insensitive substring match on title, excerpt and tags (and author for the admin). */
  function substringCondition(q: string | undefined, includeAuthor: boolean): SQL | undefined {
    const query = q?.trim().slice(0, 200);
    if (!query) return undefined;
    const pattern = `%${escapeLike(query)}%`;
    const conditions: SQL[] = [
      sql`${blogPosts.title} ilike ${pattern}`,
      sql`${blogPosts.excerpt} ilike ${pattern}`,
      sql`${blogPosts.tagsText} ilike ${pattern}`,
    ];
    if (includeAuthor)
      conditions.push(
        sql`${blogPosts.author} ilike ${pattern}`,
        sql`coalesce(${blogPosts.penName}, '') ilike ${pattern}`,
      );
    return or(...conditions);
  }

  function categoryCondition(category: string | undefined): SQL | undefined {
    const value = category?.trim();
    if (!value || value.toLowerCase() === "all") return undefined;
    return eq(blogPosts.category, value);
  }

  // The orders match the indexes of server/db/schema/blog.ts exactly (including NULLS placement), so page 1 of
  // every sort is an index scan that stops after one page.
  const newestPublished = [
    sql`${blogPosts.publishedAt} desc nulls last`,
    sql`${blogPosts.createdAt} desc nulls last`,
    sql`${blogPosts.id} desc nulls last`,
  ];

  function publicOrder(sort: PublicSort | undefined): SQL[] {
    switch (sort) {
      case "oldest":
        return [
          sql`${blogPosts.publishedAt} asc nulls first`,
          sql`${blogPosts.createdAt} asc nulls first`,
          sql`${blogPosts.id} asc nulls first`,
        ];
      case "popular":
        return [sql`${blogPosts.views} desc nulls last`, ...newestPublished];
      case "trending":
        return [sql`(${blogPosts.likes} + ${blogPosts.views}) desc`, ...newestPublished];
      case "readTime":
        return [asc(blogPosts.readTime), ...newestPublished];
      default:
        return newestPublished;
    }
  }

  function adminOrder(sort: AdminSort | undefined): SQL[] {
    const newest = [desc(blogPosts.updatedAt), desc(blogPosts.id)];
    switch (sort) {
      case "updated-oldest":
      case "oldest":
        return [asc(blogPosts.updatedAt), asc(blogPosts.id)];
      case "popular":
        return [sql`${blogPosts.views} desc nulls last`, ...newest];
      case "trending":
        return [sql`(${blogPosts.likes} + ${blogPosts.views}) desc`, ...newest];
      case "seo":
        return [sql`${blogPosts.seoScore} desc nulls last`, ...newest];
      default:
        return newest;
    }
  }

  /**
   * One page of summaries: the ids of the page first (narrow rows, index order), then their columns, so the
   * database never sorts whole posts.
   */
  async function summaryPage(
    where: SQL | undefined,
    order: SQL[],
    limit: number,
    offset: number,
  ): Promise<SummaryRow[]> {
    const ids = (
      await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
    ).map((row) => row.id);
    if (ids.length === 0) return [];
    const rows = (await db.select(summaryColumns).from(blogPosts).where(inArray(blogPosts.id, ids))) as SummaryRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is SummaryRow => Boolean(row));
  }

  function pageOf(page: number | undefined, pageSize: number | undefined) {
    const size = Math.min(BLOG_MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize ?? BLOG_PAGE_SIZE)));
    const number = Math.max(1, Math.floor(page ?? 1));
    return { page: number, pageSize: size, offset: (number - 1) * size };
  }

  async function countWhere(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where);
    return Number(row?.count ?? 0);
  }

  async function countsByStatus(): Promise<StatusCounts> {
    const rows = await db
      .select({ status: blogPosts.status, count: sql<number>`count(*)::int` })
      .from(blogPosts)
      .groupBy(blogPosts.status);
    const counts: StatusCounts = { total: 0, draft: 0, published: 0, pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) {
      const count = Number(row.count);
      counts.total += count;
      if (row.status in counts) counts[row.status as keyof StatusCounts] += count;
    }
    return counts;
  }

  /**
   * Public search: full-text first (GIN index); when it finds nothing, the substring match on title, excerpt
   * and tags (part words such as "oonli", or stop words only).
   */
  async function listPublished(query: PublicListQuery = {}): Promise<BlogPage> {
    const { page, pageSize, offset } = pageOf(query.page, query.pageSize);
    const base = and(publicPosts(), categoryCondition(query.category));
    let where = base;
    let total: number;
    if (query.q?.trim()) {
      const fullText = fullTextCondition(query.q);
      where = fullText ? and(base, fullText) : undefined;
      total = where ? await countWhere(where) : 0;
      if (total === 0) {
        where = and(base, substringCondition(query.q, false));
        total = await countWhere(where);
      }
    } else {
      total = await countWhere(where);
    }
    const rows = total > offset ? await summaryPage(where, publicOrder(query.sort), pageSize, offset) : [];
    return { items: rows.map((row) => toSummary(row, false, 100)), total, page, pageSize };
  }

  /** Admin search: full-text or substring of title, excerpt, tags or author, in one condition. */
  async function listAdmin(query: AdminListQuery = {}): Promise<AdminBlogPage> {
    const { page, pageSize, offset } = pageOf(query.page, query.pageSize);
    const status = query.status && query.status !== "all" ? eq(blogPosts.status, query.status) : undefined;
    const search = query.q?.trim() ? or(fullTextCondition(query.q), substringCondition(query.q, true)) : undefined;
    const where = and(status, categoryCondition(query.category), search);
    const total = await countWhere(where);
    const rows = total > offset ? await summaryPage(where, adminOrder(query.sort), pageSize, offset) : [];
    const counts = await countsByStatus();
    return { items: rows.map((row) => toSummary(row, true, 150)), total, page, pageSize, counts };
  }

  /** Bare list answers of the original contract: whole posts (published, or every post for the admin). */
  async function listAll(options: {
    admin: boolean;
    status?: BlogStatus;
    category?: string;
    exclude?: string;
    limit?: number;
  }): Promise<BlogPost[]> {
    const where = and(
      options.admin ? (options.status ? eq(blogPosts.status, options.status) : undefined) : publicPosts(),
      categoryCondition(options.category),
      options.exclude ? and(ne(blogPosts.id, options.exclude), ne(blogPosts.slug, options.exclude)) : undefined,
    );
    const order = options.admin ? adminOrder(undefined) : newestPublished;
    const base = db
      .select(fullColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...order);
    // The public bare list answers the newest posts only: a site with thousands of stories must not send them all.
    const limit = options.limit ?? (options.admin ? undefined : BARE_PUBLIC_LIST_LIMIT);
    const rows = limit ? await base.limit(limit) : await base;
    return rows.map((row) => toPost(row as FullRow, options.admin));
  }

  async function related(category: string, options: { exclude?: string; limit?: number } = {}): Promise<BlogSummary[]> {
    const limit = Math.min(RELATED_MAX_LIMIT, Math.max(1, options.limit ?? RELATED_LIMIT));
    const where = and(
      publicPosts(),
      categoryCondition(category),
      options.exclude ? and(ne(blogPosts.id, options.exclude), ne(blogPosts.slug, options.exclude)) : undefined,
    );
    const rows = await summaryPage(where, newestPublished, limit, 0);
    return rows.map((row) => toSummary(row, false, 100));
  }

  async function getBySlug(slug: string, options: { admin?: boolean } = {}): Promise<BlogPost | null> {
    const where = options.admin ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), publicPosts());
    const [row] = await db.select(fullColumns).from(blogPosts).where(where).limit(1);
    return row ? toPost(row as FullRow, Boolean(options.admin)) : null;
  }

  async function pendingList(): Promise<PendingBlogItem[]> {
    const rows = await db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        author: blogPosts.author,
        penName: blogPosts.penName,
        status: blogPosts.status,
        submittedAt: blogPosts.submittedAt,
        isUserSubmission: blogPosts.isUserSubmission,
      })
      .from(blogPosts)
      .where(eq(blogPosts.status, "pending"))
      .orderBy(sql`${blogPosts.submittedAt} desc nulls last`, desc(blogPosts.updatedAt));
    return rows.map((row) => ({
      id: row.id,
      title: row.title || BLOG_DEFAULTS.title,
      author: row.penName || row.author || BLOG_DEFAULTS.author,
      status: row.status,
      submittedAt: iso(row.submittedAt),
      isUserSubmission: row.isUserSubmission,
    }));
  }

  async function categoryCounts(): Promise<Record<string, number>> {
    const rows = await db
      .select({ category: blogPosts.category, count: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(publicPosts())
      .groupBy(blogPosts.category);
    return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)]));
  }

  function categories() {
    return {
      categories: [...PUBLIC_CATEGORIES],
      editorCategories: [...EDITOR_CATEGORIES],
      adminCategories: [...ADMIN_CATEGORIES],
    };
  }

  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const rows = await db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(publicPosts())
      .orderBy(...newestPublished)
      .limit(45_000);
    return rows.map((row) => ({
      path: `/blog/${encodeURIComponent(row.slug)}`,
      lastmod: row.updatedAt,
      changefreq: "monthly",
      priority: 0.6,
    }));
  }

  return {
    findRow,
    loadPost,
    countWhere,
    countsByStatus,
    categoryCounts,
    categories,
    listPublished,
    listAdmin,
    listAll,
    related,
    getBySlug,
    pendingList,
    sitemapEntries,
  };
}

export type BlogQueries = ReturnType<typeof createBlogQueries>;
