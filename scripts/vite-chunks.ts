/**
 * How the browser code is cut into files. Left to itself, Rollup makes one chunk per distinct set of pages sharing
 * a module, which for this app means dozens of tiny files (one per icon, one per helper), each a request on the
 * critical path of a phone on a slow connection. Instead, small modules are grouped by who loads them: everything
 * the shell or many pages load goes into one "shared" chunk, what only the games (or positions, blog, admin) pages
 * load into that area's chunk, and the rest is left to Rollup (route-only code stays in its route's chunk).
 */
import { createHash } from "node:crypto";
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

/**
 * Pages in one area share this chunk; a module loaded by pages of several areas goes to "shared" when enough load it.
 * The story pages are no area: tried, a blog chunk cost the story list one more request than Rollup's own cut.
 */
const AREAS: ReadonlyArray<[area: string, route: RegExp]> = [
  ["games", /\/app\/routes\/games\//],
  ["positions", /\/app\/routes\/positions\//],
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
const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\/[^/]+$/;
/**
 * "Saved for later" (issue #48): the three games that keep a card for later and Our space (its screen, and its engine,
 * which the root loads later on every page of a phone that keeps a space) share these two small modules. Left to
 * Rollup they are a file of their own, one request more on each of those pages; in "shared" about 1 KB (brotli).
 */
const ALWAYS_SHARED = [
  /\/domain\/games\/later\.ts$/,
  /\/app\/lib\/games\/later-storage\.ts$/,
  // Issue #50: Our space's screens and engine use these with the positions pages and others; each was a file of its
  // own on Our space's pages (a request for 70-300 bytes).
  /\/domain\/journey\/pool\.ts$/,
  /\/app\/components\/ui\/notice-line\.tsx$/,
  // The live-update stream that opens itself again (about 0.5 KB brotli): the games that follow the scratch list and
  // the journey's pages load it; a file of its own, it took a game page to 14 scripts (issue #50: at most 12).
  /\/app\/lib\/reopening-event-source\.ts$/,
];

/**
 * Small modules that always travel together, each pair or trio left to Rollup a file apiece on the same pages (issue
 * #50: at most 12 scripts a page). One file for each group instead saves a request (and its ~400 bytes of headers)
 * wherever they load, and adds no more than a few hundred bytes where only one of them is used.
 */
const TOGETHER_CHUNKS: ReadonlyArray<[chunk: string, modules: RegExp]> = [
  // Web Vitals' reporter (after load, on every page) and the names and delay it reads; the measuring library itself
  // stays a file of its own, fetched 3 s later.
  ["vitals", /\/(app\/lib\/vitals-reporter\.ts|domain\/seo\/web-vitals\.ts)$/],
  // Requests the server may ask work for (rooms, Our space, the editor's saving) and the rooms' client with its
  // storage; with them the rooms' and Our space's live line, the stand-in names both show and the copy-a-link button
  // and QR code of their invitations (issue #50: one file where the rooms and Our space loaded three). The games'
  // "Play on two phones" asks for this file when it is first touched (play-together-button.tsx), so a game page does
  // not load it: kept in its first file, it cost each game page ~3 KB (passion dice 140.1 KB, over the 140).
  [
    "requests",
    /\/app\/(lib\/proof-of-work\.ts|lib\/rooms\/(api|storage)\.ts|lib\/(live-line|live-events|names)\.ts|components\/ui\/(copy-link-button|qr-code)\.tsx)$/,
  ],
  // Issue #50, Our space's two pages at 12 scripts. Its engine (Yjs, the sync, the space's own modules) and its two
  // screens, which only those pages load at once: one file, after the first paint. The root loads it later on a
  // phone that keeps a space (the screens' ~18 KB brotli come along there, once, then from the service worker).
  [
    "our-space",
    /\/(app\/lib\/our-space\/(runtime|engine|bridge|connection|daily|storage|device-plans|api|pairing|use-pairing|use-our-space|use-plans|use-daily)\.ts|domain\/our-space\/(view|space-doc|daily-question|plan-calendar)\.ts|content\/our-space\/daily-questions\.ts|app\/components\/our-space\/(our-space-screen|pair-screen|sections|daily-question|plans-section|shared-note|space-settings|view-groups)\.tsx?)$|\/node_modules\/(yjs|lib0)\//,
  ],
  // The cryptography (noble) and the protocol modules built on it, SHA-256 included: Our space, Desire Match and the
  // rooms' "not tonight" use them together; alone, SHA-256 was one more file (only the proof of work's solver, loaded
  // when the server asks for work, uses it without the rest).
  ["crypto", /\/node_modules\/@noble\/|\/domain\/our-space\/(crypto|envelope|protocol|safety-words)\.ts$/],
  // "Plan it" and the plans it reads (the engine reads them too, so Our space's pages load them either way), with the
  // reader of a journey kept on the device, which the engine's bridge, Our space's screen and the poster use: the
  // engine's file would otherwise take it in (Rollup puts a manual chunk's unassigned imports into it) and the poster
  // would download the engine. Only the reader (~1 KB brotli): the poster's state machine, settings and saving
  // (~2.3 KB) are left to Rollup, which keeps them with the poster's page. In this file they were downloaded before
  // hydrating by the bucket lists and Desire Match, which load it for "Plan it" (issue #50).
  [
    "plan-it",
    /\/(domain\/our-space\/(plans|days)\.ts|app\/lib\/our-space\/use-known-plans\.ts|app\/lib\/keep-for-offline\.ts|app\/lib\/journey\/(stored|date-key)\.ts|app\/components\/our-space\/(plan-it|plan-date)\.tsx)$/,
  ],
  // A position's card, what it shows and the saved list made of cards (Our space's favourites, the saved positions),
  // with the favourites kept on the phone: only the positions pages and Our space read them, which load this file
  // anyway (in "shared" they cost every other page ~0.4 KB brotli before hydrating, issue #50).
  [
    "position-card",
    /\/(domain\/positions\/(body|search|popularity|favourites)\.ts|app\/lib\/positions\/(labels|favourites)\.ts|app\/components\/positions\/(favourite-toggles|position-card|saved\/saved-list)\.tsx)$/,
  ],
];

const togetherChunkOf = (id: string) => TOGETHER_CHUNKS.find(([, modules]) => modules.test(id))?.[0];

export function createManualChunks() {
  const routeSets = new Map<string, Set<string>>();
  const groups = new Map<string, string | null>();

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
      const info = getModuleInfo(current);
      stack.push(...(info?.importers ?? []), ...(lazily ? (info?.dynamicImporters ?? []) : []));
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
      if (
        routes.some((file) => ROOT_MODULE.test(file)) ||
        (!area && routes.length >= SHARED_MIN_ROUTES) ||
        ALWAYS_SHARED.some((pattern) => pattern.test(id))
      )
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
    // Vite's preload helper, which the entry and most route chunks import: on its own it is one more request.
    if (id === "\0vite/preload-helper.js") return "shared";
    const together = togetherChunkOf(id);
    if (together) return together;
    // An icon's copy made for one of those modules goes with it (else it may sit in an area's chunk, which the
    // module would then pull into pages outside the area).
    if (LUCIDE_ICON.test(id)) {
      const chunks = new Set((getModuleInfo(id)?.importers ?? []).map(togetherChunkOf));
      const [only] = chunks;
      if (chunks.size === 1 && only) return only;
    }
    // The icons' own runtime and react-dom's small entry are loaded by every page.
    if (
      (id.includes("/node_modules/lucide-react/") && !LUCIDE_ICON.test(id)) ||
      /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)/.test(id)
    )
      return "shared";
    return groupOf(id, getModuleInfo) ?? undefined;
  };
}

/** Each icon name lucide-react exports (with its aliases) → the file that defines it. */
export function lucideIconFiles(lucideBarrel: string): Map<string, string> {
  const files = new Map<string, string>();
  const dir = path.dirname(lucideBarrel);
  for (const [, names, file] of fs
    .readFileSync(lucideBarrel, "utf8")
    .matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, path.join(dir, "icons", file!));
  }
  return files;
}

