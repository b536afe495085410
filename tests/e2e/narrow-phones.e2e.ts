import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { redirects } from "../../app/lib/redirects";
import { signIn } from "./support/admin";
import { baseUrl, browserForFile, ROUTE_WALK_TIMEOUT_MS } from "./support/browser";
import { openPhone, type Phone } from "./support/phone";

// Issue 47, "no page scrolls sideways at 320 px; text never overflows its box": every route of app/routes.ts, signed
// out and (for the owner's pages) signed in, on a touch phone 320, 360 and 390 px wide. Each page loads once at
// 320 px and is measured there, then at 360 and 390 px (the viewport resized, the page kept); each game also takes
// its main step (one tap) and is measured again at the three widths. Every problem is collected, so one run lists
// them all.

const browser = browserForFile();
const WIDTHS = [320, 360, 390] as const;
const HEIGHT = 740;
const run = Date.now().toString(36);

/** A story with a long title and a pasted long address: the words most likely to push a narrow page sideways. */
const STORY = {
  title: `A surprisingly long title about a slow weekend away in the hills together ${run}`,
  content:
    `<p>We booked it on a whim: https://www.example.com/cottages/the-little-stone-barn-by-the-river-with-the-wood-burner?nights=2&amp;run=${run}</p>` +
    "<p>Breakfast in bed, a walk in the rain, and nowhere to be.</p>",
};

interface Sample {
  slug: string;
  id: string;
}

/** Where each dynamic segment of a route leads in this walk. */
function fill(path: string, story: Sample): string {
  return path
    .replace(":slug", story.slug)
    .replace(":id", path.startsWith("positions/") ? "romantic-3--pillow-lift" : story.id);
}

/** Routes that are not pages to look at (an action route that signs out) and the catch-all (walked as a 404). */
const NOT_PAGES = new Set(["admin/logout", "*"]);
const ADMIN_EDITOR = new Set(["medium-blog-editor/:id"]);

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page path of the route config, with whether it needs the owner signed in. */
function pagesOf(entries: readonly RouteEntry[], story: Sample, inAdmin = false) {
  const pages: Array<{ path: string; admin: boolean }> = [];
  for (const entry of entries) {
    const admin = inAdmin || entry.children !== undefined;
    if (entry.children) pages.push(...pagesOf(entry.children, story, true));
    if (entry.index) pages.push({ path: "/", admin });
    if (entry.path === undefined || NOT_PAGES.has(entry.path)) continue;
    if (`/${entry.path}` in redirects) continue;
    pages.push({ path: `/${fill(entry.path, story)}`, admin: admin || ADMIN_EDITOR.has(entry.path) });
  }
  return pages;
}

