import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestListener } from "@server/app";
import { DRAIN_BYTES } from "@server/http/input-guard";
import { createTestContext, loadServerBuild, TEST_ORIGIN, type TestContext } from "../support/test-app";

// A request refused before its body is needed (another origin, no admin session) must not have that body read to
// its end: the server answers, reads at most a small drain and closes the connection. Each case sends an endless
// chunked body; the server's own socket counts what it read. (tests/e2e/refused-bodies.e2e.ts measures a stored
// page's rate meanwhile, against the server in its own process.)
const root = path.resolve(import.meta.dirname, "../..");
const LIMIT = 1024 * 1024;

let ctx: TestContext;
let server: http.Server;
let port: number;
/** What the server read from each connection, by the client's local port, once the connection closed. */
const bytesRead = new Map<number, number>();

beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild(), htmlCache: true });
  server = http.createServer(requestListener(ctx.app));
  server.on("connection", (socket) => {
    const remotePort = socket.remotePort!;
    socket.on("close", () => bytesRead.set(remotePort, socket.bytesRead));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

/**
 * Sends `method path` with the given headers and a chunked body that never ends, as fast as the server takes it,
 * until the server closes the connection (or `giveUpMs` passes). Answers the status line and the bytes the server
 * read.
 */
async function endlessBody(method: string, target: string, headers: Record<string, string>, giveUpMs = 4000) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const localPort = socket.localPort!;
  let answer = "";
  let open = true;
  socket.on("data", (chunk) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => undefined);
  const head = Object.entries({ Host: new URL(TEST_ORIGIN).host, ...headers, "Transfer-Encoding": "chunked" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`${method} ${target} HTTP/1.1\r\n${head}\r\n`);
  const chunk = Buffer.concat([Buffer.from("10000\r\n"), Buffer.alloc(0x10000, 0x7b), Buffer.from("\r\n")]);
  const timer = setTimeout(() => socket.destroy(), giveUpMs);
  void closed.then(() => {
    open = false;
    clearTimeout(timer);
  });
  while (open) {
    if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once("drain", resolve)), closed]);
  }
  await closed;
  await expect.poll(() => bytesRead.has(localPort)).toBe(true);
  return { status: answer.split("\r\n")[0] ?? "", read: bytesRead.get(localPort)! };
}

/** Every admin-only write, read from the routes: `requireAdmin` on the route or on its whole router. */
function adminWrites(): Array<{ method: string; path: string }> {
  const app = fs.readFileSync(path.join(root, "server/app.ts"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of app.matchAll(/import \{([^}]+)\} from "\.\/http\/api\/([\w-]+)"/g))
    for (const name of names!.split(",")) fileOf.set(name.trim(), file!);
  const found: Array<{ method: string; path: string }> = [];
  for (const [, mount, factory] of app.matchAll(/app\.use\("(\/api\/[\w-]+)",[^;]*?(\w+Routes)\(/g)) {
    const file = fileOf.get(factory!);
    if (!file) continue;
    const source = fs.readFileSync(path.join(root, "server/http/api", `${file}.ts`), "utf8");
    const wholeRouter = /router\.use\(requireAdmin\)/.test(source);
    for (const [, method, route, rest] of source.matchAll(/router\.(post|put|patch|delete)\("([^"]*)",\s*(\w*)/g)) {
      if (!wholeRouter && rest !== "requireAdmin") continue;
      found.push({
        method: method!.toUpperCase(),
        path: `${mount}${route === "/" ? "" : route!.replace(/:\w+/g, "x")}`,
      });
    }
  }
  return found;
}

describe("a refused request reads nothing more", () => {
  it("finds the admin-only writes in the routes", () => {
    const routes = adminWrites().map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/media/url",
        "DELETE /api/media/x",
        "POST /api/seo/import",
        "PUT /api/positions",
        "POST /api/journey-positions/reorder",
        "PUT /api/default-images/x",
        "POST /api/blogs/bulk",
        "PATCH /api/blogs/x/approve",
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it("closes a foreign origin's endless body, whatever the address", async () => {
    for (const target of ["/api/blogs", "/api/rooms", "/api/media", "/api/our-space/push", "/games", "/"]) {
      const { status, read } = await endlessBody("POST", target, {
        Origin: "https://elsewhere.example",
        Cookie: "entwine-age=18",
        "Content-Type": "application/json",
      });
      expect(status, target).toBe("HTTP/1.1 403 Forbidden");
      expect(read, target).toBeLessThan(LIMIT);
    }
  });

  it("closes an endless body sent without a session to every admin-only write", async () => {
    for (const { method, path: target } of adminWrites()) {
      for (const type of ["application/json", "application/octet-stream"]) {
        const { status, read } = await endlessBody(method, target, { Origin: TEST_ORIGIN, "Content-Type": type });
        expect(status, `${method} ${target}`).toBe("HTTP/1.1 401 Unauthorized");
        expect(read, `${method} ${target}`).toBeLessThan(LIMIT);
      }
    }
  });

  it("closes a GET that comes with an endless body once its stored page is sent", async () => {
    await fetch(`http://127.0.0.1:${port}/positions`, { headers: { Host: new URL(TEST_ORIGIN).host } });
    const { status, read } = await endlessBody("GET", "/positions", { Accept: "text/html" });
    expect(status).toBe("HTTP/1.1 200 OK");
    expect(read).toBeLessThan(LIMIT);
    expect(DRAIN_BYTES).toBeLessThan(LIMIT / 4);
  });
});
