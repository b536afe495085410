/** The one date formatter of the site. Dates are formatted in UTC on the server and the client alike so that
 * hydration never disagrees; relative labels follow the specification. */
const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const shortDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

export function formatLongDate(value: string | Date): string {
  return longDate.format(new Date(value));
}

export function formatShortDate(value: string | Date): string {
  return shortDate.format(new Date(value));
}

const DAY_MS = 86_400_000;

/** 'Yesterday', '{n} days ago' under a week, '{n} weeks ago' under 30 days, else a short date. */
export function formatRelativeDate(value: string | Date, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(value).getTime()) / DAY_MS);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) return `${Math.floor(days / 7)} weeks ago`;
  return formatShortDate(value);
}
