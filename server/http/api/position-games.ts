import type { Server } from "node:http";
import { Router, type Request, type Response } from "express";
import type { Services } from "../../services";
import type { ListName, ListState } from "../../services/position-games";
import type { PositionListAnswer } from "@domain/position-games/api";
import { requireAdmin } from "../session";

/**
 * Scratch positions (mounted at /api/positions) and journey positions (mounted at /api/journey-positions).
 *
 *   GET    /                 { positions }, ETag / 304                         public
 *   PUT    /                 body: array of positions → { count }; If-Match    admin; one transaction; 409 when stale
 *   POST   /                 one new position → 201 { position }               admin
 *   POST   /reorder          { ids } → { ok }                                  admin
 *   PUT    /:id              one position → { position }                       admin
 *   DELETE /:id              → 204                                             admin
 *   GET    /events           Server-Sent Events: `data: <version>` on change   public (scratch router only)
 *
 * Every write answers the list's new ETag in its headers.
 */

export const SSE_KEEP_ALIVE_MS = 25_000;

function ifMatchOf(req: Request): string | undefined {
  return req.get("if-match") ?? undefined;
}

function setListHeaders(res: Response, state: ListState) {
  res.set({ ETag: state.etag, "Cache-Control": "no-cache", "X-List-Version": String(state.version) });
}

function listRouter(services: Services, list: ListName) {
  const router = Router();
  const ops = services.gamePositions[list];

  router.get("/", async (req, res) => {
    const snapshot = await ops.list();
    setListHeaders(res, snapshot);
    const inm = req.get("if-none-match");
    if (inm && inm.split(",").some((tag) => tag.trim().replace(/^W\//, "") === snapshot.etag)) {
      res.status(304).end();
      return;
    }
    res.json({ positions: snapshot.positions } satisfies PositionListAnswer<(typeof snapshot.positions)[number]>);
  });

  router.put("/", requireAdmin, async (req, res) => {
    const result = await ops.replace(req.body, ifMatchOf(req));
    setListHeaders(res, result);
    res.json({ count: result.count });
  });

  router.post("/", requireAdmin, async (req, res) => {
    const result = await ops.create(req.body, ifMatchOf(req));
    setListHeaders(res, result);
    res.status(201).json({ position: result.position });
  });

  router.post("/reorder", requireAdmin, async (req, res) => {
    const state = await ops.reorder(req.body, ifMatchOf(req));
    setListHeaders(res, state);
    res.json({ ok: true });
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const result = await ops.update(String(req.params.id), req.body, ifMatchOf(req));
    setListHeaders(res, result);
    res.json({ position: result.position });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const state = await ops.remove(String(req.params.id), ifMatchOf(req));
    setListHeaders(res, state);
    res.status(204).end();
  });

  return router;
}

/** Streams end when the HTTP server stops listening (graceful shutdown), checked once a second for all of them. */
const openStreams = new Set<{ server: Server | undefined; end: () => void }>();
let watcher: ReturnType<typeof setInterval> | undefined;
function watchStreams() {
  if (watcher) return;
  watcher = setInterval(() => {
    for (const stream of [...openStreams]) if (stream.server && !stream.server.listening) stream.end();
    if (openStreams.size === 0 && watcher) {
      clearInterval(watcher);
      watcher = undefined;
    }
  }, 1000);
  watcher.unref();
}

/**
 * The open event streams of one router, by client address. No address has a ceiling of its own (a carrier puts
 * thousands of phones behind one), but when the process holds `max` streams a new one takes the place of the oldest
 * stream of the address holding the most, as long as that address would still hold more than the newcomer's.
 * So one client can fill an idle server, yet never keep the others out.
 */
export function eventStreamRegistry(max: number) {
  const byClient = new Map<string, Set<{ end: () => void }>>();
  let total = 0;
  return {
    /** Admits a stream for `client` (evicting another when full); null when the client already holds its share. */
    admit(client: string, end: () => void): { release: () => void } | null {
      if (total >= max) {
        const own = byClient.get(client)?.size ?? 0;
        let fullest: Set<{ end: () => void }> | undefined;
        for (const streams of byClient.values()) if (!fullest || streams.size > fullest.size) fullest = streams;
        if (!fullest || fullest.size <= own + 1) return null;
        // A Set keeps insertion order: its first stream is the oldest.
        const oldest = fullest.values().next().value!;
        oldest.end();
      }
      const stream = { end };
      const streams = byClient.get(client) ?? new Set();
      streams.add(stream);
      byClient.set(client, streams);
      total++;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          total--;
          streams.delete(stream);
          if (streams.size === 0 && byClient.get(client) === streams) byClient.delete(client);
        },
      };
    },
    size: () => total,
  };
}

/**
 * GET /api/positions/events: sends the scratch list's current version at once and each new version as it is
 * written (here or on another instance); journey changes go out as `event: journey`. A comment every 25 s keeps
 * proxies from closing the stream; it ends when the client goes away, when a busier address's stream gives way to a
 * newcomer's (the browser tries again after the `retry` interval), or when the server shuts down.
 */
function eventsHandler(services: Services) {
  const registry = eventStreamRegistry(services.eventStreamsMax);
  return async (req: Request, res: Response) => {
    let ended = false;
    const stream = {
      server: (req.socket as unknown as { server?: Server }).server,
      end: () => finish(true),
    };
    const client = services.rateLimits.clientKey(req.ip ?? "unknown");
    const admitted = registry.admit(client, stream.end);
    if (!admitted) {
      // The limit doing its job: no log line for each refusal. The page keeps refreshing on focus meanwhile.
      res.status(503).set("Retry-After", "30").json({ error: "Too many open event streams" });
      return;
    }
    // Subscribed before the version is read, so a change made in between is still told.
    const pending: string[] = [];
    let started = false;
    const send = (chunk: string) => {
      if (ended) return;
      if (started) res.write(chunk);
      else pending.push(chunk);
    };
    const unsubscribe = services.gamePositions.subscribe({
      change(list, version) {
        send(list === "scratch" ? `data: ${version}\n\n` : `event: ${list}\ndata: ${version}\n\n`);
      },
      close: () => finish(true),
    });
    const keepAlive = setInterval(() => send(`: keep-alive\n\n`), SSE_KEEP_ALIVE_MS);
    function finish(endResponse: boolean) {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      unsubscribe();
      admitted!.release();
      openStreams.delete(stream);
      if (endResponse && !res.writableEnded) {
        if (res.headersSent) res.end();
        else res.status(503).set("Retry-After", "30").json({ error: "Too many open event streams" });
      }
    }
    openStreams.add(stream);
    watchStreams();
    req.on("close", () => finish(false));
    res.on("close", () => finish(false));
    let scratch: ListState;
    try {
      scratch = await services.gamePositions.scratch.state();
    } catch (error) {
      finish(false);
      throw error;
    }
    if (ended) return;
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from buffering the stream.
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    started = true;
    res.write(`retry: 5000\n\ndata: ${scratch.version}\n\n`);
    for (const chunk of pending.splice(0)) res.write(chunk);
  };
}

export function scratchPositionsRoutes(services: Services) {
  const router = Router();
  router.get("/events", eventsHandler(services));
  router.use(listRouter(services, "scratch"));
  return router;
}

export function journeyPositionsRoutes(services: Services) {
  return listRouter(services, "journey");
}
