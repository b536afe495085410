/**
 * "Add to calendar" for a plan: an iCalendar file (RFC 5545) made on the phone, never sent anywhere. It holds one
 * event with the couple's discreet title and the evening, and nothing else: no item, no description, no address, no
 * id of theirs (the UID is random). An evening with a time is a floating local time (the phone's own clock, whatever
 * its zone); without one, or for "this week" (its Saturday), an all-day event.
 */
import { addDays, DEFAULT_PLAN_TITLE, PLAN_LIMITS } from "./plans";

export interface CalendarPlan {
  /** "YYYY-MM-DD". */
  date: string;
  /** "HH:MM", or null for an all-day event. */
  time: string | null;
  /** The couple's title (DEFAULT_PLAN_TITLE when empty). */
  title: string;
}

const CRLF = "\r\n";
const LINE_OCTETS = 75;

/** TEXT as RFC 5545 §3.3.11 writes it: backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, "")
  );
}

/** Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and one space, never inside a character's UTF-8 bytes. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDay = (day: string) => day.replace(/-/g, "");

/** "20261206T083000Z": a UTC moment as DTSTAMP wants it. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The title as the file carries it: the couple's words (at most 60 characters), or the default. */
function calendarTitle(title: string): string {
  const trimmed = [...title.trim()].slice(0, PLAN_LIMITS.titleLength).join("").trim();
  return trimmed || DEFAULT_PLAN_TITLE;
}

/**
 * The .ics text of a plan. `now` stamps it (DTSTAMP) and `random` makes its UID, so a test can give both.
 */
export function planCalendarFile(
  plan: CalendarPlan,
  { now, random }: { now: Date; random: (length: number) => Uint8Array },
): string {
  const start = plan.time
    ? [`DTSTART:${compactDay(plan.date)}T${plan.time.replace(":", "")}00`]
    : [`DTSTART;VALUE=DATE:${compactDay(plan.date)}`, `DTEND;VALUE=DATE:${compactDay(addDays(plan.date, 1))}`];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Entwine//Plan it//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${hex(random(16))}@entwine.invalid`,
    `DTSTAMP:${utcStamp(now)}`,
    ...start,
    `SUMMARY:${escapeText(calendarTitle(plan.title))}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file's name: only the date, so a downloads folder says nothing more. */
export function planCalendarFileName(date: string): string {
  return `evening-${compactDay(date)}.ics`;
}
