import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestS3Server } from "../support/s3-server";
import { signInThroughApi, startServer } from "./support/server";

// Process-level behaviour of the production server: persistence across restarts and graceful shutdown.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-lifecycle-"));
const admin = { ADMIN_USERNAME: "lifecycle-admin", ADMIN_PASSWORD: "lifecycle-password-1" };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const signIn = (url: string) => signInThroughApi(url, admin);

describe("server lifecycle", () => {
  it("keeps its data when started twice on the same DATA_DIR", async () => {
    const first = await startServer(admin, dataDir);
    const cookie = await signIn(first.url);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(first.output()).toContain("database closed");

    const second = await startServer(admin, dataDir);
    try {
      const session = await fetch(`${second.url}/api/auth/session`, { headers: { Cookie: cookie } });
      expect((await session.json()).admin).toEqual({ username: admin.ADMIN_USERNAME });
    } finally {
      await second.stop();
    }
  });

  it("finishes in-flight requests on SIGTERM and drops no completed request", async () => {
    const server = await startServer(admin, dataDir);
    const statuses: number[] = [];
    const failures: string[] = [];
    let stopping = false;
    const worker = async () => {
      while (!stopping) {
        try {
          const response = await fetch(`${server.url}/games`);
          await response.text();
          statuses.push(response.status);
        } catch (error) {
          // Connection refused after the listener closed is expected; anything else is a failure.
          if (!stopping) failures.push(String(error));
          return;
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Stop once requests are flowing: a fixed wait saw only 8 done on a loaded machine.
    await expect.poll(() => statuses.length, { timeout: 30_000, interval: 100 }).toBeGreaterThan(10);
    const exit = server.stop("SIGTERM");
    stopping = true;
    await Promise.all(workers);
    expect(await exit).toBe(0);
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(failures).toEqual([]);
  });

  it("refuses to start with a bad setting and names it", async () => {
    await expect(startServer({ PORT: "not-a-port" })).rejects.toThrow(/PORT/);
  });

  it("refuses to start when the media bucket does not exist, naming S3_BUCKET", async () => {
    const s3 = await startTestS3Server();
    try {
      await expect(startServer({ ...s3.env, S3_BUCKET: "no-such-bucket" })).rejects.toThrow(
        /S3_BUCKET: the bucket "no-such-bucket" does not exist/,
      );
    } finally {
      await s3.close();
    }
  });
});
