import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLiveLine, readLineMessage, type LiveLineOptions } from "./live-line";
import { FakeEventSource, FakeSocket, fakePage, acceptLatest, latestSocket } from "../../tests/support/fake-line";

vi.mock("./live-events", async () => (await import("../../tests/support/fake-line")).fakeLiveEvents);

// The shared line (rooms and Our space) with the browser faked: the test opens, feeds and breaks sockets and event
// streams by hand, moves the clock, and fires the document's and the window's events.

type Message = { t: string; n?: number };

/** The document's visibility, changed by the test, and its events. */
let page: EventTarget & { visibilityState: "visible" | "hidden" };
let windowEvents: EventTarget;

/** A line with the given options, recording what it tells its feature, in order. */
function line(overrides: Partial<LiveLineOptions<Message>> = {}) {
  const told: string[] = [];
  const messages: Message[] = [];
  const gone: Response[] = [];
  const options: LiveLineOptions<Message> = {
    socketPath: "/api/test/socket",
    events: () => ({ url: "/api/test/events", headers: { Authorization: "Bearer token", "Last-Event-ID": "3" } }),
    hello: () => ({ t: "hello" }),
    retryMs: [100, 200, 400],
    opening: (first) => told.push(first ? "opening first" : "opening again"),
    opened: () => told.push("opened"),
    message: (message) => messages.push(message),
    retrying: () => told.push("retrying"),
    streamFailed: () => told.push("stream failed"),
    gone: (response) => {
      gone.push(response);
    },
    ...overrides,
  };
  const live = createLiveLine(options);
  live.start();
  return { live, told, messages, gone };
}

/** Advances the clock to one ms before `ms`, checks nothing new opened, then to `ms`. */
function expectOpenAfter(ms: number, count: () => number) {
  const before = count();
  vi.advanceTimersByTime(ms - 1);
  expect(count(), `nothing new before ${ms} ms`).toBe(before);
  vi.advanceTimersByTime(1);
  expect(count(), `a new attempt at ${ms} ms`).toBe(before + 1);
}

/** Lets the probe's promises settle without moving the clock (vi.waitFor would advance the fake timers). */
async function settle() {
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
}

const sockets = () => FakeSocket.all.length;
const streams = () => FakeEventSource.all.length;
const latestStream = () => FakeEventSource.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  fakePage("https:");
  page = Object.assign(new EventTarget(), { visibilityState: "visible" as "visible" | "hidden" });
  vi.stubGlobal("document", page);
  windowEvents = new EventTarget();
  vi.stubGlobal("window", windowEvents);
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("readLineMessage (the JSON guard)", () => {
  it("takes a JSON object with a string `t`, and nothing else", () => {
    expect(readLineMessage('{"t":"welcome","seq":2}')).toEqual({ t: "welcome", seq: 2 });
    for (const frame of ["{not json", "", "null", "42", '"t"', "[]", '["t"]', "{}", '{"t":7}', '{"t":null}']) {
      expect(readLineMessage(frame), frame).toBeNull();
    }
    expect(readLineMessage(undefined)).toBeNull();
  });
});

