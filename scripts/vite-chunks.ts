/**
 * How the browser code is cut into files. Left to itself, Rollup makes one chunk per distinct set of pages sharing
 * a module, which for this app means dozens of tiny files (one per icon, one per helper), each a request on the
 * critical path of a phone on a slow connection. Instead, small modules are grouped by who loads them: everything
 * the shell or many pages load goes into one "shared" chunk, what only the games (or positions, blog, admin) pages
 * load into that area's chunk, and the rest is left to Rollup (route-only code stays in its route's chunk).
 */
import fs from "node:fs";
import path from "node:path";

export interface ChunkModuleInfo {
  code?: string | null;
  isEntry?: boolean;
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters?: readonly string[];
}
type GetModuleInfo = (id: string) => ChunkModuleInfo | null;

/** Pages in one area share this chunk; a module loaded by pages of several areas goes to "shared" when enough load it. */
const AREAS: ReadonlyArray<[area: string, route: RegExp]> = [
  ["games", /\/app\/routes\/games\//],
  ["positions", /\/app\/routes\/positions\//],
  ["blog", /\/app\/routes\/blog\//],
  ["admin", /\/app\/routes\/admin\//],
];
const APP_CODE = /\/(app|domain|content)\//;
const ROUTE_MODULE = /\/app\/(routes\/|root\.tsx$|entry\.client\.tsx$)/;
const ROOT_MODULE = /\/app\/(root|entry\.client)\.tsx$/;
/** Larger modules keep their own chunk: a page that does not use them should not download them. */
const MAX_GROUPED_BYTES = 12_000;
/** An area's pages each use a smaller part of its chunk, so only smaller modules join it. */
const MAX_AREA_BYTES = 4_000;
const AREA_MIN_ROUTES = 3;
const SHARED_MIN_ROUTES = 10;
/** Packages every page loads anyway (they live in the entry's chunks), so grouped modules may import them freely. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|lucide-react)\//;
const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([^/]+)$/;

export function createManualChunks(appDir: string, lucideBarrel: string) {
  const routeSets = new Map<string, Set<string>>();
  const groups = new Map<string, string | null>();
  let iconImporters: Map<string, string[]> | undefined;

  /** Icon file → the app files importing it by name (Rollup sees only the lucide barrel as the importer). */
  function scanIconImporters(): Map<string, string[]> {
    const fileOf = new Map<string, string>();
    for (const [, names, file] of fs
      .readFileSync(lucideBarrel, "utf8")
      .matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
      for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!);
    }
    const importers = new Map<string, string[]>();
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(full);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const [, names] of fs.readFileSync(full, "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
            for (const name of names!.split(",").map((part) =>
              part
                .trim()
                .split(/\s+as\s+/)[0]!
                .replace(/^type\s+/, ""),
            )) {
              const file = fileOf.get(name);
              if (file) importers.set(file, [...(importers.get(file) ?? []), full]);
            }
          }
        }
      }
    };
    visit(appDir);
    return importers;
  }

  /**
   * The route modules (and the root) that load a module, through static imports only (what a page loads at once),
   * or also through dynamic ones (what it may load later).
   */
  function routesLoading(id: string, getModuleInfo: GetModuleInfo, lazily = false): Set<string> {
    const key = lazily ? `lazy:${id}` : id;
    const cached = routeSets.get(key);
    if (cached) return cached;
    const routes = new Set<string>();
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      if (ROUTE_MODULE.test(current)) routes.add(current);
      const icon = LUCIDE_ICON.exec(current);
      if (icon) {
        iconImporters ??= scanIconImporters();
        stack.push(...(iconImporters.get(icon[1]!) ?? []));
      } else {
        const info = getModuleInfo(current);
        stack.push(...(info?.importers ?? []), ...(lazily ? (info?.dynamicImporters ?? []) : []));
      }
    }
    routeSets.set(key, routes);
    return routes;
  }

  function groupOf(id: string, getModuleInfo: GetModuleInfo): string | null {
    const known = groups.get(id);
    if (known !== undefined) return known;
    groups.set(id, null); // for import cycles
    const info = getModuleInfo(id);
    const icon = LUCIDE_ICON.test(id);
    let group: string | null = null;
    if (
      info &&
      !info.isEntry &&
      (icon || (APP_CODE.test(id) && !ROUTE_MODULE.test(id) && (info.code?.length ?? Infinity) < MAX_GROUPED_BYTES))
    ) {
      const routes = [...routesLoading(id, getModuleInfo)];
      const area = AREAS.find(([, route]) => routes.length > 0 && routes.every((file) => route.test(file)))?.[0];
      if (routes.some((file) => ROOT_MODULE.test(file)) || (!area && routes.length >= SHARED_MIN_ROUTES))
        group = "shared";
      // An area's chunk holds only what no other page loads later on (else that page would fetch the whole chunk).
      else if (
        area &&
        routes.length >= AREA_MIN_ROUTES &&
        (icon || (info.code?.length ?? Infinity) < MAX_AREA_BYTES) &&
        [...routesLoading(id, getModuleInfo, true)].every((file) =>
          AREAS.find(([name]) => name === area)![1].test(file),
        )
      )
        group = `area-${area}`;
      // Only modules whose own imports are the framework or grouped the same way: anything else would be pulled in.
      if (group && !icon) {
        const candidate = group;
        const safe = (info.importedIds ?? []).every((imported) => {
          if (FRAMEWORK.test(imported)) return true;
          const other = groupOf(imported, getModuleInfo);
          return other === candidate || other === "shared";
        });
        if (!safe) group = null;
      }
    }
    groups.set(id, group);
    return group;
  }

  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    // The icons' own runtime and react-dom's small entry are loaded by every page.
    if (
      (id.includes("/node_modules/lucide-react/") && !LUCIDE_ICON.test(id)) ||
      /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)/.test(id)
    )
      return "shared";
    return groupOf(id, getModuleInfo) ?? undefined;
  };
}
