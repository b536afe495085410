import net from "node:net";
import path from "node:path";
import { z } from "zod";

/** An IPv4/IPv6 address, optionally with a /prefix (10.0.0.0/8, fd00::/8). */
function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const MB = 1024 * 1024;

/** A whole number of bytes within bounds (a storage limit). */
const bytesSetting = (fallback: number, bounds: { min: number; max?: number }) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(bounds.min)
      .max(bounds.max ?? Number.MAX_SAFE_INTEGER)
      .default(fallback),
  );

/** A whole count within bounds (a storage limit's number of items, or days and minutes). */
const countSetting = (fallback: number, bounds: { min: number; max?: number }) => bytesSetting(fallback, bounds);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), "must start with postgres:// or postgresql://")
      .optional(),
  ),
  PUBLIC_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) origin such as https://example.com" })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  ADMIN_USERNAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_.@-]{3,64}$/, "must be 3-64 letters, digits or _ . @ -")
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12, "must be at least 12 characters").optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  // Which X-Forwarded-For hops to believe: never "every hop" (a forged leftmost entry would then pick the address
  // that rate limits and lockouts count). A number of proxies in front (1 for one reverse proxy), or their addresses.
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("false")
      .transform((value, context): false | number | string[] => {
        const text = value.trim().toLowerCase();
        if (text === "false" || text === "0") return false;
        if (text === "true") return 1;
        if (/^\d+$/.test(text)) {
          const hops = Number(text);
          if (hops <= 10) return hops;
        }
        const entries = text
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean);
        if (entries.length > 0 && entries.every(isAddressOrSubnet)) return entries;
        context.addIssue({
          code: "custom",
          message: "must be false, a number of proxies (1-10) or a comma-separated list of proxy addresses/subnets",
        });
        return z.NEVER;
      }),
  ),
  SITE_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters (for example: openssl rand -base64 32)").optional(),
  ),
  SOCIAL_PROFILE_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https$/, error: "must be an https URL" }).optional(),
  ),
  // Open two-phone game connections (WebSockets and event streams) one address may hold once they have said hello
  // with a room's credentials: a mobile carrier puts thousands of phones behind one IPv4 address, so it is high; an
  // IPv6 client counts by its /64. Connections that have not said hello have their own small share
  // (LIVE_UNJOINED_PER_ADDRESS). docs/decisions/013.
  ROOM_CONNECTIONS_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(2).max(100_000).default(4000),
  ),
  LIVE_UNJOINED_PER_ADDRESS: countSetting(32, { min: 1, max: 100_000 }),
  // Open live-update streams (/api/positions/events) one process serves. There is no per-address ceiling, since a
  // carrier puts thousands of phones behind one address: when full, a new stream takes the place of the oldest one
  // held by the address that holds the most, so one client cannot crowd the others out.
  EVENT_STREAMS_MAX: countSetting(1000, { min: 1, max: 100_000 }),
  // Rooms one address may open an hour and join per ten minutes, and how many of them need no proof-of-work; past
  // those each costs work that grows with the count (WORK_BASE_BITS, one bit more per fourfold count, at most
  // WORK_MAX_BITS), up to the ceiling.
  ROOM_OPENS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(5000)),
  ROOM_JOINS_PER_10_MIN: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(5000)),
  ROOM_OPENS_FREE_PER_HOUR: countSetting(20, { min: 0, max: 100_000 }),
  ROOM_JOINS_FREE_PER_10_MIN: countSetting(20, { min: 0, max: 100_000 }),
  WORK_BASE_BITS: countSetting(12, { min: 1, max: 24 }),
  WORK_MAX_BITS: countSetting(20, { min: 1, max: 28 }),
  // Stories a visitor's address may submit an hour without proof-of-work (0: every new story carries it).
  STORIES_FREE_OF_WORK_PER_HOUR: countSetting(0, { min: 0, max: 100_000 }),
  // "Our space": live connections (WebSockets and event streams) one address may hold, and the pairings and spaces
  // it may open an hour. Each paired phone keeps one connection per open tab.
  SPACE_CONNECTIONS_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(2).max(100_000).default(4000),
  ),
  // Past the first 10 of each an hour, every one costs proof-of-work (docs/decisions/013).
  SPACE_PAIRINGS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(2000)),
  SPACE_OPENS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(2000)),
  SPACE_OPENS_FREE_PER_HOUR: countSetting(10, { min: 0, max: 100_000 }),
  // Pairing links one address answers in ten minutes without work (then work, up to 2,000), and pairing reads one
  // address may make in ten minutes over all its pairings (each pairing has its own 1,500).
  SPACE_PAIRING_JOINS_PER_10_MIN: countSetting(2000, { min: 1, max: 100_000 }),
  SPACE_PAIRING_JOINS_FREE_PER_10_MIN: countSetting(20, { min: 0, max: 100_000 }),
  SPACE_PAIRING_READS_PER_ADDRESS_PER_10_MIN: countSetting(60_000, { min: 1, max: 10_000_000 }),
  // Storage limits of what visitors can write (README "Storage limits"): per item, per client address (an IPv6
  // client counts by its /64) and per store overall, in bytes unless named otherwise.
  SPACE_MAX_BYTES: bytesSetting(5 * MB, { min: 64 * 1024, max: 5 * MB }),
  SPACE_MAX_UPDATES: countSetting(5000, { min: 10 }),
  SPACE_BYTES_PER_ADDRESS_PER_DAY: bytesSetting(25 * MB, { min: 64 * 1024 }),
  OUR_SPACE_MAX_BYTES: bytesSetting(1024 * MB, { min: 1024 }),
  ROOM_MAX_STATE_BYTES: bytesSetting(64 * 1024, { min: 256, max: 16 * MB }),
  ROOMS_MAX_BYTES: bytesSetting(256 * MB, { min: 1024 }),
  // Desire matches (and, counted apart, tonight's limits) one address may start an hour: the first
  // DESIRE_MATCHES_FREE_PER_HOUR free, then each costs proof-of-work growing with the count, up to the ceiling
  // (docs/decisions/013).
  DESIRE_MATCHES_PER_HOUR: countSetting(2000, { min: 1 }),
  DESIRE_MATCHES_FREE_PER_HOUR: countSetting(10, { min: 0, max: 100_000 }),
  DESIRE_MATCHES_MAX_BYTES: bytesSetting(64 * MB, { min: 1024 }),
  CONTACT_MESSAGES_PER_HOUR: countSetting(5, { min: 1 }),
  CONTACT_MESSAGES_MAX_BYTES: bytesSetting(32 * MB, { min: 1024 }),
  // Stories one address may start an hour: every one carries proof-of-work growing with the count, so the ceiling
  // is for a carrier's many writers, not the only wall (docs/decisions/013).
  STORIES_PER_HOUR: countSetting(200, { min: 1 }),
  STORY_MAX_BYTES: bytesSetting(512 * 1024, { min: 1024, max: 16 * MB }),
  STORIES_MAX_BYTES: bytesSetting(256 * MB, { min: 1024 }),
  STORY_REVIEW_KEEP_DAYS: countSetting(30, { min: 1, max: 3650 }),
  VISITOR_UPLOAD_BYTES_PER_DAY: bytesSetting(40 * MB, { min: 1024 * 1024 }),
  VISITOR_UPLOADS_MAX_BYTES: bytesSetting(1024 * MB, { min: 1024 }),
  STORAGE_EVICTION_GRACE_MINUTES: countSetting(60, { min: 1, max: 100_000 }),
  // Bounds on every wait for PostgreSQL (the embedded database cannot hang this way): opening a connection or
  // waiting for a free one, a statement on the server, and an answer on the wire (a frozen server cancels nothing
  // itself). Unset, the answer's bound is the statement's plus a second.
  DATABASE_CONNECT_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(600_000).default(2000),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(3_600_000).default(5000),
  ),
  DATABASE_QUERY_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(3_600_000).optional()),
  // The connection budget (README "Connection budget"): each instance holds at most DATABASE_POOL_SIZE connections
  // for requests, one that LISTENs and, while it migrates or seeds, one more; a connection idle this long is
  // closed; a transaction left idle this long is ended by the server (its locks would hold every other writer).
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  DATABASE_IDLE_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  ),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  ),
  // How many instances share the PostgreSQL server, and the connections kept free for the operator (psql, backups,
  // monitoring): at start an instance refuses to run when instances x (pool + 2) + this exceed max_connections.
  DATABASE_INSTANCES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(1)),
  DATABASE_RESERVED_CONNECTIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1000).default(10)),
  // Behind a pooler in transaction mode (PgBouncer), DATABASE_URL names the pooler and this names PostgreSQL
  // itself: LISTEN, migrations and the startup lock need a session of their own, which a pooler cannot give.
  DATABASE_DIRECT_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), "must start with postgres:// or postgresql://")
      .optional(),
  ),
  // Redis for the rooms' and Our space's notices between instances (docs/decisions/012): unset, they travel on the
  // database's LISTEN/NOTIFY, which one PostgreSQL carries up to a few hundred crossing moves a second.
  NOTICE_BUS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === "redis:" || url.protocol === "rediss:") && url.hostname !== "";
        } catch {
          return false;
        }
      }, "must be a Redis address such as redis://127.0.0.1:6379 (or rediss:// for TLS)")
      .optional(),
  ),
  ANALYTICS_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
  MEDIA_STORAGE: z.preprocess(
    emptyToUndefined,
    z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
  ),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name (3-63 lowercase letters, digits, dots or hyphens)",
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, "must be a region such as eu-west-1")
      .default("us-east-1"),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://s3.example.com" }).optional(),
  ),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
  ),
  // With several instances, MEDIA_STORAGE=local keeps each upload on the disk of the instance that received it;
  // this says DATA_DIR/media is one disk every instance shares (NFS and the like), or that there is one instance.
  MEDIA_LOCAL_SHARED: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
  ),
  MEDIA_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://cdn.example.com/media" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
});

