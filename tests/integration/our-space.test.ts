/**
 * "Our space" on the server: every route and socket message, bad input of each kind, replays, the quota,
 * compaction, ending, idle deletion, the relay between two phones and what the tables hold (only what the protocol
 * says: ids, a hash, sizes, seqs, times and opaque bytes).
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  MAX_SPACE_BYTES,
  MAX_SPACE_MESSAGE_BYTES,
  MAX_UPDATE_BYTES,
  PAIRING_TTL_MS,
  SPACE_ERRORS,
  SPACE_IDLE_MS,
  type PairingView,
  type SpaceServerMessage,
} from "../../domain/our-space/protocol";
import {
  checkCommitment,
  checkInviter,
  checkJoiner,
  checkSpaceKeyConfirmation,
  checkWordsConfirmation,
  commitKey,
  confirmSpaceKey,
  confirmWords,
  derivePairing,
  newLinkSecret,
  newPairingKeys,
  newSpaceKey,
  openSpaceKey,
  pairingLink,
  proveInviter,
  proveJoiner,
  readPairingFragment,
  sealSpaceKey,
} from "../../domain/our-space/crypto";
import { spaceBlobs, spacePairings, spaces } from "../../server/db/schema";
import { attachSpaceSockets } from "../../server/http/space-socket";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";
import { SocketPhone } from "./support/socket-phone";
import { eventStreamLog, listenWithSockets, readEventStream, type ListeningApp } from "./support/socket-server";
import { spaceEventsRequest } from "~/lib/our-space/connection";

let ctx: TestContext;
let live: ListeningApp;
let port: number;
let wsUrl: string;

beforeAll(async () => {
  // One trusted proxy hop, so each simulated couple comes from its own address (the per-address limits hold).
  // The per-address ceilings at test scale, with no work below them (proof-of-work.test.ts covers the work).
  ctx = await createTestContext({
    env: {
      TRUST_PROXY: "1",
      SPACE_PAIRINGS_PER_HOUR: "20",
      SPACE_OPENS_PER_HOUR: "10",
      SPACE_OPENS_FREE_PER_HOUR: "100",
      SPACE_PAIRING_JOINS_PER_10_MIN: "20",
      SPACE_PAIRING_JOINS_FREE_PER_10_MIN: "100",
    },
  });
  live = await listenWithSockets(ctx, attachSpaceSockets);
  port = live.port;
  wsUrl = `ws://127.0.0.1:${port}/api/our-space/socket`;
});
afterAll(async () => {
  await live?.close();
  await ctx?.close();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const random = (length: number) => new Uint8Array(crypto.randomBytes(length));
/** An encrypted-looking blob: random bytes, as opaque as the phones' ciphertexts. */
const blob = (length = 300) => b64(random(length));
const updateId = () => b64(random(12));
let addressCount = 0;
/** A fresh client address (TEST-NET-3), so each test starts with its own rate-limit budgets. */
const nextAddress = () => `203.0.113.${++addressCount}`;

const post = (path: string, body: unknown, address = "198.51.100.7") =>
  request(ctx.app)
    .post(`/api/our-space${path}`)
    .set("Origin", TEST_ORIGIN)
    .set("X-Forwarded-For", address)
    .send(body as object);
const get = (path: string, address = "198.51.100.7") =>
  request(ctx.app).get(`/api/our-space${path}`).set("X-Forwarded-For", address);

interface Space {
  space: string;
  access: string;
}

async function openSpace(address = nextAddress()): Promise<Space> {
  const credentials = { space: b64(random(16)), access: b64(random(32)) };
  const created = await post("/spaces", credentials, address);
  expect(created.status).toBe(201);
  return credentials;
}

const rowsOf = (space: string) =>
  ctx.database.db.select().from(spaceBlobs).where(eq(spaceBlobs.spaceId, space)).orderBy(spaceBlobs.seq);
const spaceRow = async (space: string) => (await ctx.database.db.select().from(spaces).where(eq(spaces.id, space)))[0];

/** A phone on the socket: collects what the server sends and waits for the message it expects. */
class Phone extends SocketPhone<SpaceServerMessage> {
  static async open(space?: Space, options: { after?: number; device?: string; origin?: string } = {}) {
    const phone = await Phone.connect(wsUrl, options.origin ?? TEST_ORIGIN);
    if (space) {
      phone.send({
        t: "hello",
        ...space,
        after: options.after ?? 0,
        ...(options.device ? { device: options.device } : {}),
      });
      await phone.next((message) => message.t === "welcome");
    }
    return phone;
  }
  welcome() {
    return this.received.find((message) => message.t === "welcome") as Extract<SpaceServerMessage, { t: "welcome" }>;
  }
  blobs() {
    return this.received.flatMap((message) =>
      message.t === "blobs" ? message.blobs : message.t === "welcome" ? message.blobs : [],
    );
  }
}

/** A type guard for one kind of server message. */
const is =
  <T extends SpaceServerMessage["t"]>(t: T) =>
  (message: SpaceServerMessage): message is Extract<SpaceServerMessage, { t: T }> =>
    message.t === t;

/** What a phone posts: the inviter a commitment, the joiner (and the inviter's reveal) a key with its proof. */
const commitment = () => ({ commitment: b64(random(32)) });
const pairingKeys = () => ({ key: b64(random(32)), proof: b64(random(32)) });

