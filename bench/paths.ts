/**
 * Every game through the generic engine and through its fastest path, as a multiple of the time
 * its own dice take as raw rolls (1x would be the physical limit of a dice simulation).
 *
 * The raw reference (bench/raw-dice.ts), the same for every row: the game's own dice, rolled by
 * the simulation generator (xoshiro128**, its state in local variables: bench/raw-local.ts) with
 * each die's own sides as a literal, so V8 folds the modulo as it does in a fast path's own
 * `v % 12`; as many dice of each size as a game with that bot rolls (counted from seeded engine
 * games, which the fast path plays seed for seed); every result summed into a checked sink. It
 * rolls only: no seeding, no faces, no rules. A fast path's row also gives its ratio to the same
 * dice through `rng.below()` on the generator object (the reference before the GOLO and Straight
 * Golf fast paths drew in local variables: 1.2-1.6x slower a die).
 * It runs in a fresh process each turn (bench/raw-child.ts): in this one, after other rows, V8
 * once compiled the same loop 3x slower.
 * Everything here is by this process's CPU time (user + system), in three turns with the rows it
 * is divided by, each ratio the median of the three turns' own ratios: on this shared machine
 * wall time mostly measures the load, and even CPU time drifts with it (a bare dice loop by up to
 * 2x between minutes).
 *
 * The generic engine (playBots in SIMULATION mode) is measured beside 4496c2b's (the first commit
 * of issue 15's work; it played with xoroshiro128+ and checked every action), and the fast paths
 * named in COMPARED beside the commit named there, each from a worktree of that commit.
 */
import type { AnyGameModule } from "../src/games/module.ts";
import { modules } from "../src/games/registry.ts";
import { simulateRange, usesFastPath } from "../src/sim/simulate.ts";
import { playBots, SIMULATION } from "../src/strategy/autoplay.ts";
import { withCommit } from "./before.ts";
import { cpuRate, type DiceMix, describeMix, diceMix, rawGamesPerSecond } from "./raw-dice.ts";
import type { BenchRow } from "./types.ts";

