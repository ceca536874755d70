/** A fresh PostgreSQL database for one test file, created here and dropped afterwards. */
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface TestDatabase {
  readonly url: string;
  /** A small pool on it, for reading the log straight from the database. */
  readonly sql: pg.Pool;
  drop(): Promise<void>;
}

export async function freshDatabase(): Promise<TestDatabase> {
  const base = process.env.CLUBHOUSE_TEST_PG ?? "postgres://postgres@127.0.0.1:5432";
  const name = `clubhouse_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = `${base}/${name}`;
  const sql = new pg.Pool({ connectionString: url, max: 2 });
  // The drop below ends any connection still closing; that is not a failure of the test.
  sql.on("error", () => undefined);
  return {
    url,
    sql,
    drop: async () => {
      await sql.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The committed log of a match, straight from the database. */
export async function storedLog(sql: pg.Pool, id: string) {
  const m = await sql.query<{ status: string; version: number; result: string | null }>(
    "select status, version, result from matches where id = $1",
    [id],
  );
  const s = await sql.query<{ step: number; client_id: string | null }>(
    "select step, client_id from steps where match_id = $1 order by step",
    [id],
  );
  return { ...m.rows[0], steps: s.rows };
}

export const gapless = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
