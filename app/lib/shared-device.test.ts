import { describe, expect, it } from "vitest";
import {
  DISCREET_ICON,
  DISCREET_KEY,
  DISCREET_MANIFEST,
  DISCREET_TITLE,
  DISCREET_TOUCH_ICON,
  QUICK_EXIT_URL,
} from "./shared-device";
import { sharedDeviceScript } from "./shared-device-script";

type Listener = (event: FakeEvent) => void;

interface FakeEvent {
  key?: string;
  repeat?: boolean;
  timeStamp?: number;
  button?: number;
  target?: { closest(selector: string): unknown };
  prevented?: boolean;
  stopped?: boolean;
  preventDefault?(): void;
  stopImmediatePropagation?(): void;
}

class FakeLink {
  readonly attributes = new Map<string, string>();
  constructor(rel: string, href: string) {
    this.attributes.set("rel", rel);
    this.attributes.set("href", href);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

/** The parts of a window and document the script touches, with a head holding a title and the site's icon. */
function fakeBrowser(stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const title = { textContent: "Truth or Dare | Entwine" };
  const icon = new FakeLink("icon", "/favicon.svg");
  const touchIcon = new FakeLink("apple-touch-icon", "/icons/apple-touch-icon.png");
  const manifest = new FakeLink("manifest", "/manifest.webmanifest");
  const homeScreenTitle = new FakeLink("", "");
  homeScreenTitle.setAttribute("content", "Entwine");
  const toldWorker: unknown[] = [];
  const appended: unknown[] = [];
  const replaced: string[] = [];
  const rootAttributes = new Set<string>();
  let observed: (() => void) | null = null;
  const window = {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    Element: { prototype: { closest() {} } },
    MutationObserver: class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    },
    location: { replace: (url: string) => void replaced.push(url) },
    navigator: { serviceWorker: { controller: { postMessage: (message: unknown) => void toldWorker.push(message) } } },
    addEventListener: on,
  } as Record<string, unknown> & { __entwineDiscreet?: { on(): boolean; set(on: boolean): void } };
  const document = {
    addEventListener: on,
    head: {
      getElementsByTagName: (tag: string) => (tag === "title" ? [title] : []),
      appendChild: (node: unknown) => void appended.push(node),
    },
    documentElement: {
      setAttribute: (name: string) => void rootAttributes.add(name),
      toggleAttribute: (name: string, force: boolean) =>
        void (force ? rootAttributes.add(name) : rootAttributes.delete(name)),
    },
    // The selectors the script uses, each answered with the one element it finds in the site's head.
    querySelectorAll: (selector: string) =>
      ({
        'link[rel~="icon"]': [icon],
        'link[rel="apple-touch-icon"]': [touchIcon],
        'link[rel="manifest"]': [manifest],
        'meta[name="apple-mobile-web-app-title"]': [homeScreenTitle],
      })[selector] ?? [],
    createElement: () => ({}),
  };
  new Function("window", "document", sharedDeviceScript)(window, document);
  const fire = (type: string, event: FakeEvent = {}) => {
    const full: FakeEvent = {
      button: 0,
      ...event,
      preventDefault() {
        full.prevented = true;
      },
      stopImmediatePropagation() {
        full.stopped = true;
      },
    };
    for (const listener of listeners[type] ?? []) listener(full);
    return full;
  };
  return {
    window,
    storage,
    title,
    icon,
    touchIcon,
    manifest,
    homeScreenTitle,
    toldWorker,
    replaced,
    appended,
    rootAttributes,
    fire,
    /** What React Router does on a client navigation: a new title, then the observer's callback. */
    navigate(text: string) {
      title.textContent = text;
      observed?.();
    },
    escape: (timeStamp: number, repeat = false) => fire("keydown", { key: "Escape", timeStamp, repeat }),
  };
}

describe("the shared-device head script", () => {
  it("is ES5 that parses on its own", () => {
    expect(sharedDeviceScript).not.toMatch(/=>|\blet\b|\bconst\b|`|\?\./);
    expect(() => new Function(sharedDeviceScript)).not.toThrow();
  });

  it("leaves the title and icon alone when discreet mode is off", () => {
    const browser = fakeBrowser();
    expect(browser.title.textContent).toBe("Truth or Dare | Entwine");
    expect(browser.icon.getAttribute("href")).toBe("/favicon.svg");
    expect(browser.manifest.getAttribute("href")).toBe("/manifest.webmanifest");
    expect(browser.toldWorker).toEqual([]);
    expect(browser.window.__entwineDiscreet?.on()).toBe(false);
  });

  it("in discreet mode, shows the neutral title and icon from the start and after every navigation", () => {
    const browser = fakeBrowser({ [DISCREET_KEY]: "on" });
    expect(browser.title.textContent).toBe(DISCREET_TITLE);
    expect(browser.icon.getAttribute("href")).toBe(DISCREET_ICON);
    // A home screen gets the neutral name and icon: the discreet manifest, iOS's touch icon and title.
    expect(browser.touchIcon.getAttribute("href")).toBe(DISCREET_TOUCH_ICON);
    expect(browser.manifest.getAttribute("href")).toBe(DISCREET_MANIFEST);
    expect(browser.homeScreenTitle.getAttribute("content")).toBe(DISCREET_TITLE);
    // The service worker is told, so it forgets the last page used and keeps none.
    expect(browser.toldWorker).toEqual([{ entwine: "discreet", on: true }]);
    expect(browser.rootAttributes.has("data-discreet")).toBe(true);
    browser.navigate("Passion Dice – Couples Game | Entwine");
    expect(browser.title.textContent).toBe(DISCREET_TITLE);

    // Switched off from the page: the page's own title and icons come back, and the device forgets the choice.
    browser.window.__entwineDiscreet!.set(false);
    expect(browser.title.textContent).toBe("Passion Dice – Couples Game | Entwine");
    expect(browser.icon.getAttribute("href")).toBe("/favicon.svg");
    expect(browser.touchIcon.getAttribute("href")).toBe("/icons/apple-touch-icon.png");
    expect(browser.manifest.getAttribute("href")).toBe("/manifest.webmanifest");
    expect(browser.homeScreenTitle.getAttribute("content")).toBe("Entwine");
    expect(browser.toldWorker.at(-1)).toEqual({ entwine: "discreet", on: false });
    expect(browser.storage.has(DISCREET_KEY)).toBe(false);
    browser.navigate("Games for Two | Entwine");
    expect(browser.title.textContent).toBe("Games for Two | Entwine");
  });

  it("switched on from the page, takes effect at once and is remembered on the device", () => {
    const browser = fakeBrowser();
    browser.window.__entwineDiscreet!.set(true);
    expect(browser.storage.get(DISCREET_KEY)).toBe("on");
    expect(browser.title.textContent).toBe(DISCREET_TITLE);
    expect(browser.icon.getAttribute("href")).toBe(DISCREET_ICON);
    browser.navigate("Positions | Entwine");
    expect(browser.title.textContent).toBe(DISCREET_TITLE);
  });

  it("leaves for the neutral page on Escape pressed three times in a row within 2 s", () => {
    const browser = fakeBrowser();
    browser.escape(0);
    browser.escape(900);
    expect(browser.replaced).toEqual([]);
    browser.escape(1800);
    expect(browser.replaced).toEqual([QUICK_EXIT_URL]);
    // The neutral site learns nothing of where the visitor came from.
    expect(browser.appended).toEqual([{ name: "referrer", content: "no-referrer" }]);
  });

  it("does not leave on slower Escapes, held-down repeats, or Escapes with other keys or taps between", () => {
    const slow = fakeBrowser();
    slow.escape(0);
    slow.escape(1500);
    slow.escape(2100);
    expect(slow.replaced).toEqual([]);
    // The first press has fallen out of the window; the next one completes three within 2 s.
    slow.escape(2200);
    expect(slow.replaced).toEqual([QUICK_EXIT_URL]);

    const held = fakeBrowser();
    held.escape(0);
    held.escape(30, true);
    held.escape(60, true);
    expect(held.replaced).toEqual([]);

    const between = fakeBrowser();
    between.escape(0);
    between.escape(100);
    between.fire("keydown", { key: "a", timeStamp: 150 });
    between.escape(200);
    expect(between.replaced).toEqual([]);
    between.escape(300);
    between.fire("pointerdown");
    between.escape(400);
    expect(between.replaced).toEqual([]);
  });

  it("turns a click on the quick-exit link into a replace, and keeps the page's leaving listeners quiet", () => {
    const browser = fakeBrowser();
    const quietBefore = browser.fire("pagehide");
    expect(quietBefore.stopped).toBeUndefined();
    const link = { closest: (selector: string) => (selector === "a[data-quick-exit]" ? {} : null) };
    const click = browser.fire("click", { target: link });
    expect(click.prevented).toBe(true);
    expect(browser.replaced).toEqual([QUICK_EXIT_URL]);
    for (const type of ["pagehide", "beforeunload", "visibilitychange"]) expect(browser.fire(type).stopped).toBe(true);

    const other = fakeBrowser();
    const elsewhere = other.fire("click", { target: { closest: () => null } });
    expect(elsewhere.prevented).toBeUndefined();
    expect(other.replaced).toEqual([]);
  });
});
