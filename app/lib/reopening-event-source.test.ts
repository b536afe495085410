import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeDocument, FakeEventSource } from "../../tests/support/fake-event-source";
import { FIRST_PAUSE_MS, followEventStream, LONGEST_PAUSE_MS } from "./reopening-event-source";

let page: FakeDocument;
beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  page = new FakeDocument();
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("document", page);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("followEventStream", () => {
  it("hands each message to its listener by type", () => {
    const seen: string[] = [];
    const stop = followEventStream("/events", {
      message: (event) => seen.push(`version ${event.data}`),
      journey: (event) => seen.push(`journey ${event.data}`),
    });
    const source = FakeEventSource.latest();
    expect(source.url).toBe("/events");
    source.open();
    source.message("4");
    source.message("9", "journey");
    expect(seen).toEqual(["version 4", "journey 9"]);
    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("leaves a dropped stream to the browser, and tells onReopen once it is back", () => {
    const onReopen = vi.fn();
    followEventStream("/events", {}, { onReopen });
    const source = FakeEventSource.latest();
    source.open();
    expect(onReopen).not.toHaveBeenCalled();
    source.drop();
    vi.advanceTimersByTime(LONGEST_PAUSE_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
    source.open();
    expect(onReopen).toHaveBeenCalledTimes(1);
  });

  it("opens a refused stream again after a pause that grows, spread at random, and resets once one opens", () => {
    const onReopen = vi.fn();
    followEventStream("/events", {}, { onReopen, random: () => 0 });
    FakeEventSource.latest().open();
    FakeEventSource.latest().refuse();
    // random() = 0 gives three quarters of the pause.
    vi.advanceTimersByTime(FIRST_PAUSE_MS * 0.75 - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.latest().refuse();
    vi.advanceTimersByTime(FIRST_PAUSE_MS * 1.5 - 1);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    FakeEventSource.latest().open();
    expect(onReopen).toHaveBeenCalledTimes(1);
    FakeEventSource.latest().refuse();
    vi.advanceTimersByTime(FIRST_PAUSE_MS * 0.75);
    expect(FakeEventSource.opened).toHaveLength(4);
  });

  it("never waits longer than the longest pause, whatever the draw", () => {
    followEventStream("/events", {}, { random: () => 0.999 });
    for (let attempt = 0; attempt < 12; attempt++) {
      FakeEventSource.latest().refuse();
      vi.advanceTimersByTime(LONGEST_PAUSE_MS * 1.25);
    }
    expect(FakeEventSource.opened).toHaveLength(13);
  });

  it("opens again at once when the page is shown, and not while it is hidden", () => {
    followEventStream("/events", {}, { random: () => 0.5 });
    FakeEventSource.latest().refuse();
    page.show("hidden");
    expect(FakeEventSource.opened).toHaveLength(1);
    page.show("visible");
    expect(FakeEventSource.opened).toHaveLength(2);
    // The pending retry was cancelled: only the one opened on showing.
    vi.advanceTimersByTime(FIRST_PAUSE_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(2);
    // Shown again while a stream is open: nothing more is opened.
    page.show("visible");
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it("opens nothing more once stopped", () => {
    const stop = followEventStream("/events", {});
    FakeEventSource.latest().refuse();
    stop();
    vi.advanceTimersByTime(LONGEST_PAUSE_MS * 2);
    page.show("visible");
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
