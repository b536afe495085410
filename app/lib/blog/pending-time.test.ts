import { describe, expect, it } from "vitest";
import { pendingTimeLabel, popupItems } from "./pending-time";

const now = new Date("2026-06-15T12:00:00.000Z");

describe("pendingTimeLabel", () => {
  it("reads 'Just now' within the first hour", () => {
    expect(pendingTimeLabel("2026-06-15T11:30:00.000Z", now)).toBe("Just now");
    expect(pendingTimeLabel("2026-06-15T12:05:00.000Z", now)).toBe("Just now");
    expect(pendingTimeLabel(null, now)).toBe("Just now");
    expect(pendingTimeLabel("not a date", now)).toBe("Just now");
  });
  it("reads 'Nh ago' under a day", () => {
    expect(pendingTimeLabel("2026-06-15T11:00:00.000Z", now)).toBe("1h ago");
    expect(pendingTimeLabel("2026-06-14T12:00:01.000Z", now)).toBe("23h ago");
  });
  it("reads a date after a day", () => {
    expect(pendingTimeLabel("2026-06-14T12:00:00.000Z", now)).toBe("Jun 14, 2026");
    expect(pendingTimeLabel("2026-01-02T08:00:00.000Z", now)).toBe("Jan 2, 2026");
  });
});

describe("popupItems", () => {
  it("shows up to three and counts the rest", () => {
    expect(popupItems([1, 2, 3], 5)).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(popupItems([1, 2, 3, 4], 4)).toEqual({ shown: [1, 2, 3], more: 1 });
    expect(popupItems([1], 1)).toEqual({ shown: [1], more: 0 });
  });
});
