/** The daily challenge's rows: one attempt per profile, game and day, and figures worked out once. */
import type { Kysely, Selectable } from "kysely";
import type { DailyAttemptsTable, Database } from "./schema.ts";

export type AttemptRow = Selectable<DailyAttemptsTable>;

/** An attempt with what its match says: finished or not, and the result's scores. */
export interface AttemptWithMatch extends AttemptRow {
  readonly status: string;
  readonly result: string | null;
}

export class DailyStore {
  constructor(private readonly db: Kysely<Database>) {}

  async figure(key: string): Promise<string | undefined> {
    const r = await this.db
      .selectFrom("daily_figures")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirst();
    return r?.value;
  }

  /** Stores a figure unless one is stored already; answers the one that is stored. */
  async keepFigure(key: string, value: string): Promise<string> {
    await this.db
      .insertInto("daily_figures")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    return (await this.figure(key)) ?? value;
  }

  attempt(day: string, game: string, profileId: string): Promise<AttemptRow | undefined> {
    return this.db
      .selectFrom("daily_attempts")
      .selectAll()
      .where("day", "=", day)
      .where("game", "=", game)
      .where("profile_id", "=", profileId)
      .executeTakeFirst();
  }

  /** False when this profile has an attempt at this game today already (the primary key). */
  async insertAttempt(row: AttemptRow): Promise<boolean> {
    const r = await this.db
      .insertInto("daily_attempts")
      .values(row)
      .onConflict((oc) => oc.columns(["day", "game", "profile_id"]).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async finished(matchId: string, score: number, card: string, at: string): Promise<void> {
    await this.db
      .updateTable("daily_attempts")
      .set({ score, card, finished_at: at })
      .where("match_id", "=", matchId)
      .where("finished_at", "is", null)
      .execute();
  }

  attempts(day: string, game: string): Promise<AttemptWithMatch[]> {
    return this.db
      .selectFrom("daily_attempts")
      .innerJoin("matches", "matches.id", "daily_attempts.match_id")
      .selectAll("daily_attempts")
      .select(["matches.status", "matches.result"])
      .where("daily_attempts.day", "=", day)
      .where("daily_attempts.game", "=", game)
      .execute();
  }
}
