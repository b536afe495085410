import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, blogReports } from "../../server/db/schema";
import { REPORT_MESSAGES, REPORTS_TO_HIDE } from "@domain/blogs/reports";
import { BLOG_MESSAGES } from "@domain/blogs/types";
import { createTestContext, loadServerBuild, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

// Issue #51, the blog against floods and abuse: readers report a story (no account, one report per reader, no
// address kept), enough readers hide it until the admin keeps or unpublishes it; a copy of a story sent in the
// last 30 days is refused; words that must never be published hold a story for the admin with the reason.

let ctx: TestContext;
let cookie: string;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild(), env: { TRUST_PROXY: "1" } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  ctx.clock.advance(3 * 3_600_000);
  cookie = await signInAsAdmin(ctx);
});

const api = () => request(ctx.app);
const admin = () => ({ Cookie: cookie, Origin: TEST_ORIGIN });
const reader = (n: number) => ({ Origin: TEST_ORIGIN, "X-Forwarded-For": `198.51.100.${n}` });

/** A published story with its own words, so no two are copies of each other. */
async function publishStory() {
  counter += 1;
  const created = await api()
    .post("/api/blogs")
    .set(admin())
    .send({
      title: `Lantern night ${counter}`,
      content: `<p>Story ${counter}: ${"we kept a lantern lit and told each other one true thing ".repeat(counter % 5)}${counter * 7919}</p>`,
      status: "published",
      category: "Romance",
    });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; slug: string };
}

const report = (id: string, n: number, body: Record<string, unknown> = { reason: "spam" }) =>
  api().post(`/api/blogs/${id}/reports`).set(reader(n)).send(body);

async function isPublic(story: { id: string; slug: string }) {
  const one = await api().get(`/api/blogs?slug=${story.slug}`);
  const list = await api().get("/api/blogs?page=1&pageSize=100");
  const sitemap = await api().get("/sitemap.xml");
  const page = await api().get(`/blog/${story.slug}`);
  const listed = (list.body.items as Array<{ id: string }>).some((item) => item.id === story.id);
  const mapped = sitemap.text.includes(`/blog/${story.slug}<`);
  expect({ one: one.status === 200, listed, mapped, page: page.status === 200 }).toEqual({
    one: one.status === 200,
    listed: one.status === 200,
    mapped: one.status === 200,
    page: one.status === 200,
  });
  return one.status === 200;
}

