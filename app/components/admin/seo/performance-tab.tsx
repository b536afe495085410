// The Performance tab: Core Web Vitals by page and device.
import { useMemo } from "react";
import { VitalsTable, type VitalsSummary } from "~/components/admin/seo/vitals";
import { Card, CardTitle } from "~/components/ui/card";
import { formatVital } from "@domain/seo/web-vitals";
import { RankedCard } from "./ranked-card";
import type { LoaderData, Health } from "./shared";

export function PerformancePanel({
  vitals,
  slowPages,
  health,
}: {
  vitals: VitalsSummary;
  slowPages: LoaderData["slowPages"];
  health: Health;
}) {
  const suggestions = useMemo(() => {
    const counts = new Map<string, number>();
    for (const page of health?.pages ?? []) {
      for (const issue of page.issues) {
        const kind = issue.replace(/\d+/g, "N");
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
    }
    return [...counts.entries()].sort((a, b) => b[1] - a[1]);
  }, [health]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DeviceVitals title="Desktop" device="desktop" vitals={vitals} />
      <DeviceVitals title="Mobile" device="mobile" vitals={vitals} />
      <RankedCard
        title="Slowest pages (LCP p75)"
        rows={slowPages.map((page) => ({ name: page.path, value: formatVital("LCP", Number(page.p75)) }))}
        empty="No reports yet."
      />
      <Card>
        <CardTitle>Suggestions</CardTitle>
        {suggestions.length ? (
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {suggestions.map(([issue, count]) => (
              <li key={issue}>
                {issue} — on {count} {count === 1 ? "page" : "pages"}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">
            {health ? "The last health check found nothing to fix." : "Run a health check to get suggestions."}
          </p>
        )}
      </Card>
    </div>
  );
}

/** One device's Core Web Vitals, in a card of their own. */
function DeviceVitals({
  title,
  device,
  vitals,
}: {
  title: string;
  device: "desktop" | "mobile";
  vitals: VitalsSummary;
}) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <div className="mt-4">
        <VitalsTable vitals={vitals} device={device} metrics={["LCP", "INP", "FID", "CLS"]} />
      </div>
    </Card>
  );
}
