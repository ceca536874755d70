/**
 * The SQLite writer thread dies (an exception in it, or it exits) and is started again: only the
 * batches it held fail, those that arrive meanwhile wait for the new thread, one line is logged
 * per outage, and a real server keeps every match going with every acknowledged move in its log.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/server/store/sqlite.ts";
import { type CompiledAppend, openWriter } from "../../src/server/store/sqlite-writer.ts";
import { appendQueries, type KyselyStore } from "../../src/server/store/store.ts";
import { api, matchRow, type ServerProcess, startServer, tempDb } from "./helpers.ts";
import { createPlayers, seededPick } from "./player.ts";

const dir = mkdtempSync(join(tmpdir(), "clubhouse-writer-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Step version + 1 of match `id`, compiled for the writer. */
function append(store: KyselyStore, id: string, version: number): CompiledAppend {
  const q = appendQueries(
    store.db,
    { id, version, step: { body: { entry: { chance: [version + 1] } }, clientId: null }, fx: {} },
    new Date().toISOString(),
  );
  const u = q.update.compile();
  const i = q.insert.compile();
  return [u.sql, u.parameters, i.sql, i.parameters];
}

const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (e: Error) => ({ error: e.message }),
  );

/** Sends again while the answer is that the thread stopped. */
async function retry<T>(send: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await send();
    } catch (e) {
      if (i > 20 || !/writer thread stopped/.test((e as Error).message)) throw e;
    }
  }
}

