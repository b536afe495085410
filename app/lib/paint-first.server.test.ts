import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first.server";

const page = (moduleScript: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/></head><body><main>Hello</main><script nonce="n1">window.__reactRouterContext = {};</script><script nonce="n1" type="module" async="">${moduleScript}</script></body></html>`;

const reactRouterScript = `;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/games-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/games":route1};

import("/assets/entry.client-A.js");`;

describe("paintFirst", () => {
  const html = paintFirst(page(reactRouterScript));

  it("takes the script preloads out of the head and keeps the stylesheet", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("imports the route modules after the first frame, with the preloads added at once", () => {
    const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import \* as/m);
    const waits = script.indexOf('addEventListener("load"');
    const preloads = script.indexOf('["/assets/entry.client-A.js","/assets/root-B.js"]');
    const imports = script.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/games-C.js")]);');
    const entry = script.indexOf('import("/assets/entry.client-A.js");');
    expect(waits).toBeGreaterThanOrEqual(0);
    expect(preloads).toBeGreaterThan(waits);
    expect(imports).toBeGreaterThan(preloads);
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(imports);
    expect(entry).toBeGreaterThan(imports);
  });

  it("runs: the route modules and the entry are loaded with the same bindings", async () => {
    const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const loaded: string[] = [];
    const appended: string[] = [];
    const window = {} as Record<string, unknown>;
    const document = { readyState: "complete", createElement: () => ({}) as Record<string, string>, head: { append: (link: Record<string, string>) => appended.push(`${link.rel} ${link.href}`) } };
    const requestAnimationFrame = (callback: () => void) => callback();
    const load = async (specifier: string) => {
      loaded.push(specifier);
      return { name: specifier };
    };
    class PerformanceObserver {
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        this.callback({ getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect: () => undefined });
      }
    }
    const run = new Function("window", "document", "requestAnimationFrame", "addEventListener", "PerformanceObserver", "setTimeout", "load", `return (async () => { ${script.replaceAll("import(", "load(")} })();`);
    await run(window, document, requestAnimationFrame, () => undefined, PerformanceObserver, (callback: () => void, ms: number) => (ms === 0 ? callback() : undefined), load);
    expect(appended).toEqual(["modulepreload /assets/entry.client-A.js", "modulepreload /assets/root-B.js"]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { name: "/assets/root-B.js" }, "routes/games": { name: "/assets/games-C.js" } });
    expect(loaded).toEqual(["/assets/root-B.js", "/assets/games-C.js", "/assets/entry.client-A.js"]);
  });

  it("leaves a page without React Router's module script alone", () => {
    const plain = "<html><head></head><body><script type=\"module\">console.log(1)</script></body></html>";
    expect(paintFirst(plain)).toBe(plain);
  });
});
