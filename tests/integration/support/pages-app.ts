import request from "supertest";
import { afterAll, beforeAll, expect } from "vitest";
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

/**
 * GETs `path` from the file's app and checks the answer: its status (200 unless given), its content type when `type`
 * is given, and each of `texts` in its body. Returns the answer for the test's own further checks.
 */
export async function expectServed(
  app: PagesApp,
  path: string,
  { status = 200, type, texts = [] }: { status?: number; type?: string; texts?: string[] } = {},
) {
  const response = await request(app.ctx.app).get(path);
  expect(response.status, path).toBe(status);
  if (type !== undefined) expect(response.type, path).toBe(type);
  for (const text of texts) expect(response.text, path).toContain(text);
  return response;
}
