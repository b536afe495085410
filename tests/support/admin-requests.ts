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
  const call = (method: "put" | "post" | "patch" | "delete") => (path: string) => {
    const { ctx, cookie } = session();
    return request(ctx.app)[method](path).set("Origin", TEST_ORIGIN).set("Cookie", cookie);
  };
  return { put: call("put"), post: call("post"), patch: call("patch"), delete: call("delete") };
}

/** Saves the SEO record of the page at `page` through the admin's form, as the SEO screen's "update-record" does. */
export async function saveSeoRecord(ctx: TestContext, cookie: string, page: string, fields: Record<string, string>) {
  const [record] = await ctx.services.seo.records.list({ q: page });
  return postAdminForm(ctx, cookie, "/admin/seo", { intent: "update-record", id: String(record!.id), ...fields });
}