describe("reporting a story", () => {
  it("takes a reason and a short note from a reader with no account, once per reader, and keeps no address", async () => {
    const story = await publishStory();
    const first = await report(story.id, 1, {
      reason: "illegal",
      note: "  Looks copied\u200b from   elsewhere  ",
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ reported: true, counted: true, message: REPORT_MESSAGES.thanks });
    expect(REPORT_MESSAGES.thanks).toBe("Thank you. The site's owner will look at it.");

    const again = await report(story.id, 1, { reason: "spam" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reported: true, counted: false, message: REPORT_MESSAGES.already });

    const rows = await ctx.database.db.select().from(blogReports).where(eq(blogReports.postId, story.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "illegal", note: "Looks copied from elsewhere", dismissedAt: null });
    expect(JSON.stringify(rows)).not.toContain("198.51.100");
    expect(rows[0]!.readerKey).toMatch(/^[\w-]{32}$/);
  });

  it("refuses a wrong reason, a long note, another site's page and a story that is not public", async () => {
    const story = await publishStory();
    const wrong = await report(story.id, 2, { reason: "boring" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toHaveProperty("reason");
    const long = await report(story.id, 2, { reason: "other", note: "x".repeat(281) });
    expect(long.status).toBe(400);
    expect(long.body.details).toHaveProperty("note");
    expect((await report(story.id, 2, { reason: "other", note: "x".repeat(280) })).status).toBe(201);
    // A body far past any report is cut off while it streams.
    expect((await report(story.id, 2, { reason: "other", note: "x".repeat(20_000) })).status).toBe(413);

    const foreign = await api()
      .post(`/api/blogs/${story.id}/reports`)
      .set({ Origin: "https://elsewhere.example", Cookie: "entwine_age=1" })
      .send({ reason: "spam" });
    expect(foreign.status).toBe(403);

    expect((await report("no-such-story", 3)).status).toBe(404);
    const draft = await api()
      .post("/api/blogs")
      .set(admin())
      .send({ title: "Not out yet", content: "<p>Draft words</p>", status: "draft" });
    const refused = await report(draft.body.id, 3);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(REPORT_MESSAGES.notFound);
  });

  it("is rate-limited per address like other public writes", async () => {
    const story = await publishStory();
    const limit = ctx.services.blogs.reportLimit.limit;
    for (let index = 0; index < limit; index += 1) expect((await report(story.id, 40)).status).toBeLessThan(300);
    const limited = await report(story.id, 40);
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    // Another address is not held back by it.
    expect((await report(story.id, 41)).status).toBe(201);
  });
});

describe("a story reported by several readers", () => {
  it(`is hidden from every public read at ${REPORTS_TO_HIDE} readers, and the admin sees it with counts and notes`, async () => {
    const story = await publishStory();
    expect(await isPublic(story)).toBe(true);
    expect((await report(story.id, 10, { reason: "illegal", note: "Not consensual" })).status).toBe(201);
    // The same reader twice is one reader.
    expect((await report(story.id, 10, { reason: "illegal" })).status).toBe(200);
    expect((await report(story.id, 11, { reason: "hateful" })).status).toBe(201);
    expect(await isPublic(story)).toBe(true);
    expect((await report(story.id, 12, { reason: "illegal" })).status).toBe(201);
    expect(await isPublic(story)).toBe(false);
    // Hidden: likes and views and further reports find no public story.
    expect((await api().post(`/api/blogs?id=${story.id}&action=like`).set(reader(13))).status).toBe(404);
    expect((await report(story.id, 13)).status).toBe(404);

    // The admin still opens it, and finds it in the approval centre's reported list.
    expect((await api().get(`/api/blogs?slug=${story.slug}`).set("Cookie", cookie)).status).toBe(200);
    expect((await api().get("/api/blogs/reports")).status).toBe(401);
    const listed = await api().get("/api/blogs/reports").set("Cookie", cookie);
    expect(listed.status).toBe(200);
    const entry = (listed.body as Array<{ id: string }>).find((item) => item.id === story.id);
    expect(entry).toMatchObject({
      hidden: true,
      total: 3,
      counts: { illegal: 2, hateful: 1, spam: 0, other: 0 },
      notes: [{ reason: "illegal", note: "Not consensual" }],
    });

    const page = await api().get(`/admin/blog-approval?filter=reported`).set("Cookie", cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Reported stories");
    expect(page.text).toContain("Not consensual");
    expect(page.text).toContain("Keep the story (dismiss reports)");
  });

  it("comes back when the admin keeps it, and the same readers cannot hide it again", async () => {
    const story = await publishStory();
    for (const n of [20, 21, 22]) expect((await report(story.id, n)).status).toBe(201);
    expect(await isPublic(story)).toBe(false);

    expect((await api().post(`/api/blogs/${story.id}/reports/keep`).set("Origin", TEST_ORIGIN)).status).toBe(401);
    const kept = await api().post(`/api/blogs/${story.id}/reports/keep`).set(admin());
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ success: true, message: REPORT_MESSAGES.kept, id: story.id });
    expect(await isPublic(story)).toBe(true);
    const listed = await api().get("/api/blogs/reports").set("Cookie", cookie);
    expect((listed.body as Array<{ id: string }>).some((item) => item.id === story.id)).toBe(false);

    // The same three readers: already reported, nothing counted, still public.
    for (const n of [20, 21, 22]) expect((await report(story.id, n)).body.counted).toBe(false);
    expect(await isPublic(story)).toBe(true);
    // New readers may still report it, and enough of them hide it again.
    for (const n of [23, 24]) expect((await report(story.id, n)).status).toBe(201);
    expect(await isPublic(story)).toBe(true);
    expect((await report(story.id, 25)).status).toBe(201);
    expect(await isPublic(story)).toBe(false);

    // Keeping a story with nothing open is a conflict.
    await api().post(`/api/blogs/${story.id}/reports/keep`).set(admin());
    expect((await api().post(`/api/blogs/${story.id}/reports/keep`).set(admin())).status).toBe(409);
  });

  it("is taken down when the admin unpublishes it, with the reason its writer reads", async () => {
    counter += 1;
    const submitted = await api()
      .post("/api/blogs")
      .set(reader(30))
      .send({
        title: `A visitor's tale ${counter}`,
        content: `<p>Something to report ${counter}</p>`,
        status: "pending",
      });
    expect(submitted.status).toBe(201);
    await api().patch(`/api/blogs/${submitted.body.id}/approve`).set(admin());
    const story = { id: submitted.body.id as string, slug: submitted.body.slug as string };
    expect((await report(story.id, 31, { reason: "hateful" })).status).toBe(201);
    expect(await isPublic(story)).toBe(true);

    const done = await api().post(`/api/blogs/${story.id}/reports/unpublish`).set(admin()).send({});
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(REPORT_MESSAGES.unpublished);
    expect(await isPublic(story)).toBe(false);
    const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, story.id));
    expect(row).toMatchObject({ status: "rejected", hiddenByReports: false, approved: false });
    expect(await ctx.database.db.select().from(blogReports).where(eq(blogReports.postId, story.id))).toEqual([]);
    const status = await api()
      .get(`/api/blogs?id=${story.id}&view=status`)
      .set("X-Edit-Token", submitted.body.editToken);
    expect(status.body).toMatchObject({ status: "rejected", rejectionReason: "Taken down after readers' reports." });
    // Only a published story can be unpublished.
    expect((await api().post(`/api/blogs/${story.id}/reports/unpublish`).set(admin()).send({})).status).toBe(409);
  });
});

