import { DRAFT_STORAGE_KEY } from "./constants";

/** The draft this device is writing (localStorage `entwine-editor-draft`). */
export interface StoredDraft {
  id: string;
  /** The visitor's edit token (absent for the admin, whose session is enough). */
  editToken?: string;
}

type ReadStorage = Pick<Storage, "getItem">;
type WriteStorage = Pick<Storage, "setItem" | "removeItem">;

/** Reads the stored draft reference; null when absent, unreadable or malformed (bad JSON never throws). */
export function readStoredDraft(storage: ReadStorage | null | undefined): StoredDraft | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== "object") return null;
    const { id, editToken } = value as Record<string, unknown>;
    if (typeof id !== "string" || id.trim() === "" || id.length > 100) return null;
    return typeof editToken === "string" && editToken !== "" ? { id, editToken } : { id };
  } catch {
    return null;
  }
}

export function writeStoredDraft(storage: WriteStorage | null | undefined, draft: StoredDraft): void {
  try {
    storage?.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify(draft.editToken ? { id: draft.id, editToken: draft.editToken } : { id: draft.id }),
    );
  } catch {
    // Storage full or blocked (private mode): the draft still lives on the server for this page view.
  }
}

export function clearStoredDraft(storage: WriteStorage | null | undefined): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // ignore
  }
}

/** localStorage when the browser allows it (never during server render). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
