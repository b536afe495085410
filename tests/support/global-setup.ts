import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once. PGlite: a migrated data directory is dumped and every test file loads a copy (~0.7 s
 * instead of ~3 s). PostgreSQL (DATABASE_URL): a migrated template database that each file clones.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `entwine_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await database.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteDumpPath", "");
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => undefined);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "entwine-test-"));
  const dumpPath = path.join(dir, "migrated.tar.gz");
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDumpPath", dumpPath);
  project.provide("postgresTemplate", "");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
