/**
 * "Our space" on the server: pairings of two phones (a relay of a commitment, public keys, proofs, each phone's
 * confirmations and one sealed key: the inviter's key only after the joiner's, the sealed key only after both
 * confirmed the words, each confirmation once, protocol.ts) and spaces
 * (a log of encrypted blobs the phones push, compact and read back). Nothing here can read a blob: the server
 * keeps a random id, the hash of the access token, sizes, seqs and times (decision record 010).
 *
 * Every read-modify-write is one transaction that first locks the space's row, so two instances pushing to one
 * space at once on PostgreSQL still give each push its own seq and count every byte once; an update id already
 * stored (a phone resending after a lost answer) is answered with its seq and stored once. The hub (hub.ts) fans
 * pushes out to the connected phones.
 */
import type { WorkPolicy } from "@domain/proof-of-work";
import crypto from "node:crypto";
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import {
  MAX_SPACE_BYTES,
  PAIRING_TTL_MS,
  SPACE_ERRORS,
  SPACE_IDLE_MS,
  type PairingCreated,
  type PairingJoined,
  type PairingView,
  type PushAnswer,
  type SnapshotAnswer,
  type SpaceBlob,
} from "@domain/our-space/protocol";
import { SNAPSHOT_ID } from "@domain/our-space/messages";
import type { Db } from "../../db/client";
import { spaceBlobs, spacePairings, spaces } from "../../db/schema";
import { conflict, insufficientStorage, notFound, rateLimited } from "../../base/errors";
import type { Clock } from "../../base/clock";
import { currentSeqs } from "../fan-out";
import type { ProofOfWork } from "../proof-of-work";
import type { RateLimitRule, RateLimitService } from "../rate-limits";
import { oldestUpTo, type StorageQuotas } from "../storage-quotas";

/**
 * Pairings and spaces one address may open an hour: ceilings a carrier's address fits under; past the first
 * SPACE_OPENS_FREE each costs proof-of-work growing with the count (docs/decisions/013).
 */
export const SPACE_PAIRING_CREATE_LIMIT: RateLimitRule = {
  bucket: "space-pairing-create",
  limit: 2000,
  windowMs: 3_600_000,
};
export const SPACE_CREATE_LIMIT: RateLimitRule = { bucket: "space-create", limit: 2000, windowMs: 3_600_000 };
export const SPACE_OPENS_FREE = 10;
/**
 * Reading a pairing is budgeted per pairing, not per address (docs/decisions/013): both phones poll about once a
 * second while they wait, so one pairing's ten minutes need at most 1,200 reads, however many other couples share
 * the phones' address. Work cannot be asked of a poll, so a pairing hammered past this reads as missing.
 */
export const SPACE_PAIRING_READ_LIMIT: RateLimitRule = {
  bucket: "space-pairing-read",
  limit: 1500,
  windowMs: 10 * 60_000,
};
/**
 * The address's ceiling on pairing reads, over all its pairings: 100 a second, far above what the couples behind one
 * carrier address pair at once (a pairing is a minute's polling of two phones), and a bound on one client reading
 * made-up ids (each read is a database round trip).
 */
export const SPACE_PAIRING_READS_PER_ADDRESS: RateLimitRule = {
  bucket: "space-pairing-reads",
  limit: 60_000,
  windowMs: 10 * 60_000,
};
/**
 * Answering a pairing link: a phone needs one, a few on a retry. The first SPACE_PAIRING_JOINS_FREE of an address's
 * ten minutes are free, then each costs proof-of-work growing with the count, up to this ceiling.
 */
export const SPACE_PAIRING_JOIN_LIMIT: RateLimitRule = {
  bucket: "space-pairing-join",
  limit: 2000,
  windowMs: 10 * 60_000,
};
export const SPACE_PAIRING_JOINS_FREE = 20;

export type SpaceRow = typeof spaces.$inferSelect;
type ConfirmField = "inviterConfirm" | "joinerConfirm" | "joinerKeyConfirm" | "inviterKeyConfirm";
type ReadyField = "inviterKey" | "joinerKey" | "sealed" | "joinerKeyConfirm";
export type RandomBytes = (length: number) => Uint8Array;

/** About what a space's row and a pairing's row weigh beside the blobs (their text form), for eviction's sums. */
const SPACE_ROW_BYTES = 200;
const PAIRING_ROW_BYTES = 700;
/** Spaces weighed per eviction round (a round frees what a write needs, rarely more than a few). */
const EVICTION_BATCH = 500;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");

