/**
 * Every trace Entwine keeps in this browser, and the one place that removes them all ("Clear everything on this
 * device", /privacy-on-this-device). The list names each storage key the site uses (each feature still keeps its
 * own key beside its code; device-traces.test.ts scans app/ and domain/ and fails when a key is missing here) and
 * says, in plain words, what it holds, so that the page can tell the visitor what it removed.
 *
 * Clearing does not pick keys one by one: the origin is Entwine's alone, so both storages are emptied whole (an
 * unknown key from an older version goes too, counted as "other things"), every IndexedDB database and Cache
 * Storage cache of the origin is deleted, the service worker is unregistered and the cookies the page can reach
 * are expired. The list is what turns that into words.
 */

/** What a group of keys holds, in the words the page uses ("Removed: your favourites, …"). */
export const TRACE_GROUPS = {
  favourites: "your favourites",
  ratings: "your position ratings",
  journey: "the 7-day journey",
  games: "game history",
  nicknames: "your nicknames",
  ideas: "your own ideas and guides",
  bucketLists: "bucket-list ticks",
  quizzes: "love-quiz answers",
  desireMatch: "a kept desire match",
  room: "the two-phone room you were in",
  stories: "liked and saved stories",
  reports: "the stories you reported",
  later: "cards saved for later",
  plans: "planned evenings",
  writing: "your story draft and My stories",
  ourSpace: "Our space on this phone",
  look: "your theme and discreet mode",
  ageCheck: "the age check",
  visit: "small notes about this visit",
} as const;

export type TraceGroup = keyof typeof TRACE_GROUPS;

/** One key (or a family of keys: `*` stands for any text) in localStorage or sessionStorage. */
export interface DeviceTrace {
  key: string;
  area: "local" | "session";
  group: TraceGroup;
}

const local = (group: TraceGroup, ...keys: string[]): DeviceTrace[] =>
  keys.map((key) => ({ key, area: "local", group }));
const session = (group: TraceGroup, ...keys: string[]): DeviceTrace[] =>
  keys.map((key) => ({ key, area: "session", group }));

/** The keys, as their features write them (never rename one here without its feature: a couple's data must survive). */
export const DEVICE_TRACES: readonly DeviceTrace[] = [
  // app/lib/positions/favourites.ts, app/lib/positions/device.ts
  ...local("favourites", "entwine:position-favourites"),
  ...local("ratings", "entwine:position-ratings", "entwine:device-id"),
  ...session("ratings", "entwine:viewed-positions"),
  // app/lib/journey/storage.ts
  ...local("journey", "journey_progress", "journey_slots", "poster_settings"),
  // app/lib/games/history.ts, app/components/games/hooks.ts, domain/position-games/types.ts, guides' storage-keys.ts
  ...local(
    "games",
    "entwine-games:*:seen",
    "entwine-games:*:pack",
    "scratch_positions_revealed_v1",
    "scratch_positions_visibleCount_v1",
    "entwine-long-distance-seen",
  ),
  // "Not tonight" → Later (app/lib/games/later-storage.ts)
  ...local("later", "entwine-games:later"),
  // "Plan it" on a phone not paired (app/lib/our-space/device-plans.ts)
  ...local("plans", "entwine-plans"),
  // app/lib/games/nicknames.ts, app/lib/rooms/storage.ts
  ...local("nicknames", "entwine-games:nicknames", "entwine.together.names"),
  // Dice to Spice's Custom die, the visitor's own romantic guides
  ...local("ideas", "entwine-games:dice-to-spice:ideas", "romantic_guides_custom"),
  ...local("bucketLists", "entwine-honeymoon-bucket-list", "entwine-first-night-bucket-list"),
  ...local("quizzes", "entwine-love-quiz", "entwine-love-quiz-version", "entwine-love-quiz-pairs"),
  // app/components/desire-match/use-desire-match.ts
  ...local("desireMatch", "entwine:desire-match"),
  ...local("room", "entwine.together.room"),
  // app/lib/blogs/constants.ts, app/lib/blogs/saved.ts
  ...local("stories", "entwine:blog-liked", "entwine:blog-saved", "entwine:blog-saved-details"),
  // app/components/blogs/report-story.tsx: the stories this device reported, so the form is not offered twice
  ...local("reports", "entwine:blog-reported"),
  // app/lib/blogs/editor
  ...local("writing", "entwine-editor-draft", "entwine-my-stories"),
  // app/lib/our-space/keys.ts
  ...local(
    "ourSpace",
    "entwine:our-space:member",
    "entwine:our-space:space",
    "entwine:our-space:seq",
    "entwine:our-space:doc",
    "entwine:our-space:pending",
    "entwine:our-space:streams",
    "entwine:our-space:sent",
    "entwine:our-space:daily-secret",
    "entwine:our-space:ended",
  ),
  // The theme switch (top-bar.tsx) and discreet mode (shared-device.ts)
  ...local("look", "entwine-theme", "entwine-discreet"),
  // app/lib/age-gate.ts
  ...session("ageCheck", "lovePositionsVerified"),
  // The admin's "Later" on the stories-waiting popup; the one reload after a new release (entry.client.tsx); the
  // scroll positions React Router's <ScrollRestoration> keeps for Back and Forward in this tab.
  ...session("visit", "entwine:pending-popup-later", "entwine:reloaded", "react-router-scroll-positions"),
];

/** The cookie the page itself sets (the age answer); the admin's session cookie is httpOnly, out of a page's reach. */
export const DEVICE_COOKIES: readonly { name: string; group: TraceGroup }[] = [
  { name: "entwine-age", group: "ageCheck" },
];

