import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

const KEY = "site_secret";

/**
 * A random secret created on first start and shared by every instance through the database. It salts the
 * hashes of client addresses (rate limits, lockouts), so that no address is ever stored.
 */
export async function loadSiteSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return String(row!.value);
}
