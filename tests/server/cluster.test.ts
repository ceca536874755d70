/**
 * Many server processes on one PostgreSQL database and one Redis (`serve --redis`), as real
 * processes: players of one match on different processes see each other's moves; joins and
 * rematches made on two processes at once; a lost pub/sub message repaired from the database;
 * three processes under play with kill -9 at random moments. Each run has its own database and
 * its own Redis channel namespace.
 */
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MatchRecord, replay } from "../../src/engine/match.ts";
import { findGame } from "../../src/games/registry.ts";
import { api, Client, playToEnd, type ServerProcess, startServer } from "./helpers.ts";
import { freshDatabase, gapless, storedLog, type TestDatabase } from "./pg.ts";
import { Player } from "./player.ts";

const REDIS = process.env.CLUBHOUSE_TEST_REDIS ?? "redis://127.0.0.1:6379";
const prefix = `clubhouse-test-${randomBytes(4).toString("hex")}`;
let db: TestDatabase;
const running = new Set<ServerProcess>();

beforeAll(async () => {
  db = await freshDatabase();
});
afterEach(async () => {
  await Promise.all([...running].map((p) => p.stop("SIGKILL")));
  running.clear();
});
afterAll(() => db?.drop());

/** One more process of the site. */
async function node(env: Record<string, string> = {}, extra: string[] = []) {
  const args = ["--redis", REDIS, "--redis-prefix", prefix, "--rate", "1000", "--lease-ms", "1500"];
  const p = await startServer(db.url, [...args, ...extra], env);
  running.add(p);
  return p;
}

async function stop(p: ServerProcess, signal: NodeJS.Signals = "SIGTERM") {
  running.delete(p);
  await p.stop(signal);
}

type Created = { id: string; seats: { token?: string; invite?: string }[] };
const humans = (...names: string[]) => names.map((name) => ({ kind: "human", name }));

/** The finished record from a process, replayed here: its result must be the stored one. */
async function replaysToItsEnd(url: string, id: string) {
  const rec = await api<MatchRecord>(url, "GET", `/api/matches/${id}/record`);
  const game = findGame(rec.body.game)!;
  const m = replay(game, rec.body);
  const stored = await storedLog(db.sql, id);
  expect(game.next(m.state).kind).toBe("end");
  expect(game.result(m.state).scores).toEqual(JSON.parse(stored.result ?? "{}").scores);
  const v = await api<{ ok: boolean }>(url, "GET", `/api/matches/${id}/verify`);
  expect(v.body).toMatchObject({ ok: true });
}

