import { formatShortDate } from "~/lib/dates";

const HOUR_MS = 3_600_000;

/**
 * Time label of the pending-blog popup (part 1, section 2): 'Just now' within the first hour, 'Nh ago' under
 * 24 hours, else a short date. A missing or future time reads 'Just now'.
 */
export function pendingTimeLabel(submittedAt: string | null | undefined, now: Date): string {
  if (!submittedAt) return "Just now";
  const time = new Date(submittedAt).getTime();
  if (Number.isNaN(time)) return "Just now";
  const hours = Math.floor((now.getTime() - time) / HOUR_MS);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours}h ago`;
  return formatShortDate(submittedAt);
}

/** The popup's list: at most `max` items and how many more are pending. */
export function popupItems<T>(items: readonly T[], total: number, max = 3): { shown: T[]; more: number } {
  const shown = items.slice(0, max);
  return { shown, more: Math.max(0, total - shown.length) };
}
