import { afterEach, describe, expect, it, vi } from "vitest";
import { openLiveEvents, readEventData } from "./live-events";

// The fallback's stream reader against real fetch Responses (only fetch itself is stood in for).

afterEach(() => vi.unstubAllGlobals());

describe("readEventData", () => {
  it("splits complete events, joins multi-line data, skips comments and keeps the unfinished rest", () => {
    expect(readEventData(': keep-alive\n\ndata: {"t":"a"}\n\ndata: one\ndata: two\r\n\r\ndata: {"t":')).toEqual({
      events: ['{"t":"a"}', "one\ntwo"],
      rest: 'data: {"t":',
    });
    expect(readEventData("id: 4\nevent: x\n\n")).toEqual({ events: [], rest: "" });
  });
});

/** A stream the test writes to, served as the fetch answer, and the request fetch was called with. */
function serve(status = 200, type = "text/event-stream; charset=utf-8") {
  let write!: (text: string) => void;
  let finish!: () => void;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      write = (text) => controller.enqueue(encoder.encode(text));
      finish = () => controller.close();
    },
  });
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const response = new Response(body, { status, headers: { "Content-Type": type } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return response;
    }),
  );
  return { write: (text: string) => write(text), finish: () => finish(), calls, response };
}

function listen(request = { url: "/api/test/events", headers: { Authorization: "Bearer secret-token" } }) {
  const seen: string[] = [];
  const refusals: Array<Response | undefined> = [];
  const source = openLiveEvents(request);
  source.onopen = () => seen.push("open");
  source.onmessage = (event) => seen.push(event.data);
  source.onerror = (refused) => refusals.push(refused);
  return { source, seen, refusals };
}

describe("openLiveEvents", () => {
  it("asks with the headers given and no query, then hands over each event's data, even split across chunks", async () => {
    const server = serve();
    const { seen, refusals } = listen();
    await vi.waitFor(() => expect(seen).toEqual(["open"]));
    expect(server.calls[0]!.url).toBe("/api/test/events");
    expect(server.calls[0]!.init.headers).toEqual({
      Accept: "text/event-stream",
      Authorization: "Bearer secret-token",
    });
    server.write('data: {"t":"first"}\n\n: keep-alive\n\ndata: {"t":');
    server.write('"second"}\n\n');
    await vi.waitFor(() => expect(seen).toEqual(["open", '{"t":"first"}', '{"t":"second"}']));
    expect(refusals).toEqual([]);
    // The server ends the stream: one error, nothing after.
    server.finish();
    await vi.waitFor(() => expect(refusals).toEqual([undefined]));
  });

  it("hands a refusal's response over unread and never says it opened", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error: "gone" }, { status: 404 })),
    );
    const { seen, refusals } = listen();
    await vi.waitFor(() => expect(refusals).toHaveLength(1));
    expect(seen).toEqual([]);
    expect(refusals[0]!.status).toBe(404);
    expect(await refusals[0]!.json()).toEqual({ error: "gone" });
  });

  it("offline: one error without a response", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { refusals } = listen();
    await vi.waitFor(() => expect(refusals).toEqual([undefined]));
  });

  it("after close(): aborts the request and says nothing more", async () => {
    const server = serve();
    const { source, seen, refusals } = listen();
    await vi.waitFor(() => expect(seen).toEqual(["open"]));
    source.close();
    expect((server.calls[0]!.init.signal as AbortSignal).aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual(["open"]);
    expect(refusals).toEqual([]);
  });
});
