import { describe, expect, it } from "vitest";
import { dailyOrderKey } from "./crypto";
import { dayNumber, isDay, localDay, previousDay, questionForDay, questionOrder } from "./daily-question";

const key = dailyOrderKey(new Uint8Array(32).fill(7));
const otherKey = dailyOrderKey(new Uint8Array(32).fill(8));
const TOPICS = ["fun", "memories", "us", "desire", "future"];
const questions = Array.from({ length: 365 }, (_, index) => ({
  id: `dq-${String(index + 1).padStart(3, "0")}`,
  topic: TOPICS[index % TOPICS.length]!,
}));
const daysFrom = (start: string, count: number) => {
  const days: string[] = [];
  let day = start;
  for (let i = 0; i < count; i++) {
    days.push(day);
    day = new Date((dayNumber(day) + 1) * 86_400_000).toISOString().slice(0, 10);
  }
  return days;
};

describe("days", () => {
  it("reads only real calendar days", () => {
    expect(isDay("2026-12-06")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "26-12-06", "2026-12-6", "", null, 20261206])
      expect(isDay(bad), String(bad)).toBe(false);
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(previousDay("2027-01-01")).toBe("2026-12-31");
  });

  it("takes the phone's own calendar day, not UTC's", () => {
    expect(localDay(new Date(2026, 11, 6, 23, 59))).toBe("2026-12-06");
    expect(localDay(new Date(2026, 11, 7, 0, 1))).toBe("2026-12-07");
  });
});

describe("the question of a day", () => {
  it("puts the questions in an order of the couple's own: a shuffle, the same on both phones", () => {
    const order = questionOrder(key, 365);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 365 }, (_, index) => index));
    expect(questionOrder(key, 365)).toEqual(order);
    expect(questionOrder(otherKey, 365)).not.toEqual(order);
    // Not the identity, nor anything close to it.
    expect(order.filter((value, index) => value === index).length).toBeLessThan(10);
  });

  it("never repeats a question within any 365 days", () => {
    for (const start of ["2026-01-01", "2026-12-06", "2031-07-15"]) {
      const seen = daysFrom(start, 365).map((day) => questionForDay(questions, key, day)!.id);
      expect(new Set(seen).size).toBe(365);
    }
  });

  it("gives two couples different questions on the same day, mostly", () => {
    const days = daysFrom("2026-12-01", 30);
    const same = days.filter(
      (day) => questionForDay(questions, key, day)!.id === questionForDay(questions, otherKey, day)!.id,
    );
    expect(same.length).toBeLessThan(5);
  });

  it("leaves out skipped topics, and gives nothing when every topic is skipped", () => {
    const days = daysFrom("2026-12-01", 100);
    const picked = days.map((day) => questionForDay(questions, key, day, ["desire", "future"])!);
    expect(picked.some((question) => question.topic === "desire" || question.topic === "future")).toBe(false);
    expect(new Set(picked.map((question) => question.id)).size).toBe(100);
    expect(questionForDay(questions, key, "2026-12-06", TOPICS)).toBeNull();
  });
});
