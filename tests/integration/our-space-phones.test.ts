/**
 * "Our space" with the phone's own code (app/lib/our-space: pairing, engine, line, API calls) against the real
 * server over HTTP and its WebSocket: two phones pair, compare the same words, share changes live, keep a change
 * made while the line was down, and end the space. The browser's globals are stood in for (WebSocket with the
 * page's Origin, fetch on the page's address, location, document, window).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { applyTickChange, readSpace, setNote, ticksOf } from "../../domain/our-space/space-doc";
import { ourSpaceApi } from "../../app/lib/our-space/api";
import { connectSpace } from "../../app/lib/our-space/connection";
import { createEngine, type SpaceEngine } from "../../app/lib/our-space/engine";
import { createPairingFlow, type PairingFlow } from "../../app/lib/our-space/pairing";
import { memoryStorage, type StorageLike } from "../../app/lib/device-storage";
import { attachSpaceSockets } from "../../server/http/space-socket";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../support/test-app";
import { listenWithSockets, type ListeningApp } from "./support/socket-server";

let ctx: TestContext;
let live: ListeningApp;
let base: string;
const openSockets: BrowserSocket[] = [];

/** The browser's WebSocket: the page's Origin goes with the upgrade. */
class BrowserSocket extends WebSocket {
  constructor(url: string) {
    super(url, { origin: TEST_ORIGIN });
    openSockets.push(this);
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  live = await listenWithSockets(ctx, attachSpaceSockets);
  const { port } = live;
  base = `http://127.0.0.1:${port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("WebSocket", BrowserSocket);
  vi.stubGlobal("location", { protocol: "http:", host: `127.0.0.1:${port}` });
  vi.stubGlobal("document", { visibilityState: "visible", addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal("window", { addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal("fetch", (url: string, init: RequestInit = {}) =>
    realFetch(new URL(url, base), { ...init, headers: { ...(init.headers as object), Origin: TEST_ORIGIN } }),
  );
});
afterAll(async () => {
  vi.unstubAllGlobals();
  for (const socket of openSockets) socket.terminate();
  await live?.close();
  await ctx?.close();
});

const NOW = "2026-06-15T12:00:00.000Z";
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

interface Phone {
  engine: SpaceEngine;
  flow: PairingFlow;
  storage: StorageLike;
}

function phone(storage: StorageLike = memoryStorage()): Phone {
  const engine = createEngine({
    storage,
    random,
    connect: (credentials, handlers) => connectSpace(credentials, handlers, ourSpaceApi),
    endSpace: ourSpaceApi.endSpace,
    later: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    batchMs: 20,
  });
  const flow = createPairingFlow(
    {
      api: ourSpaceApi,
      random,
      origin: TEST_ORIGIN,
      now: () => Date.now(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 50))),
      engine: () => engine,
    },
    () => undefined,
  );
  return { engine, flow, storage };
}

const poll = (check: () => unknown) => vi.waitFor(() => expect(check()).toBeTruthy(), { timeout: 8000, interval: 20 });

describe("two phones with the phone's own code against the server", () => {
  it("pair, compare the same words, share live, catch up after a lost line, and end the space", async () => {
    const a = phone();
    const b = phone();
    applyTickChange(a.engine.doc, "honeymoon", [], ["sunset-cruise"], a.engine.me, NOW);
    applyTickChange(b.engine.doc, "first-night", [], ["rose-petals"], b.engine.me, NOW);
    a.engine.flush();
    b.engine.flush();

    a.flow.invite();
    await poll(() => a.flow.state().step === "inviting");
    const invite = a.flow.state();
    if (invite.step !== "inviting") throw new Error("not inviting");
    b.flow.join(new URL(invite.link).hash);
    await poll(() => a.flow.state().step === "compare" && b.flow.state().step === "compare");
    const [codeA, codeB] = [a.flow.state(), b.flow.state()].map((state) =>
      state.step === "compare" ? state.safetyCode.join(" ") : "",
    );
    expect(codeA).toBe(codeB);
    b.flow.confirm();
    a.flow.confirm();
    await poll(() => a.flow.state().step === "paired" && b.flow.state().step === "paired");

    // Each phone's data reaches the other.
    await poll(() => ticksOf(readSpace(a.engine.doc), "first-night").includes("rose-petals"));
    await poll(() => ticksOf(readSpace(b.engine.doc), "honeymoon").includes("sunset-cruise"));
    await poll(() => a.engine.state().status === "online" && a.engine.state().partnerOnline);

    // Live: a note typed on one phone appears on the other.
    setNote(a.engine.doc, "Friday, the little Italian place", a.engine.me, NOW);
    await poll(() => readSpace(b.engine.doc).note.text === "Friday, the little Italian place");

    // B's line breaks; both change something; B is back and both have both.
    for (const socket of openSockets) if (socket.readyState === WebSocket.OPEN) socket.terminate();
    await poll(() => b.engine.state().status === "offline");
    applyTickChange(b.engine.doc, "honeymoon", ["sunset-cruise"], ["sunset-cruise", "stargazing"], b.engine.me, NOW);
    b.engine.flush();
    await poll(() => a.engine.state().status === "online" && b.engine.state().status === "online");
    applyTickChange(a.engine.doc, "first-night", ["rose-petals"], ["rose-petals", "candles"], a.engine.me, NOW);
    a.engine.flush();
    await poll(() => ticksOf(readSpace(a.engine.doc), "honeymoon").includes("stargazing"));
    await poll(() => ticksOf(readSpace(b.engine.doc), "first-night").includes("candles"));
    await poll(() => a.engine.state().pending === 0 && b.engine.state().pending === 0);

    // A reload comes back to the same space and document.
    b.engine.close();
    const b2 = phone(b.storage);
    await poll(() => b2.engine.state().status === "online");
    expect(ticksOf(readSpace(b2.engine.doc), "first-night").sort()).toEqual(["candles", "rose-petals"]);

    // Unpair: the server's copy goes, the partner is told, and each phone keeps only its own part.
    const { space } = a.engine.credentials()!;
    await a.engine.unpair();
    expect(a.engine.state().status).toBe("unpaired");
    await poll(() => b2.engine.state().status === "ended");
    expect((await ctx.services.ourSpace.seqs([space])).has(space)).toBe(false);
    expect(readSpace(b2.engine.doc).note.text).toBe("");
    expect(ticksOf(readSpace(b2.engine.doc), "first-night")).toEqual(["rose-petals"]);
    expect(ticksOf(readSpace(b2.engine.doc), "honeymoon")).toEqual(["stargazing"]);
    expect(ticksOf(readSpace(a.engine.doc), "first-night")).toEqual(["candles"]);
    a.engine.close();
    b2.engine.close();
  });
});
