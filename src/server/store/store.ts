/**
 * The queries the server needs, behind one small interface. Written in kysely's portable subset
 * so a PostgreSQL dialect can run them unchanged (scale-out); SQLite is the default.
 */
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, MatchesTable, MatchResultRow, SeatRow, StepBody } from "./schema.ts";

export type MatchRow = Selectable<MatchesTable>;

export interface StepRow {
  readonly step: number;
  readonly body: StepBody;
  readonly clientId: string | null;
}

/** What a committed step may change on the match row at the same time. */
export interface StepEffects {
  readonly status?: "playing" | "finished";
  readonly result?: MatchResultRow;
  /** Whether the server has the next move after this step (matches.waits). */
  readonly waits?: number;
}

/** What changed on a match row, for a process catching up (see Room.refresh). */
export type MatchHead = Pick<MatchRow, "id" | "version" | "status" | "seats" | "rematch_id">;

export interface MatchStore {
  insertMatch(row: MatchRow): Promise<void>;
  /**
   * Seats change only before play starts (join, leave); guarded by the version and the seats as
   * they were read (`expected`, the stored JSON), so a join on another process is never overwritten.
   */
  updateSeats(
    id: string,
    expected: { version: number; seats: string },
    seats: SeatRow[],
    status: MatchRow["status"],
    waits: number,
  ): Promise<boolean>;
  /**
   * Appends step `version + 1` if the match is still at `version`, in one transaction with the
   * match row's version. Returns false when another write got there first (nothing changed).
   */
  appendStep(
    id: string,
    version: number,
    step: Omit<StepRow, "step">,
    fx: StepEffects,
  ): Promise<boolean>;
  getMatch(id: string): Promise<MatchRow | undefined>;
  /** The steps after `version`, in order (all of them from 0). */
  getSteps(id: string, after?: number): Promise<StepRow[]>;
  /** Version, status, seats and rematch of these matches (a cheap check for missed events). */
  heads(ids: readonly string[]): Promise<MatchHead[]>;
  unfinishedIds(): Promise<string[]>;
  listByStatus(status: MatchRow["status"], limit: number): Promise<MatchRow[]>;
  /** Sets the rematch once; returns the id that is set (the earlier one if there was one). */
  setRematch(id: string, rematchId: string): Promise<string>;
  close(): Promise<void>;
}

/** One step to append: step `version + 1` of match `id`, guarded by the match's version. */
export interface AppendArgs {
  readonly id: string;
  readonly version: number;
  readonly step: Omit<StepRow, "step">;
  readonly fx: StepEffects;
}

interface Append extends AppendArgs {
  resolve(ok: boolean): void;
  reject(e: Error): void;
}

/**
 * The two statements of one append: the version-guarded update of the match row, then the step's
 * insert, which is written only when the update changed exactly one row (a lost race writes
 * nothing).
 */
export function appendQueries(
  db: Kysely<Database> | Transaction<Database>,
  a: AppendArgs,
  now: string,
) {
  const update = db
    .updateTable("matches")
    .set({
      version: a.version + 1,
      ...(a.fx.status ? { status: a.fx.status } : {}),
      ...(a.fx.status === "finished" ? { finished_at: now } : {}),
      ...(a.fx.result ? { result: JSON.stringify(a.fx.result) } : {}),
      ...(a.fx.waits !== undefined ? { waits: a.fx.waits } : {}),
    })
    .where("id", "=", a.id)
    .where("version", "=", a.version);
  const insert = db.insertInto("steps").values({
    match_id: a.id,
    step: a.version + 1,
    body: JSON.stringify(a.step.body),
    client_id: a.step.clientId,
    created_at: now,
  });
  return { update, insert };
}

/** The guarded seats update of MatchStore.updateSeats. */
export function seatsUpdate(
  db: Kysely<Database>,
  id: string,
  expected: { version: number; seats: string },
  seats: SeatRow[],
  status: MatchRow["status"],
  waits: number,
) {
  return db
    .updateTable("matches")
    .set({ seats: JSON.stringify(seats), status, waits })
    .where("id", "=", id)
    .where("version", "=", expected.version)
    .where("seats", "=", expected.seats);
}

