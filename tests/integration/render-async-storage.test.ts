import { AsyncLocalStorage } from "node:async_hooks";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, loadServerBuild, TEST_ORIGIN, type TestContext } from "../support/test-app";

// Once any AsyncLocalStorage has run, Node 20 calls a hook for every asynchronous resource of every later request:
// a stored page then costs about a fifth more than a bare server sending the same bytes (issue #51). React's Node
// build runs one around every render; the edge build (app/entry.server.tsx) runs none.
let ctx: TestContext;
const host = new URL(TEST_ORIGIN).host;
beforeAll(async () => {
  ctx = await createTestContext({ build: await loadServerBuild() });
});
afterAll(async () => ctx?.close());

describe("rendering a page", () => {
  it("runs no AsyncLocalStorage, so stored pages pay no async hook afterwards", async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, "enterWith");
    try {
      for (const path of ["/", "/positions/romantic-1", "/games/truth-or-dare?fresh=1"]) {
        const response = await request(ctx.app).get(path).set({ Host: host, Accept: "text/html" });
        expect(response.status).toBe(200);
        expect(response.text).toContain("</html>");
      }
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
