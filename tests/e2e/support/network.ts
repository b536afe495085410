import type { BrowserContext } from "playwright-core";

/** A network that cannot open WebSockets: every socket closes before it opens (the event stream and POST remain). */
export async function refuseWebSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    class Refused {
      readyState = 3;
      onclose: ((event: unknown) => void) | null = null;
      constructor() {
        setTimeout(() => this.onclose?.({}), 10);
      }
      send() {}
      close() {}
    }
    (window as unknown as { WebSocket: unknown }).WebSocket = Refused;
  });
}
