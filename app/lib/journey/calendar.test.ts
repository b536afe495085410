import { describe, expect, it } from "vitest";
import { buildJourneyCalendar, escapeIcsText, foldIcsLine } from "./calendar";
import { reveal, startJourney } from "./journey";
import { testPool } from "./journey.fixtures";

const pool = testPool(7);
const now = new Date("2025-03-10T08:00:00Z");

describe("journey calendar", () => {
  it("has one all-day event with a reminder per remaining day, starting tomorrow after today's reveal", () => {
    const journey = startJourney(pool, "2025-03-10", () => 0.5);
    const result = reveal(journey, "2025-03-10");
    if (!result.ok) throw new Error(result.reason);
    const text = buildJourneyCalendar(
      result.journey,
      "2025-03-10",
      now,
      "https://entwine.example/positions/custom-poster",
      "Our week",
    )!;
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(6);
    expect(text).toContain("DTSTART;VALUE=DATE:20250311\r\nDTEND;VALUE=DATE:20250312");
    expect(text).toContain("DTSTART;VALUE=DATE:20250316");
    expect(text).toContain("SUMMARY:Our week: reveal Day 2");
    expect(text).toContain("DTSTAMP:20250310T080000Z");
    expect(text.split("\r\n").every((line) => line.length <= 75)).toBe(true);
  });

  it("starts today when today's reveal is still open, and is empty when complete", () => {
    let journey = startJourney(pool, "2025-03-10", () => 0.5);
    expect(buildJourneyCalendar(journey, "2025-03-10", now, "https://e.example/", "T")).toContain(
      "DTSTART;VALUE=DATE:20250310",
    );
    for (let day = 0; day < 7; day++) {
      const result = reveal(journey, `2025-03-1${day}`);
      if (!result.ok) throw new Error(result.reason);
      journey = result.journey;
    }
    expect(buildJourneyCalendar(journey, "2025-03-17", now, "https://e.example/", "T")).toBeNull();
  });

  it("escapes and folds text", () => {
    expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldIcsLine("X".repeat(160));
    expect(folded.split("\r\n").map((line) => line.length)).toEqual([75, 75, 12]);
  });
});
