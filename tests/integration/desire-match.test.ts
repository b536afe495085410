import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ristretto255 } from "@noble/curves/ed25519.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { desireMatches } from "../../server/db/schema";
import { DESIRE_MATCH_MESSAGES, MAX_POINTS } from "../../server/services/desire-match";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const api = () => request(ctx.app);
const point = (n: bigint) => bytesToHex(ristretto255.Point.BASE.multiply(n).toBytes());

async function pair() {
  const created = await api().post("/api/desire-match").set("Origin", TEST_ORIGIN).send({ level: "sensual" });
  expect(created.status).toBe(201);
  const joined = await api()
    .post(`/api/desire-match/${created.body.id}/join`)
    .set("Origin", TEST_ORIGIN)
    .send({ joinToken: created.body.joinToken });
  expect(joined.status).toBe(200);
  return {
    id: created.body.id as string,
    host: created.body.hostToken as string,
    guest: joined.body.guestToken as string,
    joinToken: created.body.joinToken as string,
  };
}
const post = (id: string, token: string, body: unknown) =>
  api()
    .post(`/api/desire-match/${id}/messages`)
    .set({ Origin: TEST_ORIGIN, "X-Match-Token": token })
    .send(body as object);
const read = (id: string, token: string) => api().get(`/api/desire-match/${id}`).set("X-Match-Token", token);

describe("desire match relay", () => {
  it("pairs two phones with a one-time link and refuses a third", async () => {
    const match = await pair();
    const third = await api()
      .post(`/api/desire-match/${match.id}/join`)
      .set("Origin", TEST_ORIGIN)
      .send({ joinToken: match.joinToken });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(DESIRE_MATCH_MESSAGES.full);
    expect((await read(match.id, match.host)).body).toMatchObject({
      role: "host",
      level: "sensual",
      partnerJoined: true,
    });
    expect((await read(match.id, "not-a-token-of-this-match")).status).toBe(404);
  });

  it("relays each phone's messages to the other only, once each, and forgets the match when both are done", async () => {
    const match = await pair();
    expect((await post(match.id, match.host, { kind: "salt", payload: "a".repeat(64) })).status).toBe(204);
    expect((await post(match.id, match.host, { kind: "salt", payload: "b".repeat(64) })).status).toBe(409);
    expect((await read(match.id, match.guest)).body.partner).toEqual({ salt: "a".repeat(64) });
    expect((await read(match.id, match.host)).body.partner).toEqual({});
    const set = { yes: [point(2n), point(3n)], maybe: [point(2n), point(3n), point(5n)] };
    expect((await post(match.id, match.guest, { kind: "blinded", payload: set })).status).toBe(204);
    expect((await read(match.id, match.host)).body.partner.blinded).toEqual(set);
    expect((await post(match.id, match.host, { kind: "done", payload: {} })).status).toBe(204);
    expect((await post(match.id, match.guest, { kind: "done", payload: {} })).status).toBe(204);
    expect((await ctx.database.db.select().from(desireMatches)).some((row) => row.id === match.id)).toBe(false);
    expect((await read(match.id, match.host)).status).toBe(404);
  });

  it("refuses malformed points, unknown steps and oversized messages with a clear 4xx", async () => {
    const match = await pair();
    const notAPoint = await post(match.id, match.host, {
      kind: "blinded",
      payload: { yes: ["ff".repeat(32)], maybe: [] },
    });
    expect(notAPoint.status).toBe(400);
    expect(notAPoint.body.details).toEqual({ payload: "not a valid ristretto255 point" });
    expect((await post(match.id, match.host, { kind: "answers", payload: ["position:romantic-1"] })).status).toBe(400);
    expect(
      (
        await post(match.id, match.host, {
          kind: "blinded",
          payload: { yes: Array(MAX_POINTS + 1).fill(point(2n)), maybe: [] },
        })
      ).status,
    ).toBe(400);
    const huge = await post(match.id, match.host, { kind: "salt", payload: "a".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect((await post(match.id, match.host, { kind: "salt", payload: "c".repeat(64) })).status).toBe(204);
  });

  it("ends a match after an hour: its rows are deleted", async () => {
    const match = await pair();
    ctx.clock.advance(61 * 60_000);
    await ctx.services.desireMatch.sweep();
    expect((await ctx.database.db.select().from(desireMatches)).some((row) => row.id === match.id)).toBe(false);
    expect((await read(match.id, match.host)).status).toBe(404);
  });

  // On PostgreSQL (DATABASE_URL) these calls really run at once on separate connections; a read-then-write would let
  // several win. On PGlite they are serialised, and the same rules must hold.
  it("lets exactly one of 20 simultaneous joins in; the others are told the match is full", async () => {
    const created = await api().post("/api/desire-match").set("Origin", TEST_ORIGIN).send({ level: "sweet" });
    const joins = await Promise.all(
      Array.from({ length: 20 }, () =>
        api()
          .post(`/api/desire-match/${created.body.id}/join`)
          .set("Origin", TEST_ORIGIN)
          .send({ joinToken: created.body.joinToken }),
      ),
    );
    const won = joins.filter((response) => response.status === 200);
    expect(won).toHaveLength(1);
    expect(joins.filter((response) => response.status === 409)).toHaveLength(19);
    expect(
      joins.every((response) => response.status === 200 || response.body.error === DESIRE_MATCH_MESSAGES.full),
    ).toBe(true);
    expect((await read(created.body.id, won[0]!.body.guestToken)).body.role).toBe("guest");
  });

  it("keeps exactly one of 20 simultaneous posts of the same step; the others get 409", async () => {
    const match = await pair();
    const posts = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(match.id, match.host, { kind: "salt", payload: n.toString(16).padStart(2, "0").repeat(32) }),
      ),
    );
    const kept = posts.flatMap((response, n) => (response.status === 204 ? [n] : []));
    expect(kept).toHaveLength(1);
    expect(posts.filter((response) => response.status === 409)).toHaveLength(19);
    expect((await read(match.id, match.guest)).body.partner).toEqual({
      salt: kept[0]!.toString(16).padStart(2, "0").repeat(32),
    });
  });

  it("forgets the match when both phones say done at the same moment", async () => {
    const match = await pair();
    const both = await Promise.all([
      post(match.id, match.host, { kind: "done", payload: {} }),
      post(match.id, match.guest, { kind: "done", payload: {} }),
    ]);
    expect(both.map((response) => response.status)).toEqual([204, 204]);
    expect((await ctx.database.db.select().from(desireMatches)).some((row) => row.id === match.id)).toBe(false);
  });
});
