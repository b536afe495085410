import crypto from "node:crypto";
import { Router, type Request, type Response } from "express";
import { WORK_HEADER } from "@domain/proof-of-work";
import { z } from "zod";
import { invalidInput, notFound, rateLimited, unauthenticated } from "../../base/errors";
import { parseInput } from "../../base/validation";
import type { Services } from "../../services";
import {
  ADMIN_SORTS,
  BLOG_MAX_PAGE_SIZE,
  BLOG_MESSAGES,
  BLOG_STATUSES,
  BULK_ACTIONS,
  PUBLIC_SORTS,
  REACTIONS,
  type BlogActor,
  type BlogStatus,
  type BlogWriteInput,
} from "../../services/blogs";
import type { BlogWriteResult } from "@domain/blogs/types";
import type { BlogEditAnswer, BlogReactionAnswer, BlogStatusViewAnswer, BlogWriteAnswer } from "@domain/blogs/api";
import { isAllowedMediaUrl } from "../../services/blogs/sanitize";
import { reportInputSchema } from "@domain/blogs/report-input";
import { REPORT_MESSAGES, type ReportAnswer, type ReportDecisionAnswer } from "@domain/blogs/reports";
import type { RateLimitRule } from "../../services/rate-limits";
import { touches } from "../cache-scopes";
import { requireAdmin } from "../session";

/**
 * The blog API of part 1 (section 7), mounted at /api/blogs. `v` is a cache-busting timestamp and is ignored.
 *
 * Reads (ETag / 304; Vary: Cookie, X-Edit-Token):
 *   GET ?v                                 published posts, newest first: BlogPost[]          (public)
 *   GET ?status=all                        every post, updated newest first: BlogPost[]       (admin)
 *   GET ?status=draft|published|approved|rejected   posts of that status: BlogPost[]        (admin)
 *   GET ?status=pending                    [{ id, title, author, status, submittedAt, isUserSubmission }] (admin)
 *   GET ?slug=                             one published post (any status for the admin): BlogPost; 404
 *   GET ?id=                               one post for editing: BlogPost (admin, or header X-Edit-Token of
 *                                          the visitor's own draft/pending post); 401 / 403 / 404
 *   GET ?id=&view=status                   the story's status for its writer (X-Edit-Token) or the admin, in
 *                                          any status: BlogStatusView { id, title, slug, status, author, penName,
 *                                          submittedAt, publishedAt, updatedAt, rejectionReason } ("My stories")
 *   GET ?category=&limit=3&exclude=        related: published posts of the category, newest first, the
 *                                          `exclude` id or slug left out: BlogPost[]
 *   Paged list screens: when any of page, pageSize, q, sort is given the answer is
 *     { items: BlogSummary[], total, page, pageSize }               public: published only,
 *       category ('All' = none), sort newest|oldest|popular|trending|readTime (default newest)
 *     { items, total, page, pageSize, counts }                        with status=all or a status (admin):
 *       search also matches the author, sort updated-newest|updated-oldest|popular|trending|seo,
 *       counts = { total, draft, published, pending, approved, rejected }
 *     pageSize 12 by default (max 100); q: full-text (English) + case-insensitive substring of title,
 *     excerpt, tags. BlogSummary = BlogPost without content/contentBlobUrl, excerpt with its fallback.
 *   GET /categories                        { categories, editorCategories, adminCategories, counts }
 *
 * Writes (JSON bodies, validated; 400 { error, details } naming the fields):
 *   POST ?v            create: a visitor's post is always draft (status draft) or pending (anything else),
 *                      answer 201 { success, id, slug, status, message, blog, editToken (visitor only, once) };
 *                      a visitor's needs Entwine-Work: <challenge>:<nonce>, else 428 { error, details: challenge }
 *   PUT ?id            update (admin, or visitor with X-Edit-Token on their own draft/pending post), same
 *                      rules; { success, id, slug, status, message, blog }
 *   PUT ?id  { status, approvedBy?, approvedAt? }   admin status change (records approvedBy 'Admin',
 *                      approvedAt now): { success, message, blog }
 *   POST ?id&action=like|unlike|view   no body; { likes, views, message } (published posts only; rate-limited)
 *   DELETE ?id         admin; { success, message, id }
 *   POST /bulk { action: publish|draft|delete, blogIds }   admin; { success, action, affected, ids, message }
 *   PATCH /:id/approve                 admin, pending only (409 otherwise): publishes it; { success, message, blog }
 *   PATCH /:id/reject { rejectionReason }   admin, pending only; 400 'Rejection reason required'
 *
 * Readers' reports (server/services/blogs/reports.ts):
 *   POST /:id/reports { reason: illegal|hateful|spam|other, note? (plain text, <= 280) }   public, rate-limited per
 *                      address; 201 { reported, counted, message } (counted false: this reader had reported it
 *                      already); 404 when the story is not public. REPORTS_TO_HIDE readers hide the story.
 *   GET /reports       admin: ReportedStory[] (open reports: counts per reason, notes, hidden)
 *   POST /:id/reports/keep                      admin: dismisses the reports, shows the story again (409: none open)
 *   POST /:id/reports/unpublish { reason? }     admin: the story goes to rejected with the reason; reports deleted
 * A visitor's submission that nearly copies a story sent in the last 30 days: 409 { error: BLOG_MESSAGES.duplicate }.
 * Publishing without a title or content: 400 { error: 'Missing required fields: title, content',
 * details: { title: 'Missing', content: 'Missing' } }.
 */

