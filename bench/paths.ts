/**
 * Every game through the generic engine and through its fastest path, as a multiple of the time
 * its own dice take as raw rolls (1x would be the physical limit of a dice simulation).
 *
 * The raw reference (bench/raw-dice.ts), the same for every row: the game's own dice, rolled by
 * the simulation generator (xoshiro128** `below()`) with each die's own sides as a literal, so V8
 * folds the modulo as it does in a fast path's `rng.below(12)`; as many dice of each size as a
 * game with that bot rolls (counted from seeded engine games, which the fast path plays seed for
 * seed); every result summed into a checked sink. It rolls only: no seeding, no faces, no rules.
 * Everything here is by this process's CPU time (user + system), measured in turns with the rows
 * it is divided by: on this shared machine wall time mostly measures the load.
 *
 * The generic engine (playBots in SIMULATION mode) is measured beside 4496c2b's (the first commit
 * of issue 15's work; it played with xoroshiro128+ and checked every action), and the fast paths
 * named in COMPARED beside PREVIOUS's, each from a worktree of that commit.
 */
import type { AnyGameModule } from "../src/games/module.ts";
import { modules } from "../src/games/registry.ts";
import { simulateRange, usesFastPath } from "../src/sim/simulate.ts";
import { playBots, SIMULATION } from "../src/strategy/autoplay.ts";
import { withCommit } from "./before.ts";
import { cpuRate, type DiceMix, describeMix, diceMix, rawBatch } from "./raw-dice.ts";
import type { BenchRow } from "./types.ts";

/** Profiled (node --cpu-prof of `clubhouse simulate GAME --workers 1`) after issue 15's changes. */
export const hotSpots: readonly string[] = [
  "GOLO, greedy and optimal, fast path (node --cpu-prof of 1.5 million optimal games): each roll's decision is now read from a table by cup and roll (strategy/rolltable.ts: each kind's multiset reached die by die through a transition table, two-byte cells filled on first use by the bots' own decision code), 3.15x 225d69e for optimal by CPU time in the same run. Left: about 70% is the loop itself with the dice inlined, mostly cell lookups in about 2 MB of cells that miss the caches, and about 20% is filling new cells (the full cup alone has 326,592 rolls, and after a million games about 0.2 a game are still new). That is 8.2x a raw loop with the modulo folded and about 2x one without it. One-byte cells (the option's number, with the strokes added up per kind) would trade memory for work on every roll; left.",
  "Roll In One, default simulate (the bot designs three new holes every game from its own stream: 299,985 different layouts in 300,000 holes, so a cache by layout cannot help): value iteration of each new hole, now over typed tables built once per hole (strategy/sweep.ts, the same values bit for bit as before, so no pinned game changes); node --cpu-prof of the fast path (80 games): sweepFlights 51%, sweepShots (each space's best shot) 14%, designing the hole 7% (candidatePlacements, now a grid instead of sets, 1.7x). 1.8x the CPU games/s of 225d69e in the same run, not the 20x aimed at: bit-identical values need the same Gauss-Seidel sweeps in the same order (about 34 a hole, converging at about 0.5 a sweep from zero), and a warm start, another order or another stopping rule changes the last digits. Measured on 90 designed holes, converging to the exact fixed point instead changes no shot choice and 6 of 1.19 million curve choices (near-ties 1e-12 to 1e-9 apart), a green-outward sweep order converged no faster (measured), and policy iteration (estimated) still passes over all ~14,000 flight states several times, so a few times at most; left: a solver restricted to the states the policy reaches, with the pinned games re-checked. On a fixed course (holes solved once) the planner runs at about 7x its raw dice, inside the 40x aimed at.",
];

const SECTION = "Engine and fastest path vs raw dice";
/** The generic engine's "today" in issue 15's goal: the first commit of that work. */
const ENGINE_BEFORE = "4496c2b";
/** The commit before this round's fast-path changes, measured beside them. */
const PREVIOUS = "97a026f";
/** Fast paths measured beside PREVIOUS's, in turns: the ones changed since. */
const COMPARED: Readonly<Record<string, readonly string[]>> = {
  golo: ["greedy", "optimal"],
};
/** Bots measured beyond random and the default bot. */
const EXTRA: Readonly<Record<string, readonly string[]>> = { golo: ["greedy"] };

interface Before {
  readonly modules: readonly AnyGameModule[];
  readonly playBots?: typeof playBots;
  readonly simulateRange?: typeof simulateRange;
}

async function load(dir: string): Promise<Before> {
  return {
    modules: (await import(`${dir}/src/games/registry.ts`)).modules,
    playBots: (await import(`${dir}/src/strategy/autoplay.ts`)).playBots,
    simulateRange: (await import(`${dir}/src/sim/simulate.ts`)).simulateRange,
  };
}

