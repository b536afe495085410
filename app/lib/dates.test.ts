import { describe, expect, it } from "vitest";
import { formatAdminTime, formatLongDate, formatRelativeDate } from "./dates";

const now = new Date("2026-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("dates", () => {
  it("formats long dates in UTC, in the site's British English unless given the reader's language", () => {
    expect(formatLongDate("2026-06-15T23:30:00Z")).toBe("15 June 2026");
    expect(formatLongDate("2026-06-15T23:30:00Z", "en-US")).toBe("June 15, 2026");
    expect(formatLongDate("2026-06-15T23:30:00Z", "de-DE")).toBe("15. Juni 2026");
    expect(formatLongDate("2026-06-15T23:30:00Z", "not a locale!")).toBe("15 June 2026");
  });

  it.each([
    [0, "Today"],
    [1, "Yesterday"],
    [3, "3 days ago"],
    [7, "1 week ago"],
    [13, "1 week ago"],
    [14, "2 weeks ago"],
    [20, "2 weeks ago"],
    [45, "1 May 2026"],
  ])("%i days ago reads %s", (days, label) => {
    expect(formatRelativeDate(daysAgo(days), now)).toBe(label);
  });

  it("never writes '1 weeks ago'", () => {
    for (let days = 0; days < 60; days++)
      expect(formatRelativeDate(daysAgo(days), now)).not.toMatch(/\b1 (weeks|days)\b/);
  });

  it("writes in the reader's language through Intl", () => {
    expect(formatRelativeDate(daysAgo(7), now, "de")).toBe("vor 1 Woche");
    expect(formatRelativeDate(daysAgo(3), now, "fr")).toBe("il y a 3 jours");
    expect(formatRelativeDate(daysAgo(1), now, "fr")).toBe("Hier");
    // An unknown tag falls back to English rather than throwing.
    expect(formatRelativeDate(daysAgo(3), now, "not a locale!")).toBe("3 days ago");
  });

  it("counts whole calendar days, so the server and the browser agree", () => {
    expect(formatRelativeDate("2026-06-14T23:59:00Z", new Date("2026-06-15T00:01:00Z"))).toBe("Yesterday");
    expect(formatRelativeDate("2026-06-15T00:01:00Z", new Date("2026-06-15T23:59:00Z"))).toBe("Today");
  });
});

describe("admin times", () => {
  const moment = "2026-06-15T22:30:00Z";

  it("are UTC, marked so, in the server's HTML", () => {
    expect(formatAdminTime(moment)).toBe("15 Jun 2026, 22:30 UTC");
    expect(formatAdminTime(moment, "date")).toBe("15 Jun 2026");
    expect(formatAdminTime(moment, "time")).toBe("22:30 UTC");
  });

  it("are the admin's own time zone in the browser", () => {
    expect(formatAdminTime(moment, "datetime", { timeZone: "Europe/London", locale: "en-GB" })).toBe(
      "15 Jun 2026, 23:30",
    );
    expect(formatAdminTime(moment, "date", { timeZone: "Asia/Tokyo", locale: "en-GB" })).toBe("16 Jun 2026");
    expect(formatAdminTime(moment, "time", { timeZone: "America/New_York", locale: "en-GB" })).toBe("18:30");
  });

  it("return nothing for a broken value", () => {
    expect(formatAdminTime("not a date")).toBe("");
  });
});
