/**
 * PostgreSQL through `pg`: the same schema, migrations and queries as SQLite. The order of a
 * match's steps is still decided by the database: the version-guarded update takes the match
 * row's lock, so a second writer of the same step waits, re-reads the version and writes nothing;
 * the (match_id, step) primary key backs that up. A commit returns once the WAL is flushed
 * (synchronous_commit on, PostgreSQL's default), so an ack still follows a durable commit.
 */
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations.ts";
import type { Database } from "./schema.ts";
import { KyselyStore } from "./store.ts";

export async function openPostgresStore(url: string): Promise<KyselyStore> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle connection that the server drops must not take the process down with it.
  pool.on("error", (e) => console.error(`PostgreSQL: ${e.message}`));
  try {
    // Fail at start with the server's own words (bad address, no such database) rather than later.
    (await pool.connect()).release();
  } catch (e) {
    await pool.end();
    const err = new Error(`cannot connect to ${redact(url)}: ${(e as Error).message}`);
    err.name = "StoreUnavailable";
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrate(db as Kysely<unknown>);
  return new KyselyStore(db);
}

/** The address without its password, for messages. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "the PostgreSQL address";
  }
}