export type AppConfig = z.infer<typeof configSchema> & { dataDir: string; mediaDir: string };

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  if (parsed.data.ADMIN_USERNAME && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError(["ADMIN_PASSWORD: required when ADMIN_USERNAME is set"]);
  }
  if (parsed.data.DATABASE_URL && !parsed.data.SITE_SECRET) {
    // Every instance must salt client addresses alike, or rate limits and lockouts would be counted per instance.
    throw new ConfigError([
      "SITE_SECRET: required with DATABASE_URL (at least 32 random characters, the same on every instance)",
    ]);
  }
  const { DATABASE_QUERY_TIMEOUT_MS: queryMs, DATABASE_STATEMENT_TIMEOUT_MS: statementMs } = parsed.data;
  if (queryMs !== undefined && queryMs < statementMs) {
    // The client would give up on statements the server is still allowed to run (and would then finish).
    throw new ConfigError([
      "DATABASE_QUERY_TIMEOUT_MS: must be at least DATABASE_STATEMENT_TIMEOUT_MS (the server stops a statement first)",
    ]);
  }
  if (parsed.data.DATABASE_DIRECT_URL && !parsed.data.DATABASE_URL) {
    throw new ConfigError(["DATABASE_DIRECT_URL: only with DATABASE_URL (the pooler's address)"]);
  }
  if (parsed.data.MEDIA_STORAGE === "s3" && !parsed.data.S3_BUCKET) {
    throw new ConfigError(["S3_BUCKET: required when MEDIA_STORAGE is s3"]);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, "media") };
}

/**
 * What the server should say at start about a configuration that is valid but probably not what the operator
 * wants. Each line is logged as a warning.
 */
export function startupWarnings(
  config: Pick<AppConfig, "DATABASE_URL" | "MEDIA_STORAGE" | "MEDIA_LOCAL_SHARED" | "mediaDir">,
): string[] {
  const warnings: string[] = [];
  if (config.DATABASE_URL && config.MEDIA_STORAGE === "local" && !config.MEDIA_LOCAL_SHARED) {
    warnings.push(
      `MEDIA_STORAGE=local with DATABASE_URL: uploads are kept on this instance's own disk (${config.mediaDir}). If more ` +
        "than one instance serves the site, an image uploaded through one instance is missing (404) on the others, " +
        "though the media library lists it everywhere. Use MEDIA_STORAGE=s3, or set MEDIA_LOCAL_SHARED=true when " +
        "every instance's DATA_DIR/media is the same shared disk (NFS) or only one instance runs.",
    );
  }
  return warnings;
}
