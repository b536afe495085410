import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { expect } from "vitest";
import { createApp } from "../../../server/app";
import type { LiveSocketOptions } from "../../../server/http/socket-server";
import { TEST_ORIGIN, type TestContext } from "../../support/test-app";

export interface ListeningApp {
  port: number;
  /** Closes the sockets, then the server; the test context stays open (the caller closes it after). */
  close(): Promise<void>;
}

/**
 * The test context's app on a real port of this machine with one feature's WebSocket attached (the rooms' or Our
 * space's), for the tests that talk to it the way the phones do.
 */
export async function listenWithSockets(
  ctx: TestContext,
  attach: (server: http.Server, options: LiveSocketOptions) => { close(): void },
): Promise<ListeningApp> {
  const server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const sockets = attach(server, {
    services: ctx.services,
    logger: pino({ level: "silent" }),
    publicOrigin: TEST_ORIGIN,
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      sockets.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * What the server logs around a fallback line's event stream: the context's services behind an app that logs at
 * info into memory, on a real port; the stream at `eventsPath` (with its credentials in `headers`) is opened,
 * answered and dropped, `afterwards` makes one more request, and the log lines come back joined.
 */
export async function eventStreamLog(
  ctx: TestContext,
  eventsPath: string,
  headers: Record<string, string>,
  afterwards: (app: ReturnType<typeof createApp>) => Promise<unknown>,
): Promise<string> {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  const app = createApp({ config: ctx.config, logger, services: ctx.services });
  const listening = http.createServer(app);
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const controller = new AbortController();
  const port = (listening.address() as AddressInfo).port;
  const stream = await fetch(`http://127.0.0.1:${port}${eventsPath}`, { headers, signal: controller.signal });
  expect(stream.status).toBe(200);
  controller.abort();
  await afterwards(app);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => listening.close(resolve));
  return lines.join("\n");
}

/**
 * A fallback line's event stream at `url` (its credentials in `headers`), read as text: `readUntil` reads on until
 * all that arrived passes `predicate`; `close` aborts it.
 */
export async function readEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  let text = "";
  return {
    response,
    /** All that arrived so far. */
    text: () => text,
    async readUntil(predicate: (text: string) => boolean) {
      while (!predicate(text)) text += new TextDecoder().decode((await reader.read()).value);
    },
    close: () => controller.abort(),
  };
}
