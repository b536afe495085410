import { describe, expect, it } from "vitest";
import { localDay } from "@domain/our-space/daily-question";
import { PLAN_LIMITS, saturdayOf, splitPlans, type Plan } from "@domain/our-space/plans";
import { memoryStorage } from "~/lib/device-storage";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { FAVOURITES_KEY } from "~/lib/positions/favourites";
import {
  answerDevicePlan,
  PLANS_KEY,
  readDevicePlans,
  removeDevicePlan,
  saveDevicePlan,
  setDevicePlanTitle,
} from "./device-plans";

const plan = (item: string, date: string, extra: Partial<Plan> = {}): Plan => ({
  item,
  label: "Something we both want",
  date,
  week: false,
  time: null,
  by: "phone-member",
  at: "2026-12-06T09:00:00.000Z",
  ...extra,
});

describe("plans kept on a phone alone", () => {
  it("saves, replaces and removes plans, and keeps the calendar title", () => {
    const storage = memoryStorage();
    saveDevicePlan(storage, plan("position:lotus", "2026-12-12"));
    saveDevicePlan(storage, plan("position:lotus", "2026-12-19", { time: "21:15" }));
    saveDevicePlan(storage, plan("bucket:honeymoon:sunset-sail", "2026-12-12", { week: true }));
    setDevicePlanTitle(storage, "  Date\nnight ");
    expect(readDevicePlans(storage)).toEqual({
      plans: [
        plan("bucket:honeymoon:sunset-sail", "2026-12-12", { week: true }),
        plan("position:lotus", "2026-12-19", { time: "21:15" }),
      ],
      title: "Date night",
    });
    removeDevicePlan(storage, "position:lotus");
    removeDevicePlan(storage, "bucket:honeymoon:sunset-sail");
    setDevicePlanTitle(storage, "");
    expect(storage.getItem(PLANS_KEY)).toBeNull();
  });

  it("reads whatever the key holds as valid plans, bounded", () => {
    const many = Array.from({ length: PLAN_LIMITS.plans + 20 }, (_, index) =>
      plan(`position:pose-${index}`, "2026-12-12", { at: new Date(Date.UTC(2026, 11, 1, 0, index)).toISOString() }),
    );
    const storage = memoryStorage({
      [PLANS_KEY]: JSON.stringify({ plans: [...many, { item: "position:x" }, "junk", null], title: 7 }),
    });
    const read = readDevicePlans(storage);
    expect(read.plans).toHaveLength(PLAN_LIMITS.plans);
    expect(read.title).toBeNull();
    expect(readDevicePlans(memoryStorage({ [PLANS_KEY]: "{oops" }))).toEqual({ plans: [], title: null });
    expect(readDevicePlans(memoryStorage({ [PLANS_KEY]: "[1,2]" }))).toEqual({ plans: [], title: null });
  });
});

describe("How was it? on a phone alone, with the clock given", () => {
  // The evening of Saturday 12 December, then the phone's clock the next morning (its own time zone).
  const EVENING = "2026-12-12";
  const sameNight = localDay(new Date(2026, 11, 12, 23, 59));
  const nextMorning = localDay(new Date(2026, 11, 13, 8, 0));

  it("waits until the day after the evening", () => {
    const plans = [plan("position:lotus", EVENING)];
    expect(splitPlans(plans, sameNight)).toEqual({ ahead: plans, over: [] });
    expect(splitPlans(plans, nextMorning)).toEqual({ ahead: [], over: plans });
    const storage = memoryStorage();
    saveDevicePlan(storage, plans[0]!);
    expect(answerDevicePlan(storage, "position:lotus", "loved", sameNight)).toBe(false);
    expect(readDevicePlans(storage).plans).toHaveLength(1);
  });

  it("Loved it files the position in Loved it; Not for us takes it off both lists", () => {
    const storage = memoryStorage({ [FAVOURITES_KEY]: JSON.stringify({ want: ["lotus", "spoon"], loved: [] }) });
    saveDevicePlan(storage, plan("position:lotus", EVENING));
    expect(answerDevicePlan(storage, "position:lotus", "loved", nextMorning)).toBe(true);
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY)!)).toEqual({ want: ["lotus", "spoon"], loved: ["lotus"] });
    expect(readDevicePlans(storage).plans).toEqual([]);

    saveDevicePlan(storage, plan("position:lotus", EVENING));
    expect(answerDevicePlan(storage, "position:lotus", "not", nextMorning)).toBe(true);
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY)!)).toEqual({ want: ["spoon"], loved: [] });
  });

  it("Again soon keeps the idea as it was; Loved it ticks a bucket-list idea, Not for us unticks it", () => {
    const storage = memoryStorage();
    const item = "bucket:first-night:candle-bath";
    saveDevicePlan(storage, plan(item, EVENING));
    expect(answerDevicePlan(storage, item, "again", nextMorning)).toBe(true);
    expect(storage.getItem(DEVICE_KEYS.firstNightTicks)).toBeNull();
    expect(readDevicePlans(storage).plans).toEqual([]);

    saveDevicePlan(storage, plan(item, EVENING));
    answerDevicePlan(storage, item, "loved", nextMorning);
    expect(JSON.parse(storage.getItem(DEVICE_KEYS.firstNightTicks)!)).toEqual(["candle-bath"]);
    saveDevicePlan(storage, plan(item, EVENING));
    answerDevicePlan(storage, item, "not", nextMorning);
    expect(JSON.parse(storage.getItem(DEVICE_KEYS.firstNightTicks)!)).toEqual([]);
  });

  it("lands 'This week' on its Saturday, and asks from the Sunday after", () => {
    expect(saturdayOf("2026-12-06")).toBe("2026-12-12"); // a Sunday
    expect(saturdayOf("2026-12-10")).toBe("2026-12-12");
    expect(saturdayOf("2026-12-12")).toBe("2026-12-12");
    const week = plan("desire:desire:item-1", saturdayOf("2026-12-08"), { week: true });
    expect(splitPlans([week], "2026-12-12").over).toEqual([]);
    expect(splitPlans([week], "2026-12-13").over).toEqual([week]);
  });
});
