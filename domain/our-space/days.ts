/**
 * Calendar days written "YYYY-MM-DD": a module of its own with no imports, so what checks a plan's day (plans.ts, read
 * on the bucket lists' pages to say "Planned for …") does not bring a question a day's cryptography with it.
 */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written "YYYY-MM-DD" that exists (no 30 February). */
export function isDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}