/** Whether `token` hashes to `hash`, in time independent of where they differ. */
function sameHash(token: string, hash: string | null | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token));
  const b = Buffer.from(hash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const toBlob = (row: { seq: number; id: string; kind: "update" | "snapshot"; body: Uint8Array }): SpaceBlob => ({
  seq: row.seq,
  id: row.id,
  kind: row.kind,
  body: Buffer.from(row.body.buffer, row.body.byteOffset, row.body.byteLength).toString("base64url"),
});

export interface SpaceServiceDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitService;
  /** Pairing ids and tokens; the operating system's CSPRNG unless a test injects its own. */
  randomBytes?: RandomBytes;
  /** Pairings and spaces one address may open an hour (SPACE_PAIRING_CREATE_LIMIT / SPACE_CREATE_LIMIT). */
  pairingsPerHour?: number;
  spacesPerHour?: number;
  /** Pairings (and, apart, spaces) an address opens an hour before each costs work (SPACE_OPENS_FREE). */
  opensFree?: number;
  /** Pairing links an address may answer in ten minutes (SPACE_PAIRING_JOIN_LIMIT), and before each costs work. */
  pairingJoinsPer10Min?: number;
  joinsFree?: number;
  /** The address's ceiling on pairing reads in ten minutes (SPACE_PAIRING_READS_PER_ADDRESS). */
  pairingReadsPerAddress?: number;
  /** Signs and checks the work owed past them (absent: counts only, as before). */
  proofOfWork?: ProofOfWork;
  workBits?: { baseBits: number; maxBits: number };
  /** The store's overall cap and its eviction (absent: no overall cap). */
  quotas?: StorageQuotas;
  /** One space's bytes (at most MAX_SPACE_BYTES) and updates stored beside its snapshot. */
  maxSpaceBytes?: number;
  maxUpdates?: number;
  /** Bytes of updates and snapshots one address may send a day (SPACE_BYTES_LIMIT). */
  bytesPerAddressPerDay?: number;
}

/** What one client address may write to its spaces in a day, in bytes (pushes and snapshots). */
export const SPACE_BYTES_LIMIT: RateLimitRule = {
  bucket: "space-bytes",
  limit: 25 * 1024 * 1024,
  windowMs: 86_400_000,
};
/** Updates one space keeps beside its snapshot before the phones must compact. */
export const DEFAULT_MAX_SPACE_UPDATES = 5000;

