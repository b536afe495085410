/**
 * Paint first, then hydrate. React Router puts a `modulepreload` for every script of the page in the head and
 * imports them from an inline module at once, so on a phone with a slow connection ~140 KB of JavaScript competes
 * with the stylesheet and the fonts before anything is shown. The page is fully rendered on the server and readable
 * without its scripts, so they can wait until its first screen has loaded and painted: this rewrites the document
 * so that the preloads are added and the route modules imported only then, all at once (no request waterfall).
 */

const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/;
const BARE_IMPORT = /^\s*;?\s*import ("[^"]+");?\s*$/;

export function paintFirst(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script || !script[3]!.includes("window.__reactRouterRouteModules")) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);

  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of script[3]!.split("\n")) {
    const named = STATIC_IMPORT.exec(line);
    const bare = named ? null : BARE_IMPORT.exec(line);
    if (named) {
      bindings.push(named[1]!);
      specifiers.push(named[2]!);
    } else if (bare) {
      bindings.push("");
      specifiers.push(bare[1]!);
    } else if (line.trim() !== ";") {
      rest.push(line);
    }
  }
  // Anything but the shape React Router writes today: leave the page as it is rather than guess.
  if (specifiers.length === 0) return html;

  const body = [
    // The first screen loaded (stylesheet, fonts, its images) and painted: the browser's own first-contentful-paint
    // entry says so (a frame callback can run before the paint). Never more than 3 s, e.g. in a hidden tab.
    'if (document.readyState !== "complete") await new Promise((loaded) => addEventListener("load", loaded, { once: true }));',
    'await new Promise((painted) => { setTimeout(painted, 3000); try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); painted(); } }).observe({ type: "paint", buffered: true }); } catch { painted(); } });',
    "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));",
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`,
    ...rest,
  ].join("\n");
  const rewritten = `<script${script[1]}type="module"${script[2]}>${body}</script>`;
  return html.replace(MODULEPRELOAD, "").replace(script[0], () => rewritten);
}
