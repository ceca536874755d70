/** Whole matches through a real server process and real WebSocket clients. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollKey } from "../../src/engine/fair-dice.ts";
import type { MatchRecord } from "../../src/engine/match.ts";
import { verifyRecord } from "../../src/server/verify.ts";
import { api, Client, createMatch, playToEnd, type ServerProcess, startServer } from "./helpers.ts";

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(undefined, ["--rate", "500"]);
});
afterAll(async () => {
  await server?.stop();
});

describe("online matches", () => {
  it("a whole GOLO match between two remote players, one joining by invite; both seats' entropy keys the dice, the secret is in no message", async () => {
    const { id, seats, commitment } = await createMatch(server.url, {
      game: "golo",
      options: { holes: 9 },
      seats: [{ kind: "human", name: "Ann", entropy: "ann's coin flips" }, { kind: "open" }],
    });
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    const invite = new URL(seats[1].invite!, server.url);
    const lobby = await api<{ open: { id: string }[] }>(server.url, "GET", "/api/matches");
    expect(lobby.body.open.map((m) => m.id)).toContain(id);
    const joined = await api(server.url, "POST", `/api/matches/${id}/join`, {
      token: invite.searchParams.get("token"),
      name: "Bob",
      entropy: "bob's dice",
    });
    expect(joined.status).toBe(200);
    const ann = await Client.open(server.url, id, [seats[0].token!]);
    const bob = await Client.open(server.url, id, [invite.searchParams.get("token")!]);
    const watcher = await Client.open(server.url, id);
    // What anyone may read before the end: answers, errors and refusals among them.
    const bodies: unknown[] = [joined.body];
    for (const path of ["", "/record", "/verify"]) {
      bodies.push((await api(server.url, "GET", `/api/matches/${id}${path}`)).body);
    }
    const wrong = { token: "x", name: "Eve" };
    bodies.push((await api(server.url, "POST", `/api/matches/${id}/join`, wrong)).body);
    watcher.send({ type: "act", id: "peek", version: 0, seat: 0, action: {} });
    bodies.push(await watcher.next((m) => m.id === "peek"));
    ann.send("{not json");
    bodies.push(await ann.next((m) => m.type === "refused" && m.id === null));
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
    // The roll key is HMAC(secret, every seat's entropy): the joiner's own entropy is in it, and
    // the same record with another entropy does not verify.
    const dice = (record.body as unknown as MatchRecord).dice!;
    expect(dice.entropy).toEqual(["ann's coin flips", "bob's dice"]);
    const other = { ...dice, entropy: ["ann's coin flips", "mallory's dice"] };
    const forged = verifyRecord({ ...(record.body as unknown as MatchRecord), dice: other });
    expect(forged.ok).toBe(false);
    expect(forged.problem).toMatch(/step \d+ of the record: the dice roll/);
    // Neither the secret nor the key made from it was in any message or answer before the end.
    const key = rollKey(dice.secret!, dice.entropy);
    const said = JSON.stringify([bodies, ann.messages, bob.messages, watcher.messages]);
    for (const hidden of [dice.secret!, key.toString("hex"), key.toString("base64")]) {
      expect(said).not.toContain(hidden);
    }
    expect(said).not.toContain(key.toString("base64url"));
    for (const c of [ann, bob, watcher]) c.close();
  });

  it("Straight Golf with a bot seat: the server plays the bot and rolls", async () => {
    const { id, seats } = await createMatch(server.url, {
      game: "straight-golf",
      options: { rounds: 3 },
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "bot", level: "random" },
      ],
    });
    expect(seats[1]).toEqual({ seat: 1, name: "bot:random", kind: "bot" });
    const ann = await Client.open(server.url, id, [seats[0].token!]);
    const end = await playToEnd([ann]);
    const texts = ann.messages.filter((m) => m.type === "event").map((m) => m.text as string);
    expect(texts.some((t) => t.startsWith("bot:random "))).toBe(true);
    expect((end.match as { status: string }).status).toBe("finished");
    ann.close();
  });

  it("Roll In One with cards: each seat sees its own hand, never the other's", async () => {
    const { id, seats } = await createMatch(server.url, {
      game: "roll-in-one",
      options: { cards: true, maxRounds: 6, layout: "generated" },
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Bob" },
      ],
    });
    const ann = await Client.open(server.url, id, [seats[0].token!]);
    const bob = await Client.open(server.url, id, [seats[1].token!]);
    const spectator = await Client.open(server.url, id);
    let seed = 7;
    const pick = (legal: unknown[]) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return legal[seed % legal.length];
    };
    const end = await playToEnd([ann, bob], pick);
    await spectator.next((m) => m.type === "event" && m.version === end.version);
    type View = { hands: (string[] | number)[] };
    let sawCards = false;
    let hiddenDraws = 0;
    let caddieSteps = 0;
    for (const [client, own] of [
      [ann, 0],
      [bob, 1],
      [spectator, -1],
    ] as const) {
      for (const m of client.messages.filter((x) => x.type === "event" || x.type === "sync")) {
        const view = m.view as View;
        view.hands.forEach((h, seat) => {
          if (seat === own) expect(Array.isArray(h)).toBe(true);
          else expect(typeof h).toBe("number");
          if (seat === own && (h as string[]).length) sawCards = true;
        });
        const entry = m.entry as { hidden?: boolean } | undefined;
        if (entry?.hidden) hiddenDraws++;
        const step = m.step as {
          hidden?: boolean;
          label?: string;
          dice?: { name: string; faces: unknown[] }[];
        };
        if (step.hidden) expect(step.dice?.every((d) => d.faces.length === 0)).toBe(true);
        // A caddie draw's die lists the pile: not even the drawer sees it (two of its own draws
        // would tell what the other drew in between).
        if (step.label === "deal" && step.dice?.[0]?.name.includes("caddie")) {
          expect(step.hidden).toBe(true);
          caddieSteps++;
        }
      }
    }
    expect(caddieSteps).toBeGreaterThan(0);
    expect(sawCards).toBe(true);
    expect(hiddenDraws).toBeGreaterThan(0);
    for (const c of [ann, bob, spectator]) c.close();
  });

  it("Roll In One's hole design online: the marker holder places a board and the green, then accepts; the other seat sees the hole built", async () => {
    // The default layout: players design every hole (the design steps are decisions like any other).
    const { id, seats } = await createMatch(server.url, {
      game: "roll-in-one",
      options: { maxRounds: 2 },
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Bob" },
      ],
    });
    const ann = await Client.open(server.url, id, [seats[0].token!]);
    const bob = await Client.open(server.url, id, [seats[1].token!]);
    type Action = { type: string };
    let placed = 0;
    let greenLast = false;
    let seed = 11;
    const design = new Set(["place", "green", "generate", "remove", "turn"]);
    const pick = (legal: unknown[]) => {
      const all = legal as Action[];
      const by = (t: string) => all.find((x) => x.type === t);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const play = all.filter((x) => !design.has(x.type));
      const a =
        by("accept") ??
        (placed < 1 ? by("place") : undefined) ??
        (greenLast ? undefined : by("green")) ??
        (play.length ? play[seed % play.length] : all[0]);
      if (a.type === "place") placed++;
      if (a.type === "accept") placed = 0;
      greenLast = a.type === "green";
      return a;
    };
    const end = await playToEnd([ann, bob], pick);
    expect((end.match as { status: string }).status).toBe("finished");
    // The last event may still be on its way to one of them.
    for (const c of [ann, bob])
      await c.next((m) => m.type === "event" && m.version === end.version);
    const acts = (c: Client) =>
      c.messages
        .filter((m) => m.type === "event")
        .map((m) => (m.entry as { action?: Action }).action?.type)
        .filter((t) => t !== undefined);
    const seen = acts(bob);
    for (const t of ["place", "green", "accept", "shot"]) expect(seen).toContain(t);
    // Both seats were told every step, design steps included, in the same order.
    expect(acts(ann)).toEqual(seen);
    for (const c of [ann, bob]) c.close();
  }, 60_000);

  it("referee mode: the table device types every roll; an impossible face is refused", async () => {
    const { id, tableToken } = await createMatch(server.url, {
      game: "straight-golf",
      options: { rounds: 1 },
      seats: [
        { kind: "table", name: "Ann" },
        { kind: "table", name: "Bob" },
      ],
    });
    expect(tableToken).toBeTruthy();
    const table = await Client.open(server.url, id, [tableToken!]);
    const sync = await table.next((m) => m.type === "sync");
    expect(sync.seats).toEqual([0, 1]);
    let n = 0;
    for (let guard = 0; guard < 500; guard++) {
      const m = table.latest()!;
      if ((m.match as { status: string }).status === "finished") break;
      const step = m.step as { kind: string; seat?: number; dice?: { faces: number[] }[] };
      const v = m.version as number;
      if (step.kind === "chance") {
        if (n === 0) {
          table.send({ type: "roll", id: "bad", version: v, faces: step.dice!.map(() => 99) });
          const r = await table.next((x) => x.id === "bad");
          expect(r).toMatchObject({ type: "refused", code: "illegal" });
        }
        const id2 = `r${n++}`;
        table.send({
          type: "roll",
          id: id2,
          version: v,
          faces: step.dice!.map((d, i) => d.faces[(n + i) % d.faces.length]),
        });
        expect(await table.next((x) => x.id === id2)).toMatchObject({ type: "ack" });
      } else {
        const r = await table.act(v, step.seat!, (m.legal as unknown[])[0]);
        expect(r.type).toBe("ack");
      }
      await table.next((x) => x.type === "event" && (x.version as number) > v);
    }
    const record = await api<{ actions: { typed?: boolean; chance?: unknown }[] }>(
      server.url,
      "GET",
      `/api/matches/${id}/record`,
    );
    const rolls = record.body.actions.filter((e) => "chance" in e);
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls.every((e) => e.typed)).toBe(true);
    table.close();
  });
});
