import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addressSalt, outsideSecret } from "./site-secret";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-secret-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the address salt", () => {
  it("keeps half of itself outside the database: a file in DATA_DIR made once, owner-readable only", () => {
    const dataDir = path.join(dir, "data");
    const first = outsideSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(outsideSecret({ dataDir })).toBe(first);
    expect(fs.statSync(path.join(dataDir, "site-secret")).mode & 0o777).toBe(0o600);
  });

  it("prefers SITE_SECRET, which several instances share", () => {
    expect(outsideSecret({ siteSecret: "s".repeat(40), dataDir: path.join(dir, "unused") })).toBe("s".repeat(40));
    expect(fs.existsSync(path.join(dir, "unused"))).toBe(false);
  });

  it("cannot be rebuilt from the database's secret alone", () => {
    const databaseSecret = "database-secret";
    expect(addressSalt(databaseSecret, "a".repeat(32))).not.toBe(addressSalt(databaseSecret, "b".repeat(32)));
    expect(addressSalt(databaseSecret, "a".repeat(32))).toBe(addressSalt(databaseSecret, "a".repeat(32)));
    expect(addressSalt(databaseSecret, "a".repeat(32))).not.toContain(databaseSecret);
  });
});
