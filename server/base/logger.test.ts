import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, generatedPasswordMessage } from "./logger";

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
});
