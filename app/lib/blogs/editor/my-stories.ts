/**
 * "My stories": the stories this device has submitted, kept in localStorage (`entwine-my-stories`) as
 * `[{ id, editToken?, title, submittedAt }]`, newest first. The edit token is the writer's only key to the
 * story's status (GET /api/blogs?id=&view=status); nothing here is sent anywhere else.
 */
import { readDeviceValue, writeDeviceValue, type StorageLike } from "~/lib/device-storage";

export const MY_STORIES_KEY = "entwine-my-stories";
/** Older entries fall off past this many. */
export const MY_STORIES_LIMIT = 50;

export interface MyStory {
  id: string;
  /** Absent when the admin submitted it (the session is enough). */
  editToken?: string;
  title: string;
  /** ISO time of the last submission from this device. */
  submittedAt: string;
}

type ReadStorage = Pick<StorageLike, "getItem">;
type WriteStorage = Pick<StorageLike, "getItem" | "setItem">;

function isStory(value: unknown): value is MyStory {
  if (!value || typeof value !== "object") return false;
  const { id, editToken, title, submittedAt } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    id.trim() !== "" &&
    id.length <= 100 &&
    (editToken === undefined || (typeof editToken === "string" && editToken.length <= 200)) &&
    typeof title === "string" &&
    typeof submittedAt === "string" &&
    !Number.isNaN(Date.parse(submittedAt))
  );
}

/** The stored list; entries that are not well formed are skipped, bad JSON reads as an empty list. */
export function readMyStories(storage: ReadStorage | null | undefined): MyStory[] {
  return readDeviceValue(storage, MY_STORIES_KEY, [], (value) =>
    Array.isArray(value) ? value.filter(isStory).slice(0, MY_STORIES_LIMIT) : undefined,
  );
}

/** False when storage is full or blocked (private mode): the story is submitted all the same. */
function write(storage: WriteStorage, stories: MyStory[]): boolean {
  return writeDeviceValue(storage, MY_STORIES_KEY, stories.slice(0, MY_STORIES_LIMIT));
}

/** Adds the story at the top (or moves it there with its new title and time); keeps an earlier token. */
export function rememberStory(storage: WriteStorage | null | undefined, story: MyStory): boolean {
  if (!storage) return false;
  const list = readMyStories(storage);
  const earlier = list.find((entry) => entry.id === story.id);
  const editToken = story.editToken ?? earlier?.editToken;
  const entry: MyStory = {
    id: story.id,
    title: story.title,
    submittedAt: story.submittedAt,
    ...(editToken ? { editToken } : {}),
  };
  return write(storage, [entry, ...list.filter((other) => other.id !== story.id)]);
}

export function forgetStory(storage: WriteStorage | null | undefined, id: string): void {
  if (!storage) return;
  write(
    storage,
    readMyStories(storage).filter((entry) => entry.id !== id),
  );
}

/** What "My stories" shows for a status the API answers (or for a story the site no longer has). */
export type MyStoryState = "draft" | "in-review" | "published" | "declined" | "gone";

export function storyState(status: string | null): MyStoryState {
  switch (status) {
    case "pending":
      return "in-review";
    case "published":
    case "approved":
      return "published";
    case "rejected":
      return "declined";
    case "draft":
      return "draft";
    default:
      return "gone";
  }
}

export const STATE_LABELS: Record<MyStoryState, string> = {
  draft: "Draft",
  "in-review": "In review",
  published: "Published",
  declined: "Declined",
  gone: "No longer on the site",
};
