// Prints the JavaScript each public route loads on first visit (entry + root + route modules and imports), in the
// bytes a browser receives: the brotli file made at build time where there is one, else the file itself.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

export const JS_BUDGET_BYTES = 140 * 1024;

export interface RouteBundle {
  route: string;
  path: string;
  bytes: number;
  files: string[];
}

export async function bundleReport(buildDir = process.env.BUILD_DIR ?? "build"): Promise<RouteBundle[]> {
  const build = (await import(pathToFileURL(path.resolve(buildDir, "server/index.js")).href)) as ServerBuild;
  const manifest = build.assets;
  const clientDir = path.resolve(buildDir, "client");
  const sizeCache = new Map<string, number>();
  const served = (url: string) => {
    if (!sizeCache.has(url)) {
      const file = path.join(clientDir, url);
      sizeCache.set(url, fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size);
    }
    return sizeCache.get(url)!;
  };
  const parents = (id: string): string[] => {
    const route = manifest.routes[id];
    return route?.parentId ? [...parents(route.parentId), id] : [id];
  };
  // With the whole route manifest sent up front (react-router.config.ts), every page also loads its file.
  const upFront = build.routeDiscovery?.mode === "initial" ? [manifest.url] : [];
  const results: RouteBundle[] = [];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!route || route.id === "root") continue;
    const routePath = route.index ? "/" : `/${route.path ?? ""}`;
    if (/admin|redirect|logout/.test(id) || (route.path === undefined && !route.index)) continue;
    const files = new Set<string>([...upFront, manifest.entry.module, ...manifest.entry.imports]);
    for (const chainId of parents(id)) {
      const chained = manifest.routes[chainId];
      if (!chained) continue;
      files.add(chained.module);
      for (const file of chained.imports ?? []) files.add(file);
    }
    const list = [...files];
    results.push({ route: id, path: routePath, bytes: list.reduce((sum, file) => sum + served(file), 0), files: list });
  }
  return results.sort((a, b) => b.bytes - a.bytes);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const report = await bundleReport();
  console.log("JavaScript per public route (as served, brotli; first load):");
  for (const entry of report) {
    const flag = entry.bytes > JS_BUDGET_BYTES ? "  OVER BUDGET" : "";
    console.log(`  ${(entry.bytes / 1024).toFixed(1).padStart(6)} KB  ${entry.path}${flag}`);
  }
  const over = report.filter((entry) => entry.bytes > JS_BUDGET_BYTES);
  console.log(
    over.length ? `${over.length} routes over the 140 KB budget` : "every public route is within the 140 KB budget",
  );
}
