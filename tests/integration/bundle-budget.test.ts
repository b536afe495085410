import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { bundleReport, JS_BUDGET_BYTES } from "../../bench/bundle-report";
import { EAGER_COMPILE_HINT } from "../../scripts/vite-compile-hints";
import { DEFAULT_POSTER_SETTINGS } from "~/lib/journey/settings";
import { FAVOURITES_KEY } from "~/lib/positions/favourites";
import { TRUTH_OR_DARE_ITEMS } from "@content/games/truth-or-dare-classic";

// DECISIONS.md: a public page ships at most 140 KB of JavaScript on first load, counted as the browser receives it
// (brotli, precompressed at build time). tests/e2e/page-weight.e2e.ts counts it in a real browser, headers included.
describe("JavaScript budget", () => {
  it("keeps every public route at or under 140 KB on first load", async () => {
    const report = await bundleReport(process.env.BUILD_DIR ?? "build");
    expect(report.length).toBeGreaterThan(25);
    const over = report
      .filter((entry) => entry.bytes > JS_BUDGET_BYTES)
      .map((entry) => `${entry.path}: ${(entry.bytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("keeps the editor's TipTap code off the story list and reader", async () => {
    const report = await bundleReport(process.env.BUILD_DIR ?? "build");
    for (const path of ["/medium-blogs", "/blog/:slug"]) {
      const entry = report.find((candidate) => candidate.path === path)!;
      expect(
        entry.files.some((file) => /tiptap|prosemirror|rich-text-editor/i.test(file)),
        path,
      ).toBe(false);
    }
  });

  it("draws each icon as one path in the server's HTML and the browser's code alike (scripts/vite-icons.ts)", async () => {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const serverFiles = fs
      .readdirSync(path.join(buildDir, "server/assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => path.join(buildDir, "server/assets", file));
    const entry = (await bundleReport(buildDir)).find(
      (candidate) => candidate.path === "/games/honeymoon-bucket-list",
    )!;
    const browserFiles = entry.files.map((file) => path.join(buildDir, "client", file));
    for (const [side, files] of [
      ["server", serverFiles],
      ["browser", browserFiles],
    ] as const) {
      const code = files.map((file) => fs.readFileSync(file, "utf8")).join("\n");
      // The honeymoon cards' Sun: its circle and eight rays in one path, and no ray of its own (lucide's key for one).
      expect(code, side).toContain("M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM12 2v2M12 20v2");
      expect(code, side).not.toContain("tus03m");
    }
  });

  it("marks the files a page runs while it hydrates for eager compiling, and not those loaded later (scripts/vite-compile-hints.ts)", async () => {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const report = await bundleReport(buildDir);
    const firstLine = (file: string) => fs.readFileSync(path.join(buildDir, "client", file), "utf8").split("\n", 1)[0];
    for (const routePath of ["/", "/games/truth-or-dare", "/positions/custom-poster"]) {
      const files = report
        .find((candidate) => candidate.path === routePath)!
        .files.filter((file) => file.endsWith(".js"));
      // React Router's route manifest is its own file, not a module of the build.
      const modules = files.filter((file) => !/\/manifest-[\w-]+\.js$/.test(file));
      expect(modules.length, routePath).toBeGreaterThan(3);
      for (const file of modules) expect(firstLine(file), `${routePath}: ${file}`).toBe(EAGER_COMPILE_HINT);
    }
    // Loaded once a page has hydrated: Truth or Dare's words and the Web Vitals library.
    const assets = fs.readdirSync(path.join(buildDir, "client/assets"));
    const later = assets.filter((file) => /^(truth-or-dare-words|web-vitals)-[\w-]+\.js$/.test(file));
    expect(later).toHaveLength(2);
    for (const file of later) expect(firstLine(`/assets/${file}`), file).not.toBe(EAGER_COMPILE_HINT);
    // What the browser receives: the precompressed copy carries the hint too.
    const shared = assets.find((file) => /^shared-[\w-]+\.js$/.test(file))!;
    const brotli = zlib.brotliDecompressSync(fs.readFileSync(path.join(buildDir, "client/assets", `${shared}.br`)));
    expect(brotli.toString().startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
  });

  it("ships a page only the icons its own modules use (not the editor's toolbar or the admin's)", async () => {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const report = await bundleReport(buildDir);
    for (const routePath of ["/", "/games/truth-or-dare", "/positions", "/faq"]) {
      const entry = report.find((candidate) => candidate.path === routePath)!;
      const code = entry.files.map((file) => fs.readFileSync(path.join(buildDir, "client", file), "utf8")).join("\n");
      // lucide names each icon in its code: the editor's heading and undo buttons.
      expect(code, routePath).not.toMatch(/["']heading-1["']|["']undo-2["']/);
      // And the ideas' and desires' icons (a tent, an umbrella) stay with the home page that shows them.
      if (routePath !== "/") expect(code, routePath).not.toMatch(/["']tent["']|["']umbrella["']/);
    }
  });

  it("keeps Truth or Dare's words off its first load, in a file of their own", async () => {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const entry = (await bundleReport(buildDir)).find((candidate) => candidate.path === "/games/truth-or-dare")!;
    const question = TRUTH_OR_DARE_ITEMS[0]!.question;
    const firstLoad = entry.files
      .map((file) => fs.readFileSync(path.join(buildDir, "client", file), "utf8"))
      .join("\n");
    expect(firstLoad).not.toContain(question);
    const assets = path.join(buildDir, "client/assets");
    const words = fs.readdirSync(assets).filter((file) => /^truth-or-dare-words-[\w-]+\.js$/.test(file));
    expect(words).toHaveLength(1);
    expect(fs.readFileSync(path.join(assets, words[0]!), "utf8")).toContain(question);
    // The page asks for it by name (after hydrating), so the service worker's precache pattern finds it.
    expect(firstLoad).toContain(words[0]);
  });

  // Issue #50: regrouping the chunks for Our space once put the poster's journey code in the file the bucket lists
  // load for "Plan it", and the favourites in "shared": 2.6 KB more before the bucket lists hydrated.
  it("keeps Our space's own files, the poster's journey and the positions' favourites off the game pages' first load", async () => {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const report = await bundleReport(buildDir);
    const games = report.filter((entry) => entry.path.startsWith("/games/"));
    expect(games.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        "/games/first-night-bucket-list",
        "/games/honeymoon-bucket-list",
        "/games/truth-or-dare",
      ]),
    );
    // What the minifier keeps of the modules: their strings (the poster's default title, the favourites' key).
    const markers = [DEFAULT_POSTER_SETTINGS.title, DEFAULT_POSTER_SETTINGS.subtitle, FAVOURITES_KEY];
    const found: string[] = [];
    for (const entry of games) {
      // The engine with its screens and the cryptography: files made for Our space (scripts/vite-chunks.ts).
      for (const file of entry.files)
        if (/\/assets\/(our-space|crypto)-[\w-]+\.js$/.test(file)) found.push(`${entry.path}: ${file}`);
      const code = entry.files.map((file) => fs.readFileSync(path.join(buildDir, "client", file), "utf8")).join("\n");
      for (const marker of markers) if (code.includes(marker)) found.push(`${entry.path}: "${marker}"`);
    }
    expect(found).toEqual([]);
    // The markers are really in the build, on the pages that use them.
    const codeOf = (routePath: string) =>
      report
        .find((entry) => entry.path === routePath)!
        .files.map((file) => fs.readFileSync(path.join(buildDir, "client", file), "utf8"))
        .join("\n");
    expect(codeOf("/positions/custom-poster")).toContain(DEFAULT_POSTER_SETTINGS.title);
    expect(codeOf("/positions")).toContain(FAVOURITES_KEY);
  });
});
