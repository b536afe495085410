/**
 * The blog service: posts, moderation, reactions, search and the three sample posts.
 *
 * Functions for pages (route loaders call them through `context.services.blogs`):
 *
 *   listPublished({ page?, pageSize?, q?, category?, sort? }): Promise<BlogPage>
 *       Published posts only. `q`: PostgreSQL full-text search over title, tags, excerpt and content (English
 *       stemming, every word as a prefix: "romant" finds "romantic"; GIN index); when that finds nothing, a
 *       case-insensitive substring match on title, excerpt and tags (the spec's rule). `category` 'All' or empty
 *       = no filter. `sort`: newest (default), oldest, popular (views), trending (likes + views), readTime
 *       (quickest read first). Items are BlogSummary (no content; excerpt with the 100-character fallback).
 *   getBySlug(slug, { admin? }): Promise<BlogPost | null>
 *       A published post (any status for the admin); null when absent. Public answers omit authorEmail.
 *   related(category, { exclude?, limit? = 3 }): Promise<BlogSummary[]>
 *       Newest published posts of the category; `exclude` is the current post's id or slug.
 *   listAdmin({ page?, pageSize?, q?, category?, status?, sort? }): Promise<AdminBlogPage>
 *       Every status (or one); search also matches the author; sorts updated-newest (default), updated-oldest,
 *       popular, trending, seo; `counts` = countsByStatus(). Excerpt fallback 150 characters.
 *   pendingList(): Promise<PendingBlogItem[]>      posts with status pending, most recently submitted first.
 *   countsByStatus(): Promise<StatusCounts>        { total, draft, published, pending, approved, rejected }.
 *   categories(): { categories, editorCategories, adminCategories } and categoryCounts() for published posts.
 *
 * Writes (used by the /api/blogs router): create, update, getForEdit, setStatus, approve, reject, remove, bulk,
 * react, sitemapEntries, startup (seeds the samples).
 *
 * Rules (part 1 of the specification with DECISIONS.md):
 * - Content is sanitized when written (sanitize.ts); titles, tags, author and meta fields are stored as plain text.
 * - A visitor's post is always `draft` (autosave) or `pending` (anything else they send), with submittedBy
 *   'User' and isUserSubmission true; submittedAt is set on each submission. The create answer hands the visitor
 *   an edit token once (only its SHA-256 is stored); with it they may read and change that post while it is
 *   draft or pending, nobody else can.
 * - Publishing (admin publish or visitor submit) needs a non-empty title and content: 400 with
 *   details { title: 'Missing', content: 'Missing' } naming the missing ones.
 * - Admin publish sets publishedAt (kept from an earlier publish, or the given publishedAt).
 * - Approving (PATCH .../approve) PUBLISHES the post: status 'published', approved true, approvedBy 'Admin',
 *   approvedAt now, publishedAt now unless set. The stored status is 'published', not 'approved', because only
 *   published posts are public (DECISIONS: "approving publishes the post"). Rejecting sets status 'rejected',
 *   approved false and the reason; the post stays hidden. Both only from 'pending' (409 otherwise).
 * - The admin's status dropdown (PUT ?id with { status }) sets any status as given and records approvedBy
 *   'Admin' and approvedAt now; approved = status is published or approved; publishing sets publishedAt.
 * - Slug: given slug if non-empty, else from the title, else blog-{timestamp}; unique with -2, -3, ...; a
 *   published post keeps its slug unless a new one is given explicitly.
 * - Read time = ceil(words / 200), at least 1; seoScore = analyzeSeo(...).score on every save.
 * - Likes never go below zero. A view counts once per visitor, post and hour (key: a hash of the salted
 *   client key, the post and the day; rows expire with the rate-limit counters after 24 hours).
 * - Samples are inserted at the first start when the table is empty, and never again (marker in app_settings),
 *   so an admin who deletes them does not get them back.
 * No in-process cache is kept: every read goes to the database (indexed per sort; page 1 of any sort with a
 * search stays under 50 ms with 10,000 posts, see benchmark.ts), so several instances are always consistent.
 */
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSettings, blogPosts, type BlogPostRow, type NewBlogPostRow } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../errors";
import type { Logger } from "../../logger";
import type { Clock } from "../clock";
import type { RateLimitService } from "../rate-limits";
import type { SitemapEntry } from "../seo/site-files";
import { sanitizeContent, sanitizePlainText, isAllowedMediaUrl } from "./sanitize";
import { sampleBlogPosts } from "./samples";
import { analyzeSeo } from "./seo-analysis";
import { baseSlug, excerptOf, readTimeMinutes, slugify, stripHtml, uniqueSlug } from "./text";
import {
  ADMIN_CATEGORIES,
  BLOG_DEFAULTS,
  BLOG_MAX_PAGE_SIZE,
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  EDITOR_CATEGORIES,
  PUBLIC_CATEGORIES,
  RELATED_LIMIT,
  RELATED_MAX_LIMIT,
  VISITOR_AUTHOR,
  type AdminBlogPage,
  type AdminListQuery,
  type AdminSort,
  type BlogActor,
  type BlogPage,
  type BlogPost,
  type BlogStatus,
  type BlogSummary,
  type BlogWriteInput,
  type BlogWriteResult,
  type BulkAction,
  type PendingBlogItem,
  type PublicListQuery,
  type PublicSort,
  type Reaction,
  type ReactionResult,
  type StatusCounts,
} from "./types";

