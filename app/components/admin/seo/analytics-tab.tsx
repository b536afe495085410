// The Analytics tab: first-party page views.

import { TrafficChart } from "~/components/admin/seo/traffic-chart";
import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import { RankedCard } from "./ranked-card";
import type { LoaderData } from "./shared";

export function AnalyticsPanel({ traffic }: { traffic: LoaderData["traffic"] }) {
  const deviceTotal = (traffic.devices.desktop ?? 0) + (traffic.devices.mobile ?? 0);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardTitle>Page views, last {traffic.days} days</CardTitle>
        <p className="mt-1 text-sm text-muted" data-testid="total-views">
          {traffic.totalViews} views · counted on this server, no cookies, no addresses, bots excluded
        </p>
        <div className="mt-4">
          <TrafficChart series={traffic.series} />
        </div>
      </Card>
      <Card>
        <CardTitle>Devices</CardTitle>
        <ul className="mt-3 space-y-2">
          {(["desktop", "mobile"] as const).map((device) => (
            <li key={device} className="flex justify-between capitalize">
              <span>{device}</span>
              <span className="text-muted">
                {traffic.devices[device] ?? 0}
                {deviceTotal ? ` (${Math.round(((traffic.devices[device] ?? 0) / deviceTotal) * 100)}%)` : ""}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <RankedCard
        title="Top pages"
        listLabel="Top pages"
        rows={traffic.topPages.map((page) => ({ name: page.path, value: page.views }))}
        empty="No views yet."
      />
      <RankedCard
        title="Top referrers"
        rows={traffic.referrers.map((referrer) => ({ name: referrer.host, value: referrer.views }))}
        empty="No visits from other sites yet."
      />
      <Card>
        <CardTitle>From outside services</CardTitle>
        <ul className="mt-3 space-y-2">
          {["Search keywords", "Backlinks", "Domain authority", "Social shares"].map((label) => (
            <li key={label} className="flex justify-between">
              <span>{label}</span>
              <Badge>Not connected</Badge>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted">
          Entwine sends nothing to outside services, so these stay empty rather than invented.
        </p>
      </Card>
    </div>
  );
}
