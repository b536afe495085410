import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STORY_CATEGORIES } from "../../domain/blogs/categories";
import { blogPosts } from "../../server/db/schema";
import { BLOG_REACTION_LIMIT, BLOG_CREATE_LIMIT } from "../../server/http/api/blogs";
import { createTestContext, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

/** A story as the JSON API answers it, read loosely: the fields these tests look at. */
interface ApiRow {
  id: string;
  slug: string;
  status: string;
  category: string;
  author: string;
  readTime: number;
  featured: boolean;
  authorEmail?: string;
  seoScore?: number | null;
  updatedAt: string;
  [field: string]: unknown;
}

let ctx: TestContext;
let cookie: string;
let counter = 0;

beforeAll(async () => {
  // Behind one proxy: X-Forwarded-For names the visitor, so tests can be several visitors.
  ctx = await createTestContext({ env: { TRUST_PROXY: "1" } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  // Every test starts in a fresh rate-limit window with a fresh admin session.
  ctx.clock.advance(3 * 3_600_000);
  cookie = await signInAsAdmin(ctx);
});

const api = () => request(ctx.app);
const admin = {
  get headers() {
    return { Cookie: cookie, Origin: TEST_ORIGIN };
  },
};
const unique = (label: string) => `${label} number ${++counter} for couples`;
const longContent = (word = "closeness") => `<h2>Part</h2><p>${Array.from({ length: 250 }, () => word).join(" ")}</p>`;

interface CreatedPost {
  id: string;
  slug: string;
  status: string;
  blog: ApiRow;
  editToken?: string;
  message: string;
}

/** Creates a post through the API (a 201 is expected) with a unique title and short content unless `body` says. */
async function createPost(path: string, headers: Record<string, string>, who: string, body: Record<string, unknown>) {
  const response = await api()
    .post(path)
    .set(headers)
    .send({ title: unique(`${who} post`), content: `<p>${who} words here.</p>`, status: "published", ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as CreatedPost;
}

const adminCreate = (body: Record<string, unknown> = {}) => createPost("/api/blogs", admin.headers, "Admin", body);
/** A visitor's post: the answer carries the edit token handed out once. */
const visitorCreate = async (body: Record<string, unknown> = {}) =>
  (await createPost("/api/blogs?v=1", { Origin: TEST_ORIGIN }, "Visitor", body)) as CreatedPost & { editToken: string };

/** An admin's change of a post's status (`method` on `path`), answered 200 with `message`: the post as it now stands. */
async function adminStatusChange(
  method: "put" | "patch",
  path: string,
  body: Record<string, unknown>,
  message: string,
) {
  const response = await api()[method](path).set(admin.headers).send(body);
  expect(response.status).toBe(200);
  expect(response.body.message).toBe(message);
  return response.body.blog as ApiRow;
}

/** A post the admin has just published: approved by "Admin" and published now, whatever the request said. */
const publishedByAdminNow = () => ({
  status: "published",
  approved: true,
  approvedBy: "Admin",
  approvedAt: ctx.clock.now().toISOString(),
  publishedAt: ctx.clock.now().toISOString(),
});

/** A visitor's edit of their post, proved by its edit token. */
const editWithToken = (id: string, token: string, body: Record<string, unknown>) =>
  api().put(`/api/blogs?id=${id}`).set("Origin", TEST_ORIGIN).set("X-Edit-Token", token).send(body);

describe("sample posts and the bare public list", () => {
  it("GET /api/blogs?v answers an array of the three published samples, newest first", async () => {
    const response = await api().get("/api/blogs?v=123");
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const samples = response.body.filter((post: ApiRow) => post.author === "Entwine Editorial");
    expect(samples.map((post: ApiRow) => [post.category, post.readTime, post.featured])).toEqual([
      ["Romance", 5, true],
      ["Science", 4, false],
      ["Communication", 3, false],
    ]);
    for (const post of samples) {
      expect(post).toMatchObject({ status: "published", views: 0, likes: 0, approved: true });
      expect(post.content.length).toBeGreaterThan(1000);
      expect(typeof post.seoScore).toBe("number");
      expect(post).not.toHaveProperty("authorEmail");
      expect(post).not.toHaveProperty("editTokenHash");
      expect(post).not.toHaveProperty("searchVector");
    }
  });

  it("carries an ETag and answers 304 when unchanged", async () => {
    const first = await api().get("/api/blogs");
    expect(first.headers.etag).toBeTruthy();
    const second = await api().get("/api/blogs").set("If-None-Match", first.headers.etag);
    expect(second.status).toBe(304);
    const paged = await api().get("/api/blogs?page=1");
    const pagedAgain = await api().get("/api/blogs?page=1").set("If-None-Match", paged.headers.etag);
    expect(pagedAgain.status).toBe(304);
  });

  it("lists only published posts", async () => {
    const draft = await adminCreate({ status: "draft" });
    const pending = await visitorCreate();
    const ids = (await api().get("/api/blogs")).body.map((post: ApiRow) => post.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(pending.id);
  });
});

describe("GET ?slug", () => {
  it("answers one published post", async () => {
    const created = await adminCreate();
    const response = await api().get(`/api/blogs?slug=${created.slug}&v=1`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: created.id, title: created.blog.title, slug: created.slug });
  });

  it("answers 404 for an unknown slug and for an unpublished post (unless admin)", async () => {
    expect((await api().get("/api/blogs?slug=no-such-post")).status).toBe(404);
    expect((await api().get("/api/blogs?slug=no-such-post")).body.error).toBe("Blog not found");
    const draft = await adminCreate({ status: "draft" });
    expect((await api().get(`/api/blogs?slug=${draft.slug}`)).status).toBe(404);
    const asAdmin = await api().get(`/api/blogs?slug=${draft.slug}`).set("Cookie", cookie);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.status).toBe("draft");
  });
});

describe("POST create (admin)", () => {
  it("publishes with publishedAt, slug from the title, computed read time and SEO score, sanitized content", async () => {
    const created = await adminCreate({
      title: "A Slow Sunday Morning Together",
      content: `<h1>Slow</h1>${longContent("morning")}<img src=x onerror=alert(1)><script>alert(1)</script>`,
      tags: ["mornings", " Mornings ", "slow"],
      readTime: 99,
      views: 1000,
      seoScore: 100,
    });
    expect(created.status).toBe("published");
    expect(created.slug).toBe("a-slow-sunday-morning-together");
    expect(created.message).toBe("Blog published successfully!");
    expect(created.editToken).toBeUndefined();
    expect(created.blog.publishedAt).toBe(ctx.clock.now().toISOString());
    expect(created.blog.readTime).toBe(2);
    expect(created.blog.views).toBe(0);
    expect(created.blog.tags).toEqual(["mornings", "slow"]);
    expect(created.blog.seoScore).toBeGreaterThan(0);
    expect(created.blog.seoScore).toBeLessThan(100);
    expect(created.blog.content).not.toMatch(/<script|onerror|<img/i);
  });

  it("autosaves a draft with no title under blog-{timestamp}", async () => {
    const response = await api()
      .post("/api/blogs?v=1")
      .set(admin.headers)
      .send({ title: "", content: "", status: "draft" });
    expect(response.status).toBe(201);
    expect(response.body.status).toBe("draft");
    expect(response.body.slug).toBe(`blog-${ctx.clock.now().getTime()}`);
    expect(response.body.blog.publishedAt).toBeNull();
    // Defaults applied on read.
    expect(response.body.blog.title).toBe("Untitled");
    expect(response.body.blog.category).toBe("General");
  });

  it("makes slugs unique with -2, -3", async () => {
    const title = unique("Same title");
    const a = await adminCreate({ title });
    const b = await adminCreate({ title });
    const c = await adminCreate({ title, slug: a.slug });
    expect(b.slug).toBe(`${a.slug}-2`);
    expect(c.slug).toBe(`${a.slug}-3`);
  });

  it("uses a given slug, normalised", async () => {
    const created = await adminCreate({ slug: "  My Own Slug! " });
    expect(created.slug).toBe("my-own-slug");
  });
});

describe("POST create (visitor)", () => {
  it("always becomes pending on publish, with submittedBy 'User', isUserSubmission and an edit token", async () => {
    for (const status of ["published", "approved", "pending", "rejected"]) {
      const created = await visitorCreate({
        status,
        featured: true,
        publishedAt: "2020-01-01T00:00:00.000Z",
        author: "Admin",
      });
      expect(created.status).toBe("pending");
      expect(created.message).toBe("Blog submitted for approval! Admin will review it before publishing.");
      expect(created.blog).toMatchObject({
        submittedBy: "User",
        isUserSubmission: true,
        featured: false,
        approved: false,
        publishedAt: null,
        author: "Guest Writer",
      });
      expect(created.blog.submittedAt).toBe(ctx.clock.now().toISOString());
      expect(created.editToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    }
  });

  it("autosave stays a draft", async () => {
    const created = await visitorCreate({ status: "draft", title: "", content: "" });
    expect(created.status).toBe("draft");
    expect(created.blog.submittedAt).toBeNull();
    expect(created.editToken).toBeTruthy();
  });

  it("stores script and event handlers inert (acceptance)", async () => {
    const created = await visitorCreate({
      title: "<script>alert(1)</script>My <img src=x onerror=alert(1)>night",
      content: '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      tags: ["<b>bold</b>", "<script>x</script>"],
    });
    expect(created.status).toBe("pending");
    const edit = await api().get(`/api/blogs?id=${created.id}`).set("X-Edit-Token", created.editToken);
    const asAdmin = await api().get(`/api/blogs?id=${created.id}`).set("Cookie", cookie);
    for (const text of [JSON.stringify(created), edit.text, asAdmin.text]) {
      expect(text).not.toMatch(/<script/i);
      expect(text).not.toMatch(/onerror/i);
      expect(text).not.toMatch(/javascript:/i);
    }
    expect(edit.body.title).toBe("My night");
    expect(edit.body.tags).toEqual(["bold"]);
    const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, created.id));
    expect(row.content).toBe("<p>Hello</p><a>x</a>");
    expect(row.editTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.editTokenHash).not.toBe(created.editToken);
  });
});

describe("validation", () => {
  it("a publish without title and content is refused naming the missing fields", async () => {
    const response = await api()
      .post("/api/blogs")
      .set("Origin", TEST_ORIGIN)
      .send({ title: "  ", content: "<p> </p>", status: "published" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: "Missing required fields: title, content",
      details: { title: "Missing", content: "Missing" },
    });
    const adminMissing = await api()
      .post("/api/blogs")
      .set(admin.headers)
      .send({ title: "Has a title", status: "published" });
    expect(adminMissing.status).toBe(400);
    expect(adminMissing.body.details).toEqual({ content: "Missing" });
  });

  it("refuses wrong types and unsafe addresses with 400 naming the fields", async () => {
    const response = await api()
      .post("/api/blogs")
      .set(admin.headers)
      .send({ title: 5, status: "live", featuredImage: "javascript:alert(1)", authorEmail: "not-an-email", tags: [1] });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details).sort()).toEqual(
      ["authorEmail", "featuredImage", "status", "tags", "title"].sort(),
    );
    expect(response.body.details.title).not.toBe("Missing");
    expect(response.body.error).toMatch(/^Invalid blog: /);
  });

  it("refuses a bad query", async () => {
    expect((await api().get("/api/blogs?page=0")).status).toBe(400);
    expect((await api().get("/api/blogs?page=1&sort=random")).status).toBe(400);
    expect((await api().get("/api/blogs?status=all&page=1&sort=random").set("Cookie", cookie)).status).toBe(400);
    expect((await api().get("/api/blogs?status=everything").set("Cookie", cookie)).status).toBe(400);
  });
});

describe("edit token flow (GET ?id, PUT ?id)", () => {
  it("lets only the token holder or the admin read and change a visitor's draft", async () => {
    const created = await visitorCreate({ status: "draft", title: "My draft", authorEmail: "me@example.com" });
    const token = created.editToken;

    const own = await api().get(`/api/blogs?id=${created.id}`).set("X-Edit-Token", token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: created.id,
      title: "My draft",
      status: "draft",
      authorEmail: "me@example.com",
    });
    expect(own.headers["cache-control"]).toContain("no-store");
    expect((await api().get(`/api/blogs?id=${created.id}`)).status).toBe(401);
    expect((await api().get(`/api/blogs?id=${created.id}`).set("X-Edit-Token", "wrong")).status).toBe(403);
    expect((await api().get(`/api/blogs?id=${created.id}`).set("Cookie", cookie)).status).toBe(200);
    expect((await api().get("/api/blogs?id=missing").set("Cookie", cookie)).status).toBe(404);

    // Autosave update keeps it a draft; the slug follows the title while unpublished.
    const saved = await editWithToken(created.id, token, {
      title: "My better draft",
      content: "<p>Words</p>",
      status: "draft",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, id: created.id, status: "draft", slug: "my-better-draft" });

    // Submitting makes it pending.
    const submitted = await editWithToken(created.id, token, { status: "published" });
    expect(submitted.body).toMatchObject({ status: "pending", message: "Blog updated and submitted for approval!" });
    expect(submitted.body.blog).toMatchObject({
      submittedBy: "User",
      isUserSubmission: true,
      submittedAt: ctx.clock.now().toISOString(),
    });

    // Nobody else can overwrite it.
    const other = await visitorCreate();
    const foreign = await editWithToken(created.id, other.editToken, { title: "Hijacked" });
    expect(foreign.status).toBe(403);
    expect(
      (await api().put(`/api/blogs?id=${created.id}`).set("Origin", TEST_ORIGIN).send({ title: "Hijacked" })).status,
    ).toBe(401);

    // Once approved, the token no longer edits it.
    expect(
      (
        await api()
          .patch(`/api/blogs/${created.id}/approve`)
          .set(admin.headers)
          .send({ status: "approved", approvedBy: "admin" })
      ).status,
    ).toBe(200);
    expect((await editWithToken(created.id, token, { title: "Late change" })).status).toBe(403);
    expect((await api().get(`/api/blogs?id=${created.id}`).set("X-Edit-Token", token)).status).toBe(403);
  });

  it("a visitor cannot edit an admin's post even when it is a draft", async () => {
    const draft = await adminCreate({ status: "draft" });
    const visitor = await visitorCreate();
    const response = await editWithToken(draft.id, visitor.editToken, { title: "Mine now" });
    expect(response.status).toBe(403);
  });
});

