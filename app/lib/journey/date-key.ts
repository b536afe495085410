/** Local calendar dates as the journey keeps them (YYYY-MM-DD): the state machine and the stored journey's reader share them. */
export const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date key (YYYY-MM-DD). */
export function isDateKey(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DATE_KEY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
