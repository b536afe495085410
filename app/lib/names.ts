/**
 * The names a phone stands in for people it has no nickname for, and how they read inside a sentence: "Waiting for
 * your partner to answer", never "Waiting for Your partner…". A nickname stays exactly as typed.
 */
export const DEFAULT_PARTNER_NAME = "Your partner";
export const DEFAULT_OWN_NAME = "You";

export function inSentence(name: string): string {
  return name === DEFAULT_PARTNER_NAME || name === DEFAULT_OWN_NAME ? name.toLowerCase() : name;
}
