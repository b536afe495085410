/** The one date formatter of the site. Dates are formatted in UTC on the server and the client alike so that
 * hydration never disagrees; relative labels follow the specification. The server writes the site's own language
 * (British English: "6 December 2026"); a page running in the reader's browser may pass the phone's language. */
export const SITE_LOCALE = "en-GB";

export function formatLongDate(value: string | Date, locale?: string): string {
  return new Intl.DateTimeFormat(safeLocale(locale), {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(value));
}

export function formatShortDate(value: string | Date, locale?: string): string {
  return new Intl.DateTimeFormat(safeLocale(locale), {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(value));
}

const DAY_MS = 86_400_000;

/** The locale a label is written in: the reader's when known (after hydration), else the site's. */
function safeLocale(locale: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale ?? SITE_LOCALE)[0] ?? SITE_LOCALE;
  } catch {
    return SITE_LOCALE;
  }
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * "Today", "Yesterday", "3 days ago", "1 week ago" (never "1 weeks ago") under 30 days, else a medium date; written
 * by Intl.RelativeTimeFormat in the reader's language. Whole calendar days in UTC, so server and client agree.
 */
export function formatRelativeDate(value: string | Date, now: Date, locale?: string): string {
  const lang = safeLocale(locale);
  const dayOf = (date: Date) => Math.floor(date.getTime() / DAY_MS);
  const days = dayOf(now) - dayOf(new Date(value));
  // "auto" only for today and yesterday: a week ago is "1 week ago", not "last week" (a calendar week).
  if (days <= 1)
    return capitalise(new Intl.RelativeTimeFormat(lang, { numeric: "auto" }).format(-Math.max(0, days), "day"), lang);
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: "always" });
  if (days < 7) return relative.format(-days, "day");
  if (days < 30) return relative.format(-Math.floor(days / 7), "week");
  return new Intl.DateTimeFormat(lang, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(value),
  );
}

export type AdminTimeStyle = "datetime" | "date" | "time";

/**
 * The one way admin pages show a moment: in the admin's own time zone and language once the page runs in their
 * browser (timeZone and locale undefined = the browser's), and in UTC, marked so, in the server's HTML.
 */
export function formatAdminTime(
  value: string | Date,
  style: AdminTimeStyle = "datetime",
  zone?: { timeZone?: string; locale?: string },
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const utc = zone === undefined;
  const options: Intl.DateTimeFormatOptions =
    style === "date"
      ? { year: "numeric", month: "short", day: "numeric" }
      : style === "time"
        ? { hour: "2-digit", minute: "2-digit" }
        : { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" };
  const text = new Intl.DateTimeFormat(utc ? "en-GB" : zone.locale, {
    ...options,
    timeZone: utc ? "UTC" : zone.timeZone,
  }).format(date);
  return utc && style !== "date" ? `${text} UTC` : text;
}
