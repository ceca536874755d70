/**
 * The daily challenge through a real server process: two profiles play the same day's GOLO with
 * different choices and meet the same dice wherever their situations are equal; a second
 * attempt is refused; the leaderboard with the bot's score on those dice and perfect play's
 * mean; the day's secret stays back until the next day, then re-derives every roll. The clock
 * is the server's test clock, so no test waits for midnight.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Face } from "../../src/engine/dice.ts";
import {
  act,
  createMatch,
  enterRoll,
  type MatchRecord,
  situationKeys,
} from "../../src/engine/match.ts";
import { findModule } from "../../src/games/registry.ts";
import { api, Client, playToEnd, type ServerProcess, startServer } from "./helpers.ts";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(undefined, ["--test-clock"]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const H = "X-Clubhouse-Profile";
type Err = { error: { code: string; message: string } };
type Attempt = { matchId: string; token: string; day: string; resumed: boolean };
type Board = {
  entries: { rank: number; name: string; score: number; toPar: number | null; me: boolean }[];
  me: { status: string; place: { rank: number; of: number } | null } | null;
  bot: { label: string; value: number } | "pending" | null;
  expected: { label: string; value: number } | "pending" | null;
  card: { text: string; marks: string[]; toPar: number } | null;
  commitment: string;
};

const setClock = (now: string) => api(server.url, "POST", "/api/test/clock", { now });

async function profile(name: string): Promise<string> {
  const r = await api<{ key: string }>(server.url, "POST", "/api/profiles", { name });
  expect(r.status).toBe(201);
  return r.body.key;
}

async function play(key: string, pick: (legal: unknown[]) => unknown): Promise<Attempt> {
  const r = await api<Attempt>(server.url, "POST", "/api/daily/golo/attempt", {}, { [H]: key });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const c = await Client.open(server.url, r.body.matchId, [r.body.token]);
  await playToEnd([c], pick);
  c.close();
  return r.body;
}

/** Each die's situation key and face, read from a record by replaying it with the game's rules. */
function diceBySituation(record: MatchRecord): Map<string, Face> {
  const game = findModule(record.game)!.game;
  const m = createMatch(game, record.options, record.seed, record.players);
  const out = new Map<string, Face>();
  for (const e of record.actions) {
    if ("chance" in e) {
      const keys = situationKeys(m, e.chance.length);
      keys.forEach((k, i) => {
        out.set(k, e.chance[i]);
      });
      enterRoll(m, e.chance);
    } else act(m, e.seat, e.action);
  }
  return out;
}

