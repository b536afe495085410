import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { publishPost, signInThroughApi, startServer } from "./support/server";

// The embedded database must keep every write it acknowledged, even when the process is killed outright.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-crash-"));
const admin = { ADMIN_USERNAME: "crash-admin", ADMIN_PASSWORD: "crash-password-123" };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("crash safety of the embedded database", () => {
  it("keeps every acknowledged post after SIGKILL mid-write and stays usable", async () => {
    const server = await startServer(admin, dataDir);
    const cookie = await signInThroughApi(server.url, admin);
    const acknowledged: Array<{ id: string; title: string }> = [];
    let stop = false;
    const writer = async (worker: number) => {
      for (let index = 0; !stop; index++) {
        const title = `Crash test ${worker}-${index}`;
        try {
          const response = await publishPost(server.url, cookie, {
            title,
            content: `<p>Written by worker ${worker}, number ${index}.</p>`,
          });
          if (response.status === 201 || response.status === 200) {
            const body = (await response.json()) as { id: string };
            acknowledged.push({ id: body.id, title });
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [writer(1), writer(2), writer(3)];
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await server.stop("SIGKILL");
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(5);

    const restarted = await startServer(admin, dataDir);
    try {
      expect((await fetch(`${restarted.url}/api/blogs?status=all`)).status).toBe(401);
      const adminCookie = await signInThroughApi(restarted.url, admin);
      // Every post the server acknowledged is there (the admin's bare list has every post).
      const all = (await (
        await fetch(`${restarted.url}/api/blogs?status=all`, { headers: { Cookie: adminCookie } })
      ).json()) as Array<{ id: string }>;
      const ids = new Set(all.map((post) => post.id));
      expect(acknowledged.filter((post) => !ids.has(post.id))).toEqual([]);
      // And the database still takes writes.
      const write = await publishPost(restarted.url, adminCookie, {
        title: "After the crash",
        content: "<p>Still here.</p>",
      });
      expect(write.status).toBe(201);
    } finally {
      await restarted.stop();
    }
  });
});
