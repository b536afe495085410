import fs from "node:fs";
import path from "node:path";
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

  it("ships a page only the icons its own modules use (not the editor's toolbar or the admin's)", async () => {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const report = await bundleReport(buildDir);
    for (const routePath of ["/", "/games/truth-or-dare", "/positions", "/faq"]) {
      const entry = report.find((candidate) => candidate.path === routePath)!;
      const code = entry.files.map((file) => fs.readFileSync(path.join(buildDir, "client", file), "utf8")).join("\n");
      // lucide names each icon in its code: the editor's heading and undo buttons.
      expect(code, routePath).not.toMatch(/["']heading-1["']|["']undo-2["']/);
      // And the ideas' and desires' icons (a tent, an umbrella) stay with the home page that shows them.
      if (routePath !== "/") expect(code, routePath).not.toMatch(/["']tent["']|["']umbrella["']/);
    }
  });
});