export function createSpaceService(deps: SpaceServiceDeps) {
  const { db, clock } = deps;
  const randomBytes: RandomBytes = deps.randomBytes ?? ((length) => crypto.randomBytes(length));
  const randomText = (length: number) => Buffer.from(randomBytes(length)).toString("base64url");
  const pairingLimit = {
    ...SPACE_PAIRING_CREATE_LIMIT,
    limit: deps.pairingsPerHour ?? SPACE_PAIRING_CREATE_LIMIT.limit,
  };
  const spaceLimit = { ...SPACE_CREATE_LIMIT, limit: deps.spacesPerHour ?? SPACE_CREATE_LIMIT.limit };
  const openWork: WorkPolicy = {
    free: deps.opensFree ?? SPACE_OPENS_FREE,
    ...(deps.workBits ?? { baseBits: 12, maxBits: 20 }),
  };
  const joinLimit = { ...SPACE_PAIRING_JOIN_LIMIT, limit: deps.pairingJoinsPer10Min ?? SPACE_PAIRING_JOIN_LIMIT.limit };
  const joinWork: WorkPolicy = { ...openWork, free: deps.joinsFree ?? SPACE_PAIRING_JOINS_FREE };
  const readsPerAddress = {
    ...SPACE_PAIRING_READS_PER_ADDRESS,
    limit: deps.pairingReadsPerAddress ?? SPACE_PAIRING_READS_PER_ADDRESS.limit,
  };
  const bytesLimit = { ...SPACE_BYTES_LIMIT, limit: deps.bytesPerAddressPerDay ?? SPACE_BYTES_LIMIT.limit };
  const maxSpaceBytes = Math.min(deps.maxSpaceBytes ?? MAX_SPACE_BYTES, MAX_SPACE_BYTES);
  const maxUpdates = deps.maxUpdates ?? DEFAULT_MAX_SPACE_UPDATES;

  /** A write into the store, under its overall cap (evicting idle spaces first, else 507). */
  async function inStore<T>(bytes: number, write: (tx: Db) => PromiseLike<T>): Promise<T> {
    if (!deps.quotas) return write(db);
    return deps.quotas.write("our-space", write, { bytes, message: SPACE_ERRORS.serverFull });
  }

  /** Spends `bytes` of the address's daily allowance; past it, 429 until the day's window ends. */
  async function spend(address: string | undefined, bytes: number): Promise<void> {
    if (address === undefined) return;
    const result = await deps.rateLimits.hit(bytesLimit, deps.rateLimits.clientKey(address), bytes);
    if (!result.allowed) throw rateLimited(SPACE_ERRORS.networkAllowance, result.retryAfterSeconds);
  }

  async function allowed(rule: RateLimitRule, address: string) {
    return deps.rateLimits.hit(rule, deps.rateLimits.clientKey(address));
  }

  /** Opening a pairing or a space, or answering a pairing link: free at first, then proof-of-work, then the ceiling. */
  async function opening(
    purpose: "pairing" | "space" | "pairing-join",
    rule: RateLimitRule,
    address: string,
    proof?: string,
  ) {
    if (!deps.proofOfWork) return allowed(rule, address);
    const policy = purpose === "pairing-join" ? joinWork : openWork;
    const gate = await deps.proofOfWork.gate({ purpose, rule, policy, address, proof });
    return gate.allowed ? { allowed: true, retryAfterSeconds: 0 } : gate;
  }

  /** A pairing that has not expired, or undefined (an expired one reads as missing). */
  async function livePairing(id: string) {
    const [row] = await db
      .select()
      .from(spacePairings)
      .where(and(eq(spacePairings.id, id), gte(spacePairings.expiresAt, clock.now())));
    return row;
  }

  /** The space, when `access` is its token; an unknown space and a wrong token look the same (null). */
  async function authenticate(space: string, access: string): Promise<SpaceRow | null> {
    const [row] = await db.select().from(spaces).where(eq(spaces.id, space));
    // A hash is compared even for an unknown space, so the answer takes as long either way.
    const match = sameHash(access, row?.accessHash ?? hashToken(""));
    return row && match ? row : null;
  }

  /** Every blob after `after` in seq order: the snapshot first when it covers more than the phone has. */
  async function blobsAfter(space: string, after: number): Promise<SpaceBlob[]> {
    const rows = await db
      .select({ seq: spaceBlobs.seq, id: spaceBlobs.id, kind: spaceBlobs.kind, body: spaceBlobs.body })
      .from(spaceBlobs)
      // Only a snapshot covering 0 (the inviting phone's first upload) has seq 0; a phone at 0 has nothing yet.
      .where(and(eq(spaceBlobs.spaceId, space), after === 0 ? undefined : sql`${spaceBlobs.seq} > ${after}`))
      .orderBy(spaceBlobs.seq);
    return rows.map(toBlob);
  }

  return {
    // ---- Pairing ----

    /** The inviter posts only a commitment to its key; the key comes with reveal, once the joiner has answered. */
    async createPairing(input: { commitment: string }, address: string, proof?: string): Promise<PairingCreated> {
      const limit = await opening("pairing", pairingLimit, address, proof);
      if (!limit.allowed) throw rateLimited(SPACE_ERRORS.tooManyPairings, limit.retryAfterSeconds);
      const pairing = randomText(16);
      const token = randomText(32);
      const expiresAt = new Date(clock.now().getTime() + PAIRING_TTL_MS);
      await inStore(PAIRING_ROW_BYTES, (tx) =>
        tx.insert(spacePairings).values({
          id: pairing,
          inviterCommitment: input.commitment,
          inviterTokenHash: hashToken(token),
          expiresAt,
        }),
      );
      return { pairing, token, expiresAt: expiresAt.toISOString() };
    },

    /**
     * What both phones read while pairing. Budgeted per pairing, under a high ceiling per address; past either,
     * answered like a missing pairing.
     */
    async getPairing(id: string, address: string): Promise<PairingView> {
      if (!(await allowed(readsPerAddress, address)).allowed) throw notFound(SPACE_ERRORS.pairingMissing);
      const row = await livePairing(id);
      if (!row) throw notFound(SPACE_ERRORS.pairingMissing);
      // Counted only for a pairing that exists: made-up ids leave no counter rows behind.
      const perPairing = await deps.rateLimits.hit(SPACE_PAIRING_READ_LIMIT, deps.rateLimits.subjectKey("pairing", id));
      if (!perPairing.allowed) throw notFound(SPACE_ERRORS.pairingMissing);
      return {
        commitment: row.inviterCommitment,
        inviter: row.inviterKey && row.inviterProof ? { key: row.inviterKey, proof: row.inviterProof } : null,
        joiner: row.joinerKey && row.joinerProof ? { key: row.joinerKey, proof: row.joinerProof } : null,
        confirmed: { inviter: row.inviterConfirm, joiner: row.joinerConfirm },
        sealed: row.sealed,
        keyConfirmed: { joiner: row.joinerKeyConfirm, inviter: row.inviterKeyConfirm },
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** The first phone to answer takes the pairing (one conditional update); any later one hears pairingTaken. */
    async joinPairing(
      id: string,
      input: { key: string; proof: string },
      address: string,
      proof?: string,
    ): Promise<PairingJoined> {
      const limit = await opening("pairing-join", joinLimit, address, proof);
      if (!limit.allowed) throw notFound(SPACE_ERRORS.pairingMissing);
      const token = randomText(32);
      const taken = await db
        .update(spacePairings)
        .set({ joinerKey: input.key, joinerProof: input.proof, joinerTokenHash: hashToken(token) })
        .where(
          and(
            eq(spacePairings.id, id),
            sql`${spacePairings.joinerKey} is null`,
            gte(spacePairings.expiresAt, clock.now()),
          ),
        )
        .returning({ id: spacePairings.id });
      if (taken.length > 0) return { token };
      if (await livePairing(id)) throw conflict(SPACE_ERRORS.pairingTaken);
      throw notFound(SPACE_ERRORS.pairingMissing);
    },

    /**
     * The inviter shows its key, once, and only after the joiner's key is stored (one conditional update, so two
     * reveals racing store one key). Another token (the joiner's too) reads as missing.
     */
    async revealPairing(id: string, token: string, input: { key: string; proof: string }): Promise<void> {
      const row = await livePairing(id);
      if (!row || !sameHash(token, row.inviterTokenHash)) throw notFound(SPACE_ERRORS.pairingMissing);
      if (!row.joinerKey) throw conflict(SPACE_ERRORS.pairingNotReady);
      if (row.inviterKey) throw conflict(SPACE_ERRORS.pairingRevealed);
      const revealed = await db
        .update(spacePairings)
        .set({ inviterKey: input.key, inviterProof: input.proof })
        .where(
          and(
            eq(spacePairings.id, id),
            sql`${spacePairings.inviterKey} is null`,
            sql`${spacePairings.joinerKey} is not null`,
            gte(spacePairings.expiresAt, clock.now()),
          ),
        )
        .returning({ id: spacePairings.id });
      if (revealed.length > 0) return;
      // Between the read and the update: another reveal won, or the pairing ended.
      if (await livePairing(id)) throw conflict(SPACE_ERRORS.pairingRevealed);
      throw notFound(SPACE_ERRORS.pairingMissing);
    },

    /**
     * One phone's confirmation, kept once as it came (the phones check it; the server cannot). The token says which
     * phone: `words` by either once both keys are out; `key` by the joiner once the key is sealed, then by the
     * inviter once the joiner's is in. One conditional update each, so two racing confirmations store one.
     */
    async confirmPairing(id: string, token: string, step: "words" | "key", mac: string): Promise<void> {
      const row = await livePairing(id);
      const role =
        row && sameHash(token, row.inviterTokenHash)
          ? "inviter"
          : row && sameHash(token, row.joinerTokenHash)
            ? "joiner"
            : null;
      if (!row || !role) throw notFound(SPACE_ERRORS.pairingMissing);
      const field: ConfirmField =
        step === "words"
          ? role === "inviter"
            ? "inviterConfirm"
            : "joinerConfirm"
          : role === "joiner"
            ? "joinerKeyConfirm"
            : "inviterKeyConfirm";
      // What must be stored before this confirmation may be: both keys; the sealed key; the joiner's key confirmation.
      const before: ReadyField[] =
        step === "words" ? ["inviterKey", "joinerKey"] : [role === "joiner" ? "sealed" : "joinerKeyConfirm"];
      if (before.some((name) => !row[name]))
        throw conflict(step === "words" ? SPACE_ERRORS.pairingNotReady : SPACE_ERRORS.pairingKeyNotReady);
      const stored = await db
        .update(spacePairings)
        .set({ [field]: mac })
        .where(
          and(
            eq(spacePairings.id, id),
            isNull(spacePairings[field]),
            ...before.map((name) => isNotNull(spacePairings[name])),
            gte(spacePairings.expiresAt, clock.now()),
          ),
        )
        .returning({ id: spacePairings.id });
      if (stored.length > 0) return;
      if (await livePairing(id)) throw conflict(SPACE_ERRORS.pairingConfirmed);
      throw notFound(SPACE_ERRORS.pairingMissing);
    },

    /**
     * The inviter leaves the sealed space key for the joiner, once both phones confirmed the words, and may replace
     * it until the joiner has confirmed the key. Another token (the joiner's too) reads as missing.
     */
    async sealPairing(id: string, token: string, sealed: string): Promise<void> {
      const row = await livePairing(id);
      if (!row || !sameHash(token, row.inviterTokenHash)) throw notFound(SPACE_ERRORS.pairingMissing);
      if (!row.joinerKey) throw conflict(SPACE_ERRORS.pairingNotReady);
      if (!row.inviterKey) throw conflict(SPACE_ERRORS.pairingNotRevealed);
      if (!row.inviterConfirm || !row.joinerConfirm) throw conflict(SPACE_ERRORS.pairingNotConfirmed);
      const stored = await db
        .update(spacePairings)
        .set({ sealed })
        .where(and(eq(spacePairings.id, id), sql`${spacePairings.joinerKeyConfirm} is null`))
        .returning({ id: spacePairings.id });
      if (stored.length === 0) throw conflict(SPACE_ERRORS.pairingConfirmed);
    },

    /** Either phone ends the pairing (cancelled, or the joiner has opened the sealed key). */
    async cancelPairing(id: string, token: string): Promise<void> {
      const row = await livePairing(id);
      if (!row || !(sameHash(token, row.inviterTokenHash) || sameHash(token, row.joinerTokenHash)))
        throw notFound(SPACE_ERRORS.pairingMissing);
      await db.delete(spacePairings).where(eq(spacePairings.id, id));
    },

    /** Deletes expired pairings; returns how many. */
    async sweepPairings(): Promise<number> {
      const deleted = await db
        .delete(spacePairings)
        .where(lt(spacePairings.expiresAt, clock.now()))
        .returning({ id: spacePairings.id });
      return deleted.length;
    },

    // ---- Spaces ----

    /**
     * A new space under the id and access token the inviting phone derived from the space key. An id already taken
     * is answered as a new one would be and nothing is stored: "exists" would tell whoever guessed or saw an id that a
     * couple's space is there, and the phone that really made it (a resend) already has it.
     */
    async createSpace(space: string, access: string, address: string, proof?: string): Promise<void> {
      const limit = await opening("space", spaceLimit, address, proof);
      if (!limit.allowed) throw rateLimited(SPACE_ERRORS.tooManySpaces, limit.retryAfterSeconds);
      const now = clock.now();
      await inStore(SPACE_ROW_BYTES, (tx) =>
        tx
          .insert(spaces)
          .values({ id: space, accessHash: hashToken(access), createdAt: now, lastActiveAt: now })
          .onConflictDoNothing(),
      );
    },

    authenticate,

    /** A phone says hello: its access is checked and the space touched (it is in use). False: missing. */
    async hello(space: string, access: string): Promise<boolean> {
      if (!(await authenticate(space, access))) return false;
      await db.update(spaces).set({ lastActiveAt: clock.now() }).where(eq(spaces.id, space));
      return true;
    },

    /**
     * Every blob after `after` with the seq the phone is then up to. The space's seq is read before the blobs, so
     * `seq` never runs past what they hold (pushes commit in seq order). Missing: the space is gone.
     */
    async welcome(space: string, after: number): Promise<{ seq: number; blobs: SpaceBlob[] }> {
      const [row] = await db.select({ seq: spaces.seq }).from(spaces).where(eq(spaces.id, space));
      if (!row) throw notFound(SPACE_ERRORS.missing);
      const blobs = await blobsAfter(space, after);
      return { seq: Math.max(row.seq, blobs.at(-1)?.seq ?? 0), blobs };
    },

    blobsAfter,

    /**
     * Stores one encrypted update as the space's next seq. Refused when the space would pass its bytes or its
     * updates (`full`: the phone compacts and sends it again), is gone (`missing`), the sender's address has spent
     * its day's bytes (429) or the store is full and nothing idle can go (507); an id stored before is answered
     * with its seq and `duplicate`.
     */
    async push(space: string, id: string, body: Uint8Array, address?: string): Promise<PushAnswer> {
      const now = clock.now().toISOString();
      const size = body.byteLength;
      await spend(address, size);
      // One statement, one round trip. `locked` takes the space's row lock first: a concurrent push waits for it
      // and then reads the row as that push left it (READ COMMITTED re-reads a locked row), so seqs follow each
      // other and bytes add up. The blob is inserted only when its id is new and the space has room; a copy of the
      // same id racing in another transaction meets the unique index and inserts nothing.
      const result = await inStore(size, (tx) =>
        tx.execute(sql`
        with locked as (
          select ${spaces.seq} as seq, ${spaces.bytes} as bytes, ${spaces.snapshotSeq} as snapshot_seq
          from ${spaces} where ${spaces.id} = ${space} for update
        ), stored as (
          select ${spaceBlobs.seq} as seq from ${spaceBlobs}
          where ${spaceBlobs.spaceId} = ${space} and ${spaceBlobs.id} = ${id} and ${spaceBlobs.kind} = 'update'
        ), inserted as (
          insert into ${spaceBlobs} (space_id, seq, id, kind, body, created_at)
          select ${space}::text, locked.seq + 1, ${id}::text, 'update', ${body}::bytea, ${now}::timestamptz from locked
          where not exists (select 1 from stored) and locked.bytes + ${size}::int <= ${maxSpaceBytes}::int
            and locked.seq - locked.snapshot_seq < ${maxUpdates}::int
          on conflict (space_id, id) where kind = 'update' do nothing
          returning seq
        ), counted as (
          update ${spaces} set seq = inserted.seq, bytes = ${spaces.bytes} + ${size}::int, last_active_at = ${now}::timestamptz
          from inserted where ${spaces.id} = ${space}
          returning ${spaces.seq}
        )
        select (select seq from locked) as current, (select seq from stored) as stored,
          (select seq from inserted) as inserted, (select count(*) from counted) as counted`),
      );
      const [row] = (result as unknown as { rows: Array<Record<string, number | string | null>> }).rows;
      const seqOf = (value: number | string | null | undefined) => (value == null ? null : Number(value));
      if (seqOf(row?.current) === null) throw notFound(SPACE_ERRORS.missing);
      const inserted = seqOf(row!.inserted);
      if (inserted !== null) return { id, seq: inserted };
      const stored = seqOf(row!.stored);
      if (stored !== null) {
        await db
          .update(spaces)
          .set({ lastActiveAt: new Date(now) })
          .where(eq(spaces.id, space));
        return { id, seq: stored, duplicate: true };
      }
      // Not stored and no copy seen: either the space is full, or a copy of this id committed while this push
      // waited for the lock (it was not yet visible to this statement). Look again.
      const [copy] = await db
        .select({ seq: spaceBlobs.seq })
        .from(spaceBlobs)
        .where(and(eq(spaceBlobs.spaceId, space), eq(spaceBlobs.id, id), eq(spaceBlobs.kind, "update")));
      if (copy) return { id, seq: copy.seq, duplicate: true };
      throw insufficientStorage(SPACE_ERRORS.full);
    },

    /**
     * Replaces every blob up to `covers` with one snapshot (stored at seq `covers`), in one transaction; the space's
     * size is counted again. A snapshot covering more than is stored, or no more than the stored one, is stale
     * (a first snapshot may cover 0, the inviting phone's upload into the new space, while nothing else is stored).
     */
    async snapshot(space: string, covers: number, body: Uint8Array, address?: string): Promise<SnapshotAnswer> {
      const now = clock.now();
      await spend(address, body.byteLength);
      const store = async (tx: Db): Promise<SnapshotAnswer> => {
        const [row] = await tx
          .update(spaces)
          .set({ lastActiveAt: now })
          .where(eq(spaces.id, space))
          .returning({ seq: spaces.seq, snapshotSeq: spaces.snapshotSeq });
        if (!row) throw notFound(SPACE_ERRORS.missing);
        const [current] = await tx
          .select({ seq: spaceBlobs.seq })
          .from(spaceBlobs)
          .where(and(eq(spaceBlobs.spaceId, space), eq(spaceBlobs.kind, "snapshot")));
        // A snapshot covering 0 is the inviting phone's first upload: only into a space with nothing in it yet.
        const stale = covers > row.seq || (current ? covers <= row.snapshotSeq : covers === 0 && row.seq > 0);
        if (stale) throw conflict(SPACE_ERRORS.staleSnapshot);
        await tx.delete(spaceBlobs).where(and(eq(spaceBlobs.spaceId, space), lte(spaceBlobs.seq, covers)));
        await tx
          .insert(spaceBlobs)
          .values({ spaceId: space, seq: covers, id: SNAPSHOT_ID, kind: "snapshot", body, createdAt: now });
        const [total] = await tx
          .select({ bytes: sql<number>`coalesce(sum(octet_length(${spaceBlobs.body})), 0)`.mapWith(Number) })
          .from(spaceBlobs)
          .where(eq(spaceBlobs.spaceId, space));
        // A snapshot larger than a whole space cannot be made to fit by tidying: it is refused for good.
        if (total!.bytes > maxSpaceBytes) throw insufficientStorage(SPACE_ERRORS.full);
        await tx.update(spaces).set({ bytes: total!.bytes, snapshotSeq: covers }).where(eq(spaces.id, space));
        return { seq: covers };
      };
      // One transaction either way: under the store's cap when there is one.
      return deps.quotas
        ? deps.quotas.write("our-space", store, { bytes: body.byteLength, message: SPACE_ERRORS.serverFull })
        : db.transaction(store);
    },

    /** Ends a space: its row and every blob (cascade) are deleted. */
    async end(space: string): Promise<boolean> {
      const deleted = await db.delete(spaces).where(eq(spaces.id, space)).returning({ id: spaces.id });
      return deleted.length > 0;
    },

    /** Marks spaces with phones connected as in use (an open connection counts as activity). */
    async touch(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(spaces)
        .set({ lastActiveAt: clock.now() })
        .where(inArray(spaces.id, [...ids]));
    },

    /** Deletes spaces idle for SPACE_IDLE_MS with everything in them; returns their ids so phones can be told. */
    async deleteIdle(): Promise<string[]> {
      const cutoff = new Date(clock.now().getTime() - SPACE_IDLE_MS);
      const deleted = await db.delete(spaces).where(lt(spaces.lastActiveAt, cutoff)).returning({ id: spaces.id });
      return deleted.map((row) => row.id);
    },

    /**
     * When the store is full: expired pairings, then the spaces idle longest (no push, hello or connection since
     * `idleBefore`), as many as free `bytes`. Returns the ended spaces' ids (their phones are told) and how many
     * items went.
     */
    async evictIdle(request: { bytes: number; idleBefore: Date }): Promise<{ spaces: string[]; items: number }> {
      const pairings = await db
        .delete(spacePairings)
        .where(lt(spacePairings.expiresAt, clock.now()))
        .returning({ id: spacePairings.id });
      const candidates = await db
        .select({ id: spaces.id, bytes: spaces.bytes })
        .from(spaces)
        .where(lt(spaces.lastActiveAt, request.idleBefore))
        .orderBy(spaces.lastActiveAt, spaces.id)
        .limit(EVICTION_BATCH);
      const chosen = oldestUpTo(
        candidates.map((row) => ({ id: row.id, bytes: row.bytes + SPACE_ROW_BYTES })),
        request.bytes - pairings.length * PAIRING_ROW_BYTES,
      );
      if (chosen.length === 0) return { spaces: [], items: pairings.length };
      // Still idle when deleted: a phone that came back meanwhile keeps its space.
      const gone = await db
        .delete(spaces)
        .where(
          and(
            inArray(
              spaces.id,
              chosen.map((row) => row.id),
            ),
            lt(spaces.lastActiveAt, request.idleBefore),
          ),
        )
        .returning({ id: spaces.id });
      return { spaces: gone.map((row) => row.id), items: pairings.length + gone.length };
    },

    /** The current seq of each of these spaces that still exists (one query). */
    seqs(ids: readonly string[]): Promise<Map<string, number>> {
      return currentSeqs(db, spaces, ids);
    },
  };
}

export type SpaceService = ReturnType<typeof createSpaceService>;
