import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { AppConfig } from "../../base/config";
import type { Db } from "../../db/client";
import { adminSessions, adminUsers, loginFailures } from "../../db/schema";
import type { Logger } from "../../base/logger";
import { SESSION_TTL_MS } from "@domain/auth/session-cookie";
import type { Clock } from "../../base/clock";
import type { DomainErrorKind } from "../../base/errors";

export const MAX_LOGIN_ATTEMPTS = 3;
export const LOCKOUT_MS = 15 * 60 * 1000;
/** Failed sign-ins take at least this long, whatever failed, so timing reveals nothing. */
export const LOGIN_FAILURE_FLOOR_MS = 1000;
/**
 * Failures on one username from anywhere slow every further attempt on it (this, doubling per failure beyond the
 * third, up to USERNAME_SLOWDOWN_MAX_MS), instead of locking the name: strangers can then make guessing slow but can
 * never lock the owner out, whose own address and pair stay unlocked.
 */
export const USERNAME_SLOWDOWN_BASE_MS = 1000;
export const USERNAME_SLOWDOWN_MAX_MS = 30_000;

/** Delay before checking a password for a username that has failed `failures` times in the window. */
export function usernameSlowdownMs(failures: number): number {
  if (failures < MAX_LOGIN_ATTEMPTS) return 0;
  return Math.min(USERNAME_SLOWDOWN_MAX_MS, USERNAME_SLOWDOWN_BASE_MS * 2 ** (failures - MAX_LOGIN_ATTEMPTS));
}

type FailureScope = "pair" | "username" | "address";

export const AUTH_MESSAGES = {
  locked: "Too many failed attempts. Please try again in 15 minutes.",
  nowLocked: "Account locked due to too many failed attempts. Try again in 15 minutes.",
  invalid: (remaining: number) => `Invalid credentials. ${remaining} attempts remaining.`,
  failed: "Login failed. Please try again.",
  required: "Username and password are required.",
} as const;

export type LoginResult =
  | { ok: true; username: string; token: string; expiresAt: Date }
  | {
      ok: false;
      /** What went wrong, in domain terms; the HTTP edge maps it to a status (server/http/errors.ts). */
      kind: Extract<DomainErrorKind, "invalid-input" | "unauthenticated" | "rate-limited">;
      error: string;
      attemptsRemaining: number;
      retryAfterSeconds?: number;
    };

