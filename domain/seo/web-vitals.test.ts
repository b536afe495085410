import { describe, expect, it } from "vitest";
import { formatVital, rateVital } from "./web-vitals";

describe("rateVital", () => {
  it.each([
    ["LCP", 2500, "good"],
    ["LCP", 2501, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4001, "poor"],
    ["FID", 100, "good"],
    ["FID", 300, "needs-improvement"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.2, "needs-improvement"],
    ["CLS", 0.3, "poor"],
    ["FCP", 1800, "good"],
    ["TTFB", 601, "poor"],
  ] as const)("%s %d is %s", (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });

  it("formats values", () => {
    expect(formatVital("LCP", 2400)).toBe("2.40 s");
    expect(formatVital("TTFB", 120.4)).toBe("120 ms");
    expect(formatVital("CLS", 0.123)).toBe("0.12");
  });
});