describe("PUT ?id (admin)", () => {
  it("updates a post; a published post keeps its slug unless a new one is given", async () => {
    const created = await adminCreate({ title: "Original published title here" });
    const renamed = await api()
      .put(`/api/blogs?id=${created.id}`)
      .set(admin.headers)
      .send({ title: "A new title for it", content: "<p>New</p>", status: "published" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug: created.slug, message: "Blog updated successfully!" });
    expect(renamed.body.blog.publishedAt).toBe(created.blog.publishedAt);
    const reslugged = await api()
      .put(`/api/blogs?id=${created.id}`)
      .set(admin.headers)
      .send({ slug: "a-new-title-for-it" });
    expect(reslugged.body.slug).toBe("a-new-title-for-it");
  });

  it("answers 404 for an unknown id and 400 without an id", async () => {
    expect((await api().put("/api/blogs?id=nope").set(admin.headers).send({ title: "x" })).status).toBe(404);
    const missing = await api().put("/api/blogs").set(admin.headers).send({ title: "x" });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual({ id: "Missing" });
  });

  it("status change records approvedBy 'Admin' and approvedAt now; publishing sets publishedAt", async () => {
    const draft = await adminCreate({ status: "draft" });
    const published = await adminStatusChange(
      "put",
      `/api/blogs?id=${draft.id}&v=1`,
      { status: "published", approvedBy: "admin", approvedAt: "2001-01-01T00:00:00.000Z" },
      "Status updated",
    );
    expect(published).toMatchObject(publishedByAdminNow());
    const back = await api().put(`/api/blogs?id=${draft.id}`).set(admin.headers).send({ status: "draft" });
    expect(back.body.blog).toMatchObject({ status: "draft", approved: false });
    expect((await api().put(`/api/blogs?id=${draft.id}`).set(admin.headers).send({ status: "gone" })).status).toBe(400);
  });

  it("a status change without a session is refused", async () => {
    const post = await adminCreate();
    expect(
      (
        await api()
          .put(`/api/blogs?id=${post.id}`)
          .set("Origin", TEST_ORIGIN)
          .send({ status: "draft", approvedBy: "admin", approvedAt: new Date().toISOString() })
      ).status,
    ).toBe(401);
  });
});

