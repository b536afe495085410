import { afterAll, beforeAll } from "vitest";
import { createTestContext, loadServerBuild, signInAsAdmin, type TestContext } from "../../support/test-app";

export interface PagesApp {
  ctx: TestContext;
  /** The admin's session cookie; empty unless opened `signedIn`. */
  cookie: string;
}

/**
 * The app with the server build (its pages as well as its API) for one test file: opened before the file's first
 * test, closed after its last, and with the admin signed in when asked. Call it at the file's top level and read
 * the fields inside the tests, which run once they are filled.
 */
export function pagesAppForFile({ signedIn = false }: { signedIn?: boolean } = {}): PagesApp {
  const opened: PagesApp = { ctx: undefined as unknown as TestContext, cookie: "" };
  beforeAll(async () => {
    opened.ctx = await createTestContext({ build: await loadServerBuild() });
    if (signedIn) opened.cookie = await signInAsAdmin(opened.ctx);
  });
  afterAll(async () => opened.ctx?.close());
  return opened;
}