/** How many posts the bare public list (GET /api/blogs) answers when no limit is given. */
export const BARE_PUBLIC_LIST_LIMIT = 24;

export * from "./types";

export interface BlogServiceDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  rateLimits: RateLimitService;
}

const SAMPLES_MARKER = "blog.samples-seeded";
const VIEW_ONCE_RULE = { bucket: "blog-view-once", limit: 1, windowMs: 3_600_000 } as const;
const ADMIN_NAME = "Admin";

const LIMITS = { title: 200, excerpt: 500, category: 60, tag: 40, tags: 20, author: 100, metaTitle: 200, metaDescription: 500, metaKeywords: 500, reason: 1000 };

/** Every column except the content, the edit token hash and the search vector (list cards). */
const summaryColumns = {
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
const fullColumns = { ...summaryColumns, content: blogPosts.content, contentBlobUrl: blogPosts.contentBlobUrl };

type SummaryRow = { [K in keyof typeof summaryColumns]: K extends "contentHead" ? string : BlogPostRow[Exclude<K, "contentHead">] };
type FullRow = SummaryRow & { content: string; contentBlobUrl: string | null };

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

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
    author: row.author || BLOG_DEFAULTS.author,
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

function toPost(row: FullRow, withEmail: boolean): BlogPost {
  const { excerpt, ...rest } = baseFields(row, withEmail);
  return { ...rest, excerpt, content: row.content ?? "", contentBlobUrl: row.contentBlobUrl ?? "" } as BlogPost;
}

function toSummary(row: SummaryRow, withEmail: boolean, excerptLength: number): BlogSummary {
  const fields = baseFields(row, withEmail);
  return { ...fields, excerpt: excerptOf(row.excerpt, row.contentHead, excerptLength) };
}

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function tokenMatches(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function cleanTags(tags: string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags ?? []) {
    const tag = sanitizePlainText(raw, LIMITS.tag);
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
    if (result.length >= LIMITS.tags) break;
  }
  return result;
}

function cleanKeywords(value: string | string[] | null | undefined): string {
  const list = Array.isArray(value) ? value : (value ?? "").split(",");
  return list
    .map((keyword) => sanitizePlainText(keyword, LIMITS.tag * 2))
    .filter(Boolean)
    .join(", ")
    .slice(0, LIMITS.metaKeywords);
}

function mediaOrNull(value: string | null | undefined): string | null {
  const url = (value ?? "").trim();
  return url && isAllowedMediaUrl(url) ? url : null;
}

function hasContent(html: string): boolean {
  return stripHtml(html).length > 0 || /<(img|video)\b/i.test(html);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "23505";
}

export function createBlogService(deps: BlogServiceDeps) {
  const { database, clock, logger, rateLimits } = deps;
  const db = database.db;

  async function freeSlug(base: string, selfId?: string): Promise<string> {
    const pattern = `${escapeLike(base)}-%`;
    const rows = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          or(eq(blogPosts.slug, base), sql`${blogPosts.slug} like ${pattern}`),
          selfId ? ne(blogPosts.id, selfId) : undefined,
        ),
      );
    return uniqueSlug(base, rows.map((row) => row.slug));
  }

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
    const tokens = (q ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
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
    if (includeAuthor) conditions.push(sql`${blogPosts.author} ilike ${pattern}`);
    return or(...conditions);
  }

  function categoryCondition(category: string | undefined): SQL | undefined {
    const value = category?.trim();
    if (!value || value.toLowerCase() === "all") return undefined;
    return eq(blogPosts.category, value);
  }

  // The orders match the indexes of server/db/schema/blog.ts exactly (including NULLS placement), so page 1 of
  // every sort is an index scan that stops after one page.
  const newestPublished = [sql`${blogPosts.publishedAt} desc nulls last`, sql`${blogPosts.createdAt} desc nulls last`, sql`${blogPosts.id} desc nulls last`];

  function publicOrder(sort: PublicSort | undefined): SQL[] {
    switch (sort) {
      case "oldest":
        return [sql`${blogPosts.publishedAt} asc nulls first`, sql`${blogPosts.createdAt} asc nulls first`, sql`${blogPosts.id} asc nulls first`];
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
  async function summaryPage(where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<SummaryRow[]> {
    const ids = (await db.select({ id: blogPosts.id }).from(blogPosts).where(where).orderBy(...order).limit(limit).offset(offset)).map((row) => row.id);
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
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts).where(where);
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

  /** Values of a create or update after the rules; throws 400 when a publish misses its title or content. */
  async function prepareWrite(input: BlogWriteInput, existing: BlogPostRow | undefined, actor: BlogActor) {
    const now = clock.now();
    const admin = actor.kind === "admin";
    const pick = <T>(value: T | null | undefined, fallback: T): T => (value === undefined ? fallback : (value ?? fallback));

    const title = input.title !== undefined ? sanitizePlainText(input.title, LIMITS.title) : (existing?.title ?? "");
    const content = input.content !== undefined ? sanitizeContent(input.content) : (existing?.content ?? "");
    const requested: BlogStatus = input.status ?? existing?.status ?? "draft";
    const status: BlogStatus = admin ? requested : requested === "draft" ? "draft" : "pending";

    if (status === "published" || status === "pending" || status === "approved") {
      const details: Record<string, string> = {};
      if (!title) details.title = "Missing";
      if (!hasContent(content)) details.content = "Missing";
      if (Object.keys(details).length > 0) {
        throw badRequest(`${BLOG_MESSAGES.missingFields}: ${Object.keys(details).join(", ")}`, details);
      }
    }

    const tags = input.tags !== undefined ? cleanTags(input.tags) : (existing?.tags ?? []);
    const excerpt = input.excerpt !== undefined ? sanitizePlainText(input.excerpt, LIMITS.excerpt) : (existing?.excerpt ?? "");
    const metaTitle = input.metaTitle !== undefined ? sanitizePlainText(input.metaTitle, LIMITS.metaTitle) : (existing?.metaTitle ?? "");
    const metaDescription =
      input.metaDescription !== undefined ? sanitizePlainText(input.metaDescription, LIMITS.metaDescription) : (existing?.metaDescription ?? "");
    const metaKeywords = input.metaKeywords !== undefined ? cleanKeywords(input.metaKeywords) : (existing?.metaKeywords ?? "");
    const category =
      (input.category !== undefined ? sanitizePlainText(input.category, LIMITS.category) : existing?.category) || BLOG_DEFAULTS.category;
    let author = input.author !== undefined ? sanitizePlainText(input.author, LIMITS.author) : (existing?.author ?? "");
    if (!admin && (!author || author.toLowerCase() === ADMIN_NAME.toLowerCase())) author = VISITOR_AUTHOR;
    if (admin && !author) author = BLOG_DEFAULTS.author;

    // Slug: an explicit one wins; a published post keeps its address; otherwise it follows the title.
    const givenSlug = slugify(input.slug ?? "");
    let slug: string;
    if (givenSlug) slug = givenSlug;
    else if (existing && (existing.status === "published" || !title)) slug = existing.slug;
    else slug = baseSlug("", title, now);
    if (!existing || slug !== existing.slug) slug = await freeSlug(slug, existing?.id);

    const seo = analyzeSeo({ title, content, metaDescription, keywords: [...tags, ...metaKeywords.split(",")] });

    const values: Omit<NewBlogPostRow, "id" | "createdAt"> = {
      title,
      slug,
      content,
      excerpt,
      category,
      tags,
      tagsText: tags.join(" "),
      status,
      readTime: readTimeMinutes(content),
      author,
      metaTitle,
      metaDescription,
      metaKeywords,
      seoScore: seo.score,
      updatedAt: now,
      featuredImage: input.featuredImage !== undefined ? mediaOrNull(input.featuredImage) : (existing?.featuredImage ?? null),
      authorImage: input.authorImage !== undefined ? mediaOrNull(input.authorImage) : (existing?.authorImage ?? null),
      authorEmail:
        input.authorEmail !== undefined ? sanitizePlainText(input.authorEmail, 254) || null : (existing?.authorEmail ?? null),
    };

    if (admin) {
      values.featured = pick(input.featured, existing?.featured ?? false);
      values.contentBlobUrl = input.contentBlobUrl !== undefined ? mediaOrNull(input.contentBlobUrl) : (existing?.contentBlobUrl ?? null);
      values.submittedBy = input.submittedBy !== undefined ? sanitizePlainText(input.submittedBy, 100) || null : (existing?.submittedBy ?? null);
      values.submittedAt = input.submittedAt !== undefined ? input.submittedAt : (existing?.submittedAt ?? null);
      values.isUserSubmission = pick(input.isUserSubmission, existing?.isUserSubmission ?? false);
      values.approved = status === "published" || status === "approved";
      if (status === "published") values.publishedAt = input.publishedAt ?? existing?.publishedAt ?? now;
      else if (input.publishedAt !== undefined) values.publishedAt = input.publishedAt;
    } else {
      values.featured = existing?.featured ?? false;
      values.submittedBy = "User";
      values.isUserSubmission = true;
      values.approved = false;
      if (status === "pending") values.submittedAt = now;
    }
    return values;
  }

  async function insertWithFreeSlug(row: NewBlogPostRow): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await db.insert(blogPosts).values(row);
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
        row.slug = await freeSlug(row.slug);
      }
    }
  }

  async function create(input: BlogWriteInput, actor: BlogActor): Promise<BlogWriteResult> {
    const values = await prepareWrite(input, undefined, actor);
    const id = crypto.randomUUID();
    const editToken = actor.kind === "visitor" ? crypto.randomBytes(32).toString("base64url") : undefined;
    await insertWithFreeSlug({ ...values, id, createdAt: clock.now(), editTokenHash: editToken ? hashToken(editToken) : null });
    noteChanges(1);
    const post = (await loadPost(id))!;
    const message =
      post.status === "published"
        ? BLOG_MESSAGES.published
        : post.status === "pending"
          ? BLOG_MESSAGES.submitted
          : BLOG_MESSAGES.draftSaved;
    return { post, created: true, message, editToken };
  }

  /** The post a visitor may edit with their token, or the admin any post; throws 401/403/404 otherwise. */
  async function authorize(id: string, actor: BlogActor): Promise<BlogPostRow> {
    const row = await findRow(id);
    if (actor.kind === "admin") {
      if (!row) throw notFound(BLOG_MESSAGES.notFound);
      return row;
    }
    if (!actor.editToken) throw unauthorized(BLOG_MESSAGES.editRequiresToken);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    if (!tokenMatches(actor.editToken, row.editTokenHash)) throw forbidden(BLOG_MESSAGES.badToken);
    if (row.status !== "draft" && row.status !== "pending") throw forbidden(BLOG_MESSAGES.notEditable);
    return row;
  }

  async function update(id: string, input: BlogWriteInput, actor: BlogActor): Promise<BlogWriteResult> {
    const existing = await authorize(id, actor);
    const values = await prepareWrite(input, existing, actor);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await db.update(blogPosts).set(values).where(eq(blogPosts.id, id));
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
        values.slug = await freeSlug(values.slug ?? "", id);
      }
    }
    const post = (await loadPost(id))!;
    const message =
      post.status === "pending" ? BLOG_MESSAGES.resubmitted : post.status === "draft" ? BLOG_MESSAGES.draftSaved : BLOG_MESSAGES.updated;
    return { post, created: false, message };
  }

  async function getForEdit(id: string, actor: BlogActor): Promise<BlogPost> {
    await authorize(id, actor);
    return (await loadPost(id))!;
  }

  async function setStatus(id: string, status: BlogStatus): Promise<BlogPost> {
    const now = clock.now();
    const updated = await db
      .update(blogPosts)
      .set({
        status,
        approvedBy: ADMIN_NAME,
        approvedAt: now,
        approved: status === "published" || status === "approved",
        updatedAt: now,
        publishedAt: status === "published" ? sql`coalesce(${blogPosts.publishedAt}, ${now})` : undefined,
      })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (updated.length === 0) throw notFound(BLOG_MESSAGES.notFound);
    return (await loadPost(id))!;
  }

  async function moderate(id: string, decision: "approve" | "reject", reason?: string): Promise<BlogPost> {
    const rejectionReason = sanitizePlainText(reason, LIMITS.reason);
    if (decision === "reject" && !rejectionReason) {
      throw badRequest(BLOG_MESSAGES.rejectionReasonRequired, { rejectionReason: "Missing" });
    }
    const row = await findRow(id);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    if (row.status !== "pending") {
      throw conflict(decision === "approve" ? BLOG_MESSAGES.onlyPendingApprove : BLOG_MESSAGES.onlyPendingReject, { status: row.status });
    }
    const now = clock.now();
    const changes: Partial<NewBlogPostRow> =
      decision === "approve"
        ? { status: "published", approved: true, rejectionReason: null, publishedAt: row.publishedAt ?? now }
        : { status: "rejected", approved: false, rejectionReason };
    // Only from pending: a concurrent decision loses instead of overwriting.
    const updated = await db
      .update(blogPosts)
      .set({ ...changes, approvedBy: ADMIN_NAME, approvedAt: now, updatedAt: now })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, "pending")))
      .returning({ id: blogPosts.id });
    if (updated.length === 0) throw conflict(decision === "approve" ? BLOG_MESSAGES.onlyPendingApprove : BLOG_MESSAGES.onlyPendingReject);
    return (await loadPost(id))!;
  }

  async function remove(id: string): Promise<boolean> {
    const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    noteChanges(deleted.length);
    return deleted.length > 0;
  }

  async function bulk(action: BulkAction, ids: string[]): Promise<{ affected: number; ids: string[] }> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw badRequest(BLOG_MESSAGES.noneSelected, { blogIds: "Missing" });
    const now = clock.now();
    let rows: Array<{ id: string }>;
    if (action === "delete") {
      rows = await db.delete(blogPosts).where(inArray(blogPosts.id, unique)).returning({ id: blogPosts.id });
    } else if (action === "publish") {
      rows = await db
        .update(blogPosts)
        .set({ status: "published", approved: true, updatedAt: now, publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${now})` })
        .where(inArray(blogPosts.id, unique))
        .returning({ id: blogPosts.id });
    } else {
      rows = await db.update(blogPosts).set({ status: "draft", updatedAt: now }).where(inArray(blogPosts.id, unique)).returning({ id: blogPosts.id });
    }
    noteChanges(rows.length);
    return { affected: rows.length, ids: rows.map((row) => row.id) };
  }

  /** Like, unlike or view a published post; null when there is no such published post. */
  async function react(id: string, action: Reaction, visitorKey: string): Promise<ReactionResult | null> {
    const published = and(eq(blogPosts.id, id), eq(blogPosts.status, "published"));
    const message: string = action === "like" ? BLOG_MESSAGES.liked : action === "unlike" ? BLOG_MESSAGES.unliked : BLOG_MESSAGES.viewCounted;
    let rows: Array<{ likes: number; views: number }>;
    if (action === "view") {
      const [exists] = await db.select({ likes: blogPosts.likes, views: blogPosts.views }).from(blogPosts).where(published).limit(1);
      if (!exists) return null;
      const day = clock.now().toISOString().slice(0, 10);
      const key = crypto.createHash("sha256").update(`${day}:${visitorKey}:${id}`).digest("base64url").slice(0, 32);
      const once = await rateLimits.hit(VIEW_ONCE_RULE, key);
      if (!once.allowed) return { likes: exists.likes, views: exists.views, message: BLOG_MESSAGES.viewAlreadyCounted };
      rows = await db
        .update(blogPosts)
        .set({ views: sql`${blogPosts.views} + 1` })
        .where(published)
        .returning({ likes: blogPosts.likes, views: blogPosts.views });
    } else {
      rows = await db
        .update(blogPosts)
        .set({ likes: action === "like" ? sql`${blogPosts.likes} + 1` : sql`greatest(${blogPosts.likes} - 1, 0)` })
        .where(published)
        .returning({ likes: blogPosts.likes, views: blogPosts.views });
    }
    const row = rows[0];
    if (!row) return null;
    return { likes: row.likes, views: row.views, message };
  }

  /**
   * Public search: full-text first (GIN index); when it finds nothing, the substring match on title, excerpt
   * and tags (part words such as "oonli", or stop words only).
   */
  async function listPublished(query: PublicListQuery = {}): Promise<BlogPage> {
    const { page, pageSize, offset } = pageOf(query.page, query.pageSize);
    const base = and(eq(blogPosts.status, "published"), categoryCondition(query.category));
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
  async function listAll(options: { admin: boolean; status?: BlogStatus; category?: string; exclude?: string; limit?: number }): Promise<BlogPost[]> {
    const where = and(
      options.admin ? (options.status ? eq(blogPosts.status, options.status) : undefined) : eq(blogPosts.status, "published"),
      categoryCondition(options.category),
      options.exclude ? and(ne(blogPosts.id, options.exclude), ne(blogPosts.slug, options.exclude)) : undefined,
    );
    const order = options.admin ? adminOrder(undefined) : newestPublished;
    const base = db.select(fullColumns).from(blogPosts).where(where).orderBy(...order);
    // The public bare list answers the newest posts only: a site with thousands of stories must not send them all.
    const limit = options.limit ?? (options.admin ? undefined : BARE_PUBLIC_LIST_LIMIT);
    const rows = limit ? await base.limit(limit) : await base;
    return rows.map((row) => toPost(row as FullRow, options.admin));
  }

  async function related(category: string, options: { exclude?: string; limit?: number } = {}): Promise<BlogSummary[]> {
    const limit = Math.min(RELATED_MAX_LIMIT, Math.max(1, options.limit ?? RELATED_LIMIT));
    const where = and(
      eq(blogPosts.status, "published"),
      categoryCondition(category),
      options.exclude ? and(ne(blogPosts.id, options.exclude), ne(blogPosts.slug, options.exclude)) : undefined,
    );
    const rows = await summaryPage(where, newestPublished, limit, 0);
    return rows.map((row) => toSummary(row, false, 100));
  }

  async function getBySlug(slug: string, options: { admin?: boolean } = {}): Promise<BlogPost | null> {
    const where = options.admin ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published"));
    const [row] = await db.select(fullColumns).from(blogPosts).where(where).limit(1);
    return row ? toPost(row as FullRow, Boolean(options.admin)) : null;
  }

  async function pendingList(): Promise<PendingBlogItem[]> {
    const rows = await db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        author: blogPosts.author,
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
      author: row.author || BLOG_DEFAULTS.author,
      status: row.status,
      submittedAt: iso(row.submittedAt),
      isUserSubmission: row.isUserSubmission,
    }));
  }

  async function categoryCounts(): Promise<Record<string, number>> {
    const rows = await db
      .select({ category: blogPosts.category, count: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"))
      .groupBy(blogPosts.category);
    return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)]));
  }

  function categories() {
    return { categories: [...PUBLIC_CATEGORIES], editorCategories: [...EDITOR_CATEGORIES], adminCategories: [...ADMIN_CATEGORIES] };
  }

  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const rows = await db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"))
      .orderBy(...newestPublished)
      .limit(45_000);
    return rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt, changefreq: "monthly", priority: 0.6 }));
  }

  /** Inserts the three sample posts once, on the first start with an empty table. */
  async function seedSamples(): Promise<number> {
    const [marker] = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, SAMPLES_MARKER));
    if (marker) return 0;
    let inserted = 0;
    if ((await countWhere(undefined)) === 0) {
      const now = clock.now();
      const samples = sampleBlogPosts(now);
      for (const sample of samples) {
        const content = sanitizeContent(sample.content);
        const seo = analyzeSeo({ title: sample.title, content, metaDescription: sample.metaDescription, keywords: sample.tags });
        const rows = await db
          .insert(blogPosts)
          .values({
            id: crypto.randomUUID(),
            title: sample.title,
            slug: sample.slug,
            content,
            excerpt: sample.excerpt,
            category: sample.category,
            tags: sample.tags,
            tagsText: sample.tags.join(" "),
            status: "published",
            readTime: readTimeMinutes(content),
            author: sample.author,
            metaTitle: sample.title,
            metaDescription: sample.metaDescription,
            metaKeywords: sample.tags.join(", "),
            seoScore: seo.score,
            featured: sample.featured,
            approved: true,
            createdAt: sample.publishedAt,
            updatedAt: sample.publishedAt,
            publishedAt: sample.publishedAt,
          })
          .onConflictDoNothing()
          .returning({ id: blogPosts.id });
        inserted += rows.length;
      }
    }
    await db.insert(appSettings).values({ key: SAMPLES_MARKER, value: { at: clock.now().toISOString(), inserted } }).onConflictDoNothing();
    if (inserted) logger.info({ inserted }, "seeded sample blog posts");
    return inserted;
  }

  /**
   * Planner statistics of the posts table. PostgreSQL keeps them with autovacuum; PGlite has no autovacuum, and
   * without statistics a common search word makes the planner filter every post instead of using the indexes
   * (10,000 posts: ~200 ms instead of ~15 ms). So on PGlite they are refreshed at start and after every
   * STATISTICS_EVERY inserts or deletes, in the background.
   */
  let changesSinceAnalyze = 0;
  const STATISTICS_EVERY = 250;
  async function refreshStatistics(): Promise<void> {
    changesSinceAnalyze = 0;
    await db.execute(sql`analyze blog_posts`);
  }
  function noteChanges(count: number) {
    if (database.kind !== "pglite") return;
    changesSinceAnalyze += count;
    if (changesSinceAnalyze >= STATISTICS_EVERY) {
      refreshStatistics().catch((error) => logger.warn({ err: error }, "blog statistics refresh failed"));
    }
  }

  return {
    listPublished,
    listAdmin,
    listAll,
    related,
    getBySlug,
    getForEdit,
    pendingList,
    countsByStatus,
    categoryCounts,
    categories,
    create,
    update,
    setStatus,
    approve: (id: string) => moderate(id, "approve"),
    reject: (id: string, reason: string | undefined) => moderate(id, "reject", reason),
    remove,
    bulk,
    react,
    sitemapEntries,
    seedSamples,
    refreshStatistics,
    async startup() {
      await seedSamples();
      if (database.kind === "pglite") await refreshStatistics();
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
