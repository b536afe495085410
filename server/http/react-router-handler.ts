import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pageAnswer } from "./errors";

/**
 * Express → React Router. Like @react-router/express, but the request body is the buffer pageBodyGuard already read
 * and checked (bounded in size), never the raw socket: an action can never be made to read more than the limit.
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext | Promise<AppLoadContext>;
}) {
  const handle = createFetchHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const body = hasBody && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
      const request = new Request(url, {
        method: req.method,
        headers,
        body: hasBody ? (body ?? new Uint8Array()) : undefined,
        signal: controller.signal,
      });
      // A page that failed because the database is away answers 503 with Retry-After, not 500 (errors.ts).
      const response = pageAnswer(await handle(request, await options.getLoadContext(req, res)), res);
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      // A page's own Cache-Control (an error page's no-store) replaces the default set before it (shared-cache.ts).
      for (const [name, value] of response.headers) {
        if (name === "cache-control") res.setHeader(name, value);
        else res.append(name, value);
      }
      if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
      if (!response.body) {
        res.end();
        return;
      }
      await pipeline(Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]), res).catch(
        (error: unknown) => {
          if (!res.destroyed && !res.writableEnded) throw error;
        },
      );
    } catch (error) {
      next(error);
    }
  };
}
