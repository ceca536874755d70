/** Tournaments, their entrants and each entrant's rounds, in the same database as the matches. */
import type { Kysely, Selectable } from "kysely";
import type {
  Database,
  TournamentEntrantsTable,
  TournamentRoundsTable,
  TournamentsTable,
} from "./schema.ts";

export type TournamentRow = Selectable<TournamentsTable>;
export type EntrantRow = Selectable<TournamentEntrantsTable>;
export type RoundRow = Selectable<TournamentRoundsTable>;

export class TournamentStore {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: TournamentRow, bots: readonly EntrantRow[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto("tournaments").values(row).execute();
      if (bots.length)
        await tx
          .insertInto("tournament_entrants")
          .values([...bots])
          .execute();
    });
  }

  get(id: string): Promise<TournamentRow | undefined> {
    return this.db.selectFrom("tournaments").selectAll().where("id", "=", id).executeTakeFirst();
  }

  list(limit: number): Promise<TournamentRow[]> {
    return this.db
      .selectFrom("tournaments")
      .selectAll()
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute();
  }

  entrants(tournamentId: string): Promise<EntrantRow[]> {
    return this.db
      .selectFrom("tournament_entrants")
      .selectAll()
      .where("tournament_id", "=", tournamentId)
      .orderBy("entered_at")
      .orderBy("id")
      .execute();
  }

  async entrantCounts(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom("tournament_entrants")
      .select(["tournament_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("tournament_id")
      .execute();
    return new Map(rows.map((r) => [r.tournament_id, Number(r.n)]));
  }

  /** False when the profile had entered already (the unique index decides). */
  async enter(row: EntrantRow): Promise<boolean> {
    try {
      await this.db.insertInto("tournament_entrants").values(row).execute();
      return true;
    } catch (e) {
      if (row.profile_id && (await this.entrantOf(row.tournament_id, row.profile_id))) return false;
      throw e;
    }
  }

  entrantOf(tournamentId: string, profileId: string): Promise<EntrantRow | undefined> {
    return this.db
      .selectFrom("tournament_entrants")
      .selectAll()
      .where("tournament_id", "=", tournamentId)
      .where("profile_id", "=", profileId)
      .executeTakeFirst();
  }

  rounds(tournamentId: string): Promise<RoundRow[]> {
    return this.db
      .selectFrom("tournament_rounds")
      .selectAll()
      .where("tournament_id", "=", tournamentId)
      .execute();
  }

  playing(): Promise<RoundRow[]> {
    return this.db
      .selectFrom("tournament_rounds")
      .selectAll()
      .where("status", "=", "playing")
      .execute();
  }

  /** False when this entrant's round has a row already (started, or marked NS). */
  async addRound(row: RoundRow): Promise<boolean> {
    try {
      await this.db.insertInto("tournament_rounds").values(row).execute();
      return true;
    } catch (e) {
      const have = await this.db
        .selectFrom("tournament_rounds")
        .select("round")
        .where("entrant_id", "=", row.entrant_id)
        .where("round", "=", row.round)
        .executeTakeFirst();
      if (have) return false;
      throw e;
    }
  }

  /** Settles a round still in play (finished or DQ); false if it was settled already. */
  async settle(
    entrantId: string,
    round: number,
    fx: Pick<RoundRow, "status" | "finished_at" | "strokes" | "holes" | "to_par">,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable("tournament_rounds")
      .set(fx)
      .where("entrant_id", "=", entrantId)
      .where("round", "=", round)
      .where("status", "=", "playing")
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
