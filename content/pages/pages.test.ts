import { describe, expect, it } from "vitest";
import { infoPages, type InfoPageContent } from "./index";
import { LEGAL_SECTION_IDS } from "../../tests/support/legal-sections";

const pages = Object.entries(infoPages) as [string, InfoPageContent][];

/** Every piece of visible text on a page, joined. */
function allText(page: InfoPageContent): string {
  return [
    page.heading,
    page.intro,
    ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
    ...(page.faq ?? []).flatMap((item) => [item.question, item.answer]),
  ].join("\n");
}

function wordCount(page: InfoPageContent): number {
  return allText(page).split(/\s+/).filter(Boolean).length;
}

describe("info pages", () => {
  it("has exactly the six expected pages, keyed by slug", () => {
    expect(Object.keys(infoPages).sort()).toEqual(
      ["communication-tips", "contact", "faq", "privacy-policy", "relationship-advice", "terms-of-service"].sort(),
    );
    for (const [key, page] of pages) expect(page.slug).toBe(key);
  });

  it("serves each page at its expected path, with unique paths", () => {
    expect(infoPages["privacy-policy"].path).toBe("/privacy-policy");
    expect(infoPages["terms-of-service"].path).toBe("/terms-of-service");
    expect(infoPages.faq.path).toBe("/faq");
    expect(infoPages.contact.path).toBe("/contact");
    expect(infoPages["communication-tips"].path).toBe("/blog/communication-tips");
    expect(infoPages["relationship-advice"].path).toBe("/blog/relationship-advice");
    expect(new Set(pages.map(([, p]) => p.path)).size).toBe(pages.length);
  });

  it.each(pages)("%s has a heading, an intro and non-empty sections", (_key, page) => {
    expect(page.heading.trim()).not.toBe("");
    expect(page.intro.trim()).not.toBe("");
    expect(page.sections.length).toBeGreaterThan(0);
    for (const section of page.sections) {
      expect(section.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(section.heading.trim()).not.toBe("");
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of [...section.paragraphs, ...(section.bullets ?? [])]) expect(text.trim()).not.toBe("");
      if (section.bullets) expect(section.bullets.length).toBeGreaterThan(0);
    }
  });

  it.each(pages)("%s has unique section ids, and unique paragraphs and bullets per section", (_key, page) => {
    const ids = page.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of page.sections) {
      // Paragraph and bullet text is used as a React key by the page route.
      expect(new Set(section.paragraphs).size).toBe(section.paragraphs.length);
      if (section.bullets) expect(new Set(section.bullets).size).toBe(section.bullets.length);
    }
  });

  it.each(pages)("%s contains no placeholder text", (_key, page) => {
    const text = allText(page).toLowerCase();
    expect(text).not.toContain("lorem");
    expect(text).not.toContain("coming soon");
    expect(text).not.toContain("todo");
    expect(text).not.toContain("hello@entwine.example");
    expect(text).not.toMatch(/\[[^\]]*\]/); // no [bracketed placeholders]
  });

  it("shows a last-updated date only on the legal pages", () => {
    for (const [key, page] of pages) {
      // Legal pages carry the day their text last changed (never "today"); other pages have none.
      if (key === "privacy-policy" || key === "terms-of-service") {
        expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(page.lastUpdated!))).toBe(false);
      } else {
        expect(page.lastUpdated).toBeUndefined();
      }
    }
  });
});

describe("legal pages", () => {
  it.each(Object.entries(LEGAL_SECTION_IDS))("%s contains every required section", (slug, required) => {
    const ids = infoPages[slug as keyof typeof LEGAL_SECTION_IDS].sections.map((s) => s.id);
    for (const id of required) expect(ids).toContain(id);
  });
});

describe("privacy policy", () => {
  const page = infoPages["privacy-policy"];
  const text = allText(page);

  it("names the age-confirmation key and says no personal data is collected", () => {
    expect(text).toContain("lovePositionsVerified");
    expect(text).toMatch(/no personal data is collected/i);
  });

  it("is truthful about third parties, cookies and retention", () => {
    const third = page.sections.find((s) => s.id === "third-party-services");
    expect(third?.paragraphs.join(" ")).toMatch(/no third parties receive data/i);
    expect(third?.paragraphs.join(" ")).toMatch(/share buttons are plain links/i);
    expect(text).not.toMatch(/stock images come from/i);
    expect(text).toMatch(/httpOnly/);
    expect(text).toMatch(/90 days/);
    expect(text).toMatch(/not stored with anything you do/);
    expect(text).toMatch(/no IP address is stored/i);
  });

  it("lists what stays on the device", () => {
    const local = allText({ ...page, sections: page.sections.filter((s) => s.id === "local-storage") }).toLowerCase();
    for (const item of ["liked", "7-day journey", "bucket list", "quiz", "scratch", "24 hours", "draft", "theme"]) {
      expect(local).toContain(item);
    }
  });
});

describe("terms of service", () => {
  const page = infoPages["terms-of-service"];
  const text = allText(page);

  it("requires users to be 18+ and says the content is for entertainment only", () => {
    expect(text).toMatch(/18 or over|at least 18/i);
    expect(text).toMatch(/for entertainment only|entertainment and general inspiration only/i);
  });

  it("keeps the governing law neutral", () => {
    const law = page.sections.find((s) => s.id === "governing-law");
    expect(law?.paragraphs.join(" ")).toContain("the laws of the place where the site's operator is established");
  });
});

describe("faq", () => {
  const items = infoPages.faq.faq ?? [];

  it("has 12 to 16 distinct, answered questions", () => {
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.length).toBeLessThanOrEqual(16);
    expect(new Set(items.map((i) => i.question)).size).toBe(items.length);
    for (const item of items) {
      expect(item.question.trim()).toMatch(/\?$/);
      expect(item.answer.trim().length).toBeGreaterThan(40);
    }
  });

  it("answers the questions visitors need", () => {
    const text = allText(infoPages.faq).toLowerCase();
    for (const topic of [
      "free",
      "account",
      "clear",
      "private",
      "7-day journey",
      "moderat",
      "rating",
      "third parties",
      "18",
      "offline",
      "report",
    ]) {
      expect(text).toContain(topic);
    }
  });
});

describe("contact", () => {
  it("explains the contact form, what it keeps, and invents no mail address", () => {
    const text = allText(infoPages.contact);
    expect(text).toContain("form");
    expect(text).toMatch(/optional/);
    expect(text).not.toMatch(/@/);
    expect(text).not.toContain("For the team");
  });
});

describe("articles", () => {
  it.each(["communication-tips", "relationship-advice"] as const)("%s is a full article of 5-7 sections", (key) => {
    const page = infoPages[key];
    expect(page.sections.length).toBeGreaterThanOrEqual(5);
    expect(page.sections.length).toBeLessThanOrEqual(7);
    const words = wordCount(page);
    expect(words).toBeGreaterThanOrEqual(750);
    expect(words).toBeLessThanOrEqual(1300);
  });
});
