/**
 * A GOLO tournament through a real server process: two 18-hole rounds, people over the API and
 * WebSocket and bots, an NS and a DQ, the leaderboard's order and ties, pushed updates, and bad
 * input refused with nothing changed. Time moves by the server's test clock, never by waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { leaderboard } from "../../src/server/tournaments/board.ts";
import { MAX_ENTRANTS } from "../../src/server/tournaments/spec.ts";
import { api, Client, playToEnd, type ServerProcess, startServer } from "./helpers.ts";

let server: ServerProcess;
beforeAll(async () => {
  // The full tournament below takes 200 entries from one address.
  server = await startServer(undefined, ["--test-clock", "--rate", "500", "--http-rate", "2000"]);
});
afterAll(async () => {
  await server?.stop();
});

type Err = { error: { code: string; message: string } };
type Cell = {
  status: string;
  strokes: number | null;
  holes: number;
  toPar: number | null;
  matchId?: string;
};
type Row = {
  entrant: string;
  name: string;
  bot: boolean;
  position: string;
  place: number | null;
  toPar: number | null;
  thru: number;
  rounds: Cell[];
  total: number | null;
  status: string;
};
type Standing = { id: string; status: string; par: number; board: Row[]; entrants: number };

const H = "X-Clubhouse-Profile";
const MIN = 60_000;
const iso = (t: number) => new Date(t).toISOString();

async function profile(name: string): Promise<string> {
  const r = await api<{ key: string }>(server.url, "POST", "/api/profiles", { name });
  expect(r.status).toBe(201);
  return r.body.key;
}

const as = (key: string) => ({ [H]: key });
const standing = async (id: string) =>
  (await api<Standing>(server.url, "GET", `/api/tournaments/${id}`)).body;
const setClock = async (t: number) =>
  expect((await api(server.url, "POST", "/api/test/clock", { now: iso(t) })).status).toBe(200);
const row = (s: Standing, name: string) => s.board.find((r) => r.name === name) as Row;

/** Follows the live leaderboard, keeping every standing pushed. */
async function follow(id: string) {
  const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/tournaments/${id}/live`);
  const got: Standing[] = [];
  ws.on("message", (d) => {
    const m = JSON.parse(d.toString()) as { type: string; standing?: Standing };
    if (m.type === "standing" && m.standing) got.push(m.standing);
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  return { ws, got };
}

async function playRound(id: string, key: string, round: number): Promise<void> {
  const r = await api<{ matchId: string; token: string }>(
    server.url,
    "POST",
    `/api/tournaments/${id}/rounds/${round}/start`,
    { entropy: "coin flips" },
    as(key),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const c = await Client.open(server.url, r.body.matchId, [r.body.token]);
  await playToEnd([c]);
  c.close();
}

describe("GOLO tournament", () => {
  it("two 18-hole rounds: people and bots, an NS and a DQ, order, ties and pushed updates", async () => {
    const t0 = Date.now();
    await setClock(t0);
    const [ann, bob, cal, dee] = await Promise.all(
      ["Ann", "Bob", "Cal", "Dee"].map((n) => profile(`${n} ${t0 % 1000}`)),
    );
    const names = ["Ann", "Bob", "Cal", "Dee"].map((n) => `${n} ${t0 % 1000}`);
    const made = await api<{ id: string }>(
      server.url,
      "POST",
      "/api/tournaments",
      {
        name: "The Clubhouse Open",
        rounds: [
          { start: iso(t0 - MIN), end: iso(t0 + 60 * MIN) },
          { start: iso(t0 + 120 * MIN), end: iso(t0 + 180 * MIN) },
        ],
        bots: ["greedy", "optimal"],
      },
      as(ann),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id;
    for (const key of [ann, bob, cal, dee]) {
      const e = await api(server.url, "POST", `/api/tournaments/${id}/entrants`, {}, as(key));
      expect(e.status).toBe(201);
    }
    const twice = await api<Err>(
      server.url,
      "POST",
      `/api/tournaments/${id}/entrants`,
      {},
      as(bob),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/entered this tournament already/);
    const live = await follow(id);

    // Round 1: Ann and Bob play it out, Cal starts and walks away, Dee never tees off.
    await playRound(id, ann, 1);
    await playRound(id, bob, 1);
    const calStart = await api<{ matchId: string; token: string }>(
      server.url,
      "POST",
      `/api/tournaments/${id}/rounds/1/start`,
      {},
      as(cal),
    );
    expect(calStart.status).toBe(201);
    const again = await api<Err>(
      server.url,
      "POST",
      `/api/tournaments/${id}/rounds/1/start`,
      {},
      as(cal),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/started round 1 already.*a round is played once/);
    // The same profile gets its seat back (another tab or device), not a second match.
    const seat = await api<{ matchId: string; token: string }>(
      server.url,
      "GET",
      `/api/tournaments/${id}/rounds/1/seat`,
      undefined,
      as(cal),
    );
    expect(seat.body).toEqual({
      matchId: calStart.body.matchId,
      seat: 0,
      token: calStart.body.token,
    });
    const early = await api<Err>(
      server.url,
      "POST",
      `/api/tournaments/${id}/rounds/2/start`,
      {},
      as(ann),
    );
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/round 2 tees off from/);
    const calWs = await Client.open(server.url, calStart.body.matchId, [calStart.body.token]);
    // Cal plays a few decisions, so holes are on his card, and walks away.
    const walkAway = new Error("walks away");
    await expect(
      playToEnd([calWs], (legal, turn) => {
        if (turn >= 12) throw walkAway;
        return legal[0];
      }),
    ).rejects.toBe(walkAway);
    calWs.close();
    await expect
      .poll(async () => row(await standing(id), names[2]).thru, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The bots play their rounds on the server.
    await expect
      .poll(
        async () =>
          (await standing(id)).board.filter((r) => r.bot && r.rounds[0].status === "finished")
            .length,
        { timeout: 60_000 },
      )
      .toBe(2);

    // Every hole was pushed: some standing showed Ann part of the way round, then finished.
    const annThru = live.got.map((s) => row(s, names[0])?.thru ?? 0);
    expect(annThru.some((n) => n > 0 && n < 18)).toBe(true);
    expect(annThru.at(-1)).toBe(18);
    const mid = await standing(id);
    expect(row(mid, names[2])).toMatchObject({
      status: "active",
      rounds: [{ status: "playing" }, {}],
    });
    expect(row(mid, names[3]).rounds[0].status).toBe("open");

    // Round 1's window closes, round 2's opens: Cal is DQ, Dee NS, the bots tee off again.
    const pushedBefore = live.got.length;
    await setClock(t0 + 121 * MIN);
    const s1 = await standing(id);
    expect(row(s1, names[2])).toMatchObject({ status: "DQ", position: "DQ" });
    expect(row(s1, names[2]).rounds.map((c) => c.status)).toEqual(["DQ", "DQ"]);
    expect(row(s1, names[3])).toMatchObject({ status: "NS", position: "NS" });
    await expect.poll(() => live.got.length, { timeout: 10_000 }).toBeGreaterThan(pushedBefore);
    const late = await api<Err>(
      server.url,
      "POST",
      `/api/tournaments/${id}/rounds/2/start`,
      {},
      as(dee),
    );
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/out of this tournament \(NS in round 1\)/);

    await playRound(id, ann, 2);
    await playRound(id, bob, 2);
    await expect
      .poll(
        async () =>
          (await standing(id)).board.filter((r) => r.bot && r.rounds[1].status === "finished")
            .length,
        { timeout: 60_000 },
      )
      .toBe(2);
    await setClock(t0 + 181 * MIN);
    const end = await standing(id);
    expect(end.status).toBe("finished");
    expect(end.par).toBe(72);

    // Order: the four who played both rounds by to par, ties sharing a place; then DQ, NS.
    const active = end.board.slice(0, 4);
    expect(end.board.slice(4).map((r) => r.position)).toEqual(["DQ", "NS"]);
    for (const r of active) {
      expect(r.rounds.map((c) => c.status)).toEqual(["finished", "finished"]);
      expect(r.thru).toBe(18);
      expect(r.total).toBe((r.rounds[0].strokes ?? 0) + (r.rounds[1].strokes ?? 0));
      expect(r.toPar).toBe((r.total ?? 0) - 2 * 72);
      const better = active.filter((o) => (o.toPar ?? 0) < (r.toPar ?? 0)).length;
      const tied = active.filter((o) => o.toPar === r.toPar).length > 1;
      expect(r.position).toBe(`${tied ? "T" : ""}${better + 1}`);
    }
    expect(active.map((r) => r.toPar)).toEqual(
      [...active.map((r) => r.toPar)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    // A finished round's match can be watched and verified.
    const annRow = row(end, names[0]);
    const verify = await api<{ ok: boolean }>(
      server.url,
      "GET",
      `/api/matches/${annRow.rounds[1].matchId}/verify`,
    );
    expect(verify.body.ok).toBe(true);
    live.ws.close();
  });

  it("impossible tee windows, a too-long name, a forged key: refused, nothing made", async () => {
    const key = await profile(`Org ${Date.now() % 100000}`);
    const now = Date.now();
    await setClock(now);
    const before = (await api<{ tournaments: unknown[] }>(server.url, "GET", "/api/tournaments"))
      .body.tournaments.length;
    const w = (a: number, b: number) => ({ start: iso(now + a * MIN), end: iso(now + b * MIN) });
    const cases: [object, RegExp, Record<string, string>?][] = [
      [{ name: "Backwards", rounds: [w(10, 5)] }, /round 1's tee window must end after it starts/],
      [
        { name: "Overlap", rounds: [w(0, 60), w(30, 90)] },
        /round 2's tee window starts .* before round 1's ends/,
      ],
      [
        { name: "Out of order", rounds: [w(100, 160), w(0, 60)] },
        /round 2's tee window starts .* before round 1's ends/,
      ],
      [{ name: "Past", rounds: [w(-120, -60)] }, /round 1's tee window ended already/],
      [{ name: "Five", rounds: [w(0, 1), w(2, 3), w(4, 5), w(6, 7), w(8, 9)] }, /1 to 4 rounds/],
      [
        { name: "x".repeat(41), rounds: [w(0, 60)] },
        /a tournament's name is at most 40 characters/,
      ],
      [{ name: "Short course", rounds: [w(0, 60)], course: [4, 4, 3] }, /a course has 18 holes/],
      [
        { name: "Par 7", rounds: [w(0, 60)], course: Array(18).fill(7) },
        /hole 1: par 7 is not a par/,
      ],
      [{ name: "Bots", rounds: [w(0, 60)], bots: ["genius"] }, /GOLO has no bot "genius"/],
      [
        { name: "Forged", rounds: [w(0, 60)] },
        /profile key is not known/,
        { [H]: `${key.slice(0, -3)}AAA` },
      ],
      [{ name: "No profile", rounds: [w(0, 60)] }, /make a profile first/, {}],
    ];
    for (const [body, msg, headers] of cases) {
      const r = await api<Err>(server.url, "POST", "/api/tournaments", body, headers ?? as(key));
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.body.error.message).toMatch(msg);
    }
    const after = (await api<{ tournaments: unknown[] }>(server.url, "GET", "/api/tournaments"))
      .body.tournaments.length;
    expect(after).toBe(before);
  });

  it("entry by invite: only the invite link (or the organiser) gets in", async () => {
    const now = Date.now();
    await setClock(now);
    const org = await profile(`Host ${now % 100000}`);
    const guest = await profile(`Guest ${now % 100000}`);
    const made = await api<{ id: string; invite: string }>(
      server.url,
      "POST",
      "/api/tournaments",
      {
        name: "Members only",
        entry: "invite",
        rounds: [{ start: iso(now), end: iso(now + 60 * MIN) }],
      },
      as(org),
    );
    expect(made.body.invite).toMatch(new RegExp(`^/tournaments/${made.body.id}\\?invite=`));
    const path = `/api/tournaments/${made.body.id}/entrants`;
    const no = await api<Err>(server.url, "POST", path, {}, as(guest));
    expect(no.status).toBe(403);
    expect(no.body.error.message).toMatch(/by invitation/);
    const forged = await api<Err>(server.url, "POST", path, { invite: "nope" }, as(guest));
    expect(forged.status).toBe(403);
    const invite = new URL(made.body.invite, server.url).searchParams.get("invite");
    expect((await api(server.url, "POST", path, { invite }, as(guest))).status).toBe(201);
    expect((await api(server.url, "POST", path, {}, as(org))).status).toBe(201);
    const s = await standing(made.body.id);
    expect(s.board.map((r) => r.name).sort()).toEqual([
      `Guest ${now % 100000}`,
      `Host ${now % 100000}`,
    ]);
  });
  it("a full tournament refuses the next entrant, person or bot, and changes nothing", async () => {
    const now = Date.now();
    await setClock(now);
    const org = await profile(`Full host ${now % 100000}`);
    const late = await profile(`Late ${now % 100000}`);
    // Round 1 tees off tomorrow, so no bot starts a round while the field fills.
    const made = await api<{ id: string }>(
      server.url,
      "POST",
      "/api/tournaments",
      {
        name: "Full field",
        rounds: [{ start: iso(now + 1440 * MIN), end: iso(now + 1500 * MIN) }],
      },
      as(org),
    );
    const id = made.body.id;
    const path = `/api/tournaments/${id}/entrants`;
    expect((await api(server.url, "POST", path, {}, as(org))).status).toBe(201);
    for (let i = 1; i < MAX_ENTRANTS; i++) {
      const r = await api(server.url, "POST", path, { bot: "greedy" }, as(org));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    expect(await standing(id)).toMatchObject({ entrants: MAX_ENTRANTS, capacity: MAX_ENTRANTS });
    const person = await api<Err>(server.url, "POST", path, {}, as(late));
    expect(person.status).toBe(409);
    expect(person.body.error.message).toBe(`this tournament is full (${MAX_ENTRANTS} entrants)`);
    const bot = await api<Err>(server.url, "POST", path, { bot: "optimal" }, as(org));
    expect(bot.status).toBe(409);
    expect(bot.body.error.message).toMatch(/is full/);
    // Someone already in is told so, not that it is full.
    const again = await api<Err>(server.url, "POST", path, {}, as(org));
    expect(again.body.error.message).toMatch(/has entered this tournament already/);
    const s = await standing(id);
    expect(s.entrants).toBe(MAX_ENTRANTS);
    expect(s.board.some((r) => r.name.startsWith("Late"))).toBe(false);
    expect(s.board.filter((r) => r.bot)).toHaveLength(MAX_ENTRANTS - 1);
  });
});

describe("the leaderboard's order", () => {
  const windows = [{ start: "2026-01-01T10:00:00.000Z", end: "2026-01-01T12:00:00.000Z" }];
  const now = Date.parse("2026-01-01T11:00:00.000Z");
  const played = (toPar: number, holes = 18) => ({
    status: holes === 18 ? ("finished" as const) : ("playing" as const),
    strokes: 72 + toPar,
    holes,
    toPar,
    matchId: "m_x",
  });
  it("ties share a place (T2), the next place skips; unstarted after, NS and DQ last", () => {
    const entrants = ["Ann", "Bob", "Cal", "Dee", "Eve", "Fay"].map((name) => ({
      id: name,
      name,
      bot: false,
    }));
    const rounds = new Map([
      ["Ann", [played(-3)]],
      ["Bob", [played(1, 9)]],
      ["Cal", [played(1)]],
      ["Dee", [played(4)]],
      ["Fay", [{ status: "DQ" as const, strokes: 30, holes: 5, toPar: 2, matchId: "m_y" }]],
    ]);
    const b = leaderboard(windows, entrants, rounds, now);
    expect(b.map((r) => [r.name, r.position, r.thru])).toEqual([
      ["Ann", "1", 18],
      ["Bob", "T2", 9],
      ["Cal", "T2", 18],
      ["Dee", "4", 18],
      ["Eve", "", 0],
      ["Fay", "DQ", 5],
    ]);
    // Names tied on everything else in number order: bot:greedy#2 before bot:greedy#10.
    const bots = ["bot:greedy#10", "bot:greedy#2", "bot:greedy"].map((name) => ({
      id: name,
      name,
      bot: true,
    }));
    expect(leaderboard(windows, bots, new Map(), now).map((r) => r.name)).toEqual([
      "bot:greedy",
      "bot:greedy#2",
      "bot:greedy#10",
    ]);
    // After the window, Eve did not show.
    const after = leaderboard(windows, entrants, rounds, Date.parse(windows[0].end));
    expect(after.find((r) => r.name === "Eve")?.position).toBe("NS");
  });
});
