import { CheckCircle2, Download, FileJson, FileText, Gauge, Image as ImageIcon, RefreshCw, Smartphone, Upload, XCircle } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { data, Link, useFetcher, useRevalidator } from "react-router";
import { TrafficChart } from "~/components/admin/seo/traffic-chart";
import { VitalBadge, VitalsTable, type VitalsSummary } from "~/components/admin/seo/vitals";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input, Select, Textarea } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useToast } from "~/components/ui/toast";
import { requireAdminSession } from "~/lib/admin-session";
import { formatShortDate } from "~/lib/dates";
import { buildStructuredData, noIndexHead } from "~/lib/head";
import { formatVital, MOBILE_READY_LCP_MS, SEO_AUTO_REFRESH_MS } from "~/lib/web-vitals";
import { BULK_FIELDS, OG_TYPES, pageSeoInput, SCHEMA_TYPES, SEO_CATEGORIES, SEO_REQUIRED_MESSAGE, seoSettingsSchema } from "~/lib/seo-records";
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
      return data({ ok: false, error: parsed.success ? SEO_REQUIRED_MESSAGE : "Failed to update SEO data" }, { status: 400 });
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
    if (!parsed.success) return data({ ok: false, error: parsed.error.issues[0]?.message ?? "Invalid settings" }, { status: 400 });
    await seo.settings.save(parsed.data);
    return { ok: true, message: "Settings saved" };
  }
  return data({ ok: false, error: "Unknown action" }, { status: 400 });
}

type LoaderData = Route.ComponentProps["loaderData"];
type SeoRecord = LoaderData["records"][number];

function useActionToast(fetcher: ReturnType<typeof useFetcher<{ ok: boolean; message?: string; error?: string }>>) {
  const { toast } = useToast();
  const last = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === last.current) return;
    last.current = fetcher.data;
    if (fetcher.data.ok) toast({ title: fetcher.data.message ?? "Saved", duration: 2000 });
    else toast({ title: fetcher.data.error ?? "Failed to update SEO data", variant: "destructive" });
  }, [fetcher.state, fetcher.data, toast]);
}