describe("POST ?id&action (like, unlike, view)", () => {
  it("counts one like per visitor; an unlike takes back only that visitor's like; never below zero", async () => {
    const post = await adminCreate();
    const act = (action: string, visitor = "198.51.100.1") =>
      api().post(`/api/blogs?id=${post.id}&action=${action}`).set({ Origin: TEST_ORIGIN, "X-Forwarded-For": visitor });
    expect((await act("like")).body).toEqual({ likes: 1, views: 0, message: "Blog liked" });
    // Sixty likes from one address are still one like.
    for (let i = 0; i < 5; i++) expect((await act("like")).body.likes).toBe(1);
    expect((await act("like", "198.51.100.2")).body.likes).toBe(2);
    // A visitor who never liked cannot take a like away.
    expect((await act("unlike", "198.51.100.3")).body).toEqual({ likes: 2, views: 0, message: "Blog unliked" });
    expect((await act("unlike")).body).toEqual({ likes: 1, views: 0, message: "Blog unliked" });
    expect((await act("unlike")).body.likes).toBe(1);
    expect((await act("unlike", "198.51.100.2")).body.likes).toBe(0);
    expect((await act("unlike", "198.51.100.2")).body.likes).toBe(0);
  });

  it("counts a view once per visitor and hour", async () => {
    const post = await adminCreate();
    const view = () => api().post(`/api/blogs?id=${post.id}&action=view&v=2`);
    expect((await view()).body).toEqual({ likes: 0, views: 1, message: "View counted" });
    expect((await view()).body).toEqual({ likes: 0, views: 1, message: "View already counted" });
    ctx.clock.advance(3_600_000);
    expect((await view()).body.views).toBe(2);
    expect((await api().get(`/api/blogs?slug=${post.slug}`)).body.views).toBe(2);
  });

  it("answers 404 for an unknown or unpublished post and 400 for an unknown action", async () => {
    const draft = await adminCreate({ status: "draft" });
    expect((await api().post(`/api/blogs?id=${draft.id}&action=like`)).status).toBe(404);
    expect((await api().post("/api/blogs?id=nope&action=view")).status).toBe(404);
    const bad = await api().post(`/api/blogs?id=${draft.id}&action=love`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(["action"]);
  });

  it("is rate-limited per address with 429 and Retry-After", async () => {
    const post = await adminCreate();
    for (let i = 0; i < BLOG_REACTION_LIMIT.limit; i += 1) {
      expect((await api().post(`/api/blogs?id=${post.id}&action=like`)).status).toBe(200);
    }
    const limited = await api().post(`/api/blogs?id=${post.id}&action=like`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body.error).toMatch(/Too many requests/);
  });

  it("limits how many posts one address creates per hour", async () => {
    for (let i = 0; i < BLOG_CREATE_LIMIT.limit; i += 1) await visitorCreate({ status: "draft" });
    const limited = await api()
      .post("/api/blogs")
      .set("Origin", TEST_ORIGIN)
      .send({ title: "One more", status: "draft" });
    expect(limited.status).toBe(429);
    // The admin is not limited.
    await adminCreate({ status: "draft" });
    await ctx.database.db.delete(blogPosts).where(eq(blogPosts.isUserSubmission, true));
  });
});

describe("admin lists", () => {
  it("status=all answers every post as an array (with author e-mail)", async () => {
    const draft = await adminCreate({ status: "draft", authorEmail: "writer@example.com" });
    const pending = await visitorCreate();
    const response = await api().get("/api/blogs?status=all&v=1").set("Cookie", cookie);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const ids = response.body.map((post: ApiRow) => post.id);
    expect(ids).toEqual(expect.arrayContaining([draft.id, pending.id]));
    expect(response.body.find((post: ApiRow) => post.id === draft.id).authorEmail).toBe("writer@example.com");
    const [{ count }] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
    expect(response.body).toHaveLength(Number(count));
    expect(response.headers["cache-control"]).toContain("private");
  });

  it("status=pending answers id, title, author, status, submittedAt, isUserSubmission of pending posts only", async () => {
    const pending = await visitorCreate({ author: "Sam" });
    await adminCreate({ status: "draft" });
    const response = await api().get("/api/blogs?status=pending").set("Cookie", cookie);
    expect(response.status).toBe(200);
    const item = response.body.find((entry: ApiRow) => entry.id === pending.id);
    expect(item).toEqual({
      id: pending.id,
      title: pending.blog.title,
      author: "Sam",
      status: "pending",
      submittedAt: ctx.clock.now().toISOString(),
      isUserSubmission: true,
    });
    expect(response.body.every((entry: ApiRow) => entry.status === "pending")).toBe(true);
    expect(Object.keys(response.body[0]).sort()).toEqual([
      "author",
      "id",
      "isUserSubmission",
      "status",
      "submittedAt",
      "title",
    ]);
  });

  it("paged admin list: filters, search by author, sorts and counts by status", async () => {
    const mine = await adminCreate({ author: "Quentin Quill", category: "Tips" });
    const response = await api()
      .get("/api/blogs?status=all&page=1&pageSize=5&q=quentin&sort=updated-newest")
      .set("Cookie", cookie);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: ApiRow) => item.id)).toEqual([mine.id]);
    expect(response.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    const rows = await ctx.database.db.select({ status: blogPosts.status }).from(blogPosts);
    const expected = { total: rows.length, draft: 0, published: 0, pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) expected[row.status] += 1;
    expect(response.body.counts).toEqual(expected);

    const drafts = await api().get("/api/blogs?status=draft&page=1&pageSize=100").set("Cookie", cookie);
    expect(drafts.body.items.length).toBe(expected.draft);
    expect(drafts.body.items.every((item: ApiRow) => item.status === "draft")).toBe(true);
    expect(drafts.body.items[0]).not.toHaveProperty("content");

    const bySeo = await api().get("/api/blogs?status=all&page=1&pageSize=100&sort=seo").set("Cookie", cookie);
    const scores = bySeo.body.items.map((item: ApiRow) => item.seoScore ?? -1);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const oldest = await api()
      .get("/api/blogs?status=all&page=1&pageSize=100&sort=updated-oldest")
      .set("Cookie", cookie);
    const updated = oldest.body.items.map((item: ApiRow) => item.updatedAt);
    expect(updated).toEqual([...updated].sort());
    const tips = await api().get("/api/blogs?status=all&page=1&category=Tips").set("Cookie", cookie);
    expect(tips.body.items.every((item: ApiRow) => item.category === "Tips")).toBe(true);
  });
});

