/**
 * Two-phone rooms: creating and joining (a public API other features may reuse for pairing two phones), applying
 * moves through each game's pure rules, ending rooms and deleting idle ones. State lives in the database so any
 * instance can serve either phone; the hub (hub.ts) fans changes out to the connected phones.
 */
import crypto from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { ROOM_RULES, gameNeedsPositions, initialRoomState } from "@domain/rooms";
import {
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_ERRORS,
  type RoomGameId,
  type RoomView,
  type Seat,
} from "@domain/rooms/protocol";
import type { WheelPosition } from "@domain/position-games/wheel-segments";
import type { RoomCredentials } from "@domain/rooms/credentials";
import type { Db } from "../../db/client";
import { rooms } from "../../db/schema";
import type { WorkPolicy } from "@domain/proof-of-work";
import { conflict, DomainError, notFound, rateLimited } from "../../base/errors";
import type { Clock } from "../../base/clock";
import { currentSeqs } from "../fan-out";
import type { ProofOfWork } from "../proof-of-work";
import type { RateLimitRule, RateLimitService } from "../rate-limits";
import { oldestUpTo, type StorageQuotas } from "../storage-quotas";

export const ROOM_IDLE_MS = 24 * 3_600_000;
/**
 * Rooms one address may open an hour: the first ROOM_OPENS_FREE ones free, then each with proof-of-work that grows
 * with the count, up to this ceiling (a carrier's address holds thousands of phones; docs/decisions/013).
 */
export const ROOM_CREATE_LIMIT: RateLimitRule = { bucket: "room-create", limit: 5000, windowMs: 3_600_000 };
export const ROOM_OPENS_FREE = 20;
/**
 * Joining by code: a couple needs one or two tries; guessing needs millions. Past the free ones each join costs
 * work, and at the ceiling it stops (answered like a missing room).
 */
export const ROOM_JOIN_LIMIT: RateLimitRule = { bucket: "room-join", limit: 5000, windowMs: 10 * 60_000 };
export const ROOM_JOINS_FREE = 20;
/** The work past the free actions when none is configured (WORK_BASE_BITS, WORK_MAX_BITS). */
export const DEFAULT_WORK_BITS = { baseBits: 12, maxBits: 20 } as const;

export type RoomRow = typeof rooms.$inferSelect;
const ROOM_CACHE_SIZE = 5000;

export type { RoomCredentials } from "@domain/rooms/credentials";

export type MoveOutcome =
  | { kind: "applied"; row: RoomRow }
  /** The same move (by the phone's id) was applied before, e.g. by an instance that died before answering. */
  | { kind: "applied-before"; row: RoomRow }
  | { kind: "stale"; row: RoomRow }
  | { kind: "rejected"; row: RoomRow; error: string }
  /** Not stored: the room would pass its size, or the store of rooms is full (insufficient storage). */
  | { kind: "no-room"; row: RoomRow; error: string }
  | { kind: "missing" };

/** A draw in [0, 1) from the operating system's CSPRNG (48 bits). */
export const cryptoRandom = () => crypto.randomInt(2 ** 47) / 2 ** 47;

const hashSecret = (secret: string) => crypto.createHash("sha256").update(secret).digest("base64url");

