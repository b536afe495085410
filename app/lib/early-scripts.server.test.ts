import { describe, expect, it } from "vitest";
import { earlyScripts } from "./early-scripts.server";

const page = (moduleScript: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="preload" href="/assets/inter.woff2" as="font"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/></head><body><main>Hello</main><script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">${moduleScript}</script></body></html>`;

const reactRouterScript = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/games-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/games":route1};

import("/assets/entry.client-A.js");`;

const moduleScriptOf = (html: string) =>
  /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

describe("earlyScripts", () => {
  const html = earlyScripts(page(reactRouterScript));
  const head = html.slice(0, html.indexOf("</head>"));

  it("keeps the script preloads in the head, at low priority, after the stylesheet and the fonts", () => {
    expect(head).toContain(
      '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1" fetchpriority="low"/>',
    );
    expect(head).toContain('<link rel="modulepreload" href="/assets/root-B.js" nonce="n1" fetchpriority="low"/>');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
    const firstScript = head.indexOf('rel="modulepreload"');
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(firstScript);
    expect(head.indexOf('as="font"')).toBeLessThan(firstScript);
  });

  it("imports the route modules once the first paint is reported, then runs React Router's own lines", () => {
    const script = moduleScriptOf(html);
    expect(script).not.toMatch(/^\s*import \* as/m);
    const waits = script.indexOf("first-contentful-paint");
    const imports = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/games-C.js")]);',
    );
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect(waits).toBeGreaterThanOrEqual(0);
    // Not the window's load event: that waits for every image and font.
    expect(script).not.toMatch(/(?<!image\.)addEventListener\("load"/);
    expect(imports).toBeGreaterThan(waits);
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(imports);
    expect(entry).toBeGreaterThan(imports);
  });

  it("runs: the route modules and the entry are loaded with the same bindings", async () => {
    const script = moduleScriptOf(html);
    const loaded: string[] = [];
    const window = {} as Record<string, unknown>;
    const document = { querySelectorAll: () => [], fonts: { ready: Promise.resolve() } };
    const requestAnimationFrame = (callback: () => void) => callback();
    const load = async (specifier: string) => {
      loaded.push(specifier);
      return { name: specifier };
    };
    class PerformanceObserver {
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        this.callback(
          { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) },
          { disconnect: () => undefined },
        );
      }
    }
    const run = new Function(
      "window",
      "document",
      "requestAnimationFrame",
      "PerformanceObserver",
      "setTimeout",
      "clearTimeout",
      "load",
      `return (async () => { ${script.replaceAll("import(", "load(")} })();`,
    );
    await run(
      window,
      document,
      requestAnimationFrame,
      PerformanceObserver,
      (callback: () => void, ms: number) => (ms === 0 ? callback() : undefined),
      () => undefined,
      load,
    );
    expect(window.__reactRouterRouteModules).toEqual({
      root: { name: "/assets/root-B.js" },
      "routes/games": { name: "/assets/games-C.js" },
    });
    expect(loaded).toEqual(["/assets/root-B.js", "/assets/games-C.js", "/assets/entry.client-A.js"]);
  });

  it("leaves a page without React Router's module script alone", () => {
    const plain = '<html><head></head><body><script type="module">console.log(1)</script></body></html>';
    expect(earlyScripts(plain)).toBe(plain);
  });
});