describe("paged public list and search", () => {
  it("answers { items, total, page, pageSize } of published summaries with the excerpt fallback", async () => {
    await adminCreate({ excerpt: "", content: `<p>${"Gentle words about closeness. ".repeat(10)}</p>` });
    const response = await api().get("/api/blogs?page=1&pageSize=2");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(["items", "page", "pageSize", "total"]);
    expect(response.body.items).toHaveLength(2);
    expect(response.body.page).toBe(1);
    expect(response.body.pageSize).toBe(2);
    const [{ count }] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(eq(blogPosts.status, "published"));
    expect(response.body.total).toBe(Number(count));
    const first = response.body.items[0];
    expect(first).not.toHaveProperty("content");
    expect(first.excerpt).toBe("Gentle words about closeness. ".repeat(10).slice(0, 100).trimEnd());
    const defaults = await api().get("/api/blogs?page=1");
    expect(defaults.body.pageSize).toBe(12);
    const beyond = await api().get("/api/blogs?page=999");
    expect(beyond.body.items).toEqual([]);
  });

  it("sorts newest, oldest, popular, trending and readTime", async () => {
    const get = async (sort: string) =>
      (await api().get(`/api/blogs?page=1&pageSize=100&sort=${sort}`)).body.items as ApiRow[];
    const popular = await adminCreate();
    await ctx.database.db.update(blogPosts).set({ views: 10_000, likes: 0 }).where(eq(blogPosts.id, popular.id));
    const loved = await adminCreate();
    await ctx.database.db.update(blogPosts).set({ views: 9_000, likes: 5_000 }).where(eq(blogPosts.id, loved.id));
    expect((await get("popular"))[0].id).toBe(popular.id);
    expect((await get("trending"))[0].id).toBe(loved.id);
    const newest = (await get("newest")).map((item) => item.publishedAt);
    expect(newest).toEqual([...newest].sort().reverse());
    const oldest = (await get("oldest")).map((item) => item.publishedAt);
    expect(oldest).toEqual([...oldest].sort());
    const readTimes = (await get("readTime")).map((item) => item.readTime);
    expect(readTimes).toEqual([...readTimes].sort((a, b) => a - b));
  });

  it("filters by category; 'All' means no filter", async () => {
    const all = await api().get("/api/blogs?page=1&category=All");
    const everything = await api().get("/api/blogs?page=1");
    expect(all.body.total).toBe(everything.body.total);
    const romance = await api().get("/api/blogs?page=1&category=Romance");
    expect(romance.body.items.length).toBeGreaterThan(0);
    expect(romance.body.items.every((item: ApiRow) => item.category === "Romance")).toBe(true);
  });

  it("finds a post by a word of its content (full-text, stemmed) and by part of its title or a tag", async () => {
    const post = await adminCreate({
      title: "Moonlit evenings on the balcony",
      content: "<p>We light lanterns and whisper about constellations.</p>",
      tags: ["stargazing"],
    });
    const ids = async (q: string) =>
      (await api().get(`/api/blogs?q=${encodeURIComponent(q)}&page=1`)).body.items.map((item: ApiRow) => item.id);
    expect(await ids("constellation")).toContain(post.id);
    expect(await ids("lantern")).toContain(post.id);
    expect(await ids("oonli")).toContain(post.id);
    expect(await ids("STARGAZ")).toContain(post.id);
    expect(await ids("balcony whisper")).toContain(post.id);
    expect(await ids("submarine")).not.toContain(post.id);
    expect(await ids("100%_")).toEqual([]);
    // Drafts are never found by the public search.
    const draft = await adminCreate({ status: "draft", title: "Secret constellation draft" });
    expect(await ids("constellation")).not.toContain(draft.id);
  });
});

