/** The contract's refusals, tokens, reconnects, rematch, resign, hints and verify, on a real process. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
  seats: { seat: number; token?: string; invite?: string }[];
  tableToken?: string;
};

async function twoHumans(game = "golo", extra: Record<string, unknown> = {}) {
  const r = await api<Created>(server.url, "POST", "/api/matches", {
    game,
    seats: [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Bob" },
    ],
    ...extra,
  });
  expect(r.status).toBe(201);
  return r.body;
}

describe("HTTP input", () => {
  it("refuses bad bodies with a code and a status, creating nothing", async () => {
    const cases: [unknown, number, string][] = [
      [{ game: "golo", seats: [] }, 400, "malformed"],
      [{ game: "chess", seats: [{ kind: "open" }] }, 404, "not-found"],
      [{ game: "golo", seats: [{ kind: "bot", level: "genius" }] }, 400, "malformed"],
      [{ game: "golo", options: { mode: "darts" }, seats: [{ kind: "open" }] }, 400, "malformed"],
      [{ game: "golo", seats: Array(9).fill({ kind: "open" }) }, 400, "malformed"],
      [{ game: "golo", seats: [{ kind: "human", name: "x" }], extra: 1 }, 400, "malformed"],
    ];
    const before = await api<{ open: unknown[] }>(server.url, "GET", "/api/matches");
    for (const [body, status, code] of cases) {
      const r = await api<{ error: { code: string; message: string } }>(
        server.url,
        "POST",
        "/api/matches",
        body,
      );
      expect(r.status).toBe(status);
      expect(r.body.error.code).toBe(code);
      expect(r.body.error.message.length).toBeGreaterThan(5);
    }
    const res = await fetch(`${server.url}/api/matches`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    const after = await api<{ open: unknown[] }>(server.url, "GET", "/api/matches");
    expect(after.body.open.length).toBe(before.body.open.length);
    expect((await api(server.url, "GET", "/api/matches/m_nothere")).status).toBe(404);
  });

  it("an address that posts too often gets 429 rate-limited; reading goes on", async () => {
    const small = await startServer(undefined, ["--http-rate", "5"]);
    try {
      const body = { game: "straight-golf", seats: [{ kind: "human", name: "Ann" }] };
      const codes: number[] = [];
      for (let i = 0; i < 7; i++)
        codes.push((await api(small.url, "POST", "/api/matches", body)).status);
      expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      const last = await api<{ error: { code: string } }>(small.url, "POST", "/api/matches", body);
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe("rate-limited");
      expect((await api(small.url, "GET", "/api/matches")).status).toBe(200);
    } finally {
      await small.stop();
    }
  });

  it("join and leave before the start: the seat opens again and its invite works again", async () => {
    const r = await api<Created>(server.url, "POST", "/api/matches", {
      game: "golo",
      seats: [{ kind: "human", name: "Ann" }, { kind: "open" }],
    });
    const { id } = r.body;
    const token = new URL(r.body.seats[1].invite!, server.url).searchParams.get("token")!;
    expect(
      (await api(server.url, "POST", `/api/matches/${id}/join`, { token: "x", name: "Eve" }))
        .status,
    ).toBe(403);
    const j = await api<{ match: { status: string } }>(
      server.url,
      "POST",
      `/api/matches/${id}/join`,
      {
        token,
        name: "Bob",
      },
    );
    expect(j.body.match.status).toBe("playing");
    const again = await api(server.url, "POST", `/api/matches/${id}/join`, { token, name: "Bob" });
    expect(again.status).toBe(200);
    const other = await api<{ error: { code: string } }>(
      server.url,
      "POST",
      `/api/matches/${id}/join`,
      {
        token,
        name: "Cy",
      },
    );
    expect(other.body.error.code).toBe("taken");
    // A match still waiting: leaving opens the seat again.
    const w = await api<Created>(server.url, "POST", "/api/matches", {
      game: "golo",
      seats: [{ kind: "human", name: "Ann" }, { kind: "open" }, { kind: "open" }],
    });
    const t1 = new URL(w.body.seats[1].invite!, server.url).searchParams.get("token")!;
    await api(server.url, "POST", `/api/matches/${w.body.id}/join`, { token: t1, name: "Bob" });
    const left = await api<{ seats: { kind: string; name: string }[]; status: string }>(
      server.url,
      "POST",
      `/api/matches/${w.body.id}/leave`,
      { token: t1 },
    );
    expect(left.body.seats[1]).toMatchObject({ kind: "open", name: "" });
    expect(left.body.status).toBe("open");
    const rejoin = await api(server.url, "POST", `/api/matches/${w.body.id}/join`, {
      token: t1,
      name: "Di",
    });
    expect(rejoin.status).toBe(200);
  });

  it("lists games with options as JSON Schema and bot levels", async () => {
    const r = await api<{
      games: { id: string; bots: string[]; optionsSchema: { type: string } }[];
    }>(server.url, "GET", "/api/games");
    expect(r.body.games.map((g) => g.id)).toEqual([
      "golo",
      "straight-golf",
      "rolling-pins",
      "roll-in-one",
    ]);
    for (const g of r.body.games) {
      expect(g.bots).toContain("random");
      expect(g.optionsSchema.type).toBe("object");
    }
  });
});

describe("live refusals", () => {
  it("stale, wrong seat, spectator, malformed, illegal, other match's token; a resent id is acked once", async () => {
    const m = await twoHumans();
    const other = await twoHumans();
    const ann = await Client.open(server.url, m.id, [m.seats[0].token!]);
    const sync = await ann.next((x) => x.type === "sync");
    const legal = sync.legal as unknown[];
    expect(await ann.act(5, 0, legal[0])).toMatchObject({ type: "refused", code: "stale" });
    expect(await ann.act(0, 1, legal[0])).toMatchObject({ type: "refused", code: "wrong-seat" });
    expect(await ann.act(0, 0, { type: "fly" })).toMatchObject({
      type: "refused",
      code: "malformed",
    });
    expect(await ann.act(0, 0, { type: "remove", dice: [0] })).toMatchObject({
      type: "refused",
      code: "illegal",
    });
    ann.send("not json at all");
    expect(await ann.next((x) => x.type === "refused" && x.code === "malformed")).toBeTruthy();
    const spectator = await Client.open(server.url, m.id);
    expect(await spectator.act(0, 0, legal[0])).toMatchObject({
      type: "refused",
      code: "forbidden",
    });
    // Another match's token does not open this one.
    const intruder = await Client.open(server.url, m.id, [other.seats[0].token!]);
    await new Promise((r) => setTimeout(r, 200));
    expect(intruder.closed?.code).toBe(4403);
    const summary = await api<{ version: number }>(server.url, "GET", `/api/matches/${m.id}`);
    expect(summary.body.version).toBe(0);
    // The same id twice: one step, two acks with the same version.
    const a1 = await ann.act(0, 0, legal[0], "same");
    const a2 = await ann.act(0, 0, legal[0], "same");
    expect(a1).toMatchObject({ type: "ack", version: 1 });
    expect(a2).toMatchObject({ type: "ack", version: 1 });
    const record = await api<{ actions: unknown[] }>(
      server.url,
      "GET",
      `/api/matches/${m.id}/record`,
    );
    expect(record.body.actions.filter((e) => "seat" in (e as object))).toHaveLength(1);
    for (const c of [ann, spectator, intruder]) c.close();
  });

  it("size limits: a body over 64 KiB is refused (400) and makes nothing; a message over 16 KiB closes that socket only", async () => {
    const before = await api<{ open: unknown[]; live: unknown[] }>(
      server.url,
      "GET",
      "/api/matches",
    );
    const huge = {
      game: "straight-golf",
      seats: [{ kind: "human", name: "Ann" }],
      options: { pad: "x".repeat(70 * 1024) },
    };
    const r = await api<{ error: { code: string; message: string } }>(
      server.url,
      "POST",
      "/api/matches",
      huge,
    );
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("malformed");
    const after = await api<{ open: unknown[]; live: unknown[] }>(
      server.url,
      "GET",
      "/api/matches",
    );
    expect(after.body.live.length).toBe(before.body.live.length);
    const m = await twoHumans();
    const big = await Client.open(server.url, m.id, [m.seats[0].token!]);
    const calm = await Client.open(server.url, m.id, [m.seats[1].token!]);
    const sync = await big.next((x) => x.type === "sync");
    big.send({
      type: "act",
      id: "big",
      version: 0,
      seat: 0,
      action: { pad: "x".repeat(20 * 1024) },
    });
    await new Promise((done) => big.ws.once("close", done));
    expect(big.closed?.code).toBe(1009);
    expect(calm.closed).toBeNull();
    // Nothing was applied: the match is where it was.
    const now = await api<{ version: number }>(server.url, "GET", `/api/matches/${m.id}`);
    expect(now.body.version).toBe(sync.version);
    calm.close();
  });

  it("a flooding client is refused, then cut off; others play on", async () => {
    const m = await twoHumans();
    const flood = await Client.open(server.url, m.id, [m.seats[0].token!]);
    const calm = await Client.open(server.url, m.id, [m.seats[1].token!]);
    for (let i = 0; i < 200; i++) flood.send({ type: "pong" });
    await flood.next((x) => x.type === "refused" && x.code === "rate-limited");
    await new Promise((r) => setTimeout(r, 300));
    expect(flood.closed?.code).toBe(4429);
    expect(calm.closed).toBeNull();
    calm.close();
  });
});

describe("reconnect", () => {
  it("a client coming back with its last version gets exactly the missed events", async () => {
    const m = await twoHumans("straight-golf", { options: { rounds: 2 } });
    // One device holds both seats and plays; Bob's phone drops out and comes back.
    const both = await Client.open(server.url, m.id, [m.seats[0].token!, m.seats[1].token!]);
    const bob = await Client.open(server.url, m.id, [m.seats[1].token!]);
    await both.next((x) => x.type === "sync");
    await bob.next((x) => x.type === "sync");
    const watcher = await Client.open(server.url, m.id);
    const sync = await watcher.next((x) => x.type === "sync");
    // The server rolls the roll-off by itself: Bob's socket may still be behind the watcher's
    // sync. Wait until Bob has seen at least that version, so every later event is the watcher's.
    await bob.next(
      (x) =>
        (x.type === "sync" || x.type === "event") &&
        (x.version as number) >= (sync.version as number),
    );
    const seen = bob.latest()!.version as number;
    bob.close();
    for (let i = 0; i < 400; i++) {
      const top = both.latest()!;
      const v = top.version as number;
      if (v >= seen + 8 || (top.match as { status: string }).status === "finished") break;
      if (Array.isArray(top.legal)) {
        await both.act(v, (top.step as { seat: number }).seat, top.legal[0]);
      }
      await both.next((x) => x.type === "event" && (x.version as number) > v);
    }
    const ann = both;
    const now = ann.latest()!.version as number;
    expect(now).toBeGreaterThan(seen);
    const back = await Client.open(server.url, m.id, [m.seats[1].token!], seen);
    await back.next((x) => x.type === "event" && x.version === now);
    const got = back.messages.filter((x) => x.type === "event");
    expect(got.map((x) => x.version)).toEqual(
      Array.from({ length: now - seen }, (_, i) => seen + i + 1),
    );
    expect(back.messages.some((x) => x.type === "sync")).toBe(false);
    // What it missed equals what a connected watcher received.
    const watched = watcher.messages.filter(
      (x) => x.type === "event" && (x.version as number) > seen,
    );
    expect(got.map((x) => x.text)).toEqual(watched.slice(0, got.length).map((x) => x.text));
    expect(sync.version as number).toBeLessThanOrEqual(seen);
    // A version from the future is answered with a sync.
    const odd = await Client.open(server.url, m.id, [m.seats[1].token!], 9999);
    expect((await odd.next(() => true)).type).toBe("sync");
    for (const c of [ann, back, watcher, odd]) c.close();
  });
});

describe("resign, rematch, hint, verify", () => {
  it("a resigned seat is played by a bot to the end; rematch moves everyone; verify checks rolls", async () => {
    const m = await twoHumans("golo", { options: { holes: 9 } });
    const ann = await Client.open(server.url, m.id, [m.seats[0].token!]);
    const sync = await ann.next((x) => x.type === "sync");
    const hint = await api<{ unit: string; options: { label: string; value: number }[] }>(
      server.url,
      "POST",
      `/api/matches/${m.id}/hint`,
      { token: m.seats[0].token },
    );
    expect(hint.status).toBe(200);
    expect(hint.body.options.length).toBeGreaterThan(0);
    const notYours = await api(server.url, "POST", `/api/matches/${m.id}/hint`, {
      token: m.seats[1].token,
    });
    expect(notYours.status).toBe(409);
    expect(sync.version).toBe(0);
    const r = await api(server.url, "POST", `/api/matches/${m.id}/resign`, {
      token: m.seats[1].token,
    });
    expect(r.status).toBe(200);
    const bad = await api(server.url, "POST", `/api/matches/${m.id}/resign`, { token: "nope" });
    expect(bad.status).toBe(403);
    const end = await playToEnd([ann]);
    const result = (end.match as { result: { resigned: number[] } }).result;
    expect(result.resigned).toEqual([1]);
    // Rematch: the same seats, new tokens for the caller's seats only, old summary points on.
    const re = await api<Created>(server.url, "POST", `/api/matches/${m.id}/rematch`, {
      token: m.seats[0].token,
    });
    expect(re.status).toBe(201);
    expect(re.body.seats[0].token).toBeTruthy();
    expect(re.body.seats[1].token).toBeUndefined();
    const again = await api<Created>(server.url, "POST", `/api/matches/${m.id}/rematch`, {
      token: m.seats[1].token,
    });
    expect(again.body.id).toBe(re.body.id);
    expect(again.body.seats[1].token).toBeTruthy();
    const old = await api<{ rematch: string }>(server.url, "GET", `/api/matches/${m.id}`);
    expect(old.body.rematch).toBe(re.body.id);
    const bobNew = await Client.open(server.url, re.body.id, [again.body.seats[1].token!]);
    expect((await bobNew.next(() => true)).type).toBe("sync");
    bobNew.close();
    // clubhouse verify: the record as served, then with one roll changed.
    const record = await api<{ actions: { chance?: number[] }[] }>(
      server.url,
      "GET",
      `/api/matches/${m.id}/record`,
    );
    const dir = mkdtempSync(join(tmpdir(), "clubhouse-verify-"));
    const good = join(dir, "good.json");
    writeFileSync(good, JSON.stringify(record.body));
    const out = execFileSync(process.execPath, ["bin/clubhouse.mjs", "verify", good]).toString();
    expect(out).toMatch(/verified; all \d+ rolls follow from the revealed secret/);
    const k = record.body.actions.findIndex((e) => e.chance);
    const tampered = structuredClone(record.body);
    const faces = tampered.actions[k].chance!;
    faces[0] = faces[0] === 3 ? 4 : 3;
    const badFile = join(dir, "tampered.json");
    writeFileSync(badFile, JSON.stringify(tampered));
    let failed = "";
    try {
      execFileSync(process.execPath, ["bin/clubhouse.mjs", "verify", badFile]);
    } catch (e) {
      failed = String((e as { stdout: Buffer }).stdout);
    }
    expect(failed).toContain(`NOT verified: step ${k + 1} of the record: the dice roll`);
    ann.close();
  });

  it("a timed decision that runs out is played by a bot; the seat stays the player's", async () => {
    const m = await twoHumans("straight-golf", { options: { rounds: 1 }, timer: { seconds: 5 } });
    const ann = await Client.open(server.url, m.id, [m.seats[0].token!, m.seats[1].token!]);
    const timer = await ann.next(
      (x) => x.type === "timer" || (x.type === "sync" && "deadline" in x),
    );
    expect(timer).toBeTruthy();
    const timedOut = await ann.next(
      (x) => x.type === "event" && /time ran out: played by bot:/.test(x.text as string),
      0,
      15_000,
    );
    // The next decision is the player's again.
    const after = ann.latest()!;
    expect((after.match as { seats: { kind: string }[] }).seats.map((s) => s.kind)).toEqual([
      "human",
      "human",
    ]);
    expect(timedOut.version as number).toBeGreaterThan(0);
    ann.close();
  }, 30_000);
});
