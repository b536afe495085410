/**
 * A Server-Sent Events stream read with fetch, for the live line's fallback (app/lib/live-line.ts) in the rooms and
 * "Our space". EventSource cannot send headers, so its credentials would have to go in the address, where proxies
 * and access logs keep them: here they go in request headers, and the address names nothing private.
 *
 * It behaves like the small part of EventSource the line uses: `onopen` once the server accepted the stream,
 * `onmessage` for each event's data, `onerror` once when the stream is refused, breaks or ends (with the refusal's
 * response when the server answered something other than 200, its body left for the caller), and `close()`. It
 * never reconnects by itself: the line decides when to open another.
 */

export interface LiveEventsRequest {
  /** The stream's address on this site, without a query. */
  url: string;
  /** The credentials and the resume point, e.g. Authorization and Last-Event-ID. */
  headers: Record<string, string>;
}

export interface LiveEventSource {
  onopen: (() => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  /** The stream failed or ended; `refused` is the server's answer when it was not a 200 stream. */
  onerror: ((refused?: Response) => void) | null;
  close(): void;
}

/** Splits what has arrived into complete events (ended by a blank line); returns the data of each and the rest. */
export function readEventData(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  const blocks = buffer.replace(/\r\n?/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    const data: string[] = [];
    for (const line of block.split("\n")) {
      // A line starting with ":" is a comment (the server's keep-alive); fields other than data are not used.
      if (line === "data" || line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length) events.push(data.join("\n"));
  }
  return { events, rest };
}

class FetchEventSource implements LiveEventSource {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((refused?: Response) => void) | null = null;
  private readonly controller = new AbortController();
  private done = false;

  constructor(request: LiveEventsRequest) {
    void this.run(request);
  }

  close() {
    this.done = true;
    this.controller.abort();
  }

  private fail(refused?: Response) {
    if (this.done) return;
    this.done = true;
    this.controller.abort();
    this.onerror?.(refused);
  }

  private async run({ url, headers }: LiveEventsRequest) {
    try {
      const response = await fetch(url, {
        headers: { Accept: "text/event-stream", ...headers },
        cache: "no-store",
        credentials: "same-origin",
        signal: this.controller.signal,
      });
      if (this.done) return void response.body?.cancel().catch(() => undefined);
      const streaming = response.headers.get("content-type")?.startsWith("text/event-stream");
      if (response.status !== 200 || !streaming || !response.body) return this.fail(response);
      this.onopen?.();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      while (!this.done) {
        const { value, done } = await reader.read();
        if (done) break;
        const { events, rest } = readEventData(buffer + value);
        buffer = rest;
        for (const data of events) {
          if (this.done) break;
          this.onmessage?.({ data });
        }
      }
      this.fail();
    } catch {
      // Offline, reset, or aborted by close(): a closed stream says nothing more.
      this.fail();
    }
  }
}

/** Opens the stream at once; assign the handlers before the next await. */
export function openLiveEvents(request: LiveEventsRequest): LiveEventSource {
  return new FetchEventSource(request);
}
