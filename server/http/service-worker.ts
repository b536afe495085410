import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Router } from "express";
import type { ServerBuild } from "react-router";
import { gamesCatalogue } from "@content/games-catalogue";
import { PRECACHE_HEADER } from "./page-views";

/**
 * Pages that must open and play offline once the site has been visited: every game, the guides, the love-language
 * explorer, the custom poster and the saved positions (plus the home and games pages that lead to them).
 */
export function offlinePaths(): string[] {
  const games = gamesCatalogue.map((game) => game.path.split(/[?#]/)[0]!);
  return [
    ...new Set([
      "/",
      "/games",
      ...games,
      "/love-language-explorer",
      "/romantic-guides",
      "/positions/custom-poster",
      "/positions/saved",
    ]),
  ];
}

/** What the offline page offers: the pages stored for offline use, by name. */
export function offlineLinks(): Array<{ path: string; label: string }> {
  const games = gamesCatalogue.map((game) => ({ path: game.path.split(/[?#]/)[0]!, label: game.title }));
  const all = [
    { path: "/", label: "Home" },
    { path: "/games", label: "All games" },
    ...games,
    { path: "/love-language-explorer", label: "Love Language Explorer" },
    { path: "/romantic-guides", label: "Romantic Guides" },
    { path: "/positions/custom-poster", label: "7-Day Poster" },
    { path: "/positions/saved", label: "Your saved positions" },
  ];
  return all.filter((link, index) => all.findIndex((other) => other.path === link.path) === index);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page the worker answers when a page that was never stored is opened offline: it says so, names what works
 * offline, and offers to try again. Self-contained (no scripts, its own styles), under the address asked for.
 */
export function offlinePageHtml(links = offlineLinks()): string {
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.label)}</a></li>`)
    .join("");
  return `<!doctype html><html lang="en" data-offline-page><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>You are offline | Entwine</title><style>
body{margin:0;font-family:system-ui,sans-serif;background:#150c18;color:#f6eef4;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.9rem;margin:0 0 .5rem}
p{color:#cdbfca}
ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.5rem}
a{display:flex;align-items:center;min-height:44px;padding:.25rem .9rem;border:1px solid #4a3350;border-radius:1rem;color:#ff8fb1;text-decoration:none;font-weight:600}
a:hover,a:focus-visible{background:#2a1a2f}
.again{display:inline-flex;margin:.5rem 0 1rem;background:#ff5c8a;color:#1b0b14;border:0}
</style></head><body><main><h1>You are offline</h1><p>This page has not been saved on this device yet, so it needs a connection. These work without one: every game, the guides and your saved positions. Pages you have opened before open too.</p><a class="again" href="">Try again</a><ul>${items}</ul></main></body></html>`;
}

/** React Router's data URL of a page, as client navigation asks for it. */
function dataUrl(pathname: string): string {
  return pathname === "/" ? "/_root.data" : `${pathname}.data`;
}

/**
 * Everything the offline pages need, for the worker to store when it installs: their documents, their route data
 * and every script and stylesheet their routes load (from the build's manifest), plus the fonts they show.
 */
export function precacheList(
  build: Pick<ServerBuild, "assets" | "routes"> | null,
  clientDir: string | undefined,
): string[] {
  const paths = offlinePaths();
  const urls = new Set<string>(["/manifest.webmanifest", "/favicon.svg"]);
  for (const pathname of paths) {
    urls.add(pathname);
    urls.add(dataUrl(pathname));
  }
  if (build) {
    const add = (entry: { module: string; imports?: string[]; css?: string[] } | undefined) => {
      if (!entry) return;
      urls.add(entry.module);
      for (const file of [...(entry.imports ?? []), ...(entry.css ?? [])]) urls.add(file);
    };
    add(build.assets.entry);
    urls.add(build.assets.url);
    add(build.assets.routes.root);
    const wanted = new Set(paths.map((pathname) => pathname.replace(/^\//, "")));
    for (const [id, route] of Object.entries(build.routes)) {
      const routePath = route?.index ? "" : (route?.path ?? null);
      if (routePath !== null && wanted.has(routePath)) add(build.assets.routes[id]);
    }
  }
  const assets = clientDir ? path.join(clientDir, "assets") : null;
  if (assets && fs.existsSync(assets)) {
    // The fonts' Latin subsets: the pages' text; other subsets load only for other scripts.
    for (const file of fs.readdirSync(assets))
      if (/-latin-wght-normal-.*\.woff2$/.test(file)) urls.add(`/assets/${file}`);
  }
  return [...urls];
}

/** A fingerprint of the build: a new release changes it, so browsers install the new worker. */
export function buildFingerprint(clientDir: string | undefined): string {
  if (!clientDir) return "dev";
  const assets = path.join(clientDir, "assets");
  if (!fs.existsSync(assets)) return "dev";
  return crypto.createHash("sha256").update(fs.readdirSync(assets).sort().join("\n")).digest("hex").slice(0, 16);
}

/**
 * The service worker: network first for pages and route data (so content is fresh), cache first for hashed
 * assets, and a cached copy when offline. Admin pages, the editor and every API call are never cached.
 */
export function serviceWorkerSource(
  version: string,
  precache: readonly string[] = ["/", "/games", "/manifest.webmanifest", "/favicon.svg"],
): string {
  return `/* Entwine service worker ${version} */
const CACHE = "entwine-${version}";
const PRECACHE = ${JSON.stringify(precache)};
const OFFLINE_PAGE = ${JSON.stringify(offlinePageHtml())};
// A page never stored answers with the offline page under its own address: never another page, never a reload.
const offlinePage = () => new Response(OFFLINE_PAGE, { status: 503, statusText: "Offline", headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Entwine-Offline": "1" } });
const NEVER = [/^\\/admin/, /^\\/medium-blog-admin/, /^\\/medium-blog-editor/, /^\\/api\\//, /^\\/healthz/, /^\\/sw\\.js$/];

self.addEventListener("install", (event) => {
  // One by one: a page that fails now is simply fetched later, it must not stop the rest from being stored.
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.allSettled(PRECACHE.map((url) => cache.add(new Request(url, { credentials: "same-origin", headers: { "${PRECACHE_HEADER}": "1" } })))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("entwine-") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((pattern) => pattern.test(url.pathname))) return;
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/fonts/")) {
    event.respondWith(
      caches.match(request).then((hit) => hit || fetch(request).then((response) => {
        if (response.ok) { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(request, copy)); }
        return response;
      })),
    );
    return;
  }
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && response.type === "basic") { const copy = response.clone(); caches.open(CACHE).then((cache) => cache.put(request, copy)); }
        return response;
      })
      // Route data is asked for with a query (?_routes=…) that varies: offline, any stored copy of the page's data does.
      .catch(() => caches.match(request, { ignoreSearch: url.pathname.endsWith(".data") }).then((hit) => hit || (request.mode === "navigate" ? offlinePage() : Response.error()))),
  );
});
`;
}

export function serviceWorkerRoute(clientDir: string | undefined, build?: ServerBuild | (() => Promise<ServerBuild>)) {
  const router = Router();
  let source: Promise<string> | null = null;
  const load = () =>
    (source ??= (async () => {
      const resolved = typeof build === "function" ? await build() : (build ?? null);
      return serviceWorkerSource(buildFingerprint(clientDir), precacheList(resolved, clientDir));
    })());
  router.get("/sw.js", async (_req, res) => {
    res
      .type("application/javascript")
      .set("Cache-Control", "no-cache")
      .set("Service-Worker-Allowed", "/")
      .send(await load());
  });
  return router;
}
