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
  if (!/^\/(admin(\/[\w-]*)?|medium-blog-admin)(\?[\w=&%-]*)?$/.test(value) || value.startsWith("/admin/login"))
    return "/admin";
  return value;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Browsers keep a Secure cookie only over HTTPS (localhost excepted): over plain HTTP on any other host the sign-in
 * would seem to succeed and then forget itself. The login page says so instead.
 */
export function secureCookieWouldBeDropped(url: URL, secureCookies: boolean): boolean {
  return (
    secureCookies && url.protocol === "http:" && !LOCAL_HOSTS.has(url.hostname) && !url.hostname.endsWith(".localhost")
  );
}