describe("related posts", () => {
  it("GET ?category&limit=3 answers published posts of the category without the current one", async () => {
    const current = await adminCreate({ category: "Romance" });
    const response = await api().get(`/api/blogs?category=Romance&limit=3&exclude=${current.id}&v=1`);
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeLessThanOrEqual(3);
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.every((post: ApiRow) => post.category === "Romance" && post.status === "published")).toBe(
      true,
    );
    expect(response.body.map((post: ApiRow) => post.id)).not.toContain(current.id);
    const bySlug = await api().get(`/api/blogs?category=Romance&limit=3&exclude=${current.slug}`);
    expect(bySlug.body.map((post: ApiRow) => post.id)).not.toContain(current.id);
    const service = await ctx.services.blogs.related("Romance", { exclude: current.id });
    expect(service.map((post) => post.id)).toEqual(response.body.map((post: ApiRow) => post.id));
  });
});

describe("approve and reject", () => {
  it("approving a pending post publishes it", async () => {
    const pending = await visitorCreate();
    const approved = await adminStatusChange(
      "patch",
      `/api/blogs/${pending.id}/approve`,
      { status: "approved", approvedBy: "admin", approvedAt: new Date().toISOString() },
      "The blog has been approved and will be published.",
    );
    expect(approved).toMatchObject(publishedByAdminNow());
    expect((await api().get(`/api/blogs?slug=${pending.slug}`)).status).toBe(200);
    const again = await api().patch(`/api/blogs/${pending.id}/approve`).set(admin.headers).send({});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Only pending blogs can be approved");
  });

  it("rejecting needs a reason and keeps the post hidden", async () => {
    const pending = await visitorCreate();
    const noReason = await api()
      .patch(`/api/blogs/${pending.id}/reject`)
      .set(admin.headers)
      .send({ status: "rejected", rejectionReason: "   " });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ error: "Rejection reason required", details: { rejectionReason: "Missing" } });
    const rejected = await adminStatusChange(
      "patch",
      `/api/blogs/${pending.id}/reject`,
      { status: "rejected", rejectionReason: "Please add more detail.", approvedBy: "admin" },
      "The blog has been rejected with the provided reason.",
    );
    expect(rejected).toMatchObject({
      status: "rejected",
      approved: false,
      rejectionReason: "Please add more detail.",
      approvedBy: "Admin",
    });
    expect((await api().get(`/api/blogs?slug=${pending.slug}`)).status).toBe(404);
    expect(
      (await api().patch(`/api/blogs/${pending.id}/reject`).set(admin.headers).send({ rejectionReason: "again" }))
        .status,
    ).toBe(409);
    const published = await adminCreate();
    expect((await api().patch(`/api/blogs/${published.id}/approve`).set(admin.headers)).status).toBe(409);
    expect((await api().patch("/api/blogs/nope/approve").set(admin.headers)).status).toBe(404);
    expect((await api().patch("/api/blogs/nope/reject").set(admin.headers).send({ rejectionReason: "x" })).status).toBe(
      404,
    );
  });
});

