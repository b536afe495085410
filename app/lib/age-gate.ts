import { ageCookie, hasAgeCookie } from "@domain/auth/age-cookie";
import { readDeviceText, writeDeviceText, type StorageLike } from "~/lib/device-storage";

/** Age gate constants and storage, per the specification (session storage, 2 s delay, 100/300 ms fades). */
export const AGE_VERIFIED_KEY = "lovePositionsVerified";
export const AGE_GATE_DELAY_MS = 2000;
export const AGE_GATE_FADE_IN_MS = 100;
export const AGE_GATE_FADE_OUT_MS = 300;
export const AGE_GATE_LEAVE_MESSAGE = "Please verify your age first";
/** Where "Under 18" and the close button send the visitor: a general search engine. */
export const AGE_GATE_EXIT_URL = "https://duckduckgo.com/";

export { AGE_COOKIE_NAME, ageCookie, hasAgeCookie } from "@domain/auth/age-cookie";

interface CookieJar {
  cookie: string;
}

export function isAgeVerified(storage: Pick<StorageLike, "getItem"> | undefined, jar?: CookieJar): boolean {
  // Refused storage: the cookie may still answer.
  if (readDeviceText(storage, AGE_VERIFIED_KEY) === "true") return true;
  try {
    return hasAgeCookie(jar?.cookie);
  } catch {
    return false;
  }
}

export function markAgeVerified(
  storage: Pick<StorageLike, "setItem"> | undefined,
  jar?: CookieJar,
  secure = false,
): void {
  // Private modes may refuse storage; the cookie below still carries the answer.
  writeDeviceText(storage, AGE_VERIFIED_KEY, "true");
  try {
    if (jar) jar.cookie = ageCookie(secure);
  } catch {
    // Cookies refused: the gate simply asks again in the next tab.
  }
}