/** Profiled (node --cpu-prof of `clubhouse simulate GAME --workers 1`) after issue 15's changes. */
export const hotSpots: readonly string[] = [
  "GOLO, greedy and optimal, fast path (issue 15's third round, after 6b33285): both draw with xoshiro128** written out in local variables (the same draws as below(), tested over thousands of games against the roll-by-roll loop and the engine; the generator object's fields cost a store and a load a word a draw), a game is a function of its own (in one long call V8 compiled the loop on stack, its generator words tagged and boxed at each draw: 1.2x slower a million games in one call), and the runner (solve, rounds, tables) is made once per dice set, bot and course instead of every batch (about 10 us a call). Greedy decides die by die with no table (fast-greedy.ts); left: a loop whose length changes every roll, a 'none at or under par' test that is a coin toss in the late rolls (probability (2/3)^n), about ten operations a die beside the draw: 6.4x the raw time of its dice with the generator in local variables (3.5x through the generator object's below(), the reference before; 2.0x 6b33285's games/s, in turns at load 7). Optimal walks each cup's dice as the steps of one walk built once per table (what the state keeps, a kind's empty multiset at its first die, its stride at its last: no per-kind state array or loops over the kinds, 1.2-1.3x the loop before), then reads a two-byte cell (strokes, removal as a cup index) of one table of 1.1 million cells (2.2 MB: beyond L2, about a cache miss a roll), filled on first use by bestOption on the roll's multisets (about 1 us a cell); 5.8x its raw dice (3.6x through below(); 1.25x 6b33285 there, 1.35-2.2x in separate fresh processes). Earlier ablations with every cell filled: an L1-sized corner of each cup's cells saved about 10%, dropping the strokes sum about 30% (hence two-byte cells); one-byte cells, four or eight games interleaved, multisets numbered most likely first were no faster. Tried this round and dropped: a branch-free loop over the draws (as tried for Straight Golf, 2.4x slower: each die waits on the table load before it), copying the starting cup by hand instead of set() (no change). Next: decisions by the white dice's multiset per outcome of the four single dice (tables small enough for L1, with bestOption's exact arithmetic and tie order kept), or each cup's cells filled in one pass by the solver's expectMin split.",
  "Roll In One, default simulate (the bot designs three new holes every game from its own stream: 299,985 different layouts in 300,000 holes, so a cache by layout cannot help): the fast path no longer solves each hole to the end. A quick model (strategy/quick.ts) runs value iteration from a distance guess in ahead-first order for about 13 sweeps (the full solve: 34) until proven bounds are within 1e-2 (strategy/bounds.ts: with every flight value solved exactly for V, strategy/flights.ts, the Bellman residual r of a shot gives V/(1+max r-) <= V* <= V/(1-max r+), since a shot costs at least 1 and so expected shots are at most values); a shot or curve is taken from it only when it beats every other option by more than the bounds plus 1e-7 (room for the full solve's own 1e-9), the bounds narrowed tenfold down to 1e-5 where a gap needs it, else from the full solve, so every decision is the full solve's and no pinned result changes (quick.test: 24 designed holes, all 1,362 shots and 187,110 curve choices proven and equal to the full solve's). 2.70x the CPU games/s of 225d69e in the same run (was 1.77x), not the 20x aimed at. node --cpu-prof of the fast path (80 games): value-iteration sweeps 59% (sweepFlights 47%, sweepShots 12%), the proof's exact flight solve 9%, designing the hole 6% (candidatePlacements again 1.6x: contact counted only to 2, grid offsets; centroids from sums). Measured and left: policy iteration (Newton steps: where each chosen shot stops, pushed through the flight states, then a dense solve; the same bounds) reaches them in about 5 steps, but a step costs about 4 sweeps (a shot's row spreads over 1,000-2,000 flight states), so it was no faster than the early-stopped sweeps (both 1.55x the full solve then); exact flights in every sweep cut the sweeps to 14 but cost more each; a distance-fitted guess saves only 4 sweeps, as value iteration spends about 12 sweeps growing the far spaces' values (7-11 shots) and then converges at about 0.4 a sweep (a cycle near the green: the optimal policy's chance of missing it). Next: a solver over only the flight states the chosen shots reach (LAO*-style, these bounds as its stopping test), or policy evaluation on that graph, so that a step costs a fraction of a sweep. On a fixed course (holes solved once) the planner runs at about 7x its raw dice, inside the 40x aimed at.",
];

const SECTION = "Engine and fastest path vs raw dice";
/** The generic engine's "today" in issue 15's goal: the first commit of that work. */
const ENGINE_BEFORE = "4496c2b";
/** Fast paths measured beside an earlier commit's, in turns: the ones changed since it. */
const COMPARED: Readonly<Record<string, { readonly commit: string; readonly bots: string[] }>> = {
  // The commit before this round's GOLO fast-path changes (the generator in local variables).
  golo: { commit: "6b33285", bots: ["greedy", "optimal"] },
  // The commit before this round's strong-bot changes (225d69e, before the search was rewritten
  // in issue 15's first round, made 276 games/s against 884 at 6b33285 in the last full run).
  "rolling-pins": { commit: "6b33285", bots: ["strong"] },
  // The commit before this round's Straight Golf fast-path change.
  "straight-golf": { commit: "6b33285", bots: ["random"] },
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
  const commits = [...new Set(Object.values(COMPARED).map((c) => c.commit))];
  const rows = await withCommit(ENGINE_BEFORE, async (engineDir) => {
    const engine = await load(engineDir);
    return withEach(commits, new Map(), (previous) => measure(engine, previous));
  });
  return rows ?? measure(null, new Map());
}

