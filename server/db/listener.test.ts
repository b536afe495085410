import { describe, expect, it } from "vitest";
import { backoffDelay, createListener, type ConnectionEvents, type ListenerTimers } from "./listener";

/** Timers that run only when the test moves the clock. */
function manualTimers() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: ListenerTimers & { advance(ms: number): Promise<void>; count(): number } = {
    setTimeout(fn, ms) {
      const id = ++nextId;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
    now: () => now,
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
      now = end;
      await settle();
    },
    count: () => pending.size,
  };
  return timers;
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A fake database: connections that can be refused, cut or frozen, and whose NOTIFYs come back unless frozen. */
function fakeServer() {
  const connections: Array<{ events: ConnectionEvents; statements: string[]; closed: boolean }> = [];
  const server = {
    refuse: false,
    frozen: false,
    failQueries: false,
    connections,
    attempts: 0,
    get current() {
      return connections.at(-1)!;
    },
    async connect(events: ConnectionEvents) {
      server.attempts += 1;
      if (server.refuse)
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      const connection = { events, statements: [] as string[], closed: false };
      connections.push(connection);
      return {
        async query(text: string, params?: unknown[]) {
          connection.statements.push(text);
          if (server.failQueries) throw new Error("Connection terminated unexpectedly");
          if (server.frozen) return new Promise(() => undefined);
          if (text.startsWith("select pg_notify")) {
            const [channel, payload] = params as [string, string];
            queueMicrotask(() => connection.events.notification(channel, payload));
          }
          return {};
        },
        close() {
          connection.closed = true;
        },
      };
    },
  };
  return server;
}

function logLines() {
  const lines: Array<{ level: "warn" | "info"; message: string; details: object }> = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push({ level: "warn", message, details }),
    info: (details: object, message: string) => lines.push({ level: "info", message, details }),
  };
}

function setUp() {
  const timers = manualTimers();
  const server = fakeServer();
  const log = logLines();
  const listener = createListener({
    connect: server.connect,
    timers,
    log,
    random: () => 1 - 1e-9,
    heartbeatMs: 5000,
    heartbeatTimeoutMs: 3000,
    firstBackoffMs: 200,
    maxBackoffMs: 5000,
    heartbeatChannel: "beat_test",
  });
  return { timers, server, log, listener };
}

describe("backoffDelay", () => {
  it("doubles from the first delay up to the cap, jittered down by at most half", () => {
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt, 200, 5000, top))).toEqual([
      200, 400, 800, 1600, 3200, 5000, 5000,
    ]);
    expect(backoffDelay(3, 200, 5000, () => 0)).toBe(400);
    expect(backoffDelay(1000, 200, 5000, () => 0.5)).toBe(3750);
  });
});