describe("the live line over a WebSocket", () => {
  it("opens the socket on this host (wss on https), says hello, and passes on only well-formed messages", () => {
    const { live, told, messages } = line();
    expect(live.transport).toBe("websocket");
    expect(latestSocket().url).toBe("wss://entwine.test/api/test/socket");
    expect(live.send({ t: "early" })).toBe(false);
    acceptLatest();
    expect(latestSocket().sent).toEqual([{ t: "hello" }]);
    expect(told).toEqual(["opening first", "opened"]);
    latestSocket().receive("{not json");
    latestSocket().receive({ nope: true });
    latestSocket().receive({ t: "one", n: 1 });
    expect(messages).toEqual([{ t: "one", n: 1 }]);
    expect(live.send({ t: "move" })).toBe(true);
    expect(latestSocket().sent.at(-1)).toEqual({ t: "move" });
  });

  it("uses ws on plain http, and starts only once", () => {
    fakePage("http:");
    vi.stubGlobal("document", page);
    const { live } = line();
    live.start();
    expect(FakeSocket.all.map((socket) => socket.url)).toEqual(["ws://entwine.test/api/test/socket"]);
  });

  it("backs off in the given order, repeating the last step, and starts again from the first after an open", () => {
    const { told } = line({ retryMs: [100, 200, 400] });
    // A socket that opened once: its loss is not a failed open.
    acceptLatest();
    latestSocket().drop();
    expectOpenAfter(100, sockets);
    acceptLatest();
    latestSocket().drop();
    // The back-off starts again after each open.
    expectOpenAfter(100, sockets);
    latestSocket().drop();
    expectOpenAfter(200, sockets);
    acceptLatest();
    latestSocket().drop();
    expectOpenAfter(100, sockets);
    expect(told.filter((entry) => entry.startsWith("opening"))).toEqual([
      "opening first",
      "opening again",
      "opening again",
      "opening again",
      "opening again",
    ]);
    expect(told.filter((entry) => entry === "retrying")).toHaveLength(4);
  });

  it("falls back to the event stream after two socket opens in a row that failed, and keeps to it", async () => {
    const { live, told, messages } = line({ retryMs: [100, 200, 400] });
    latestSocket().drop();
    expect(live.transport).toBe("websocket");
    expectOpenAfter(100, sockets);
    latestSocket().drop();
    expect(live.transport).toBe("sse");
    // The third attempt is the event stream, after the second step of the back-off.
    expectOpenAfter(200, streams);
    expect(sockets()).toBe(2);
    expect(latestStream().url).toBe("/api/test/events");
    latestStream().onopen?.();
    expect(told.at(-1)).toBe("opened");
    latestStream().receive({ t: "from-stream" });
    expect(messages).toEqual([{ t: "from-stream" }]);
    // Nothing goes over a socket now: the feature posts.
    expect(live.send({ t: "move" })).toBe(false);

    // The stream fails twice in a row: the back-off restarts at its first step after the open, then goes on.
    latestStream().onerror?.();
    await settle();
    expect(told.at(-1)).toBe("retrying");
    expectOpenAfter(100, streams);
    latestStream().onerror?.();
    await settle();
    expect(told.filter((entry) => entry === "retrying")).toHaveLength(4);
    expectOpenAfter(200, streams);
    latestStream().onerror?.();
    await settle();
    expect(told.filter((entry) => entry === "retrying")).toHaveLength(5);
    expectOpenAfter(400, streams);
    latestStream().onerror?.();
    await settle();
    expect(told.filter((entry) => entry === "retrying")).toHaveLength(6);
    expectOpenAfter(400, streams);
    expect(sockets()).toBe(2);
  });

  it("does not count a socket that opened once towards the fallback", () => {
    const { live } = line();
    latestSocket().drop();
    vi.advanceTimersByTime(100);
    acceptLatest();
    latestSocket().drop();
    vi.advanceTimersByTime(100);
    latestSocket().drop();
    expect(live.transport).toBe("websocket");
    vi.advanceTimersByTime(200);
    expect(sockets()).toBe(4);
    expect(streams()).toBe(0);
  });

  it("ignores what a socket it has left behind still says or does", () => {
    const { messages, told } = line();
    const first = acceptLatest();
    first.drop();
    vi.advanceTimersByTime(100);
    acceptLatest();
    first.receive({ t: "stale" });
    // A late close of the old socket schedules nothing.
    first.drop();
    vi.advanceTimersByTime(10_000);
    expect(messages).toEqual([]);
    expect(sockets()).toBe(2);
    expect(told.filter((entry) => entry === "retrying")).toHaveLength(1);
  });
});

describe("waking the line", () => {
  it("opens at once when the phone wakes (the page becomes visible) while waiting out the back-off", () => {
    const { told } = line({ retryMs: [60_000] });
    acceptLatest();
    latestSocket().drop();
    // Hidden: still asleep, nothing happens.
    page.visibilityState = "hidden";
    page.dispatchEvent(new Event("visibilitychange"));
    expect(sockets()).toBe(1);
    page.visibilityState = "visible";
    page.dispatchEvent(new Event("visibilitychange"));
    expect(sockets()).toBe(2);
    expect(told.at(-1)).toBe("opening first");
    // The back-off's timer was cleared: it does not open a third line when it would have run.
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toBe(2);
  });

  it("leaves a line that is up alone when the page becomes visible", () => {
    line();
    acceptLatest();
    page.dispatchEvent(new Event("visibilitychange"));
    expect(sockets()).toBe(1);
  });

  it("with followNetwork: drops the line when the browser goes offline and opens it at once when back online", () => {
    const { told } = line({ retryMs: [60_000], followNetwork: true });
    const first = acceptLatest();
    windowEvents.dispatchEvent(new Event("offline"));
    expect(first.readyState).toBe(3);
    expect(told.at(-1)).toBe("retrying");
    windowEvents.dispatchEvent(new Event("online"));
    expect(sockets()).toBe(2);
    acceptLatest();
    // Online again while up: nothing more.
    windowEvents.dispatchEvent(new Event("online"));
    expect(sockets()).toBe(2);
  });

  it("without followNetwork: the browser's offline and online events change nothing", () => {
    line({ retryMs: [60_000] });
    const first = acceptLatest();
    windowEvents.dispatchEvent(new Event("offline"));
    expect(first.readyState).toBe(FakeSocket.OPEN);
    first.drop();
    windowEvents.dispatchEvent(new Event("online"));
    expect(sockets()).toBe(1);
  });

  it("after close(), neither waking nor the network opens anything", () => {
    const { live } = line({ retryMs: [100], followNetwork: true });
    const first = acceptLatest();
    live.close();
    expect(live.closed).toBe(true);
    expect(first.readyState).toBe(3);
    page.dispatchEvent(new Event("visibilitychange"));
    windowEvents.dispatchEvent(new Event("online"));
    first.drop();
    vi.advanceTimersByTime(10_000);
    expect(sockets()).toBe(1);
    live.start();
    expect(sockets()).toBe(1);
  });
});

