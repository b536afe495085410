import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { createLogger, errorWithoutValues, generatedPasswordMessage } from "./logger";

function capture() {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk) => (text += chunk));
  return { stream, text: () => text };
}

describe("the process logger", () => {
  it("writes readable lines in a terminal, the generated password on a line of its own", () => {
    const out = capture();
    createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, { pretty: true, destination: out.stream }).warn(
      generatedPasswordMessage("Secret-Pass-123"),
    );
    const lines = out.text().split("\n");
    expect(lines.some((line) => line.trim() === "password: Secret-Pass-123")).toBe(true);
    expect(lines.some((line) => line.trim() === "username: admin")).toBe(true);
    expect(out.text()).toMatch(/WARN/);
    expect(out.text().trimStart().startsWith("{")).toBe(false);
  });

  it("writes one JSON object a line anywhere else", () => {
    const out = capture();
    createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, { pretty: false, destination: out.stream }).info(
      { answer: 42 },
      "hello",
    );
    const [line] = out.text().trim().split("\n");
    expect(JSON.parse(line!)).toMatchObject({ level: 30, msg: "hello", answer: 42 });
  });

  it("never writes a failed query's values: not in the message, the stack or a field of the error", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const privateId = "room-7f3a9c-private";
    const failure = await db.execute(sql`select * from no_such_table where id = ${privateId}`).then(
      () => undefined,
      (error: unknown) => error,
    );
    await client.close();
    // Drizzle's error carries the value three times: the test would pass on nothing if it did not.
    expect(String((failure as Error).message)).toContain(privateId);
    for (const pretty of [false, true]) {
      const out = capture();
      const logger = createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, { pretty, destination: out.stream });
      logger.warn({ err: failure }, "room reconcile failed");
      logger.child({ name: "http" }).error({ err: new Error("wrapped", { cause: failure }) }, "request failed");
      expect(out.text()).toContain("room reconcile failed");
      expect(out.text()).toContain("no_such_table");
      expect(out.text()).toContain("params: (withheld)");
      expect(out.text()).not.toContain(privateId);
    }
    expect(JSON.stringify(errorWithoutValues(failure))).not.toContain(privateId);
  });
});
