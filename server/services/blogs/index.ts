/**
 * The blog service: posts, moderation, reactions, search and the three sample posts. This module writes posts
 * (create, update, the samples) and puts the service together from queries.ts (reads), moderation.ts (the
 * admin's decisions) and counters.ts (likes, views, planner statistics); rows.ts maps table rows to answers.
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
 * Writes (used by the /api/blogs router): create, update, getForEdit, statusFor (a story's status for its
 * writer, any status), setStatus, approve, reject, remove, bulk,
 * react, sitemapEntries, startup (seeds the samples).
 *
 * Rules (part 1 of the specification with DECISIONS.md):
 * - Content is sanitized when written (sanitize.ts); titles, tags, author and meta fields are stored as plain text.
 * - An optional pen name (domain/blogs/pen-name.ts: tidied, at most 60 characters, not the site's own names for a
 *   visitor) is stored as plain text and answered as the post's `author` (else "Guest Writer" for a visitor).
 * - A visitor's post is always `draft` (autosave) or `pending` (anything else they send), with submittedBy
 *   'User' and isUserSubmission true; submittedAt is set on each submission. The create answer hands the visitor
 *   an edit token once (only its SHA-256 is stored); with it they may read and change that post while it is
 *   draft or pending, nobody else can.
 * - Publishing (admin publish or visitor submit) needs a non-empty title and content: invalid input with
 *   details { title: 'Missing', content: 'Missing' } naming the missing ones.
 * - Admin publish sets publishedAt (kept from an earlier publish, or the given publishedAt).
 * - Approving (PATCH .../approve) PUBLISHES the post: status 'published', approved true, approvedBy 'Admin',
 *   approvedAt now, publishedAt now unless set. The stored status is 'published', not 'approved', because only
 *   published posts are public (DECISIONS: "approving publishes the post"). Rejecting sets status 'rejected',
 *   approved false and the reason; the post stays hidden. Both only from 'pending' (a conflict otherwise).
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
import { and, arrayOverlaps, eq, gte, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { appSettings, blogPosts, type BlogPostRow, type NewBlogPostRow } from "../../db/schema";
import { conflict, forbidden, insufficientStorage, invalidInput, notFound, unauthenticated } from "../../base/errors";
import type { Logger } from "../../base/logger";
import type { Clock } from "../../base/clock";
import type { RateLimitRule, RateLimitService } from "../rate-limits";
import { oldestUpTo, type StorageQuotas } from "../storage-quotas";
import { createBlogCounters } from "./counters";
import { createBlogModeration } from "./moderation";
import { createBlogQueries } from "./queries";
import { HOLD_LABELS, screenStory, type HoldReason } from "./never-publish";
import { createBlogReports } from "./reports";
import { ADMIN_NAME, escapeLike, isUniqueViolation, LIMITS } from "./rows";
import { sanitizeContent, sanitizePlainText, isAllowedMediaUrl } from "./sanitize";
import { sampleBlogPosts } from "./samples";
import { PEN_NAME_MAX_LENGTH, penNameLength, penNameProblem, tidyPenName } from "@domain/blogs/pen-name";
import { analyzeSeo } from "@domain/blogs/seo-analysis";
import { isNearDuplicate, storyFingerprint, type StoryFingerprint } from "@domain/blogs/fingerprint";
import { baseSlug, readTimeMinutes, slugify, stripHtml, uniqueSlug } from "@domain/blogs/text";
import {
  BLOG_DEFAULTS,
  BLOG_MESSAGES,
  VISITOR_AUTHOR,
  type BlogActor,
  type BlogPost,
  type BlogStatus,
  type BlogStatusView,
  type BlogWriteInput,
  type BlogWriteResult,
} from "@domain/blogs/types";

export { BARE_PUBLIC_LIST_LIMIT } from "./queries";
export * from "@domain/blogs/types";

export interface BlogServiceDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  rateLimits: RateLimitService;
  /** The visitors' stories store's overall cap and its eviction (absent: no overall cap). */
  quotas?: StorageQuotas;
  /** One visitor's story, in bytes of what is stored (STORY_MAX_BYTES). */
  maxStoryBytes?: number;
  /** Stories one address may start an hour (STORIES_PER_HOUR). */
  storiesPerHour?: number;
  /** A story in review this long may be evicted when the store is full (STORY_REVIEW_KEEP_DAYS). */
  reviewKeepMs?: number;
}

