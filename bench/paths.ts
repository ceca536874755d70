/**
 * Every game through the generic engine and through its fastest path, as a multiple of the time
 * its dice alone take as raw rolls from the same generator (1x would be the physical limit of a
 * dice simulation). The random bot keeps the bot's own thinking out of the figure. The generic
 * engine runs twice, in turns: as simulations run it now (xoshiro128**, bot actions trusted) and
 * as they ran before (xoroshiro128+, every action parsed and checked).
 */
import { modules } from "../src/games/registry.ts";
import { simulateRange, usesFastPath } from "../src/sim/simulate.ts";
import { CHECKED, playBots, SIMULATION } from "../src/strategy/autoplay.ts";
import { rawRollsPerSecond } from "./engine.ts";
import { type BenchRow, rate } from "./types.ts";

/** Profiled (node --cpu-prof of `clubhouse simulate GAME --workers 1`) after issue 15's changes. */
export const hotSpots: readonly string[] = [
  "GOLO, optimal, fast path (about 11x its raw dice, 2x aimed at): the loop itself (69%, looking up the solver's table per roll and scoring the removal) and sortRoll (15%), the roll sorted into the table's key; the dice are now the cheap part (xoshiro128** at 2x pure-rand's uniformInt). Reaching 2x would need the solver's decision tabulated by the raw roll, left.",
  "Roll In One, default simulate (the bot designs three new holes every game from its own stream: 299,985 different layouts in 300,000 holes, so a cache by layout cannot help): value iteration of each new hole, now over typed tables built once per hole (strategy/sweep.ts, the same values bit for bit as before, so no pinned game changes); node --cpu-prof of the fast path (80 games): sweepFlights 51%, sweepShots (each space's best shot) 14%, designing the hole 7% (candidatePlacements, now a grid instead of sets, 1.7x). 1.8x the CPU games/s of 225d69e in the same run, not the 20x aimed at: bit-identical values need the same Gauss-Seidel sweeps in the same order (about 34 a hole, converging at about 0.5 a sweep from zero), and a warm start, another order or another stopping rule changes the last digits. Measured on 90 designed holes, converging to the exact fixed point instead changes no shot choice and 6 of 1.19 million curve choices (near-ties 1e-12 to 1e-9 apart), a green-outward sweep order converged no faster (measured), and policy iteration (estimated) still passes over all ~14,000 flight states several times, so a few times at most; left: a solver restricted to the states the policy reaches, with the pinned games re-checked. On a fixed course (holes solved once) the planner runs at about 7x its raw dice, inside the 40x aimed at.",
];

export function run(): BenchRow[] {
  const rows: BenchRow[] = [];
  const raw = rawRollsPerSecond(12, 1500);
  rows.push({
    section: "Engine and fastest path vs raw dice",
    name: "raw d12 rolls",
    value: raw,
    unit: "rolls/s",
  });
  for (const mod of modules) {
    const bots = [...new Set(["random", mod.defaultBot])];
    for (const bot of bots) {
      const options = mod.game.id === "roll-in-one" ? { layout: "generated" } : {};
      let dice = 0;
      let games = 0;
      let seed = 1;
      let engine = 0;
      let checked = 0;
      for (let turn = 0; turn < 2; turn++) {
        engine = Math.max(
          engine,
          rate(() => {
            const m = playBots(mod, options, seed++, [bot], undefined, SIMULATION);
            for (const e of m.record.actions) if ("chance" in e) dice += e.chance.length;
            games++;
          }, 750),
        );
        checked = Math.max(
          checked,
          rate(() => playBots(mod, options, seed++, [bot], undefined, CHECKED), 750),
        );
      }
      const perGame = dice / games;
      const times = (gps: number) =>
        `${(raw / (gps * perGame)).toFixed(1)}x the raw time of its ${perGame.toFixed(1)} dice`;
      const section = "Engine and fastest path vs raw dice";
      rows.push({
        section,
        name: `${mod.game.name}, ${bot}: generic engine`,
        value: engine,
        unit: "games/s",
        note: `${times(engine)}; ${(engine / checked).toFixed(2)}x the ${checked.toPrecision(3)} games/s of every action checked on xoroshiro128+ (before), same run`,
      });
      if (usesFastPath(mod, options, bot)) {
        const batch = 200;
        const fast =
          rate(() => {
            seed += batch;
            simulateRange(mod, options, seed, batch, 0, bot);
          }, 1500) * batch;
        rows.push({
          section,
          name: `${mod.game.name}, ${bot}: fastest path`,
          value: fast,
          unit: "games/s",
          note: times(fast),
        });
      }
    }
  }
  return rows;
}