function sameSecret(secret: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const lastMoveOf = (row: RoomRow, seat: Seat): string | null =>
  (seat === 0 ? row.hostLastMove : row.guestLastMove) ?? null;

export function newRoomCode(): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[crypto.randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

export interface RoomServiceDeps {
  db: Db;
  clock: Clock;
  rateLimits: RateLimitService;
  /** Wheel positions for Spin for Desire and the Position Wheel. */
  wheelPositions: () => Promise<readonly WheelPosition[]>;
  /** Game draws; the CSPRNG unless a test injects a seeded source. */
  random?: () => number;
  /** Rooms one address may open an hour, and joins per ten minutes (ROOM_CREATE_LIMIT / ROOM_JOIN_LIMIT). */
  opensPerHour?: number;
  joinsPerTenMinutes?: number;
  /** Of those, how many go through without proof-of-work (ROOM_OPENS_FREE / ROOM_JOINS_FREE). */
  opensFree?: number;
  joinsFree?: number;
  /** Signs and checks the work; its bits (DEFAULT_WORK_BITS). */
  proofOfWork: ProofOfWork;
  workBits?: { baseBits: number; maxBits: number };
  /** The store's overall cap and its eviction (absent: no overall cap). */
  quotas?: StorageQuotas;
  /** The largest game state a room may hold, in bytes of its JSON (ROOM_MAX_STATE_BYTES). */
  maxStateBytes?: number;
}

export const DEFAULT_ROOM_MAX_STATE_BYTES = 64 * 1024;
/** About what a room's row weighs beside its state (ids, hashes, times), for eviction's sums. */
const ROOM_ROW_BYTES = 400;

export function createRoomService(deps: RoomServiceDeps) {
  const { db, clock } = deps;
  const random = deps.random ?? cryptoRandom;
  const createLimit: RateLimitRule = { ...ROOM_CREATE_LIMIT, limit: deps.opensPerHour ?? ROOM_CREATE_LIMIT.limit };
  const joinLimit: RateLimitRule = { ...ROOM_JOIN_LIMIT, limit: deps.joinsPerTenMinutes ?? ROOM_JOIN_LIMIT.limit };
  const maxStateBytes = deps.maxStateBytes ?? DEFAULT_ROOM_MAX_STATE_BYTES;
  const workBits = deps.workBits ?? DEFAULT_WORK_BITS;
  const createWork: WorkPolicy = { free: deps.opensFree ?? ROOM_OPENS_FREE, ...workBits };
  const joinWork: WorkPolicy = { free: deps.joinsFree ?? ROOM_JOINS_FREE, ...workBits };

  /** A write into the store of rooms, under its overall cap (evicting idle rooms first, else 507). */
  async function stored<T>(bytes: number, write: (tx: Db) => PromiseLike<T>): Promise<T> {
    if (!deps.quotas) return write(db);
    return deps.quotas.write("rooms", write, { bytes: bytes + ROOM_ROW_BYTES, message: ROOM_ERRORS.serverFull });
  }

  /**
   * The last row this instance read or wrote per room, so a move costs one conditional UPDATE. The database stays
   * the truth: a cached row that another instance has moved past fails the update and is read again.
   */
  const recent = new Map<string, RoomRow>();
  const remember = (row: RoomRow) => {
    recent.delete(row.id);
    recent.set(row.id, row);
    if (recent.size > ROOM_CACHE_SIZE) recent.delete(recent.keys().next().value!);
    return row;
  };

  async function find(id: string): Promise<RoomRow | undefined> {
    const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
    if (row) remember(row);
    else recent.delete(id);
    return row;
  }

  return {
    /** `proof`: the request's solved work (WORK_HEADER), needed once the address has opened many rooms. */
    async create(game: RoomGameId, clientAddress: string, proof?: string): Promise<RoomCredentials> {
      const limit = await deps.proofOfWork.gate({
        purpose: "room",
        rule: createLimit,
        policy: createWork,
        address: clientAddress,
        proof,
      });
      if (!limit.allowed) {
        throw rateLimited("Too many rooms opened from here. Please try again a little later.", limit.retryAfterSeconds);
      }
      const positions = gameNeedsPositions(game) ? await deps.wheelPositions() : [];
      const state = initialRoomState(game, random, { positions });
      const secret = crypto.randomBytes(24).toString("base64url");
      for (let attempt = 0; ; attempt++) {
        const id = crypto.randomUUID();
        const code = newRoomCode();
        const inserted = await stored(Buffer.byteLength(JSON.stringify(state)), (tx) =>
          tx
            .insert(rooms)
            .values({ id, code, game, state, seq: 0, hostSecretHash: hashSecret(secret), lastMoveAt: clock.now() })
            .onConflictDoNothing()
            .returning({ id: rooms.id }),
        );
        if (inserted.length > 0) return { room: id, code, game, seat: 0, secret };
        if (attempt >= 5) throw new Error("could not find a free room code");
      }
    },

    /**
     * Takes the second seat of the room with this code. Past the free joins an address owes work (asked the same
     * for every code); past the ceiling an attempt is answered exactly like a missing room so guessing learns
     * nothing.
     */
    async join(code: string, clientAddress: string, proof?: string): Promise<RoomCredentials> {
      const limit = await deps.proofOfWork.gate({
        purpose: "join",
        rule: joinLimit,
        policy: joinWork,
        address: clientAddress,
        proof,
      });
      if (!limit.allowed) throw notFound(ROOM_ERRORS.missing);
      const [row] = await db.select().from(rooms).where(eq(rooms.code, code));
      if (!row) throw notFound(ROOM_ERRORS.missing);
      if (row.guestSecretHash) throw conflict(ROOM_ERRORS.full);
      const secret = crypto.randomBytes(24).toString("base64url");
      const taken = await db
        .update(rooms)
        .set({ guestSecretHash: hashSecret(secret) })
        .where(and(eq(rooms.id, row.id), isNull(rooms.guestSecretHash)))
        .returning({ id: rooms.id });
      if (taken.length === 0) throw conflict(ROOM_ERRORS.full);
      return { room: row.id, code: row.code, game: row.game as RoomGameId, seat: 1, secret };
    },

    /** The seat a secret holds in a room, or null (unknown room or wrong secret look the same). */
    async authenticate(roomId: string, secret: string): Promise<{ seat: Seat; row: RoomRow } | null> {
      const row = await find(roomId);
      if (!row) return null;
      if (sameSecret(secret, row.hostSecretHash)) return { seat: 0, row };
      if (sameSecret(secret, row.guestSecretHash)) return { seat: 1, row };
      return null;
    },

    find,

    view(row: RoomRow, seat: Seat): RoomView {
      const game = row.game as RoomGameId;
      return {
        game,
        seq: row.seq,
        seat,
        partnerJoined: Boolean(row.guestSecretHash),
        lastMoveId: lastMoveOf(row, seat),
        state: ROOM_RULES[game].view(row.state, seat),
      };
    },

    /**
     * Applies a move made on `seq`. A move made on another seq (a duplicate, or one made on an older state) is
     * answered with the current state and not applied; the update is conditional on seq, so two instances can
     * never both apply a move to the same state. A move that carries the id of the seat's last applied move was
     * applied already (a phone resending it after its instance died before answering): it is reported as such.
     */
    async move(
      roomId: string,
      seat: Seat,
      seq: number,
      move: { game: string; type: string },
      id?: string,
    ): Promise<MoveOutcome> {
      let row = recent.get(roomId);
      if (!row || seq !== row.seq) row = await find(roomId);
      if (!row) return { kind: "missing" };
      if (id !== undefined && lastMoveOf(row, seat) === id) return { kind: "applied-before", row };
      if (seq !== row.seq) return { kind: "stale", row };
      if (move.game !== row.game) return { kind: "rejected", row, error: ROOM_ERRORS.wrongGame };
      const rules = ROOM_RULES[row.game as RoomGameId];
      const parsed = rules.moveSchema.safeParse(move);
      if (!parsed.success) return { kind: "rejected", row, error: ROOM_ERRORS.malformed };
      const result = rules.apply(row.state, seat, parsed.data, random);
      if (!result.ok) return { kind: "rejected", row, error: result.error };
      const stateBytes = Buffer.byteLength(JSON.stringify(result.state));
      if (stateBytes > maxStateBytes) return { kind: "no-room", row, error: ROOM_ERRORS.stateTooLarge };
      const before = row;
      let updated: RoomRow | undefined;
      try {
        [updated] = await stored(stateBytes, (tx) =>
          tx
            .update(rooms)
            .set({
              state: result.state,
              seq: before.seq + 1,
              lastMoveAt: clock.now(),
              [seat === 0 ? "hostLastMove" : "guestLastMove"]: id ?? null,
            })
            .where(and(eq(rooms.id, roomId), eq(rooms.seq, before.seq)))
            .returning(),
        );
      } catch (error) {
        // The store is full: the move is refused to its phone, like any other move that cannot be played.
        if (error instanceof DomainError && error.kind === "insufficient-storage")
          return { kind: "no-room", row, error: error.message };
        throw error;
      }
      if (updated) return { kind: "applied", row: remember(updated) };
      const current = await find(roomId);
      return current ? { kind: "stale", row: current } : { kind: "missing" };
    },

    /** Ends a room for both phones: the row is deleted. */
    async end(roomId: string): Promise<boolean> {
      recent.delete(roomId);
      const deleted = await db.delete(rooms).where(eq(rooms.id, roomId)).returning({ id: rooms.id });
      return deleted.length > 0;
    },

    /** Deletes rooms without a move for 24 hours; returns their ids so connected phones can be told. */
    async deleteIdle(): Promise<string[]> {
      const cutoff = new Date(clock.now().getTime() - ROOM_IDLE_MS);
      const deleted = await db.delete(rooms).where(lt(rooms.lastMoveAt, cutoff)).returning({ id: rooms.id });
      for (const row of deleted) recent.delete(row.id);
      return deleted.map((row) => row.id);
    },

    /**
     * When the store is full: the rooms without a move for longest (none since `idleBefore`), as many as free
     * `bytes`. Returns their ids so connected phones can be told.
     */
    async evictIdle(request: { bytes: number; idleBefore: Date }): Promise<string[]> {
      const candidates = await db
        .select({ id: rooms.id, bytes: sql<number>`octet_length(${rooms}::text)`.mapWith(Number) })
        .from(rooms)
        .where(lt(rooms.lastMoveAt, request.idleBefore))
        .orderBy(rooms.lastMoveAt, rooms.id)
        .limit(500);
      const chosen = oldestUpTo(candidates, request.bytes);
      if (chosen.length === 0) return [];
      const deleted = await db
        .delete(rooms)
        .where(
          and(
            inArray(
              rooms.id,
              chosen.map((row) => row.id),
            ),
            lt(rooms.lastMoveAt, request.idleBefore),
          ),
        )
        .returning({ id: rooms.id });
      for (const row of deleted) recent.delete(row.id);
      return deleted.map((row) => row.id);
    },

    /** The current seq of each of these rooms that still exists (one query). */
    seqs(ids: readonly string[]): Promise<Map<string, number>> {
      return currentSeqs(db, rooms, ids);
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
