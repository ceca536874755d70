/**
 * The server's engine shell alone: a Room (src/server/room.ts) as a live match holds it, with a
 * store that commits at once, so what is timed is the per-move work a server does besides the
 * database and the sockets: check the seat's action (parsed from JSON, as it comes off the
 * network), apply it, draw a roll from the match's HMAC dice, write the event's text, work out
 * who waits on whom. A move applies to the state in memory; the log is never replayed. To show
 * that, each game's moves are timed over the first and the last half of a match (a per-move
 * cost that grew with the log would make the second half slower), and beside the naive shell
 * that rebuilds the match from its log on every move.
 */
import { createHash } from "node:crypto";
import { commitmentOf } from "../src/engine/fair-dice.ts";
import type { Json } from "../src/engine/game.ts";
import { drawRoll, validateAction } from "../src/engine/match.ts";
import type { AnyGameModule } from "../src/games/module.ts";
import { modules } from "../src/games/registry.ts";
import { Room, type RoomEvents } from "../src/server/room.ts";
import type { SeatRow, StepBody } from "../src/server/store/schema.ts";
import type { MatchRow, MatchStore } from "../src/server/store/store.ts";
import { botRng } from "../src/strategy/autoplay.ts";
import { matchRow } from "../tests/server/helpers.ts";
import type { BenchRow } from "./types.ts";

const SECTION = "Server: the engine shell alone (per-move cost)";

/** Two seats a game, the options a two-seat online match of it would have. */
const OPTIONS: Readonly<Record<string, object>> = {
  golo: { players: 2 },
  "straight-golf": { players: 2, rounds: 99 },
  "rolling-pins": { players: 2 },
  "roll-in-one": { players: 2, layout: "generated" },
};

/** A store that commits every step at once: the database's time is not the shell's. */
function instantStore(): MatchStore {
  const yes = async () => true;
  return { appendStep: yes } as unknown as MatchStore;
}

const quiet: RoomEvents = { committed() {}, presence() {} };

function rowFor(mod: AnyGameModule, secret: string): MatchRow {
  const seats: SeatRow[] = ["Ann", "Bob"].map((name, i) => ({
    name,
    kind: "human",
    entropy: `e${i}`,
  }));
  return matchRow("m_bench", {
    game: mod.game.id,
    rules_version: mod.game.rulesVersion,
    options: JSON.stringify(OPTIONS[mod.game.id] ?? { players: 2 }),
    seats: JSON.stringify(seats),
    secret,
    commitment: commitmentOf(secret),
  });
}

/** One move through the shell, as the driver does it (act or serverRoll); false at the end. */
async function move(room: Room, decide: (seat: number) => Json): Promise<boolean> {
  const step = room.step();
  if (step.kind === "end") return false;
  if (step.kind === "chance") {
    const { faces, rng } = drawRoll(room.match, step);
    const next = room.mod.game.applyChance(room.match.state, faces);
    const text = room.rollText(faces, next);
    await room.commit({ entry: { chance: faces } }, null, next, text, quiet, rng);
    return true;
  }
  const seat = step.seat;
  // Off the network: a JSON text, parsed and checked against the state.
  const action = validateAction(room.match, seat, JSON.parse(JSON.stringify(decide(seat))));
  const before = room.match.state;
  const next = room.mod.game.apply(before, action);
  const text = room.actionText(seat, action, before);
  await room.commit(
    { entry: { seat, action: action as Json } },
    `c${room.version}`,
    next,
    text,
    quiet,
  );
  return true;
}

/** A whole match played by the game's default bot in both seats: its decisions, in order. */
async function playedMatch(mod: AnyGameModule, secret: string): Promise<Json[]> {
  const room = new Room(rowFor(mod, secret), instantStore());
  const bot = mod.bots[mod.defaultBot]();
  const rng = botRng(1);
  const decisions: Json[] = [];
  while (
    await move(room, () => {
      const a = bot.choose(room.match.state, rng) as Json;
      decisions.push(a);
      return a;
    })
  );
  return decisions;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The same match again through the shell, its decisions read back; CPU ms per move by half. */
async function timedMatch(mod: AnyGameModule, secret: string, decisions: readonly Json[]) {
  const room = new Room(rowFor(mod, secret), instantStore());
  let k = 0;
  const marks: number[] = [cpuMs()];
  while (await move(room, () => decisions[k++])) marks.push(cpuMs());
  const n = marks.length - 1;
  const h = Math.floor(n / 2);
  return {
    moves: n,
    first: (marks[h] - marks[0]) / h,
    second: (marks[n] - marks[h]) / (n - h),
    all: (marks[n] - marks[0]) / n,
  };
}

/** The naive shell: every move rebuilds the match from the stored log, then applies the move. */
async function naiveMatch(mod: AnyGameModule, secret: string, decisions: readonly Json[]) {
  const row = rowFor(mod, secret);
  const log: { body: StepBody; clientId: string | null }[] = [];
  let k = 0;
  const start = cpuMs();
  for (;;) {
    const room = new Room(row, instantStore());
    room.replayLog(log);
    const before = room.version;
    if (!(await move(room, () => decisions[k++]))) break;
    log.push({ body: room.log[before], clientId: null });
  }
  return (cpuMs() - start) / log.length;
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const mod of modules) {
    // The same dice every run (a random secret played another match each run, whose length and
    // flights moved Roll In One's figure by 3x), unlike a real match's fresh secret.
    const secret = createHash("sha256")
      .update(`clubhouse shell bench ${mod.game.id}`)
      .digest("hex");
    const decisions = await playedMatch(mod, secret);
    // Warm up the same path, then the median of at least five matches and a second of them (a
    // Roll In One match is about 25 ms: the best of three moved by 1.7x between runs).
    await timedMatch(mod, secret, decisions);
    const runs = [];
    for (let t = cpuMs(); runs.length < 5 || cpuMs() - t < 1000; ) {
      runs.push(await timedMatch(mod, secret, decisions));
    }
    runs.sort((a, b) => a.all - b.all);
    const best = runs[runs.length >> 1];
    const naive = await naiveMatch(mod, secret, decisions);
    rows.push({
      section: SECTION,
      name: `${mod.game.name}, ${best.moves} moves a match (two seats, ${mod.defaultBot}'s decisions)`,
      value: 1000 / best.all,
      unit: "moves/s",
      note: `CPU time, one thread; ${best.first.toFixed(3)} ms a move in the first half, ${best.second.toFixed(3)} ms in the second; ${(naive / best.all).toFixed(1)}x faster than rebuilding the match from its log on every move (${(1000 / naive).toFixed(0)} moves/s)`,
    });
  }
  return rows;
}
