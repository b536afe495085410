import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestContext, loadServerBuild, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

// A writer's pen name (issue #31): stored with the story, answered as its author, shown on the story and its
// card instead of "Guest Writer", escaped; and the writer's "My stories" status read with the edit token.

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

async function submit(body: Record<string, unknown>) {
  counter += 1;
  return api()
    .post("/api/blogs?v=1")
    .set("Origin", TEST_ORIGIN)
    .set("X-Forwarded-For", `203.0.113.${counter}`)
    .send({
      title: `Evening letters number ${counter}`,
      content: "<p>A note left on the pillow, read by candlelight.</p>",
      status: "pending",
      ...body,
    });
}

describe("pen name through the API", () => {
  it("stores a trimmed pen name and signs the story with it; the admin sees it in the pending list", async () => {
    const created = await submit({ penName: "   Velvet    and Moss  " });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.blog).toMatchObject({
      penName: "Velvet and Moss",
      author: "Velvet and Moss",
      status: "pending",
    });

    const pending = await api().get("/api/blogs?status=pending").set("Cookie", cookie);
    expect(pending.body.find((item: { id: string }) => item.id === created.body.id)).toMatchObject({
      author: "Velvet and Moss",
    });

    const own = await api().get(`/api/blogs?id=${created.body.id}`).set("X-Edit-Token", created.body.editToken);
    expect(own.body).toMatchObject({ penName: "Velvet and Moss" });

    // Changing it while pending, and removing it (back to "Guest Writer").
    const renamed = await api()
      .put(`/api/blogs?id=${created.body.id}`)
      .set("Origin", TEST_ORIGIN)
      .set("X-Edit-Token", created.body.editToken)
      .send({ penName: "Moss", status: "pending" });
    expect(renamed.body.blog).toMatchObject({ penName: "Moss", author: "Moss" });
    const cleared = await api()
      .put(`/api/blogs?id=${created.body.id}`)
      .set("Origin", TEST_ORIGIN)
      .set("X-Edit-Token", created.body.editToken)
      .send({ penName: "  ", status: "pending" });
    expect(cleared.body.blog).toMatchObject({ penName: null, author: "Guest Writer" });
  });

  it("without a pen name a visitor's story is signed Guest Writer", async () => {
    const created = await submit({});
    expect(created.body.blog).toMatchObject({ penName: null, author: "Guest Writer" });
  });

  it("accepts 60 characters and refuses 61 with a 400 naming the field", async () => {
    const sixty = "Ro".repeat(30);
    expect((await submit({ penName: sixty })).body.blog.penName).toBe(sixty);
    expect((await submit({ penName: "🌹".repeat(60) })).status).toBe(201);

    const tooLong = await submit({ penName: `${sixty}s` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ details: { penName: "At most 60 characters" } });
    const huge = await submit({ penName: "x".repeat(2000) });
    expect(huge.status).toBe(400);
    expect(huge.body.details).toHaveProperty("penName");
  });

  it("refuses the site's own names to a visitor", async () => {
    const response = await submit({ penName: "admin" });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual({ penName: "Please choose another pen name" });
  });

  it("keeps a pen name as text: markup is removed and what remains is escaped on the story and its card", async () => {
    const created = await submit({
      penName: '<img src=x onerror="alert(1)">Kit <3 Sam & "Jo"<script>alert(2)</script>',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.blog.penName).toBe('Kit <3 Sam & "Jo"');

    const approved = await api().patch(`/api/blogs/${created.body.id}/approve`).set(admin()).send({});
    expect(approved.status).toBe(200);
    const slug = approved.body.blog.slug as string;

    const story = await api().get(`/blog/${slug}`);
    expect(story.status).toBe(200);
    expect(story.text).not.toContain("onerror");
    expect(story.text).not.toContain("alert(");
    expect(story.text).toMatch(/Kit &lt;3 Sam &amp; (&quot;|")Jo(&quot;|")/);
    expect(story.text).not.toContain("Guest Writer");

    const list = await api().get("/medium-blogs");
    expect(list.status).toBe(200);
    expect(list.text).toMatch(/Kit &lt;3 Sam &amp; (&quot;|")Jo(&quot;|")/);
    expect(list.text).not.toContain("<3 Sam");
  });
});

describe("a story's status for its writer (GET ?id=&view=status)", () => {
  it("answers in review, published and declined with the edit token, and nothing without it", async () => {
    const first = await submit({ penName: "Juniper" });
    const token = first.body.editToken as string;
    const status = (id: string, key?: string) => {
      const call = api().get(`/api/blogs?id=${id}&view=status`);
      return key === undefined ? call : call.set("X-Edit-Token", key);
    };

    const inReview = await status(first.body.id, token);
    expect(inReview.status).toBe(200);
    expect(inReview.headers["cache-control"]).toContain("no-store");
    expect(inReview.body).toMatchObject({
      id: first.body.id,
      status: "pending",
      penName: "Juniper",
      rejectionReason: null,
    });
    expect(inReview.body).not.toHaveProperty("content");
    expect(inReview.body).not.toHaveProperty("authorEmail");

    expect((await status(first.body.id)).status).toBe(401);
    expect((await status(first.body.id, "not-the-token")).status).toBe(403);
    expect((await status("no-such-story", token)).status).toBe(404);

    await api().patch(`/api/blogs/${first.body.id}/approve`).set(admin()).send({});
    const published = await status(first.body.id, token);
    expect(published.body).toMatchObject({ status: "published", slug: first.body.slug });
    expect(published.body.publishedAt).toBeTruthy();

    const second = await submit({});
    await api()
      .patch(`/api/blogs/${second.body.id}/reject`)
      .set(admin())
      .send({ rejectionReason: "A little too close to a story we already ran." });
    const declined = await status(second.body.id, second.body.editToken);
    expect(declined.body).toMatchObject({
      status: "rejected",
      rejectionReason: "A little too close to a story we already ran.",
    });

    // The editing read stays limited to drafts and stories in review.
    expect((await api().get(`/api/blogs?id=${second.body.id}`).set("X-Edit-Token", second.body.editToken)).status).toBe(
      403,
    );
  });
});
