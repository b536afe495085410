import request from "supertest";
import { TEST_ORIGIN, type TestContext } from "./test-app";

/** Posts a form to a page's action as the signed-in admin's browser would: the site's host and origin, the cookie. */
export function postAdminForm(ctx: TestContext, cookie: string, path: string, form: Record<string, unknown> | string) {
  return request(ctx.app)
    .post(path)
    .set("Host", new URL(TEST_ORIGIN).host)
    .set("Origin", TEST_ORIGIN)
    .set("Cookie", cookie)
    .type("form")
    .send(form);
}

/**
 * JSON API calls as the signed-in admin (the site's origin and the session cookie). `session` is read at each call,
 * so a suite can make this once and sign in later, in beforeAll.
 */
export function adminApi(session: () => { ctx: TestContext; cookie: string }) {
  const call = (method: "put" | "post" | "delete") => (path: string) => {
    const { ctx, cookie } = session();
    return request(ctx.app)[method](path).set("Origin", TEST_ORIGIN).set("Cookie", cookie);
  };
  return { put: call("put"), post: call("post"), delete: call("delete") };
}
