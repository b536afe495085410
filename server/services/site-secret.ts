import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

const KEY = "site_secret";

/**
 * A random secret created on first start and shared by every instance through the database. Mixed with the secret
 * kept outside the database (outsideSecret), it salts the hashes of client addresses (rate limits, lockouts, views),
 * so that no address is ever stored.
 */
export async function loadSiteSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return String(row!.value);
}

/**
 * The part of the address salt that is NOT in the database: SITE_SECRET when set (required with several instances,
 * which must share it), else a random secret file in DATA_DIR made on first start (readable by the owner only).
 * A leaked database alone then cannot be used to try every IPv4 address against its hashes.
 */
export function outsideSecret(options: { siteSecret?: string; dataDir: string }): string {
  if (options.siteSecret) return options.siteSecret;
  const file = path.join(options.dataDir, "site-secret");
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const value = fs.readFileSync(file, "utf8").trim();
  if (value.length < 32) throw new Error(`${file} holds no usable secret; delete it to make a new one`);
  return value;
}

/** The salt itself: neither secret alone gives it. */
export function addressSalt(databaseSecret: string, outside: string): string {
  return crypto.createHmac("sha256", outside).update(databaseSecret).digest("base64url");
}