describe("a copy of a story already sent", () => {
  const words = (seed: number, count: number) =>
    Array.from({ length: count }, (_, index) => `w${(index * 31 + seed * 17) % 97}x${seed}`).join(" ");

  async function submit(n: number, title: string, content: string, status = "pending") {
    return api().post("/api/blogs").set(reader(n)).send({ title, content, status });
  }

  it("is refused with 409 when it matches after folding case, spaces and punctuation, or nearly matches", async () => {
    const text = `Our first winter together. ${words(1, 150)}`;
    const first = await submit(50, "Snow Day", `<p>${text}</p>`);
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const same = await submit(51, "SNOW   day!", `<h2>${text.toUpperCase().replace(/ /g, " ,  ")}</h2>`);
    expect(same.status).toBe(409);
    expect(same.body.error).toBe(BLOG_MESSAGES.duplicate);
    expect(same.body.error).toMatch(/^This story looks like one already sent/);

    const tokens = text.split(" ");
    const nearly = tokens.map((token, index) => (index === 40 || index === 110 ? "velvet" : token)).join(" ");
    expect((await submit(52, "Snow Day", `<p>${nearly}</p>`)).status).toBe(409);

    const other = await submit(53, "Snow Day", `<p>Our first winter together. ${words(2, 150)}</p>`);
    expect(other.status).toBe(201);
    // A draft is never refused (autosave), and sending it for review is.
    const draft = await submit(54, "Snow Day", `<p>${text}</p>`, "draft");
    expect(draft.status).toBe(201);
    const sent = await api()
      .put(`/api/blogs?id=${draft.body.id}`)
      .set(reader(54))
      .set("X-Edit-Token", draft.body.editToken)
      .send({ status: "pending" });
    expect(sent.status).toBe(409);
    // The writer may edit and resend their own story: it is not a copy of itself.
    const resent = await api()
      .put(`/api/blogs?id=${first.body.id}`)
      .set(reader(50))
      .set("X-Edit-Token", first.body.editToken)
      .send({ title: "Snow Day", content: `<p>${text} And the kettle sang.</p>`, status: "pending" });
    expect(resent.status).toBe(200);
  });

  it("counts declined stories, and forgets after 30 days", async () => {
    const text = `<p>Rain on the tin roof. ${words(3, 120)}</p>`;
    const first = await submit(60, "Tin Roof", text);
    await api().patch(`/api/blogs/${first.body.id}/reject`).set(admin()).send({ rejectionReason: "Not for us" });
    expect((await submit(61, "Tin Roof", text)).status).toBe(409);
    ctx.clock.advance(31 * 86_400_000);
    expect((await submit(62, "Tin Roof", text)).status).toBe(201);
  });
});

describe("words that must never be published", () => {
  it("hold a submission for review with the reason shown to the admin; adult words alone do not", async () => {
    const held = await api()
      .post("/api/blogs")
      .set(reader(70))
      .send({ title: "Held one", content: "<p>She said she was 15 years old.</p>", status: "pending" });
    expect(held.status).toBe(201);
    // The writer is told nothing more than any writer: it waits for review.
    expect(held.body).toMatchObject({ status: "pending", message: BLOG_MESSAGES.submitted });
    expect(JSON.stringify(held.body)).not.toMatch(/Held:|minors/);

    const adult = await api().post("/api/blogs").set(reader(71)).send({
      title: "Candlelight",
      content: "<p>We undressed slowly, kissed for an age and made love until the candles burnt out.</p>",
      status: "pending",
    });
    expect(adult.status).toBe(201);

    expect(await ctx.services.blogs.holds([held.body.id, adult.body.id])).toEqual({
      [held.body.id]: ["Held: mentions of minors"],
    });
    const page = await api().get(`/admin/blog-approval?id=${held.body.id}`).set("Cookie", cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="held-reasons"');
    expect(page.text).toContain("Held: mentions of minors");
    // Another story's review carries no such note (the held story's card in the list still shows its badge).
    const other = await api().get(`/admin/blog-approval?id=${adult.body.id}`).set("Cookie", cookie);
    expect(other.status).toBe(200);
    expect(other.text).not.toContain('data-testid="held-reasons"');

    // Nothing a visitor sends is published without review.
    const forced = await api()
      .post("/api/blogs")
      .set(reader(72))
      .send({ title: "Straight out", content: "<p>Publish me now, underage.</p>", status: "published" });
    expect(forced.body.status).toBe("pending");
  });
});
