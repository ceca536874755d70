/**
 * Every game through the generic engine and through its fastest path, as a multiple of the time
 * its dice alone take as raw rolls from the same generator (1x would be the physical limit of a
 * dice simulation). The random bot keeps the bot's own thinking out of the figure. The generic
 * engine runs twice, in turns: as simulations run it now (xoshiro128**, bot actions trusted) and
 * as they ran before (xoroshiro128+, every action parsed and checked).
 */
import { createSimRng } from "../src/engine/rng.ts";
import type { AnyGameModule } from "../src/games/module.ts";
import { modules } from "../src/games/registry.ts";
import { simulateRange, usesFastPath } from "../src/sim/simulate.ts";
import { CHECKED, playBots, SIMULATION } from "../src/strategy/autoplay.ts";
import { withCommit } from "./before.ts";
import { rawRollsPerSecond } from "./engine.ts";
import { type BenchRow, rate } from "./types.ts";

/** Profiled (node --cpu-prof of `clubhouse simulate GAME --workers 1`) after issue 15's changes. */
export const hotSpots: readonly string[] = [
  "GOLO, greedy and optimal, fast path (node --cpu-prof of 1.5 million optimal games): each roll's decision is now read from a table by cup and roll (strategy/rolltable.ts: each kind's multiset reached die by die through a transition table, two-byte cells filled on first use by the bots' own decision code), 3.15x 225d69e for optimal by CPU time in the same run. Left: about 70% is the loop itself with the dice inlined, mostly cell lookups in about 2 MB of cells that miss the caches, and about 20% is filling new cells (the full cup alone has 326,592 rolls, and after a million games about 0.2 a game are still new). That is 8.2x a raw loop with the modulo folded and about 2x one without it. One-byte cells (the option's number, with the strokes added up per kind) would trade memory for work on every roll; left.",
  "Roll In One, default simulate (the bot designs three new holes every game from its own stream: 299,985 different layouts in 300,000 holes, so a cache by layout cannot help): value iteration of each new hole, now over typed tables built once per hole (strategy/sweep.ts, the same values bit for bit as before, so no pinned game changes); node --cpu-prof of the fast path (80 games): sweepFlights 51%, sweepShots (each space's best shot) 14%, designing the hole 7% (candidatePlacements, now a grid instead of sets, 1.7x). 1.8x the CPU games/s of 225d69e in the same run, not the 20x aimed at: bit-identical values need the same Gauss-Seidel sweeps in the same order (about 34 a hole, converging at about 0.5 a sweep from zero), and a warm start, another order or another stopping rule changes the last digits. Measured on 90 designed holes, converging to the exact fixed point instead changes no shot choice and 6 of 1.19 million curve choices (near-ties 1e-12 to 1e-9 apart), a green-outward sweep order converged no faster (measured), and policy iteration (estimated) still passes over all ~14,000 flight states several times, so a few times at most; left: a solver restricted to the states the policy reaches, with the pinned games re-checked. On a fixed course (holes solved once) the planner runs at about 7x its raw dice, inside the 40x aimed at.",
];

/** The commit before GOLO's decision tables and the Rolling Pins search rewrite (issue 15). */
const PREVIOUS = "225d69e";
/** Fast paths measured beside PREVIOUS's, in turns: the ones that commit changed. */
const COMPARED: Readonly<Record<string, readonly string[]>> = {
  golo: ["greedy", "optimal"],
  "rolling-pins": ["strong"],
};

interface Previous {
  readonly modules: readonly AnyGameModule[];
  readonly simulateRange: typeof simulateRange;
}

export async function run(): Promise<BenchRow[]> {
  const rows = await withCommit(PREVIOUS, async (dir) =>
    measure({
      modules: (await import(`${dir}/src/games/registry.ts`)).modules,
      simulateRange: (await import(`${dir}/src/sim/simulate.ts`)).simulateRange,
    }),
  );
  return rows ?? measure(null);
}

/** Like `rate`, in calls per second of this process's CPU time (user + system). */
function cpuRate(fn: () => void, ms: number): number {
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const once = (span: number) => {
    const start = cpu();
    let n = 0;
    let now = start;
    while (now - start < span) {
      fn();
      n++;
      now = cpu();
    }
    return (n * 1000) / (now - start);
  };
  once(ms / 4);
  return Math.max(once(ms / 3), once(ms / 3), once(ms / 3));
}

const RAW_BATCH = 100_000;
/**
 * Raw rolls as `rawRollsPerSecond` loops them (the sides a captured variable, so the same code as
 * the other rows' reference; a loop over a literal 12 folds the modulo and runs about 3x faster).
 */
function rawBatcher(sides: number): () => void {
  const rng = createSimRng(1);
  let sink = 0;
  return () => {
    for (let i = 0; i < RAW_BATCH; i++) sink += rng.below(sides);
    if (sink < 0) throw new Error("unreachable");
  };
}
const rawBatch = rawBatcher(12);

function measure(previous: Previous | null): BenchRow[] {
  const rows: BenchRow[] = [];
  const raw = rawRollsPerSecond(12, 1500);
  rows.push({
    section: "Engine and fastest path vs raw dice",
    name: "raw d12 rolls",
    value: raw,
    unit: "rolls/s",
  });
  for (const mod of modules) {
    const bots = [...new Set(["random", ...(COMPARED[mod.game.id] ?? []), mod.defaultBot])];
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
        const batch = mod.game.id === "rolling-pins" && bot === "strong" ? 20 : 200;
        const old = COMPARED[mod.game.id]?.includes(bot)
          ? previous?.modules.find((m) => m.game.id === mod.game.id)
          : undefined;
        const now = () => {
          seed += batch;
          simulateRange(mod, options, seed, batch, 0, bot);
        };
        if (!old || !previous) {
          const fast = rate(now, 1500) * batch;
          rows.push({
            section,
            name: `${mod.game.name}, ${bot}: fastest path`,
            value: fast,
            unit: "games/s",
            note: times(fast),
          });
          continue;
        }
        const then = () => {
          seed += batch;
          previous.simulateRange(old, options, seed, batch, 0, bot);
        };
        // Both warmed alike (tables filled on first use, memos), then measured in turns with raw
        // dice beside them, by CPU time: on this shared machine wall time mostly measures the load.
        cpuRate(now, 3000);
        cpuRate(then, 3000);
        let fast = 0;
        let before = 0;
        let rawCpu = 0;
        for (let turn = 0; turn < 2; turn++) {
          rawCpu = Math.max(rawCpu, cpuRate(rawBatch, 500) * RAW_BATCH);
          fast = Math.max(fast, cpuRate(now, 1500) * batch);
          before = Math.max(before, cpuRate(then, 1500) * batch);
        }
        const cpuTimes = (gps: number) => (rawCpu / (gps * perGame)).toFixed(1);
        rows.push({
          section,
          name: `${mod.game.name}, ${bot}: fastest path (CPU time)`,
          value: fast,
          unit: "games/s",
          note: `${cpuTimes(fast)}x the raw time of its ${perGame.toFixed(1)} dice (raw ${(rawCpu / 1e6).toFixed(1)}M rolls/s by CPU time, same turns); ${(fast / before).toFixed(2)}x the ${before.toPrecision(3)} games/s (${cpuTimes(before)}x) of ${PREVIOUS} (before), same run`,
        });
      }
    }
  }
  return rows;
}
