/**
 * The SQLite store commits steps on its writer thread: acks only after commit, lost races write
 * nothing, and what it acknowledged is in the file for any other connection to read.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/server/store/sqlite.ts";
import { matchRow } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "clubhouse-sqlite-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const step = (n: number) => ({ body: { entry: { chance: [n] } }, clientId: null });

describe("SQLite store with its writer thread", () => {
  it("group-commits many matches' steps, refuses stale versions, and another connection reads them", async () => {
    const file = join(dir, "a.db");
    const store = await openSqliteStore(file, "full");
    const ids = Array.from({ length: 20 }, (_, i) => `m${i}`);
    for (const id of ids) await store.insertMatch(matchRow(id));
    // Step 1 of every match at once: one or a few transactions on the writer thread.
    const first = await Promise.all(ids.map((id) => store.appendStep(id, 0, step(1), {})));
    expect(first).toEqual(ids.map(() => true));
    // Two writers racing for step 2 of the same match: exactly one wins.
    const race = await Promise.all([
      store.appendStep("m0", 1, step(2), {}),
      store.appendStep("m0", 1, step(3), {}),
    ]);
    expect(race.filter(Boolean)).toHaveLength(1);
    const done = await store.appendStep("m1", 1, step(9), {
      status: "finished",
      result: { scores: [9], ranking: [[0]] },
    });
    expect(done).toBe(true);
    // A second connection (as after a restart) sees every acknowledged step.
    const other = await openSqliteStore(file, "full");
    expect((await other.getSteps("m0")).map((s) => s.body)).toEqual([
      { entry: { chance: [1] } },
      race[0] ? { entry: { chance: [2] } } : { entry: { chance: [3] } },
    ]);
    expect((await other.getMatch("m1"))?.status).toBe("finished");
    expect((await other.getMatch("m1"))?.version).toBe(2);
    expect(await other.unfinishedIds()).not.toContain("m1");
    await other.close();
    await store.close();
  });

  it("an append to a match that does not exist is refused and nothing is written", async () => {
    const store = await openSqliteStore(join(dir, "b.db"), "normal");
    expect(await store.appendStep("nope", 0, step(1), {})).toBe(false);
    expect(await store.getSteps("nope")).toEqual([]);
    await store.close();
  });

  it("the in-memory database commits on the main thread and behaves the same", async () => {
    const store = await openSqliteStore(":memory:");
    await store.insertMatch(matchRow("x"));
    expect(await store.appendStep("x", 0, step(4), {})).toBe(true);
    expect(await store.appendStep("x", 0, step(5), {})).toBe(false);
    expect((await store.getSteps("x")).map((s) => s.step)).toEqual([1]);
    await store.close();
  });
});
