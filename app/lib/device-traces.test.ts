import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  clearDeviceTraces,
  describeClearReport,
  DEVICE_TRACES,
  traceOf,
  type DeviceParts,
  type StorageArea,
} from "./device-traces";

const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|fixtures)\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

/** A key as a sample string: a template's `${…}` parts become a plain word. */
const sample = (literal: string) => literal.replace(/\$\{[^}]*\}/g, "x");

const LITERAL = String.raw`(?:"([^"\\\n]*)"|'([^'\\\n]*)'|\`([^\`\\]*)\`)`;
/** The key argument of a call that reads or writes the device's storage: first (Web Storage, hooks) … */
const STORAGE_CALL_KEY_FIRST = new RegExp(
  String.raw`\b(?:getItem|setItem|removeItem|useDeviceState|useSeenHistory|readHistory|writeHistory)\(\s*${LITERAL}`,
  "g",
);
/** … or second, after the storage (device-storage.ts's helpers). */
const STORAGE_CALL_KEY_SECOND = new RegExp(
  String.raw`\b(?:readDeviceText|readDeviceValue|writeDeviceText|writeDeviceValue|removeDeviceValue|readIdList|writeIdMembership)(?:<[^>]*>)?\(\s*[\w.()"']+\s*,\s*${LITERAL}`,
  "g",
);
/** A constant or a property named like a key, given a string: `FAVOURITES_KEY = "…"`, `KEYS = { a: "…" }`. */
const KEY_CONSTANT = new RegExp(String.raw`\b\w*(?:KEY|Key)\w*\s*[:=]\s*${LITERAL}`, "g");
const KEY_OBJECT = /\b\w*KEYS\w*\s*(?::[^=\n]+)?=\s*\{\n([\s\S]*?)\n\}/g;
/** Any text that reads like one of the site's own names: `entwine:…`, `entwine-…`, `entwine.…`. */
const ENTWINE_NAME = /["'`](entwine[-:.][^"'`\s]*)["'`]/g;

/**
 * Strings found by the rules above that are not storage keys (each with what it is instead). A new entry here needs
 * a reason as good as these; a new storage key belongs in DEVICE_TRACES.
 */
const NOT_STORAGE: Record<string, string> = {
  "entwine-": "the service worker's cache names' prefix (Cache Storage is cleared whole)",
  "entwine:hydrated": "a performance mark",
  "entwine:device-cleared": "an event name (shared-device.ts)",
  "entwine-age": "the age cookie (DEVICE_COOKIES)",
  "entwine-media": "an element id",
  "entwine-logo": "an SVG gradient id",
  "entwine-listener": "a test double's name",
  "entwine-journey.jpg": "a file name for Share",
  "entwine-journey.ics": "a file name for a calendar download",
  "entwine-seo.json": "a file name for the SEO export",
  "entwine-our-space": "a file name prefix or id",
  "entwine-room": "an element id",
  "entwine-tonight-limit-v1": "a hash-to-curve domain tag (domain/desire-match/psi.ts)",
  "entwine-space": "an element id",
  "entwine-device": "an element id",
  "entwine/our-space/v1/x": "a key-derivation label",
  "entwine/our-space/v1/": "a key-derivation label",
  "entwine/our-space/device/x/x": "a key-derivation label",
  "entwine/desire-match/v2": "a key-derivation label",
  "entwine-desire-match-v2-yes": "a key-derivation label",
  "entwine-desire-match-v2-maybe": "a key-derivation label",
  "entwine.quota_store": "a server-side store's name",
  "entwine-position-favourites": "the favourites export file's format name",
  "entwine-favourites-x.json": "the favourites export's file name",
};

interface Found {
  key: string;
  file: string;
}

function scan(): Found[] {
  const found: Found[] = [];
  for (const dir of ["app", "domain"]) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const raw = fs.readFileSync(file, "utf8");
      // Comments are not code (a comment may quote a value, not a key).
      const text = raw.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
      const relative = path.relative(ROOT, file);
      const add = (literal: string | undefined) => {
        if (literal !== undefined && literal !== "") found.push({ key: sample(literal), file: relative });
      };
      for (const match of text.matchAll(STORAGE_CALL_KEY_FIRST)) add(match[1] ?? match[2] ?? match[3]);
      for (const match of text.matchAll(STORAGE_CALL_KEY_SECOND)) add(match[1] ?? match[2] ?? match[3]);
      for (const match of text.matchAll(ENTWINE_NAME)) add(match[1]);
      for (const block of text.matchAll(KEY_OBJECT))
        for (const match of block[1]!.matchAll(new RegExp(String.raw`:\s*${LITERAL}`, "g")))
          add(match[1] ?? match[2] ?? match[3]);
      // Single key-named constants only in files that speak of the device's storage (crypto keys live elsewhere).
      if (!/deviceStorage|DeviceValue|DeviceText|useDeviceState|localStorage|sessionStorage|KeyValueStore/.test(raw))
        continue;
      for (const match of text.matchAll(KEY_CONSTANT)) add(match[1] ?? match[2] ?? match[3]);
    }
  }
  return found;
}

class FakeStorage implements StorageArea {
  constructor(private readonly items = new Map<string, string>()) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  clear() {
    this.items.clear();
  }
}

describe("device traces", () => {
  it("names every storage key used in app/ and domain/ (a new key missing from DEVICE_TRACES fails here)", () => {
    const found = scan();
    // The scan sees the keys it must: one of each kind of declaration.
    const keys = new Set(found.map((entry) => entry.key));
    for (const known of [
      "lovePositionsVerified", // a constant (AGE_VERIFIED_KEY)
      "journey_progress", // an object of keys (JOURNEY_STORAGE_KEYS)
      "entwine:desire-match", // a constant not named like a key (KEPT)
      "entwine-games:x:pack", // a template literal passed straight to useDeviceState
      "entwine-games:x:x:seen", // a template literal returned by a helper
      "entwine-theme", // the head script's string
      "entwine:reloaded", // sessionStorage
    ])
      expect(keys, known).toContain(known);

    // Every listed key is one the scan finds (or a library's): the list holds nothing made up.
    const unseen = DEVICE_TRACES.filter(
      (trace) => trace.key !== "react-router-scroll-positions" && !found.some((entry) => traceOf(entry.key) === trace),
    ).map((trace) => trace.key);
    expect(unseen).toEqual([]);

    const missing = found.filter((entry) => !(entry.key in NOT_STORAGE) && !traceOf(entry.key));
    expect(missing).toEqual([]);
  });

  it("lists each key once, and every key of Our space under Our space", () => {
    const keys = DEVICE_TRACES.map((trace) => trace.key);
    expect(new Set(keys).size).toBe(keys.length);
    const ourSpace = DEVICE_TRACES.filter((trace) => trace.key.startsWith("entwine:our-space:"));
    expect(ourSpace.length).toBeGreaterThanOrEqual(9);
    expect(ourSpace.every((trace) => trace.group === "ourSpace")).toBe(true);
    expect(traceOf("entwine-games:truth-or-dare:spicy:seen")?.group).toBe("games");
    expect(traceOf("entwine-games:passion-dice:pack")?.group).toBe("games");
    expect(traceOf("someone-elses-key")).toBeUndefined();
  });

  it("empties both storages, the caches, the workers, the databases and the cookies, and says what it removed", async () => {
    const localArea = new FakeStorage(
      new Map([
        ["entwine:position-favourites", '{"want":["a"],"loved":[]}'],
        ["journey_progress", "{}"],
        ["entwine-games:truth-or-dare:seen", "[]"],
        ["entwine:our-space:space", "k"],
        ["entwine:our-space:doc", "d"],
        ["an-old-key", "1"],
      ]),
    );
    const sessionArea = new FakeStorage(new Map([["lovePositionsVerified", "true"]]));
    const cacheContents = new Map<string, { url: string }[]>([
      [
        "entwine-abc",
        [
          { url: "https://entwine.test/" },
          { url: "https://entwine.test/_root.data?_routes=root" },
          { url: "https://entwine.test/games" },
          { url: "https://entwine.test/games.data" },
          { url: "https://entwine.test/assets/app-123.js" },
          { url: "https://entwine.test/manifest.webmanifest" },
        ],
      ],
    ]);
    const unregistered: number[] = [];
    const deleted: string[] = [];
    const jar = { written: [] as string[], current: "entwine-age=18" };
    const parts: DeviceParts = {
      local: localArea,
      session: sessionArea,
      caches: {
        keys: async () => [...cacheContents.keys()],
        open: async (name) => ({ keys: async () => cacheContents.get(name) ?? [] }),
        delete: async (name) => cacheContents.delete(name),
      },
      serviceWorker: {
        getRegistrations: async () => [{ unregister: async () => (unregistered.push(1), true) }],
      },
      indexedDB: { databases: async () => [{ name: "old-db" }], deleteDatabase: (name) => deleted.push(name) },
      cookies: {
        get cookie() {
          return jar.current;
        },
        set cookie(text: string) {
          jar.written.push(text);
          if (/Max-Age=0/.test(text)) jar.current = "";
        },
      },
    };

    const report = await clearDeviceTraces(parts);

    expect(localArea.length).toBe(0);
    expect(sessionArea.length).toBe(0);
    expect(cacheContents.size).toBe(0);
    expect(unregistered).toHaveLength(1);
    expect(deleted).toEqual(["old-db"]);
    expect(jar.written).toEqual(["entwine-age=; Path=/; Max-Age=0; SameSite=Lax"]);
    expect(report).toEqual({
      groups: ["favourites", "journey", "games", "ourSpace", "ageCheck"],
      otherKeys: 1,
      savedPages: 2,
      caches: 1,
      workers: 1,
      databases: 1,
      cookies: 1,
      failed: [],
    });
    expect(describeClearReport(report)).toBe(
      "Removed: your favourites, the 7-day journey, game history, Our space on this phone, the age check, " +
        "2 pages saved for offline use, the offline helper, 1 other small note and 1 local database.",
    );
  });

  it("says when there was nothing, and names what the browser refused", async () => {
    expect(describeClearReport(await clearDeviceTraces({}))).toBe("Nothing of Entwine was kept in this browser.");
    const refusing: StorageArea = {
      length: 1,
      key: () => "entwine:position-favourites",
      getItem: () => "x",
      clear: () => {
        throw new Error("SecurityError");
      },
    };
    const report = await clearDeviceTraces({ local: refusing });
    expect(report.failed).toEqual(["local storage"]);
    expect(describeClearReport(report)).toBe(
      "Removed: your favourites. The browser would not let us remove local storage: clear this site's data in its settings.",
    );
  });
});
