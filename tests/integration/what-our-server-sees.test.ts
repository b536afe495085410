import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { whatOurServerSees } from "../../content/pages/what-our-server-sees";
import * as schema from "../../server/db/schema";
import { expectServed, pagesAppForFile } from "./support/pages-app";

// The page says, feature by feature, which tables and columns each one writes. Held against the schema here, it
// cannot drift: a new table or column fails until the page says which feature writes it and what it holds.

/** Every table of the schema with its columns, by the database's names. */
const schemaTables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((column) => column.name).sort()] as const;
    }),
);

describe("what our server sees, held against the database schema", () => {
  it("describes every table of the schema in exactly one feature", () => {
    expect(schemaTables.size).toBeGreaterThan(20);
    const described = whatOurServerSees.features.flatMap((feature) =>
      Object.keys(feature.tables).map((table) => `${table} (${feature.id})`),
    );
    const byTable = new Map<string, string[]>();
    for (const entry of described) {
      const table = entry.split(" ")[0]!;
      byTable.set(table, [...(byTable.get(table) ?? []), entry]);
    }
    expect([...byTable.values()].filter((entries) => entries.length > 1)).toEqual([]);
    expect([...schemaTables.keys()].filter((table) => !byTable.has(table)).sort()).toEqual([]);
    expect([...byTable.keys()].filter((table) => !schemaTables.has(table)).sort()).toEqual([]);
  });

  it("lists every column of each table, and only columns that exist", () => {
    for (const feature of whatOurServerSees.features) {
      for (const [table, columns] of Object.entries(feature.tables)) {
        const actual = schemaTables.get(table) ?? [];
        expect({ table, missing: actual.filter((column) => !columns.includes(column)) }).toEqual({
          table,
          missing: [],
        });
        expect({ table, unknown: columns.filter((column) => !actual.includes(column)) }).toEqual({
          table,
          unknown: [],
        });
        expect(new Set(columns).size, `${table} lists a column twice`).toBe(columns.length);
      }
    }
  });

  it("says, for every feature, what travels, what is kept, for how long and what the server cannot learn", () => {
    const ids = whatOurServerSees.features.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const feature of whatOurServerSees.features) {
      expect(feature.travels.length, feature.id).toBeGreaterThan(0);
      expect(feature.kept.length, feature.id).toBeGreaterThan(0);
      expect(feature.cannotLearn.length, feature.id).toBeGreaterThan(0);
      expect(feature.howLong.length, feature.id).toBeGreaterThan(0);
    }
  });
});

describe("the page", () => {
  const app = pagesAppForFile();

  it("is served with every feature, its words and its tables, and is in the sitemap", async () => {
    const response = await expectServed(app, whatOurServerSees.path, {
      texts: ["What Our Server Sees", "What travels to our server", "What it cannot learn", "space_blobs"],
    });
    for (const feature of whatOurServerSees.features) {
      expect(response.text).toContain(`id="${feature.id}"`);
      expect(response.text).toContain(feature.name.replaceAll("&", "&amp;"));
    }
    await expectServed(app, "/sitemap.xml", { texts: [`${whatOurServerSees.path}</loc>`] });
  });

  it("is linked from every page's footer", async () => {
    await expectServed(app, "/faq", { texts: [`href="${whatOurServerSees.path}"`] });
  });
});