describe("delete and bulk", () => {
  it("DELETE ?id removes a post; 404 afterwards", async () => {
    const post = await adminCreate();
    const response = await api().delete(`/api/blogs?id=${post.id}&v=1`).set(admin.headers);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: "Blog deleted", id: post.id });
    expect((await api().get(`/api/blogs?slug=${post.slug}`)).status).toBe(404);
    expect((await api().delete(`/api/blogs?id=${post.id}`).set(admin.headers)).status).toBe(404);
  });

  it("POST /bulk publishes, drafts and deletes; an empty selection is a 400", async () => {
    const a = await adminCreate({ status: "draft" });
    const b = await visitorCreate();
    const publish = await api()
      .post("/api/blogs/bulk")
      .set(admin.headers)
      .send({ action: "publish", blogIds: [a.id, b.id, "nope"] });
    expect(publish.status).toBe(200);
    expect(publish.body).toMatchObject({ success: true, action: "publish", affected: 2 });
    const published = (await api().get("/api/blogs")).body.map((post: ApiRow) => post.id);
    expect(published).toEqual(expect.arrayContaining([a.id, b.id]));
    const draft = await api()
      .post("/api/blogs/bulk")
      .set(admin.headers)
      .send({ action: "draft", blogIds: [a.id] });
    expect(draft.body.affected).toBe(1);
    expect((await api().get(`/api/blogs?slug=${a.slug}`)).status).toBe(404);
    const removed = await api()
      .post("/api/blogs/bulk")
      .set(admin.headers)
      .send({ action: "delete", blogIds: [a.id, b.id] });
    expect(removed.body.affected).toBe(2);
    const empty = await api().post("/api/blogs/bulk").set(admin.headers).send({ action: "publish", blogIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: "No blogs selected", details: { blogIds: "Missing" } });
    expect(
      (
        await api()
          .post("/api/blogs/bulk")
          .set(admin.headers)
          .send({ action: "archive", blogIds: [a.id] })
      ).status,
    ).toBe(400);
  });
});

