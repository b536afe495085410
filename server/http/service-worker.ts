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
 * Files a page imports once it has hydrated, which it needs to be played offline: Truth or Dare's words
 * (app/lib/games/truth-or-dare-words.ts). Only the browser build's .js file, not its precompressed copies.
 */
const LAZY_OFFLINE_FILES: readonly RegExp[] = [/^truth-or-dare-words-[\w-]+\.js$/];

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
    // The fonts' Latin subsets: the pages' text; other subsets load only for other scripts. And the files an offline
    // game loads after hydrating, which the build's manifest does not list (LAZY_OFFLINE_FILES).
    for (const file of fs.readdirSync(assets))
      if (/-latin-wght-normal-.*\.woff2$/.test(file) || LAZY_OFFLINE_FILES.some((name) => name.test(file)))
        urls.add(`/assets/${file}`);
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

/** Where a home-screen launch starts (the manifests' start_url): the worker turns it into the last page used. */
export const START_PATH = "/open";
/** The response header the server sends on anything answered under a session cookie (session.ts). */
export const SESSION_HEADER = "x-entwine-session";
/** The worker's own small record on the device (signed in seen, last page, discreet), outside the release's cache. */
export const DEVICE_STATE_CACHE = "entwine:device";

/**
 * The service worker. What it may keep, and why a kept page never shows another visitor's or an admin's state:
 *
 * - It stores only what any signed-out visitor is sent alike: a 200 `basic` response, not redirected, whose
 *   Cache-Control says neither `private` nor `no-store`, with no session header, for an address without a query
 *   string, outside the admin, the editor, the API, Our space's pairing page and the worker itself. The server marks
 *   every answer given under a session cookie `private, no-store` and sends the session header with it (session.ts,
 *   shared-cache.ts), so an admin's page can never be stored; the precache asks without cookies at all. Pages are
 *   the same for every signed-out visitor (their private parts, Our space and the rooms, live in the browser or come
 *   from the API, which the worker never touches), so a stored page holds nobody's state.
 * - It serves a stored page only while it has not seen a session: a response carrying the session header (an admin
 *   page, any page fetched under the admin's cookie) marks the device signed in, and from then on every page comes
 *   from the network (offline: the offline page) until a page comes back without it. The worker cannot read an
 *   httpOnly cookie, so a session begun before it ever saw one is noticed on the first page's background refresh:
 *   that first page is the signed-out public copy, never an admin's.
 * - Documents are stale-while-revalidate: the stored copy at once, a fresh one fetched behind it and stored for
 *   next time. Route data goes to the network first (client navigation shows fresh data), the stored copy offline.
 *   Hashed files are cache first: their names change with their content.
 * - A new release has a new cache name: on activation every older cache is deleted, so no page of an older
 *   release is served once the new worker runs.
 * - The last public page opened is kept in the device record for the home-screen launch (START_PATH), never an
 *   address with a query or outside the pages above; discreet mode forgets it and keeps none while it is on.
 *   "Clear everything on this device" deletes every cache, the record included.
 */
