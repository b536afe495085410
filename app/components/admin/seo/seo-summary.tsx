import { CheckCircle2, FileText, Gauge, Image as ImageIcon, Smartphone, XCircle } from "lucide-react";
import { formatVital, MOBILE_READY_LCP_MS } from "@domain/seo/web-vitals";
import { SummaryCard } from "./overview-tab";
import type { Health, LoaderData } from "./shared";
import { VitalBadge } from "./vitals";

/** The SEO page's four headline numbers: desktop speed, optimised pages, images with alt, mobile readiness. */
export function SeoSummary({ vitals, health }: { vitals: LoaderData["vitals"]; health: Health }) {
  const desktopLcp = vitals.desktop.LCP;
  const mobileLcp = vitals.mobile.LCP;
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard
        icon={Gauge}
        label="Desktop speed (LCP p75)"
        value={desktopLcp ? formatVital("LCP", desktopLcp.p75) : "No reports yet"}
        badge={desktopLcp ? <VitalBadge metric="LCP" value={desktopLcp.p75} /> : null}
      />
      <SummaryCard
        icon={FileText}
        label="Optimised pages"
        value={health ? `${health.totals.optimized}/${health.totals.pages}` : "Run a health check"}
      />
      <SummaryCard
        icon={ImageIcon}
        label="Images with alt"
        value={health ? `${health.totals.imagesWithAlt}/${health.totals.images}` : "Run a health check"}
      />
      <SummaryCard
        icon={Smartphone}
        label="Mobile ready (mobile LCP)"
        value={mobileLcp ? (mobileLcp.p75 <= MOBILE_READY_LCP_MS ? "Yes" : "Not yet") : "No mobile reports yet"}
        badge={
          mobileLcp ? (
            mobileLcp.p75 <= MOBILE_READY_LCP_MS ? (
              <CheckCircle2 aria-label="ready" className="size-5 text-success" />
            ) : (
              <XCircle aria-label="not ready" className="size-5 text-danger" />
            )
          ) : null
        }
      />
    </ul>
  );
}
