/**
 * GOLO: the optimal solve of the simple game, and games per second through the generic engine
 * and the fast path, each against raw d12 rolls per second from the same generator; all by CPU time, the raw rolls in
 * a fresh process (bench/raw-dice.ts).
 */
import { rollDie } from "../src/engine/dice.ts";
import { createRng } from "../src/engine/rng.ts";
import { buildDiceSet, defaultDice } from "../src/games/golo/data.ts";
import { gameModule as golo } from "../src/games/golo/index.ts";
import { optionsSchema } from "../src/games/golo/options.ts";
import { nineValue, solve } from "../src/games/golo/strategy/solver.ts";
import { playBots } from "../src/strategy/autoplay.ts";
import { cpuRate, freshRollsPerSecond } from "./raw-dice.ts";
import type { BenchRow } from "./types.ts";

const SECTION = "GOLO";

/** Milliseconds for a solve from scratch (a fresh dice set, so no memoised table). */
function solveMs(mode: "simple" | "trips" | "scorecard", pars: number[] = []): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const set = buildDiceSet({ name: "bench", dice: defaultDice.kinds.map((k) => ({ ...k })) });
    const t = performance.now();
    nineValue(solve(set, mode, pars));
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2];
}

export function run(): BenchRow[] {
  const rows: BenchRow[] = [];
  const raw = freshRollsPerSecond(12, 1000);
  const rng = createRng(1);
  const die = defaultDice.dice[2].top;
  const viaDie =
    cpuRate(() => {
      for (let i = 0; i < 10_000; i++) rollDie(rng, die);
    }, 1000) * 10_000;
  rows.push(
    {
      section: SECTION,
      name: "raw d12 rolls, xoshiro128** in local variables, fresh process",
      value: raw,
      unit: "rolls/s",
    },
    {
      section: SECTION,
      name: "d12 rolls through rollDie (white die)",
      value: viaDie,
      unit: "rolls/s",
      note: `${(viaDie / raw).toFixed(2)}x raw`,
    },
    {
      section: SECTION,
      name: "optimal solve, simple game (from scratch)",
      value: solveMs("simple"),
      unit: "ms",
    },
    { section: SECTION, name: "optimal solve, Trips", value: solveMs("trips"), unit: "ms" },
    {
      section: SECTION,
      name: "optimal solve, scorecard 4 4 3 4 5 4 4 3 5",
      value: solveMs("scorecard", [4, 4, 3, 4, 5, 4, 4, 3, 5]),
      unit: "ms",
    },
  );
  solve(defaultDice, "simple");
  const options = optionsSchema.parse({ players: 1 });
  for (const bot of ["optimal", "greedy", "random"]) {
    // Dice rolled per game, counted from the engine's records, to state the ratio per roll too.
    let dice = 0;
    let seed = 1;
    const engine = cpuRate(() => {
      const m = playBots(golo, { mode: "simple" }, seed++, [bot]);
      for (const e of m.record.actions) if ("chance" in e) dice += e.chance.length;
    }, 1500);
    const perGame = dice / (seed - 1);
    const fast = cpuRate(() => golo.fast!.run(1000, seed++, bot, options), 1500) * 1000;
    const note = (gps: number) =>
      `${(gps / raw).toExponential(2)}x raw d12 rolls/s; a game takes the time of ${(raw / gps).toFixed(0)} raw rolls (${perGame.toFixed(1)} dice rolled)`;
    rows.push(
      {
        section: SECTION,
        name: `simple game, ${bot} bot, generic engine`,
        value: engine,
        unit: "games/s",
        note: note(engine),
      },
      {
        section: SECTION,
        name: `simple game, ${bot} bot, fast path`,
        value: fast,
        unit: "games/s",
        note: note(fast),
      },
    );
  }
  return rows;
}
