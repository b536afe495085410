import { data, type AppLoadContext } from "react-router";

/**
 * Every admin loader and action starts with this: without a valid server session it throws a 401, which the
 * admin layout answers with the login form, so no admin data ever reaches a signed-out visitor.
 */
export function requireAdminSession(context: AppLoadContext): { username: string } {
  if (!context.admin) throw data({ signedOut: true }, { status: 401 });
  return context.admin;
}

/** A same-site path to return to after signing in; anything else falls back to /admin. */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== "string") return "/admin";
  if (!/^\/(admin(\/[\w-]*)?|medium-blog-admin)(\?[\w=&%-]*)?$/.test(value) || value.startsWith("/admin/login")) return "/admin";
  return value;
}
