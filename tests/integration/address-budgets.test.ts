/**
 * The per-address budgets a carrier's users could still hit (#51, docs/decisions/013), both ways, on PGlite and, with
 * DATABASE_URL, on PostgreSQL: pairing reads (budgeted per pairing under a high per-address ceiling), pairing joins,
 * desire matches, tonight's limits and stories (free at first where they were, then proof-of-work growing with the
 * count, then a ceiling far above a carrier's need).
 * - 1,000 couples behind one address each pair (both phones polling), start a desire match and tonight's limit,
 *   and 150 of them send a story: everything goes through, past the old per-address limits of each;
 * - one client hammering is still bounded: a pairing read past its own budget, reads of made-up pairings past the
 *   address's ceiling, joins, matches and stories past theirs, whatever work it pays; a solution is good once.
 */
import crypto from "node:crypto";
import http from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proofHeader, solveWork, WORK_HEADER, type WorkDemand } from "../../domain/proof-of-work";
import { SPACE_ERRORS } from "../../domain/our-space/protocol";
import { WORK_MESSAGES } from "../../server/services/proof-of-work";
import { SPACE_PAIRING_READ_LIMIT } from "../../server/services/our-space";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";

const CARRIER = "198.51.100.77";
const b64 = (bytes: Buffer) => bytes.toString("base64url");
const commitment = () => ({ commitment: b64(crypto.randomBytes(32)) });
const pairingKeys = () => ({ key: b64(crypto.randomBytes(32)), proof: b64(crypto.randomBytes(32)) });

/** A story that differs from every other in its words, so no duplicate check mistakes one for another. */
function story(n: number) {
  const words = ["candle", "harbour", "velvet", "thunder", "orchard", "lantern", "meadow", "whisper", "saffron"];
  const pick = (k: number) => words[(n * 7 + k * 3 + Math.floor(n / (k + 1))) % words.length];
  return {
    title: `Evening ${n}: the ${pick(1)} and the ${pick(2)}`,
    content: `<p>Story ${n}. We remembered the ${pick(3)}, then the ${pick(4)}, and laughed about the ${pick(5)}.</p>`,
    status: "draft",
  };
}

/**
 * One listening server per context: handed the bare app, supertest starts and stops a server for every request,
 * which cost these thousands of requests minutes.
 */
const servers = new WeakMap<TestContext, http.Server>();
function serverOf(ctx: TestContext): http.Server {
  let server = servers.get(ctx);
  if (!server) {
    server = http.createServer(ctx.app).listen(0, "127.0.0.1");
    servers.set(ctx, server);
  }
  return server;
}
const closeServer = (ctx: TestContext | undefined) =>
  new Promise<void>((resolve) => {
    const server = ctx && servers.get(ctx);
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });

function client(ctx: TestContext, address: string) {
  const send = (method: "post" | "get", path: string, body: object | undefined, headers: Record<string, string>) => {
    const call = request(serverOf(ctx))[method](path).set("Origin", TEST_ORIGIN).set("X-Forwarded-For", address);
    return method === "post" ? call.set(headers).send(body ?? {}) : call.set(headers);
  };
  return {
    get: (path: string) => send("get", path, undefined, {}),
    post: (path: string, body: object, headers: Record<string, string> = {}) => send("post", path, body, headers),
    /** As app/lib/proof-of-work.ts: a 428 is solved and the request sent again, a few times. */
    async postWithWork(path: string, body: object, demands?: WorkDemand[]) {
      let answer = await send("post", path, body, {});
      for (let attempt = 0; attempt < 3 && answer.status === 428; attempt++) {
        const demand = answer.body.details as WorkDemand;
        demands?.push(demand);
        const proof = proofHeader(demand.challenge, await solveWork(demand));
        answer = await send("post", path, body, { [WORK_HEADER]: proof });
      }
      return answer;
    },
  };
}

/** Runs `task` for 0..count-1, `width` at a time (phones of one carrier arrive together, not one by one). */
async function inBatches(count: number, width: number, task: (n: number) => Promise<void>) {
  for (let start = 0; start < count; start += width)
    await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k)));
}

