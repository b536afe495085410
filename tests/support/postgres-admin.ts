import pg from "pg";

/**
 * Runs one statement on the PostgreSQL server at `connectionString` on a connection of its own, closed afterwards
 * (for `create database` and `drop database`, which cannot run inside another database's pool).
 */
export async function runOnce(connectionString: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