describe("many processes on PostgreSQL and Redis", () => {
  it("shows each player the other's moves across processes; spectators, lobby, verify, rematch", async () => {
    const [a, b] = await Promise.all([node(), node()]);
    const made = await api<Created>(a.url, "POST", "/api/matches", {
      game: "golo",
      options: { holes: 9 },
      seats: humans("Ann", "Bob"),
    });
    expect(made.status).toBe(201);
    const { id, seats } = made.body;
    const ann = await Client.open(a.url, id, [seats[0].token!]);
    const bob = await Client.open(b.url, id, [seats[1].token!]);
    const watcher = await Client.open(b.url, id);
    // playToEnd waits, at every turn, until each client has seen the newest version.
    const end = await playToEnd([ann, bob, watcher]);
    // The last move arrives at every process, whoever made it.
    await watcher.next((m) => m.type === "event" && m.version === end.version);
    await bob.next((m) => m.type === "event" && m.version === end.version);
    for (const c of [ann, bob, watcher]) c.close();
    const stored = await storedLog(db.sql, id);
    expect(stored.steps.map((s) => s.step)).toEqual(gapless(end.version as number));
    await replaysToItsEnd(b.url, id);
    const lobby = await api<{ recent: { id: string }[] }>(b.url, "GET", "/api/matches");
    expect(lobby.body.recent.map((m) => m.id)).toContain(id);
    // Both players ask for the rematch at once, on different processes: one match is made.
    const [ra, rb] = await Promise.all([
      api<Created>(a.url, "POST", `/api/matches/${id}/rematch`, { token: seats[0].token }),
      api<Created>(b.url, "POST", `/api/matches/${id}/rematch`, { token: seats[1].token }),
    ]);
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(ra.body.id).toBe(rb.body.id);
    for (const p of [a, b]) {
      const s = await api<{ rematch?: string }>(p.url, "GET", `/api/matches/${id}`);
      expect(s.body.rematch).toBe(ra.body.id);
    }
    const next = await storedLog(db.sql, ra.body.id);
    expect(next.status).toBe("playing");
  }, 60_000);

  it("seats two players who join on two processes at once", async () => {
    const [a, b] = await Promise.all([node(), node()]);
    const made = await api<Created>(a.url, "POST", "/api/matches", {
      game: "straight-golf",
      options: { rounds: 3 },
      seats: [{ kind: "open" }, { kind: "open" }],
    });
    const invite = (i: number) => new URL(made.body.seats[i].invite!, a.url).searchParams;
    const id = made.body.id;
    // Both processes hold the open match in memory before the joins.
    await api(b.url, "GET", `/api/matches/${id}`);
    const [ja, jb] = await Promise.all([
      api(a.url, "POST", `/api/matches/${id}/join`, { token: invite(0).get("token"), name: "Cy" }),
      api(b.url, "POST", `/api/matches/${id}/join`, { token: invite(1).get("token"), name: "Di" }),
    ]);
    expect([ja.status, jb.status], JSON.stringify([ja.body, jb.body])).toEqual([200, 200]);
    for (const p of [a, b]) {
      const s = await api<{ status: string; seats: { name: string }[] }>(
        p.url,
        "GET",
        `/api/matches/${id}`,
      );
      expect(s.body.status).toBe("playing");
      expect(s.body.seats.map((x) => x.name)).toEqual(["Cy", "Di"]);
    }
    const cy = await Client.open(a.url, id, [invite(0).get("token")!]);
    const di = await Client.open(b.url, id, [invite(1).get("token")!]);
    await playToEnd([cy, di]);
    cy.close();
    di.close();
    await replaysToItsEnd(a.url, id);
  }, 60_000);

  it("re-checks a move that lost the race on another process: one stored, the other refused", async () => {
    const [a, b] = await Promise.all([node(), node()]);
    const made = await api<Created>(a.url, "POST", "/api/matches", {
      game: "golo",
      options: { holes: 9 },
      seats: humans("Ann", "Bob"),
    });
    const { id, seats } = made.body;
    // Ann on two devices, one on each process, both deciding the same turn.
    const one = await Client.open(a.url, id, [seats[0].token!]);
    const two = await Client.open(b.url, id, [seats[0].token!]);
    const turn = async () => {
      const s = await one.next((m) => Array.isArray(m.legal));
      await two.next((m) => m.version === s.version && Array.isArray(m.legal));
      return s;
    };
    const s = await turn();
    const legal = s.legal as unknown[];
    const step = s.step as { seat: number };
    const [r1, r2] = await Promise.all([
      one.act(s.version as number, step.seat, legal[0], "x1"),
      two.act(s.version as number, step.seat, legal[legal.length - 1], "x2"),
    ]);
    const answers = [r1, r2].map((r) => r.type).sort();
    expect(answers).toEqual(["ack", "refused"]);
    const lost = [r1, r2].find((r) => r.type === "refused")!;
    expect(lost.code).toBe("stale");
    const won = [r1, r2].find((r) => r.type === "ack")!;
    const stored = await storedLog(db.sql, id);
    expect(stored.steps[(won.version as number) - 1].client_id).toBe(`${step.seat}:${won.id}`);
    expect(stored.steps.filter((x) => x.client_id?.startsWith(`${step.seat}:x`))).toHaveLength(1);
    // The winner resent through the other process is acked again, not applied twice.
    const other = won === r1 ? two : one;
    const again = await other.act(s.version as number, step.seat, legal[0], won.id as string);
    expect(again).toMatchObject({ type: "ack", version: won.version });
    const after = await storedLog(db.sql, id);
    expect(after.steps.filter((x) => x.client_id === `${step.seat}:${won.id}`)).toHaveLength(1);
    one.close();
    two.close();
  }, 60_000);

  it("repairs lost pub/sub messages from the database", async () => {
    // Nothing process a commits is ever published; b learns of it by comparing versions.
    const a = await node({ CLUBHOUSE_TEST_DROP_PUBLISH: "all" }, ["--repair-ms", "200"]);
    const b = await node({}, ["--repair-ms", "200"]);
    const made = await api<Created>(a.url, "POST", "/api/matches", {
      game: "golo",
      options: { holes: 9 },
      seats: humans("Ann", "Bob"),
    });
    const { id, seats } = made.body;
    const ann = await Client.open(a.url, id, [seats[0].token!]);
    const bob = await Client.open(b.url, id, [seats[1].token!]);
    const end = await playToEnd([ann, bob]);
    await bob.next((m) => m.type === "event" && m.version === end.version);
    // Every event reached b in order, none twice.
    const versions = bob.messages.flatMap((m) => (m.type === "event" ? [m.version as number] : []));
    expect(versions).toEqual(gapless(end.version as number));
    ann.close();
    bob.close();
  }, 60_000);

  it("three processes, kill -9 at random moments: every match finishes, nothing acked is lost, no step twice", async () => {
    let nodes: ServerProcess[] = await Promise.all([node(), node(), node()]);
    const url = () => nodes[Math.floor(Math.random() * nodes.length)].url;
    let seed = 4242;
    const pick = (legal: unknown[]) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return legal[seed % legal.length];
    };
    const bot = (level: string) => ({ kind: "bot", level });
    const specs = [
      { game: "golo", options: { holes: 9 }, seats: humans("Ann", "Bob") },
      { game: "golo", options: { holes: 9 }, seats: humans("Cy", "Di") },
      { game: "straight-golf", options: { rounds: 18 }, seats: [...humans("Ed"), bot("random")] },
      { game: "straight-golf", options: { rounds: 18 }, seats: [bot("random"), ...humans("Flo")] },
      { game: "golo", options: { holes: 9 }, seats: [bot("greedy"), bot("random")] },
      { game: "straight-golf", options: { rounds: 18 }, seats: [bot("random"), bot("random")] },
    ];
    const players: Player[] = [];
    for (const spec of specs) {
      const r = await api<Created>(url(), "POST", "/api/matches", spec);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      // Each seat of people on a process of its own: one device per seat.
      for (const s of r.body.seats)
        if (s.token) players.push(new Player(r.body.id, [s.token], url, pick));
      if (!r.body.seats.some((s) => s.token)) players.push(new Player(r.body.id, [], url, pick));
    }
    const ids = [...new Set(players.map((p) => p.id))];
    const done = Promise.all(players.filter((p) => p.tokens.length).map((p) => p.run()));
    const playing = async () => {
      const logs = await Promise.all(ids.map((id) => storedLog(db.sql, id)));
      return logs.filter((l) => l.status === "playing");
    };
    const kills: number[] = [];
    for (let k = 0; k < 3; k++) {
      // Wait for some progress, then kill one process at a random moment and start it again.
      const before = (await playing()).reduce((n, l) => n + l.version, 0);
      for (let i = 0; i < 200; i++) {
        const now = await playing();
        if (!now.length || now.reduce((n, l) => n + l.version, 0) >= before + 5) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 150));
      kills.push((await playing()).length);
      const victim = nodes[Math.floor(Math.random() * nodes.length)];
      nodes = nodes.filter((n) => n !== victim);
      await stop(victim, "SIGKILL");
      nodes = [...nodes, await node()];
    }
    // Matches were in play when the first process died.
    expect(kills[0]).toBeGreaterThan(0);
    await done;
    // Bots-only matches finish by themselves, on whichever process holds their lease.
    await expect
      .poll(async () => (await playing()).length, { timeout: 40_000, interval: 200 })
      .toBe(0);
    console.log(`kill -9 with three processes: matches in play at the kills: ${kills.join(", ")}`);
    for (const id of ids) {
      const stored = await storedLog(db.sql, id);
      expect(stored.status).toBe("finished");
      // One row per step, no gap, none twice (the (match, step) key), the version at the last.
      expect(stored.steps.map((s) => s.step)).toEqual(gapless(stored.version));
      const clientIds = stored.steps.flatMap((s) => (s.client_id ? [s.client_id] : []));
      expect(new Set(clientIds).size).toBe(clientIds.length);
    }
    for (const p of players) {
      for (const [id, { version, seat }] of p.acked) {
        const stored = await storedLog(db.sql, p.id);
        expect(stored.steps[version - 1]?.client_id).toBe(`${seat}:${id}`);
      }
    }
    for (const id of ids) await replaysToItsEnd(url(), id);
  }, 90_000);
});