describe("1,000 couples behind one carrier address", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The production budgets and curve; only the bits are cheap, so the test solves 3,000 demands quickly.
    ctx = await createTestContext({
      env: { TRUST_PROXY: "1", WORK_BASE_BITS: "4", WORK_MAX_BITS: "8", STORIES_FREE_OF_WORK_PER_HOUR: "0" },
    });
  });
  afterAll(async () => {
    await closeServer(ctx);
    await ctx?.close();
  });

  it(
    "each pair their phones, polling as they wait, past the old 1,500 reads and 20 joins per address",
    {
      timeout: 600_000,
    },
    async () => {
      const phone = client(ctx, CARRIER);
      const demands: WorkDemand[] = [];
      let reads = 0;
      await inBatches(1000, 20, async () => {
        const created = await phone.postWithWork("/api/our-space/pairings", commitment(), demands);
        expect(created.status).toBe(201);
        const path = `/api/our-space/pairings/${created.body.pairing}`;
        // Both phones poll while they wait: the inviter before and after the joiner answers, the joiner once.
        for (let poll = 0; poll < 2; poll++) expect((await phone.get(path)).status).toBe(200);
        const joined = await phone.postWithWork(`${path}/join`, pairingKeys(), demands);
        expect(joined.status).toBe(201);
        const seen = await phone.get(path);
        expect(seen.status).toBe(200);
        expect(seen.body.joiner).not.toBeNull();
        reads += 3;
      });
      expect(reads).toBe(3000);
      // Past the free ten pairings and twenty joins, each owed work that grew with the count.
      expect(demands.filter((demand) => demand.challenge.startsWith("pairing-join.")).length).toBeGreaterThanOrEqual(
        1000 - 20 - 20,
      );
      expect(Math.max(...demands.map((demand) => demand.bits))).toBeGreaterThan(4);
    },
  );

  it("each start a desire match and tonight's limit, past the old 10 an hour", { timeout: 600_000 }, async () => {
    const phone = client(ctx, CARRIER);
    const demands: WorkDemand[] = [];
    await inBatches(1000, 20, async () => {
      const match = await phone.postWithWork("/api/desire-match", { level: "sweet" }, demands);
      expect(match.status).toBe(201);
      const limit = await phone.postWithWork("/api/tonight-limit", {}, demands);
      expect(limit.status).toBe(201);
    });
    expect(demands.length).toBeGreaterThanOrEqual(2 * (1000 - 10 - 20));
    expect(demands.every((demand) => demand.challenge.startsWith("match."))).toBe(true);
  });

  it("send 150 stories in an hour, past the old 20, each carrying its work", { timeout: 300_000 }, async () => {
    const phone = client(ctx, CARRIER);
    const demands: WorkDemand[] = [];
    await inBatches(150, 10, async (n) => {
      const sent = await phone.postWithWork(`/api/blogs?v=${n}`, story(n), demands);
      expect(sent.status).toBe(201);
    });
    expect(demands).toHaveLength(150);
  });
});

