/** "Add to calendar": an iCalendar file with one all-day reminder per day still to reveal. */
import { addDays, remainingSchedule, type Journey } from "./journey";

export const CALENDAR_FILE_NAME = "entwine-journey.ics";

/** Escapes TEXT values (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line to 75 octets (RFC 5545 3.1); counts UTF-16 units, which is safe for the ASCII we write. */
export function foldIcsLine(line: string): string {
  if (line.length <= 75) return line;
  const parts = [line.slice(0, 75)];
  for (let index = 75; index < line.length; index += 74) parts.push(` ${line.slice(index, index + 74)}`);
  return parts.join("\r\n");
}

function basicDate(key: string): string {
  return key.replace(/-/g, "");
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * The calendar text, or null when nothing is left to reveal. Each remaining day becomes an all-day event on the
 * first date it can be revealed, with a 9:00 reminder; `pageUrl` is linked from every event.
 */
export function buildJourneyCalendar(
  journey: Journey,
  today: string,
  now: Date,
  pageUrl: string,
  title: string,
): string | null {
  const schedule = remainingSchedule(journey, today);
  if (schedule.length === 0) return null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Entwine//7-Day Journey//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const { day, date } of schedule) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:entwine-journey-${basicDate(journey.state.startDate)}-day-${day}@entwine`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${basicDate(date)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(date, 1))}`,
      `SUMMARY:${escapeIcsText(`${title}: reveal Day ${day}`)}`,
      `DESCRIPTION:${escapeIcsText(`Day ${day} of your 7-day journey is waiting to be revealed. ${pageUrl}`)}`,
      `URL:${pageUrl}`,
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "TRIGGER;RELATED=START:PT9H",
      `DESCRIPTION:${escapeIcsText(`Day ${day} is ready to reveal`)}`,
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
