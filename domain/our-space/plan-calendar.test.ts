import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, planCalendarFile, planCalendarFileName } from "./plan-calendar";
import { DEFAULT_PLAN_TITLE } from "./plans";

const NOW = new Date("2026-12-06T08:30:15.123Z");
const random = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 37 + 11) % 256);
const make = (plan: { date: string; time: string | null; title: string }) =>
  planCalendarFile(plan, { now: NOW, random });

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

describe("the calendar file of a plan", () => {
  it("is one VEVENT with UID, DTSTAMP, an all-day DTSTART and the default title", () => {
    const text = make({ date: "2026-12-12", time: null, title: "" });
    const { calendar, event } = parseEvent(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(event.getFirstPropertyValue("uid")).toBe(`${Buffer.from(random(16)).toString("hex")}@entwine.invalid`);
    const stamp = event.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.toString()).toBe("2026-12-06T08:30:15Z");
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2026-12-12");
    expect((event.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2026-12-13");
    expect(event.getFirstPropertyValue("summary")).toBe(DEFAULT_PLAN_TITLE);
  });

  it("gives an evening with a time as a floating local time (the phone's own clock)", () => {
    const { event } = parseEvent(make({ date: "2026-12-31", time: "20:30", title: "Us" }));
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(false);
    expect([start.year, start.month, start.day, start.hour, start.minute]).toEqual([2026, 12, 31, 20, 30]);
    expect(start.zone?.tzid ?? "floating").toBe("floating");
    expect(event.hasProperty("dtend")).toBe(false);
  });

  it("ends every line with CRLF and folds none longer than 75 octets", () => {
    const title = "Dîner à deux 🌙 ".repeat(4);
    const text = make({ date: "2026-12-12", time: "19:00", title });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(parseEvent(text).event.getFirstPropertyValue("summary")).toBe([...title.trim()].slice(0, 60).join(""));
  });

  it("folds by octets without cutting a character's UTF-8 bytes", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("escapes commas, semicolons, backslashes and line breaks in the title", () => {
    expect(escapeText("a,b;c\\d\ne\r\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
    const title = "Us, tonight; a\\b\nsee you";
    const text = make({ date: "2026-12-12", time: null, title });
    expect(text).toContain("SUMMARY:Us\\, tonight\\; a\\\\b\\nsee you\r\n");
    expect(parseEvent(text).event.getFirstPropertyValue("summary")).toBe(title);
  });

  it("carries nothing but the title and the evening, whatever the plan holds", () => {
    const plan = {
      item: "position:lotus-embrace",
      label: "Lotus embrace",
      date: "2026-12-12",
      week: false,
      time: "21:00",
      by: "member-a",
      at: "2026-12-06T08:00:00.000Z",
      title: "Dinner",
    };
    const text = make(plan);
    for (const secret of ["lotus", "embrace", "member-a", "position"]) expect(text.toLowerCase()).not.toContain(secret);
    const names = text
      .split("\r\n")
      .filter((line) => line && !line.startsWith(" "))
      .map((line) => line.split(/[:;]/)[0]);
    expect(names.sort()).toEqual(
      [
        "BEGIN",
        "BEGIN",
        "CALSCALE",
        "DTSTAMP",
        "DTSTART",
        "END",
        "END",
        "PRODID",
        "SUMMARY",
        "TRANSP",
        "UID",
        "VERSION",
      ].sort(),
    );
    expect(text).not.toMatch(/DESCRIPTION|LOCATION|URL|ATTACH|http/i);
    expect(planCalendarFileName("2026-12-12")).toBe("evening-20261212.ics");
  });
});