describe("one client hammering is still bounded", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Ceilings at test scale (the production ones are 2,000 and 60,000): the rules are the same.
    ctx = await createTestContext({
      env: {
        TRUST_PROXY: "1",
        WORK_BASE_BITS: "4",
        WORK_MAX_BITS: "10",
        STORIES_FREE_OF_WORK_PER_HOUR: "0",
        STORIES_PER_HOUR: "12",
        DESIRE_MATCHES_PER_HOUR: "30",
        DESIRE_MATCHES_FREE_PER_HOUR: "2",
        SPACE_PAIRING_JOINS_PER_10_MIN: "30",
        SPACE_PAIRING_JOINS_FREE_PER_10_MIN: "2",
        SPACE_PAIRING_READS_PER_ADDRESS_PER_10_MIN: "200",
      },
    });
  });
  afterAll(async () => {
    await closeServer(ctx);
    await ctx?.close();
  });

  it("stops a pairing read past the pairing's own budget, from any address", { timeout: 300_000 }, async () => {
    const created = await client(ctx, "203.0.113.1").postWithWork("/api/our-space/pairings", commitment());
    const path = `/api/our-space/pairings/${created.body.pairing}`;
    // From many addresses (a script rotating them), so no address's ceiling is what stops it.
    await inBatches(SPACE_PAIRING_READ_LIMIT.limit, 25, async (n) => {
      expect((await client(ctx, `10.${n % 200}.1.${Math.floor(n / 200) + 1}`).get(path)).status).toBe(200);
    });
    const past = await client(ctx, "203.0.113.2").get(path);
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(SPACE_ERRORS.pairingMissing);
    // Another pairing is untouched by it.
    const other = await client(ctx, "203.0.113.1").postWithWork("/api/our-space/pairings", commitment());
    expect((await client(ctx, "203.0.113.2").get(`/api/our-space/pairings/${other.body.pairing}`)).status).toBe(200);
  });

  it("stops one address reading made-up pairings at its ceiling, real ones included", async () => {
    const guesser = client(ctx, "203.0.113.9");
    await inBatches(199, 20, async () => {
      expect((await guesser.get(`/api/our-space/pairings/${b64(crypto.randomBytes(16))}`)).status).toBe(404);
    });
    const real = await client(ctx, "203.0.113.10").postWithWork("/api/our-space/pairings", commitment());
    const path = `/api/our-space/pairings/${real.body.pairing}`;
    expect((await guesser.get(path)).status).toBe(200);
    expect((await guesser.get(path)).status).toBe(404);
    expect((await client(ctx, "203.0.113.10").get(path)).status).toBe(200);
  });

  it("asks work for joins past the free ones, refuses a replay, raises the bits and stops at the ceiling", async () => {
    const joiner = client(ctx, "203.0.113.20");
    const opener = client(ctx, "203.0.113.21");
    const pairing = async () =>
      `/api/our-space/pairings/${(await opener.postWithWork("/api/our-space/pairings", commitment())).body.pairing}/join`;
    for (let n = 0; n < 2; n++) expect((await joiner.post(await pairing(), pairingKeys())).status).toBe(201);
    const first = await pairing();
    const asked = await joiner.post(first, pairingKeys());
    expect(asked.status).toBe(428);
    expect(asked.body.error).toBe(WORK_MESSAGES.needed);
    const demand = asked.body.details as WorkDemand;
    const proof = { [WORK_HEADER]: proofHeader(demand.challenge, await solveWork(demand)) };
    expect((await joiner.post(first, pairingKeys(), proof)).status).toBe(201);
    const replayed = await joiner.post(await pairing(), pairingKeys(), proof);
    expect(replayed.status).toBe(428);
    expect(replayed.body.error).toBe(WORK_MESSAGES.rejected);

    const bits: number[] = [];
    let status = 201;
    for (let n = 0; n < 40 && status === 201; n++) {
      const demands: WorkDemand[] = [];
      status = (await joiner.postWithWork(await pairing(), pairingKeys(), demands)).status;
      bits.push(...demands.map((next) => next.bits));
    }
    // The ceiling is 30 joins; a join past it reads as a missing pairing, whatever work came with it.
    expect(status).toBe(404);
    expect(bits[bits.length - 1]).toBeGreaterThan(bits[0]!);
  });

  it("stops desire matches and tonight's limits at the ceiling whatever they pay", { timeout: 120_000 }, async () => {
    for (const path of ["/api/desire-match", "/api/tonight-limit"]) {
      const script = client(ctx, "203.0.113.30");
      const body = path === "/api/desire-match" ? { level: "spicy" } : {};
      const demands: WorkDemand[] = [];
      for (let n = 0; n < 30; n++) expect((await script.postWithWork(path, body, demands)).status).toBe(201);
      expect(demands).toHaveLength(28);
      expect(demands[demands.length - 1]!.bits).toBeGreaterThan(demands[0]!.bits);
      const refused = await script.postWithWork(path, body);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/started from here/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Another address is not held back by it.
      expect((await client(ctx, "203.0.113.31").post(path, body)).status).toBe(201);
    }
  });

  it("stops stories at the ceiling whatever they pay, and never takes one without its work", async () => {
    const script = client(ctx, "203.0.113.40");
    expect((await script.post("/api/blogs?v=bare", story(1))).status).toBe(428);
    for (let n = 0; n < 12; n++) expect((await script.postWithWork(`/api/blogs?v=${n}`, story(n))).status).toBe(201);
    const refused = await script.postWithWork("/api/blogs?v=past", story(99));
    expect(refused.status).toBe(429);
  });
});