describe("SQLite writer thread restarts", () => {
  it("fails only the batches the dead thread held; later ones wait for the new thread", async () => {
    const file = join(dir, "a.db");
    const store = await openSqliteStore(file, "full");
    await store.insertMatch(matchRow("m"));
    const lines: string[] = [];
    const w = openWriter(file, "FULL", { log: (l) => lines.push(l), backoffMs: 20 });
    // The crash is queued behind the first batch: that one commits, the one after it fails.
    const first = w.commit([append(store, "m", 0)]);
    w.kill("throw");
    const second = settle(w.commit([append(store, "m", 1)]));
    expect(await first).toEqual([true]);
    expect(await second).toEqual({ error: expect.stringMatching(/writer thread stopped/) });
    // Sent while no thread runs: it waits for the restart, then commits.
    expect(await w.commit([append(store, "m", 1)])).toEqual([true]);
    expect(lines).toEqual([
      expect.stringMatching(/^clubhouse: SQLite writer thread stopped \(.*crashed on purpose/),
      "clubhouse: SQLite writer thread is back",
    ]);
    // Killed again, and again right after its restart, before any commit: still one outage.
    lines.length = 0;
    w.kill("exit");
    await sleep(70);
    w.kill("exit");
    // Sent before that thread's exit is seen, it fails with it, so send it again as a client does.
    expect(await retry(() => w.commit([append(store, "m", 2)]))).toEqual([expect.any(Boolean)]);
    expect(lines).toEqual([
      expect.stringMatching(/writer thread stopped \(exit code \d+\)/),
      "clubhouse: SQLite writer thread is back",
    ]);
    // A batch the thread was terminated under is either committed or not at all: resent with
    // the same version, it is then refused (it was in) or committed (it was not), never twice.
    let version = 3;
    for (let i = 0; i < 10; i++) {
      const sent = settle(w.commit([append(store, "m", version)]));
      if (i % 2) w.kill("exit");
      else w.kill("throw");
      const r = await sent;
      if ("value" in r) expect(r.value).toEqual([true]);
      else expect(await w.commit([append(store, "m", version)])).toEqual([expect.any(Boolean)]);
      version++;
    }
    await w.close();
    const steps = await store.getSteps("m");
    expect(steps.map((s) => s.step)).toEqual(Array.from({ length: steps.length }, (_, i) => i + 1));
    expect(steps.length).toBe(13);
    expect((await store.getMatch("m"))?.version).toBe(13);
    await store.close();
  });

  it("creating, joining and rematching commit on the writer thread too", async () => {
    const file = join(dir, "b.db");
    const store = await openSqliteStore(file, "full");
    await store.insertMatch(matchRow("x", { status: "open" }));
    const row = await store.getMatch("x");
    expect(row?.status).toBe("open");
    const seats = [{ kind: "human" as const, name: "Ann" }];
    const expected = { version: 0, seats: row!.seats };
    expect(await store.updateSeats("x", expected, seats, "playing", 0)).toBe(true);
    // The seats changed, so the same guard no longer matches: nothing is written.
    expect(await store.updateSeats("x", expected, [], "open", 0)).toBe(false);
    expect(await store.setRematch("x", "y")).toBe("y");
    expect(await store.setRematch("x", "z")).toBe("y");
    await store.close();
    const d = new SQLite(file, { readonly: true });
    expect(d.prepare("select status, seats, rematch_id from matches where id = 'x'").get()).toEqual(
      { status: "playing", seats: JSON.stringify(seats), rematch_id: "y" },
    );
    d.close();
  });

  it("a real server whose writer thread is killed under load plays on and loses no ack", async () => {
    const db = tempDb();
    const server: ServerProcess = await startServer(db, ["--rate", "1000"], {
      CLUBHOUSE_TEST_KILL_WRITER: "1",
    });
    let err = "";
    server.proc.stderr?.on("data", (d) => {
      err += d;
    });
    const pick = seededPick(777);
    const specs = [
      { game: "golo", options: { holes: 18 }, seats: ["Ann", "Bob"] },
      { game: "golo", options: { holes: 18 }, seats: ["Cy", "bot:greedy"] },
      { game: "straight-golf", options: { rounds: 9 }, seats: ["Di", "Ed"] },
      { game: "rolling-pins", options: {}, seats: ["Gus", "bot:greedy"] },
      { game: "golo", options: { holes: 18, mode: "match" }, seats: ["bot:greedy", "bot:random"] },
    ];
    const players = await createPlayers(server.url, specs, () => server.url, pick);
    const running = Promise.all(players.filter((p) => p.tokens.length).map((p) => p.run()));
    const KILLS = 6;
    for (let k = 0; k < KILLS; k++) {
      await sleep(200 + Math.random() * 300);
      server.proc.kill("SIGUSR2");
    }
    // After the outages a new match is still created (on the writer) and played. (A create that
    // was queued on the dying thread fails like any batch it held, so first let it restart.)
    await sleep(300);
    const late = await api<{ id: string }>(server.url, "POST", "/api/matches", {
      game: "golo",
      options: { holes: 9 },
      seats: [
        { kind: "bot", level: "greedy" },
        { kind: "bot", level: "random" },
      ],
    });
    expect(late.status).toBe(201);
    await running;
    const ids = [...players.map((p) => p.id), late.body.id];
    for (const id of ids) {
      for (let i = 0; i < 200; i++) {
        const s = await api<{ status: string }>(server.url, "GET", `/api/matches/${id}`);
        if (s.body.status === "finished") break;
        await sleep(50);
      }
    }
    expect(await server.stop()).toBe(0);
    const d = new SQLite(db, { readonly: true });
    for (const id of ids) {
      const row = d.prepare("select status, version from matches where id = ?").get(id) as {
        status: string;
        version: number;
      };
      expect(row.status).toBe("finished");
      const steps = d
        .prepare("select step from steps where match_id = ? order by step")
        .all(id) as { step: number }[];
      expect(steps.map((s) => s.step)).toEqual(
        Array.from({ length: row.version }, (_, i) => i + 1),
      );
    }
    for (const p of players) {
      expect(p.refusals.filter((c) => c !== "unavailable" && c !== "stale")).toEqual([]);
      for (const [id, { version, seat }] of p.acked) {
        const s = d
          .prepare("select client_id from steps where match_id = ? and step = ?")
          .get(p.id, version) as { client_id: string } | undefined;
        expect(s?.client_id).toBe(`${seat}:${id}`);
      }
    }
    d.close();
    // One line per outage from the store (an outage lasts until a commit succeeds, so kills with
    // no commit between them are one), at most one from the moves it refused; no flood.
    const stopped = (err.match(/^clubhouse: SQLite writer thread stopped/gm) ?? []).length;
    expect(stopped).toBeGreaterThanOrEqual(1);
    expect(stopped).toBeLessThanOrEqual(KILLS);
    expect((err.match(/^clubhouse: SQLite writer thread is back$/gm) ?? []).length).toBe(stopped);
    expect((err.match(/could not store that/g) ?? []).length).toBeLessThanOrEqual(KILLS);
    const refused = players.flatMap((p) => p.refusals).filter((c) => c === "unavailable");
    console.log(
      `writer kills: ${KILLS}, moves refused unavailable (then resent): ${refused.length}`,
    );
  }, 120_000);
});