/**
 * Rewrites the app's `import { Heart } from "lucide-react"` (and `export { … } from`) into one import per icon, of a copy of the icon's file
 * made for the importing module. Through the package's index every icon the app uses anywhere (the editor's
 * toolbar, the admin's tables) hung off one module, and Rollup puts a manual chunk's unassigned imports into that
 * chunk: the index went to "shared", so every page downloaded all ~160 icons (about 14 KB brotli). Imported from
 * its own file, an icon shared by a few pages would get a chunk of its own (one more request for a few hundred
 * bytes); a copy per importing module instead goes wherever that module goes (into "shared" with the shell's
 * modules, into a route's chunk with that route's). An icon is a few hundred bytes: a second copy on a page costs
 * less than a request. The server build keeps the package's index (nothing is downloaded there).
 */
export function lucideDirectImports(lucideBarrel: string) {
  const COPY = "?entwine-icon-for=";
  let files: Map<string, string> | undefined;
  return {
    name: "entwine:lucide-direct-imports",
    // The development server keeps the package as it pre-bundles it: only the production build is cut into chunks.
    apply: "build" as const,
    resolveId(source: string) {
      return source.includes(COPY) && path.isAbsolute(source) ? source : null;
    },
    load(id: string) {
      return id.includes(COPY) ? fs.readFileSync(id.slice(0, id.indexOf(COPY)), "utf8") : null;
    },
    transform(code: string, id: string) {
      if (
        id.includes("/node_modules/") ||
        !/\/(app|domain|content)\/[^?]*\.[jt]sx?(\?.*)?$/.test(id) ||
        !code.includes("lucide-react")
      )
        return null;
      files ??= lucideIconFiles(lucideBarrel);
      const importer = createHash("sha1").update(id.split("?")[0]!).digest("hex").slice(0, 10);
      let changed = false;
      // On one line, so that the module's sourcemap still holds (`map: null`: the lines do not move). Re-exports
      // (`export { Heart } from "lucide-react"`, a module listing the icons some content names) are cut the same way.
      const out = code.replace(
        /(import|export)\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
        (statement, keyword: "import" | "export", list: string) => {
          const direct: string[] = [];
          const rest: string[] = [];
          for (const part of list
            .split(",")
            .map((item) => item.trim())
            .filter(Boolean)) {
            const [imported, local = imported] = part.split(/\s+as\s+/) as [string, string?];
            const file = files!.get(imported);
            const copy = JSON.stringify(file + COPY + importer);
            if (!file) rest.push(part);
            else if (keyword === "import") direct.push(`import ${local} from ${copy};`);
            else direct.push(`export { default as ${local} } from ${copy};`);
          }
          if (direct.length === 0) return statement;
          changed = true;
          return [...direct, ...(rest.length ? [`${keyword} { ${rest.join(", ")} } from "lucide-react";`] : [])].join(
            " ",
          );
        },
      );
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * Lets a route module's chunk take on extra exports (Rollup's "allow-extension") where React Router asks for
 * "exports-only". When a route shares code with a chunk it loads lazily (the rooms' page and its screens, the story
 * editor's shell and its title field, the home page and its planner), Rollup otherwise keeps the route's exports as
 * they are by making the route a two-line file that re-exports from the shared chunk: one more request on that page
 * for about 150 bytes. The client reads only the names a route module exports by convention (default, meta, links,
 * clientLoader, …); the extra exports are Rollup's short generated names, which never collide with those. Set in the
 * `options` hook because the framework's own setting is merged over the config's.
 */
export function routeModulesMayExtend() {
  return {
    name: "entwine:route-modules-may-extend",
    apply: "build" as const,
    options(options: { preserveEntrySignatures?: unknown }) {
      return { ...options, preserveEntrySignatures: "allow-extension" as const };
    },
  };
}