describe("access control", () => {
  // Calls both lists below make.
  const publish = () => api().put("/api/blogs?id=some-id").send({ status: "published" });
  const remove = () => api().delete("/api/blogs?id=some-id");
  const bulkDelete = () =>
    api()
      .post("/api/blogs/bulk")
      .send({ action: "delete", blogIds: ["some-id"] });
  const approve = () => api().patch("/api/blogs/some-id/approve").send({});

  const adminCalls: Array<[string, () => request.Test]> = [
    ["GET ?status=all", () => api().get("/api/blogs?status=all")],
    ["GET ?status=all&page=1", () => api().get("/api/blogs?status=all&page=1")],
    ["GET ?status=pending", () => api().get("/api/blogs?status=pending")],
    ["GET ?id", () => api().get("/api/blogs?id=some-id")],
    ["PUT ?id (status change)", publish],
    ["DELETE ?id", remove],
    ["POST /bulk", bulkDelete],
    ["PATCH approve", approve],
    ["PATCH reject", () => api().patch("/api/blogs/some-id/reject").send({ rejectionReason: "x" })],
  ];
  it.each(adminCalls)("%s without a session answers 401", async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(typeof response.body.error).toBe("string");
  });

  const writes: Array<[string, () => request.Test]> = [
    ["POST", () => api().post("/api/blogs").send({ title: "x", status: "draft" })],
    ["PUT", publish],
    ["DELETE", remove],
    ["POST /bulk", bulkDelete],
    ["PATCH approve", approve],
    ["POST action", () => api().post("/api/blogs?id=some-id&action=like")],
  ];
  it.each(writes)("%s from another origin with the session cookie answers 403", async (_name, call) => {
    const response = await call().set("Cookie", cookie).set("Origin", "https://evil.example");
    expect(response.status).toBe(403);
  });

  it("unknown paths under /api/blogs answer a JSON 404", async () => {
    const response = await api().get("/api/blogs/nothing/here");
    expect(response.status).toBe(404);
    expect(response.body.error).toBe("Not found");
  });
});

