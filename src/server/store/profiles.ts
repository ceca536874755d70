/** Profiles, their device keys and one-time link codes, in the same database as the matches. */
import type { Kysely, Selectable } from "kysely";
import type { Database, ProfileLinksTable, ProfilesTable } from "./schema.ts";

export type ProfileRow = Selectable<ProfilesTable>;
export type LinkRow = Selectable<ProfileLinksTable>;

export class ProfileStore {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: ProfileRow): Promise<void> {
    await this.db.insertInto("profiles").values(row).execute();
  }

  byId(id: string): Promise<ProfileRow | undefined> {
    return this.db.selectFrom("profiles").selectAll().where("id", "=", id).executeTakeFirst();
  }

  byNameKey(nameKey: string): Promise<ProfileRow | undefined> {
    return this.db
      .selectFrom("profiles")
      .selectAll()
      .where("name_key", "=", nameKey)
      .executeTakeFirst();
  }

  /** The profile a key belongs to: the device that made it, or one that claimed a code. */
  async byKeyHash(keyHash: string): Promise<ProfileRow | undefined> {
    const first = await this.db
      .selectFrom("profiles")
      .selectAll()
      .where("key_hash", "=", keyHash)
      .executeTakeFirst();
    if (first) return first;
    const other = await this.db
      .selectFrom("profile_keys")
      .select("profile_id")
      .where("key_hash", "=", keyHash)
      .executeTakeFirst();
    return other ? this.byId(other.profile_id) : undefined;
  }

  /** False when another profile took the name key meanwhile (the unique index decides). */
  async rename(id: string, name: string, nameKey: string): Promise<boolean> {
    try {
      await this.db
        .updateTable("profiles")
        .set({ name, name_key: nameKey })
        .where("id", "=", id)
        .execute();
      return true;
    } catch (e) {
      if (await this.nameKeyTakenBy(nameKey, id)) return false;
      throw e;
    }
  }

  async nameKeyTakenBy(nameKey: string, notId: string): Promise<boolean> {
    const row = await this.byNameKey(nameKey);
    return row !== undefined && row.id !== notId;
  }

  async insertLink(row: LinkRow, now: string): Promise<void> {
    // Codes that expired a day ago tell nobody anything: drop them.
    const dayAgo = new Date(Date.parse(now) - 86_400_000).toISOString();
    await this.db.deleteFrom("profile_links").where("expires_at", "<", dayAgo).execute();
    await this.db.insertInto("profile_links").values(row).execute();
  }

  link(codeHash: string): Promise<LinkRow | undefined> {
    return this.db
      .selectFrom("profile_links")
      .selectAll()
      .where("code_hash", "=", codeHash)
      .executeTakeFirst();
  }

  /**
   * Uses the code once and adds the new device's key, in one transaction; false when the code
   * was used or expired meanwhile (nothing changed).
   */
  claim(codeHash: string, now: string, keyHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const link = await tx
        .selectFrom("profile_links")
        .select("profile_id")
        .where("code_hash", "=", codeHash)
        .executeTakeFirst();
      if (!link) return false;
      const r = await tx
        .updateTable("profile_links")
        .set({ used_at: now })
        .where("code_hash", "=", codeHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await tx
        .insertInto("profile_keys")
        .values({ key_hash: keyHash, profile_id: link.profile_id, created_at: now })
        .execute();
      return true;
    });
  }
}
