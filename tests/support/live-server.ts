/**
 * A live line's server for the hardening tests (room-socket-hardening, our-space-socket-hardening): the app on a
 * real port with one feature's WebSocket attached, where each connection comes from the address its X-Test-Address
 * header names (as a trusted proxy's header would say) and a socket must say hello within 400 ms.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll } from "vitest";
import WebSocket from "ws";
import type { Services } from "../../server/services";
import type { RoomConnectionLedger } from "../../server/services/rooms/connection-limits";
import type { LiveSocketOptions } from "../../server/http/socket-server";
import { createTestContext, TEST_ORIGIN, type TestContext } from "./test-app";

export interface LiveServer {
  ctx: TestContext;
  port: number;
  close(): Promise<void>;
}

export interface LiveServerOptions {
  env: Record<string, string>;
  /** The feature's connection ledger. */
  connections: (services: Services) => RoomConnectionLedger;
  attach: (server: http.Server, options: LiveSocketOptions) => { close(): void };
}

/** A test file's live server: started before its tests, closed after them; call the answer inside a test. */
export function liveServerForFile(options: LiveServerOptions): () => LiveServer {
  let live: LiveServer | undefined;
  beforeAll(async () => {
    live = await startLiveServer(options);
  });
  afterAll(() => live?.close());
  return () => live!;
}

export async function startLiveServer(options: LiveServerOptions): Promise<LiveServer> {
  const ctx = await createTestContext({ env: options.env });
  options.connections(ctx.services).limits.helloDeadlineMs = 400;
  const server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const clientAddress = (req: http.IncomingMessage) =>
    String(req.headers["x-test-address"] ?? req.socket.remoteAddress);
  const sockets = options.attach(server, {
    services: ctx.services,
    logger: pino({ level: "silent" }),
    publicOrigin: TEST_ORIGIN,
    clientAddress,
  });
  return {
    ctx,
    port: (server.address() as AddressInfo).port,
    async close() {
      sockets.close();
      await new Promise((resolve) => server.close(resolve));
      await ctx.close();
    },
  };
}

/** A WebSocket from the site's page at `address`: open, or refused with the answer's status and body. */
export function openSocket(port: number, path: string, address: string) {
  return new Promise<{ ws: WebSocket; status?: number; body?: string }>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
      origin: TEST_ORIGIN,
      headers: { "x-test-address": address },
    });
    ws.once("open", () => resolve({ ws }));
    ws.once("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ ws, status: res.statusCode, body }));
    });
    ws.once("error", () => undefined);
  });
}

/** Opens event streams and remembers them, so a test can count what is refused and close them all after. */
export function eventStreams(port: number) {
  const streams: http.ClientRequest[] = [];
  return {
    /** The status a stream at `path` (with its query) is answered with. */
    open(path: string, headers: Record<string, string> = {}) {
      return new Promise<number>((resolve) => {
        const req = http.get(`http://127.0.0.1:${port}${path}`, { headers }, (res) => {
          resolve(res.statusCode ?? 0);
          if (res.statusCode !== 200) res.resume();
        });
        req.on("error", () => undefined);
        streams.push(req);
      });
    },
    close() {
      for (const stream of streams) stream.destroy();
    },
  };
}
