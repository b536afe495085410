import { asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { BULK_FIELDS, type PageSeoInput, pageSeoInput, seoExportSchema } from "@domain/seo/records";
import { sitePages, type SitePage } from "@domain/seo/site-pages";
import type { Database } from "../../db/client";
import { pageSeo } from "../../db/schema";
import type { Clock } from "../../base/clock";

export {
  BULK_FIELDS,
  OG_TYPES,
  pageSeoInput,
  SCHEMA_TYPES,
  SEO_CATEGORIES,
  SEO_REQUIRED_MESSAGE,
  seoExportSchema as exportSchema,
} from "@domain/seo/records";
export type { PageSeoInput } from "@domain/seo/records";

export type PageSeoRecord = typeof pageSeo.$inferSelect;

function defaultsFor(page: SitePage) {
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    keywords: page.keywords.join(", "),
    canonical: page.path,
    ogType: page.schemaType === "Article" ? "article" : page.schemaType === "Game" ? "game" : "website",
    schemaType: page.schemaType,
    category: page.category,
    ogTitle: null,
    ogDescription: null,
    ogImage: null,
    customized: false,
  };
}

/** What an export carries of a record: its path and the fields the admin edits (the import schema's), no more. */
const EXPORT_FIELDS = ["path", ...(Object.keys(pageSeoInput.shape) as (keyof PageSeoInput)[])] as const;
type ExportedPage = Pick<PageSeoRecord, (typeof EXPORT_FIELDS)[number]>;

function exportedFields(row: PageSeoRecord): ExportedPage {
  return Object.fromEntries(EXPORT_FIELDS.map((field) => [field, row[field]])) as ExportedPage;
}

const CHANNEL = "seo_records_changed";

/**
 * Page SEO records. Pages read them on every render through an in-memory map that each instance reloads
 * when any instance changes a record (LISTEN/NOTIFY).
 */
export function createSeoRecordsService(database: Database, clock: Clock) {
  const db = database.db;
  let cache: Map<string, PageSeoRecord> | null = null;

  async function load(): Promise<Map<string, PageSeoRecord>> {
    if (!cache) {
      const rows = await db.select().from(pageSeo).orderBy(asc(pageSeo.id));
      cache = new Map(rows.map((row) => [row.path, row]));
    }
    return cache;
  }

  async function changed() {
    cache = null;
    await database.notify(CHANNEL, String(clock.now().getTime()));
  }

  return {
    async startup() {
      // Every registered public page has a record; existing (possibly edited) ones are left alone.
      await db
        .insert(pageSeo)
        .values(sitePages.map((page) => ({ ...defaultsFor(page), lastUpdated: clock.now() })))
        .onConflictDoNothing({ target: pageSeo.path });
      const forget = () => {
        cache = null;
      };
      // Back after a lost listening connection, a change made meanwhile may have gone unheard: read them again.
      await database.listen(CHANNEL, forget, forget);
    },

    async forPath(path: string): Promise<PageSeoRecord | undefined> {
      return (await load()).get(path);
    },

    async list(filter: { q?: string; category?: string } = {}): Promise<PageSeoRecord[]> {
      const rows = [...(await load()).values()];
      const q = filter.q?.trim().toLowerCase();
      return rows.filter(
        (row) =>
          (!filter.category || filter.category === "all" || row.category === filter.category) &&
          (!q || [row.path, row.title, row.description, row.keywords].some((value) => value.toLowerCase().includes(q))),
      );
    },

    async update(id: number, input: PageSeoInput): Promise<PageSeoRecord | null> {
      const [row] = await db
        .update(pageSeo)
        .set({ ...input, customized: true, lastUpdated: clock.now() })
        .where(eq(pageSeo.id, id))
        .returning();
      await changed();
      return row ?? null;
    },

    async bulkUpdate(ids: number[], field: (typeof BULK_FIELDS)[number], value: string): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(pageSeo)
        .set({ [field]: value, customized: true, lastUpdated: clock.now() })
        .where(inArray(pageSeo.id, ids))
        .returning({ id: pageSeo.id });
      await changed();
      return rows.length;
    },

    /** Every record back to the site's own head data. */
    async resetAll(): Promise<number> {
      await db.transaction(async (tx) => {
        await tx.delete(pageSeo);
        await tx.insert(pageSeo).values(sitePages.map((page) => ({ ...defaultsFor(page), lastUpdated: clock.now() })));
      });
      await changed();
      return sitePages.length;
    },

    async exportAll() {
      const rows = [...(await load()).values()];
      return {
        version: 1 as const,
        exportedAt: clock.now().toISOString(),
        pages: rows.map(exportedFields),
      };
    },

    /** Applies an export: records for known paths are replaced, in one transaction. */
    async importAll(data: z.infer<typeof seoExportSchema>): Promise<number> {
      let count = 0;
      await db.transaction(async (tx) => {
        for (const page of data.pages) {
          const rows = await tx
            .update(pageSeo)
            .set({ ...page, customized: true, lastUpdated: clock.now() })
            .where(eq(pageSeo.path, page.path))
            .returning({ id: pageSeo.id });
          count += rows.length;
        }
      });
      await changed();
      return count;
    },

    async count(): Promise<number> {
      const [row] = (await db.select({ count: sql<number>`count(*)::int` }).from(pageSeo)) as [{ count: number }];
      return row.count;
    },
  };
}

export type SeoRecordsService = ReturnType<typeof createSeoRecordsService>;
