import type { Server } from "node:http";
import { Router, type Request, type Response } from "express";
import { rateLimited, unavailable } from "../../base/errors";
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
/** Open event streams per process; more are refused with 503 (clients fall back to focus refresh). */
export const MAX_EVENT_STREAMS = 1000;
/**
 * Open event streams per client address: a couple with a few tabs open fits, one client cannot take every stream
 * (beyond it: 429, and the page falls back to refreshing on focus).
 */
export const MAX_EVENT_STREAMS_PER_CLIENT = 6;
const streamsByClient = new Map<string, number>();

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
 * GET /api/positions/events: sends the scratch list's current version at once and each new version as it is
 * written (here or on another instance); journey changes go out as `event: journey`. A comment every 25 s keeps
 * proxies from closing the stream; it ends when the client goes away or the server shuts down.
 */
function eventsHandler(services: Services) {
  return async (req: Request, res: Response) => {
    if (services.gamePositions.subscriberCount() >= MAX_EVENT_STREAMS) {
      throw unavailable("Too many open event streams", 30);
    }
    const client = services.rateLimits.clientKey(req.ip ?? "unknown");
    const open = streamsByClient.get(client) ?? 0;
    if (open >= MAX_EVENT_STREAMS_PER_CLIENT) {
      throw rateLimited("Too many open event streams from this address", 30);
    }
    streamsByClient.set(client, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (streamsByClient.get(client) ?? 1) - 1;
      if (left <= 0) streamsByClient.delete(client);
      else streamsByClient.set(client, left);
    };
    req.on("close", release);
    res.on("close", release);
    const scratch = await services.gamePositions.scratch.state();
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the compression middleware from buffering the stream.
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    let ended = false;
    const send = (chunk: string) => {
      if (!ended) res.write(chunk);
    };
    send(`retry: 5000\n\ndata: ${scratch.version}\n\n`);
    const keepAlive = setInterval(() => send(`: keep-alive\n\n`), SSE_KEEP_ALIVE_MS);
    const stream = {
      server: (req.socket as unknown as { server?: Server }).server,
      end: () => finish(true),
    };
    const unsubscribe = services.gamePositions.subscribe({
      change(list, version) {
        send(list === "scratch" ? `data: ${version}\n\n` : `event: ${list}\ndata: ${version}\n\n`);
      },
      close: () => finish(true),
    });
    function finish(endResponse: boolean) {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      unsubscribe();
      openStreams.delete(stream);
      if (endResponse) res.end();
    }
    openStreams.add(stream);
    watchStreams();
    req.on("close", () => finish(false));
    res.on("close", () => finish(false));
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
