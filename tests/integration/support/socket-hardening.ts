/**
 * The hardening cases every WebSocket endpoint must pass (the rooms' and Our space's), written once, and the live
 * server they run against: each file names its socket, the setting of its per-address limit and its own proof that
 * the server still answers.
 */
import { expect, it } from "vitest";
import type WebSocket from "ws";
import type { AppConfig } from "../../../server/base/config";
import { eventStreams, liveServerForFile, openSocket, type LiveServerOptions } from "../../support/live-server";
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

/** The connections one address may hold on a hardening file's server: few, so a test can fill the share. */
const PER_ADDRESS = 4;

export interface HardenedServerOptions extends Omit<LiveServerOptions, "env"> {
  path: string;
  /** The setting that caps one address's connections; the file's server runs with it at the share the cases fill. */
  perAddressSetting: Extract<keyof AppConfig, `${string}_CONNECTIONS_PER_ADDRESS`>;
  /** Further settings of the file's server. */
  env?: Record<string, string>;
  serverStillAnswers: () => Promise<void>;
}

/**
 * A hardening file's live server (started before its tests, closed after them) with the per-address limit set to the
 * share the cases fill, and its socket as the cases see it. Call it at the file's top level.
 */
export function hardenedServerForFile({
  path,
  perAddressSetting,
  env,
  serverStillAnswers,
  ...server
}: HardenedServerOptions) {
  const live = liveServerForFile({ ...server, env: { ...env, [perAddressSetting]: String(PER_ADDRESS) } });
  const socket: HardenedSocket = { port: () => live().port, path, perAddress: PER_ADDRESS, serverStillAnswers };
  return { live, socket };
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

/**
 * Opens the event streams one address may hold (the `n`th at `stream(n)`'s path, with its headers), all answered
 * 200, and one more, refused with 429.
 */
export async function expectEventStreamShare(
  socket: HardenedSocket,
  stream: (n: number) => { path: string; headers?: Record<string, string> },
) {
  const streams = eventStreams(socket.port());
  const open = (n: number) => {
    const { path, headers } = stream(n);
    return streams.open(path, headers);
  };
  const statuses = [];
  for (let n = 0; n < socket.perAddress; n++) statuses.push(await open(n));
  expect(statuses).toEqual(Array(socket.perAddress).fill(200));
  expect(await open(socket.perAddress)).toBe(429);
  streams.close();
}

/** How the server closed the socket. */
export function closing(ws: WebSocket) {
  return new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}
