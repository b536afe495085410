import { formatAdminTime, formatLongDate, formatRelativeDate, type AdminTimeStyle } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * An admin page's moment: UTC (marked) in the server's HTML, the admin's own time zone once hydrated. Every admin
 * page shows times through this one component.
 */
export function AdminTime({
  value,
  style = "datetime",
  prefix = "",
}: {
  value: string | Date;
  style?: AdminTimeStyle;
  prefix?: string;
}) {
  const hydrated = useHydrated();
  const iso = new Date(value).toISOString();
  const text = hydrated ? formatAdminTime(value, style, {}) : formatAdminTime(value, style);
  return (
    <time dateTime={iso} title={hydrated ? formatAdminTime(value, "datetime") : undefined}>
      {`${prefix}${text}`}
    </time>
  );
}

/** "3 days ago", in English in the HTML and in the reader's language once the page runs in their browser. */
export function RelativeDate({ value, now }: { value: string; now: string }) {
  return <time dateTime={value}>{formatRelativeDate(value, new Date(now), useReaderLocale())}</time>;
}

/** The phone's language once the page runs in its browser; undefined (the site's language) on the server. */
export function useReaderLocale(): string | undefined {
  const hydrated = useHydrated();
  return hydrated && typeof navigator !== "undefined" ? navigator.language : undefined;
}

/** "6 December 2026" in the HTML, then as the reader's phone writes dates ("December 6, 2026" on a US phone). */
export function LongDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatLongDate(value, useReaderLocale())}</time>;
}
