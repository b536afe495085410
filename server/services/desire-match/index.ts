import crypto from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { z } from "zod";
import { DESIRE_LEVELS, type DesireLevel } from "@domain/desire-match/deck";
import { decodePoint } from "@domain/desire-match/psi";
import type { Db } from "../../db/client";
import { desireMatches } from "../../db/schema";
import { badRequest, conflict, HttpError, notFound } from "../../errors";
import type { Clock } from "../clock";

/** A match ends an hour after it started, whatever happened: its rows are deleted. */
export const DESIRE_MATCH_TTL_MS = 3_600_000;
/** The most cards a phone can say yes or maybe to (the largest deck is about 120). */
export const MAX_POINTS = 200;

export const DESIRE_MATCH_MESSAGES = {
  full: "This match already has two phones. Start a new one to play.",
  unknown: "This match does not exist or has ended. Start a new one.",
  replay: "This step was already sent.",
} as const;

const point = z.string().regex(/^[0-9a-f]{64}$/, "must be a 32-byte point in hex");
const pointSet = z.object({ yes: z.array(point).max(MAX_POINTS), maybe: z.array(point).max(MAX_POINTS) }).strict();
const messageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("salt"), payload: z.string().regex(/^[0-9a-f]{64}$/, "must be 32 bytes in hex") }).strict(),
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
      const updated = await db.update(desireMatches).set({ guestTokenHash: hash(guestToken) }).where(eq(desireMatches.id, id)).returning({ id: desireMatches.id });
      if (!updated.length) throw notFound(DESIRE_MATCH_MESSAGES.unknown);
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
        throw badRequest("Invalid match message", Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "body", issue.message])));
      }
      const message = parsed.data;
      if (message.kind === "blinded" || message.kind === "reblinded") {
        try {
          for (const hex of [...message.payload.yes, ...message.payload.maybe]) decodePoint(hex);
        } catch {
          throw badRequest("Invalid match message", { payload: "not a valid ristretto255 point" });
        }
      }
      const { row, role } = await roleOf(id, secret);
      const mine = role === "host" ? row.hostMessages : row.guestMessages;
      if (message.kind in mine) throw new HttpError(409, DESIRE_MATCH_MESSAGES.replay);
      const next = { ...mine, [message.kind]: message.payload };
      const theirs = role === "host" ? row.guestMessages : row.hostMessages;
      if (message.kind === "done" && "done" in theirs) {
        // Both phones have their result: nothing of the match stays on the server.
        await db.delete(desireMatches).where(eq(desireMatches.id, id));
        return;
      }
      await db.update(desireMatches).set(role === "host" ? { hostMessages: next } : { guestMessages: next }).where(eq(desireMatches.id, id));
    },
  };
}

export type DesireMatchService = ReturnType<typeof createDesireMatchService>;
export { DESIRE_LEVELS };
