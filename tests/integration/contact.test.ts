import request from "supertest";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from "../../domain/contact/message";
import { contactMessages, rateLimitCounters } from "../../server/db/schema";
import { TEST_ORIGIN } from "../support/test-app";
import { pagesAppForFile } from "./support/pages-app";
import { postAdminForm } from "../support/admin-requests";

const host = new URL(TEST_ORIGIN).host;

const app = pagesAppForFile({ signedIn: true });
beforeEach(async () => {
  await app.ctx.database.db.delete(contactMessages);
  await app.ctx.database.db.delete(rateLimitCounters);
});

const send = (fields: Record<string, string>) =>
  request(app.ctx.app)
    .post("/contact")
    .set({ Origin: TEST_ORIGIN, Host: host, Accept: "text/html" })
    .type("form")
    .send(fields);

describe("contact form", () => {
  it("stores a message sent without JavaScript, keeping only what was typed", async () => {
    const response = await send({ name: "R.", message: "A game idea: a wheel of compliments.", replyTo: "" });
    expect(response.status).toBe(200);
    expect(response.text).toContain(CONTACT_MESSAGES.sent);
    const rows = await app.ctx.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "R.",
      message: "A game idea: a wheel of compliments.",
      replyTo: null,
      readAt: null,
    });
    expect(Object.keys(rows[0]!).sort()).toEqual(["createdAt", "id", "message", "name", "readAt", "replyTo"]);
  });

  it("names the fields it refuses, and stores nothing", async () => {
    const response = await send({ message: "short", replyTo: "not-an-address" });
    expect(response.status).toBe(400);
    expect(response.text).toContain("Please write at least 10 characters");
    expect(response.text).toContain("Please give a valid email address, or leave it empty");
    expect(await app.ctx.database.db.select().from(contactMessages)).toEqual([]);
  });

  it(`takes at most ${CONTACT_RATE_LIMIT.limit} messages an hour from one address (429 with Retry-After)`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++)
      expect((await send({ message: `Message number ${i} for the team.` })).status).toBe(200);
    const refused = await send({ message: "One message too many for now." });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(CONTACT_MESSAGES.tooMany);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("says so in the page when the inbox is full of unread messages (507), and keeps nothing", async () => {
    expect((await send({ message: "A first message for the team." })).status).toBe(200);
    const { quotas } = app.ctx.services;
    const usage = await quotas.usage("contact-messages");
    // As if CONTACT_MESSAGES_MAX_BYTES were what the inbox holds now.
    await quotas.setCap("contact-messages", usage.bytes);
    try {
      const refused = await send({ message: "One message more than the inbox holds." });
      expect(refused.status).toBe(507);
      expect(refused.text).toContain(CONTACT_MESSAGES.inboxFull);
      expect(await app.ctx.database.db.select().from(contactMessages)).toHaveLength(1);
    } finally {
      await quotas.setCap("contact-messages", usage.cap);
    }
  });

  it("is only on the contact page", async () => {
    const response = await request(app.ctx.app)
      .post("/faq")
      .set({ Origin: TEST_ORIGIN, Host: host })
      .type("form")
      .send({ message: "Hello there, team!" });
    expect(response.status).toBe(405);
  });
});

describe("admin inbox", () => {
  it("shows the messages and the unread count to the admin only; marks read and deletes", async () => {
    await send({ name: "Sam", message: "Please add a slow-dance playlist.", replyTo: "sam@example.com" });
    const signedOut = await request(app.ctx.app).get("/admin/messages").set({ Host: host, Accept: "text/html" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).not.toContain("slow-dance playlist");

    const page = await request(app.ctx.app)
      .get("/admin/messages")
      .set({ Host: host, Accept: "text/html", Cookie: app.cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Please add a slow-dance playlist.");
    expect(page.text).toContain("mailto:sam%40example.com");
    const dashboard = await request(app.ctx.app)
      .get("/admin/dashboard")
      .set({ Host: host, Accept: "text/html", Cookie: app.cookie });
    expect(dashboard.text).toContain('data-testid="stat-Unread messages">1<');

    const [row] = await app.ctx.database.db.select().from(contactMessages);
    const act = (intent: string) => postAdminForm(app.ctx, app.cookie, "/admin/messages", { id: row!.id, intent });
    expect((await act("read")).status).toBe(200);
    expect(await app.ctx.services.contact.unreadCount()).toBe(0);
    expect((await act("delete")).status).toBe(200);
    expect(await app.ctx.database.db.select().from(contactMessages)).toEqual([]);
    expect((await act("read")).status).toBe(404);
    const stranger = await request(app.ctx.app)
      .post("/admin/messages")
      .set({ Origin: TEST_ORIGIN, Host: host })
      .type("form")
      .send({ id: row!.id, intent: "delete" });
    expect(stranger.status).toBe(401);
  });
});
