import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, loadServerBuild, signInAsAdmin, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
let cookie: string;

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
/** Slugs of the story cards linked from a page (cards open in a new tab; the footer's /blog/ pages do not). */
const cardSlugs = (html: string) => [
  ...new Set(
    [...html.matchAll(/href="\/blog\/([^"?#]+)" data-card="story"/g)].map((match) => decodeURIComponent(match[1]!)),
  ),
];

/** A page that answers 200, read as the admin when `signedIn`: its text, and that text decoded for plain-word checks. */
async function page(path: string, { signedIn = false } = {}) {
  const response = await (signedIn ? request(ctx.app).get(path).set("Cookie", cookie) : request(ctx.app).get(path));
  expect(response.status, path).toBe(200);
  return { text: response.text, html: decode(response.text) };
}

async function adminCreate(body: Record<string, unknown>) {
  const response = await request(ctx.app).post("/api/blogs").set({ Cookie: cookie, Origin: TEST_ORIGIN }).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; slug: string };
}

beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild() });
  cookie = await signInAsAdmin(ctx);
  // One post with unsafe content, then 14 published posts in 'Tips' a minute apart (the newest 12 fill page 1).
  await adminCreate({
    title: "Unsafe content is cleaned",
    slug: "unsafe-content",
    content:
      '<p>Hello</p><script>alert(1)</script><img src="/media/x.webp" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    excerpt: "An excerpt about safety",
    metaDescription: "Meta description about safety",
    metaKeywords: "safety, trust",
    category: "Health",
    status: "published",
  });
  for (let i = 1; i <= 14; i++) {
    ctx.clock.advance(60_000);
    await adminCreate({
      title: `Tiny ritual number ${i} for evenings together`,
      content: `<p>A small ritual for couples, number ${i}: candles, slow music and no phones.</p>`,
      category: "Tips",
      featuredImage: `/media/ritual-${i}.webp`,
      tags: ["ritual", "evening", "habits", "calm", "extra"],
      status: "published",
    });
  }
  await adminCreate({ title: "A draft nobody sees", slug: "secret-draft", content: "<p>Draft</p>", status: "draft" });
});
afterAll(async () => ctx?.close());

