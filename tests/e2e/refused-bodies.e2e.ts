import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

// Eight connections sending endless chunked bodies that the server refuses (another origin, no admin session) must
// not slow its stored pages: each is answered, drained a little and closed. Before, each was read for ever and eight
// took a stored page from 28,105 to 618 answers a second. (tests/integration/refused-bodies.test.ts bounds the bytes
// read per connection.)
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: "warn" });
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** Sends an endless chunked body until the server closes the connection (or 5 s pass); resolves with the time. */
async function endlessBody(target: string, origin: string): Promise<number> {
  const started = Date.now();
  const socket = net.connect(server.port, "127.0.0.1");
  socket.on("error", () => undefined);
  let open = true;
  const closed = new Promise<void>((resolve) =>
    socket.once("close", () => {
      open = false;
      resolve();
    }),
  );
  const timer = setTimeout(() => socket.destroy(), 5000);
  socket.write(
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${origin}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 0x7b), Buffer.from("\r\n")]);
  while (open) if (!socket.write(chunk)) await Promise.race([new Promise((r) => socket.once("drain", r)), closed]);
  clearTimeout(timer);
  return Date.now() - started;
}

describe("refused bodies and a stored page's rate", () => {
  it("keeps serving a stored page at >= 0.8 of its rate alone while eight connections send endless bodies", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const get = () =>
      new Promise<void>((resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port: server.port, path: "/positions", agent, headers: { Accept: "*/*" } },
            (res) => {
              res.resume();
              res.on("end", () => resolve());
            },
          )
          .on("error", reject);
      });
    /** Stored pages answered in `ms` by four clients one request after another. */
    const rate = async (ms: number) => {
      let served = 0;
      const until = Date.now() + ms;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (Date.now() < until) {
            await get();
            served += 1;
          }
        }),
      );
      return (served * 1000) / ms;
    };
    const attack = () =>
      Array.from({ length: 8 }, (_, index) =>
        index % 2
          ? endlessBody("/api/media/url", server.url) // no admin session
          : endlessBody("/positions", "https://elsewhere.example"),
      );
    await rate(1500); // warm up: the rate climbs while the code is compiled
    let best = 0;
    let closedWithin = Infinity;
    // The machine may be busy with other work: alone and attacked windows in turn, and the better of two tries.
    for (let attempt = 0; attempt < 2 && best < 0.8; attempt += 1) {
      let alone = 0;
      let attacked = 0;
      for (let window = 0; window < 3; window += 1) {
        alone += await rate(500);
        const attackers = attack();
        attacked += await rate(500);
        closedWithin = Math.min(closedWithin, Math.max(...(await Promise.all(attackers))));
      }
      best = Math.max(best, attacked / alone);
    }
    agent.destroy();
    expect(best).toBeGreaterThanOrEqual(0.8);
    // Closed by the server, not by the test giving up after 5 s.
    expect(closedWithin).toBeLessThan(4000);
  });
});
