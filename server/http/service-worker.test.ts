import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gamesCatalogue } from "@content/games-catalogue";
import { offlineLinks, offlinePageHtml, offlinePaths, precacheList, serviceWorkerSource } from "./service-worker";

const route = (module: string, imports: string[] = []) => ({ module, imports, css: [] });
const fakeBuild = {
  assets: {
    url: "/assets/manifest-1.js",
    entry: route("/assets/entry.js", ["/assets/react.js"]),
    routes: {
      root: route("/assets/root.js", ["/assets/shell.js"]),
      "routes/games/truth-or-dare": route("/assets/truth.js", ["/assets/game-page.js"]),
      "routes/admin/dashboard": route("/assets/dashboard.js"),
      "routes/blogs/editor": route("/assets/blog-editor.js"),
      "routes/home": route("/assets/home.js"),
    },
  },
  routes: {
    root: { path: "" },
    "routes/games/truth-or-dare": { path: "games/truth-or-dare" },
    "routes/admin/dashboard": { path: "admin/dashboard" },
    "routes/blogs/editor": { path: "medium-blog-editor" },
    "routes/home": { index: true },
  },
} as unknown as Parameters<typeof precacheList>[0];

describe("the service worker's offline set", () => {
  it("covers every game, the guides, the love-language explorer, the poster and the saved positions", () => {
    const paths = offlinePaths();
    for (const game of gamesCatalogue) expect(paths).toContain(game.path.split(/[?#]/)[0]);
    for (const path of ["/love-language-explorer", "/romantic-guides", "/positions/custom-poster", "/positions/saved"])
      expect(paths).toContain(path);
    expect(paths.some((path) => path.startsWith("/admin") || path.startsWith("/api") || path.includes("editor"))).toBe(
      false,
    );
  });

  it("stores their documents, route data and code, and none of the admin's or the editor's", () => {
    const list = precacheList(fakeBuild, undefined);
    for (const url of [
      "/games/truth-or-dare",
      "/games/truth-or-dare.data",
      "/_root.data",
      "/assets/entry.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/truth.js",
      "/assets/game-page.js",
      "/assets/home.js",
      "/assets/manifest-1.js",
    ]) {
      expect(list).toContain(url);
    }
    expect(list).not.toContain("/assets/dashboard.js");
    expect(list).not.toContain("/assets/blog-editor.js");
  });

  it("stores Truth or Dare's words, which its page imports only after hydrating, and not their compressed copies", () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-precache-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    for (const file of ["truth-or-dare-words-Ab1_x.js", "truth-or-dare-words-Ab1_x.js.br", "other-lazy-Zz9.js"])
      fs.writeFileSync(path.join(clientDir, "assets", file), "");
    const list = precacheList(fakeBuild, clientDir);
    expect(list).toContain("/assets/truth-or-dare-words-Ab1_x.js");
    expect(list).not.toContain("/assets/truth-or-dare-words-Ab1_x.js.br");
    expect(list).not.toContain("/assets/other-lazy-Zz9.js");
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("is versioned by build and never stores admin, editor or API requests", () => {
    const source = serviceWorkerSource("abc123", ["/games"]);
    expect(source).toContain('const CACHE = "entwine-abc123"');
    expect(source).toContain('const PRECACHE = ["/games"]');
    expect(source).toContain("caches.delete(key)");
    expect(source).toMatch(/NEVER = \[.*admin.*medium-blog-editor.*api/);
  });
});

describe("the offline page", () => {
  it("names every page that works offline and is answered for an unstored page, never the home page", () => {
    const html = offlinePageHtml();
    expect(html).toContain("You are offline");
    for (const path of offlinePaths()) expect(html).toContain(`href="${path}"`);
    expect(
      offlineLinks()
        .map((link) => link.path)
        .sort(),
    ).toEqual([...offlinePaths()].sort());
    expect(html).not.toMatch(/<script/i);
    const source = serviceWorkerSource("v1", ["/"]);
    expect(source).toContain("offlinePage()");
    expect(source).not.toContain('caches.match("/")');
    // The worker's source stays valid JavaScript with the page inside it.
    expect(() => new Function(source)).not.toThrow();
  });
});
