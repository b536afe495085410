const prefetched = new Set<string>();

/**
 * Asks the browser to fetch a page the visitor is about to open (hover or focus on a card). The card opens in a
 * new tab, which a React Router data prefetch would not help, so this warms the HTTP cache with the document.
 */
export function prefetchDocument(href: string): void {
  if (typeof document === "undefined" || prefetched.has(href)) return;
  prefetched.add(href);
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = href;
  link.as = "document";
  document.head.appendChild(link);
}
