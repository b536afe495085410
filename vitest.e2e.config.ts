import { defineConfig } from "vitest/config";

// Browser tests: Playwright (playwright-core) drives Debian's Chromium against the production build.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: "forks",
    maxWorkers: 2,
    fileParallelism: true,
    // One retry absorbs timing flakes of a loaded 2-core machine; a test that fails twice fails the run.
    retry: 1,
  },
});
