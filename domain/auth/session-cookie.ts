/**
 * The admin session cookie: its name, lifetime and Set-Cookie text. Shared by the Express API and the React
 * Router login/logout actions, so both sign in and out with the same cookie.
 */
export const SESSION_COOKIE = "entwine_admin";
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The session cookie: httpOnly, SameSite=Lax, Secure in production; expires with the 24-hour session. */
export function sessionCookie(token: string, options: { secure: boolean; maxAgeMs?: number }): string {
  const maxAge = Math.floor((options.maxAgeMs ?? SESSION_TTL_MS) / 1000);
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    options.secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", { secure, maxAgeMs: 0 });
}