/** Runs `use` with each commit checked out and loaded (a commit git cannot check out is left out). */
async function withEach(
  commits: readonly string[],
  loaded: ReadonlyMap<string, Before>,
  use: (previous: ReadonlyMap<string, Before>) => BenchRow[],
): Promise<BenchRow[]> {
  if (commits.length === 0) return use(loaded);
  const [first, ...rest] = commits;
  const rows = await withCommit(first, async (dir) =>
    withEach(rest, new Map(loaded).set(first, await load(dir)), use),
  );
  return rows ?? withEach(rest, loaded, use);
}

/** Options of a game's rows: Roll In One on a fixed course (its holes solved once). */
function optionsOf(mod: AnyGameModule): Record<string, unknown> {
  return mod.game.id === "roll-in-one" ? { layout: "generated" } : {};
}

function measure(engineBefore: Before | null, previous: ReadonlyMap<string, Before>): BenchRow[] {
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
      const raw = () => rawGamesPerSecond(mix, 400) / batch;
      const rawObject = () => rawGamesPerSecond(mix, 400, "object") / batch;
      let seed = 1;
      const now = () => {
        seed += batch;
        simulateRange(mod, options, seed, batch, 0, bot);
      };
      const compared = COMPARED[id]?.bots.includes(bot) ? COMPARED[id].commit : undefined;
      const prev = compared === undefined ? undefined : previous.get(compared);
      const old = prev?.modules.find((m) => m.game.id === id);
      const oldRange = prev?.simulateRange;
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
      const [rawRate, fast, before, rawObjectRate] = inTurns([
        raw,
        rateOf(now, 1000),
        rateOf(then, 1000),
        rawObject,
      ]);
      const times = (r: readonly number[]) => `${ratio(rawRate, r).toFixed(2)}x`;
      const object = `${ratio(rawObjectRate, fast).toFixed(2)}x through the generator object's below()`;
      rows.push({
        section: SECTION,
        name: `${mod.game.name}, ${bot}: fastest path`,
        value: median(fast) * batch,
        unit: "games/s",
        note: `${times(fast)} the raw time of ${dice} (${object})${then ? `; ${ratio(fast, before).toFixed(2)}x the ${Math.round(median(before) * batch).toLocaleString("en-US")} games/s (${times(before)}) of ${compared} (before), same turns` : ""}`,
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
  const raw = () => rawGamesPerSecond(mix, 300) / batch;
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
  const [rawRate, engine, before] = inTurns([raw, rateOf(now, 600), rateOf(then, 600)]);
  return {
    section: SECTION,
    name: `${mod.game.name}, ${bot}: generic engine`,
    value: median(engine) * batch,
    unit: "games/s",
    note: `${ratio(rawRate, engine).toFixed(1)}x the raw time of ${dice}${then ? `; ${ratio(engine, before).toFixed(2)}x the ${(median(before) * batch).toPrecision(3)} games/s of ${ENGINE_BEFORE} (before), same turns` : ""}`,
  };
}

const TURNS = 3;

/** A measurement of `call`'s rate (calls per CPU second), or null for no call. */
function rateOf(call: (() => void) | null, ms: number): (() => number) | null {
  return call ? () => cpuRate(call, ms) : null;
}

/**
 * Each measurement in each of TURNS turns, one after another in every turn (a null one is
 * skipped: its rates stay empty).
 */
function inTurns(measures: readonly ((() => number) | null)[]): number[][] {
  const rates = measures.map(() => [] as number[]);
  for (let turn = 0; turn < TURNS; turn++) {
    measures.forEach((m, i) => {
      if (m) rates[i].push(m());
    });
  }
  return rates;
}

/**
 * a / b as the median of the turns' own ratios: both sides of a ratio come from the same turn,
 * so a change of load between turns moves both (the load on this machine swings within minutes).
 */
function ratio(a: readonly number[], b: readonly number[]): number {
  return median(a.map((x, i) => x / b[i]));
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s.length === 0 ? Number.NaN : s[Math.floor(s.length / 2)];
}