/** Each game's main step: one tap, then what shows that it was taken. */
const GAME_STEPS: Record<string, (page: Page) => Promise<unknown>> = {
  "/games/truth-or-dare": async (page) => {
    await page.getByRole("button", { name: "Start Game" }).tap();
    await page.getByTestId("tod-question").waitFor();
  },
  "/games/passion-dice": async (page) => {
    await page.getByRole("button", { name: "Roll for Passion" }).tap();
    await page.getByTestId("pd-result").waitFor({ timeout: 10_000 });
  },
  "/games/dice-to-spice": async (page) => {
    await page.getByRole("button", { name: /Roll the Dice/ }).tap();
    await page.getByRole("button", { name: "Completed" }).waitFor({ timeout: 10_000 });
  },
  "/games/spin-for-desire": async (page) => {
    await page.getByRole("button", { name: "Spin the wheel" }).tap();
    await page.getByRole("button", { name: "Spin again" }).waitFor({ timeout: 15_000 });
  },
  "/games/position-wheel": async (page) => {
    const spin = page.locator("[data-play='pw-controls']").getByRole("button", { name: /^Spin/ });
    await spin.tap();
    await page.locator("[data-play='pw-result'] h2").waitFor({ timeout: 15_000 });
    await expect.poll(() => spin.textContent(), { timeout: 15_000 }).toBe("Spin");
  },
  "/games/scratch-position": async (page) => {
    await page.getByRole("button", { name: "Reveal card 1" }).tap();
    await expect.poll(() => page.getByRole("button", { name: "Reveal card 1" }).count()).toBe(0);
  },
  "/games/random-position": async (page) => {
    await page.locator("[data-play='random-next']").tap();
    await page.getByTestId("random-result").getByRole("heading").waitFor({ timeout: 10_000 });
  },
  "/games/love-quiz": async (page) => {
    const question = page.locator("h2[tabindex='-1']").first();
    const before = await question.textContent();
    await page.getByRole("group", { name: "How important is this to you?" }).getByRole("button").first().tap();
    await expect.poll(() => question.textContent()).not.toBe(before);
  },
  "/games/seductive-conversation": async (page) => {
    await page.getByRole("button", { name: "Get Question" }).first().tap();
    await page.getByTestId("conv-question").getByRole("heading", { level: 2 }).waitFor({ timeout: 10_000 });
  },
  "/games/fantasy-roleplay": async (page) => {
    await page
      .getByRole("button", { name: /Generate Roleplay/ })
      .first()
      .tap();
    await page.locator("#rp-title").waitFor({ timeout: 10_000 });
  },
  "/games/pleasure-map": async (page) => {
    await page
      .getByRole("button", { name: /^Head & Neck/ })
      .first()
      .tap();
    await page.locator("#pm-region-panel [aria-expanded]").first().waitFor({ timeout: 10_000 });
  },
  "/games/erotic-massage": async (page) => {
    await page
      .getByRole("button", { name: /Plays ambient sound/ })
      .first()
      .tap();
    await page.getByTestId("massage-player").waitFor({ timeout: 10_000 });
  },
  "/games/long-distance": async (page) => {
    await page.getByRole("button", { name: "Random Activity" }).first().tap();
    await page
      .getByRole("button", { name: /Next Step/ })
      .first()
      .waitFor({ timeout: 10_000 });
  },
  "/games/honeymoon-bucket-list": async (page) => {
    const tick = page.getByRole("checkbox").first();
    await tick.tap();
    await expect.poll(() => tick.isChecked()).toBe(true);
  },
  "/games/first-night-bucket-list": async (page) => {
    const tick = page.getByRole("checkbox").first();
    await tick.tap();
    await expect.poll(() => tick.isChecked()).toBe(true);
  },
};

/**
 * What is wrong with the page at its present width, measured in the page: the document wider than the layout
 * viewport (with the deepest elements that stick out), and any visible text that runs out of the box that frames
 * or clips it (a button, a tile, anything with a border or a background, anything with overflow hidden or clip),
 * unless a line is cut short with an ellipsis.
 * Text wholly outside a clipping box is a slide or a panel out of view, not an overflow; text in a box that
 * scrolls can be scrolled to.
 */
