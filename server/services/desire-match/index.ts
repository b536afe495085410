import crypto from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { DESIRE_LEVELS, type DesireLevel } from "@domain/desire-match/deck";
import { DESIRE_MATCH_STEPS, STEP_SEALED_CHARS, type DesireMatchStep } from "@domain/desire-match/api";
import { LIMIT_STEP_SEALED_CHARS } from "@domain/tonight-limit/api";
import type { Db } from "../../db/client";
import { desireMatches } from "../../db/schema";
import { conflict, invalidInput, notFound } from "../../base/errors";
import type { Clock } from "../../base/clock";
import type { RateLimitRule } from "../rate-limits";
import { oldestUpTo, type StorageQuotas } from "../storage-quotas";

/** A match ends an hour after it started, whatever happened: its rows are deleted. */
export const DESIRE_MATCH_TTL_MS = 3_600_000;

export const DESIRE_MATCH_MESSAGES = {
  full: "This match already has two phones. Start a new one to play.",
  unknown: "This match does not exist or has ended. Start a new one.",
  replay: "This step was already sent.",
  serverFull: "Our server has no room for another match just now. Please try again in a little while.",
} as const;

/** Tonight's limit's words for the same refusals (docs/decisions/011). */
type RelayMessages = Readonly<Record<keyof typeof DESIRE_MATCH_MESSAGES, string>>;

export const TONIGHT_LIMIT_MESSAGES: RelayMessages = {
  full: "Tonight's limit already has two phones. Start again together to set it.",
  unknown: "This link for tonight's limit has ended or is not complete. Start again together.",
  replay: "This step was already sent.",
  serverFull: "Our server has no room just now. Please try again in a little while.",
};

/**
 * What the relay carries: the desire match, or tonight's limit (the same relay and store, its own step size and
 * words). A row of one kind is unknown to the other: a limit's link cannot be played as a match.
 */
export type RelayKind = "desire-match" | "tonight-limit";

const RELAY_KINDS: Readonly<
  Record<RelayKind, { stepChars: number; messages: RelayMessages; bucket: string; rowBytes: number }>
> = {
  "desire-match": {
    stepChars: STEP_SEALED_CHARS,
    messages: DESIRE_MATCH_MESSAGES,
    bucket: "desire-match-create",
    rowBytes: 40 * 1024,
  },
  "tonight-limit": {
    stepChars: LIMIT_STEP_SEALED_CHARS,
    messages: TONIGHT_LIMIT_MESSAGES,
    bucket: "tonight-limit-create",
    rowBytes: 4 * 1024,
  },
};

/**
 * Matches one client address may start an hour (DESIRE_MATCHES_PER_HOUR), the ceiling past the free ones and the
 * work (http/work-gate.ts); tonight's limits have a bucket of their own.
 */
export const DESIRE_MATCH_CREATE_LIMIT: RateLimitRule = {
  bucket: "desire-match-create",
  limit: 2000,
  windowMs: 3_600_000,
};
export interface DesireMatchOptions {
  /** What this relay carries (absent: the desire match). */
  kind?: RelayKind;
  /** The store's overall cap and its eviction (absent: no overall cap). */
  quotas?: StorageQuotas;
  perHour?: number;
}

// All the relay can check: which step, and that it is one sealed step of the one size every step of its kind has.
// What it carries opens only on the partner's phone (domain/desire-match/channel.ts).
const messageSchema = (stepChars: number) =>
  z
    .object({
      kind: z.enum(DESIRE_MATCH_STEPS, { error: `kind must be one of ${DESIRE_MATCH_STEPS.join(", ")}` }),
      sealed: z
        .string()
        .length(stepChars, `must be one sealed step (${stepChars} characters)`)
        .regex(/^[A-Za-z0-9_-]+$/, "must be base64url"),
    })
    .strict();

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
const token = () => crypto.randomBytes(24).toString("base64url");
const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The relay of the desire match (docs/decisions/005), and of tonight's limit (`kind`, docs/decisions/011): pairs two phones with a one-time link and passes their sealed
 * steps between them. It checks only a step's kind and size and that each is sent once; it holds no key, so it can
 * neither read, forge nor compare what it stores.
 */
