import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SPACE_ERRORS, type SpaceServerMessage } from "@domain/our-space/protocol";
import { ApiError } from "~/lib/api-client";
import type { OurSpaceApi } from "./api";
import { connectSpace } from "./connection";
import type { LineStatus } from "./engine";
import type { StoredPush } from "./storage";
import { FakeEventSource, FakeSocket, fakePage, acceptLatest, latestSocket } from "../../../tests/support/fake-line";

vi.mock("~/lib/live-events", async () => (await import("../../../tests/support/fake-line")).fakeLiveEvents);

// The phone's line with the browser faked: sockets and event streams are driven by the test.

const credentials = { space: "s".repeat(22), access: "a".repeat(43), device: "device-1234" };

function line(pending: StoredPush[] = [], api: Partial<OurSpaceApi> = {}, after = 7) {
  const messages: SpaceServerMessage[] = [];
  const statuses: LineStatus[] = [];
  const connection = connectSpace(
    credentials,
    {
      after: () => after,
      unacknowledged: () => pending,
      onMessage: (message) => messages.push(message),
      onStatus: (status) => statuses.push(status),
    },
    api as OurSpaceApi,
  );
  return { connection, messages, statuses };
}

/** The window's online and offline events, as the browser fires them. */
let windowEvents: EventTarget;

const welcome: SpaceServerMessage = { t: "welcome", seq: 9, blobs: [], partnerOnline: true };

beforeEach(() => {
  vi.useFakeTimers();
  fakePage("https:");
  windowEvents = new EventTarget();
  vi.stubGlobal("window", windowEvents);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the line over a WebSocket", () => {
  beforeEach(() => vi.stubGlobal("WebSocket", FakeSocket));

  it("says hello with the newest seq applied, and after each welcome sends every push still unacknowledged", () => {
    const pending = [{ id: "update-one-1", body: "AAAA" }];
    const { messages, connection } = line(pending);
    expect(latestSocket().url).toBe("wss://entwine.test/api/our-space/socket");
    acceptLatest();
    expect(latestSocket().sent[0]).toEqual({ t: "hello", ...credentials, after: 7 });
    // Nothing goes before the welcome; everything pending goes after it.
    connection.push("update-two-2", "BBBB");
    expect(latestSocket().sent).toHaveLength(1);
    latestSocket().receive(welcome);
    expect(messages).toEqual([welcome]);
    expect(latestSocket().sent.slice(1)).toEqual([{ t: "push", id: "update-one-1", body: "AAAA" }]);

    // The line breaks; the next welcome sends it again.
    latestSocket().drop();
    vi.advanceTimersByTime(300);
    acceptLatest();
    latestSocket().receive(welcome);
    expect(latestSocket().sent.slice(1)).toEqual([{ t: "push", id: "update-one-1", body: "AAAA" }]);
  });

  it("ignores frames that are not JSON, and closes for good when the space ends", () => {
    const { messages, statuses } = line();
    acceptLatest();
    latestSocket().receive("{not json");
    latestSocket().receive(welcome);
    latestSocket().receive({ t: "ended" });
    expect(messages.map((message) => message.t)).toEqual(["welcome", "ended"]);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses).toEqual(["connecting"]);
  });

  it("drops a line that stays silent for two pings, and one the browser says is offline; reconnects once online", () => {
    const { statuses } = line();
    acceptLatest();
    latestSocket().receive(welcome);
    // A pong comes back for the first ping; then nothing (a phone that changed network is never told).
    vi.advanceTimersByTime(25_000);
    expect(latestSocket().sent.at(-1)).toEqual({ t: "ping" });
    latestSocket().receive({ t: "pong" });
    vi.advanceTimersByTime(75_000);
    expect(statuses).toEqual(["connecting", "offline"]);
    vi.advanceTimersByTime(300);
    expect(FakeSocket.all).toHaveLength(2);

    acceptLatest();
    latestSocket().receive(welcome);
    windowEvents.dispatchEvent(new Event("offline"));
    expect(statuses.at(-1)).toBe("offline");
    // Back online: a new line at once, without waiting for the back-off.
    windowEvents.dispatchEvent(new Event("online"));
    expect(FakeSocket.all).toHaveLength(3);
  });

  it("falls back to the event stream after two sockets that never opened", () => {
    const { statuses } = line();
    latestSocket().drop();
    vi.advanceTimersByTime(300);
    latestSocket().drop();
    vi.advanceTimersByTime(800);
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeEventSource.all).toHaveLength(1);
    // The space and its access token travel in headers, never in the stream's address; it resumes after seq 7.
    expect(FakeEventSource.all[0]!.url).toBe("/api/our-space/events");
    expect(FakeEventSource.all[0]!.headers).toEqual({
      Authorization: `Bearer ${credentials.access}`,
      "Entwine-Space": credentials.space,
      "Last-Event-ID": "7",
      "Entwine-Device": "device-1234",
    });
    expect(statuses).toEqual(["connecting", "offline", "offline"]);
  });
});

describe("the line over the event stream", () => {
  beforeEach(() => vi.stubGlobal("WebSocket", undefined));

  it("pushes by POST: an answer is an ack, a refusal an error naming the push", async () => {
    let refuse = false;
    const api: Partial<OurSpaceApi> = {
      push: async (_credentials, id) => {
        if (refuse) throw new ApiError(413, SPACE_ERRORS.full, { error: SPACE_ERRORS.full });
        return { id, seq: 10 };
      },
    };
    const { messages, connection } = line([], api);
    const stream = FakeEventSource.all[0]!;
    stream.receive(welcome);
    connection.push("update-one-1", "AAAA");
    await vi.waitFor(() => expect(messages.at(-1)).toEqual({ t: "ack", id: "update-one-1", seq: 10 }));
    refuse = true;
    connection.push("update-two-2", "BBBB");
    await vi.waitFor(() =>
      expect(messages.at(-1)).toEqual({ t: "error", message: SPACE_ERRORS.full, re: "update-two-2" }),
    );
  });

  it("tells an ended space (the stream refused with 404) from a lost line", async () => {
    const { messages } = line();
    FakeEventSource.all[0]!.onerror?.();
    expect(messages).toEqual([]);
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    vi.advanceTimersByTime(300);
    FakeEventSource.all[1]!.onerror?.({ status: 404, body: { cancel: async () => undefined } } as unknown as Response);
    await vi.waitFor(() => expect(messages).toEqual([{ t: "error", message: SPACE_ERRORS.missing }]));
  });
});