export { BLOG_CREATE_LIMIT } from "../../services/blogs";
export const BLOG_UPDATE_LIMIT = { bucket: "blog-update", limit: 300, windowMs: 3_600_000 } as const;
export const BLOG_REACTION_LIMIT = { bucket: "blog-reaction", limit: 60, windowMs: 60_000 } as const;

const PAGED_KEYS = ["page", "pageSize", "q", "sort"] as const;
const STATUS_CHANGE_KEYS = new Set(["status", "approvedBy", "approvedAt", "updatedAt"]);

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const blankToUndefined = (value: unknown) => {
  const single = first(value);
  return typeof single === "string" && single.trim() === "" ? undefined : single;
};
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const listQuerySchema = z.object({
  status: optionalQuery(z.enum(["all", ...BLOG_STATUSES])),
  slug: optionalQuery(z.string().max(300)),
  id: optionalQuery(z.string().max(100)),
  category: optionalQuery(z.string().max(100)),
  limit: optionalQuery(z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE)),
  exclude: optionalQuery(z.string().max(300)),
  page: optionalQuery(z.coerce.number().int().min(1).max(1_000_000)),
  pageSize: optionalQuery(z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE)),
  q: optionalQuery(z.string().max(200)),
  sort: optionalQuery(z.string().max(40)),
  view: optionalQuery(z.enum(["status"])),
});

const idQuerySchema = z.object({ id: z.preprocess(blankToUndefined, z.string({ error: "Missing" }).max(100)) });
const actionQuerySchema = z.object({
  id: z.preprocess(blankToUndefined, z.string({ error: "Missing" }).max(100)),
  action: z.preprocess(blankToUndefined, z.enum(REACTIONS, { error: "Must be like, unlike or view" })),
});

const isoDate = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), "Invalid date")
  .transform((value) => new Date(value));
const mediaUrl = z
  .string()
  .max(2000)
  .refine(
    (value) => value.trim() === "" || isAllowedMediaUrl(value),
    "Must be an address under /media/ or an https URL",
  );
const keywordList = z.union([z.array(z.string().max(200)).max(50), z.string().max(2000)]);

const writeSchema = z.object({
  title: z.string().max(1000).nullish(),
  slug: z.string().max(300).nullish(),
  content: z.string().max(1_500_000).nullish(),
  contentBlobUrl: mediaUrl.nullish(),
  excerpt: z.string().max(5000).nullish(),
  featuredImage: mediaUrl.nullish(),
  category: z.string().max(200).nullish(),
  tags: keywordList.nullish().transform((value) => (typeof value === "string" ? value.split(",") : value)),
  status: z.enum(BLOG_STATUSES).nullish(),
  author: z.string().max(200).nullish(),
  penName: z.string().max(1000).nullish(),
  authorImage: mediaUrl.nullish(),
  authorEmail: z.union([z.literal(""), z.email("Invalid email address").max(254)]).nullish(),
  metaTitle: z.string().max(1000).nullish(),
  metaDescription: z.string().max(2000).nullish(),
  metaKeywords: keywordList.nullish(),
  featured: z.boolean().nullish(),
  publishedAt: isoDate.nullish(),
  submittedBy: z.string().max(200).nullish(),
  submittedAt: isoDate.nullish(),
  isUserSubmission: z.boolean().nullish(),
});

