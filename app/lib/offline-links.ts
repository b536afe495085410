/**
 * Offline, a tap on a link to a page this device has not stored would make React Router fetch code and data that
 * cannot arrive, and then reload the page by itself. Instead, while the browser is offline, such a tap becomes a
 * plain document navigation, which the service worker answers with its offline page under the right address.
 * Pages whose route data is stored still open in the app as usual.
 */
export function storedPathOf(url: string): string {
  const { pathname } = new URL(url, "http://x");
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** Whether a click on this anchor is an ordinary same-tab, same-site navigation to another page. */
export function isPlainInternalNavigation(
  anchor: { href: string; target: string; hasAttribute(name: string): boolean },
  event: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
  },
  here: { origin: string; pathname: string; search: string },
): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, `${here.origin}${here.pathname}`);
  if (url.origin !== here.origin) return false;
  // A jump within the same page needs nothing from the network.
  return !(url.pathname === here.pathname && url.search === here.search);
}

export function guardOfflineLinks(): void {
  if (!("caches" in window)) return;
  // Pages whose route data the worker holds (refreshed whenever the browser goes offline).
  let stored = new Set<string>();
  const refresh = async () => {
    try {
      const next = new Set<string>();
      for (const name of await caches.keys()) {
        if (!name.startsWith("entwine-")) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const { pathname } = new URL(request.url);
          if (pathname.endsWith(".data")) next.add(storedPathOf(pathname));
        }
      }
      stored = next;
    } catch {
      stored = new Set();
    }
  };
  void refresh();
  window.addEventListener("offline", () => void refresh());
  document.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || !isPlainInternalNavigation(anchor, event, window.location)) return;
      const url = new URL(anchor.href, window.location.href);
      if (stored.has(url.pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    },
    true,
  );
}
