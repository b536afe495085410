import path from "node:path";
import { z } from "zod";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

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
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
  ),
  SOCIAL_PROFILE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https$/, error: "must be an https URL" }).optional()),
  ANALYTICS_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
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
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, "media") };
}
