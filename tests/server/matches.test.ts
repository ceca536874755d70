/** Whole matches through a real server process and real WebSocket clients. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Client, playToEnd, type ServerProcess, startServer } from "./helpers.ts";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

type Created = {
  id: string;
  seats: { seat: number; name: string; kind: string; token?: string; invite?: string }[];
  commitment: string;
  tableToken?: string;
};

describe("online matches", () => {
  it("a whole GOLO match between two remote players, one joining by invite", async () => {
    const made = await api<Created>(server.url, "POST", "/api/matches", {
      game: "golo",
      options: { holes: 9 },
      seats: [{ kind: "human", name: "Ann", entropy: "ann's coin flips" }, { kind: "open" }],
    });
    expect(made.status).toBe(201);
    const { id, seats, commitment } = made.body;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    const invite = new URL(seats[1].invite!, server.url);
    const lobby = await api<{ open: { id: string }[] }>(server.url, "GET", "/api/matches");
    expect(lobby.body.open.map((m) => m.id)).toContain(id);
    const joined = await api(server.url, "POST", `/api/matches/${id}/join`, {
      token: invite.searchParams.get("token"),
      name: "Bob",
    });
    expect(joined.status).toBe(200);
    const ann = await Client.open(server.url, id, [seats[0].token!]);
    const bob = await Client.open(server.url, id, [invite.searchParams.get("token")!]);
    const watcher = await Client.open(server.url, id);
    const end = await playToEnd([ann, bob]);
    const result = (end.match as { result: { scores: number[] } }).result;
    expect(result.scores).toHaveLength(2);
    // Every step reached every watcher, in order, without gaps.
    await watcher.next((m) => m.type === "event" && m.version === end.version);
    const versions = watcher.messages.filter((m) => m.type === "event").map((m) => m.version);
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
    // The record reveals the secret now, and it verifies.
    const record = await api<{ dice: { secret: string } }>(
      server.url,
      "GET",
      `/api/matches/${id}/record`,
    );
    expect(record.body.dice.secret).toMatch(/^[0-9a-f]{64}$/);
    const verdict = await api<{ ok: boolean; rolls: number }>(
      server.url,
      "GET",
      `/api/matches/${id}/verify`,
    );
    expect(verdict.body.ok).toBe(true);
    expect(verdict.body.rolls).toBeGreaterThan(5);
    for (const c of [ann, bob, watcher]) c.close();
  });
});