describe("/medium-blogs", () => {
  it("server-renders the first page of cards, the filters and the count line", async () => {
    const { html } = await page("/medium-blogs");
    expect(html).toContain("<h1");
    expect(html).toContain("Write Story");
    expect(html).toContain('href="/medium-blog-editor"');
    expect(html).toContain('name="q"');
    expect(html).toContain('name="category"');
    expect(html).toContain('name="sort"');
    expect(html).toContain("Trending topics");
    expect(html).toContain("Showing 1–12 of 18 stories");
    const slugs = cardSlugs(html);
    expect(slugs).toHaveLength(12);
    expect(slugs).not.toContain("secret-draft");
    // Cards open their story in the same tab (Back returns to the list).
    expect(html).toContain('data-card="story"');
    expect(html).not.toContain('target="_blank" rel="noopener" class="text-fg');
    // Images carry their size; the first row loads at once, the rest lazily.
    const images = [...html.matchAll(/<img [^>]*src="\/media\/ritual-[^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBe(12);
    for (const image of images) expect(image).toMatch(/width="800"[^>]*height="400"/);
    expect(images.slice(0, 3).every((image) => image.includes('loading="eager"'))).toBe(true);
    expect(images.slice(3).every((image) => image.includes('loading="lazy"'))).toBe(true);
    expect(html).toContain('aria-label="Page 2"');
  });

  it("filters by search and category through the query string", async () => {
    const bySearch = decode((await request(ctx.app).get("/medium-blogs?q=romantic")).text);
    const slugs = cardSlugs(bySearch);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.every((slug) => !slug.startsWith("tiny-ritual"))).toBe(true);

    const byCategory = (await page("/medium-blogs?category=Tips&page=2")).html;
    const tips = cardSlugs(byCategory);
    expect(tips).toHaveLength(2);
    expect(tips.every((slug) => slug.startsWith("tiny-ritual"))).toBe(true);
    expect(byCategory).toContain("+2");

    const none = decode((await request(ctx.app).get("/medium-blogs?q=zzzzqqq")).text);
    expect(none).toContain("No Stories Found");
    expect(none).toContain("Clear Filters");
    expect(cardSlugs(none)).toEqual([]);
  });

  it("sorts oldest first when asked", async () => {
    const newest = cardSlugs(decode((await request(ctx.app).get("/medium-blogs")).text));
    const oldest = cardSlugs(decode((await request(ctx.app).get("/medium-blogs?sort=oldest")).text));
    expect(oldest[0]).not.toBe(newest[0]);
  });
});

describe("blog reader", () => {
  it("answers 404 with 'Story Not Found' for an unknown slug", async () => {
    const response = await request(ctx.app).get("/blog/no-such-story");
    expect(response.status).toBe(404);
    expect(decode(response.text)).toContain("Story Not Found");
    expect(decode(response.text)).toContain("The story you're looking for doesn't exist or has been removed.");
    expect(decode(response.text)).toContain("Go Back");
  });

  it("hides drafts from visitors", async () => {
    expect((await request(ctx.app).get("/blog/secret-draft")).status).toBe(404);
  });

  it("renders the article with head data, Article JSON-LD and sanitized content", async () => {
    const { text, html } = await page("/blog/unsafe-content");
    expect(html).toContain('<link rel="canonical" href="http://entwine.test/blog/unsafe-content"');
    expect(html).toContain('content="Meta description about safety"');
    expect(html).toContain('name="keywords" content="safety, trust"');
    expect(html).toContain('property="og:image"');
    const ld = [...text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    const article = ld.find((item) => item["@type"] === "Article");
    expect(article).toMatchObject({
      headline: "Unsafe content is cleaned",
      articleSection: "Health",
      author: { name: "Admin" },
    });
    const body = html.slice(html.indexOf('class="prose-entwine'));
    const content = body.slice(0, body.indexOf("</div>"));
    expect(content).toContain("<p>Hello</p>");
    expect(content).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain("Like");
    expect(html).toContain("Save");
    expect(html).toContain("Share");
  });

  it("uses /blog/{slug} as canonical on /medium-blog/{slug} and lists related stories", async () => {
    const { html } = await page("/medium-blog/tiny-ritual-number-3-for-evenings-together");
    expect(html).toContain(
      '<link rel="canonical" href="http://entwine.test/blog/tiny-ritual-number-3-for-evenings-together"',
    );
    expect(html).toContain("Related Stories");
    const related = cardSlugs(html.slice(html.indexOf("Related Stories")));
    expect(related).toHaveLength(3);
    expect(related).not.toContain("tiny-ritual-number-3-for-evenings-together");
  });
});

describe("admin blog pages", () => {
  it("answer 401 with the login form and no admin data when signed out", async () => {
    for (const path of ["/medium-blog-admin", "/admin/blog-approval"]) {
      const response = await request(ctx.app).get(path);
      expect(response.status, path).toBe(401);
      expect(response.text).toContain("Admin Access");
      expect(response.text).not.toContain("secret-draft");
      expect(response.text).not.toContain("Blog Approval Required");
    }
  });

  it("Blog Management lists every status with counts and filters from the URL", async () => {
    const { html } = await page("/medium-blog-admin?status=draft", { signedIn: true });
    for (const text of [
      "Blog Management",
      "Total Blogs",
      "Published",
      "Drafts",
      "Pending",
      "A draft nobody sees",
      "SEO",
    ])
      expect(html).toContain(text);
    expect(html).not.toContain("Tiny ritual number 1 ");
    expect(html).toContain("/medium-blog-editor?id=");
  });

  it("the approval centre and the popup show a visitor's pending post", async () => {
    const submitted = await request(ctx.app)
      .post("/api/blogs")
      .set("Origin", TEST_ORIGIN)
      .send({
        title: "A visitor story waiting for review",
        content: "<p>Our first trip together.</p>",
        status: "published",
        tags: ["travel", "firsts", "us"],
      });
    expect(submitted.status).toBe(201);
    expect(submitted.body.status).toBe("pending");
    const { html } = await page("/admin/blog-approval", { signedIn: true });
    expect(html).toContain("A visitor story waiting for review");
    expect(html).toContain("Our first trip together.");
    expect(html).toContain("Approve");
    expect(html).toContain("Reject");
    // The root loader carries the pending list for the admin only.
    expect(html).toContain("pendingBlogs");
    const visitor = await request(ctx.app).get("/medium-blogs");
    expect(visitor.text).not.toContain("pendingBlogs");
  });
});
