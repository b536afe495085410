import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: Playwright (playwright-core) drives Debian's Chromium against the production build.
export default defineConfig({
  // Browser tests may use the site's own content and pure rules (decks, ids) to know what to expect.
  resolve: {
    alias: {
      "@content": fileURLToPath(new URL("./content", import.meta.url)),
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
    },
  },
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    // A file's beforeAll that starts a server of its own waits up to E2E_SERVER_START_MS (180 s) for it to answer
    // (tests/e2e/support/server.ts): the hook's own limit must not cut that short (our-space-privacy's hook ran out at
    // 90 s in a run under load 23, with its server still starting).
    hookTimeout: 200_000,
    pool: "forks",
    // Two files at a time on two cores by default: the run CI has passed with. A browser test spends much of its
    // time waiting (animations, a partner's phone), so a quiet machine may take more: in one run under load, the same
    // four files took 423 s two at a time and 377 s four at a time. E2E_WORKERS sets it.
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    fileParallelism: true,
    // One retry absorbs timing flakes of a loaded 2-core machine; a test that fails twice fails the run.
    retry: 1,
    // expect.poll gives up after 1 s by default: too short for a page to answer a tap on a loaded 2-core machine
    // (stop 40's CI and a run under load failed polls that were answered later). A poll still returns as soon as it
    // holds; tests that promise a time ("within 5 s") measure it themselves.
    expect: { poll: { timeout: 10_000 } },
  },
});
