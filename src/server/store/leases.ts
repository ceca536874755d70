/**
 * Leases: with many server processes on one database, the one process that does a match's server
 * moves (rolls, bots, turn timers) is the holder of its lease, a row with an owner and an expiry.
 * A lease is taken only when it is free or expired (an upsert guarded by the expiry), renewed by
 * its holder while it lives, and released when the match is over. A holder
 * that dies stops renewing, and another process takes the match up once the lease expires. Two
 * holders at once (a paused process waking late) still cannot write a step twice: the step key
 * decides.
 */
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

export class LeaseStore {
  constructor(
    private readonly db: Kysely<Database>,
    readonly owner: string,
    readonly ttlMs: number,
  ) {}

  /** Takes (or keeps) the lease of a match; false when another live process holds it. */
  async take(matchId: string): Promise<boolean> {
    const now = Date.now();
    const r = await this.db
      .insertInto("leases")
      .values({ match_id: matchId, owner: this.owner, expires_at: now + this.ttlMs })
      .onConflict((oc) =>
        oc
          .column("match_id")
          .doUpdateSet({ owner: this.owner, expires_at: now + this.ttlMs })
          .where((eb) =>
            eb.or([eb("leases.owner", "=", this.owner), eb("leases.expires_at", "<", now)]),
          ),
      )
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Extends every lease this process holds; returns the matches it still holds. */
  async renew(): Promise<string[]> {
    const rows = await this.db
      .updateTable("leases")
      .set({ expires_at: Date.now() + this.ttlMs })
      .where("owner", "=", this.owner)
      .returning("match_id")
      .execute();
    return rows.map((r) => r.match_id);
  }

  async release(matchId: string): Promise<void> {
    await this.db
      .deleteFrom("leases")
      .where("match_id", "=", matchId)
      .where("owner", "=", this.owner)
      .execute();
  }

  async releaseAll(): Promise<void> {
    await this.db.deleteFrom("leases").where("owner", "=", this.owner).execute();
  }

  /** Matches in play that wait on the server with nobody holding a live lease on them. */
  async orphans(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom("matches")
      .leftJoin("leases", "leases.match_id", "matches.id")
      .select("matches.id")
      .where("matches.status", "=", "playing")
      .where("matches.waits", "=", 1)
      .where((eb) =>
        eb.or([eb("leases.match_id", "is", null), eb("leases.expires_at", "<", Date.now())]),
      )
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