export function createDesireMatchService(db: Db, clock: Clock, options: DesireMatchOptions = {}) {
  const kind: RelayKind = options.kind ?? "desire-match";
  const { stepChars, bucket, rowBytes } = RELAY_KINDS[kind];
  const MESSAGES = RELAY_KINDS[kind].messages;
  const schema = messageSchema(stepChars);
  async function sweep() {
    return db.delete(desireMatches).where(lt(desireMatches.expiresAt, clock.now())).returning({ id: desireMatches.id });
  }

  /** A write into the store of matches, under its overall cap (evicting ended matches first, else 507). */
  async function stored<T>(write: (tx: Db) => PromiseLike<T>): Promise<T> {
    if (!options.quotas) return write(db);
    return options.quotas.write("desire-matches", write, {
      bytes: rowBytes,
      message: MESSAGES.serverFull,
    });
  }

  async function find(id: string) {
    if (!/^[A-Za-z0-9_-]{16,40}$/.test(id)) return undefined;
    const [row] = await db
      .select()
      .from(desireMatches)
      .where(and(eq(desireMatches.id, id), eq(desireMatches.kind, kind)));
    return row && row.expiresAt.getTime() > clock.now().getTime() ? row : undefined;
  }

  async function roleOf(id: string, secret: string | undefined) {
    const row = await find(id);
    if (!row || !secret) throw notFound(MESSAGES.unknown);
    const digest = hash(secret);
    if (same(digest, row.hostTokenHash)) return { row, role: "host" as const };
    if (row.guestTokenHash && same(digest, row.guestTokenHash)) return { row, role: "guest" as const };
    throw notFound(MESSAGES.unknown);
  }

  return {
    sweep,
    createLimit: { ...DESIRE_MATCH_CREATE_LIMIT, bucket, limit: options.perHour ?? DESIRE_MATCH_CREATE_LIMIT.limit },

    /**
     * When the store is full: expired matches, then those started longest ago (before `idleBefore`; a match lasts
     * an hour at most), as many as free `bytes`. Returns how many went.
     */
    async evictIdle(request: { bytes: number; idleBefore: Date }): Promise<number> {
      const expired = (await sweep()).length;
      const candidates = await db
        .select({ id: desireMatches.id, bytes: sql<number>`octet_length(${desireMatches}::text)`.mapWith(Number) })
        .from(desireMatches)
        .where(lt(desireMatches.createdAt, request.idleBefore))
        .orderBy(desireMatches.createdAt, desireMatches.id)
        .limit(500);
      const chosen = oldestUpTo(candidates, request.bytes);
      if (chosen.length === 0) return expired;
      const gone = await db
        .delete(desireMatches)
        .where(
          inArray(
            desireMatches.id,
            chosen.map((row) => row.id),
          ),
        )
        .returning({ id: desireMatches.id });
      return expired + gone.length;
    },

    /** A new match (its deck's level), or a new limit (no level). */
    async create<L extends DesireLevel | null>(level: L) {
      await sweep();
      const id = crypto.randomBytes(16).toString("base64url");
      const hostToken = token();
      const joinToken = token();
      const now = clock.now();
      await stored((tx) =>
        tx.insert(desireMatches).values({
          id,
          kind,
          level,
          hostTokenHash: hash(hostToken),
          joinTokenHash: hash(joinToken),
          createdAt: now,
          expiresAt: new Date(now.getTime() + DESIRE_MATCH_TTL_MS),
        }),
      );
      return { id, hostToken, joinToken, level };
    },

    /**
     * The partner's phone joins with the link's one-time token; a third device is refused. (`level` here and in
     * read: a desire match's rows always have one; a limit's have none, and its routes leave it out.)
     */
    async join(id: string, joinToken: string) {
      const row = await find(id);
      if (!row || !same(hash(joinToken), row.joinTokenHash)) throw notFound(MESSAGES.unknown);
      if (row.guestTokenHash) throw conflict(MESSAGES.full);
      const guestToken = token();
      // One statement decides: of phones joining at once, only the one whose update finds the seat empty wins.
      const updated = await db
        .update(desireMatches)
        .set({ guestTokenHash: hash(guestToken) })
        .where(and(eq(desireMatches.id, id), eq(desireMatches.kind, kind), isNull(desireMatches.guestTokenHash)))
        .returning({ id: desireMatches.id });
      if (!updated.length) {
        if (await find(id)) throw conflict(MESSAGES.full);
        throw notFound(MESSAGES.unknown);
      }
      return { guestToken, level: row.level as DesireLevel };
    },

    /** What this phone may read: its role, the level, whether the partner is here, and the partner's messages. */
    async read(id: string, secret: string | undefined) {
      const { row, role } = await roleOf(id, secret);
      return {
        role,
        level: row.level as DesireLevel,
        partnerJoined: Boolean(row.guestTokenHash),
        partner: (role === "host" ? row.guestMessages : row.hostMessages) as Partial<Record<DesireMatchStep, string>>,
        sent: Object.keys(role === "host" ? row.hostMessages : row.guestMessages) as DesireMatchStep[],
      };
    },

    async post(id: string, secret: string | undefined, body: unknown) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw invalidInput(
          "Invalid match message",
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "body", issue.message])),
        );
      }
      const message = parsed.data;
      const { role } = await roleOf(id, secret);
      const mineColumn = role === "host" ? desireMatches.hostMessages : desireMatches.guestMessages;
      // Read-modify-write in one statement: the step is added only if this phone has not sent it yet, so of two
      // posts of the same step at once exactly one is kept and the other gets 409.
      const [saved] = await stored((tx) =>
        tx
          .update(desireMatches)
          .set(
            role === "host"
              ? {
                  hostMessages: sql`${desireMatches.hostMessages} || jsonb_build_object(${message.kind}::text, ${message.sealed}::text)`,
                }
              : {
                  guestMessages: sql`${desireMatches.guestMessages} || jsonb_build_object(${message.kind}::text, ${message.sealed}::text)`,
                },
          )
          .where(
            and(
              eq(desireMatches.id, id),
              eq(desireMatches.kind, kind),
              sql`not jsonb_exists(${mineColumn}, ${message.kind}::text)`,
            ),
          )
          .returning({ hostMessages: desireMatches.hostMessages, guestMessages: desireMatches.guestMessages }),
      );
      if (!saved) {
        if (await find(id)) throw conflict(MESSAGES.replay);
        throw notFound(MESSAGES.unknown);
      }
      if ("done" in saved.hostMessages && "done" in saved.guestMessages) {
        // Both phones have their result: nothing of the match stays on the server.
        await db.delete(desireMatches).where(eq(desireMatches.id, id));
      }
    },
  };
}

export type DesireMatchService = ReturnType<typeof createDesireMatchService>;
export { DESIRE_LEVELS };
