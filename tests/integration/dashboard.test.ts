import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gamesCatalogue } from "../../content/games-catalogue";
import { createTestContext, loadServerBuild, signInAsAdmin, type TestContext } from "../support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild() });
});
afterAll(async () => ctx?.close());

async function count(table: string, where = "true"): Promise<number> {
  const result = await ctx.database.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return rows[0]!.n;
}

describe("admin dashboard", () => {
  it("shows real counts from the database", async () => {
    const cookie = await signInAsAdmin(ctx);
    const stats = await ctx.services.dashboard.stats();
    expect(stats).toEqual({
      totalPosts: await count("blog_posts"),
      publishedPosts: await count("blog_posts", "status = 'published'"),
      pendingPosts: await count("blog_posts", "status = 'pending'"),
      draftPosts: await count("blog_posts", "status = 'draft'"),
      scratchPositions: await count("scratch_positions"),
      journeyPositions: await count("journey_positions"),
      mediaItems: await count("media_items"),
      games: gamesCatalogue.length,
    });
    const response = await request(ctx.app).get("/admin/dashboard").set("Cookie", cookie);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`data-testid="stat-Scratch positions">${stats.scratchPositions}<`);
    expect(response.text).toContain(`data-testid="stat-Active games">${gamesCatalogue.length}<`);
    for (const link of [
      "/medium-blog-admin",
      "/medium-blog-editor",
      "/admin/scratch-positions",
      "/games/scratch-position",
      "/admin/journey-positions",
      "/journey-planner",
      "/admin/seo",
    ]) {
      expect(response.text).toContain(`href="${link}"`);
    }
  });

  it("shows the login form, and no counts, when signed out", async () => {
    const response = await request(ctx.app).get("/admin/dashboard");
    expect(response.status).toBe(401);
    expect(response.text).not.toContain("stat-Total posts");
  });
});
