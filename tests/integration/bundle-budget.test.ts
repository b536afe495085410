import { describe, expect, it } from "vitest";
import { bundleReport, JS_BUDGET_BYTES } from "../../bench/bundle-report";

// DECISIONS.md: a public page ships at most 140 KB of JavaScript on first load, counted as the browser receives it
// (brotli, precompressed at build time). tests/e2e/page-weight.e2e.ts counts it in a real browser, headers included.
describe("JavaScript budget", () => {
  it("keeps every public route at or under 140 KB on first load", async () => {
    const report = await bundleReport(process.env.BUILD_DIR ?? "build");
    expect(report.length).toBeGreaterThan(25);
    const over = report
      .filter((entry) => entry.bytes > JS_BUDGET_BYTES)
      .map((entry) => `${entry.path}: ${(entry.bytes / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it("keeps the editor's TipTap code off the story list and reader", async () => {
    const report = await bundleReport(process.env.BUILD_DIR ?? "build");
    for (const path of ["/medium-blogs", "/blog/:slug"]) {
      const entry = report.find((candidate) => candidate.path === path)!;
      expect(
        entry.files.some((file) => /tiptap|prosemirror|rich-text-editor/i.test(file)),
        path,
      ).toBe(false);
    }
  });
});
