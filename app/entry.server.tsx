import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { earlyScripts } from "~/lib/early-scripts.server";
import { renderFinished, renderStarted } from "~/lib/render-storage.server";

export const streamTimeout = 5_000;

/** Read by tests through the server build: React's request storage is switched off between renders. */
export { renderStorageState } from "~/lib/render-storage.server";

/**
 * What a loader, action or render threw goes to the server (its log, and a 503 instead of a 500 when the database
 * is away: server/http/errors.ts). A request the visitor abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.pageFailed?.(error);
};

/**
 * Pages are rendered completely before the first byte (onAllReady): crawlers and people get the same
 * finished HTML, and the status code is final when the headers go out. The finished document then
 * preloads its scripts at low priority and hydrates right after its first paint (see earlyScripts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared as soon as the page is done: a pending timer would keep the whole render (tree, data, HTML) in memory
    // for seconds after the response, hundreds of renders deep under load.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      renderFinished();
    };
    renderStarted();
    let rendered: ReturnType<typeof renderToPipeableStream>;
    try {
      rendered = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
        nonce,
        // The whole page is sent at once (onAllReady), so a finished Suspense boundary is written in place. React
        // would otherwise move a large one (HydrateLater's grids) into a hidden block shown by an inline script:
        // hidden for a browser without scripts, and work for every other.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", (error) => {
            done();
            reject(error);
          });
          body.on("end", () => {
            done();
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(
              new Response(earlyScripts(Buffer.concat(chunks).toString("utf8")), { headers: responseHeaders, status }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          done();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          loadContext.logger?.error({ err: error }, "render error");
        },
      });
    } catch (error) {
      done();
      throw error;
    }
    const { pipe, abort } = rendered;
    if (!finished) timer = setTimeout(abort, streamTimeout + 1000);
  });
}
