import { describe, expect, it } from "vitest";
import { DEVICE_STATE_CACHE, SESSION_HEADER, START_PATH, serviceWorkerSource } from "./service-worker";

// The worker's source run as a browser runs it, against a fake Cache Storage and a fake network: what it keeps, what
// it serves, and that a stored page never shows an admin's or another visitor's state.
const ORIGIN = "https://entwine.test";

interface FakeRequest {
  url: string;
  method: string;
  mode: string;
  credentials?: string;
  cache?: string;
}

/** The worker's `new Request(input, init)`: the fields it sets, on a plain request. */
class FakeRequestConstructor {
  constructor(input: string | URL | FakeRequest, init: Partial<FakeRequest> = {}) {
    const base: FakeRequest =
      typeof input === "string" || input instanceof URL
        ? { url: new URL(input, ORIGIN).href, method: "GET", mode: "cors" }
        : input;
    Object.assign(
      this,
      base,
      init,
      base.mode === "navigate" && Object.keys(init).length > 0 ? { mode: "same-origin" } : {},
    );
  }
}

class FakeCache {
  readonly entries = new Map<string, Response>();
  private key(request: string | FakeRequest) {
    return new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  }
  async put(request: string | FakeRequest, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async match(request: string | FakeRequest) {
    return this.entries.get(this.key(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
}

type Handler = (event: Record<string, unknown>) => void;

/** A worker with its own fake network: `network` answers each request, or throws when offline. */
function worker(version = "v1") {
  const stores = new Map<string, FakeCache>();
  const caches = {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    },
    async keys() {
      return [...stores.keys()];
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async match(request: string | FakeRequest, options: { cacheName?: string } = {}) {
      for (const [name, store] of stores) {
        if (options.cacheName && name !== options.cacheName) continue;
        const hit = await store.match(request);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const state = { offline: false, served: [] as string[], sessionCookie: false, cacheModes: [] as string[] };
  const pages: Record<string, { body: string; cacheControl: string }> = {};
  const fetch = async (request: FakeRequest) => {
    if (state.offline) throw new TypeError("Failed to fetch");
    const url = new URL(request.url);
    state.served.push(url.pathname + url.search);
    state.cacheModes.push(request.cache ?? "default");
    const omitted = request.credentials === "omit";
    const session = state.sessionCookie && !omitted;
    const page = pages[url.pathname];
    const headers = new Headers({
      "Content-Type": "text/html",
      "Cache-Control": session ? "private, no-store" : (page?.cacheControl ?? "public, max-age=0"),
    });
    if (session) headers.set(SESSION_HEADER, "1");
    const body = session ? `${page?.body ?? "page"} <a href="/admin">Admin</a>` : (page?.body ?? "page");
    const response = new Response(body, { status: page ? 200 : 404, headers });
    Object.defineProperty(response, "type", { value: "basic" });
    return response;
  };
  const listeners: Record<string, Handler[]> = {};
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => (listeners[type] ??= []).push(handler),
    skipWaiting: async () => undefined,
    clients: {
      claim: async () => undefined,
      get: async (id: string) => ({ url: `${ORIGIN}${id}` }),
    },
  };
  new Function("self", "caches", "fetch", "Request", serviceWorkerSource(version, ["/games"]))(
    self,
    caches,
    fetch,
    FakeRequestConstructor,
  );

  async function dispatch(type: string, fields: Record<string, unknown>) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      respondWith: (promise: Promise<Response>) => void (answer = promise),
    };
    for (const handler of listeners[type] ?? []) handler(event);
    const response = answer ? await answer : undefined;
    // Everything the worker does behind the answer (a page's refresh, a record written) settles before the next.
    for (let settled = 0; settled < pending.length; settled += 1) await pending[settled]!.catch(() => undefined);
    return response;
  }
  /** A request from the page at `from` (its client). */
  const open = async (path: string, mode = "navigate", method = "GET", from = "") => {
    const response = await dispatch("fetch", { request: { url: `${ORIGIN}${path}`, mode, method }, clientId: from });
    return response ? { status: response.status, text: await response.text(), headers: response.headers } : null;
  };
  return {
    stores,
    state,
    pages,
    open,
    install: () => dispatch("install", {}),
    activate: () => dispatch("activate", {}),
    message: (data: unknown) => dispatch("message", { data }),
    storedPaths: () =>
      [...(stores.get(`entwine-${version}`)?.entries.keys() ?? [])].map((url) => new URL(url).pathname),
  };
}

describe("the service worker's stored pages", () => {
  it("answers a page seen before from the device at once, and refreshes it behind the answer", async () => {
    const phone = worker();
    phone.pages["/faq"] = { body: "FAQ v1", cacheControl: "public, max-age=0, s-maxage=10" };
    expect((await phone.open("/faq"))?.text).toBe("FAQ v1");
    phone.pages["/faq"]!.body = "FAQ v2";
    phone.state.served = [];
    // The stored copy is the answer; the network's newer one is stored for the next visit.
    expect((await phone.open("/faq"))?.text).toBe("FAQ v1");
    expect(phone.state.served).toEqual(["/faq"]);
    // Asked of the server, never of the browser's HTTP cache (which may hold a signed-out copy after a sign-in).
    expect(phone.state.cacheModes.at(-1)).toBe("no-cache");
    expect((await phone.open("/faq"))?.text).toBe("FAQ v2");
    phone.state.offline = true;
    expect((await phone.open("/faq"))?.text).toBe("FAQ v2");
    // A page never stored says it is offline, under its own address.
    const never = await phone.open("/contact");
    expect(never?.status).toBe(503);
    expect(never?.headers.get("X-Entwine-Offline")).toBe("1");
  });

  it("never keeps what is private, no-store, under a session, or at an address with a query", async () => {
    const phone = worker();
    phone.pages["/a"] = { body: "a", cacheControl: "private, no-cache" };
    phone.pages["/b"] = { body: "b", cacheControl: "no-store" };
    phone.pages["/c"] = { body: "c", cacheControl: "public, max-age=0" };
    await phone.open("/a");
    await phone.open("/b");
    await phone.open("/c?room=ABCD");
    phone.state.sessionCookie = true;
    await phone.open("/c");
    expect(phone.storedPaths()).toEqual([]);
  });

  it("never shows a stored page while the server says a session is present, and never the admin's to anyone", async () => {
    const phone = worker();
    phone.pages["/games"] = { body: "Games", cacheControl: "public, max-age=0" };
    phone.pages["/admin"] = { body: "Dashboard", cacheControl: "public, max-age=0" };
    await phone.open("/games");
    expect(phone.storedPaths()).toContain("/games");

    // The admin signs in (a form sent to the sign-in page's route data): the answer carries the session header.
    phone.state.sessionCookie = true;
    await phone.open("/admin/login.data", "cors", "POST");
    const asAdmin = await phone.open("/games");
    expect(asAdmin?.text).toContain('href="/admin"');
    expect((await phone.open("/admin"))?.text).toContain("Dashboard");
    expect(phone.storedPaths().filter((path) => path.startsWith("/admin"))).toEqual([]);
    // Offline while signed in: the offline page, not the signed-out copy.
    phone.state.offline = true;
    expect((await phone.open("/games"))?.status).toBe(503);
    phone.state.offline = false;

    // Signed out: the stored copy, which never held the admin's page, serves again.
    phone.state.sessionCookie = false;
    await phone.open("/games");
    const stored = await phone.open("/games");
    expect(stored?.text).toBe("Games");
    for (const store of phone.stores.values())
      for (const response of store.entries.values()) expect(await response.clone().text()).not.toContain("/admin");
  });

  it("leaves the API to the network untouched and stores no admin or editor page even without a session", async () => {
    const phone = worker();
    phone.pages["/api/rooms"] = { body: "{}", cacheControl: "public, max-age=60" };
    phone.pages["/medium-blog-editor"] = { body: "Editor", cacheControl: "public, max-age=60" };
    expect(await phone.open("/api/rooms", "cors")).toBeNull();
    expect((await phone.open("/medium-blog-editor"))?.text).toBe("Editor");
    expect(phone.storedPaths()).toEqual([]);
    // A hashed file is kept when a public page asks for it, never when the admin's or the editor's page does.
    phone.pages["/assets/games-1.js"] = { body: "games", cacheControl: "public, max-age=31536000, immutable" };
    phone.pages["/assets/admin-1.js"] = { body: "admin", cacheControl: "public, max-age=31536000, immutable" };
    phone.pages["/assets/editor-1.js"] = { body: "editor", cacheControl: "public, max-age=31536000, immutable" };
    await phone.open("/assets/games-1.js", "cors", "GET", "/games");
    await phone.open("/assets/admin-1.js", "cors", "GET", "/admin/dashboard");
    await phone.open("/assets/editor-1.js", "cors", "GET", "/medium-blog-editor");
    expect(phone.storedPaths()).toEqual(["/assets/games-1.js"]);
  });

  it("stores what it precaches without cookies, and a new release deletes the older release's pages", async () => {
    const phone = worker("v1");
    phone.pages["/games"] = { body: "Games", cacheControl: "public, max-age=0" };
    phone.state.sessionCookie = true;
    await phone.install();
    // Asked without cookies: the signed-out copy, whoever is signed in on this browser.
    expect(
      await phone.stores
        .get("entwine-v1")
        ?.match("/games")
        .then((hit) => hit?.text()),
    ).toBe("Games");

    const next = worker("v2");
    for (const [name, store] of phone.stores) next.stores.set(name, store);
    await next.activate();
    expect([...next.stores.keys()].filter((name) => name.startsWith("entwine-"))).toEqual([]);
  });
});

describe("the home-screen launch", () => {
  it("opens at the last public page used, never an address with a query, and at home in discreet mode", async () => {
    const phone = worker();
    phone.pages["/games/passion-dice"] = { body: "Dice", cacheControl: "public, max-age=0" };
    phone.pages["/games"] = { body: "Games", cacheControl: "public, max-age=0" };
    const launch = async () => (await phone.open(START_PATH))?.headers.get("Location");
    expect(await launch()).toBe(`${ORIGIN}/`);
    await phone.open("/games/passion-dice");
    await phone.open("/games?seed=42");
    expect(await launch()).toBe(`${ORIGIN}/games/passion-dice`);
    await phone.message({ entwine: "discreet", on: true });
    expect(await launch()).toBe(`${ORIGIN}/`);
    await phone.open("/games");
    expect(await launch()).toBe(`${ORIGIN}/`);
    await phone.message({ entwine: "discreet", on: false });
    await phone.open("/games");
    expect(await launch()).toBe(`${ORIGIN}/games`);
    // Kept in the device record, which "Clear everything" deletes with every other cache.
    expect(phone.stores.has(DEVICE_STATE_CACHE)).toBe(true);
  });
});
