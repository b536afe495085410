/**
 * A TCP proxy between the server under test and PostgreSQL that a test can break on purpose:
 * - `hang()`: every connection, open or new, is accepted and then nothing passes either way (as when the database
 *   process is stopped with SIGSTOP: the kernel still accepts, nobody answers);
 * - `refuse()`: open connections are cut and new ones refused (the database is down);
 * - `forward()`: back to normal; what a hung connection held passes on, as after SIGCONT.
 * `cut()` ends the open connections once and keeps forwarding (a restart that is over at once).
 */
import net from "node:net";

export interface TcpProxy {
  readonly port: number;
  /** The same connection string, through the proxy. */
  url(databaseUrl: string): string;
  forward(): Promise<void>;
  hang(): void;
  refuse(): Promise<void>;
  cut(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let mode: "forward" | "hang" | "refuse" = "forward";
  let port = 0;

  const setPaused = (pair: Pair, paused: boolean) => {
    for (const socket of [pair.client, pair.upstream]) {
      if (paused) socket.pause();
      else socket.resume();
    }
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end);
    upstream.on("error", end);
    client.on("close", end);
    upstream.on("close", end);
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === "hang") setPaused(pair, true);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();

  const cutAll = () => {
    for (const pair of [...pairs]) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    pairs.clear();
  };

  return {
    get port() {
      return port;
    },
    url(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    async forward() {
      if (mode === "refuse") await listen();
      mode = "forward";
      for (const pair of pairs) setPaused(pair, false);
    },
    hang() {
      mode = "hang";
      for (const pair of pairs) setPaused(pair, true);
    },
    async refuse() {
      mode = "refuse";
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      cutAll();
      await closed;
    },
    cut: cutAll,
    async close() {
      cutAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
