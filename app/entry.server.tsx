// React's edge build, not its Node build: the Node build keeps an AsyncLocalStorage that, once the first page has
// rendered, runs a hook for every asynchronous resource of every later request, stored pages included (a fifth of a
// stored page's cost, measured in `npm run bench`). Node has no global AsyncLocalStorage, so the edge build uses none.
import { renderToReadableStream } from "react-dom/server.edge";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { earlyScripts } from "~/lib/early-scripts.server";

export const streamTimeout = 5_000;

/**
 * What a loader, action or render threw goes to the server (its log, and a 503 instead of a 500 when the database
 * is away: server/http/errors.ts). A request the visitor abandoned is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  context.pageFailed?.(error);
};

/**
 * Pages are rendered completely before the first byte (allReady): crawlers and people get the same finished HTML,
 * and the status code is final when the headers go out. The finished document then preloads its scripts at low
 * priority and hydrates right after its first paint (see earlyScripts).
 */
export default async function handleRequest(
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
  let status = responseStatusCode;
  // Cleared as soon as the page is done: a pending timer would keep the whole render (tree, data, HTML) in memory
  // for seconds after the response, hundreds of renders deep under load.
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), streamTimeout + 1000);
  try {
    const stream = await renderToReadableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        signal: stop.signal,
        onError(error: unknown) {
          status = 500;
          loadContext.logger?.error({ err: error }, "render error");
        },
      },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(earlyScripts(html), { headers: responseHeaders, status });
  } finally {
    clearTimeout(timer);
  }
}
