import request from "supertest";
import { describe, expect, it } from "vitest";
import { SCRATCH_FORM_MESSAGES } from "@domain/position-games/scratch-form";
import { TEST_ORIGIN } from "../support/test-app";
import { pagesAppForFile } from "./support/pages-app";

const host = new URL(TEST_ORIGIN).host;

const app = pagesAppForFile({ signedIn: true });

/** What the page's fetchers send: JSON to the route's action (React Router's single-fetch address). */
const act = (body: unknown, withCookie = true) => {
  const call = request(app.ctx.app)
    .post("/admin/scratch-positions.data")
    .set("Host", host)
    .set("Origin", TEST_ORIGIN)
    .set("Content-Type", "application/json");
  return (withCookie ? call.set("Cookie", app.cookie) : call).send(JSON.stringify(body));
};

const position = (title: string) => ({
  title,
  image: "https://example.com/evening.jpg",
  mediaType: "image",
  description: "",
  category: "",
  difficulty: "",
  tags: ["slow"],
});

const titles = async () => (await app.ctx.services.gamePositions.scratch.list()).positions.map((p) => p.title);

describe("scratch positions admin: route action", () => {
  it("adds, renames, reorders and deletes through the same service as the JSON API", async () => {
    const added = await act({ intent: "create", position: { ...position("Action Evening"), id: "action-evening" } });
    expect(added.status).toBe(200);
    expect(added.text).toContain('Added \\"Action Evening\\".');
    expect(await titles()).toContain("Action Evening");

    const updated = await act({
      intent: "update",
      id: "action-evening",
      position: { ...position("Action Night"), isDefault: false },
    });
    expect(updated.text).toContain('Updated \\"Action Night\\".');
    expect(await titles()).toContain("Action Night");

    const ids = (await app.ctx.services.gamePositions.scratch.list()).positions.map((p) => p.id);
    const reordered = ["action-evening", ...ids.filter((id) => id !== "action-evening")];
    expect((await act({ intent: "reorder", ids: reordered })).status).toBe(200);
    expect((await app.ctx.services.gamePositions.scratch.list()).positions[0]?.id).toBe("action-evening");

    const deleted = await act({ intent: "delete", id: "action-evening", title: "Action Night" });
    expect(deleted.text).toContain('Deleted \\"Action Night\\".');
    expect(await titles()).not.toContain("Action Night");
  });

  it("names a duplicate title and gives the general failure otherwise", async () => {
    const [first] = (await app.ctx.services.gamePositions.scratch.list()).positions;
    const duplicate = await act({ intent: "create", position: { ...position(first!.title), id: "another-one" } });
    expect(duplicate.status).toBe(200);
    expect(duplicate.text).toContain(SCRATCH_FORM_MESSAGES.duplicate);
    const missing = await act({ intent: "delete", id: "no-such-position", title: "Nothing" });
    expect(missing.text).toContain(SCRATCH_FORM_MESSAGES.saveFailed);
  });

  it("refuses a malformed request and a signed-out visitor", async () => {
    expect((await act({ intent: "drop", id: "x" })).status).toBe(400);
    const before = await titles();
    const signedOut = await act({ intent: "delete", id: "lotus", title: "Lotus" }, false);
    expect(signedOut.status).toBe(401);
    expect(await titles()).toEqual(before);
  });
});