export function serviceWorkerSource(
  version: string,
  precache: readonly string[] = ["/", "/games", "/manifest.webmanifest", "/favicon.svg"],
): string {
  return `/* Entwine service worker ${version} */
const CACHE = "entwine-${version}";
const DEVICE = ${JSON.stringify(DEVICE_STATE_CACHE)};
const DEVICE_RECORD = "/__entwine-device/state.json";
const SESSION_HEADER = ${JSON.stringify(SESSION_HEADER)};
const START_PATH = ${JSON.stringify(START_PATH)};
const PRECACHE = ${JSON.stringify(precache)};
const OFFLINE_PAGE = ${JSON.stringify(offlinePageHtml())};
// A page never stored answers with the offline page under its own address: never another page, never a reload.
const offlinePage = () => new Response(OFFLINE_PAGE, { status: 503, statusText: "Offline", headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Entwine-Offline": "1" } });
// Never stored, never served from a cache: the admin, the editor, the API, the health check, the worker itself.
const NEVER = [/^\\/admin/, /^\\/medium-blog-admin/, /^\\/medium-blog-editor/, /^\\/api\\//, /^\\/healthz/, /^\\/sw\\.js$/];
// Pages kept but never remembered as the last page: their address may stand for a pairing or a room.
const NOT_REMEMBERED = [/^\\/our-space\\/pair/, /^\\/together\\/./];
const isData = (url) => url.pathname.endsWith(".data");
const isHashed = (url) => url.pathname.startsWith("/assets/") || url.pathname.startsWith("/fonts/");

// A page's answer is asked of the server itself, never the browser's HTTP cache: a signed-out copy kept there
// (public, stale-while-revalidate) would otherwise answer the first pages after signing in, without the session.
const fromServer = (request) => fetch(new Request(request, { cache: "no-cache" }));

let device = null;
async function readDevice() {
  if (device) return device;
  try {
    const hit = await (await caches.open(DEVICE)).match(DEVICE_RECORD);
    device = hit ? await hit.json() : {};
  } catch (error) { device = {}; }
  return device;
}
async function writeDevice(change) {
  const next = Object.assign({}, await readDevice(), change);
  device = next;
  try {
    await (await caches.open(DEVICE)).put(DEVICE_RECORD, new Response(JSON.stringify(next), { headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } }));
  } catch (error) { /* Storage refused: the record lives as long as this worker. */ }
}

/** Whether a response is the same for every signed-out visitor, and so may be kept (see the module's comment). */
function storable(url, response) {
  if (!response || response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  if (url.search || NEVER.some((pattern) => pattern.test(url.pathname))) return false;
  if (response.headers.has(SESSION_HEADER)) return false;
  return !/(^|[\\s,])(private|no-store)([\\s,=]|$)/i.test(response.headers.get("Cache-Control") || "");
}

/** Notes whether the server answered under a session: from then on nothing stored is served until it says not. */
function noteSession(response) {
  if (!response || response.type !== "basic" || response.status >= 500) return;
  const signedIn = response.headers.has(SESSION_HEADER);
  if (device && Boolean(device.signedIn) === signedIn) return;
  return writeDevice({ signedIn });
}

function store(url, response) {
  if (!storable(url, response)) return;
  const copy = response.clone();
  return caches.open(CACHE).then((cache) => cache.put(url.pathname, copy));
}

function remember(url) {
  if (device && device.discreet) return;
  if (url.search || NOT_REMEMBERED.some((pattern) => pattern.test(url.pathname)) || url.pathname === START_PATH) return;
  if (device && device.lastPage === url.pathname) return;
  return writeDevice({ lastPage: url.pathname });
}

self.addEventListener("install", (event) => {
  // Without cookies, so what is stored is the signed-out copy whoever is signed in; one by one, so a page that fails
  // now is simply fetched later and does not stop the rest from being stored.
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.allSettled(PRECACHE.map((path) => {
        const url = new URL(path, self.location.origin);
        return fetch(new Request(url, { credentials: "omit", headers: { "${PRECACHE_HEADER}": "1" } })).then((response) => {
          if (isHashed(url) ? response.ok : storable(url, response)) return cache.put(url.pathname, response);
        });
      })))
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

// Discreet mode (the page's head script tells): the last page is forgotten and none is kept while it is on.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.entwine !== "discreet") return;
  event.waitUntil(writeDevice(data.on ? { discreet: true, lastPage: null } : { discreet: false }));
});

// The code the admin's and the editor's pages load is kept off the device too: only a public page's is stored.
async function forPublicPage(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  return !client || !NEVER.some((pattern) => pattern.test(new URL(client.url).pathname));
}

async function openStart() {
  const state = await readDevice();
  const target = !state.discreet && typeof state.lastPage === "string" && state.lastPage.startsWith("/") && !state.lastPage.startsWith("//") ? state.lastPage : "/";
  return Response.redirect(new URL(target, self.location.origin).href, 302);
}

async function answerPage(event, request, url) {
  const state = await readDevice();
  const network = fromServer(request).then((response) => {
    event.waitUntil(Promise.resolve(noteSession(response)).then(() => store(url, response)));
    return response;
  });
  if (state.signedIn || url.search) {
    return network.catch(() => offlinePage());
  }
  const hit = await caches.match(url.pathname, { cacheName: CACHE });
  if (hit) {
    event.waitUntil(network.catch(() => undefined));
    event.waitUntil(Promise.resolve(remember(url)));
    return hit;
  }
  return network.then((response) => {
    if (storable(url, response)) event.waitUntil(Promise.resolve(remember(url)));
    return response;
  }, () => offlinePage());
}

async function answerData(event, request, url) {
  const state = await readDevice();
  try {
    const response = await fromServer(request);
    event.waitUntil(Promise.resolve(noteSession(response)).then(() => store(url, response)));
    return response;
  } catch (error) {
    // Route data is asked for with a query (?_routes=…) that varies: offline, the page's stored data does.
    const hit = state.signedIn ? null : await caches.match(url.pathname, { cacheName: CACHE });
    return hit || Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // A page's form sent (sign-in and sign-out among them) or the sign-in call: read for the session header only,
    // so the next page after signing in comes from the network, never the stored signed-out copy.
    if (isData(url) || request.mode === "navigate" || url.pathname.startsWith("/api/auth/"))
      event.respondWith(fetch(request).then((response) => { event.waitUntil(Promise.resolve(noteSession(response))); return response; }));
    return;
  }
  if (NEVER.some((pattern) => pattern.test(url.pathname))) {
    // The admin's and the editor's pages straight from the network, read only for the session header.
    if ((request.mode === "navigate" || isData(url)) && !url.pathname.startsWith("/api/") && url.pathname !== "/sw.js")
      event.respondWith(fromServer(request).then((response) => { event.waitUntil(Promise.resolve(noteSession(response))); return response; }));
    return;
  }
  if (isHashed(url)) {
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then((hit) => hit || fetch(request).then((response) => {
        if (response.ok && response.type === "basic") { const copy = response.clone(); event.waitUntil(forPublicPage(event).then((kept) => kept && caches.open(CACHE).then((cache) => cache.put(request, copy)))); }
        return response;
      })),
    );
    return;
  }
  if (request.mode === "navigate" && url.pathname === START_PATH) {
    event.respondWith(openStart());
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(answerPage(event, request, url));
    return;
  }
  if (isData(url)) {
    event.respondWith(answerData(event, request, url));
    return;
  }
  // Other files of the site (the manifests, icons): the network, the stored copy offline.
  event.respondWith(
    fetch(request)
      .then((response) => { event.waitUntil(Promise.resolve(store(url, response))); return response; })
      .catch(() => caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit || Response.error())),
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
  // A home-screen launch the worker has not taken (none installed yet, or a browser without one): the home page.
  router.get(START_PATH, (_req, res) => {
    res.set("Cache-Control", "no-store").redirect(302, "/");
  });
  router.get("/sw.js", async (_req, res) => {
    res
      .type("application/javascript")
      .set("Cache-Control", "no-cache")
      .set("Service-Worker-Allowed", "/")
      .send(await load());
  });
  return router;
}