/** Sets a match's rematch only if it has none yet. */
export function rematchUpdate(db: Kysely<Database>, id: string, rematchId: string) {
  return db
    .updateTable("matches")
    .set({ rematch_id: rematchId })
    .where("id", "=", id)
    .where("rematch_id", "is", null);
}

async function appendIn(tx: Transaction<Database>, a: AppendArgs, now: string): Promise<boolean> {
  const q = appendQueries(tx, a, now);
  const r = await q.update.executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await q.insert.execute();
  return true;
}

export class KyselyStore implements MatchStore {
  /** The database itself, for the other stores that share it (profiles, tournaments). */
  constructor(readonly db: Kysely<Database>) {}

  async insertMatch(row: MatchRow): Promise<void> {
    await this.db.insertInto("matches").values(row).execute();
  }

  async updateSeats(
    id: string,
    expected: { version: number; seats: string },
    seats: SeatRow[],
    status: MatchRow["status"],
    waits: number,
  ) {
    const r = await seatsUpdate(this.db, id, expected, seats, status, waits).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Group commit: appends that arrive while a transaction is being written wait and go into the
   * next one together, so one fsync covers many matches' steps. Each caller still hears back only
   * after the transaction holding its step has committed.
   */
  appendStep(id: string, version: number, step: Omit<StepRow, "step">, fx: StepEffects) {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ id, version, step, fx, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private queue: Append[] = [];
  private flushing = false;

  private async flush(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue;
      this.queue = [];
      try {
        const done = await this.commitBatch(batch);
        for (let i = 0; i < batch.length; i++) batch[i].resolve(done[i]);
      } catch (e) {
        for (const a of batch) a.reject(e as Error);
      }
    }
    this.flushing = false;
  }

  /**
   * One group commit in one transaction; resolves with each append's outcome once it has
   * committed. The SQLite store overrides it to commit on a writer thread (sqlite.ts).
   */
  protected commitBatch(batch: readonly AppendArgs[]): Promise<boolean[]> {
    const now = new Date().toISOString();
    return this.db.transaction().execute(async (tx) => {
      const out: boolean[] = [];
      for (const a of batch) out.push(await appendIn(tx, a, now));
      return out;
    });
  }

  getMatch(id: string): Promise<MatchRow | undefined> {
    return this.db.selectFrom("matches").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async getSteps(id: string, after = 0): Promise<StepRow[]> {
    const rows = await this.db
      .selectFrom("steps")
      .select(["step", "body", "client_id"])
      .where("match_id", "=", id)
      .where("step", ">", after)
      .orderBy("step")
      .execute();
    return rows.map((r) => ({
      step: r.step,
      body: JSON.parse(r.body) as StepBody,
      clientId: r.client_id,
    }));
  }

  async heads(ids: readonly string[]): Promise<MatchHead[]> {
    if (!ids.length) return [];
    return this.db
      .selectFrom("matches")
      .select(["id", "version", "status", "seats", "rematch_id"])
      .where("id", "in", ids)
      .execute();
  }

  async unfinishedIds(): Promise<string[]> {
    const rows = await this.db
      .selectFrom("matches")
      .select("id")
      .where("status", "!=", "finished")
      .execute();
    return rows.map((r) => r.id);
  }

  listByStatus(status: MatchRow["status"], limit: number): Promise<MatchRow[]> {
    return (
      this.db
        .selectFrom("matches")
        .selectAll()
        .where("status", "=", status)
        // Daily attempts stay out of the lobby: watching one would show the day's dice.
        .where("dice_stream", "is", null)
        .orderBy(status === "finished" ? "finished_at" : "created_at", "desc")
        .limit(limit)
        .execute()
    );
  }

  async setRematch(id: string, rematchId: string): Promise<string> {
    await rematchUpdate(this.db, id, rematchId).execute();
    const row = await this.getMatch(id);
    return row?.rematch_id ?? rematchId;
  }

  close(): Promise<void> {
    return this.db.destroy();
  }
}
