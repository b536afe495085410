import WebSocket from "ws";

/**
 * A phone on a live socket (the rooms' or Our space's): it keeps every message the server sends and waits for the
 * one a test expects. Each test file extends it with its own hello and readers of its messages.
 */
export class SocketPhone<Message> {
  readonly received: Message[] = [];
  private waiters: Array<() => void> = [];
  constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.received.push(JSON.parse(data.toString()) as Message);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  /**
   * A phone on a socket to `url`, once the handshake is through (rejects when it is refused). It listens from the
   * start, so a message sent right after the handshake is not missed.
   */
  static async connect<Phone>(this: new (ws: WebSocket) => Phone, url: string, origin: string): Promise<Phone> {
    const ws = new WebSocket(url, { origin });
    const phone = new this(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    return phone;
  }
  send(message: unknown) {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }
  /** The first message from `start` on matching the predicate (a type guard narrows what it returns). */
  next<M extends Message>(
    predicate: (message: Message) => message is M,
    timeoutMs?: number,
    start?: number,
  ): Promise<M>;
  next(predicate: (message: Message) => boolean, timeoutMs?: number, start?: number): Promise<Message>;
  async next(predicate: (message: Message) => boolean, timeoutMs = 3000, start = this.received.length) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(start).find(predicate);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching message; got ${JSON.stringify(this.received.slice(start))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }
  close() {
    this.ws.close();
  }
}