function pattern(key: string): RegExp {
  return new RegExp(
    `^${key
      .split("*")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
}

const PATTERNS = DEVICE_TRACES.map((trace) => ({ trace, test: pattern(trace.key) }));

/** The trace a stored key belongs to, or undefined for a key Entwine does not (or no longer) write. */
export function traceOf(key: string): DeviceTrace | undefined {
  return PATTERNS.find((entry) => entry.test.test(key))?.trace;
}

/** The parts of the browser the clearing works on; each may be missing (an old browser, a refused storage). */
export interface DeviceParts {
  local?: StorageArea;
  session?: StorageArea;
  caches?: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<readonly { url: string; mode?: string }[]> }>;
    delete(name: string): Promise<boolean>;
  };
  serviceWorker?: { getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]> };
  indexedDB?: { databases?(): Promise<readonly { name?: string }[]>; deleteDatabase(name: string): unknown };
  cookies?: { cookie: string };
}

/** The part of Web Storage the clearing needs. */
export interface StorageArea {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  clear(): void;
}

/** What was found and removed. */
export interface ClearReport {
  /** The groups that had something stored, in TRACE_GROUPS' order. */
  groups: TraceGroup[];
  /** Stored keys that belong to no known trace (an older version's), removed all the same. */
  otherKeys: number;
  /** Pages (documents and their route data) the service worker had stored for offline use. */
  savedPages: number;
  /** Caches deleted (pages, scripts, fonts). */
  caches: number;
  /** Service workers unregistered. */
  workers: number;
  /** IndexedDB databases deleted. */
  databases: number;
  /** Cookies expired. */
  cookies: number;
  /** Things that could not be removed (a refused storage, a failed call): named, so the page can say so. */
  failed: string[];
}

/** The path a stored request stands for: a page's route data (`/x.data`, `/_root.data`) counts as the page. */
function pageOf(url: string): string | null {
  const { pathname } = new URL(url, "http://device.invalid");
  if (pathname.startsWith("/assets/") || pathname.startsWith("/fonts/") || pathname.startsWith("/icons/")) return null;
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  // Stored files that are not pages: the manifest, the icon.
  if (/\.[a-z0-9]+$/i.test(pathname)) return null;
  return pathname;
}

function cookieNames(jar: { cookie: string }): string[] {
  return jar.cookie
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter((name) => name !== "");
}

/** Removes every trace (see the module's comment). Never throws: what failed is listed in the report. */
export async function clearDeviceTraces(parts: DeviceParts): Promise<ClearReport> {
  const found = new Set<TraceGroup>();
  const report: ClearReport = {
    groups: [],
    otherKeys: 0,
    savedPages: 0,
    caches: 0,
    workers: 0,
    databases: 0,
    cookies: 0,
    failed: [],
  };

  for (const [name, area] of [
    ["local storage", parts.local],
    ["session storage", parts.session],
  ] as const) {
    if (!area) continue;
    try {
      for (let index = 0; index < area.length; index += 1) {
        const key = area.key(index);
        if (key === null) continue;
        const trace = traceOf(key);
        if (trace) found.add(trace.group);
        else report.otherKeys += 1;
      }
      area.clear();
      if (area.length > 0) report.failed.push(name);
    } catch {
      report.failed.push(name);
    }
  }

  if (parts.cookies) {
    try {
      for (const name of cookieNames(parts.cookies)) {
        const known = DEVICE_COOKIES.find((cookie) => cookie.name === name);
        if (known) found.add(known.group);
        // The same path the site sets them with; an expiry in the past removes a cookie.
        parts.cookies.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
        report.cookies += 1;
      }
    } catch {
      report.failed.push("cookies");
    }
  }

  if (parts.caches) {
    try {
      const pages = new Set<string>();
      for (const name of await parts.caches.keys()) {
        try {
          const cache = await parts.caches.open(name);
          for (const request of await cache.keys()) {
            const page = pageOf(request.url);
            if (page !== null) pages.add(page);
          }
        } catch {
          // Counting is only for the words; the cache is deleted below all the same.
        }
        if (await parts.caches.delete(name)) report.caches += 1;
      }
      report.savedPages = pages.size;
    } catch {
      report.failed.push("saved pages");
    }
  }

  if (parts.serviceWorker) {
    try {
      for (const registration of await parts.serviceWorker.getRegistrations())
        if (await registration.unregister()) report.workers += 1;
    } catch {
      report.failed.push("the offline helper");
    }
  }

  if (parts.indexedDB?.databases) {
    try {
      for (const { name } of await parts.indexedDB.databases()) {
        if (!name) continue;
        parts.indexedDB.deleteDatabase(name);
        report.databases += 1;
      }
    } catch {
      report.failed.push("databases");
    }
  }

  report.groups = (Object.keys(TRACE_GROUPS) as TraceGroup[]).filter((group) => found.has(group));
  return report;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The report in plain words: "Removed: your favourites, the 7-day journey, game history and 2 saved pages." */
export function describeClearReport(report: ClearReport): string {
  const items: string[] = report.groups.map((group) => TRACE_GROUPS[group]);
  if (report.savedPages > 0)
    items.push(
      report.savedPages === 1 ? "1 page saved for offline use" : `${report.savedPages} pages saved for offline use`,
    );
  else if (report.caches > 0) items.push("the files kept for offline use");
  if (report.workers > 0) items.push("the offline helper");
  if (report.otherKeys > 0)
    items.push(report.otherKeys === 1 ? "1 other small note" : `${report.otherKeys} other small notes`);
  if (report.databases > 0)
    items.push(report.databases === 1 ? "1 local database" : `${report.databases} local databases`);
  const removed = items.length > 0 ? `Removed: ${list(items)}.` : "Nothing of Entwine was kept in this browser.";
  return report.failed.length > 0
    ? `${removed} The browser would not let us remove ${list(report.failed)}: clear this site's data in its settings.`
    : removed;
}
