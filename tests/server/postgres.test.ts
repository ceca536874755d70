/**
 * The server on PostgreSQL (`--db postgres://...`): a fresh database per run, created and dropped
 * here. Two stores (as two processes would) racing for the same steps; a whole GOLO match through
 * a real server process, a restart and a reconnect; kill -9 under play. The log is read straight
 * from PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore } from "../../src/server/store/postgres.ts";
import {
  api,
  Client,
  createMatch,
  matchRow,
  playToEnd,
  type ServerProcess,
  startServer,
} from "./helpers.ts";
import { freshDatabase, gapless, storedLog, type TestDatabase } from "./pg.ts";
import { createPlayers, seededPick } from "./player.ts";

let db: TestDatabase;
let url: string;
let sql: pg.Pool;

beforeAll(async () => {
  db = await freshDatabase();
  url = db.url;
  sql = db.sql;
});
afterAll(() => db?.drop());

const log = (id: string) => storedLog(sql, id);

describe("PostgreSQL", () => {
  it("decides one order per match: two stores racing for every step, one wins each", async () => {
    const a = await openPostgresStore(url);
    const b = await openPostgresStore(url);
    const row = matchRow(`race-${randomBytes(4).toString("hex")}`, {
      game: "golo",
      rules_version: "test",
      seed: 2 ** 31 - 2,
    });
    await a.insertMatch(row);
    for (let v = 0; v < 20; v++) {
      const won = await Promise.all(
        [a, b].map((s, i) =>
          s.appendStep(row.id, v, { body: { resign: i }, clientId: `${i}` }, {}),
        ),
      );
      expect(won.filter(Boolean)).toHaveLength(1);
    }
    // A writer behind the times changes nothing.
    expect(await b.appendStep(row.id, 3, { body: { resign: 1 }, clientId: "late" }, {})).toBe(
      false,
    );
    const steps = await a.getSteps(row.id);
    expect(steps.map((s) => s.step)).toEqual(gapless(20));
    expect((await b.getMatch(row.id))?.version).toBe(20);
    await a.close();
    await b.close();
    // Not a real match: the servers below must not try to resume it.
    await sql.query("delete from steps where match_id = $1", [row.id]);
    await sql.query("delete from matches where id = $1", [row.id]);
  });

  it("plays a whole GOLO match, keeps it across a restart and serves a reconnect", async () => {
    let server = await startServer(url, ["--rate", "500"]);
    const { id, seats } = await createMatch(server.url, {
      game: "golo",
      options: { holes: 9 },
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Bob" },
      ],
    });
    const ann = await Client.open(server.url, id, [seats[0].token!]);
    const bob = await Client.open(server.url, id, [seats[1].token!]);
    const end = await playToEnd([ann, bob]);
    ann.close();
    bob.close();
    const stored = await log(id);
    expect(stored.status).toBe("finished");
    expect(stored.version).toBe(end.version);
    expect(stored.steps.map((s) => s.step)).toEqual(gapless(stored.version));
    await server.stop();
    server = await startServer(url);
    // A device coming back after step 5 hears the rest of the match, in order.
    const back = await Client.open(server.url, id, [seats[0].token!], 5);
    const last = await back.next(
      (m) => (m.type === "sync" || m.type === "event") && m.version === end.version,
    );
    expect((last.match as { status: string }).status).toBe("finished");
    back.close();
    const v = await api<{ ok: boolean }>(server.url, "GET", `/api/matches/${id}/verify`);
    expect(v.body).toMatchObject({ ok: true });
    await server.stop();
  });

  it("loses no acknowledged action under kill -9, and every match resumes and finishes", async () => {
    let server: ServerProcess = await startServer(url, ["--rate", "1000"]);
    const pick = seededPick(777);
    const specs = [
      { game: "golo", options: { holes: 18 }, seats: ["Ann", "Bob"] },
      { game: "straight-golf", options: { rounds: 18 }, seats: ["Cy", "bot:random"] },
      { game: "golo", options: { holes: 9 }, seats: ["bot:greedy", "bot:random"] },
    ];
    const players = await createPlayers(server.url, specs, () => server.url, pick);
    const running = Promise.all(players.filter((p) => p.tokens.length).map((p) => p.run()));
    const killedDuring: string[] = [];
    let kept = 0;
    for (let kill = 0; kill < 3; kill++) {
      // Each kill comes once a match still in play has moved on, at a random moment after.
      const watched = players.find((p) => p.tokens.length && !p.finished);
      if (!watched) break;
      const from = (await log(watched.id)).version;
      for (let i = 0; i < 200 && (await log(watched.id)).version < from + 3; i++) {
        await new Promise((r) => setTimeout(r, 25));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 100));
      const at = await log(watched.id);
      if (kill === 0) kept = at.version;
      // Were any matches of people still in play when the process died?
      const playing = await Promise.all(
        players.filter((p) => p.tokens.length).map(async (p) => (await log(p.id)).status),
      );
      killedDuring.push(playing.includes("playing") ? "playing" : "finished");
      await server.stop("SIGKILL");
      server = await startServer(url, ["--rate", "1000"]);
    }
    // The first kill came in the middle of play, after some of it was committed.
    expect(killedDuring[0]).toBe("playing");
    expect(kept).toBeGreaterThan(0);
    await running;
    const botsOnly = players[2].id;
    for (let i = 0; i < 200 && (await log(botsOnly)).status !== "finished"; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await server.stop();
    console.log(`kill -9 on PostgreSQL: matches at kills ${killedDuring.join(", ")}`);
    for (const p of players) {
      const stored = await log(p.id);
      expect(stored.status).toBe("finished");
      expect(stored.steps.map((s) => s.step)).toEqual(gapless(stored.version));
      for (const [id, { version, seat }] of p.acked) {
        expect(stored.steps[version - 1]?.client_id).toBe(`${seat}:${id}`);
      }
    }
    server = await startServer(url);
    for (const p of players) {
      const v = await api<{ ok: boolean }>(server.url, "GET", `/api/matches/${p.id}/verify`);
      expect(v.body).toMatchObject({ ok: true });
    }
    await server.stop();
  }, 60_000);
});
