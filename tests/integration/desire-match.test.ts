import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEP_SEALED_CHARS, type DesireMatchStep } from "../../domain/desire-match/api";
import {
  encodeStep,
  matchChannel,
  MatchRefusedError,
  newMatchSecret,
  sealStep,
} from "../../domain/desire-match/channel";
import { desireDeck } from "../../domain/desire-match/deck";
import { runMatch, type MatchRelay } from "../../domain/desire-match/exchange";
import { toBase64Url } from "../../domain/our-space/crypto";
import { desireMatches } from "../../server/db/schema";
import { DESIRE_MATCH_MESSAGES } from "../../server/services/desire-match";
import { seededBytes } from "../support/seeded-bytes";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const api = () => request(ctx.app);
/** A well-formed sealed step as the relay sees one: base64url of the one size (its content is the phones' affair). */
const sealed = (mark: string) => mark + "A".repeat(STEP_SEALED_CHARS - mark.length);

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
const stored = async (id: string) => (await ctx.database.db.select().from(desireMatches)).find((row) => row.id === id);

/** A phone's relay over the real API (what app/components/desire-match/relay.ts does with fetch). */
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

  it("relays each phone's sealed steps to the other only, once each, and forgets the match when both are done", async () => {
    const match = await pair();
    expect((await post(match.id, match.host, { kind: "blinded", sealed: sealed("a") })).status).toBe(204);
    expect((await post(match.id, match.host, { kind: "blinded", sealed: sealed("b") })).status).toBe(409);
    expect((await read(match.id, match.guest)).body.partner).toEqual({ blinded: sealed("a") });
    expect((await read(match.id, match.host)).body.partner).toEqual({});
    expect((await read(match.id, match.host)).body.sent).toEqual(["blinded"]);
    expect((await post(match.id, match.guest, { kind: "reblinded", sealed: sealed("c") })).status).toBe(204);
    expect((await read(match.id, match.host)).body.partner).toEqual({ reblinded: sealed("c") });
    expect((await post(match.id, match.host, { kind: "done", sealed: sealed("d") })).status).toBe(204);
    expect((await post(match.id, match.guest, { kind: "done", sealed: sealed("e") })).status).toBe(204);
    expect(await stored(match.id)).toBeUndefined();
    expect((await read(match.id, match.host)).status).toBe(404);
  });

  it("refuses unknown steps, steps of another size, clear payloads and oversized messages with a clear 4xx", async () => {
    const match = await pair();
    const short = await post(match.id, match.host, { kind: "blinded", sealed: "A".repeat(STEP_SEALED_CHARS - 1) });
    expect(short.status).toBe(400);
    expect(short.body.details.sealed).toMatch(/one sealed step/);
    const notBase64 = await post(match.id, match.host, { kind: "blinded", sealed: sealed("+/=") });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.details.sealed).toBe("must be base64url");
    for (const body of [
      { kind: "answers", sealed: sealed("a") },
      { kind: "salt", sealed: sealed("a") },
      { kind: "blinded", payload: { yes: ["position:romantic-1"], maybe: [] } },
      { kind: "blinded", sealed: sealed("a"), yes: ["position:romantic-1"] },
      { kind: "blinded", sealed: 42 },
    ])
      expect((await post(match.id, match.host, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    const huge = await post(match.id, match.host, { kind: "blinded", sealed: "a".repeat(70_000) });
    expect(huge.status).toBe(413);
    expect((await post(match.id, match.host, { kind: "blinded", sealed: sealed("c") })).status).toBe(204);
  });

  it("carries a whole match between two honest phones; the database only ever holds sealed steps of one size", async () => {
    const match = await pair();
    const secret = newMatchSecret(seededBytes("integration-link"));
    const ids = desireDeck("sensual").map((card) => card.id);
    const snapshots: string[] = [];
    const watching = httpRelay(match.id, match.host);
    const host: MatchRelay = {
      post: watching.post,
      async partner(kind) {
        const text = await watching.partner(kind);
        const row = await stored(match.id);
        if (row) snapshots.push(JSON.stringify([row.hostMessages, row.guestMessages]));
        return text;
      },
    };
    const [seenByHost, seenByGuest] = await Promise.all([
      runMatch(
        host,
        matchChannel(secret, match.id, "host"),
        { yes: ids.slice(0, 30), yesOrMaybe: ids.slice(0, 50) },
        seededBytes("h"),
      ),
      runMatch(
        httpRelay(match.id, match.guest),
        matchChannel(secret, match.id, "guest"),
        { yes: ids.slice(20, 40), yesOrMaybe: ids.slice(20, 60) },
        seededBytes("g"),
      ),
    ]);
    expect(seenByHost.bothYes.sort()).toEqual(ids.slice(20, 30).sort());
    expect(seenByGuest.bothYes.sort()).toEqual(ids.slice(20, 30).sort());
    expect(seenByGuest.worthTalking.sort()).toEqual(ids.slice(30, 50).sort());
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      for (const id of ids) expect(snapshot).not.toContain(id);
      expect(snapshot).not.toContain(toBase64Url(secret));
      for (const value of Object.values(JSON.parse(snapshot).flatMap((box: object) => Object.values(box))))
        expect(value).toHaveLength(STEP_SEALED_CHARS);
    }
    expect(await stored(match.id)).toBeUndefined();
  });

  it("the server playing the partner (it holds the join token, not the link's secret) is refused; the host sends nothing more", async () => {
    const match = await pair();
    // The server's guest seat: well-formed steps, sealed for this match and role under a secret of the server's own.
    const forger = matchChannel(newMatchSecret(seededBytes("server's own")), match.id, "guest");
    const fake = httpRelay(match.id, match.guest);
    for (const kind of ["blinded", "reblinded"] as DesireMatchStep[])
      await fake.post(kind, sealStep(forger, kind, encodeStep({ yes: [], maybe: [] }), seededBytes(kind)));
    const secret = newMatchSecret(seededBytes("honest host"));
    const outcome = await runMatch(
      httpRelay(match.id, match.host),
      matchChannel(secret, match.id, "host"),
      {
        yes: desireDeck("sweet")
          .map((card) => card.id)
          .slice(0, 5),
        yesOrMaybe: [],
      },
      seededBytes("host"),
    ).catch((reason: unknown) => reason);
    expect(outcome).toBeInstanceOf(MatchRefusedError);
    expect((await read(match.id, match.host)).body.sent).toEqual(["blinded"]);
  });

  it("the server handing the host its own step as the guest's is refused", async () => {
    const match = await pair();
    const secret = newMatchSecret(seededBytes("reflected"));
    const hostRelay = httpRelay(match.id, match.host);
    const reflecting: MatchRelay = {
      post: hostRelay.post,
      // What a dishonest server would serve: the host's own stored step in the guest's place.
      async partner(kind) {
        for (;;) {
          const row = await stored(match.id);
          const own = (row?.hostMessages as Record<string, string> | undefined)?.[kind];
          if (own) return own;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
    };
    const outcome = await runMatch(
      reflecting,
      matchChannel(secret, match.id, "host"),
      {
        yes: desireDeck("sweet")
          .map((card) => card.id)
          .slice(0, 5),
        yesOrMaybe: [],
      },
      seededBytes("host"),
    ).catch((reason: unknown) => reason);
    expect(outcome).toBeInstanceOf(MatchRefusedError);
    expect((await read(match.id, match.host)).body.sent).toEqual(["blinded"]);
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
        post(match.id, match.host, { kind: "blinded", sealed: sealed(n.toString(16)) }),
      ),
    );
    const kept = posts.flatMap((response, n) => (response.status === 204 ? [n] : []));
    expect(kept).toHaveLength(1);
    expect(posts.filter((response) => response.status === 409)).toHaveLength(19);
    expect((await read(match.id, match.guest)).body.partner).toEqual({ blinded: sealed(kept[0]!.toString(16)) });
  });

  it("forgets the match when both phones say done at the same moment", async () => {
    const match = await pair();
    const both = await Promise.all([
      post(match.id, match.host, { kind: "done", sealed: sealed("h") }),
      post(match.id, match.guest, { kind: "done", sealed: sealed("g") }),
    ]);
    expect(both.map((response) => response.status)).toEqual([204, 204]);
    expect(await stored(match.id)).toBeUndefined();
  });
});
