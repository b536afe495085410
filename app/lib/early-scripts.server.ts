/**
 * Scripts early, hydration right after the first paint (decision record 008, superseding 006's "scripts after the
 * first paint"). React Router writes a `modulepreload` for every script of the page and an inline module that
 * imports them at once. This rewrites the document so that:
 *
 * - the preloads sit at the end of the head, after the stylesheet, the fonts' preloads and any main image, and ask
 *   for `fetchpriority="low"`: they download while the first screen is fetched, without competing with it;
 * - the inline module imports the route modules (already downloading) as soon as the browser has reported its
 *   first contentful paint and the fonts and the page's main image (an `<img fetchpriority="high">`) have arrived,
 *   i.e. once the largest paint is on screen, never later than 3 s: running React before that would delay the very
 *   paint it follows (Lighthouse counts a script run before a paint as blocking it).
 *
 * Taps made in between are remembered by the head script (remembered-taps.ts) and carried out on hydration.
 */

const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"([^>]*?)\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/;
const BARE_IMPORT = /^\s*;?\s*import ("[^"]+");?\s*$/;

/** Waits, in the browser, until the first screen has painted (see above). */
export const AFTER_FIRST_PAINT = [
  "await new Promise((ready) => {",
  "  const deadline = setTimeout(ready, 3000);",
  '  const painted = new Promise((done) => { try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); done(); } }).observe({ type: "paint", buffered: true }); } catch { done(); } });',
  '  const images = [...document.querySelectorAll(\'img[fetchpriority="high"]\')].map((image) => image.complete ? null : new Promise((done) => { image.addEventListener("load", done, { once: true }); image.addEventListener("error", done, { once: true }); }));',
  // The fonts too: text repainted in its web font is often the largest paint, and must not wait behind React.
  "  Promise.all([painted, document.fonts ? document.fonts.ready : null, ...images]).then(() => { clearTimeout(deadline); ready(); });",
  "});",
  // A frame later, so that the paint is on screen before React's work starts.
  "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));",
].join("\n");

export function earlyScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script || !script[3]!.includes("window.__reactRouterRouteModules")) return html;
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => ({
    href: match[1]!,
    attributes: match[2]!.replace(/\s*fetchpriority="[^"]*"/, ""),
  }));

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
    AFTER_FIRST_PAINT,
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(", ")}]);`,
    ...rest,
  ].join("\n");
  const rewritten = `<script${script[1]}type="module"${script[2]}>${body}</script>`;
  const links = preloads
    .map((preload) => `<link rel="modulepreload" href="${preload.href}"${preload.attributes} fetchpriority="low"/>`)
    .join("");
  const head = html.slice(0, headEnd).replace(MODULEPRELOAD, "") + links;
  return (
    head +
    html
      .slice(headEnd)
      .replace(MODULEPRELOAD, "")
      .replace(script[0], () => rewritten)
  );
}
