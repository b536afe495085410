/**
 * The age answer's session cookie, shared by every tab of the browser (sessionStorage belongs to one tab). The
 * browser sets it (app/lib/age-gate.ts); the stored-page fast path treats a request carrying only this cookie
 * as carrying none, since it never changes what the server renders.
 */
export const AGE_COOKIE_NAME = "entwine-age";
export const AGE_COOKIE_VALUE = "18";

/** The cookie's text for document.cookie: no Expires (a session cookie), SameSite=Lax, Secure on https. */
export function ageCookie(secure: boolean): string {
  return `${AGE_COOKIE_NAME}=${AGE_COOKIE_VALUE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function parts(header: string): string[] {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** True when a Cookie header (or document.cookie) carries the age answer. */
export function hasAgeCookie(header: string | undefined | null): boolean {
  if (!header) return false;
  return parts(header).includes(`${AGE_COOKIE_NAME}=${AGE_COOKIE_VALUE}`);
}

/** True when a Cookie header holds nothing but the age cookie (any value), so the request is a plain visitor's. */
export function onlyAgeCookie(header: string): boolean {
  const list = parts(header);
  return (
    list.length > 0 &&
    list.every((part) => (part.includes("=") ? part.slice(0, part.indexOf("=")).trim() : part) === AGE_COOKIE_NAME)
  );
}
