/**
 * The embedded default: one SQLite file in WAL mode. `synchronous` decides what a commit survives:
 * FULL fsyncs the WAL on every commit (survives power loss), NORMAL fsyncs at checkpoints only
 * (survives any crash or kill -9 of the process, may lose the last commits on power loss).
 * A file's group commits run on a writer thread (sqlite-writer.ts), so the fsync no longer stops
 * the event loop; ":memory:" (one connection only) commits on the main thread.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { type Compilable, Kysely, SqliteDialect } from "kysely";
import { migrate } from "./migrations.ts";
import type { Database, SeatRow } from "./schema.ts";
import { type CompiledStatement, openWriter, type Writer } from "./sqlite-writer.ts";
import {
  type AppendArgs,
  appendQueries,
  KyselyStore,
  type MatchRow,
  rematchUpdate,
  seatsUpdate,
} from "./store.ts";

export type SyncMode = "full" | "normal";

export async function openSqliteStore(file: string, sync: SyncMode = "full"): Promise<KyselyStore> {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${sync === "full" ? "FULL" : "NORMAL"}`);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached(sqlite) }) });
  await migrate(db as Kysely<unknown>);
  if (file === ":memory:") return new KyselyStore(db);
  const store = new SqliteStore(db, openWriter(file, sync === "full" ? "FULL" : "NORMAL"));
  if (process.env.CLUBHOUSE_TEST_KILL_WRITER === "1") store.killOnSignal();
  return store;
}

/** The SQLite store whose step commits run on the writer thread. */
class SqliteStore extends KyselyStore {
  constructor(
    db: Kysely<Database>,
    private readonly writer: Writer,
  ) {
    super(db);
  }

  // Creating, joining and rematching commit on the writer too, so their fsync stalls no socket.
  override async insertMatch(row: MatchRow): Promise<void> {
    await this.writer.run([compiled(this.db.insertInto("matches").values(row))]);
  }

  override async updateSeats(
    id: string,
    expected: { version: number; seats: string },
    seats: SeatRow[],
    status: MatchRow["status"],
    waits: number,
  ): Promise<boolean> {
    const [changed] = await this.writer.run([
      compiled(seatsUpdate(this.db, id, expected, seats, status, waits)),
    ]);
    return changed === 1;
  }

  override async setRematch(id: string, rematchId: string): Promise<string> {
    await this.writer.run([compiled(rematchUpdate(this.db, id, rematchId))]);
    // Read on the main connection: WAL shows it what the writer committed.
    const row = await this.getMatch(id);
    return row?.rematch_id ?? rematchId;
  }

  protected override commitBatch(batch: readonly AppendArgs[]): Promise<boolean[]> {
    const now = new Date().toISOString();
    return this.writer.commit(
      batch.map((a) => {
        const q = appendQueries(this.db, a, now);
        const update = q.update.compile();
        const insert = q.insert.compile();
        return [update.sql, update.parameters, insert.sql, insert.parameters] as const;
      }),
    );
  }

  override async close(): Promise<void> {
    if (this.onSignal) process.off("SIGUSR2", this.onSignal);
    await this.writer.close();
    await super.close();
  }

  private onSignal: (() => void) | undefined;

  /**
   * Tests only (CLUBHOUSE_TEST_KILL_WRITER=1): each SIGUSR2 kills the writer thread, by turns
   * with an exception in it and by terminating it, so a test can prove the store recovers.
   */
  killOnSignal(): void {
    let kills = 0;
    this.onSignal = () => this.writer.kill(kills++ % 2 === 0 ? "throw" : "exit");
    process.on("SIGUSR2", this.onSignal);
  }
}

function compiled(q: Compilable): CompiledStatement {
  const c = q.compile();
  return [c.sql, c.parameters];
}

/**
 * Kysely's SQLite driver prepares every query anew; the server runs a handful of query shapes
 * thousands of times a second, so keep their prepared statements (better-sqlite3 reuses them).
 */
function cached(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let s = statements.get(sql);
      if (!s) {
        if (statements.size > 500) statements.clear();
        s = sqlite.prepare(sql);
        statements.set(sql, s);
      }
      return s;
    },
  };
}