describe("the daily challenge", () => {
  let ann: string;
  let bob: string;
  let a: Attempt;
  let b: Attempt;

  it("two profiles play today's GOLO with different choices and equal dice in equal situations", async () => {
    await setClock("2026-03-10T09:00:00.000Z");
    ann = await profile("Ann");
    bob = await profile("Bob");
    const today = await api<{
      day: string;
      challenges: { game: string; commitment: string; secret?: string }[];
    }>(server.url, "GET", "/api/daily");
    expect(today.body.day).toBe("2026-03-10");
    expect(today.body.challenges.map((c) => c.game).sort()).toEqual([
      "golo",
      "roll-in-one",
      "rolling-pins",
      "straight-golf",
    ]);
    expect(
      today.body.challenges.every((c) => /^[0-9a-f]{64}$/.test(c.commitment) && !c.secret),
    ).toBe(true);
    const golo = today.body.challenges.find((c) => c.game === "golo")!;

    // Neither calls Bottoms (which reads the other side of the same dice); they remove differently.
    const tops = (legal: unknown[]) =>
      legal.filter((x) => (x as { bottoms?: boolean }).bottoms !== true);
    a = await play(ann, (legal) => tops(legal)[0]);
    b = await play(bob, (legal) => tops(legal).at(-1));
    const ra = (await api<MatchRecord>(server.url, "GET", `/api/matches/${a.matchId}/record`)).body;
    const rb = (await api<MatchRecord>(server.url, "GET", `/api/matches/${b.matchId}/record`)).body;
    // Both committed to the day's published commitment; the secret stays back today.
    expect(ra.dice?.commitment).toBe(golo.commitment);
    expect(rb.dice?.commitment).toBe(golo.commitment);
    expect(ra.dice?.secret).toBeUndefined();
    expect(ra.dice?.stream).toBe("situation");
    expect(ra.options).toEqual(rb.options);
    // Different choices (the players' actions differ) ...
    const acts = (r: MatchRecord) => JSON.stringify(r.actions.filter((e) => "seat" in e));
    expect(acts(ra)).not.toBe(acts(rb));
    // ... and wherever the situation is the same, the same face.
    const da = diceBySituation(ra);
    const db = diceBySituation(rb);
    const shared = [...da.keys()].filter((k) => db.has(k));
    expect(shared.filter((k) => k.startsWith("nine 1/roll 1/"))).toHaveLength(9);
    for (const k of shared) expect(db.get(k), k).toEqual(da.get(k));
    // Nobody watches an attempt before the day is over: that would show the day's dice.
    const spectator = await Client.open(server.url, a.matchId);
    await expect.poll(() => spectator.closed?.code).toBe(4403);
    // Before the day is over, nobody can verify (or learn the dice from) the secret.
    const v = await api<{ ok: boolean; problem: string }>(
      server.url,
      "GET",
      `/api/matches/${a.matchId}/verify`,
    );
    expect(v.body.ok).toBe(false);
    expect(v.body.problem).toMatch(/revealed at 2026-03-11T00:00:00.000Z/);
  }, 300_000);

  it("a second attempt the same day is refused with a clear message, and nothing changes", async () => {
    const again = await api<Err>(server.url, "POST", "/api/daily/golo/attempt", {}, { [H]: ann });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("taken");
    expect(again.body.error.message).toMatch(/already .*one attempt a day/);
    const mine = await api<{ challenges: { game: string; mine: { matchId: string } | null }[] }>(
      server.url,
      "GET",
      "/api/daily",
      undefined,
      { [H]: ann },
    );
    expect(mine.body.challenges.find((c) => c.game === "golo")?.mine?.matchId).toBe(a.matchId);
  });

  it("without a profile, or with a forged key, no attempt is made", async () => {
    const none = await api<Err>(server.url, "POST", "/api/daily/golo/attempt", {});
    expect(none.status).toBe(401);
    expect(none.body.error.message).toMatch(/needs a profile/);
    const forged = await api<Err>(
      server.url,
      "POST",
      "/api/daily/golo/attempt",
      {},
      { [H]: "x".repeat(43) },
    );
    expect(forged.status).toBe(401);
    const board = await api<Board>(server.url, "GET", "/api/daily/2026-03-10/golo/leaderboard");
    expect(board.body.entries).toHaveLength(2);
  });

  it("the leaderboard: places, the own place, the bot on the same dice, perfect play, a card", async () => {
    const path = "/api/daily/2026-03-10/golo/leaderboard";
    let board: Board | undefined;
    await expect
      .poll(
        async () => {
          board = (await api<Board>(server.url, "GET", path, undefined, { [H]: ann })).body;
          return board.bot !== "pending" && board.expected !== "pending";
        },
        { timeout: 240_000, interval: 500 },
      )
      .toBe(true);
    const bd = board!;
    expect(bd.entries.map((e) => e.name).sort()).toEqual(["Ann", "Bob"]);
    const scores = bd.entries.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((x, y) => x - y));
    if (scores[0] === scores[1]) expect(bd.entries.map((e) => e.rank)).toEqual([1, 1]);
    else expect(bd.entries.map((e) => e.rank)).toEqual([1, 2]);
    const mine = bd.entries.find((e) => e.me)!;
    expect(mine.name).toBe("Ann");
    expect(bd.me?.place).toEqual({ rank: mine.rank, of: 2 });
    expect(bd.bot).toMatchObject({ label: "bot:optimal" });
    expect(typeof (bd.bot as { value: number }).value).toBe("number");
    // GOLO's solver: the optimal expected nine under the simple rules.
    expect((bd.expected as { value: number }).value).toBeCloseTo(34.6938, 3);
    // The card: score, to par and a square per hole; nothing about the faces.
    const card = bd.card!;
    expect(card.marks).toHaveLength(9);
    const lines = card.text.split("\n");
    expect(lines[0]).toBe("Clubhouse daily · GOLO · 2026-03-10");
    expect(lines[1]).toMatch(new RegExp(`^${mine.score} \\((even|[+-]\\d+)\\) · (1st|2nd) of 2$`));
    expect(lines[2]).toMatch(/^[🟩⬜🟧]{9}$/u);
    // Someone who has not played sees the board, but not the bot's score on today's dice.
    const outsider = await api<Board>(server.url, "GET", path);
    expect(outsider.body.bot).toBeNull();
    expect(outsider.body.card).toBeNull();
    expect(outsider.body.me).toBeNull();
  }, 300_000);

  it("the next day, yesterday's secret is revealed and re-derives every roll; today's is not", {
    timeout: 120_000,
  }, async () => {
    const future = await api<Err>(server.url, "GET", "/api/daily/2026-03-11/golo");
    expect(future.status).toBe(404);
    await setClock("2026-03-11T00:00:01.000Z");
    const past = await api<{ secret: string; commitment: string }>(
      server.url,
      "GET",
      "/api/daily/2026-03-10/golo",
    );
    expect(past.body.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash("sha256").update(Buffer.from(past.body.secret, "hex")).digest("hex")).toBe(
      past.body.commitment,
    );
    const today = await api<{ secret?: string }>(server.url, "GET", "/api/daily/2026-03-11/golo");
    expect(today.body.secret).toBeUndefined();
    for (const m of [a, b]) {
      const record = (await api<MatchRecord>(server.url, "GET", `/api/matches/${m.matchId}/record`))
        .body;
      expect(record.dice?.secret).toBe(past.body.secret);
      const v = await api<{ ok: boolean; rolls: number }>(
        server.url,
        "GET",
        `/api/matches/${m.matchId}/verify`,
      );
      expect(v.body).toMatchObject({ ok: true });
      expect(v.body.rolls).toBeGreaterThan(0);
      // The same check offline: `clubhouse verify` on the saved record.
      const file = join(mkdtempSync(join(tmpdir(), "clubhouse-daily-")), "record.json");
      writeFileSync(file, JSON.stringify(record));
      const out = execFileSync(process.execPath, ["bin/clubhouse.mjs", "verify", file], {
        encoding: "utf8",
      });
      expect(out).toMatch(/verified; all \d+ rolls follow from the revealed secret/);
    }
    // A new day, a new attempt.
    const next = await api<Attempt>(
      server.url,
      "POST",
      "/api/daily/golo/attempt",
      {},
      { [H]: ann },
    );
    expect(next.status).toBe(201);
    expect(next.body.day).toBe("2026-03-11");
  });

  it("bad days are refused plainly", async () => {
    const bad = await api<Err>(server.url, "GET", "/api/daily/2026-02-30/golo");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/YYYY-MM-DD/);
    const game = await api<Err>(server.url, "GET", "/api/daily/2026-03-10/chess");
    expect(game.status).toBe(404);
  });
});
