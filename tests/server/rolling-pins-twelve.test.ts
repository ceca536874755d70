/**
 * Rolling Pins with twelve bowlers online (the rulebook: 1 to 12 people, duplicate rolls so that
 * everyone faces the same dice): eight people on their own sockets and four bots, to the end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Client, playToEnd, type ServerProcess, startServer } from "./helpers.ts";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(undefined, ["--rate", "500"]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

type Created = { id: string; seats: { seat: number; kind: string; token?: string }[] };
type Entry = { chance?: unknown[]; seat?: number };

describe("Rolling Pins, a duplicate table of twelve", () => {
  it("eight people and four bots bowl one shared roll a turn to the end", async () => {
    const people = Array.from({ length: 8 }, (_, i) => ({
      kind: "human",
      name: `Bowler ${i + 1}`,
    }));
    const bots = Array.from({ length: 4 }, () => ({ kind: "bot", level: "greedy" }));
    const made = await api<Created>(server.url, "POST", "/api/matches", {
      game: "rolling-pins",
      options: { duplicate: true },
      seats: [...people.slice(0, 4), ...bots.slice(0, 2), ...people.slice(4), ...bots.slice(2)],
    });
    expect(made.status).toBe(201);
    const { id, seats } = made.body;
    expect(seats).toHaveLength(12);
    const human = seats.filter((s) => s.kind === "human");
    expect(human).toHaveLength(8);
    // Each person on a socket of their own, holding only their seat.
    const clients = await Promise.all(human.map((s) => Client.open(server.url, id, [s.token!])));
    const last = await playToEnd(clients, (legal, turn) => legal[turn % legal.length]);
    const match = last.match as {
      status: string;
      result: { scores: number[]; ranking: number[][] };
    };
    expect(match.status).toBe("finished");
    expect(match.result.scores).toHaveLength(12);
    expect(match.result.ranking.flat().sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    // Every sheet on every screen is finished, and every screen shows the same twelve totals.
    for (const c of clients) {
      await c.next((m) => (m.match as { status?: string } | undefined)?.status === "finished");
      const v = c.latest()!.view as { sheets: { phase: string }[] };
      expect(v.sheets.map((s) => s.phase)).toEqual(Array(12).fill("done"));
    }
    // One roll a turn for all: the shared rolls number about a solo game's, not twelve times it
    // (own rolls are only Re-rolls, an ability).
    const record = await api<{ actions: Entry[] }>(server.url, "GET", `/api/matches/${id}/record`);
    const rolls = record.body.actions.filter((e) => "chance" in e).length;
    expect(rolls).toBeGreaterThanOrEqual(10);
    expect(rolls).toBeLessThan(12 * 10);
    const verify = await api<{ ok: boolean }>(server.url, "GET", `/api/matches/${id}/verify`);
    expect(verify.body.ok).toBe(true);
    for (const c of clients) c.close();
  }, 600_000);
});
