import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Router } from "express";

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
export function serviceWorkerSource(version: string): string {
  return `/* Entwine service worker ${version} */
const CACHE = "entwine-${version}";
const PRECACHE = ["/", "/games", "/manifest.webmanifest", "/favicon.svg"];
const NEVER = [/^\\/admin/, /^\\/medium-blog-admin/, /^\\/medium-blog-editor/, /^\\/api\\//, /^\\/healthz/, /^\\/sw\\.js$/];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
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
      .catch(() => caches.match(request).then((hit) => hit || (request.mode === "navigate" ? caches.match("/") : Response.error()))),
  );
});
`;
}

export function serviceWorkerRoute(clientDir: string | undefined) {
  const router = Router();
  const source = serviceWorkerSource(buildFingerprint(clientDir));
  router.get("/sw.js", (_req, res) => {
    res.type("application/javascript").set("Cache-Control", "no-cache").set("Service-Worker-Allowed", "/").send(source);
  });
  return router;
}
