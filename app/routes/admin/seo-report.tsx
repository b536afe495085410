import { Printer } from "lucide-react";
import { AdminTime } from "~/components/ui/local-time";
import { Link } from "react-router";
import { buttonClasses, Button } from "~/components/ui/button";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import { formatVital, rateVital, VITAL_METRICS } from "@domain/seo/web-vitals";
import type { Route } from "./+types/seo-report";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("SEO Report", matches, location.pathname);

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  const seo = context.services.seo;
  await seo.analytics.flush();
  const [health, traffic, vitals, records] = await Promise.all([
    seo.health.lastReport(),
    seo.analytics.trafficSummary(30),
    seo.analytics.vitalsSummary(),
    seo.records.list(),
  ]);
  return { health, traffic, vitals, pages: records.length, generatedAt: context.services.clock.now().toISOString() };
}

/** A printable summary of the site's SEO: vitals, traffic, health issues. */
export default function SeoReport({ loaderData }: Route.ComponentProps) {
  const { health, traffic, vitals } = loaderData;
  return (
    <article className="mx-auto max-w-4xl px-4 py-8 print:max-w-none print:px-0 print:text-black">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/admin/seo" className={buttonClasses("ghost", "sm")}>
          ← Back to SEO
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" /> Print Report
        </Button>
      </div>
      <h1 className="mt-6 text-4xl font-semibold">SEO Report</h1>
      <p className="mt-1 text-muted">
        <AdminTime value={loaderData.generatedAt} prefix="Generated " />
        {` · ${loaderData.pages} pages with SEO records`}
      </p>

      <h2 className="mt-8 text-2xl font-semibold">Core Web Vitals (p75, last 28 days)</h2>
      <table className="mt-3 w-full text-left">
        <thead>
          <tr className="text-muted">
            <th className="py-1">Metric</th>
            <th>All</th>
            <th>Desktop</th>
            <th>Mobile</th>
          </tr>
        </thead>
        <tbody>
          {VITAL_METRICS.map((metric) => (
            <tr key={metric} className="border-t border-border">
              <td className="py-1 font-semibold">{metric}</td>
              {(["all", "desktop", "mobile"] as const).map((device) => {
                const entry = vitals[device][metric];
                return (
                  <td key={device}>
                    {entry
                      ? `${formatVital(metric, entry.p75)} (${rateVital(metric, entry.p75)}, ${entry.samples})`
                      : "—"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="mt-8 text-2xl font-semibold">Traffic (last {traffic.days} days)</h2>
      <p className="mt-2">{`${traffic.totalViews} page views; desktop ${traffic.devices.desktop ?? 0}, mobile ${traffic.devices.mobile ?? 0}.`}</p>
      <ol className="mt-2 list-decimal pl-6">
        {traffic.topPages.map((page) => (
          <li key={page.path}>{`${page.path}: ${page.views}`}</li>
        ))}
      </ol>

      <h2 className="mt-8 text-2xl font-semibold">Health check</h2>
      {health ? (
        <>
          <p className="mt-2">
            <AdminTime value={health.checkedAt} prefix="Checked " />
            {`: ${health.totals.ok}/${health.totals.pages} pages answered 200, ${health.totals.optimized} optimized, ${health.totals.imagesWithAlt}/${health.totals.images} images with alt text.`}
          </p>
          <ul className="mt-3 space-y-2">
            {health.pages
              .filter((page) => page.issues.length > 0)
              .map((page) => (
                <li key={page.path}>
                  <span className="font-mono text-sm">{page.path}</span>: {page.issues.join("; ")}
                </li>
              ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-muted">No health check has run yet.</p>
      )}
    </article>
  );
}
