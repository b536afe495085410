/**
 * The link that carries a journey from one phone to another (and from the home page's planner to the poster): the
 * positions' ids in order, in the address, nothing else. `/positions/custom-poster?journey=id~id~id`. Nothing
 * personal travels (no names, no progress, no dates) and nothing is stored on the server: the poster's loader looks
 * the ids up in the pool it already has. A bad or tampered link is ignored: `decodeJourneyLink` returns null, or only
 * the ids it could read, and the loader drops any it does not know.
 */
import { JOURNEY_DAYS } from "@domain/journey/pool";

export const JOURNEY_LINK_PATH = "/positions/custom-poster";
/** The query parameter holding the ids. */
export const JOURNEY_LINK_PARAM = "journey";
/** Between ids: '~' is left as it is in an address (a comma would become %2C), and no id may hold it. */
const SEPARATOR = "~";
/** The ids the admin's lists accept (letters, digits, '-', '_', '.' and ':'), at most 120 characters. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,119}$/;
/** A journey has at most seven days, so a link names at most seven positions. */
export const JOURNEY_LINK_MAX = JOURNEY_DAYS;
/** Longer than seven of the longest ids and their separators: anything bigger is not one of our links. */
const MAX_TEXT = JOURNEY_LINK_MAX * 121;

export function isJourneyLinkId(value: string): boolean {
  return ID.test(value);
}

/** The parameter's value for these ids (in order, repeats kept), or null when there is nothing valid to carry. */
export function encodeJourneyIds(ids: readonly string[]): string | null {
  const valid = ids.filter(isJourneyLinkId).slice(0, JOURNEY_LINK_MAX);
  return valid.length > 0 ? valid.join(SEPARATOR) : null;
}

/** The address of the poster opening this journey (relative, or absolute when an origin is given). */
export function journeyLink(ids: readonly string[], origin = ""): string {
  const value = encodeJourneyIds(ids);
  const path = value ? `${JOURNEY_LINK_PATH}?${JOURNEY_LINK_PARAM}=${value}` : JOURNEY_LINK_PATH;
  return `${origin}${path}`;
}

/**
 * The ids a link carries, or null when it carries none that could be ours: a missing, empty, oversized or malformed
 * value, more than seven ids, or any id outside the allowed characters. All or nothing: a link with one bad id is not
 * half-read.
 */
export function decodeJourneyIds(params: URLSearchParams): string[] | null {
  const text = params.get(JOURNEY_LINK_PARAM);
  if (!text || text.length > MAX_TEXT) return null;
  const ids = text.split(SEPARATOR);
  if (ids.length > JOURNEY_LINK_MAX || !ids.every(isJourneyLinkId)) return null;
  return ids;
}
