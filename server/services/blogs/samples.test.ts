import { describe, expect, it } from "vitest";
import { sanitizeContent } from "./sanitize";
import { sampleBlogPosts } from "./samples";
import { readTimeMinutes, slugify } from "@domain/blogs/text";
import { missingSafetyNotes } from "@content/safety-rules";

describe("sample posts", () => {
  const samples = sampleBlogPosts(new Date("2026-06-15T12:00:00.000Z"));

  it("are the three of the specification", () => {
    expect(samples.map((s) => [s.category, s.readTime, s.featured])).toEqual([
      ["Romance", 5, true],
      ["Science", 4, false],
      ["Communication", 3, false],
    ]);
  });

  it("have read times that follow from their length", () => {
    for (const sample of samples) expect(readTimeMinutes(sample.content)).toBe(sample.readTime);
  });

  it("survive the sanitizer unchanged in substance and have valid, distinct slugs", () => {
    for (const sample of samples) {
      expect(readTimeMinutes(sanitizeContent(sample.content))).toBe(sample.readTime);
      expect(slugify(sample.slug)).toBe(sample.slug);
      expect(["communication-tips", "relationship-advice"]).not.toContain(sample.slug);
    }
    expect(new Set(samples.map((s) => s.slug)).size).toBe(3);
  });

  it("carry the safety notes every content source carries (candles, oil, restraint, ice)", () => {
    // Section by section: a note three headings away is not where the reader needs it.
    const missing = samples.flatMap((sample) =>
      sample.content.split(/<h2>/).flatMap((section) =>
        missingSafetyNotes(section.replace(/<[^>]+>/g, " ")).map(
          (rule) =>
            `${sample.slug} "${section
              .replace(/<[^>]+>/g, " ")
              .trim()
              .slice(0, 40)}": ${rule.what}`,
        ),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe("status list", () => {
  it("is the same in the types module and the schema", async () => {
    const types = await import("@domain/blogs/types");
    const schema = await import("../../db/schema/blog");
    expect(types.BLOG_STATUSES).toEqual(schema.BLOG_STATUSES);
  });
});