const statusChangeSchema = z.object({
  status: z.enum(BLOG_STATUSES, { error: "Must be draft, published, pending, approved or rejected" }),
  approvedBy: z.string().max(200).nullish(),
  approvedAt: z.string().max(40).nullish(),
});

const bulkSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: "Must be publish, draft or delete" }),
  blogIds: z.array(z.string().max(100), { error: "Missing" }).max(1000),
});

const rejectSchema = z.object({ rejectionReason: z.string().max(5000).nullish() });
const unpublishSchema = z.object({ reason: z.string().max(1000).nullish() }).nullish();

/** The blog editor's form of errors: one message per field, and "Missing" for a required field left out. */
const parse = <T extends z.ZodType>(schema: T, input: unknown, message: string) =>
  parseInput(schema, input, message, { details: "first" });

/** Sends JSON with a strong ETag of its bytes; 304 when the client already has it. */
function sendWithEtag(req: Request, res: Response, body: unknown, privateAnswer: boolean) {
  const json = JSON.stringify(body);
  const etag = `"${crypto.createHash("sha1").update(json).digest("base64url")}"`;
  res.set({
    ETag: etag,
    "Cache-Control": privateAnswer ? "private, no-cache" : "no-cache",
    Vary: "Cookie, X-Edit-Token",
  });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type("application/json").send(json);
}

/** What a create or an update answers: the post (and its id, slug and status), the message, and a new edit token. */
function writeAnswer(result: BlogWriteResult): BlogWriteAnswer {
  return {
    success: true,
    id: result.post.id,
    slug: result.post.slug,
    status: result.post.status,
    message: result.message,
    blog: result.post,
    ...(result.editToken ? { editToken: result.editToken } : {}),
  };
}

const isAdmin = (res: Response) => Boolean(res.locals.admin);

function actorOf(req: Request, res: Response): BlogActor {
  if (isAdmin(res))
    return { kind: "admin", username: String((res.locals.admin as { username?: string }).username ?? "admin") };
  const token = req.get("x-edit-token")?.trim();
  return { kind: "visitor", editToken: token ? token.slice(0, 200) : null };
}

/** Stories an address sent this hour, for the work each one owes (the ceiling is the service's createLimit). */
const STORY_WORK_COUNT: RateLimitRule = { bucket: "story-work", limit: Number.MAX_SAFE_INTEGER, windowMs: 3_600_000 };