function measure(): string[] {
  const problems: string[] = [];
  const name = (element: Element) => {
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const id = element.id ? `#${element.id}` : "";
    const classes =
      typeof element.className === "string" ? `.${element.className.split(/\s+/).slice(0, 4).join(".")}` : "";
    return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}"`;
  };
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    // The deepest boxes that reach furthest right (fixed ones only follow the page's width), to name the culprit.
    const inFlow = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement)
        if (getComputedStyle(at).position === "fixed") return false;
      return true;
    };
    const wide = Array.from(document.body.querySelectorAll("*")).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > root.clientWidth + 0.5 && inFlow(element);
    });
    const deepest = wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    problems.push(
      `the page is ${root.scrollWidth} px wide in ${root.clientWidth}: ${deepest
        .slice(0, 3)
        .map((element) => `${name(element)} ends at ${Math.round(element.getBoundingClientRect().right)}`)
        .join("; ")}`,
    );
  }

  const transparent = (colour: string) => colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
  const framed = (element: Element, style: CSSStyleDeclaration) =>
    element.tagName === "BUTTON" ||
    element.getAttribute("role") === "button" ||
    !transparent(style.backgroundColor) ||
    style.backgroundImage !== "none" ||
    (parseFloat(style.borderTopWidth) > 0 && !transparent(style.borderTopColor)) ||
    (parseFloat(style.borderLeftWidth) > 0 && !transparent(style.borderLeftColor));
  const reported = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template")) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    const text = {
      left: Math.min(...rects.map((rect) => rect.left)),
      right: Math.max(...rects.map((rect) => rect.right)),
      top: Math.min(...rects.map((rect) => rect.top)),
      bottom: Math.max(...rects.map((rect) => rect.bottom)),
    };
    for (let element: Element | null = parent; element && element !== document.body; element = element.parentElement) {
      const style = getComputedStyle(element);
      const scrolls = [style.overflowX, style.overflowY].some((value) => value === "auto" || value === "scroll");
      if (scrolls) break;
      const box = element.getBoundingClientRect();
      // A visually hidden label (1 px, clipped) is for screen readers only.
      if (box.width <= 2 || box.height <= 2) break;
      const clips = [style.overflowX, style.overflowY].some((value) => value === "hidden" || value === "clip");
      if (!clips && !framed(element, style)) continue;
      const outside =
        text.right <= box.left || text.left >= box.right || text.bottom <= box.top || text.top >= box.bottom;
      if (clips && outside) break;
      const clamped = style.webkitLineClamp !== "none" && style.webkitLineClamp !== "";
      // One line cut short with an ellipsis (a long link shown in full elsewhere) says so itself.
      const ellipsised = clips && style.textOverflow === "ellipsis" && style.whiteSpace === "nowrap";
      const sideways = !ellipsised && (text.right > box.right + 1 || text.left < box.left - 1);
      const downwards = !clamped && (text.bottom > box.bottom + 1 || text.top < box.top - 1);
      if ((sideways || downwards) && !reported.has(element)) {
        reported.add(element);
        const by = sideways
          ? `${Math.round(Math.max(text.right - box.right, box.left - text.left))} px sideways`
          : `${Math.round(Math.max(text.bottom - box.bottom, box.top - text.top))} px downwards`;
        problems.push(`"${node.textContent.trim().slice(0, 30)}" runs ${by} out of ${name(element)}`);
      }
      break;
    }
  }
  return problems;
}

/** Two frames and a short pause: the page has laid itself out for its new width (fonts, observers, rAF work). */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 80)))),
  );
}

/** Measures the page at each width (the page kept), then leaves it at the first. */
async function measureAtEveryWidth(page: Page, label: string, failures: string[]) {
  // Far cards of a long grid are skipped until scrolled near (content-visibility: auto): draw them all for the
  // measure, so every card is checked as it shows once a couple scrolls to it.
  const drawAll = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  for (const width of WIDTHS) {
    if (page.viewportSize()?.width !== width) {
      await page.setViewportSize({ width, height: HEIGHT });
      await settle(page);
    }
    for (const problem of await page.evaluate(measure)) failures.push(`${label} at ${width} px: ${problem}`);
  }
  await drawAll.evaluate((style) => (style as Element).remove());
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await settle(page);
}

async function visit(phone: Phone, path: string, failures: string[]) {
  const response = await phone.page.goto(`${baseUrl()}${path}`);
  await phone.page.waitForLoadState("networkidle").catch(() => undefined);
  const status = response?.status() ?? 0;
  if (status >= 400 && path !== MISSING_PAGE) failures.push(`${path}: answered ${status}`);
  await settle(phone.page);
}

const MISSING_PAGE = `/no-such-page-${run}`;

async function createStories(): Promise<Sample> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ username: "e2e-admin", password: "e2e-password-1234" }),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const post = async (body: object, withCookie: boolean) => {
    const response = await fetch(`${baseUrl()}/api/blogs`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl(), ...(withCookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ category: "Romance", tags: ["weekend", "cottage", "rain"], ...body }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Sample;
  };
  const published = await post({ ...STORY, status: "published" }, true);
  // A visitor's story waiting for review, so the approval centre has a submission and a review panel to show.
  // Its own words: a submission that copies a story already sent is refused (#51).
  await post(
    {
      title: `Waiting: ${STORY.title}`,
      content: `<p>Our first trip away in years: https://www.example.com/the-long-address-of-a-lake-house-we-loved?run=${run}</p><p>Two nights, one book each, and a lot of tea.</p>`,
      status: "published",
    },
    false,
  );
  return published;
}

