import { Badge } from "~/components/ui/badge";
import { formatVital, rateVital, VITAL_THRESHOLDS, type VitalMetric } from "@domain/seo/web-vitals";

export type VitalsSummary = Record<
  "all" | "desktop" | "mobile",
  Partial<Record<VitalMetric, { p75: number; samples: number }>>
>;

const LABELS: Record<VitalMetric, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  FID: "First Input Delay",
  CLS: "Cumulative Layout Shift",
  FCP: "First Contentful Paint",
  TTFB: "Time to First Byte",
};

const toneFor = { good: "success", "needs-improvement": "warning", poor: "danger" } as const;

export function VitalBadge({ metric, value }: { metric: VitalMetric; value: number }) {
  const rating = rateVital(metric, value);
  return <Badge tone={toneFor[rating]}>{rating}</Badge>;
}

/** One row per metric: p75 from real reports, its rating badge and a bar against the poor bound. */
export function VitalsTable({
  vitals,
  device = "all",
  metrics,
}: {
  vitals: VitalsSummary;
  device?: "all" | "desktop" | "mobile";
  metrics: VitalMetric[];
}) {
  return (
    <ul className="space-y-3">
      {metrics.map((metric) => {
        const entry = vitals[device][metric];
        const limit = VITAL_THRESHOLDS[metric].poor * 1.25;
        return (
          <li key={metric} className="rounded-2xl border border-border bg-surface-2/60 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-semibold">{metric}</p>
                <p className="text-xs text-muted">{LABELS[metric]}</p>
              </div>
              {entry ? (
                <div className="flex items-center gap-2">
                  <span className="font-display text-xl" data-testid={`vital-${metric}`}>
                    {formatVital(metric, entry.p75)}
                  </span>
                  <VitalBadge metric={metric} value={entry.p75} />
                </div>
              ) : (
                <span className="text-sm text-muted">No reports yet</span>
              )}
            </div>
            {entry ? (
              <>
                <div className="mt-3 h-2 overflow-hidden rounded-full bg-surface" aria-hidden>
                  <div
                    className={
                      rateVital(metric, entry.p75) === "good"
                        ? "h-full bg-success"
                        : rateVital(metric, entry.p75) === "poor"
                          ? "h-full bg-danger"
                          : "h-full bg-warning"
                    }
                    style={{ width: `${Math.min(100, (entry.p75 / limit) * 100)}%` }}
                  />
                </div>
                <p className="mt-1 text-xs text-muted">
                  p75 of {entry.samples} {entry.samples === 1 ? "report" : "reports"} · good ≤{" "}
                  {formatVital(metric, VITAL_THRESHOLDS[metric].good)}, poor &gt;{" "}
                  {formatVital(metric, VITAL_THRESHOLDS[metric].poor)}
                </p>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
