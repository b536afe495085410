import { describe, expect, it } from "vitest";
import { formatLongDate, formatRelativeDate } from "./dates";

const now = new Date("2026-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("dates", () => {
  it("formats long dates in UTC", () => {
    expect(formatLongDate("2026-06-15T23:30:00Z")).toBe("June 15, 2026");
  });

  it.each([
    [0, "Today"],
    [1, "Yesterday"],
    [3, "3 days ago"],
    [7, "1 weeks ago"],
    [20, "2 weeks ago"],
    [45, "May 1, 2026"],
  ])("%i days ago reads %s", (days, label) => {
    expect(formatRelativeDate(daysAgo(days), now)).toBe(label);
  });
});