describe("pings", () => {
  it("sends a ping each round and drops a socket that brought nothing for two rounds", () => {
    const { told } = line({ ping: { everyMs: 1_000, message: { t: "ping" } } });
    const first = acceptLatest();
    vi.advanceTimersByTime(1_000);
    expect(first.sentOf("ping")).toHaveLength(1);
    // A pong: the line is alive, the clock of silence starts again.
    first.receive({ t: "pong" });
    vi.advanceTimersByTime(2_000);
    expect(first.sentOf("ping")).toHaveLength(3);
    expect(first.readyState).toBe(FakeSocket.OPEN);
    // Nothing since the pong at 1 s: at 4 s it has been silent for more than two rounds.
    vi.advanceTimersByTime(1_000);
    expect(first.readyState).toBe(3);
    expect(first.sentOf("ping")).toHaveLength(3);
    expect(told.at(-1)).toBe("retrying");
    expectOpenAfter(100, sockets);
    // The old socket's ping timer is gone: no more pings on it.
    vi.advanceTimersByTime(5_000);
    expect(first.sentOf("ping")).toHaveLength(3);
  });

  it("never drops a quiet socket when pings are off", () => {
    line();
    acceptLatest();
    vi.advanceTimersByTime(10 * 60_000);
    expect(latestSocket().readyState).toBe(FakeSocket.OPEN);
    expect(latestSocket().sent).toEqual([{ t: "hello" }]);
    expect(sockets()).toBe(1);
  });
});

describe("the event stream's probe", () => {
  beforeEach(() => vi.stubGlobal("WebSocket", undefined));

  it("opens the event stream at once when the browser has no WebSocket", () => {
    const { live } = line();
    expect(live.transport).toBe("sse");
    expect(streams()).toBe(1);
    // Its credentials and resume point go in headers: nothing private in the address.
    expect(latestStream().url).toBe("/api/test/events");
    expect(latestStream().headers).toEqual({ Authorization: "Bearer token", "Last-Event-ID": "3" });
  });

  it("refused with 404: tells the feature it is gone (its body unread, the feature's to read) and opens nothing more", () => {
    const response = { status: 404, body: { cancel: vi.fn(async () => undefined) } } as unknown as Response;
    const { told, gone } = line();
    latestStream().onerror?.(response);
    expect(latestStream().closed).toBe(true);
    expect(told).toContain("stream failed");
    expect(gone).toEqual([response]);
    expect(response.body!.cancel).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(streams()).toBe(1);
    expect(told).not.toContain("retrying");
  });

  it("refused otherwise: leaves the body unread and retries after the back-off", () => {
    const response = { status: 429, body: { cancel: vi.fn(async () => undefined) } } as unknown as Response;
    const { told, gone } = line();
    latestStream().onerror?.(response);
    expect(told.at(-1)).toBe("retrying");
    expect(response.body!.cancel).toHaveBeenCalledOnce();
    expectOpenAfter(100, streams);
    expect(gone).toEqual([]);
  });

  it("broken or not answered (offline): retries after the back-off", () => {
    const { told, gone } = line();
    latestStream().onerror?.();
    expect(told.at(-1)).toBe("retrying");
    expectOpenAfter(100, streams);
    expect(gone).toEqual([]);
  });

  it("restartStream closes the stream and opens it again after the back-off; messages of the old one are ignored", () => {
    const { live, messages } = line();
    const first = latestStream();
    first.onopen?.();
    live.restartStream();
    expect(first.closed).toBe(true);
    first.receive({ t: "stale" });
    expectOpenAfter(100, streams);
    latestStream().receive({ t: "fresh" });
    expect(messages).toEqual([{ t: "fresh" }]);
  });
});
