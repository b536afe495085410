import { formatAdminTime, formatRelativeDate, type AdminTimeStyle } from "~/lib/dates";
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
  const hydrated = useHydrated();
  const locale = hydrated && typeof navigator !== "undefined" ? navigator.language : undefined;
  return <time dateTime={value}>{formatRelativeDate(value, new Date(now), locale)}</time>;
}
