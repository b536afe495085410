/**
 * A live line's message read as far as JSON, before its protocol's schema (the rooms' in rooms/messages.ts, Our
 * space's in our-space/messages.ts): too large past `maxBytes` of UTF-8, malformed when it is not JSON.
 */
export function readJsonMessage(
  raw: string,
  maxBytes: number,
): { ok: true; data: unknown } | { ok: false; problem: "tooLarge" | "malformed" } {
  // A text has at least as many UTF-8 bytes as characters: a long one is refused before it is encoded.
  if (raw.length > maxBytes || new TextEncoder().encode(raw).length > maxBytes)
    return { ok: false, problem: "tooLarge" };
  try {
    return { ok: true, data: JSON.parse(raw) };
  } catch {
    return { ok: false, problem: "malformed" };
  }
}
