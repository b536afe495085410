/**
 * On a shared device (issue 50): discreet mode and the quick exit, both run by one small inline head script (with
 * the CSP nonce, before anything else in the head), so they work from the first paint, before the page hydrates,
 * and keep working after it.
 *
 * - Discreet mode (localStorage `entwine-discreet` = "on"): the tab's title reads "Notes" and its icon is a plain
 *   page, on every page. The script watches the head and puts the neutral title and icon back whenever React Router
 *   changes them (a mutation observer runs before the next paint). `window.__entwineDiscreet.set(on)` switches it
 *   from the page's switch without a reload. The page also links the discreet manifest ("Notes", a plain page icon,
 *   opening at the home page) and iOS's touch icon and home-screen title change with it, so Entwine added to a home
 *   screen in discreet mode shows as Notes. The service worker is told (a message), forgets the last page used and
 *   keeps none while discreet mode is on, so a launch never reopens the last game or story.
 * - Quick exit: a click on the top bar's `a[data-quick-exit]` (a plain link to the neutral page, so that without
 *   scripts it still leaves), or Escape pressed three times in a row within 2 s (any other key or a tap in between
 *   starts the count again, so a few Escapes closing menus never send anyone away), replaces this page with the
 *   neutral one through `location.replace`: this page leaves the tab's back history. Nothing is sent to our server
 *   on the way out: the page's own `pagehide`, `visibilitychange` and `beforeunload` listeners (the speed report's
 *   beacon, Our space's last flush, the age gate's leave warning) are stopped before they run, this script's being
 *   registered first; and the neutral site is told nothing either (no referrer).
 *
 * The script itself is in shared-device-script.ts (server render only); this module holds what the page uses.
 */

/** localStorage key of discreet mode ("on" when set; absent otherwise). */
export const DISCREET_KEY = "entwine-discreet";
export const DISCREET_TITLE = "Notes";
export const DISCREET_ICON = "/icons/notes.svg";
/** What discreet mode puts on a home screen: the manifest with a neutral name and icon, and iOS's touch icon. */
export const DISCREET_MANIFEST = "/manifest-discreet.webmanifest";
export const DISCREET_TOUCH_ICON = "/icons/notes-apple-touch-icon.png";

/**
 * Where the quick exit goes: Wikipedia's article on the weather. It is known everywhere, loads quickly on a poor
 * connection, shows no adverts, sets no tracking cookies and asks for no consent banner, and a page about the
 * weather looks like nothing at all on a screen glanced at or in a tab left open. The article's content is stable
 * (a main page or a random article could show anything).
 */
export const QUICK_EXIT_URL = "https://en.wikipedia.org/wiki/Weather";

/**
 * Told on `window` once "Clear everything on this device" has run: the age check then asks again on this page, as
 * on a first visit (age-gate.tsx listens).
 */
export const DEVICE_CLEARED_EVENT = "entwine:device-cleared";

/** Escape presses in a row that leave, and the time they must fit in. */
export const QUICK_EXIT_PRESSES = 3;
export const QUICK_EXIT_WINDOW_MS = 2000;

declare global {
  interface Window {
    /** Set by the head script (shared-device-script.ts). */
    __entwineDiscreet?: { on(): boolean; set(on: boolean): void };
    __entwineQuickExit?: () => void;
  }
}
