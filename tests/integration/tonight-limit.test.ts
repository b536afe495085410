import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEP_SEALED_CHARS, type DesireMatchStep } from "../../domain/desire-match/api";
import { newMatchSecret, sealStep } from "../../domain/desire-match/channel";
import type { MatchRelay } from "../../domain/desire-match/exchange";
import { toBase64Url } from "../../domain/our-space/crypto";
import { LIMIT_STEP_SEALED_CHARS } from "../../domain/tonight-limit/api";
import {
  encodeLimitStep,
  limitChannel,
  LimitRefusedError,
  paddedSet,
  runLimit,
} from "../../domain/tonight-limit/exchange";
import { blindSet, createSecret } from "../../domain/desire-match/psi";
import { desireMatches } from "../../server/db/schema";
import { TONIGHT_LIMIT_MESSAGES } from "../../server/services/desire-match";
import { seededBytes } from "../support/seeded-bytes";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const api = () => request(ctx.app);
const sealed = (mark: string, chars = LIMIT_STEP_SEALED_CHARS) => mark + "A".repeat(chars - mark.length);

async function pair() {
  const created = await api().post("/api/tonight-limit").set("Origin", TEST_ORIGIN).send({});
  expect(created.status).toBe(201);
  expect(Object.keys(created.body).sort()).toEqual(["hostToken", "id", "joinToken"]);
  const joined = await api()
    .post(`/api/tonight-limit/${created.body.id}/join`)
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
const post = (id: string, token: string, body: unknown, base = "/api/tonight-limit") =>
  api()
    .post(`${base}/${id}/messages`)
    .set({ Origin: TEST_ORIGIN, "X-Match-Token": token })
    .send(body as object);
const read = (id: string, token: string, base = "/api/tonight-limit") =>
  api().get(`${base}/${id}`).set("X-Match-Token", token);
const stored = async (id: string) => (await ctx.database.db.select().from(desireMatches)).find((row) => row.id === id);

/** A phone's relay over the real API (what the room's limit panel does with fetch). */
function httpRelay(id: string, token: string): MatchRelay {
  return {
    async post(kind, text) {
      const response = await post(id, token, { kind, sealed: text });
      if (response.status !== 204) throw new Error(`post ${kind}: ${response.status}`);
    },
    async partner(kind) {
      for (;;) {
        const state = await read(id, token);
        if (state.status !== 200) throw new Error(`read: ${state.status}`);
        if (state.body.partner[kind]) return state.body.partner[kind] as string;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

describe("tonight's limit relay", () => {
  it("starts with nothing about a choice, pairs two phones once, and keeps a row of its own kind", async () => {
    for (const body of [{ level: 3 }, { choice: "fiery" }, { level: "spicy" }]) {
      const refused = await api().post("/api/tonight-limit").set("Origin", TEST_ORIGIN).send(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const limit = await pair();
    const third = await api()
      .post(`/api/tonight-limit/${limit.id}/join`)
      .set("Origin", TEST_ORIGIN)
      .send({ joinToken: limit.joinToken });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(TONIGHT_LIMIT_MESSAGES.full);
    expect((await read(limit.id, limit.host)).body).toEqual({
      role: "host",
      partnerJoined: true,
      partner: {},
      sent: [],
    });
    const row = await stored(limit.id);
    expect(row).toMatchObject({ kind: "tonight-limit", level: null });
  });

  it("is not a desire match: its link and tokens are unknown there, and a match's are unknown here", async () => {
    const limit = await pair();
    expect((await read(limit.id, limit.host, "/api/desire-match")).status).toBe(404);
    expect(
      (
        await post(
          limit.id,
          limit.host,
          { kind: "blinded", sealed: sealed("a", STEP_SEALED_CHARS) },
          "/api/desire-match",
        )
      ).status,
    ).toBe(404);
    const joinAsMatch = await api()
      .post(`/api/desire-match/${limit.id}/join`)
      .set("Origin", TEST_ORIGIN)
      .send({ joinToken: limit.joinToken });
    expect(joinAsMatch.status).toBe(404);

    const match = await api().post("/api/desire-match").set("Origin", TEST_ORIGIN).send({ level: "sweet" });
    expect(match.status).toBe(201);
    expect((await read(match.body.id, match.body.hostToken)).status).toBe(404);
    const joinAsLimit = await api()
      .post(`/api/tonight-limit/${match.body.id}/join`)
      .set("Origin", TEST_ORIGIN)
      .send({ joinToken: match.body.joinToken });
    expect(joinAsLimit.status).toBe(404);
    expect((await stored(match.body.id))?.guestTokenHash).toBeNull();
  });

  it("takes only steps of its one size, each once, and refuses a desire match's size", async () => {
    const limit = await pair();
    const matchSized = await post(limit.id, limit.host, { kind: "blinded", sealed: sealed("a", STEP_SEALED_CHARS) });
    expect(matchSized.status).toBe(413);
    const short = await post(limit.id, limit.host, {
      kind: "blinded",
      sealed: sealed("a", LIMIT_STEP_SEALED_CHARS - 1),
    });
    expect(short.status).toBe(400);
    expect(short.body.details.sealed).toMatch(/one sealed step/);
    expect((await post(limit.id, limit.host, { kind: "level", sealed: sealed("a") })).status).toBe(400);
    expect((await post(limit.id, limit.host, { kind: "blinded", sealed: sealed("a"), level: 3 })).status).toBe(400);
    expect((await post(limit.id, limit.host, { kind: "blinded", sealed: sealed("a") })).status).toBe(204);
    expect((await post(limit.id, limit.host, { kind: "blinded", sealed: sealed("b") })).status).toBe(409);
    expect((await read(limit.id, limit.guest)).body.partner).toEqual({ blinded: sealed("a") });
  });

  it("carries a whole limit between two honest phones (Fiery and Warm: both get Warm); the database holds only sealed steps of one size, then nothing", async () => {
    const limit = await pair();
    const secret = newMatchSecret(seededBytes("integration-limit"));
    const snapshots: string[] = [];
    const watching = httpRelay(limit.id, limit.host);
    const host: MatchRelay = {
      post: watching.post,
      async partner(kind) {
        const text = await watching.partner(kind);
        const row = await stored(limit.id);
        if (row) snapshots.push(JSON.stringify(row));
        return text;
      },
    };
    const [seenByHost, seenByGuest] = await Promise.all([
      runLimit(host, limitChannel(secret, limit.id, "host"), 5, seededBytes("h")),
      runLimit(httpRelay(limit.id, limit.guest), limitChannel(secret, limit.id, "guest"), 3, seededBytes("g")),
    ]);
    expect([seenByHost, seenByGuest]).toEqual([3, 3]);
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      const row = JSON.parse(snapshot) as { level: unknown; hostMessages: object; guestMessages: object };
      expect(row.level).toBeNull();
      expect(snapshot).not.toContain("level-");
      expect(snapshot).not.toContain(toBase64Url(secret));
      for (const value of [...Object.values(row.hostMessages), ...Object.values(row.guestMessages)])
        expect(value).toHaveLength(LIMIT_STEP_SEALED_CHARS);
    }
    expect(await stored(limit.id)).toBeUndefined();
  });

  it("the server playing the partner (it holds the join token, not the link's secret) is refused; the host sends nothing more", async () => {
    const limit = await pair();
    const forger = limitChannel(newMatchSecret(seededBytes("server's own")), limit.id, "guest");
    const random = seededBytes("forger");
    const points = blindSet(
      paddedSet(1, "guest", random),
      forger.psiSalt,
      "tonight-limit",
      createSecret(random),
      random,
    ).points;
    const fake = httpRelay(limit.id, limit.guest);
    for (const kind of ["blinded", "reblinded"] as DesireMatchStep[])
      await fake.post(kind, sealStep(forger, kind, encodeLimitStep(points), random));
    const outcome = await runLimit(
      httpRelay(limit.id, limit.host),
      limitChannel(newMatchSecret(seededBytes("honest host")), limit.id, "host"),
      5,
      seededBytes("host"),
    ).catch((reason: unknown) => reason);
    expect(outcome).toBeInstanceOf(LimitRefusedError);
    expect((await read(limit.id, limit.host)).body.sent).toEqual(["blinded"]);
  });
});
