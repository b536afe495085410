import crypto from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";

/** A fresh, migrated database for one test file: a PGlite clone, or a PostgreSQL database from the template. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = inject("postgresTemplate");
    const name = `entwine_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      url: url.toString(),
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: databaseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
        await dropper.end();
      },
    };
  }
  const dump = fs.readFileSync(inject("pgliteDumpPath"));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite: client });
}
