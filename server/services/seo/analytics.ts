import { and, desc, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { VITAL_METRICS, type VitalMetric } from "@domain/seo/web-vitals";
import type { Database } from "../../db/client";
import { pageViews, vitalsReports } from "../../db/schema";
import type { Clock } from "../../base/clock";

export type DeviceClass = "desktop" | "mobile";

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;
export function deviceClass(userAgent: string | undefined): DeviceClass {
  return userAgent && MOBILE_UA.test(userAgent) ? "mobile" : "desktop";
}

/** The referring site's host, or "" for direct visits and the site's own pages. */
export function referrerHost(referer: string | undefined, ownHost: string): string {
  if (!referer) return "";
  try {
    const host = new URL(referer).host.toLowerCase();
    return host === ownHost.toLowerCase() ? "" : host.slice(0, 200);
  } catch {
    return "";
  }
}

export const vitalsBeaconSchema = z.object({
  path: z.string().startsWith("/").max(300),
  device: z.enum(["desktop", "mobile"]).optional(),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_METRICS),
        value: z.number().finite().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(12),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Page views are buffered in memory and added to the day's counters every few seconds (and at shutdown), so a
 * page view costs no database write on the request path. Counters add up across instances.
 */
export function createAnalyticsService(
  database: Database,
  clock: Clock,
  options: { retentionDays: number; flushMs?: number },
) {
  const db = database.db;
  const buffer = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    if (buffer.size === 0) return;
    const entries = [...buffer.entries()];
    buffer.clear();
    const rows = entries.map(([key, views]) => {
      const [day, path, referrer, device] = JSON.parse(key) as [string, string, string, DeviceClass];
      return { day, path, referrerHost: referrer, device, views };
    });
    await db
      .insert(pageViews)
      .values(rows)
      .onConflictDoUpdate({
        target: [pageViews.day, pageViews.path, pageViews.referrerHost, pageViews.device],
        set: { views: sql`${pageViews.views} + excluded.views` },
      });
  }

  return {
    start() {
      timer = setInterval(() => {
        flush().catch(() => undefined);
      }, options.flushMs ?? 5000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
    flush,

    recordView(input: { path: string; referrerHost: string; device: DeviceClass }) {
      const key = JSON.stringify([dayOf(clock.now()), input.path.slice(0, 300), input.referrerHost, input.device]);
      buffer.set(key, (buffer.get(key) ?? 0) + 1);
    },

    async recordVitals(beacon: VitalsBeacon, device: DeviceClass): Promise<number> {
      const now = clock.now();
      await db.insert(vitalsReports).values(
        beacon.metrics.map((metric) => ({
          createdAt: now,
          path: beacon.path,
          metric: metric.name,
          value: metric.value,
          device: beacon.device ?? device,
        })),
      );
      return beacon.metrics.length;
    },

    /** p75 of every metric, overall and per device, over the last `days` days. */
    async vitalsSummary(days = 28) {
      const since = new Date(clock.now().getTime() - days * 86_400_000);
      const rows = (await db
        .select({
          metric: vitalsReports.metric,
          device: vitalsReports.device,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${vitalsReports.value})`,
          samples: sql<number>`count(*)::int`,
        })
        .from(vitalsReports)
        .where(gte(vitalsReports.createdAt, since))
        .groupBy(
          sql`grouping sets ((${vitalsReports.metric}, ${vitalsReports.device}), (${vitalsReports.metric}))`,
        )) as Array<{
        metric: VitalMetric;
        device: DeviceClass | null;
        p75: number;
        samples: number;
      }>;
      const result: Record<"all" | DeviceClass, Partial<Record<VitalMetric, { p75: number; samples: number }>>> = {
        all: {},
        desktop: {},
        mobile: {},
      };
      for (const row of rows) result[row.device ?? "all"][row.metric] = { p75: Number(row.p75), samples: row.samples };
      return result;
    },

    /** p75 LCP per page, worst first. */
    async vitalsByPage(metric: VitalMetric = "LCP", days = 28) {
      const since = new Date(clock.now().getTime() - days * 86_400_000);
      return (await db
        .select({
          path: vitalsReports.path,
          p75: sql<number>`percentile_cont(0.75) within group (order by ${vitalsReports.value})`,
          samples: sql<number>`count(*)::int`,
        })
        .from(vitalsReports)
        .where(and(gte(vitalsReports.createdAt, since), sql`${vitalsReports.metric} = ${metric}`))
        .groupBy(vitalsReports.path)
        .orderBy(desc(sql`2`))
        .limit(20)) as Array<{ path: string; p75: number; samples: number }>;
    },

    async trafficSummary(days = 30) {
      const since = dayOf(new Date(clock.now().getTime() - (days - 1) * 86_400_000));
      const where = gte(pageViews.day, since);
      const total = sql<number>`sum(${pageViews.views})::int`;
      const [perDay, topPages, referrers, devices] = await Promise.all([
        db
          .select({ day: pageViews.day, views: total })
          .from(pageViews)
          .where(where)
          .groupBy(pageViews.day)
          .orderBy(pageViews.day),
        db
          .select({ path: pageViews.path, views: total })
          .from(pageViews)
          .where(where)
          .groupBy(pageViews.path)
          .orderBy(desc(total))
          .limit(10),
        db
          .select({ host: pageViews.referrerHost, views: total })
          .from(pageViews)
          .where(and(where, sql`${pageViews.referrerHost} <> ''`))
          .groupBy(pageViews.referrerHost)
          .orderBy(desc(total))
          .limit(10),
        db.select({ device: pageViews.device, views: total }).from(pageViews).where(where).groupBy(pageViews.device),
      ]);
      const byDay = new Map(perDay.map((row) => [String(row.day), Number(row.views)]));
      const series = Array.from({ length: days }, (_, index) => {
        const day = dayOf(new Date(clock.now().getTime() - (days - 1 - index) * 86_400_000));
        return { day, views: byDay.get(day) ?? 0 };
      });
      return {
        days,
        totalViews: series.reduce((sum, point) => sum + point.views, 0),
        series,
        topPages: topPages.map((row) => ({ path: row.path, views: Number(row.views) })),
        referrers: referrers.map((row) => ({ host: row.host, views: Number(row.views) })),
        devices: Object.fromEntries(devices.map((row) => [row.device, Number(row.views)])) as Partial<
          Record<DeviceClass, number>
        >,
      };
    },

    /** Removes page views and vitals older than the retention period. */
    async prune(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - options.retentionDays * 86_400_000);
      await db.delete(pageViews).where(lt(pageViews.day, dayOf(cutoff)));
      await db.delete(vitalsReports).where(lt(vitalsReports.createdAt, cutoff));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
