import pino, { type Logger } from "pino";
import type { AppConfig } from "./config";

export type { Logger };

/** One logger for the process. Secrets never reach it: request logs redact cookies and auth headers. */
export function createLogger(config: Pick<AppConfig, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "password", "*.password"],
      remove: true,
    },
  });
}
