import crypto from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { DESIRE_LEVELS, type DesireLevel } from "@domain/desire-match/deck";
import { DESIRE_MATCH_STEPS, STEP_SEALED_CHARS, type DesireMatchStep } from "@domain/desire-match/api";
import type { Db } from "../../db/client";
import { desireMatches } from "../../db/schema";
import { conflict, invalidInput, notFound } from "../../base/errors";
import type { Clock } from "../../base/clock";

/** A match ends an hour after it started, whatever happened: its rows are deleted. */
export const DESIRE_MATCH_TTL_MS = 3_600_000;

export const DESIRE_MATCH_MESSAGES = {
  full: "This match already has two phones. Start a new one to play.",
  unknown: "This match does not exist or has ended. Start a new one.",
  replay: "This step was already sent.",
} as const;

// All the relay can check: which step, and that it is one sealed step of the one size every step has. What it
// carries opens only on the partner's phone (domain/desire-match/channel.ts).
const messageSchema = z
  .object({
    kind: z.enum(DESIRE_MATCH_STEPS, { error: `kind must be one of ${DESIRE_MATCH_STEPS.join(", ")}` }),
    sealed: z
      .string()
      .length(STEP_SEALED_CHARS, `must be one sealed step (${STEP_SEALED_CHARS} characters)`)
      .regex(/^[A-Za-z0-9_-]+$/, "must be base64url"),
  })
  .strict();

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
const token = () => crypto.randomBytes(24).toString("base64url");
const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The relay of the desire match (docs/decisions/005): pairs two phones with a one-time link and passes their sealed
 * steps between them. It checks only a step's kind and size and that each is sent once; it holds no key, so it can
 * neither read, forge nor compare what it stores.
 */
export function createDesireMatchService(db: Db, clock: Clock) {
  async function sweep() {
    await db.delete(desireMatches).where(lt(desireMatches.expiresAt, clock.now()));
  }

  async function find(id: string) {
    if (!/^[A-Za-z0-9_-]{16,40}$/.test(id)) return undefined;
    const [row] = await db.select().from(desireMatches).where(eq(desireMatches.id, id));
    return row && row.expiresAt.getTime() > clock.now().getTime() ? row : undefined;
  }

  async function roleOf(id: string, secret: string | undefined) {
    const row = await find(id);
    if (!row || !secret) throw notFound(DESIRE_MATCH_MESSAGES.unknown);
    const digest = hash(secret);
    if (same(digest, row.hostTokenHash)) return { row, role: "host" as const };
    if (row.guestTokenHash && same(digest, row.guestTokenHash)) return { row, role: "guest" as const };
    throw notFound(DESIRE_MATCH_MESSAGES.unknown);
  }

  return {
    sweep,

    async create(level: DesireLevel) {
      await sweep();
      const id = crypto.randomBytes(16).toString("base64url");
      const hostToken = token();
      const joinToken = token();
      const now = clock.now();
      await db.insert(desireMatches).values({
        id,
        level,
        hostTokenHash: hash(hostToken),
        joinTokenHash: hash(joinToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + DESIRE_MATCH_TTL_MS),
      });
      return { id, hostToken, joinToken, level };
    },

    /** The partner's phone joins with the link's one-time token; a third device is refused. */
    async join(id: string, joinToken: string) {
      const row = await find(id);
      if (!row || !same(hash(joinToken), row.joinTokenHash)) throw notFound(DESIRE_MATCH_MESSAGES.unknown);
      if (row.guestTokenHash) throw conflict(DESIRE_MATCH_MESSAGES.full);
      const guestToken = token();
      // One statement decides: of phones joining at once, only the one whose update finds the seat empty wins.
      const updated = await db
        .update(desireMatches)
        .set({ guestTokenHash: hash(guestToken) })
        .where(and(eq(desireMatches.id, id), isNull(desireMatches.guestTokenHash)))
        .returning({ id: desireMatches.id });
      if (!updated.length) {
        if (await find(id)) throw conflict(DESIRE_MATCH_MESSAGES.full);
        throw notFound(DESIRE_MATCH_MESSAGES.unknown);
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
      const parsed = messageSchema.safeParse(body);
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
      const [saved] = await db
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
        .where(and(eq(desireMatches.id, id), sql`not jsonb_exists(${mineColumn}, ${message.kind}::text)`))
        .returning({ hostMessages: desireMatches.hostMessages, guestMessages: desireMatches.guestMessages });
      if (!saved) {
        if (await find(id)) throw conflict(DESIRE_MATCH_MESSAGES.replay);
        throw notFound(DESIRE_MATCH_MESSAGES.unknown);
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
