/**
 * Registers /sw.js after the page has loaded. Private windows are skipped: Chromium gives them a small
 * storage quota, which is the only signal a page can read without prompting.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  try {
    const estimate = await navigator.storage?.estimate?.();
    const quota = estimate?.quota ?? Number.POSITIVE_INFINITY;
    if (quota < 120 * 1024 * 1024) return;
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    // A refused registration only costs offline support.
  }
}
