import {
  deviceStorage,
  readDeviceValue,
  recordValidator,
  removeDeviceValue,
  writeDeviceValue,
  type StorageLike,
} from "~/lib/device-storage";
import { DRAFT_STORAGE_KEY } from "./constants";

/** The draft this device is writing (localStorage `entwine-editor-draft`). */
export interface StoredDraft {
  id: string;
  /** The visitor's edit token (absent for the admin, whose session is enough). */
  editToken?: string;
}

type ReadStorage = Pick<StorageLike, "getItem">;
type WriteStorage = Pick<StorageLike, "setItem" | "removeItem">;

/** The stored reference: an id, and an edit token when it is a non-empty string (anything else is dropped). */
function storedDraft(value: unknown): StoredDraft | undefined {
  const draft = recordValidator(value);
  if (!draft) return undefined;
  const { id, editToken } = draft;
  if (typeof id !== "string" || id.trim() === "" || id.length > 100) return undefined;
  return typeof editToken === "string" && editToken !== "" ? { id, editToken } : { id };
}

/** Reads the stored draft reference; null when absent, unreadable or malformed (bad JSON never throws). */
export function readStoredDraft(storage: ReadStorage | null | undefined): StoredDraft | null {
  return readDeviceValue<StoredDraft | null>(storage, DRAFT_STORAGE_KEY, null, storedDraft);
}

/** Storage full or blocked (private mode): the draft still lives on the server for this page view. */
export function writeStoredDraft(storage: WriteStorage | null | undefined, draft: StoredDraft): void {
  writeDeviceValue(
    storage,
    DRAFT_STORAGE_KEY,
    draft.editToken ? { id: draft.id, editToken: draft.editToken } : { id: draft.id },
  );
}

export function clearStoredDraft(storage: WriteStorage | null | undefined): void {
  removeDeviceValue(storage, DRAFT_STORAGE_KEY);
}

/** localStorage when the browser allows it (never during server render). */
export function browserStorage(): StorageLike | null {
  return deviceStorage() ?? null;
}