export function blogRoutes(services: Services) {
  const router = Router();
  const blogs = services.blogs;

  /** Public writes are rate-limited per client address; the signed-in admin is not limited. */
  async function limit(req: Request, res: Response, rule: RateLimitRule) {
    if (isAdmin(res)) return;
    const result = await services.rateLimits.hit(rule, services.rateLimits.clientKey(req.ip ?? "unknown"));
    res.set("RateLimit-Limit", String(rule.limit));
    res.set("RateLimit-Remaining", String(result.remaining));
    if (!result.allowed)
      throw rateLimited("Too many requests. Please slow down and try again shortly.", result.retryAfterSeconds);
  }

  function needAdmin(res: Response) {
    if (!isAdmin(res)) throw unauthenticated("Admin sign-in required");
  }

  router.get("/categories", async (req, res) => {
    sendWithEtag(req, res, { ...blogs.categories(), counts: await blogs.categoryCounts() }, false);
  });

  router.get("/reports", requireAdmin, async (_req, res) => {
    res.set("Cache-Control", "private, no-store").json(await blogs.reportedList());
  });

  router.post("/:id/reports", async (req, res) => {
    const id = String(req.params.id).slice(0, 100);
    await limit(req, res, blogs.reportLimit);
    const input = parse(reportInputSchema, req.body, "Invalid report");
    const result = await blogs.report(id, req.ip ?? "unknown", input);
    if (!result) throw notFound(REPORT_MESSAGES.notFound);
    // A story hidden by this report leaves every stored public page and list.
    touches(res, result.hidden ? ["blogs"] : []);
    const answer: ReportAnswer = {
      reported: true,
      counted: result.counted,
      message: result.counted ? REPORT_MESSAGES.thanks : REPORT_MESSAGES.already,
    };
    res
      .status(result.counted ? 201 : 200)
      .set("Cache-Control", "no-store")
      .json(answer);
  });

  router.post("/:id/reports/keep", requireAdmin, async (req, res) => {
    const id = String(req.params.id);
    await blogs.keepReported(id);
    touches(res, ["blogs"]);
    const answer: ReportDecisionAnswer = { success: true, message: REPORT_MESSAGES.kept, id };
    res.set("Cache-Control", "no-store").json(answer);
  });

  router.post("/:id/reports/unpublish", requireAdmin, async (req, res) => {
    const id = String(req.params.id);
    const body = parse(unpublishSchema, req.body, "Invalid unpublish");
    await blogs.unpublishReported(id, body?.reason?.trim().slice(0, 1000) || null);
    touches(res, ["blogs"]);
    const answer: ReportDecisionAnswer = { success: true, message: REPORT_MESSAGES.unpublished, id };
    res.set("Cache-Control", "no-store").json(answer);
  });

  router.get("/", async (req, res) => {
    const query = parse(listQuerySchema, req.query, "Invalid query");
    const admin = isAdmin(res);
    const paged = PAGED_KEYS.some((key) => key in req.query);

    if (query.id !== undefined && query.view === "status") {
      const view = await blogs.statusFor(query.id, actorOf(req, res));
      res.set("Cache-Control", "private, no-store");
      res.json(view satisfies BlogStatusViewAnswer);
      return;
    }

    if (query.id !== undefined) {
      const post = await blogs.getForEdit(query.id, actorOf(req, res));
      res.set("Cache-Control", "private, no-store");
      res.json(post satisfies BlogEditAnswer);
      return;
    }

    if (query.slug !== undefined) {
      const post = await blogs.getBySlug(query.slug, { admin });
      if (!post) throw notFound(BLOG_MESSAGES.notFound);
      sendWithEtag(req, res, post, admin);
      return;
    }

    if (query.status !== undefined) {
      needAdmin(res);
      if (query.status === "pending" && !paged) {
        sendWithEtag(req, res, await blogs.pendingList(), true);
        return;
      }
      if (paged) {
        const sort =
          query.sort === undefined
            ? undefined
            : parse(
                z.enum(ADMIN_SORTS, { error: `Must be one of ${ADMIN_SORTS.join(", ")}` }),
                query.sort,
                "Invalid query: sort",
              );
        const answer = await blogs.listAdmin({
          page: query.page,
          pageSize: query.pageSize,
          q: query.q,
          category: query.category,
          status: query.status,
          sort,
        });
        sendWithEtag(req, res, answer, true);
        return;
      }
      const status = query.status === "all" ? undefined : (query.status as BlogStatus);
      sendWithEtag(
        req,
        res,
        await blogs.listAll({ admin: true, status, category: query.category, limit: query.limit }),
        true,
      );
      return;
    }

    if (paged) {
      const sortParse = z.enum(PUBLIC_SORTS).safeParse(query.sort ?? "newest");
      if (!sortParse.success)
        throw invalidInput("Invalid query: sort", { sort: `Must be one of ${PUBLIC_SORTS.join(", ")}` });
      const answer = await blogs.listPublished({
        page: query.page,
        pageSize: query.pageSize,
        q: query.q,
        category: query.category,
        sort: sortParse.data,
      });
      sendWithEtag(req, res, answer, false);
      return;
    }

    // Bare list, or related posts (?category&limit=3&exclude=).
    const list = await blogs.listAll({
      admin: false,
      category: query.category,
      exclude: query.exclude,
      limit: query.limit,
    });
    sendWithEtag(req, res, list, false);
  });

  router.post("/", async (req, res) => {
    if ("id" in req.query || "action" in req.query) {
      const { id, action } = parse(actionQuerySchema, req.query, "Invalid query");
      await limit(req, res, BLOG_REACTION_LIMIT);
      touches(res, []);
      const result = await blogs.react(
        id,
        action,
        services.rateLimits.visitorItemKey(req.ip ?? "unknown", `blog:${id}`),
      );
      if (!result) throw notFound(BLOG_MESSAGES.notFound);
      res.set("Cache-Control", "no-store").json(result satisfies BlogReactionAnswer);
      return;
    }
    // A visitor's new story carries proof-of-work (the editor solves it while the writer types): a script pays for
    // every story, whatever address it comes from.
    if (!isAdmin(res))
      await services.proofOfWork.gate({
        purpose: "story",
        rule: STORY_WORK_COUNT,
        policy: services.storyWork,
        address: req.ip ?? "unknown",
        proof: req.get(WORK_HEADER),
      });
    await limit(req, res, blogs.createLimit);
    const input = parse(writeSchema, req.body, "Invalid blog") as BlogWriteInput;
    const result = await blogs.create(input, actorOf(req, res));
    // A visitor's story goes to review: readers' pages stay as they are.
    touches(res, result.publicChanged ? ["blogs"] : []);
    res.status(201).set("Cache-Control", "no-store").json(writeAnswer(result));
  });

  router.put("/", async (req, res) => {
    const { id } = parse(idQuerySchema, req.query, "Invalid query");
    const body = (req.body ?? {}) as Record<string, unknown>;
    const keys = Object.keys(body).filter((key) => body[key] !== undefined);
    if (isAdmin(res) && keys.includes("status") && keys.every((key) => STATUS_CHANGE_KEYS.has(key))) {
      const { status } = parse(statusChangeSchema, body, "Invalid status change");
      const blog = await blogs.setStatus(id, status);
      touches(res, ["blogs"]);
      res.set("Cache-Control", "no-store").json({ success: true, message: BLOG_MESSAGES.statusUpdated, blog });
      return;
    }
    await limit(req, res, BLOG_UPDATE_LIMIT);
    const input = parse(writeSchema, body, "Invalid blog") as BlogWriteInput;
    const result = await blogs.update(id, input, actorOf(req, res));
    touches(res, result.publicChanged ? ["blogs"] : []);
    res.set("Cache-Control", "no-store").json(writeAnswer(result));
  });

  router.delete("/", requireAdmin, async (req, res) => {
    const { id } = parse(idQuerySchema, req.query, "Invalid query");
    if (!(await blogs.remove(id))) throw notFound(BLOG_MESSAGES.notFound);
    touches(res, ["blogs"]);
    res.set("Cache-Control", "no-store").json({ success: true, message: BLOG_MESSAGES.deleted, id });
  });

  router.post("/bulk", requireAdmin, async (req, res) => {
    const { action, blogIds } = parse(bulkSchema, req.body, "Invalid bulk action");
    if (blogIds.length === 0) throw invalidInput(BLOG_MESSAGES.noneSelected, { blogIds: "Missing" });
    const result = await blogs.bulk(action, blogIds);
    touches(res, ["blogs"]);
    const verb = action === "delete" ? "deleted" : action === "publish" ? "published" : "moved to drafts";
    res
      .set("Cache-Control", "no-store")
      .json({ success: true, action, ...result, message: `${result.affected} blog(s) ${verb}` });
  });

  router.patch("/:id/approve", requireAdmin, async (req, res) => {
    const blog = await blogs.approve(String(req.params.id));
    touches(res, ["blogs"]);
    res.set("Cache-Control", "no-store").json({ success: true, message: BLOG_MESSAGES.approved, blog });
  });

  router.patch("/:id/reject", requireAdmin, async (req, res) => {
    const { rejectionReason } = parse(rejectSchema, req.body, "Invalid rejection");
    const blog = await blogs.reject(String(req.params.id), rejectionReason ?? undefined);
    touches(res, ["blogs"]);
    // The rejected story's own private uploads go with it.
    await services.media.sweepVisitorUploads();
    res.set("Cache-Control", "no-store").json({ success: true, message: BLOG_MESSAGES.rejected, blog });
  });

  return router;
}
