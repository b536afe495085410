import { readDeviceValue, writeDeviceValue, type StorageLike } from "~/lib/device-storage";
import { BLOG_STORAGE_KEYS } from "./constants";
import { readIdList, writeIdMembership } from "./like";

/** A saved story as the device remembers it: enough to list and open it without asking the server anything. */
export interface SavedStory {
  id: string;
  title: string;
  excerpt: string;
  href: string;
  savedAt: string;
}

export const SAVED_DETAILS_KEY = "entwine:blog-saved-details";
const MAX_SAVED = 500;

function readDetails(storage: Pick<StorageLike, "getItem"> | undefined): Record<string, SavedStory> {
  return readDeviceValue(storage, SAVED_DETAILS_KEY, {}, validDetails);
}

/** The well-formed entries of the stored details (others are skipped). */
function validDetails(parsed: unknown): Record<string, SavedStory> | undefined {
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
  const out: Record<string, SavedStory> = {};
  for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
    const story = value as Partial<SavedStory> | null;
    if (!story || typeof story.title !== "string" || typeof story.href !== "string" || !story.href.startsWith("/"))
      continue;
    out[id] = {
      id,
      title: story.title,
      excerpt: typeof story.excerpt === "string" ? story.excerpt : "",
      href: story.href,
      savedAt: typeof story.savedAt === "string" ? story.savedAt : "",
    };
  }
  return out;
}

/** Saves or unsaves a story: its id in the saved list (as before) and its details for the saved page. */
export function setStorySaved(
  storage: Pick<StorageLike, "getItem" | "setItem"> | undefined,
  story: Omit<SavedStory, "savedAt">,
  saved: boolean,
  now: Date,
): void {
  writeIdMembership(storage, BLOG_STORAGE_KEYS.saved, story.id, saved);
  const details = readDetails(storage);
  if (saved) details[story.id] = { ...story, savedAt: now.toISOString() };
  else delete details[story.id];
  const kept = Object.values(details)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, MAX_SAVED);
  // Storage full or refused: the story stays saved for this visit.
  writeDeviceValue(storage, SAVED_DETAILS_KEY, Object.fromEntries(kept.map((entry) => [entry.id, entry])));
}

/** The saved stories, newest first; an id saved before details were kept shows as a plain link to find it again. */
export function readSavedStories(storage: Pick<StorageLike, "getItem"> | undefined): SavedStory[] {
  const details = readDetails(storage);
  const ids = readIdList(storage, BLOG_STORAGE_KEYS.saved);
  return ids
    .map((id) => details[id] ?? { id, title: "A story you saved", excerpt: "", href: `/medium-blogs`, savedAt: "" })
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
