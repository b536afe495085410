import { EDITOR_MESSAGES, missingFieldsMessage } from "./constants";

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  content: "Content",
  excerpt: "Excerpt",
  slug: "URL Slug",
  category: "Category",
  tags: "Tags",
  featuredImage: "Featured Image",
};

/**
 * The alert for a failed publish or submit, from the answer's body text (part 1, section 8):
 * details naming fields 'Missing' → 'Please fill in the following required fields: {list}';
 * else `error` → 'Error: {error}'; else 'Failed to submit blog. Please try again.';
 * a body that is not JSON → 'Failed to submit blog. Please check your input and try again.'
 */
export function submitErrorMessage(bodyText: string): string {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return EDITOR_MESSAGES.submitUnparseable;
  }
  if (!body || typeof body !== "object") return EDITOR_MESSAGES.submitFailed;
  const { error, details } = body as { error?: unknown; details?: unknown };
  if (details && typeof details === "object" && !Array.isArray(details)) {
    const missing = Object.entries(details as Record<string, unknown>)
      .filter(([, value]) => value === "Missing" || (Array.isArray(value) && value.includes("Missing")))
      .map(([field]) => FIELD_LABELS[field] ?? field);
    if (missing.length > 0) return missingFieldsMessage(missing);
  }
  if (typeof error === "string" && error.trim() !== "") return `Error: ${error}`;
  return EDITOR_MESSAGES.submitFailed;
}

/** The success alert: admin publish or update, visitor submit or re-submit. */
export function submitSuccessMessage(isAdmin: boolean, isUpdate: boolean): string {
  if (isAdmin) return isUpdate ? EDITOR_MESSAGES.updated : EDITOR_MESSAGES.published;
  return isUpdate ? EDITOR_MESSAGES.resubmitted : EDITOR_MESSAGES.submitted;
}

/**
 * Whether a publish counts as an update: the post was already out of draft (published, pending, approved or
 * rejected) when it was opened. A draft this device created by autosave is still a first publish.
 */
export function isUpdateOf(loadedStatus: string | null | undefined): boolean {
  return Boolean(loadedStatus) && loadedStatus !== "draft";
}
