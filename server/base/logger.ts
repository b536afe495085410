import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger } from "pino";
import type { AppConfig } from "./config";

export type { Logger };

/**
 * One logger for the process. Secrets never reach it: request logs redact cookies and auth headers.
 * In a terminal the lines are made readable by pino-pretty; anywhere else (a file, a log collector) they stay
 * JSON, one object a line.
 */
export function createLogger(
  config: Pick<AppConfig, "LOG_LEVEL" | "NODE_ENV">,
  options: { pretty?: boolean; destination?: NodeJS.WritableStream } = {},
): Logger {
  const pretty = options.pretty ?? Boolean(process.stdout.isTTY);
  const settings = {
    level: config.LOG_LEVEL,
    serializers: { err: errorWithoutValues, error: errorWithoutValues },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"],
      remove: true,
    },
  };
  if (pretty) return pino(settings, prettyStream(options.destination));
  return options.destination ? pino(settings, options.destination as DestinationStream) : pino(settings);
}

/**
 * An error as a log line holds it, without the values of a failed query. Drizzle writes a failed query's parameters
 * into its error's message, its stack and a `params` field, and those parameters are room, space and pairing ids,
 * nicknames and sealed blobs: none of them may reach a log line, which we assume someone hostile reads. The query
 * text (placeholders only) and the database's own reason stay, as they are what an operator needs.
 */
export function errorWithoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const line = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const failedQuery = (failed: Error) =>
    "params" in failed &&
    typeof (failed as { query?: unknown }).query === "string" &&
    failed.message.startsWith("Failed query:");
  for (let link: unknown = error; link instanceof Error; link = link.cause) {
    if (!failedQuery(link)) continue;
    const safe = `Failed query: ${(link as unknown as { query: string }).query}\nparams: (withheld)`;
    for (const key of ["message", "stack"] as const)
      if (typeof line[key] === "string") line[key] = (line[key] as string).split(link.message).join(safe);
  }
  delete line.params;
  return line;
}

/** Loaded only for a terminal: a server writing JSON never pays for it. */
function prettyStream(destination?: NodeJS.WritableStream): DestinationStream {
  const require = createRequire(import.meta.url);
  const build = require("pino-pretty") as (options: Record<string, unknown>) => DestinationStream;
  return build({
    colorize: !destination,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    sync: true,
    ...(destination ? { destination } : {}),
  });
}

/** The generated admin password, on lines of its own so that it stands out in the start-up log. */
export function generatedPasswordMessage(password: string): string {
  return [
    "No admin was configured, so one was created. Its password is shown this once (only its hash is stored):",
    "",
    "    username: admin",
    `    password: ${password}`,
    "",
    "Sign in at /admin/login; change it with: npm run admin -- set-password",
  ].join("\n");
}
