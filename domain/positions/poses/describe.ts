import { BASE_POSES } from "@content/positions/all-poses";
import { VARIATION_POSE_CHANGES } from "@content/positions/variation-poses";

const ILLUSTRATION_URL = /^\/api\/catalogue\/([^/]+)\/illustration\.svg$/;
const VARIATION_SEPARATOR = "--";

/**
 * The words for a picture given by its URL, when it is a catalogue illustration (`/api/catalogue/{id}/illustration.svg`,
 * as seeded scratch and journey positions use): null for anything else, such as the admin's own photos.
 */
export function describeIllustration(url: string): string | null {
  const match = ILLUSTRATION_URL.exec(url);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const separator = id.indexOf(VARIATION_SEPARATOR);
  const baseId = separator === -1 ? id : id.slice(0, separator);
  const variationId = separator === -1 ? null : id.slice(separator + VARIATION_SEPARATOR.length);
  return describePose(baseId, variationId) || null;
}

/**
 * The arrangement of an entry in words: the text alternative of its picture, for screen readers and for anyone
 * who prefers reading. Empty for a base that has no pose yet.
 */
export function describePose(baseId: string, variationId: string | null): string {
  const pose = BASE_POSES[baseId];
  if (!pose) return "";
  const change = variationId ? VARIATION_POSE_CHANGES[variationId] : undefined;
  return change ? `${pose.description} ${change.description}` : pose.description;
}
