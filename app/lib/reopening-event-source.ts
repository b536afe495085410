/**
 * Follows a Server-Sent Events stream for as long as the page is open. The browser reconnects a dropped stream by
 * itself, but gives up for good when an answer is not a stream (a 503 when the server is full, a proxy's error page):
 * then a new one is opened after a pause growing from 30 s to 5 min, spread at random so refused pages do not all
 * come back at once, and at once when the page is shown again. `onReopen` runs after every reconnect but the first,
 * so a change made while the stream was down is fetched. Returns the stop function.
 */
export const FIRST_PAUSE_MS = 30_000;
export const LONGEST_PAUSE_MS = 5 * 60_000;

export function followEventStream(
  url: string,
  listeners: Record<string, (event: MessageEvent) => void>,
  options: { onReopen?: () => void; random?: () => number } = {},
): () => void {
  if (typeof EventSource === "undefined") return () => undefined;
  const random = options.random ?? Math.random;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pause = FIRST_PAUSE_MS;
  let openedBefore = false;
  let stopped = false;

  function open() {
    retry = undefined;
    const current = new EventSource(url);
    source = current;
    for (const [type, listener] of Object.entries(listeners)) current.addEventListener(type, listener as EventListener);
    current.addEventListener("open", () => {
      pause = FIRST_PAUSE_MS;
      if (openedBefore) options.onReopen?.();
      openedBefore = true;
    });
    current.addEventListener("error", () => {
      // CONNECTING means the browser is trying again by itself; CLOSED means it gave up.
      if (stopped || source !== current || current.readyState !== EventSource.CLOSED) return;
      source = null;
      retry = setTimeout(open, pause * (0.75 + random() / 2));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    });
  }
  const onVisible = () => {
    if (stopped || source || document.visibilityState !== "visible") return;
    clearTimeout(retry);
    open();
  };
  document.addEventListener("visibilitychange", onVisible);
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    source = null;
    document.removeEventListener("visibilitychange", onVisible);
  };
}
