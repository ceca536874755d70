/** Schema migrations, run by kysely's Migrator on every start (already-applied ones are skipped). */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

const migrations: Record<string, Migration> = {
  "0001_matches_and_steps": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("matches")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("rules_version", "text", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("seats", "text", (c) => c.notNull())
        .addColumn("seed", "integer", (c) => c.notNull())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("commitment", "text", (c) => c.notNull())
        .addColumn("timer_seconds", "integer")
        .addColumn("hints", "integer", (c) => c.notNull())
        .addColumn("table_token_hash", "text")
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .addColumn("result", "text")
        .addColumn("rematch_id", "text")
        .execute();
      await db.schema
        .createIndex("matches_status_created")
        .on("matches")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .createTable("steps")
        .addColumn("match_id", "text", (c) => c.notNull().references("matches.id"))
        .addColumn("step", "integer", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("client_id", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        // One order per match: whoever writes step n first wins; the other write fails.
        .addPrimaryKeyConstraint("steps_pk", ["match_id", "step"])
        .execute();
    },
  },
  "0002_profiles": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("profiles")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull().unique())
        .addColumn("key_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("profile_keys")
        .addColumn("key_hash", "text", (c) => c.primaryKey())
        .addColumn("profile_id", "text", (c) => c.notNull().references("profiles.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("profile_links")
        .addColumn("code_hash", "text", (c) => c.primaryKey())
        .addColumn("profile_id", "text", (c) => c.notNull().references("profiles.id"))
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
    },
  },
  "0003_leases": {
    async up(db: Kysely<unknown>) {
      // 1 while the server itself has the next move (a roll, a bot, a running turn timer).
      await db.schema
        .alterTable("matches")
        .addColumn("waits", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      // Matches from before: the lease sweeper looks at each once (the driver knows the rest).
      await sql`update matches set waits = 1 where status = 'playing'`.execute(db);
      // Who does a match's server moves now, until when (ms since epoch); see store/leases.ts.
      await db.schema
        .createTable("leases")
        .addColumn("match_id", "text", (c) => c.primaryKey().references("matches.id"))
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  "0004_daily": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("matches").addColumn("dice_stream", "text").execute();
      await db.schema.alterTable("matches").addColumn("reveal_at", "text").execute();
      await db.schema
        .createTable("daily_attempts")
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("profile_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("match_id", "text", (c) => c.notNull().references("matches.id"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("score", "integer")
        .addColumn("card", "text")
        .addColumn("finished_at", "text")
        // One attempt per profile, game and day: a second insert writes nothing.
        .addPrimaryKeyConstraint("daily_attempts_pk", ["day", "game", "profile_id"])
        .execute();
      await db.schema
        .createIndex("daily_attempts_match")
        .on("daily_attempts")
        .column("match_id")
        .execute();
      await db.schema
        .createTable("daily_figures")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0005_tournaments": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tournaments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("mode", "text", (c) => c.notNull())
        .addColumn("course", "text", (c) => c.notNull())
        .addColumn("rounds", "text", (c) => c.notNull())
        .addColumn("entry", "text", (c) => c.notNull())
        .addColumn("invite_hash", "text")
        .addColumn("organiser_id", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("tournament_entrants")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id"))
        .addColumn("profile_id", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("bot_level", "text")
        .addColumn("entered_at", "text", (c) => c.notNull())
        .execute();
      // A person enters a tournament once (bots, with no profile, as often as the organiser likes).
      await db.schema
        .createIndex("tournament_entrants_profile")
        .on("tournament_entrants")
        .columns(["tournament_id", "profile_id"])
        .unique()
        .execute();
      await db.schema
        .createTable("tournament_rounds")
        .addColumn("tournament_id", "text", (c) => c.notNull())
        .addColumn("entrant_id", "text", (c) => c.notNull().references("tournament_entrants.id"))
        .addColumn("round", "integer", (c) => c.notNull())
        .addColumn("match_id", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("started_at", "text")
        .addColumn("finished_at", "text")
        .addColumn("strokes", "integer")
        .addColumn("holes", "integer")
        .addColumn("to_par", "integer")
        // A round is played once: a second start loses here even in a race.
        .addPrimaryKeyConstraint("tournament_rounds_pk", ["entrant_id", "round"])
        .execute();
      await db.schema
        .createIndex("tournament_rounds_tournament")
        .on("tournament_rounds")
        .columns(["tournament_id", "status"])
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "?";
    throw new Error(`database migration ${failed} failed: ${(error as Error).message}`);
  }
}