/**
 * Stories one client address may start an hour (the admin is not limited): a carrier's many writers share one
 * address, and each story already carries proof-of-work growing with the address's count (docs/decisions/013).
 */
export const BLOG_CREATE_LIMIT: RateLimitRule = { bucket: "blog-create", limit: 200, windowMs: 3_600_000 };
export const DEFAULT_STORY_MAX_BYTES = 512 * 1024;
const DEFAULT_REVIEW_KEEP_MS = 30 * 86_400_000;
/** A story sent within this long (in review, published or declined) refuses a copy of itself. */
export const DUPLICATE_WINDOW_MS = 30 * 86_400_000;
/** Stories sharing a fingerprint band with a submission that are compared with it, at most. */
const DUPLICATE_CANDIDATES = 50;

/** What a visitor's story weighs: the text it keeps (the search index the database adds is about as much again). */
function storyBytes(values: Partial<NewBlogPostRow>): number {
  const texts = [values.title, values.content, values.excerpt, values.metaTitle, values.metaDescription];
  const more = [values.metaKeywords, values.tagsText, values.author, values.penName, values.authorEmail, values.slug];
  return [...texts, ...more].reduce((sum, text) => sum + Buffer.byteLength(text ?? ""), 0);
}

const SAMPLES_MARKER = "blog.samples-seeded";

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function tokenMatches(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
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

/** An image, video or poster taken from another site (the page's CSP would block it, and it would track readers). */
const EXTERNAL_MEDIA = /<(?:img|video|source)\b[^>]*\s(?:src|poster)\s*=\s*["']?\s*(?:https?:)?\/\//i;

/** Visitors' stories show only media uploaded to the site: a linked picture is refused, naming the field. */
function refuseExternalMedia(input: BlogWriteInput): void {
  const details: Record<string, string> = {};
  if (input.content && EXTERNAL_MEDIA.test(input.content)) details.content = "External image or video";
  for (const field of ["featuredImage", "authorImage"] as const) {
    const value = input[field]?.trim();
    if (value && !value.startsWith("/media/")) details[field] = "External image";
  }
  if (Object.keys(details).length > 0) throw invalidInput(BLOG_MESSAGES.externalMedia, details);
}

function mediaOrNull(value: string | null | undefined): string | null {
  const url = (value ?? "").trim();
  return url && isAllowedMediaUrl(url) ? url : null;
}

/**
 * What the writer is told after saving a new (`created`) or an edited story: a draft is saved, a story sent for review
 * submitted (resubmitted when edited); else an edited story is updated, a new one published (or in any other status
 * saved as a draft).
 */
function savedMessage(status: BlogStatus, created: boolean): string {
  if (status === "draft") return BLOG_MESSAGES.draftSaved;
  if (status === "pending") return created ? BLOG_MESSAGES.submitted : BLOG_MESSAGES.resubmitted;
  if (!created) return BLOG_MESSAGES.updated;
  return status === "published" ? BLOG_MESSAGES.published : BLOG_MESSAGES.draftSaved;
}

function hasContent(html: string): boolean {
  return stripHtml(html).length > 0 || /<(img|video)\b/i.test(html);
}

export function createBlogService(deps: BlogServiceDeps) {
  const { database, clock, logger, rateLimits } = deps;
  const db = database.db;
  const queries = createBlogQueries(db);
  const counters = createBlogCounters({ database, clock, logger, rateLimits });
  const moderation = createBlogModeration({ db, clock, queries, counters });
  const reports = createBlogReports({ db, clock, rateLimits });
  const { findRow, loadPost, countWhere } = queries;
  const { noteChanges, refreshStatistics } = counters;
  const maxStoryBytes = deps.maxStoryBytes ?? DEFAULT_STORY_MAX_BYTES;
  const reviewKeepMs = deps.reviewKeepMs ?? DEFAULT_REVIEW_KEEP_MS;

  /**
   * A visitor's write: one story past its size is refused for good (507), and a write that would take the store of
   * visitors' stories past its cap evicts its oldest idle stories first (507 when none may go). The admin's writes
   * are not counted.
   */
  function visitorWrite(actor: BlogActor, values: Partial<NewBlogPostRow>, write: (tx: Db) => PromiseLike<unknown>) {
    if (actor.kind === "admin") return write(db);
    const bytes = storyBytes(values);
    if (bytes > maxStoryBytes) throw insufficientStorage(BLOG_MESSAGES.storyTooLarge);
    if (!deps.quotas) return write(db);
    return deps.quotas.write("stories", write, { bytes: bytes * 2, message: BLOG_MESSAGES.storiesFull });
  }

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
    return uniqueSlug(
      base,
      rows.map((row) => row.slug),
    );
  }

  /** Values of a create or update after the rules; throws invalid input when a publish misses its title or content. */
  async function prepareWrite(input: BlogWriteInput, existing: BlogPostRow | undefined, actor: BlogActor) {
    const now = clock.now();
    const admin = actor.kind === "admin";
    const pick = <T>(value: T | null | undefined, fallback: T): T =>
      value === undefined ? fallback : (value ?? fallback);

    if (!admin) refuseExternalMedia(input);
    const title = input.title !== undefined ? sanitizePlainText(input.title, LIMITS.title) : (existing?.title ?? "");
    const content = input.content !== undefined ? sanitizeContent(input.content) : (existing?.content ?? "");
    const requested: BlogStatus = input.status ?? existing?.status ?? "draft";
    const status: BlogStatus = admin ? requested : requested === "draft" ? "draft" : "pending";

    if (status === "published" || status === "pending" || status === "approved") {
      const details: Record<string, string> = {};
      if (!title) details.title = "Missing";
      if (!hasContent(content)) details.content = "Missing";
      if (Object.keys(details).length > 0) {
        throw invalidInput(`${BLOG_MESSAGES.missingFields}: ${Object.keys(details).join(", ")}`, details);
      }
    }

    const tags = input.tags !== undefined ? cleanTags(input.tags) : (existing?.tags ?? []);
    const excerpt =
      input.excerpt !== undefined ? sanitizePlainText(input.excerpt, LIMITS.excerpt) : (existing?.excerpt ?? "");
    const metaTitle =
      input.metaTitle !== undefined
        ? sanitizePlainText(input.metaTitle, LIMITS.metaTitle)
        : (existing?.metaTitle ?? "");
    const metaDescription =
      input.metaDescription !== undefined
        ? sanitizePlainText(input.metaDescription, LIMITS.metaDescription)
        : (existing?.metaDescription ?? "");
    const metaKeywords =
      input.metaKeywords !== undefined ? cleanKeywords(input.metaKeywords) : (existing?.metaKeywords ?? "");
    const category =
      (input.category !== undefined ? sanitizePlainText(input.category, LIMITS.category) : existing?.category) ||
      BLOG_DEFAULTS.category;
    let author = input.author !== undefined ? sanitizePlainText(input.author, LIMITS.author) : (existing?.author ?? "");
    if (!admin && (!author || author.toLowerCase() === ADMIN_NAME.toLowerCase())) author = VISITOR_AUTHOR;
    if (admin && !author) author = BLOG_DEFAULTS.author;
    let penName = existing?.penName ?? null;
    if (input.penName !== undefined) {
      const given = tidyPenName(sanitizePlainText(input.penName ?? "", 1000));
      const problem = penNameProblem(given);
      // The site's own names are refused to visitors only; the admin may sign as anyone, within the length.
      if (problem && (!admin || penNameLength(given) > PEN_NAME_MAX_LENGTH)) {
        throw invalidInput(`Invalid blog: penName`, { penName: problem });
      }
      penName = given || null;
    }

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
      penName,
      metaTitle,
      metaDescription,
      metaKeywords,
      seoScore: seo.score,
      updatedAt: now,
      featuredImage:
        input.featuredImage !== undefined ? mediaOrNull(input.featuredImage) : (existing?.featuredImage ?? null),
      authorImage: input.authorImage !== undefined ? mediaOrNull(input.authorImage) : (existing?.authorImage ?? null),
      authorEmail:
        input.authorEmail !== undefined
          ? sanitizePlainText(input.authorEmail, 254) || null
          : (existing?.authorEmail ?? null),
    };

    // A story sent for review or published carries its fingerprint. A visitor's submission is refused when it
    // copies a story sent in the last 30 days, and is screened for words that must never be published.
    const fingerprint = status === "draft" ? null : storyFingerprint(title, content);
    values.fingerprint = fingerprint?.signature ?? null;
    values.fingerprintBands = fingerprint?.bands ?? null;
    if (!admin && status === "pending" && fingerprint) await refuseDuplicate(fingerprint, existing?.id);
    values.heldReasons = admin
      ? (existing?.heldReasons ?? [])
      : status === "draft"
        ? []
        : screenStory(title, stripHtml(content), excerpt, tags.join(" "), penName ?? "").reasons;

    if (admin) {
      values.featured = pick(input.featured, existing?.featured ?? false);
      values.contentBlobUrl =
        input.contentBlobUrl !== undefined ? mediaOrNull(input.contentBlobUrl) : (existing?.contentBlobUrl ?? null);
      values.submittedBy =
        input.submittedBy !== undefined
          ? sanitizePlainText(input.submittedBy, 100) || null
          : (existing?.submittedBy ?? null);
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

  /**
   * Refuses (409) a story whose fingerprint nearly matches one sent in the last DUPLICATE_WINDOW_MS that is in
   * review, published or declined. Only stories sharing a band key are read (GIN index), at most
   * DUPLICATE_CANDIDATES of them, and only their signatures.
   */
  async function refuseDuplicate(fingerprint: StoryFingerprint, selfId: string | undefined): Promise<void> {
    const since = new Date(clock.now().getTime() - DUPLICATE_WINDOW_MS);
    const candidates = await db
      .select({ id: blogPosts.id, signature: blogPosts.fingerprint })
      .from(blogPosts)
      .where(
        and(
          arrayOverlaps(blogPosts.fingerprintBands, fingerprint.bands),
          inArray(blogPosts.status, ["pending", "published", "approved", "rejected"]),
          gte(sql`coalesce(${blogPosts.submittedAt}, ${blogPosts.publishedAt}, ${blogPosts.createdAt})`, since),
          selfId ? ne(blogPosts.id, selfId) : undefined,
        ),
      )
      .limit(DUPLICATE_CANDIDATES);
    const copy = candidates.find((row) => row.signature && isNearDuplicate(row.signature, fingerprint.signature));
    if (copy) throw conflict(BLOG_MESSAGES.duplicate);
  }

  /** Why each of these stories is held for the admin's eyes ("Held: mentions of minors"); only held stories. */
  async function holds(ids: string[]): Promise<Record<string, string[]>> {
    if (ids.length === 0) return {};
    const rows = await db
      .select({ id: blogPosts.id, reasons: blogPosts.heldReasons })
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, ids), sql`cardinality(${blogPosts.heldReasons}) > 0`));
    return Object.fromEntries(
      rows.map((row) => [row.id, row.reasons.map((reason) => HOLD_LABELS[reason as HoldReason] ?? `Held: ${reason}`)]),
    );
  }

  /**
   * Runs a write of a post's row; when another write took its slug in the meantime, takes a free slug and tries again
   * (five tries in all).
   */
  async function writeWithFreeSlug(write: () => PromiseLike<unknown>, takeFreeSlug: () => Promise<void>) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await write();
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
        await takeFreeSlug();
      }
    }
  }

  async function create(input: BlogWriteInput, actor: BlogActor): Promise<BlogWriteResult> {
    const values = await prepareWrite(input, undefined, actor);
    const id = crypto.randomUUID();
    const editToken = actor.kind === "visitor" ? crypto.randomBytes(32).toString("base64url") : undefined;
    const row: NewBlogPostRow = {
      ...values,
      id,
      createdAt: clock.now(),
      editTokenHash: editToken ? hashToken(editToken) : null,
    };
    await writeWithFreeSlug(
      () => visitorWrite(actor, row, (tx) => tx.insert(blogPosts).values(row)),
      async () => {
        row.slug = await freeSlug(row.slug);
      },
    );
    noteChanges(1);
    const post = (await loadPost(id))!;
    const message = savedMessage(post.status, true);
    return { post, created: true, message, editToken, publicChanged: post.status === "published" };
  }

  /** The post a visitor may edit with their token, or the admin any post; throws unauthenticated, forbidden or not found otherwise. */
  async function authorize(id: string, actor: BlogActor): Promise<BlogPostRow> {
    const row = await findRow(id);
    if (actor.kind === "admin") {
      if (!row) throw notFound(BLOG_MESSAGES.notFound);
      return row;
    }
    if (!actor.editToken) throw unauthenticated(BLOG_MESSAGES.editRequiresToken);
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    if (!tokenMatches(actor.editToken, row.editTokenHash)) throw forbidden(BLOG_MESSAGES.badToken);
    if (row.status !== "draft" && row.status !== "pending") throw forbidden(BLOG_MESSAGES.notEditable);
    return row;
  }

  async function update(id: string, input: BlogWriteInput, actor: BlogActor): Promise<BlogWriteResult> {
    const existing = await authorize(id, actor);
    const values = await prepareWrite(input, existing, actor);
    await writeWithFreeSlug(
      () => visitorWrite(actor, values, (tx) => tx.update(blogPosts).set(values).where(eq(blogPosts.id, id))),
      async () => {
        values.slug = await freeSlug(values.slug ?? "", id);
      },
    );
    const post = (await loadPost(id))!;
    const message = savedMessage(post.status, false);
    return {
      post,
      created: false,
      message,
      publicChanged: existing.status === "published" || post.status === "published",
    };
  }

  async function getForEdit(id: string, actor: BlogActor): Promise<BlogPost> {
    await authorize(id, actor);
    return (await loadPost(id))!;
  }

  /**
   * The status of a story for its writer (the edit token) or the admin, in any status: "My stories" shows in
   * review, published (with its address) or declined (with the admin's reason). Nothing else of the post.
   */
  async function statusFor(id: string, actor: BlogActor): Promise<BlogStatusView> {
    const row = await findRow(id);
    if (actor.kind === "visitor") {
      if (!actor.editToken) throw unauthenticated(BLOG_MESSAGES.editRequiresToken);
      if (!row) throw notFound(BLOG_MESSAGES.notFound);
      if (!tokenMatches(actor.editToken, row.editTokenHash)) throw forbidden(BLOG_MESSAGES.badToken);
    }
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    const title = row.title?.trim() || BLOG_DEFAULTS.title;
    return {
      id: row.id,
      title,
      slug: row.slug || slugify(title),
      status: row.status,
      author: row.penName || row.author || BLOG_DEFAULTS.author,
      penName: row.penName ?? null,
      submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
      publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
      updatedAt: row.updatedAt.toISOString(),
      rejectionReason: row.status === "rejected" ? (row.rejectionReason ?? null) : null,
    };
  }

  /** Inserts the three sample posts once, on the first start with an empty table. */
  async function seedSamples(): Promise<number> {
    const [marker] = await db
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(eq(appSettings.key, SAMPLES_MARKER));
    if (marker) return 0;
    let inserted = 0;
    if ((await countWhere(undefined)) === 0) {
      const now = clock.now();
      const samples = sampleBlogPosts(now);
      for (const sample of samples) {
        const content = sanitizeContent(sample.content);
        const seo = analyzeSeo({
          title: sample.title,
          content,
          metaDescription: sample.metaDescription,
          keywords: sample.tags,
        });
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
    await db
      .insert(appSettings)
      .values({ key: SAMPLES_MARKER, value: { at: clock.now().toISOString(), inserted } })
      .onConflictDoNothing();
    if (inserted) logger.info({ inserted }, "seeded sample blog posts");
    return inserted;
  }

  /**
   * When the visitors' stories store is full, in this order: declined stories, then drafts, each untouched longest
   * first (none changed after `idleBefore`), then stories waiting for review longer than the review age limit,
   * oldest first; as many as free `bytes`. Published stories and the admin's are never evicted.
   */
  async function evictIdle(request: { bytes: number; idleBefore: Date }): Promise<number> {
    const reviewCutoff = new Date(clock.now().getTime() - reviewKeepMs);
    const candidates = await db
      .select({
        id: blogPosts.id,
        bytes: sql<number>`octet_length(${blogPosts}::text)`.mapWith(Number),
      })
      .from(blogPosts)
      .where(
        and(
          isNotNull(blogPosts.editTokenHash),
          or(
            and(inArray(blogPosts.status, ["rejected", "draft"]), lt(blogPosts.updatedAt, request.idleBefore)),
            and(
              eq(blogPosts.status, "pending"),
              lt(sql`coalesce(${blogPosts.submittedAt}, ${blogPosts.updatedAt})`, reviewCutoff),
              lt(blogPosts.updatedAt, request.idleBefore),
            ),
          ),
        ),
      )
      .orderBy(
        sql`case ${blogPosts.status} when 'rejected' then 0 when 'draft' then 1 else 2 end`,
        blogPosts.updatedAt,
        blogPosts.id,
      )
      .limit(500);
    const chosen = oldestUpTo(candidates, request.bytes);
    if (chosen.length === 0) return 0;
    const gone = await db
      .delete(blogPosts)
      .where(
        and(
          inArray(
            blogPosts.id,
            chosen.map((row) => row.id),
          ),
          isNotNull(blogPosts.editTokenHash),
          inArray(blogPosts.status, ["rejected", "draft", "pending"]),
        ),
      )
      .returning({ id: blogPosts.id });
    if (gone.length > 0) noteChanges(gone.length);
    return gone.length;
  }

  return {
    createLimit: { ...BLOG_CREATE_LIMIT, limit: deps.storiesPerHour ?? BLOG_CREATE_LIMIT.limit },
    evictIdle,
    listPublished: queries.listPublished,
    listAdmin: queries.listAdmin,
    listAll: queries.listAll,
    related: queries.related,
    getBySlug: queries.getBySlug,
    getForEdit,
    statusFor,
    pendingList: queries.pendingList,
    countsByStatus: queries.countsByStatus,
    categoryCounts: queries.categoryCounts,
    categories: queries.categories,
    create,
    update,
    setStatus: moderation.setStatus,
    approve: moderation.approve,
    reject: moderation.reject,
    remove: moderation.remove,
    bulk: moderation.bulk,
    react: counters.react,
    holds,
    report: reports.report,
    reportLimit: reports.limit,
    reportedList: reports.reportedList,
    keepReported: reports.keep,
    unpublishReported: reports.unpublish,
    sitemapEntries: queries.sitemapEntries,
    seedSamples,
    refreshStatistics,
    async startup() {
      await seedSamples();
      if (database.kind === "pglite") await refreshStatistics();
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