describe("categories and sitemap", () => {
  it("GET /api/blogs/categories answers the category lists and published counts", async () => {
    const response = await api().get("/api/blogs/categories");
    expect(response.status).toBe(200);
    // One list: the public filter is "All" plus exactly the categories the editor offers.
    expect(response.body.editorCategories).toEqual(STORY_CATEGORIES);
    expect(response.body.categories).toEqual(["All", ...response.body.editorCategories]);
    expect(response.body.adminCategories[0]).toBe("All");
    expect(response.body.counts.Science).toBe(1);
  });

  it("/sitemap.xml lists published posts with lastmod, not drafts", async () => {
    const published = await adminCreate();
    const draft = await adminCreate({ status: "draft" });
    const response = await api().get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.text).toContain(
      `<loc>${TEST_ORIGIN}/blog/${published.slug}</loc><lastmod>${published.blog.updatedAt}</lastmod>`,
    );
    expect(response.text).toContain(`${TEST_ORIGIN}/blog/romantic-date-ideas-to-rekindle-the-spark`);
    expect(response.text).not.toContain(`/blog/${draft.slug}<`);
  });
});

describe("services for pages", () => {
  it("listPublished, getBySlug, listAdmin, pendingList and countsByStatus agree with the API", async () => {
    const blogs = ctx.services.blogs;
    const page = await blogs.listPublished({ page: 1, sort: "newest" });
    const api1 = (await api().get("/api/blogs?page=1&sort=newest")).body;
    expect(page).toEqual(api1);
    const bySlug = await blogs.getBySlug("the-science-of-intimacy-why-closeness-matters");
    expect(bySlug?.category).toBe("Science");
    expect(await blogs.getBySlug("nope")).toBeNull();
    const pending = await visitorCreate();
    expect((await blogs.pendingList()).map((item) => item.id)).toContain(pending.id);
    const adminPage = await blogs.listAdmin({ status: "pending" });
    expect(adminPage.items.every((item) => item.status === "pending")).toBe(true);
    expect(adminPage.counts).toEqual(await blogs.countsByStatus());
  });
});

describe("seeding", () => {
  it("never re-seeds the samples after the admin deleted them", async () => {
    await ctx.database.db.delete(blogPosts);
    expect(await ctx.services.blogs.seedSamples()).toBe(0);
    await ctx.services.blogs.startup();
    expect((await api().get("/api/blogs")).body).toEqual([]);
  });
});
