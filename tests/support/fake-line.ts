/**
 * The browser's side of a live line, faked for the line's unit tests (app/lib/rooms/connection.test.ts,
 * app/lib/our-space/connection.test.ts): sockets and event streams the test opens, feeds and breaks by hand, so it
 * can break the line between "sent" and "acknowledged" and see what the phone does.
 */
import { vi } from "vitest";
import type { LiveEventSource, LiveEventsRequest } from "~/lib/live-events";

export class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  readonly sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  /** A message from the server (a string is sent as it is). */
  receive(message: object | string) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  /** The instance behind it died. */
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  /** What the phone sent of one type. */
  sentOf(type: string) {
    return this.sent.filter((message) => message.t === type);
  }
}

/** The fallback's event stream (app/lib/live-events.ts), which tests swap in with fakeLiveEvents. */
export class FakeEventSource implements LiveEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((refused?: Response) => void) | null = null;
  closed = false;
  readonly url: string;
  readonly headers: Record<string, string>;
  constructor(request: LiveEventsRequest) {
    this.url = request.url;
    this.headers = request.headers;
    FakeEventSource.all.push(this);
  }
  close() {
    this.closed = true;
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** Stands in for app/lib/live-events.ts: `vi.mock("~/lib/live-events", () => fakeLiveEvents)` (a factory's import). */
export const fakeLiveEvents = {
  openLiveEvents: (request: LiveEventsRequest): LiveEventSource => new FakeEventSource(request),
};

export const latestSocket = () => FakeSocket.all.at(-1)!;

/** The socket opened last, accepted by the server: the line is up on it. */
export function acceptLatest(): FakeSocket {
  const socket = latestSocket();
  socket.accept();
  return socket;
}

/** Forgets the fakes of the test before and stands in for the page's address and document (always visible). */
export function fakePage(protocol: "http:" | "https:") {
  FakeSocket.all = [];
  FakeEventSource.all = [];
  vi.stubGlobal("location", { protocol, host: "entwine.test" });
  vi.stubGlobal("document", {
    visibilityState: "visible",
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
}