const argonOptions = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Hashes a client address into a stable key (never the address itself). */
  addressKey: (address: string) => string;
  failureFloorMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export function createAuthService(deps: AuthDeps) {
  const { db, clock, logger } = deps;
  const failureFloorMs = deps.failureFloorMs ?? LOGIN_FAILURE_FLOOR_MS;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Verifying against a real hash for unknown usernames keeps their timing identical to a wrong password.
  const dummyHash = hash(crypto.randomBytes(16).toString("hex"), argonOptions);

  async function failuresFor(keys: Array<{ scope: FailureScope; key: string }>) {
    const now = clock.now().getTime();
    const rows = await db
      .select()
      .from(loginFailures)
      .where(or(...keys.map((entry) => and(eq(loginFailures.scope, entry.scope), eq(loginFailures.key, entry.key)))));
    let worst = 0;
    let lastFailure = 0;
    for (const row of rows) {
      // The lock ends exactly 15 minutes after the last failure.
      if (row.lastFailureAt.getTime() + LOCKOUT_MS <= now) continue;
      if (row.failures > worst) worst = row.failures;
      lastFailure = Math.max(lastFailure, row.lastFailureAt.getTime());
    }
    return { failures: worst, lastFailure };
  }

  /** Counts a failure under every key; answers the highest count among the keys that lock (`locking`). */
  async function recordFailure(
    keys: Array<{ scope: FailureScope; key: string }>,
    locking: ReadonlySet<FailureScope>,
  ): Promise<number> {
    const now = clock.now();
    const stale = new Date(now.getTime() - LOCKOUT_MS);
    let worst = 0;
    for (const entry of keys) {
      const [row] = await db
        .insert(loginFailures)
        .values({ ...entry, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: [loginFailures.scope, loginFailures.key],
          set: {
            // A failure after the lockout window starts a fresh count.
            failures: sql`case when ${loginFailures.lastFailureAt} <= ${stale.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: loginFailures.failures });
      if (locking.has(entry.scope)) worst = Math.max(worst, row?.failures ?? 1);
    }
    return worst;
  }

  async function clearFailures(keys: Array<{ scope: FailureScope; key: string }>) {
    await db
      .delete(loginFailures)
      .where(or(...keys.map((entry) => and(eq(loginFailures.scope, entry.scope), eq(loginFailures.key, entry.key)))));
  }

  async function upsertAdmin(username: string, password: string) {
    const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
    if (existing) {
      if (await verify(existing.passwordHash, password).catch(() => false)) return "unchanged" as const;
      await db
        .update(adminUsers)
        .set({ passwordHash: await hash(password, argonOptions), updatedAt: clock.now() })
        .where(eq(adminUsers.id, existing.id));
      // A changed password signs every session out.
      await db.delete(adminSessions).where(eq(adminSessions.userId, existing.id));
      return "updated" as const;
    }
    await db.insert(adminUsers).values({ username, passwordHash: await hash(password, argonOptions) });
    return "created" as const;
  }

  return {
    /**
     * The first admin: from ADMIN_USERNAME/ADMIN_PASSWORD, or, when no admin exists and none is configured,
     * `admin` with a generated password printed once.
     */
    async ensureAdmin(
      config: Pick<AppConfig, "ADMIN_USERNAME" | "ADMIN_PASSWORD">,
    ): Promise<{ generatedPassword?: string }> {
      if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
        const outcome = await upsertAdmin(config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
        if (outcome !== "unchanged") logger.info(`admin account ${outcome} from the environment`);
        return {};
      }
      const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers)) as [
        { count: number },
      ];
      if (count > 0) return {};
      const generatedPassword = crypto.randomBytes(18).toString("base64url");
      await upsertAdmin("admin", generatedPassword);
      return { generatedPassword };
    },

    setPassword: upsertAdmin,

    async login(input: { username: string; password: string; address: string }): Promise<LoginResult> {
      const started = Date.now();
      const username = input.username.trim();
      if (!username || !input.password) {
        return {
          ok: false,
          kind: "invalid-input",
          error: AUTH_MESSAGES.required,
          attemptsRemaining: MAX_LOGIN_ATTEMPTS,
        };
      }
      // Locks: this username from this address (the pair), and this address whatever the username. The username on
      // its own is only slowed down (usernameSlowdownMs), so failures elsewhere never refuse the owner.
      const usernameKey = sha256(username.toLowerCase());
      const addressKey = deps.addressKey(input.address);
      const lockKeys = [
        { scope: "pair" as const, key: sha256(`${usernameKey}:${addressKey}`) },
        { scope: "address" as const, key: addressKey },
      ];
      const keys = [...lockKeys, { scope: "username" as const, key: usernameKey }];
      const padded = async <T>(result: T): Promise<T> => {
        const elapsed = Date.now() - started;
        if (elapsed < failureFloorMs) await sleep(failureFloorMs - elapsed);
        return result;
      };

      const before = await failuresFor(lockKeys);
      if (before.failures >= MAX_LOGIN_ATTEMPTS) {
        const retryAfterSeconds = Math.ceil((before.lastFailure + LOCKOUT_MS - clock.now().getTime()) / 1000);
        return padded({
          ok: false,
          kind: "rate-limited",
          error: AUTH_MESSAGES.locked,
          attemptsRemaining: 0,
          retryAfterSeconds,
        });
      }

      const slowdown = usernameSlowdownMs((await failuresFor([keys[2]!])).failures);
      if (slowdown > 0) await sleep(slowdown);

      const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
      const valid = user
        ? await verify(user.passwordHash, input.password).catch(() => false)
        : await verify(await dummyHash, input.password).then(
            () => false,
            () => false,
          );

      if (!user || !valid) {
        const failures = await recordFailure(keys, new Set<FailureScope>(["pair", "address"]));
        const remaining = Math.max(0, MAX_LOGIN_ATTEMPTS - failures);
        return padded({
          ok: false,
          kind: "unauthenticated",
          error: remaining === 0 ? AUTH_MESSAGES.nowLocked : AUTH_MESSAGES.invalid(remaining),
          attemptsRemaining: remaining,
        });
      }

      await clearFailures(keys);
      const token = crypto.randomBytes(32).toString("base64url");
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await db.insert(adminSessions).values({ tokenHash: sha256(token), userId: user.id, createdAt: now, expiresAt });
      await db.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
      return { ok: true, username: user.username, token, expiresAt };
    },

    /** The admin a session token belongs to, while the session is younger than 24 hours. */
    async sessionUser(token: string | undefined): Promise<{ username: string } | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ username: adminUsers.username, expiresAt: adminSessions.expiresAt })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
        .where(eq(adminSessions.tokenHash, sha256(token)));
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return null;
      return { username: row.username };
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, sha256(token)));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
