import { RefreshCw } from "lucide-react";
import { AdminTime } from "~/components/ui/local-time";
import { useEffect } from "react";
import { data, useRevalidator } from "react-router";
import type { VitalsSummary } from "~/components/admin/seo/vitals";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import { SEO_AUTO_REFRESH_MS } from "@domain/seo/web-vitals";
import { BULK_FIELDS, pageSeoInput, SEO_REQUIRED_MESSAGE, seoSettingsSchema } from "@domain/seo/records";
import { AnalyticsPanel } from "~/components/admin/seo/analytics-tab";
import { HealthPanel } from "~/components/admin/seo/health-tab";
import { OverviewTab } from "~/components/admin/seo/overview-tab";
import { SeoSummary } from "~/components/admin/seo/seo-summary";
import { PerformancePanel } from "~/components/admin/seo/performance-tab";
import { StructuredDataPanel } from "~/components/admin/seo/structured-data-tab";
import { SettingsPanel } from "~/components/admin/seo/settings-tab";
import { ManagementPanel } from "~/components/admin/seo/management-tab";
import { ToolsTab } from "~/components/admin/seo/tools-tab";
import type { Route } from "./+types/seo";

export const meta: Route.MetaFunction = ({ matches, location }) => noIndexHead("SEO", matches, location.pathname);

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  const seo = context.services.seo;
  await seo.analytics.flush();
  const [records, settings, health, traffic, vitals, slowPages] = await Promise.all([
    seo.records.list(),
    seo.settings.get(),
    seo.health.lastReport(),
    seo.analytics.trafficSummary(30),
    seo.analytics.vitalsSummary(),
    seo.analytics.vitalsByPage("LCP"),
  ]);
  return {
    records: records.map((record) => ({ ...record, lastUpdated: record.lastUpdated.toISOString() })),
    settings,
    health,
    traffic,
    vitals: vitals as VitalsSummary,
    slowPages,
    origin: context.origin,
    generatedAt: context.services.clock.now().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdminSession(context);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const seo = context.services.seo;
  if (intent === "update-record") {
    const parsed = pageSeoInput.safeParse(Object.fromEntries(form));
    if (!parsed.success || !parsed.data.title || !parsed.data.description) {
      return data(
        { ok: false, error: parsed.success ? SEO_REQUIRED_MESSAGE : "Failed to update SEO data" },
        { status: 400 },
      );
    }
    const record = await seo.records.update(Number(form.get("id")), parsed.data);
    if (!record) return data({ ok: false, error: "Failed to update SEO data" }, { status: 404 });
    return { ok: true, message: "SEO data updated successfully" };
  }
  if (intent === "bulk-update") {
    const field = String(form.get("field"));
    const ids = form.getAll("ids").map(Number).filter(Number.isInteger);
    if (!(BULK_FIELDS as readonly string[]).includes(field) || ids.length === 0) {
      return data({ ok: false, error: "Choose pages and a field to update" }, { status: 400 });
    }
    const value = String(form.get("value") ?? "").trim();
    const check = pageSeoInput.partial().safeParse({ [field]: value });
    if (!check.success) return data({ ok: false, error: `That is not a valid ${field}` }, { status: 400 });
    const count = await seo.records.bulkUpdate(ids, field as (typeof BULK_FIELDS)[number], value);
    return { ok: true, message: `Updated ${count} ${count === 1 ? "page" : "pages"}` };
  }
  if (intent === "reset") {
    await seo.records.resetAll();
    return { ok: true, message: "All SEO data has been reset to default values" };
  }
  if (intent === "save-settings") {
    const parsed = seoSettingsSchema.safeParse({
      autoSitemap: form.get("autoSitemap") === "on",
      crawlDelay: form.get("crawlDelay"),
      maxDepth: form.get("maxDepth"),
      userAgent: form.get("userAgent"),
    });
    if (!parsed.success)
      return data({ ok: false, error: parsed.error.issues[0]?.message ?? "Invalid settings" }, { status: 400 });
    await seo.settings.save(parsed.data);
    return { ok: true, message: "Settings saved" };
  }
  return data({ ok: false, error: "Unknown action" }, { status: 400 });
}

export default function SeoAdmin({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => revalidator.revalidate(), SEO_AUTO_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
  const { health, vitals } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-4xl font-semibold">SEO</h1>
          <p className="mt-1 text-muted">
            First-party numbers only: what real visitors' browsers reported and what this site serves.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {revalidator.state === "loading" ? (
              "Refreshing…"
            ) : (
              <AdminTime value={loaderData.generatedAt} style="time" prefix="Last updated " />
            )}
          </p>
          <Button
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            onClick={() => revalidator.revalidate()}
            disabled={revalidator.state === "loading"}
          >
            <RefreshCw aria-hidden className="size-4" /> Refresh Data
          </Button>
        </div>
      </div>

      <SeoSummary vitals={vitals} health={health} />

      <Tabs defaultValue="overview" className="mt-8">
        <TabsList aria-label="SEO sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="health">Health Check</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
          <TabsTrigger value="structured">Structured Data</TabsTrigger>
          <TabsTrigger value="tools">SEO Tools</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="management">SEO Management</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="mt-6 grid gap-6 lg:grid-cols-2">
          <OverviewTab vitals={vitals} health={health} />
        </TabsContent>
        <TabsContent value="analytics" className="mt-6">
          <AnalyticsPanel traffic={loaderData.traffic} />
        </TabsContent>
        <TabsContent value="health" className="mt-6">
          <HealthPanel health={health} />
        </TabsContent>
        <TabsContent value="performance" className="mt-6">
          <PerformancePanel vitals={vitals} slowPages={loaderData.slowPages} health={health} />
        </TabsContent>
        <TabsContent value="structured" className="mt-6">
          <StructuredDataPanel records={loaderData.records} origin={loaderData.origin} />
        </TabsContent>
        <TabsContent value="tools" className="mt-6">
          <ToolsTab />
        </TabsContent>
        <TabsContent value="settings" className="mt-6">
          <SettingsPanel settings={loaderData.settings} />
        </TabsContent>
        <TabsContent value="management" className="mt-6">
          <ManagementPanel records={loaderData.records} origin={loaderData.origin} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