export default function SeoAdmin({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => revalidator.revalidate(), SEO_AUTO_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
  const { health, vitals } = loaderData;
  const desktopLcp = vitals.desktop.LCP;
  const mobileLcp = vitals.mobile.LCP;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-4xl font-semibold">SEO</h1>
          <p className="mt-1 text-muted">First-party numbers only: what real visitors' browsers reported and what this site serves.</p>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {revalidator.state === "loading" ? "Refreshing…" : `Last updated ${new Date(loaderData.generatedAt).toLocaleTimeString()}`}
          </p>
          <Button variant="secondary" onClick={() => revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            <RefreshCw aria-hidden className="size-4" /> Refresh Data
          </Button>
        </div>
      </div>

      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard icon={Gauge} label="Desktop speed (LCP p75)" value={desktopLcp ? formatVital("LCP", desktopLcp.p75) : "No reports yet"} badge={desktopLcp ? <VitalBadge metric="LCP" value={desktopLcp.p75} /> : null} />
        <SummaryCard icon={FileText} label="Optimized pages" value={health ? `${health.totals.optimized}/${health.totals.pages}` : "Run a health check"} />
        <SummaryCard icon={ImageIcon} label="Images with alt" value={health ? `${health.totals.imagesWithAlt}/${health.totals.images}` : "Run a health check"} />
        <SummaryCard
          icon={Smartphone}
          label="Mobile ready (mobile LCP)"
          value={mobileLcp ? (mobileLcp.p75 <= MOBILE_READY_LCP_MS ? "Yes" : "Not yet") : "No mobile reports yet"}
          badge={mobileLcp ? mobileLcp.p75 <= MOBILE_READY_LCP_MS ? <CheckCircle2 aria-label="ready" className="size-5 text-success" /> : <XCircle aria-label="not ready" className="size-5 text-danger" /> : null}
        />
      </ul>

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
          <Card>
            <CardTitle>SEO tools</CardTitle>
            <QuickActions />
          </Card>
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

function SummaryCard({ icon: Icon, label, value, badge }: { icon: typeof Gauge; label: string; value: string; badge?: React.ReactNode }) {
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

function QuickActions() {
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

type Health = LoaderData["health"];

function HealthChecklist({ health }: { health: Health }) {
  if (!health) return <p className="mt-3 text-muted">No health check has run yet. Open Health Check and run one.</p>;
  const t = health.totals;
  const rows: Array<[string, number, number]> = [
    ["Meta titles", t.withTitle, t.pages],
    ["Meta descriptions", t.withDescription, t.pages],
    ["Images with alt text", t.imagesWithAlt, t.images],
    ["Single H1 heading", t.withH1, t.pages],
    ["Canonical URLs", t.withCanonical, t.pages],
    ["Schema markup", t.withStructuredData, t.pages],
  ];
  return (
    <ul className="mt-3 space-y-2" aria-label="Health check summary">
      {rows.map(([label, good, total]) => (
        <li key={label} className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            {good === total ? <CheckCircle2 aria-hidden className="size-4 text-success" /> : <XCircle aria-hidden className="size-4 text-warning" />}
            {label}
          </span>
          <span className="text-muted">
            {good}/{total}
          </span>
        </li>
      ))}
      <li className="flex justify-between text-muted">
        <span>Internal / external links</span>
        <span>
          {t.internalLinks} / {t.externalLinks}
        </span>
      </li>
      <li className="text-xs text-muted">Checked {new Date(health.checkedAt).toLocaleString()}</li>
    </ul>
  );
}

function AnalyticsPanel({ traffic }: { traffic: LoaderData["traffic"] }) {
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
      <Card>
        <CardTitle>Top pages</CardTitle>
        {traffic.topPages.length ? (
          <ol className="mt-3 space-y-1" aria-label="Top pages">
            {traffic.topPages.map((page) => (
              <li key={page.path} className="flex justify-between gap-2">
                <span className="truncate">{page.path}</span>
                <span className="text-muted">{page.views}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-muted">No views yet.</p>
        )}
      </Card>
      <Card>
        <CardTitle>Top referrers</CardTitle>
        {traffic.referrers.length ? (
          <ol className="mt-3 space-y-1">
            {traffic.referrers.map((referrer) => (
              <li key={referrer.host} className="flex justify-between gap-2">
                <span className="truncate">{referrer.host}</span>
                <span className="text-muted">{referrer.views}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-muted">No visits from other sites yet.</p>
        )}
      </Card>
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
        <p className="mt-3 text-xs text-muted">Entwine sends nothing to outside services, so these stay empty rather than invented.</p>
      </Card>
    </div>
  );
}

function HealthPanel({ health }: { health: Health }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const response = await fetch("/api/seo/health-check", { method: "POST" });
      if (!response.ok) throw new Error(String(response.status));
      toast({ title: "Health check complete", duration: 2000 });
      revalidator.revalidate();
    } catch {
      toast({ title: "Health check failed", variant: "destructive" });
    } finally {
      setRunning(false);
    }
  };
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>Health check</CardTitle>
          <p className="mt-1 text-sm text-muted">The server fetches every public page and published story from itself.</p>
        </div>
        <Button onClick={run} disabled={running}>
          {running ? "Checking…" : "Run Health Check"}
        </Button>
      </div>
      {health ? (
        <div className="mt-5 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Pages checked</caption>
            <thead className="text-muted">
              <tr>
                <th className="py-2 pr-3">Page</th>
                <th className="pr-3">Status</th>
                <th className="pr-3">Time</th>
                <th className="pr-3">Title</th>
                <th className="pr-3">Description</th>
                <th className="pr-3">H1</th>
                <th className="pr-3">Alt</th>
                <th className="pr-3">Schema</th>
                <th>Issues</th>
              </tr>
            </thead>
            <tbody>
              {health.pages.map((page) => (
                <tr key={page.path} className="border-t border-border align-top">
                  <td className="py-2 pr-3 font-mono text-xs">{page.path}</td>
                  <td className="pr-3">{page.status}</td>
                  <td className="pr-3">{Math.round(page.responseMs)} ms</td>
                  <td className="pr-3">{page.title ? "✓" : "✗"}</td>
                  <td className="pr-3">{page.description ? "✓" : "✗"}</td>
                  <td className="pr-3">{page.h1Count}</td>
                  <td className="pr-3">
                    {page.imagesWithAlt}/{page.images}
                  </td>
                  <td className="pr-3">{page.structuredData.join(", ") || "—"}</td>
                  <td className="text-muted">{page.issues.join("; ") || "None"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-muted">No health check has run yet.</p>
      )}
    </Card>
  );
}

function PerformancePanel({ vitals, slowPages, health }: { vitals: VitalsSummary; slowPages: LoaderData["slowPages"]; health: Health }) {
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
      <Card>
        <CardTitle>Desktop</CardTitle>
        <div className="mt-4">
          <VitalsTable vitals={vitals} device="desktop" metrics={["LCP", "INP", "FID", "CLS"]} />
        </div>
      </Card>
      <Card>
        <CardTitle>Mobile</CardTitle>
        <div className="mt-4">
          <VitalsTable vitals={vitals} device="mobile" metrics={["LCP", "INP", "FID", "CLS"]} />
        </div>
      </Card>
      <Card>
        <CardTitle>Slowest pages (LCP p75)</CardTitle>
        {slowPages.length ? (
          <ol className="mt-3 space-y-1">
            {slowPages.map((page) => (
              <li key={page.path} className="flex justify-between gap-2">
                <span className="truncate">{page.path}</span>
                <span className="text-muted">{formatVital("LCP", Number(page.p75))}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-muted">No reports yet.</p>
        )}
      </Card>
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
          <p className="mt-3 text-muted">{health ? "The last health check found nothing to fix." : "Run a health check to get suggestions."}</p>
        )}
      </Card>
    </div>
  );
}

function structuredDataFor(record: SeoRecord, origin: string) {
  return buildStructuredData({
    title: record.title,
    description: record.description,
    path: record.canonical || record.path,
    origin,
    schemaType: record.schemaType as never,
  });
}

function StructuredDataPanel({ records, origin }: { records: SeoRecord[]; origin: string }) {
  const [path, setPath] = useState(records[0]?.path ?? "/");
  const record = records.find((candidate) => candidate.path === path);
  return (
    <Card>
      <CardTitle>Structured data</CardTitle>
      <label className="mt-4 block text-sm font-semibold" htmlFor="structured-page">
        Page
      </label>
      <Select id="structured-page" value={path} onChange={(event) => setPath(event.target.value)} className="mt-1 max-w-md">
        {records.map((candidate) => (
          <option key={candidate.id} value={candidate.path}>
            {candidate.path}
          </option>
        ))}
      </Select>
      {record ? (
        <>
          <p className="mt-4 text-sm">
            Schema type: <Badge tone="rose">{record.schemaType}</Badge>
          </p>
          <label className="mt-4 block text-sm font-semibold" htmlFor="structured-json">
            Generated JSON-LD (read-only, as the page serves it)
          </label>
          <Textarea id="structured-json" readOnly className="mt-1 min-h-64 font-mono text-xs" value={JSON.stringify(structuredDataFor(record, origin), null, 2)} />
        </>
      ) : null}
    </Card>
  );
}

function SettingsPanel({ settings }: { settings: LoaderData["settings"] }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  useActionToast(fetcher);
  const [autoSitemap, setAutoSitemap] = useState(settings.autoSitemap);
  return (
    <Card className="max-w-xl">
      <CardTitle>Settings</CardTitle>
      <fetcher.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="save-settings" />
        <input type="hidden" name="autoSitemap" value={autoSitemap ? "on" : "off"} />
        <Switch label="Auto sitemap updates (list new stories in the sitemap)" checked={autoSitemap} onCheckedChange={setAutoSitemap} />
        <div>
          <label htmlFor="crawlDelay" className="text-sm font-semibold">
            Crawl delay (seconds, 0-10, used in robots.txt)
          </label>
          <Input id="crawlDelay" name="crawlDelay" type="number" min={0} max={10} defaultValue={settings.crawlDelay} required />
        </div>
        <div>
          <label htmlFor="maxDepth" className="text-sm font-semibold">
            Max crawl depth (1-20, used by the health check)
          </label>
          <Input id="maxDepth" name="maxDepth" type="number" min={1} max={20} defaultValue={settings.maxDepth} required />
        </div>
        <div>
          <label htmlFor="userAgent" className="text-sm font-semibold">
            Health check user agent
          </label>
          <Input id="userAgent" name="userAgent" defaultValue={settings.userAgent} required minLength={3} maxLength={200} />
        </div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save Settings"}
        </Button>
      </fetcher.Form>
    </Card>
  );
}

function ManagementPanel({ records, origin }: { records: SeoRecord[]; origin: string }) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("all");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [checked, setChecked] = useState<number[]>([]);
  const saveFetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const bulkFetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  const resetFetcher = useFetcher<{ ok: boolean; message?: string; error?: string }>();
  useActionToast(saveFetcher);
  useActionToast(bulkFetcher);
  useActionToast(resetFetcher);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const importRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (saveFetcher.state === "idle" && saveFetcher.data?.ok) {
      setEditing(false);
      setSelectedId(null);
    }
  }, [saveFetcher.state, saveFetcher.data]);

  const q = query.trim().toLowerCase();
  const visible = records.filter(
    (record) =>
      (category === "all" || record.category === category) &&
      (!q || [record.path, record.title, record.description, record.keywords].some((value) => value.toLowerCase().includes(q))),
  );
  const selected = records.find((record) => record.id === selectedId) ?? null;

  const importFile = async (file: File) => {
    try {
      const body = await file.text();
      const response = await fetch("/api/seo/import", { method: "POST", headers: { "Content-Type": "application/json" }, body });
      if (!response.ok) throw new Error(String(response.status));
      const result = (await response.json()) as { count: number };
      toast({ title: `Imported ${result.count} pages`, duration: 2000 });
      revalidator.revalidate();
    } catch {
      toast({ title: "Failed to update SEO data", description: "That file is not an Entwine SEO export.", variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Pages</CardTitle>
          <div className="flex flex-wrap gap-2">
            <a href="/api/seo/export" download="entwine-seo.json" className={buttonClasses("secondary", "sm")}>
              <FileJson aria-hidden className="size-4" /> Export
            </a>
            <Button variant="secondary" size="sm" onClick={() => importRef.current?.click()}>
              <Upload aria-hidden className="size-4" /> Import
            </Button>
            <input
              ref={importRef}
              type="file"
              accept="application/json,.json"
              className="hidden"
              aria-label="Import SEO data"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void importFile(file);
                event.target.value = "";
              }}
            />
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                if (window.confirm("Are you sure you want to reset all SEO data to default? This action cannot be undone.")) {
                  resetFetcher.submit({ intent: "reset" }, { method: "post" });
                }
              }}
            >
              Reset Default
            </Button>
          </div>
        </div>
        <div className="mt-4 grid gap-2 sm:grid-cols-[1fr_auto]">
          <Input type="search" placeholder="Search pages" aria-label="Search pages" value={query} onChange={(event) => setQuery(event.target.value)} />
          <Select aria-label="Category" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="all">All categories</option>
            {SEO_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </div>
        <ul className="mt-3 max-h-96 space-y-1 overflow-y-auto pr-1" aria-label="Pages">
          {visible.map((record) => (
            <li key={record.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                aria-label={`Select ${record.path}`}
                className="size-5 accent-[var(--rose)]"
                checked={checked.includes(record.id)}
                onChange={(event) => setChecked((current) => (event.target.checked ? [...current, record.id] : current.filter((id) => id !== record.id)))}
              />
              <button
                type="button"
                onClick={() => {
                  setSelectedId(record.id);
                  setEditing(false);
                }}
                className={`min-h-11 flex-1 rounded-xl px-3 text-left text-sm ${selectedId === record.id ? "bg-surface-2 text-rose" : "hover:bg-surface-2"}`}
              >
                <span className="block font-mono text-xs text-muted">{record.path}</span>
                <span className="block truncate">{record.title}</span>
              </button>
            </li>
          ))}
        </ul>
        <bulkFetcher.Form method="post" className="mt-4 grid gap-2 rounded-2xl border border-border p-3 sm:grid-cols-[auto_1fr_auto]">
          <input type="hidden" name="intent" value="bulk-update" />
          {checked.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <Select name="field" aria-label="Field to update" defaultValue="keywords">
            {BULK_FIELDS.map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </Select>
          <Input name="value" aria-label="New value" placeholder="New value" />
          <Button type="submit" size="sm" disabled={checked.length === 0 || bulkFetcher.state !== "idle"}>
            Bulk Update ({checked.length})
          </Button>
        </bulkFetcher.Form>
      </Card>
      <Card>
        {selected ? (
          editing ? (
            <RecordForm record={selected} fetcher={saveFetcher} onCancel={() => { setEditing(false); setSelectedId(null); }} />
          ) : (
            <RecordPreview record={selected} origin={origin} onEdit={() => setEditing(true)} />
          )
        ) : (
          <p className="text-muted">Select a page to preview how it appears in search results and when shared, then edit it.</p>
        )}
      </Card>
    </div>
  );
}

function RecordPreview({ record, origin, onEdit }: { record: SeoRecord; origin: string; onEdit: () => void }) {
  const url = new URL(record.canonical || record.path, origin).toString();
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>Preview Meta Tags</CardTitle>
        <Button size="sm" onClick={onEdit}>
          Edit
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted">Last updated {formatShortDate(record.lastUpdated)}</p>
      <section aria-label="Search result preview" className="mt-4 rounded-2xl bg-white p-4 text-left text-[#202124]">
        <p className="truncate text-xs text-[#4d5156]">{url}</p>
        <p className="mt-1 truncate text-lg text-[#1a0dab]">{record.title}</p>
        <p className="line-clamp-2 text-sm text-[#4d5156]">{record.description}</p>
      </section>
      <section aria-label="Social card preview" className="mt-4 overflow-hidden rounded-2xl border border-border">
        <img src={record.ogImage || "/og-image.png"} alt="" width={1200} height={630} className="aspect-[1200/630] w-full object-cover" loading="lazy" />
        <div className="bg-surface-2 p-3">
          <p className="text-xs uppercase text-muted">{new URL(origin).host}</p>
          <p className="font-semibold">{record.ogTitle || record.title}</p>
          <p className="line-clamp-2 text-sm text-muted">{record.ogDescription || record.description}</p>
        </div>
      </section>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Keywords</dt>
        <dd>{record.keywords || "—"}</dd>
        <dt className="text-muted">Open Graph type</dt>
        <dd>{record.ogType}</dd>
        <dt className="text-muted">Schema type</dt>
        <dd>{record.schemaType}</dd>
        <dt className="text-muted">Category</dt>
        <dd>{record.category}</dd>
      </dl>
    </div>
  );
}

function RecordForm({
  record,
  fetcher,
  onCancel,
}: {
  record: SeoRecord;
  fetcher: ReturnType<typeof useFetcher<{ ok: boolean; message?: string; error?: string }>>;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(record.title);
  const [description, setDescription] = useState(record.description);
  const [error, setError] = useState<string | null>(null);
  return (
    <fetcher.Form
      method="post"
      className="space-y-3"
      onSubmit={(event) => {
        if (!title.trim() || !description.trim()) {
          event.preventDefault();
          setError(SEO_REQUIRED_MESSAGE);
        }
      }}
    >
      <CardTitle>Edit {record.path}</CardTitle>
      <input type="hidden" name="intent" value="update-record" />
      <input type="hidden" name="id" value={record.id} />
      <div>
        <label htmlFor="seo-title" className="text-sm font-semibold">
          Title
        </label>
        <Input id="seo-title" name="title" value={title} onChange={(event) => setTitle(event.target.value)} />
        <p className={`text-xs ${title.length > 60 ? "text-warning" : "text-muted"}`}>{title.length}/60</p>
      </div>
      <div>
        <label htmlFor="seo-description" className="text-sm font-semibold">
          Description
        </label>
        <Textarea id="seo-description" name="description" value={description} onChange={(event) => setDescription(event.target.value)} />
        <p className={`text-xs ${description.length > 160 ? "text-warning" : "text-muted"}`}>{description.length}/160</p>
      </div>
      <div>
        <label htmlFor="seo-keywords" className="text-sm font-semibold">
          Keywords (comma separated)
        </label>
        <Input id="seo-keywords" name="keywords" defaultValue={record.keywords} />
      </div>
      <div>
        <label htmlFor="seo-canonical" className="text-sm font-semibold">
          Canonical
        </label>
        <Input id="seo-canonical" name="canonical" defaultValue={record.canonical} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="seo-og-type" className="text-sm font-semibold">
            Open Graph type
          </label>
          <Select id="seo-og-type" name="ogType" defaultValue={record.ogType}>
            {OG_TYPES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="seo-schema" className="text-sm font-semibold">
            Schema type
          </label>
          <Select id="seo-schema" name="schemaType" defaultValue={record.schemaType}>
            {SCHEMA_TYPES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="seo-category" className="text-sm font-semibold">
            Category
          </label>
          <Select id="seo-category" name="category" defaultValue={record.category}>
            {SEO_CATEGORIES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <label htmlFor="seo-og-title" className="text-sm font-semibold">
          Social title (optional)
        </label>
        <Input id="seo-og-title" name="ogTitle" defaultValue={record.ogTitle ?? ""} />
      </div>
      <div>
        <label htmlFor="seo-og-description" className="text-sm font-semibold">
          Social description (optional)
        </label>
        <Input id="seo-og-description" name="ogDescription" defaultValue={record.ogDescription ?? ""} />
      </div>
      <div>
        <label htmlFor="seo-og-image" className="text-sm font-semibold">
          Social image URL (optional)
        </label>
        <Input id="seo-og-image" name="ogImage" defaultValue={record.ogImage ?? ""} />
      </div>
      {error || (fetcher.data && !fetcher.data.ok) ? (
        <p role="alert" className="text-sm text-danger">
          {error ?? fetcher.data?.error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : "Save"}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
