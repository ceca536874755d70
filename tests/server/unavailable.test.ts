/**
 * A create, join or rematch that the store cannot write (the SQLite writer thread restarting,
 * the database away) is answered 503 `unavailable`, changes nothing, and works when sent again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/server/errors.ts";
import { Hub } from "../../src/server/hub.ts";
import { createBody } from "../../src/server/protocol.ts";
import { openSqliteStore } from "../../src/server/store/sqlite.ts";
import type { MatchStore } from "../../src/server/store/store.ts";

const dir = mkdtempSync(join(tmpdir(), "clubhouse-unavailable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Write = "insertMatch" | "updateSeats" | "setRematch";

/** A real store whose next write of `what` fails, as a dying writer thread's batch does. */
function failingOnce(store: MatchStore) {
  const armed = new Set<Write>();
  const fail = (what: Write) => armed.add(what);
  const proxy = new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (armed.delete(key as Write)) {
          return Promise.reject(new Error("SQLite writer thread stopped (crashed on purpose)"));
        }
        return value.apply(target, args);
      };
    },
  });
  return { store: proxy, fail };
}

async function unavailable(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  expect((e as ApiError).code).toBe("unavailable");
  expect((e as ApiError).status).toBe(503);
  expect((e as ApiError).message).toMatch(/nothing was changed; try again/);
  return e as ApiError;
}

describe("a write the store cannot make", () => {
  it("create, join and rematch answer 503 unavailable, change nothing, and succeed when sent again", async () => {
    const real = await openSqliteStore(join(dir, "u.db"), "full");
    const { store, fail } = failingOnce(real);
    const hub = new Hub(store, 0);
    const body = createBody.parse({
      game: "straight-golf",
      options: { rounds: 1 },
      seats: [{ kind: "human", name: "Ann" }, { kind: "open" }],
    });
    fail("insertMatch");
    await unavailable(hub.create(body));
    expect((await hub.lobby()).open).toEqual([]);
    const { created, room } = await hub.create(body);
    expect((await hub.lobby()).open.map((m) => m.id)).toEqual([created.id]);

    // Bob's join fails to store: his seat stays open, in memory and in the database.
    const invite = new URL(created.seats[1].invite ?? "", "http://x").searchParams.get("token");
    expect(invite).toBeTruthy();
    fail("updateSeats");
    await unavailable(hub.join(room, invite ?? "", "Bob"));
    expect(room.seats[1].kind).toBe("open");
    expect(room.status).toBe("open");
    expect(JSON.parse((await real.getMatch(room.id))?.seats ?? "[]")[1].kind).toBe("open");
    const joined = await hub.join(room, invite ?? "", "Bob");
    expect(joined.seat).toBe(1);
    expect(room.status).toBe("playing");

    // Played to its end (Ann and Bob each decide; the server rolls), then a rematch that fails.
    await playOut(hub, room);
    expect(room.status).toBe("finished");
    fail("setRematch");
    await unavailable(hub.rematch(room, created.seats[0].token ?? ""));
    expect((await real.getMatch(room.id))?.rematch_id).toBeNull();
    const again = await hub.rematch(room, created.seats[0].token ?? "");
    expect((await real.getMatch(room.id))?.rematch_id).toBe(again.id);
    await hub.close();
  });
});

/** Every decision taken with the first legal action until the game ends. */
async function playOut(hub: Hub, room: Awaited<ReturnType<Hub["create"]>>["room"]) {
  const conn = { seats: [0, 1], table: false, send() {} };
  for (let i = 0; i < 500 && room.status !== "finished"; i++) {
    const step = room.step();
    if (step.kind === "decision") {
      const action = room.mod.game.legalActions(room.match.state)[0];
      await hub.driver.act(room, conn, `a${i}`, room.version, step.seat, action);
    } else await new Promise((r) => setTimeout(r, 5));
  }
}
