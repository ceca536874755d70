/**
 * Protocol fuzz: random and hostile message sequences from several clients at once. Every message
 * with an id is answered (ack or refused, never silence); afterwards the state the server shows
 * equals the replay of the match's log; the process never falls over.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay } from "../../src/engine/match.ts";
import { findGame } from "../../src/games/registry.ts";
import { api, Client, type ServerProcess, startServer } from "./helpers.ts";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(undefined, ["--rate", "2000"]);
});
afterAll(async () => {
  await server?.stop();
}, 120_000);

type Cmd =
  | { kind: "legal"; who: number; pick: number; resend: boolean }
  | { kind: "stale"; who: number; delta: number }
  | { kind: "wrongSeat"; who: number }
  | { kind: "junkAction"; who: number; action: unknown }
  | { kind: "garbage"; who: number; text: string }
  | { kind: "roll"; who: number }
  | { kind: "reconnect"; who: number }
  | { kind: "badSeat"; who: number; seat: number };

const who = fc.integer({ min: 0, max: 2 }); // 0 Ann, 1 Bob, 2 spectator
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ kind: fc.constant("legal" as const), who, pick: fc.nat(600), resend: fc.boolean() }),
  fc.record({ kind: fc.constant("legal" as const), who, pick: fc.nat(600), resend: fc.boolean() }),
  fc.record({ kind: fc.constant("stale" as const), who, delta: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant("wrongSeat" as const), who }),
  fc.record({
    kind: fc.constant("junkAction" as const),
    who,
    action: fc.jsonValue({ maxDepth: 3 }),
  }),
  fc.record({ kind: fc.constant("garbage" as const), who, text: fc.string({ maxLength: 200 }) }),
  fc.record({ kind: fc.constant("roll" as const), who }),
  fc.record({ kind: fc.constant("reconnect" as const), who }),
  fc.record({ kind: fc.constant("badSeat" as const), who, seat: fc.integer({ min: -5, max: 70 }) }),
);

describe("protocol fuzz", () => {
  it("random, hostile sequences never break a match", async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 5, maxLength: 30 }), async (cmds) => {
        runs++;
        const made = await api<{ id: string; seats: { token: string }[] }>(
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
        const { id, seats } = made.body;
        const tokens = [[seats[0].token], [seats[1].token], []];
        const clients = await Promise.all(tokens.map((t) => Client.open(server.url, id, t)));
        await Promise.all(clients.map((c) => c.next((m) => m.type === "sync")));
        const answers: Promise<unknown>[] = [];
        let n = 0;
        for (const c of cmds) {
          let client = clients[c.who];
          const latest = client.latest()!;
          const v = latest.version as number;
          const step = latest.step as { kind: string; seat?: number };
          const seat = c.who === 2 ? 0 : c.who;
          const mid = `f${n++}`;
          const answered = (cl: Client, msgId: string) =>
            cl.next((m) => (m.type === "ack" || m.type === "refused") && m.id === msgId, 0, 10_000);
          switch (c.kind) {
            case "legal": {
              const legal = (latest.legal as unknown[] | undefined) ?? [{ type: "roll" }];
              const s = step.kind === "decision" ? step.seat! : seat;
              client.send({
                type: "act",
                id: mid,
                version: v,
                seat: s,
                action: legal[c.pick % legal.length],
              });
              answers.push(answered(client, mid));
              if (c.resend) {
                await answered(client, mid);
                client.send({
                  type: "act",
                  id: mid,
                  version: v,
                  seat: s,
                  action: legal[c.pick % legal.length],
                });
              }
              break;
            }
            case "stale":
              client.send({
                type: "act",
                id: mid,
                version: v + c.delta,
                seat,
                action: { type: "roll", bottoms: false },
              });
              answers.push(answered(client, mid));
              break;
            case "wrongSeat":
              client.send({
                type: "act",
                id: mid,
                version: v,
                seat: 1 - seat,
                action: { type: "roll", bottoms: false },
              });
              answers.push(answered(client, mid));
              break;
            case "badSeat":
              client.send({
                type: "act",
                id: mid,
                version: v,
                seat: c.seat,
                action: { type: "roll" },
              });
              answers.push(answered(client, mid));
              break;
            case "junkAction":
              client.send({ type: "act", id: mid, version: v, seat, action: c.action });
              answers.push(answered(client, mid));
              break;
            case "roll":
              client.send({ type: "roll", id: mid, version: v, faces: [1, 2, 3] });
              answers.push(answered(client, mid));
              break;
            case "garbage":
              client.send(c.text);
              break;
            case "reconnect": {
              // Answers go to the socket that asked: collect them before it goes.
              await Promise.all(answers);
              client.close();
              client = await Client.open(server.url, id, tokens[c.who], v);
              clients[c.who] = client;
              // Nothing missed: nothing sent. Ask afresh to get a state message.
              client.close();
              client = await Client.open(server.url, id, tokens[c.who]);
              await client.next((m) => m.type === "sync");
              clients[c.who] = client;
              break;
            }
          }
          // Let the server's own rolls land between commands now and then.
          if (n % 4 === 0) await new Promise((r) => setTimeout(r, 5));
        }
        await Promise.all(answers);
        // The state shown to a fresh spectator equals the replay of the log. A server roll may
        // still land after the last answer: read both again until they are of the same version.
        const read = async () => {
          const record = await api<Parameters<typeof replay>[1]>(
            server.url,
            "GET",
            `/api/matches/${id}/record`,
          );
          const spectator = await Client.open(server.url, id);
          const sync = await spectator.next((m) => m.type === "sync");
          return { record, spectator, sync };
        };
        let { record, spectator, sync } = await read();
        for (let tries = 0; sync.version !== record.body.actions.length && tries < 50; tries++) {
          spectator.close();
          await new Promise((r) => setTimeout(r, 100));
          ({ record, spectator, sync } = await read());
        }
        const game = findGame("golo")!;
        const m = replay(game, record.body);
        expect(sync.version).toBe(record.body.actions.length);
        expect(sync.view).toEqual(JSON.parse(JSON.stringify(game.view(m.state, -1))));
        for (const c of [...clients, spectator]) c.close();
      }),
      { numRuns: 25, endOnFailure: true },
    );
    expect(runs).toBe(25);
    expect(server.proc.exitCode).toBeNull();
    expect((await api(server.url, "GET", "/api/games")).status).toBe(200);
  }, 120_000);
});
