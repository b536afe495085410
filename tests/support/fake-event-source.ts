/**
 * A stand-in for the browser's EventSource in unit tests: records every one opened, and lets the test open it,
 * deliver messages, and drop it the way the browser does (reconnecting by itself, or giving up for good).
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  static reset() {
    FakeEventSource.opened = [];
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error("no EventSource was opened");
    return last;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }

  message(data: string, type = "message") {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }

  /** The stream dropped; the browser tries again by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }

  /** The answer was not a stream (a 503, say): the browser gives up on this one for good. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event("error"));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** A document that says whether the page is shown, and tells its listeners when that changes. */
export class FakeDocument extends EventTarget {
  visibilityState: "visible" | "hidden" = "visible";

  show(state: "visible" | "hidden") {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}
