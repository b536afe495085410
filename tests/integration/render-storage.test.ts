import request from "supertest";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { loadServerBuild } from "../support/test-app";
import { pagesAppForFile } from "./support/pages-app";

const app = pagesAppForFile();

type StorageState = () => { rendering: number; storages: Array<{ on: boolean }> };

// React keeps the request it renders in an AsyncLocalStorage, whose async hook would otherwise stay on for every
// request after the first render, stored pages included (app/lib/render-storage.server.ts). This holds the real
// renderer to it: if a React release stops being recognised, the storage stays on and this fails.
describe("React's request storage between renders", () => {
  it("is found during a render and switched off once no page is rendering", async () => {
    // The same module the app renders with: the build is imported once.
    const build = await loadServerBuild();
    const state = (build.entry.module as unknown as { renderStorageState: StorageState }).renderStorageState;
    await request(app.ctx.app).get("/faq").set("Accept", "text/html").expect(200);
    await Promise.all(
      ["/games", "/positions/romantic-1", "/medium-blogs"].map((path) =>
        request(app.ctx.app).get(path).set("Accept", "text/html").expect(200),
      ),
    );
    await nextTurn();
    await nextTurn();
    const after = state();
    expect(after.rendering).toBe(0);
    expect(after.storages.length, "React's storage was recognised").toBeGreaterThan(0);
    expect(after.storages.every((storage) => !storage.on)).toBe(true);
  });
});
