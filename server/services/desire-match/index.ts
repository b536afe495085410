import crypto from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { DESIRE_LEVELS, MAX_DESIRE_DECK_CARDS, type DesireLevel } from "@domain/desire-match/deck";
import { decodePoint } from "@domain/desire-match/psi";
import type { Db } from "../../db/client";
import { desireMatches } from "../../db/schema";
import { conflict, invalidInput, notFound } from "../../base/errors";
import type { Clock } from "../../base/clock";

/** A match ends an hour after it started, whatever happened: its rows are deleted. */
export const DESIRE_MATCH_TTL_MS = 3_600_000;
/** The most cards a phone can say yes or maybe to: the whole largest deck (desire-match/deck.ts) fits. */
export const MAX_POINTS = MAX_DESIRE_DECK_CARDS;

export const DESIRE_MATCH_MESSAGES = {
  full: "This match already has two phones. Start a new one to play.",
  unknown: "This match does not exist or has ended. Start a new one.",
  replay: "This step was already sent.",
} as const;

const point = z.string().regex(/^[0-9a-f]{64}$/, "must be a 32-byte point in hex");
const pointSet = z.object({ yes: z.array(point).max(MAX_POINTS), maybe: z.array(point).max(MAX_POINTS) }).strict();
const messageSchema = z.discriminatedUnion("kind", [
  z
    .object({ kind: z.literal("salt"), payload: z.string().regex(/^[0-9a-f]{64}$/, "must be 32 bytes in hex") })
    .strict(),
  z.object({ kind: z.literal("blinded"), payload: pointSet }).strict(),
  z.object({ kind: z.literal("reblinded"), payload: pointSet }).strict(),
  z.object({ kind: z.literal("done"), payload: z.object({}).strict() }).strict(),
]);
export type DesireMatchMessage = z.infer<typeof messageSchema>;

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("base64url");
const token = () => crypto.randomBytes(24).toString("base64url");
const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The relay of the desire match (see domain/desire-match/psi.ts): pairs two phones with a one-time link and passes
 * opaque messages between them. It checks their shape (well-formed points, bounded counts, each step once) but can
 * read nothing from them.
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
        partner: role === "host" ? row.guestMessages : row.hostMessages,
        sent: Object.keys(role === "host" ? row.hostMessages : row.guestMessages),
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
      if (message.kind === "blinded" || message.kind === "reblinded") {
        try {
          for (const hex of [...message.payload.yes, ...message.payload.maybe]) decodePoint(hex);
        } catch {
          throw invalidInput("Invalid match message", { payload: "not a valid ristretto255 point" });
        }
      }
      const { role } = await roleOf(id, secret);
      const mineColumn = role === "host" ? desireMatches.hostMessages : desireMatches.guestMessages;
      // Read-modify-write in one statement: the step is added only if this phone has not sent it yet, so of two
      // posts of the same step at once exactly one is kept and the other gets 409.
      const [saved] = await db
        .update(desireMatches)
        .set(
          role === "host"
            ? {
                hostMessages: sql`${desireMatches.hostMessages} || jsonb_build_object(${message.kind}::text, ${JSON.stringify(message.payload)}::jsonb)`,
              }
            : {
                guestMessages: sql`${desireMatches.guestMessages} || jsonb_build_object(${message.kind}::text, ${JSON.stringify(message.payload)}::jsonb)`,
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