describe("pairing", () => {
  it("relays the commitment, keys, proofs and the sealed key in order; the first joiner wins; either phone cancels", async () => {
    const invitation = commitment();
    const created = await post("/pairings", invitation, nextAddress());
    expect(created.status).toBe(201);
    expect(created.body.pairing).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.expiresAt).toBe(new Date(ctx.clock.now().getTime() + PAIRING_TTL_MS).toISOString());
    const id = created.body.pairing as string;
    const token = created.body.token as string;

    const waiting = await get(`/pairings/${id}`);
    expect(waiting.status).toBe(200);
    expect(waiting.headers["cache-control"]).toBe("no-store");
    expect(waiting.body).toEqual({
      commitment: invitation.commitment,
      inviter: null,
      joiner: null,
      confirmed: { inviter: null, joiner: null },
      sealed: null,
      keyConfirmed: { joiner: null, inviter: null },
      expiresAt: created.body.expiresAt,
    });

    // The inviter shows its key only once a joiner's key is there; nothing is sealed before.
    const inviter = pairingKeys();
    const earlyReveal = await post(`/pairings/${id}/reveal`, { token, ...inviter });
    expect(earlyReveal.status).toBe(409);
    expect(earlyReveal.body.error).toBe(SPACE_ERRORS.pairingNotReady);
    const sealed = b64(random(72));
    const early = await post(`/pairings/${id}/seal`, { token, sealed });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(SPACE_ERRORS.pairingNotReady);
    expect((await get(`/pairings/${id}`)).body.inviter).toBeNull();

    const joiner = pairingKeys();
    const joined = await post(`/pairings/${id}/join`, joiner, nextAddress());
    expect(joined.status).toBe(201);
    expect(joined.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await post(`/pairings/${id}/join`, pairingKeys(), nextAddress());
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(SPACE_ERRORS.pairingTaken);
    expect((await get(`/pairings/${id}`)).body).toMatchObject({ joiner, inviter: null });

    // Sealing needs the reveal first.
    const unrevealed = await post(`/pairings/${id}/seal`, { token, sealed });
    expect(unrevealed.status).toBe(409);
    expect(unrevealed.body.error).toBe(SPACE_ERRORS.pairingNotRevealed);
    // Only the inviter reveals: the joiner's token, or any other, reads like a missing pairing.
    for (const other of [joined.body.token, b64(random(32))]) {
      const answer = await post(`/pairings/${id}/reveal`, { token: other, ...pairingKeys() });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(SPACE_ERRORS.pairingMissing);
    }
    const badReveal = await post(`/pairings/${id}/reveal`, { token, key: inviter.key, proof: "b".repeat(42) });
    expect(badReveal.status).toBe(400);
    expect(badReveal.body.error).toBe(SPACE_ERRORS.malformed);
    expect((await get(`/pairings/${id}`)).body.inviter).toBeNull();

    expect((await post(`/pairings/${id}/reveal`, { token, ...inviter })).status).toBe(204);
    // Once only: a second key (or the same again) cannot replace the first.
    for (const again of [pairingKeys(), inviter]) {
      const twice = await post(`/pairings/${id}/reveal`, { token, ...again });
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe(SPACE_ERRORS.pairingRevealed);
    }
    expect((await get(`/pairings/${id}`)).body).toEqual({
      commitment: invitation.commitment,
      inviter,
      joiner,
      confirmed: { inviter: null, joiner: null },
      sealed: null,
      keyConfirmed: { joiner: null, inviter: null },
      expiresAt: created.body.expiresAt,
    });

    // Nothing is sealed until both phones confirmed the words; each confirmation is kept once, as it came.
    const joinerToken = joined.body.token as string;
    const mac = () => b64(random(32));
    const [inviterWords, joinerWords] = [mac(), mac()];
    const unconfirmed = await post(`/pairings/${id}/seal`, { token, sealed });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.error).toBe(SPACE_ERRORS.pairingNotConfirmed);
    expect((await post(`/pairings/${id}/confirm`, { token, step: "words", mac: inviterWords })).status).toBe(204);
    const halfConfirmed = await post(`/pairings/${id}/seal`, { token, sealed });
    expect(halfConfirmed.status).toBe(409);
    expect(halfConfirmed.body.error).toBe(SPACE_ERRORS.pairingNotConfirmed);
    const again = await post(`/pairings/${id}/confirm`, { token, step: "words", mac: mac() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SPACE_ERRORS.pairingConfirmed);
    // The joiner cannot confirm the key before it is sealed; a stranger's token reads as missing.
    const earlyKey = await post(`/pairings/${id}/confirm`, { token: joinerToken, step: "key", mac: mac() });
    expect(earlyKey.status).toBe(409);
    expect(earlyKey.body.error).toBe(SPACE_ERRORS.pairingKeyNotReady);
    const stranger = await post(`/pairings/${id}/confirm`, { token: b64(random(32)), step: "words", mac: mac() });
    expect(stranger.status).toBe(404);
    for (const body of [
      { token: joinerToken, step: "words", mac: "c".repeat(42) },
      { token: joinerToken, step: "later", mac: mac() },
      { token: joinerToken, step: "words", mac: 42 },
      { token: joinerToken, step: "words" },
    ]) {
      const refused = await post(`/pairings/${id}/confirm`, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.error).toBe(SPACE_ERRORS.malformed);
    }
    expect(
      (await post(`/pairings/${id}/confirm`, { token: joinerToken, step: "words", mac: joinerWords })).status,
    ).toBe(204);
    expect((await get(`/pairings/${id}`)).body.confirmed).toEqual({ inviter: inviterWords, joiner: joinerWords });

    // Only the inviter seals: the joiner's token, or any other, reads like a missing pairing.
    const byJoiner = await post(`/pairings/${id}/seal`, { token: joinerToken, sealed });
    expect(byJoiner.status).toBe(404);
    expect(byJoiner.body.error).toBe(SPACE_ERRORS.pairingMissing);
    const badSeal = await post(`/pairings/${id}/seal`, { token, sealed: "x".repeat(95) });
    expect(badSeal.status).toBe(400);
    expect(badSeal.body.error).toBe(SPACE_ERRORS.malformed);
    // The inviter's answer to the key comes only after the joiner's confirmation of it.
    const earlyAnswer = await post(`/pairings/${id}/confirm`, { token, step: "key", mac: mac() });
    expect(earlyAnswer.status).toBe(409);
    expect(earlyAnswer.body.error).toBe(SPACE_ERRORS.pairingKeyNotReady);
    expect((await post(`/pairings/${id}/seal`, { token, sealed })).status).toBe(204);
    expect((await get(`/pairings/${id}`)).body.sealed).toBe(sealed);
    const [joinerKey, inviterKey] = [mac(), mac()];
    expect((await post(`/pairings/${id}/confirm`, { token: joinerToken, step: "key", mac: joinerKey })).status).toBe(
      204,
    );
    // Once the joiner confirmed the key, the sealed key stays as it was.
    const reseal = await post(`/pairings/${id}/seal`, { token, sealed: b64(random(72)) });
    expect(reseal.status).toBe(409);
    expect(reseal.body.error).toBe(SPACE_ERRORS.pairingConfirmed);
    expect((await post(`/pairings/${id}/confirm`, { token, step: "key", mac: inviterKey })).status).toBe(204);
    const twiceKey = await post(`/pairings/${id}/confirm`, { token, step: "key", mac: mac() });
    expect(twiceKey.status).toBe(409);
    expect((await get(`/pairings/${id}`)).body).toMatchObject({
      sealed,
      keyConfirmed: { joiner: joinerKey, inviter: inviterKey },
    });

    const strangerCancel = await post(`/pairings/${id}/cancel`, { token: b64(random(32)) });
    expect(strangerCancel.status).toBe(404);
    expect((await post(`/pairings/${id}/cancel`, { token: joinerToken })).status).toBe(204);
    const gone = await get(`/pairings/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(SPACE_ERRORS.pairingMissing);
    expect(await ctx.database.db.select().from(spacePairings).where(eq(spacePairings.id, id))).toEqual([]);
  });

  it("stores one key when two reveals race", async () => {
    const created = await post("/pairings", commitment(), nextAddress());
    const id = created.body.pairing as string;
    await post(`/pairings/${id}/join`, pairingKeys(), nextAddress());
    const keys = [pairingKeys(), pairingKeys(), pairingKeys()];
    const answers = await Promise.all(
      keys.map((key) => post(`/pairings/${id}/reveal`, { token: created.body.token, ...key })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409, 409]);
    const winner = keys[answers.findIndex((answer) => answer.status === 204)];
    expect((await get(`/pairings/${id}`)).body.inviter).toEqual(winner);
  });

  it("stores one confirmation when two race", async () => {
    const created = await post("/pairings", commitment(), nextAddress());
    const id = created.body.pairing as string;
    const token = created.body.token as string;
    await post(`/pairings/${id}/join`, pairingKeys(), nextAddress());
    const early = await post(`/pairings/${id}/confirm`, { token, step: "words", mac: b64(random(32)) });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(SPACE_ERRORS.pairingNotReady);
    await post(`/pairings/${id}/reveal`, { token, ...pairingKeys() });
    const macs = [b64(random(32)), b64(random(32)), b64(random(32))];
    const answers = await Promise.all(
      macs.map((mac) => post(`/pairings/${id}/confirm`, { token, step: "words", mac })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409, 409]);
    const winner = macs[answers.findIndex((answer) => answer.status === 204)];
    expect((await get(`/pairings/${id}`)).body.confirmed).toEqual({ inviter: winner, joiner: null });
  });

  it("pairs two phones over HTTP with the real cryptography: commit, join, reveal, the same code, the sealed key", async () => {
    const phoneRandom = (length: number) => random(length);
    // The inviter: keys, the link's secret, and only a commitment to the server.
    const inviterKeys = newPairingKeys(phoneRandom);
    const secret = newLinkSecret(phoneRandom);
    const created = await post("/pairings", { commitment: commitKey(inviterKeys.publicKey) }, nextAddress());
    expect(created.status).toBe(201);
    const id = created.body.pairing as string;
    const link = readPairingFragment(pairingLink(TEST_ORIGIN, id, secret).split("#")[1]!)!;

    // The joiner reads the commitment (no key yet) and answers with its key and proof.
    const seen = (await get(`/pairings/${link.pairing}`)).body as PairingView;
    expect(seen.inviter).toBeNull();
    const joinerKeys = newPairingKeys(phoneRandom);
    const joinProof = proveJoiner(link.secret, seen.commitment, joinerKeys.publicKey);
    const joined = await post(`/pairings/${link.pairing}/join`, { key: joinerKeys.publicKey, proof: joinProof });
    expect(joined.status).toBe(201);

    // The inviter sees the joiner, checks its proof against its own commitment, reveals its key and derives.
    const forInviter = (await get(`/pairings/${id}`)).body as PairingView;
    expect(
      checkJoiner(secret, commitKey(inviterKeys.publicKey), forInviter.joiner!.key, forInviter.joiner!.proof),
    ).toBe(true);
    const revealed = await post(`/pairings/${id}/reveal`, {
      token: created.body.token,
      key: inviterKeys.publicKey,
      proof: proveInviter(secret, inviterKeys.publicKey, forInviter.joiner!.key),
    });
    expect(revealed.status).toBe(204);
    const onInviter = derivePairing(
      inviterKeys.secretKey,
      forInviter.joiner!.key,
      secret,
      inviterKeys.publicKey,
      forInviter.joiner!.key,
    )!;

    // The joiner sees the key, checks it against the commitment it read first and the proof, and derives.
    const forJoiner = (await get(`/pairings/${link.pairing}`)).body as PairingView;
    expect(forJoiner.commitment).toBe(seen.commitment);
    expect(checkCommitment(seen.commitment, forJoiner.inviter!.key)).toBe(true);
    expect(checkInviter(link.secret, forJoiner.inviter!.key, joinerKeys.publicKey, forJoiner.inviter!.proof)).toBe(
      true,
    );
    const onJoiner = derivePairing(
      joinerKeys.secretKey,
      forJoiner.inviter!.key,
      link.secret,
      forJoiner.inviter!.key,
      joinerKeys.publicKey,
    )!;
    expect(onJoiner.safetyCode).toEqual(onInviter.safetyCode);

    // Both confirm the words; each checks the other's confirmation, which the server relays as it came.
    const [inviterKey, joinerKey] = [inviterKeys.publicKey, joinerKeys.publicKey];
    const words = (pairingKey: Uint8Array, role: "inviter" | "joiner") =>
      confirmWords(pairingKey, role, id, inviterKey, joinerKey);
    const confirm = (token: string, step: "words" | "key", mac: string) =>
      post(`/pairings/${id}/confirm`, { token, step, mac });
    expect((await confirm(created.body.token, "words", words(onInviter.pairingKey, "inviter"))).status).toBe(204);
    expect((await confirm(joined.body.token, "words", words(onJoiner.pairingKey, "joiner"))).status).toBe(204);
    const confirmed = ((await get(`/pairings/${id}`)).body as PairingView).confirmed;
    expect(checkWordsConfirmation(onInviter.pairingKey, "joiner", id, inviterKey, joinerKey, confirmed.joiner)).toBe(
      true,
    );
    expect(checkWordsConfirmation(onJoiner.pairingKey, "inviter", id, inviterKey, joinerKey, confirmed.inviter)).toBe(
      true,
    );

    // The inviter seals a space key; the joiner opens it and confirms it, the inviter checks that and answers.
    const spaceKey = newSpaceKey(phoneRandom);
    const sealed = sealSpaceKey(onInviter.pairingKey, id, spaceKey, phoneRandom);
    expect((await post(`/pairings/${id}/seal`, { token: created.body.token, sealed })).status).toBe(204);
    const delivered = (await get(`/pairings/${link.pairing}`)).body as PairingView;
    const opened = openSpaceKey(onJoiner.pairingKey, link.pairing, delivered.sealed!)!;
    expect(opened).toEqual(spaceKey);
    expect((await confirm(joined.body.token, "key", confirmSpaceKey(opened, "joiner", id))).status).toBe(204);
    const keyConfirmed = ((await get(`/pairings/${id}`)).body as PairingView).keyConfirmed;
    expect(checkSpaceKeyConfirmation(spaceKey, "joiner", id, keyConfirmed.joiner)).toBe(true);
    expect((await confirm(created.body.token, "key", confirmSpaceKey(spaceKey, "inviter", id))).status).toBe(204);
    const answered = (await get(`/pairings/${id}`)).body as PairingView;
    expect(checkSpaceKeyConfirmation(opened, "inviter", id, answered.keyConfirmed.inviter)).toBe(true);
    expect((await post(`/pairings/${link.pairing}/cancel`, { token: joined.body.token })).status).toBe(204);
    // What the server held never included the link's secret nor a key it could check a confirmation with.
    const held = JSON.stringify([seen, forInviter, forJoiner, delivered, answered]);
    expect(held).not.toContain(secret);
    for (const key of [spaceKey, onInviter.pairingKey]) expect(held).not.toContain(b64(key));
  });

  it("forgets a pairing after ten minutes: it answers as missing, cannot be joined, and the sweep deletes it", async () => {
    const created = await post("/pairings", commitment(), nextAddress());
    const id = created.body.pairing as string;
    ctx.clock.advance(PAIRING_TTL_MS + 1000);
    for (const answer of [
      await get(`/pairings/${id}`),
      await post(`/pairings/${id}/join`, pairingKeys(), nextAddress()),
      await post(`/pairings/${id}/reveal`, { token: created.body.token, ...pairingKeys() }),
      await post(`/pairings/${id}/confirm`, { token: created.body.token, step: "words", mac: b64(random(32)) }),
      await post(`/pairings/${id}/cancel`, { token: created.body.token }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(SPACE_ERRORS.pairingMissing);
    }
    expect(await ctx.services.ourSpace.sweepPairings()).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.db.select().from(spacePairings).where(eq(spacePairings.id, id))).toEqual([]);
  });

  it("refuses bad input with the protocol's words", async () => {
    const address = nextAddress();
    const malformedJson = await request(ctx.app)
      .post("/api/our-space/pairings")
      .set("Content-Type", "application/json")
      .send("{not json");
    expect(malformedJson.status).toBe(400);
    expect(malformedJson.body.error).toBe(SPACE_ERRORS.malformed);
    for (const body of [
      {},
      { commitment: 5 },
      { commitment: "a".repeat(42) },
      { commitment: "+".repeat(43) },
      // The inviter no longer posts its key first.
      { key: "a".repeat(43), proof: "b".repeat(43) },
      [],
    ]) {
      const answer = await post("/pairings", body, address);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(SPACE_ERRORS.malformed);
    }
    const controlCharacter = await post("/pairings", { commitment: "\u0000".repeat(43) }, address);
    expect(controlCharacter.body.error).toBe(SPACE_ERRORS.malformed);
    const oversized = await request(ctx.app)
      .post("/api/our-space/pairings")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ commitment: "a".repeat(43), pad: "x".repeat(MAX_SPACE_MESSAGE_BYTES) }));
    expect(oversized.status).toBe(413);
    expect(oversized.body.error).toBe(SPACE_ERRORS.tooLarge);
    for (const id of ["A".repeat(22), "short", "%00".repeat(8)]) {
      const answer = await get(`/pairings/${id}`, address);
      expect(answer.status).toBe(id === "%00".repeat(8) ? 400 : 404);
    }
  });

  it("limits pairings to 20 an hour and joins to 20 per ten minutes per address (a limited join reads as missing)", async () => {
    const address = nextAddress();
    for (let n = 0; n < 20; n++) expect((await post("/pairings", commitment(), address)).status).toBe(201);
    const refused = await post("/pairings", commitment(), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(SPACE_ERRORS.tooManyPairings);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const real = await post("/pairings", commitment(), nextAddress());
    const guesser = nextAddress();
    for (let n = 0; n < 20; n++) await post(`/pairings/${b64(random(16))}/join`, pairingKeys(), guesser);
    const late = await post(`/pairings/${real.body.pairing}/join`, pairingKeys(), guesser);
    expect(late.status).toBe(404);
    expect(late.body.error).toBe(SPACE_ERRORS.pairingMissing);
    expect((await get(`/pairings/${real.body.pairing}`)).body.joiner).toBeNull();
  });
});

describe("spaces over HTTP", () => {
  it("opens a space once, stores a push once however often it is sent, and answers wrong access like a missing space", async () => {
    const address = nextAddress();
    const space = await openSpace(address);
    // A taken id is answered as a new space is: the answer never says that a couple's space is there.
    const again = await post("/spaces", space, address);
    expect(again.status).toBe(201);
    const guessed = await post("/spaces", { space: space.space, access: b64(random(32)) }, nextAddress());
    expect(guessed.status).toBe(201);
    const intruder = await post("/push", { space: space.space, access: b64(random(32)), id: updateId(), body: blob() });
    expect(intruder.status).toBe(404);
    expect(intruder.body.error).toBe(SPACE_ERRORS.missing);

    const id = updateId();
    const body = blob(300);
    const first = await post("/push", { ...space, id, body });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id, seq: 1 });
    const replay = await post("/push", { ...space, id, body });
    expect(replay.body).toEqual({ id, seq: 1, duplicate: true });
    const second = await post("/push", { ...space, id: updateId(), body: blob(100) });
    expect(second.body.seq).toBe(2);
    expect((await rowsOf(space.space)).map((row) => row.seq)).toEqual([1, 2]);
    expect(await spaceRow(space.space)).toMatchObject({ seq: 2, bytes: 400 });

    const wrongAccess = await post("/push", { ...space, access: b64(random(32)), id: updateId(), body });
    const unknown = await post("/push", { space: b64(random(16)), access: space.access, id: updateId(), body });
    for (const answer of [wrongAccess, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: SPACE_ERRORS.missing });
    }
    expect((await post("/end", { ...space, access: b64(random(32)) })).status).toBe(404);
  });

  it("refuses malformed, oversized and badly encoded pushes, and leaves the space as it was", async () => {
    const space = await openSpace();
    await post("/push", { ...space, id: updateId(), body: blob(50) });
    const cases: Array<[unknown, number, string]> = [
      [{ ...space, id: updateId(), body: 42 }, 400, SPACE_ERRORS.malformed],
      [{ ...space, id: "short", body: blob() }, 400, SPACE_ERRORS.malformed],
      [{ ...space, id: "snapshot", body: blob() }, 400, SPACE_ERRORS.malformed],
      [{ ...space, id: updateId(), body: "not base64url!" }, 400, SPACE_ERRORS.malformed],
      [{ ...space, id: updateId(), body: blob(60) + "=" }, 400, SPACE_ERRORS.malformed],
      // A length no byte string has, and stray bits in the last character.
      [{ ...space, id: updateId(), body: blob(60) + "A" }, 400, SPACE_ERRORS.malformed],
      [{ ...space, id: updateId(), body: blob(61).slice(0, -1) + "B" }, 400, SPACE_ERRORS.malformed],
      // Shorter than a nonce and a tag.
      [{ ...space, id: updateId(), body: blob(39) }, 400, SPACE_ERRORS.malformed],
      [{ ...space, id: updateId(), body: blob(MAX_UPDATE_BYTES + 1) }, 413, SPACE_ERRORS.tooLarge],
      [{ ...space, id: updateId(), body: blob(MAX_UPDATE_BYTES + 2048) }, 413, SPACE_ERRORS.tooLarge],
      [{ ...space, space: "x", id: updateId(), body: blob() }, 400, SPACE_ERRORS.malformed],
    ];
    for (const [body, status, error] of cases) {
      const answer = await post("/push", body);
      expect([answer.status, answer.body.error]).toEqual([status, error]);
    }
    const exact = await post("/push", { ...space, id: updateId(), body: blob(MAX_UPDATE_BYTES) });
    expect(exact.body.seq).toBe(2);
    expect(await spaceRow(space.space)).toMatchObject({ seq: 2, bytes: 50 + MAX_UPDATE_BYTES });
  });

  it("refuses a push past 5 MB with 'full', keeping the space intact, until a snapshot makes room", async () => {
    const space = await openSpace();
    const count = MAX_SPACE_BYTES / MAX_UPDATE_BYTES;
    for (let n = 0; n < count; n++) await ctx.services.ourSpace.push(space.space, updateId(), random(MAX_UPDATE_BYTES));
    expect(await spaceRow(space.space)).toMatchObject({ seq: count, bytes: MAX_SPACE_BYTES });
    const refused = await post("/push", { ...space, id: updateId(), body: blob(40) });
    expect(refused.status).toBe(507);
    expect(refused.body.error).toBe(SPACE_ERRORS.full);
    expect(await spaceRow(space.space)).toMatchObject({ seq: count, bytes: MAX_SPACE_BYTES });
    expect(await rowsOf(space.space)).toHaveLength(count);

    const snapshot = blob(200_000);
    const compacted = await post("/snapshot", { ...space, covers: count, body: snapshot });
    expect(compacted.status).toBe(200);
    expect(compacted.body).toEqual({ seq: count });
    expect(await spaceRow(space.space)).toMatchObject({ seq: count, bytes: 200_000, snapshotSeq: count });
    expect((await post("/push", { ...space, id: updateId(), body: blob(40) })).body.seq).toBe(count + 1);
  });

  it("compacts: a snapshot replaces every blob up to what it covers, and stale snapshots are refused", async () => {
    const space = await openSpace();
    // The inviting phone's first upload: a snapshot covering 0, into the new, empty space.
    const first = await post("/snapshot", { ...space, covers: 0, body: blob(500) });
    expect(first.body).toEqual({ seq: 0 });
    const ids = [updateId(), updateId(), updateId(), updateId(), updateId()];
    for (const id of ids) await post("/push", { ...space, id, body: blob(100) });
    expect((await ctx.services.ourSpace.blobsAfter(space.space, 0)).map((b) => [b.seq, b.kind])).toEqual([
      [0, "snapshot"],
      [1, "update"],
      [2, "update"],
      [3, "update"],
      [4, "update"],
      [5, "update"],
    ]);
    expect((await post("/snapshot", { ...space, covers: 3, body: blob(250) })).body).toEqual({ seq: 3 });
    const rows = await rowsOf(space.space);
    expect(rows.map((row) => [row.seq, row.id, row.kind])).toEqual([
      [3, "snapshot", "snapshot"],
      [4, ids[3], "update"],
      [5, ids[4], "update"],
    ]);
    expect(await spaceRow(space.space)).toMatchObject({ seq: 5, snapshotSeq: 3, bytes: 450 });
    const after = async (seq: number) => (await ctx.services.ourSpace.blobsAfter(space.space, seq)).map((b) => b.seq);
    expect(await after(0)).toEqual([3, 4, 5]);
    expect(await after(2)).toEqual([3, 4, 5]);
    expect(await after(3)).toEqual([4, 5]);
    expect(await after(4)).toEqual([5]);
    expect(await after(5)).toEqual([]);
    for (const covers of [3, 2, 0, 6]) {
      const stale = await post("/snapshot", { ...space, covers, body: blob(100) });
      expect([stale.status, stale.body.error]).toEqual([409, SPACE_ERRORS.staleSnapshot]);
    }
    const bad = await post("/snapshot", { ...space, covers: -1, body: blob(100) });
    expect([bad.status, bad.body.error]).toEqual([400, SPACE_ERRORS.malformed]);
    expect(await spaceRow(space.space)).toMatchObject({ seq: 5, snapshotSeq: 3, bytes: 450 });
    // A resend of an update the snapshot left in place is still recognised.
    expect((await post("/push", { ...space, id: ids[4], body: blob(100) })).body).toMatchObject({
      seq: 5,
      duplicate: true,
    });
  });

  it("takes a snapshot larger than an update over HTTP, up to the whole space, and refuses more", async () => {
    const space = await openSpace();
    await post("/push", { ...space, id: updateId(), body: blob(100) });
    const large = await post("/snapshot", { ...space, covers: 1, body: blob(MAX_SPACE_BYTES) });
    expect(large.status).toBe(200);
    const tooLarge = await post("/snapshot", { ...space, covers: 1, body: blob(MAX_SPACE_BYTES + 3) });
    expect([tooLarge.status, tooLarge.body.error]).toEqual([413, SPACE_ERRORS.tooLarge]);
    expect(await spaceRow(space.space)).toMatchObject({ bytes: MAX_SPACE_BYTES, snapshotSeq: 1 });
  });

  it("ends a space: every row of it is deleted, its phones are told, and it answers as missing from then on", async () => {
    const space = await openSpace();
    for (let n = 0; n < 3; n++) await post("/push", { ...space, id: updateId(), body: blob() });
    await post("/snapshot", { ...space, covers: 2, body: blob() });
    const phone = await Phone.open(space);
    expect((await post("/end", space)).status).toBe(204);
    await phone.next((message) => message.t === "ended", 3000, 0);
    await new Promise<void>((resolve) =>
      phone.ws.readyState === WebSocket.CLOSED ? resolve() : phone.ws.once("close", () => resolve()),
    );
    expect(await ctx.database.db.select().from(spaces).where(eq(spaces.id, space.space))).toEqual([]);
    expect(await ctx.database.db.select().from(spaceBlobs).where(eq(spaceBlobs.spaceId, space.space))).toEqual([]);
    expect((await post("/push", { ...space, id: updateId(), body: blob() })).body.error).toBe(SPACE_ERRORS.missing);
    expect((await post("/end", space)).status).toBe(404);
  });

  it("deletes a space 90 days after its last push or hello, with everything in it", async () => {
    const space = await openSpace();
    await post("/push", { ...space, id: updateId(), body: blob() });
    ctx.clock.advance(SPACE_IDLE_MS - 60_000);
    expect(await ctx.services.ourSpace.deleteIdle()).not.toContain(space.space);
    // A hello counts as use: the 90 days start again.
    const phone = await Phone.open(space);
    phone.close();
    ctx.clock.advance(SPACE_IDLE_MS - 60_000);
    expect(await ctx.services.ourSpace.deleteIdle()).not.toContain(space.space);
    ctx.clock.advance(120_000);
    expect(await ctx.services.ourSpace.deleteIdle()).toContain(space.space);
    expect(await spaceRow(space.space)).toBeUndefined();
    expect(await rowsOf(space.space)).toEqual([]);
  });

  it("keeps only what the protocol says: a random id, a hash of the access token, sizes, seqs, times and the opaque bytes", async () => {
    const address = nextAddress();
    const space = await openSpace(address);
    const pushed: Array<{ id: string; bytes: Uint8Array }> = [];
    for (let n = 0; n < 5; n++) {
      const bytes = random(64 + n * 97);
      const id = updateId();
      await request(ctx.app)
        .post("/api/our-space/push")
        .set("X-Forwarded-For", address)
        .set("User-Agent", "EntwineTestPhone/1.0")
        .send({ ...space, id, body: b64(bytes) });
      pushed.push({ id, bytes });
    }
    const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, space.space));
    expect(Object.keys(row!).sort()).toEqual([
      "accessHash",
      "bytes",
      "createdAt",
      "id",
      "lastActiveAt",
      "seq",
      "snapshotSeq",
    ]);
    expect(row!.accessHash).toBe(crypto.createHash("sha256").update(space.access).digest("base64url"));
    expect(row!.bytes).toBe(pushed.reduce((sum, p) => sum + p.bytes.length, 0));
    const rows = await rowsOf(space.space);
    expect(rows.map((r) => Object.keys(r).sort())).toEqual(
      Array(5).fill(["body", "createdAt", "id", "kind", "seq", "spaceId"]),
    );
    rows.forEach((r, n) => {
      expect(r).toMatchObject({ spaceId: space.space, seq: n + 1, id: pushed[n]!.id, kind: "update" });
      expect(Buffer.from(r.body).equals(Buffer.from(pushed[n]!.bytes))).toBe(true);
    });
    const everything = JSON.stringify([
      await ctx.database.db.select().from(spaces),
      await ctx.database.db.select().from(spacePairings),
    ]);
    for (const leak of [address, "EntwineTestPhone", space.access]) expect(everything).not.toContain(leak);
  });

  it("limits spaces to 10 an hour per address", async () => {
    const address = nextAddress();
    for (let n = 0; n < 10; n++) await openSpace(address);
    const refused = await post("/spaces", { space: b64(random(16)), access: b64(random(32)) }, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(SPACE_ERRORS.tooManySpaces);
  });
});

describe("the live line", () => {
  it("refuses an upgrade from another origin", async () => {
    await expect(Phone.open(undefined, { origin: "http://evil.example" })).rejects.toThrow(/403/);
  });

  it("relays pushes between two phones, acknowledges each, stores a replay once, and keeps presence", async () => {
    const space = await openSpace();
    const a = await Phone.open(space, { device: "phone-a-1234" });
    const b = await Phone.open(space, { device: "phone-b-1234" });
    expect(a.welcome()).toEqual({ t: "welcome", seq: 0, blobs: [], partnerOnline: false });
    expect(b.welcome().partnerOnline).toBe(true);
    await a.next((m) => m.t === "presence" && m.partnerOnline, 3000, 0);

    const id = updateId();
    const body = blob();
    a.send({ t: "push", id, body });
    expect(await a.next((m) => m.t === "ack")).toEqual({ t: "ack", id, seq: 1 });
    expect(await b.next((m) => m.t === "blobs", 3000, 0)).toEqual({
      t: "blobs",
      blobs: [{ seq: 1, id, kind: "update", body }],
    });
    const idB = updateId();
    b.send({ t: "push", id: idB, body: blob() });
    expect((await a.next(is("blobs"), 3000, 0)).blobs[0]).toMatchObject({ seq: 2, id: idB });

    // The same push again (a resend after a lost answer): the same seq, nothing new for anyone.
    const before = b.received.length;
    a.send({ t: "push", id, body });
    const acks = a.received.length;
    expect(await a.next((m) => m.t === "ack", 3000, acks)).toEqual({ t: "ack", id, seq: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.received.slice(before).filter((m) => m.t === "blobs")).toEqual([]);
    expect(await rowsOf(space.space)).toHaveLength(2);

    // Bad messages get an error on that phone only; the space is unharmed.
    const bad: Array<[unknown, Extract<SpaceServerMessage, { t: "error" }>]> = [
      ["{not json", { t: "error", message: SPACE_ERRORS.malformed }],
      [
        { t: "push", id: 5, body: blob() },
        { t: "error", message: SPACE_ERRORS.malformed },
      ],
      [
        { t: "push", id: "abcdefgh", body: "***" },
        { t: "error", message: SPACE_ERRORS.malformed, re: "abcdefgh" },
      ],
      [
        { t: "push", id: "abcdefgh", body: blob(MAX_UPDATE_BYTES + 1) },
        { t: "error", message: SPACE_ERRORS.tooLarge, re: "abcdefgh" },
      ],
      [
        { t: "snapshot", covers: 7, body: blob() },
        { t: "error", message: SPACE_ERRORS.staleSnapshot, re: "snapshot" },
      ],
      [{ t: "wave" }, { t: "error", message: SPACE_ERRORS.malformed }],
    ];
    for (const [message, answer] of bad) {
      const start = b.received.length;
      b.send(message);
      expect(await b.next((m) => m.t === "error", 3000, start)).toEqual(answer);
    }
    expect(b.ws.readyState).toBe(WebSocket.OPEN);
    expect(await spaceRow(space.space)).toMatchObject({ seq: 2 });

    b.send({ t: "snapshot", covers: 2, body: blob(400) });
    expect(await b.next((m) => m.t === "compacted")).toEqual({ t: "compacted", seq: 2 });
    b.send({ t: "ping" });
    expect(await b.next((m) => m.t === "pong")).toEqual({ t: "pong" });

    const away = a.received.length;
    b.close();
    await a.next((m) => m.t === "presence" && !m.partnerOnline, 3000, away);
    a.send({ t: "push", id: updateId(), body: blob() });
    await a.next((m) => m.t === "ack" && m.seq === 3);
    // Back with what it had (seq 2): everything after it, and presence again.
    const back = await Phone.open(space, { after: 2, device: "phone-b-1234" });
    expect(back.welcome()).toMatchObject({ seq: 3, partnerOnline: true });
    expect(back.welcome().blobs.map((blob) => blob.seq)).toEqual([3]);
    // A phone that has nothing gets the snapshot first, then the rest.
    const fresh = await Phone.open(space, { after: 0, device: "phone-b-1234" });
    expect(fresh.welcome().blobs.map((blob) => [blob.seq, blob.kind])).toEqual([
      [2, "snapshot"],
      [3, "update"],
    ]);
    // Two tabs of one phone are not each other's partner.
    const tabs = [await Phone.open(space, { device: "phone-c-1234" })];
    expect(tabs[0]!.welcome().partnerOnline).toBe(true);
    a.close();
    back.close();
    fresh.close();
    await tabs[0]!.next((m) => m.t === "presence" && !m.partnerOnline, 3000, 0);
    tabs.push(await Phone.open(space, { device: "phone-c-1234" }));
    expect(tabs[1]!.welcome().partnerOnline).toBe(false);
    for (const tab of tabs) tab.close();
  });

  it("answers a hello with a wrong access token like one to a missing space, and a push before hello with notJoined", async () => {
    const space = await openSpace();
    const phone = await Phone.open();
    phone.send({ t: "push", id: updateId(), body: blob() });
    expect((await phone.next(is("error"))).message).toBe(SPACE_ERRORS.notJoined);
    for (const hello of [
      { t: "hello", space: space.space, access: b64(random(32)), after: 0 },
      { t: "hello", space: b64(random(16)), access: space.access, after: 0 },
    ]) {
      const start = phone.received.length;
      phone.send(hello);
      expect(await phone.next((m) => m.t === "error", 3000, start)).toEqual({
        t: "error",
        message: SPACE_ERRORS.missing,
      });
    }
    const start = phone.received.length;
    phone.send({ t: "hello", ...space, after: -1 });
    expect(await phone.next((m) => m.t === "error", 3000, start)).toEqual({
      t: "error",
      message: SPACE_ERRORS.malformed,
    });
    phone.close();
  });

  it("carries the same protocol over the event stream and POST (the fallback)", async () => {
    const space = await openSpace();
    const phone = await Phone.open(space, { device: "phone-a-5678" });
    const stream = await readEventStream(
      `http://127.0.0.1:${port}/api/our-space/events`,
      spaceEventsRequest(space, 0, "phone-b-5678").headers,
    );
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    await stream.readUntil((t) => t.includes('"t":"welcome"'));
    expect(stream.text()).toContain('"partnerOnline":true');
    const id = updateId();
    phone.send({ t: "push", id, body: blob() });
    await stream.readUntil((t) => t.includes(id));
    const posted = updateId();
    const answer = await post("/push", { ...space, id: posted, body: blob() });
    expect(answer.body).toEqual({ id: posted, seq: 2 });
    const relayed = await phone.next(is("blobs"), 3000, 0);
    expect(relayed.blobs[0]).toMatchObject({ id: posted, seq: 2 });
    // A stream opened again resumes after the seq in its Last-Event-ID header: only what came later.
    const resumed = await readEventStream(
      `http://127.0.0.1:${port}/api/our-space/events`,
      spaceEventsRequest(space, 1, "phone-b-5678").headers,
    );
    await resumed.readUntil((t) => t.includes('"t":"welcome"') && t.endsWith("\n\n"));
    expect(resumed.text()).toContain(posted);
    expect(resumed.text()).not.toContain(id);
    resumed.close();
    await post("/end", space);
    await stream.readUntil((t) => t.includes('"t":"ended"'));
    stream.close();

    const events = (headers: Record<string, string>) => request(ctx.app).get("/api/our-space/events").set(headers);
    const missing = await events(spaceEventsRequest(space, 0).headers);
    expect([missing.status, missing.body.error]).toEqual([404, SPACE_ERRORS.missing]);
    const malformed = await events({ ...spaceEventsRequest(space, 0).headers, "Last-Event-ID": "x" });
    expect([malformed.status, malformed.body.error]).toEqual([400, SPACE_ERRORS.malformed]);
  });
});

describe("nothing of a space in the logs", () => {
  it("takes the event stream's credentials in headers, which the log never holds", async () => {
    const space = await openSpace();
    const logged = await eventStreamLog(
      ctx,
      "/api/our-space/events",
      spaceEventsRequest(space, 0, "phone-a-5678").headers,
      async (app) => {
        await request(app)
          .post("/api/our-space/push")
          .send({ ...space, id: updateId(), body: blob() });
        // An older phone's stream, its credentials in the query string: refused, and the log drops the query.
        const old = await request(app).get(`/api/our-space/events?space=${space.space}&access=${space.access}&after=0`);
        expect([old.status, old.body.error]).toEqual([400, SPACE_ERRORS.malformed]);
      },
    );
    expect(logged).toContain("/api/our-space/events");
    expect(logged).not.toContain(space.access);
    expect(logged).not.toContain(space.space);
    expect(logged).not.toContain("phone-a-5678");
  });
});
