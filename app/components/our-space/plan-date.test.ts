import { describe, expect, it } from "vitest";
import { planWhenText } from "./plan-date";

describe("a plan's evening in words, as the phone writes dates", () => {
  it("names the day, the time when there is one, and a week's plan by its Saturday", () => {
    expect(planWhenText({ date: "2026-12-11", week: false, time: null }, "en-GB")).toBe("Friday 11 December");
    expect(planWhenText({ date: "2026-12-11", week: false, time: "20:30" }, "en-GB")).toBe(
      "Friday 11 December · 20:30",
    );
    expect(planWhenText({ date: "2026-12-12", week: true, time: null }, "en-GB")).toBe(
      "some evening this week, by Saturday 12 December",
    );
  });

  it("follows the phone's language and region", () => {
    expect(planWhenText({ date: "2026-12-11", week: false, time: null }, "en-US")).toBe("Friday, December 11");
    expect(planWhenText({ date: "2026-12-11", week: false, time: null }, "fr-FR")).toBe("vendredi 11 décembre");
  });
});