describe("every route on a narrow phone (320, 360 and 390 px)", () => {
  let pages: Array<{ path: string; admin: boolean }>;
  beforeAll(async () => {
    pages = pagesOf(routes as RouteEntry[], await createStories());
  });

  /** Walks the paths on one touch phone (signed in first when `admin`) and answers every problem found. */
  async function walk(paths: string[], options: { admin?: boolean; steps?: boolean } = {}) {
    const phone = await openPhone(browser(), { width: WIDTHS[0], height: HEIGHT, verified: true });
    if (options.admin) await signIn(phone.page);
    const failures: string[] = [];
    for (const path of paths) {
      const errorsBefore = phone.errors.length;
      await visit(phone, path, failures);
      // The missing page's own 404 is the one error the browser reports there.
      if (path === MISSING_PAGE)
        phone.errors.splice(
          errorsBefore,
          Infinity,
          ...phone.errors.slice(errorsBefore).filter((text) => !/\b404\b/.test(text)),
        );
      await measureAtEveryWidth(phone.page, path, failures);
      if (!options.steps) continue;
      const step = GAME_STEPS[path];
      if (!step) {
        failures.push(`${path}: no main step in this test`);
        continue;
      }
      await step(phone.page);
      await settle(phone.page);
      await measureAtEveryWidth(phone.page, `${path} after its main step`, failures);
    }
    return { phone, failures };
  }

  const isGame = (path: string) => path.startsWith("/games/");

  it(
    "public pages: no sideways scrolling and no text out of its box",
    async () => {
      const paths = pages.filter((entry) => !entry.admin && !isGame(entry.path)).map((entry) => entry.path);
      const { phone, failures } = await walk([...new Set([...paths, "/admin/login", MISSING_PAGE])]);
      expect(failures).toEqual([]);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    },
    ROUTE_WALK_TIMEOUT_MS,
  );

  it(
    "each game, before and after its main step: no sideways scrolling and no text out of its box",
    async () => {
      const paths = pages.filter((entry) => isGame(entry.path)).map((entry) => entry.path);
      expect(paths.length).toBeGreaterThanOrEqual(15);
      const { phone, failures } = await walk(paths, { steps: true });
      expect(failures).toEqual([]);
      expect(phone.errors).toEqual([]);
      await phone.context.close();
    },
    ROUTE_WALK_TIMEOUT_MS,
  );

  it(
    "the owner's pages, signed in, with every tab opened: no sideways scrolling and no text out of its box",
    async () => {
      const paths = pages.filter((entry) => entry.admin).map((entry) => entry.path);
      const { phone, failures } = await walk(paths, { admin: true });
      // The tabs of the SEO page and of the journey page's Media Manager, each one opened.
      await visit(phone, "/admin/seo", failures);
      const seoTabs = phone.page.getByRole("tablist", { name: "SEO sections" }).getByRole("tab");
      for (let index = 1; index < (await seoTabs.count()); index++) {
        const tab = seoTabs.nth(index);
        await tab.tap();
        await settle(phone.page);
        await measureAtEveryWidth(phone.page, `/admin/seo, ${await tab.textContent()}`, failures);
      }
      await visit(phone, "/admin/journey-positions", failures);
      await phone.page.getByRole("tab", { name: "Media Manager" }).tap();
      const mediaTabs = phone.page.getByRole("tablist", { name: "Media Manager" }).getByRole("tab");
      for (let index = 0; index < (await mediaTabs.count()); index++) {
        const tab = mediaTabs.nth(index);
        await tab.tap();
        await settle(phone.page);
        await measureAtEveryWidth(phone.page, `Media Manager, ${await tab.textContent()}`, failures);
      }
      expect(failures).toEqual([]);
      expect(phone.errors.filter((text) => !text.includes("401"))).toEqual([]);
      await phone.context.close();
    },
    ROUTE_WALK_TIMEOUT_MS,
  );
});