describe("the listening connection", () => {
  it("listens on every channel and its own heartbeat channel, and hands notifications to their handlers", async () => {
    const { server, listener } = setUp();
    const heard: string[] = [];
    await listener.listen("rooms", (payload) => heard.push(`rooms:${payload}`));
    await listener.listen("spaces", (payload) => heard.push(`spaces:${payload}`));
    expect(listener.state()).toBe("up");
    expect(server.connections).toHaveLength(1);
    expect(server.current.statements).toEqual(["listen beat_test; listen rooms", "listen spaces"]);
    server.current.events.notification("rooms", "a");
    server.current.events.notification("spaces", "b");
    server.current.events.notification("other", "c");
    expect(heard).toEqual(["rooms:a", "spaces:b"]);
  });

  it("gives a channel up once its last handler goes, and listens again after a drop only on the channels still held", async () => {
    const { timers, server, listener } = setUp();
    let resumed = 0;
    listener.onResumed(() => (resumed += 1));
    const heard: string[] = [];
    const first = (payload: string) => heard.push(`first:${payload}`);
    const second = (payload: string) => heard.push(`second:${payload}`);
    await listener.listen("entwine_r_a", first);
    await listener.listen("entwine_r_a", second);
    await listener.listen("entwine_r_b", first);
    await listener.unlisten("entwine_r_a", first);
    // A handler is left on the channel: still listened on.
    expect(server.current.statements).not.toContain("unlisten entwine_r_a");
    server.current.events.notification("entwine_r_a", "1");
    await listener.unlisten("entwine_r_a", second);
    expect(server.current.statements.at(-1)).toBe("unlisten entwine_r_a");
    server.current.events.notification("entwine_r_a", "2");
    server.current.events.notification("entwine_r_b", "3");
    expect(heard).toEqual(["second:1", "first:3"]);
    expect(listener.received()).toBe(3);

    server.current.events.lost(new Error("terminating connection due to administrator command"));
    await timers.advance(200);
    expect(listener.state()).toBe("up");
    expect(server.current.statements[0]).toBe("listen beat_test; listen entwine_r_b");
    expect(resumed).toBe(1);
  });

  it("after its connection ends: reconnects with backoff, listens again, resumes its subscribers, logs once each", async () => {
    const { timers, server, log, listener } = setUp();
    let resumed = 0;
    const heard: string[] = [];
    await listener.listen(
      "rooms",
      (payload) => heard.push(payload),
      () => (resumed += 1),
    );

    server.refuse = true;
    server.current.events.lost(new Error("terminating connection due to administrator command"));
    expect(listener.state()).toBe("reconnecting");
    expect(server.connections[0]!.closed).toBe(true);
    // Refused for four attempts (200, 400, 800, 1600 ms apart): still one line for the drop.
    await timers.advance(200 + 400 + 800 + 1600 - 1);
    expect(server.attempts).toBe(1 + 3);
    await timers.advance(1);
    expect(server.attempts).toBe(1 + 4);
    expect(listener.state()).toBe("reconnecting");
    expect(resumed).toBe(0);

    server.refuse = false;
    await timers.advance(3200);
    expect(listener.state()).toBe("up");
    expect(server.connections).toHaveLength(2);
    expect(server.current.statements[0]).toBe("listen beat_test; listen rooms");
    expect(resumed).toBe(1);
    expect(log.lines.map((line) => [line.level, line.message])).toEqual([
      ["warn", "database listener lost: live updates from other instances wait until it is back"],
      ["info", "database listener back: catching up on what it missed"],
    ]);
    expect(log.lines[1]!.details).toEqual({ downMs: 200 + 400 + 800 + 1600 + 3200, attempts: 5 });

    // Notifications of the old connection are ignored; the new one's arrive.
    server.connections[0]!.events.notification("rooms", "old");
    server.current.events.notification("rooms", "new");
    expect(heard).toEqual(["new"]);

    // The next drop starts its backoff from the first delay again.
    server.current.events.lost(new Error("the listening connection ended"));
    await timers.advance(200);
    expect(listener.state()).toBe("up");
    expect(resumed).toBe(2);
  });

  it("counts a connection lost when its heartbeat does not come back in time (a frozen server)", async () => {
    const { timers, server, log, listener } = setUp();
    let resumed = 0;
    await listener.listen(
      "rooms",
      () => undefined,
      () => (resumed += 1),
    );

    // A healthy heartbeat comes back, and the next one goes out 5 s later.
    await timers.advance(5000);
    expect(server.current.statements.at(-1)).toBe("select pg_notify($1, $2)");
    await timers.advance(5000);
    expect(server.current.statements.filter((text) => text.startsWith("select pg_notify"))).toHaveLength(2);
    expect(listener.state()).toBe("up");

    server.frozen = true;
    await timers.advance(5000 + 3000 - 1);
    expect(listener.state()).toBe("up");
    await timers.advance(1);
    expect(listener.state()).toBe("reconnecting");
    expect(log.lines).toHaveLength(1);

    server.frozen = false;
    await timers.advance(200);
    expect(listener.state()).toBe("up");
    expect(resumed).toBe(1);
  });

  it("a heartbeat that cannot even be sent counts as a drop too", async () => {
    const { timers, server, listener } = setUp();
    await listener.listen("rooms", () => undefined);
    server.failQueries = true;
    await timers.advance(5000);
    expect(listener.state()).toBe("reconnecting");
    server.failQueries = false;
    await timers.advance(200);
    expect(listener.state()).toBe("up");
  });

  it("starts reconnecting when the database cannot be reached at the first listen, without failing it", async () => {
    const { timers, server, listener } = setUp();
    server.refuse = true;
    await expect(listener.listen("rooms", () => undefined)).resolves.toBeUndefined();
    expect(listener.state()).toBe("reconnecting");
    server.refuse = false;
    await timers.advance(200);
    expect(listener.state()).toBe("up");
    expect(server.current.statements[0]).toBe("listen beat_test; listen rooms");
  });

  it("stops everything when closed: no retry, no heartbeat", async () => {
    const { timers, server, listener } = setUp();
    await listener.listen("rooms", () => undefined);
    server.refuse = true;
    server.current.events.lost(new Error("gone"));
    await listener.close();
    expect(listener.state()).toBe("closed");
    const attempts = server.attempts;
    await timers.advance(60_000);
    expect(server.attempts).toBe(attempts);
    expect(timers.count()).toBe(0);
    await expect(listener.listen("later", () => undefined)).rejects.toThrow(/closed/);
  });
});
