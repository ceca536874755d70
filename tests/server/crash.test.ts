/**
 * kill -9 under load: a real server process is killed at random moments while clients play
 * several matches (humans and bots), then restarted on the same file. Clients reconnect by
 * themselves and resend what was not acknowledged. At the end every acknowledged action is in
 * the log at the version its ack named, every log is gapless, and every match has finished.
 */
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { api, Client, type ServerProcess, startServer, tempDb } from "./helpers.ts";
import { createPlayers, seededPick } from "./player.ts";

describe("kill -9", () => {
  it("loses no acknowledged action, and every match resumes and finishes", async () => {
    const db = tempDb();
    let server: ServerProcess = await startServer(db, ["--rate", "1000"]);
    const url = () => server.url;
    const pick = seededPick(12345);
    const specs = [
      { game: "golo", options: { holes: 18 }, seats: ["Ann", "Bob"] },
      { game: "golo", options: { holes: 18 }, seats: ["Cy", "bot:greedy"] },
      { game: "straight-golf", options: { rounds: 9 }, seats: ["Di", "Ed"] },
      { game: "straight-golf", options: { rounds: 9 }, seats: ["Flo", "bot:random"] },
      { game: "rolling-pins", options: {}, seats: ["Gus", "bot:greedy"] },
      { game: "golo", options: { holes: 18, mode: "match" }, seats: ["bot:greedy", "bot:random"] },
    ];
    const players = await createPlayers(server.url, specs, url, pick);
    const ids = players.map((p) => p.id);
    const running = Promise.all(players.filter((p) => p.tokens.length).map((p) => p.run()));
    const versionsAt = (file: string) => {
      const d = new SQLite(file, { readonly: true });
      const rows = d.prepare("select id, version from matches").all() as {
        id: string;
        version: number;
      }[];
      d.close();
      return new Map(rows.map((r) => [r.id, r.version]));
    };
    let kills = 0;
    for (; kills < 5; kills++) {
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 700));
      await server.stop("SIGKILL");
      const before = versionsAt(db);
      server = await startServer(db, ["--rate", "1000"]);
      // The bots-only match must go on by itself after the restart.
      if (kills === 0) {
        const botsOnly = ids[5];
        for (let i = 0; i < 100; i++) {
          const s = await api<{ version: number; status: string }>(
            server.url,
            "GET",
            `/api/matches/${botsOnly}`,
          );
          if (s.body.status === "finished" || s.body.version > (before.get(botsOnly) ?? 0)) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    }
    await running;
    // Every match finishes, including the bots-only one.
    for (let i = 0; i < 200; i++) {
      const s = await api<{ status: string }>(server.url, "GET", `/api/matches/${ids[5]}`);
      if (s.body.status === "finished") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await server.stop();
    const d = new SQLite(db, { readonly: true });
    for (const p of players) {
      const row = d.prepare("select status, version from matches where id = ?").get(p.id) as {
        status: string;
        version: number;
      };
      expect(row.status).toBe("finished");
      const steps = d
        .prepare("select step, client_id from steps where match_id = ? order by step")
        .all(p.id) as { step: number; client_id: string | null }[];
      expect(steps.map((s) => s.step)).toEqual(
        Array.from({ length: row.version }, (_, i) => i + 1),
      );
      for (const [id, { version, seat }] of p.acked) {
        expect(steps[version - 1]?.client_id).toBe(`${seat}:${id}`);
      }
    }
    d.close();
    expect(kills).toBe(5);
    // The finished records replay and verify.
    server = await startServer(db);
    for (const id of ids) {
      const v = await api<{ ok: boolean }>(server.url, "GET", `/api/matches/${id}/verify`);
      expect(v.body).toMatchObject({ ok: true });
    }
    await server.stop();
  }, 120_000);

  it("Ctrl-C the moment the address is printed still stops cleanly (exit 0)", async () => {
    for (let i = 0; i < 3; i++) {
      const server = await startServer(tempDb());
      expect(await server.stop("SIGINT")).toBe(0);
    }
  });

  it("correspondence: a match without a timer waits for its player, across a restart", async () => {
    const db = tempDb();
    let server = await startServer(db);
    const r = await api<{ id: string; seats: { token: string }[] }>(
      server.url,
      "POST",
      "/api/matches",
      {
        game: "golo",
        options: { holes: 9 },
        seats: [
          { kind: "human", name: "Ann" },
          { kind: "human", name: "Bob" },
        ],
      },
    );
    const { id } = r.body;
    const open = (url: string) => Client.open(url, id, [r.body.seats[0].token]);
    let ann = await open(server.url);
    // The server rolls first; then Ann decides, and nothing happens until she does.
    const waiting = await ann.next((m) => Array.isArray(m.legal));
    expect(waiting).not.toHaveProperty("deadline");
    await new Promise((done) => setTimeout(done, 1500));
    expect(ann.messages.some((m) => m.type === "timer")).toBe(false);
    expect(ann.latest()!.version).toBe(waiting.version);
    ann.close();
    await server.stop();
    server = await startServer(db);
    ann = await open(server.url);
    const again = await ann.next((m) => m.type === "sync");
    expect(again.version).toBe(waiting.version);
    expect(again.legal).toEqual(waiting.legal);
    expect(again).not.toHaveProperty("deadline");
    const ack = await ann.act(again.version as number, 0, (again.legal as unknown[])[0]);
    expect(ack).toMatchObject({ type: "ack", version: (again.version as number) + 1 });
    ann.close();
    await server.stop();
  });

  it("Ctrl-C stops cleanly: sockets closed, exit 0, matches there on the next start", async () => {
    const db = tempDb();
    const server = await startServer(db);
    const r = await api<{ id: string; seats: { token: string }[] }>(
      server.url,
      "POST",
      "/api/matches",
      {
        game: "straight-golf",
        seats: [{ kind: "human", name: "Ann" }],
      },
    );
    const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/matches/${r.body.id}/live`);
    const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    await new Promise((resolve) => ws.on("open", resolve));
    const started = Date.now();
    expect(await server.stop("SIGINT")).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await closed).toBeGreaterThan(0);
    const again = await startServer(db);
    const s = await api<{ status: string }>(again.url, "GET", `/api/matches/${r.body.id}`);
    expect(s.body.status).toBe("playing");
    await again.stop();
  });
});
