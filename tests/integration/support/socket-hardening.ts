/**
 * The hardening cases every WebSocket endpoint must pass (the rooms' and Our space's), written once: each file
 * names its socket, its limits and its own proof that the server still answers.
 */
import { expect, it } from "vitest";
import type WebSocket from "ws";
import { openSocket } from "../../support/live-server";
import { closeCode, malformedFrames, rawSocket } from "../../support/raw-websocket";
import { TEST_ORIGIN } from "../../support/test-app";

export interface HardenedSocket {
  /** Read when a test runs: the live server picks its port in the file's beforeAll. */
  port: () => number;
  path: string;
  perAddress: number;
  /** Opens a fresh, honest connection and checks it is served. */
  serverStillAnswers: () => Promise<void>;
}

/** One test per malformed frame (`tooLarge`: a length past the socket's message limit). */
export function itClosesEachMalformedFrameAlone(socket: HardenedSocket, tooLarge: number) {
  for (const { name, bytes, code } of malformedFrames(tooLarge)) {
    it(`${name}: closed with ${code}, the server carries on`, async () => {
      const raw = await rawSocket(socket.port(), socket.path, {
        Origin: TEST_ORIGIN,
        "X-Test-Address": "198.51.100.1",
      });
      raw.socket.write(bytes());
      await Promise.race([raw.closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
      expect(closeCode(raw.received())).toBe(code);
      raw.socket.destroy();
      await socket.serverStillAnswers();
    });
  }
}

/**
 * Fills the share of one IPv6 /64 (`network`, four groups) from different addresses in it, is refused one more with
 * the error `refusal`, and gets in again once a connection is given back.
 */
export async function expectAddressGroupShare(socket: HardenedSocket, network: string, refusal: string) {
  const open = (address: string) => openSocket(socket.port(), socket.path, address);
  const held = await Promise.all(Array.from({ length: socket.perAddress }, (_, n) => open(`${network}::${n + 1}`)));
  expect(held.every((connection) => connection.status === undefined)).toBe(true);
  const refused = await open(`${network}:ffff::9`);
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body!).error).toBe(refusal);
  await socket.serverStillAnswers();
  // A connection given back is a slot free again.
  held[0]!.ws.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const again = await open(`${network}::77`);
  expect(again.status).toBeUndefined();
  for (const connection of [...held, again]) connection.ws.close();
}

/** How the server closed the socket. */
export function closing(ws: WebSocket) {
  return new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}
