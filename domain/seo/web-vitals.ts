/** Core Web Vitals thresholds of the specification (good / poor bounds) and the rating rule. */
export const VITAL_METRICS = ["LCP", "INP", "FID", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export type VitalRating = "good" | "needs-improvement" | "poor";

/** LCP/FCP/TTFB/INP/FID in milliseconds, CLS unitless. INP uses the web.dev bounds (the spec predates it). */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  FID: { good: 100, poor: 300 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 200, poor: 600 },
};

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  if (value <= poor) return "needs-improvement";
  return "poor";
}

export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

export const VITALS_COLLECTION_DELAY_MS = 3000;
export const SEO_AUTO_REFRESH_MS = 300_000;
export const MOBILE_READY_LCP_MS = VITAL_THRESHOLDS.LCP.good;
