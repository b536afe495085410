// The Overview tab: Core Web Vitals, the health checklist and quick actions; its summary cards head the page.
import { Download, FileText, Gauge } from "lucide-react";
import { Link } from "react-router";
import { VitalsTable, type VitalsSummary } from "~/components/admin/seo/vitals";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { HealthChecklist } from "./health-tab";
import type { Health } from "./shared";

export function SummaryCard({
  icon: Icon,
  label,
  value,
  badge,
}: {
  icon: typeof Gauge;
  label: string;
  value: string;
  badge?: React.ReactNode;
}) {
  return (
    <li className="rounded-[var(--radius-card)] border border-border bg-surface/90 p-4">
      <div className="flex items-center justify-between gap-2 text-muted">
        <span className="text-sm font-semibold">{label}</span>
        <Icon aria-hidden className="size-5" />
      </div>
      <div className="mt-2 flex items-center gap-2">
        <span className="font-display text-2xl">{value}</span>
        {badge}
      </div>
    </li>
  );
}

export function QuickActions() {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <a href="/sitemap.xml" download="sitemap.xml" className={buttonClasses("secondary", "sm")}>
        <Download aria-hidden className="size-4" /> Generate Sitemap
      </a>
      <a href="/robots.txt" download="robots.txt" className={buttonClasses("secondary", "sm")}>
        <Download aria-hidden className="size-4" /> Generate Robots.txt
      </a>
      <Link to="/admin/seo/report" className={buttonClasses("secondary", "sm")}>
        <FileText aria-hidden className="size-4" /> SEO Report
      </Link>
    </div>
  );
}

export function OverviewTab({ vitals, health }: { vitals: VitalsSummary; health: Health }) {
  return (
    <>
      <Card>
        <CardTitle>Core Web Vitals</CardTitle>
        <p className="mb-4 mt-1 text-sm text-muted">75th percentile of visitors' reports over the last 28 days.</p>
        <VitalsTable vitals={vitals} metrics={["LCP", "INP", "CLS", "FCP", "TTFB", "FID"]} />
      </Card>
      <div className="space-y-6">
        <Card>
          <CardTitle>Health check</CardTitle>
          <HealthChecklist health={health} />
        </Card>
        <Card>
          <CardTitle>Quick actions</CardTitle>
          <QuickActions />
        </Card>
      </div>
    </>
  );
}