export async function run(): Promise<BenchRow[]> {
  const rows = await withCommit(ENGINE_BEFORE, async (engineDir) => {
    const engine = await load(engineDir);
    return (
      (await withCommit(PREVIOUS, async (dir) => measure(engine, await load(dir)))) ??
      measure(engine, null)
    );
  });
  return rows ?? measure(null, null);
}

/** Options of a game's rows: Roll In One on a fixed course (its holes solved once). */
function optionsOf(mod: AnyGameModule): Record<string, unknown> {
  return mod.game.id === "roll-in-one" ? { layout: "generated" } : {};
}

function measure(engineBefore: Before | null, previous: Before | null): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const mod of modules) {
    const id = mod.game.id;
    const bots = [...new Set(["random", ...(EXTRA[id] ?? []), mod.defaultBot])];
    for (const bot of bots) {
      const options = optionsOf(mod);
      const mix = diceMix(mod, options, bot);
      const dice = `its ${describeMix(mix)} dice a game`;
      const slow = (id === "rolling-pins" && bot === "strong") || id === "roll-in-one";
      rows.push(engineRow(mod, bot, options, mix, dice, slow, engineBefore));
      if (!usesFastPath(mod, options, bot)) continue;
      const batch = slow ? 20 : 200;
      const raw = rawBatch(mix, batch);
      let seed = 1;
      const now = () => {
        seed += batch;
        simulateRange(mod, options, seed, batch, 0, bot);
      };
      const old = COMPARED[id]?.includes(bot)
        ? previous?.modules.find((m) => m.game.id === id)
        : undefined;
      const oldRange = previous?.simulateRange;
      const then =
        old && oldRange
          ? () => {
              seed += batch;
              oldRange(old, options, seed, batch, 0, bot);
            }
          : null;
      // Warmed alike (tables filled on first use, memos), then in turns with the raw dice.
      cpuRate(now, 3000);
      if (then) cpuRate(then, 3000);
      let fast = 0;
      let before = 0;
      let rawRate = 0;
      for (let turn = 0; turn < 2; turn++) {
        rawRate = Math.max(rawRate, cpuRate(raw, 500));
        fast = Math.max(fast, cpuRate(now, 1500));
        if (then) before = Math.max(before, cpuRate(then, 1500));
      }
      const times = (r: number) => `${(rawRate / r).toFixed(2)}x`;
      rows.push({
        section: SECTION,
        name: `${mod.game.name}, ${bot}: fastest path`,
        value: fast * batch,
        unit: "games/s",
        note: `${times(fast)} the raw time of ${dice}${then ? `; ${(fast / before).toFixed(2)}x the ${Math.round(before * batch).toLocaleString("en-US")} games/s (${times(before)}) of ${PREVIOUS} (before), same turns` : ""}`,
      });
    }
  }
  return rows;
}

/** The generic engine (SIMULATION mode) by CPU time, in turns with raw dice and ENGINE_BEFORE's. */
function engineRow(
  mod: AnyGameModule,
  bot: string,
  options: Record<string, unknown>,
  mix: DiceMix,
  dice: string,
  slow: boolean,
  engineBefore: Before | null,
): BenchRow {
  const batch = slow ? 1 : 10;
  const raw = rawBatch(mix, batch);
  let seed = 1;
  const now = () => {
    for (let g = 0; g < batch; g++) playBots(mod, options, seed++, [bot], undefined, SIMULATION);
  };
  const old = engineBefore?.modules.find((m) => m.game.id === mod.game.id);
  const oldPlay = engineBefore?.playBots;
  // At ENGINE_BEFORE playBots had no mode: it rolled with xoroshiro128+ and checked every action.
  let then: (() => void) | null =
    old && oldPlay && (old.bots as Record<string, unknown>)[bot]
      ? () => {
          for (let g = 0; g < batch; g++) oldPlay(old, options, seed++, [bot]);
        }
      : null;
  try {
    then?.();
  } catch {
    then = null; // options that commit did not have yet
  }
  let engine = 0;
  let before = 0;
  let rawRate = 0;
  for (let turn = 0; turn < 2; turn++) {
    rawRate = Math.max(rawRate, cpuRate(raw, 300));
    engine = Math.max(engine, cpuRate(now, 750));
    if (then) before = Math.max(before, cpuRate(then, 750));
  }
  return {
    section: SECTION,
    name: `${mod.game.name}, ${bot}: generic engine`,
    value: engine * batch,
    unit: "games/s",
    note: `${(rawRate / engine).toFixed(1)}x the raw time of ${dice}${then ? `; ${(engine / before).toFixed(2)}x the ${(before * batch).toPrecision(3)} games/s of ${ENGINE_BEFORE} (before), same turns` : ""}`,
  };
}
