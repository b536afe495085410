import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { needsBuild } from "./build-freshness.mjs";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-freshness-"));
const marker = path.join(root, "build/runtime/main.js");

function write(file: string, at: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, "x");
  fs.utimesSync(full, at, at);
}

afterEach(() => vi.unstubAllEnvs());

describe("whether npm start builds first", () => {
  it("builds when there is no build, or a source is newer, but not for a newer test file", () => {
    write("app/page.tsx", 1_000);
    expect(needsBuild(root, marker)).toBe(true);
    write("build/runtime/main.js", 2_000);
    expect(needsBuild(root, marker)).toBe(false);
    write("domain/rule.test.ts", 3_000);
    expect(needsBuild(root, marker)).toBe(false);
    write("domain/rule.ts", 3_000);
    expect(needsBuild(root, marker)).toBe(true);
  });

  it("takes the existing build as it is with ENTWINE_REUSE_BUILD=1", () => {
    write("build/runtime/main.js", 2_000);
    write("server/main.ts", 4_000);
    vi.stubEnv("ENTWINE_REUSE_BUILD", "1");
    expect(needsBuild(root, marker)).toBe(false);
    vi.unstubAllEnvs();
    expect(needsBuild(root, marker)).toBe(true);
  });
});
