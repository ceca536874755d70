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
 * named in COMPARED beside the commit named there, each from a worktree of that commit (the fast
 * paths' before in processes of their own: bench/paths-fast.ts).
 */
import { execFileSync } from "node:child_process";
import type { AnyGameModule } from "../src/games/module.ts";
import { modules } from "../src/games/registry.ts";
import { simulateRange, usesFastPath } from "../src/sim/simulate.ts";
import { playBots, SIMULATION } from "../src/strategy/autoplay.ts";
import { withCommit } from "./before.ts";
import { compareInProcesses, fastTurns, optionsOf, slowOf } from "./paths-fast.ts";
import { type DiceMix, describeMix, diceMix, rawGamesPerSecond } from "./raw-dice.ts";
import { inTurns, median, rateOf, ratio } from "./turns.ts";
import type { BenchRow } from "./types.ts";

/** Profiled (node --cpu-prof of `clubhouse simulate GAME --workers 1`) after issue 15's changes. */
export const hotSpots: readonly string[] = [
  "GOLO, greedy and optimal, fast path (issue 15's fourth round, after 424a237): both draw with xoshiro128** written out in local variables, the face position from a face code by two multiplies (fast-greedy.ts faceCode; V8's % 12 is a widening multiply bound to rax/rdx that spilled the loops), a draw that would redraw (about one in 10^9) handing the game to a general loop (tested on two seeds whose first roll redraws, found by search). Greedy (fast-greedy.ts) runs one loop iteration a draw with the roll's end by masks (the loop over a roll's dice mispredicted its exit every roll), the dice a draw leaves from a load by face alone, the die that leaves a roll that took none as a branch-free running minimum: 1.77x the games/s of 424a237 in turns, 3.0x the raw time of its dice (3.5x through simulateRange's batches, 2.05x through below()). Left: the generator is 43% of the loop, the per-draw decision 36%, with 3-5 values a draw spilled by V8 (eight loop-carried values plus temporaries on x64's 12 registers), and a skeleton of the draws and the game's control alone already runs 2x the bare draws. Optimal reads its cells from rows (fast-rows.ts): per cup and outcome of the four single dice, the decisions over the white multisets form a row, and rows repeat (1,260 distinct of 14,406, 134 KB; the option table's cells took 2.2 MB), made whole on first use by bestOption's own arithmetic, options that cannot come first skipped, and found by hash; the strokes come from the removal (the singles' faces packed a byte each plus the whites' prefix sum); the walk reads two words a die (18 KB, was 64 KB): 1.29-1.43x 424a237's games/s, 3.8-4.1x its raw dice (4.0x through simulateRange, 2.3x through below()), a million games in 1.1-1.8 s wall (1.8-2.2 s CPU, was 2.1-3.2 s). Left: the multiset step's chain (one dependent load a die through trans16, about 9 a roll: 46%) and the roll's end (the row reference and byte, the strokes, the next key, and the variable-length dice loop's exit mispredicted once a roll: 39%). Tried and dropped: a branch on a kind's first die instead of the keep mask (no change), the none-taken case outside the draw loop (no change), a nine as a function of its own (0.96x). Next: the singles' steps without the state chain (their value index needs no multiset), or games interleaved now that the tables fit L2.",
  "Roll In One, default simulate (the bot designs three new holes every game from its own stream: 299,985 different layouts in 300,000 holes, so a cache by layout cannot help): decisions come from a quick model proven close enough (strategy/quick.ts), the full solve only where a gap stays too narrow, so every decision is the full solve's (quick.test; no pinned result changes). This round: the flight pass club by club over only the flight states a ball can be in (a quarter never are: there only a shot's first-roll sum), out of bounds read from slots past W's end instead of branched on, what a state reads of V gathered by index tables built once a hole, no per-state change tracking in written passes (sweeps stop on V's change; first proof at a twentieth of the target), so about 6-7 ns a flight state instead of 10-13; the designer's placements on one stamped grid kept across calls with contacts from per-cell neighbour counts (generateLayout 1.59x); club tables once per clubs instead of per hole (set-up 400 to 140-230 us a hole). 10.2-12.7x the CPU games/s of 225d69e (1.6-1.8x 424a237, the round before; load 4-8), same scores. node --cpu-prof of 150 fast-path games: the flight pass 54% (16.3 passes a hole: about 14 sweeps and 1.15 checks), designing the hole 19% (placementSpots 6%, compileCourse 5.5%, validation 3.5%), the best-shot pass 7%, set-up 8%, decisions 5%, garbage collection 6-12%. Measured and left: value iteration contracts about 0.5 a sweep, so bounds of 1e-2 take 12-13 sweeps from any guess short of near-exact (exact V with W consistent: 1 sweep; 0.3% noise: 7.3; 10%: 11.5); Anderson mixing of V (W lags V through the curve clubs' stale curve reads) and Aitken extrapolation of V and W save nothing or slow it; the proof is not what waits (the flight residual is exactly 0 for the clubs without curves after one pass; more curve-club passes or per-club rolls before a proof change 16.4 passes by under 1%); exact policy evaluation by forward propagation costs about 6 passes a hole. Next: the passes themselves (about 14 sweeps) are the floor of this method; 20x needs another method (for instance a coarser model solved first for a near-exact V, or a Newton-type solve on the 56 spaces' values with W exact from V, which needs the curve clubs' flights solved exactly in one pass), and then the designer's remaining 19%.",
];

const SECTION = "Engine and fastest path vs raw dice";
const root = new URL("..", import.meta.url).pathname;
/** The generic engine's "today" in issue 15's goal: the first commit of that work. */
const ENGINE_BEFORE = "4496c2b";
/** Fast paths measured beside an earlier commit's, in turns: the ones changed since it. */
const COMPARED: Readonly<Record<string, { readonly commit: string; readonly bots: string[] }>> = {
  // 2e1f971: the last commit of the round before this one (424a237, 6b33285 and 225d69e in the
  // rounds before). This round: GOLO optimal's games two at a time, Straight Golf's two games
  // round by round, Rolling Pins' base tables whole and its plan rows; GOLO greedy unchanged.
  golo: { commit: "2e1f971", bots: ["greedy", "optimal"] },
  "rolling-pins": { commit: "2e1f971", bots: ["strong"] },
  "straight-golf": { commit: "2e1f971", bots: ["random"] },
};
/** Bots measured beyond random and the default bot. */
const EXTRA: Readonly<Record<string, readonly string[]>> = { golo: ["greedy"] };

export interface Before {
  readonly modules: readonly AnyGameModule[];
  readonly playBots?: typeof playBots;
  readonly simulateRange?: typeof simulateRange;
}

export async function load(dir: string): Promise<Before> {
  return {
    modules: (await import(`${dir}/src/games/registry.ts`)).modules,
    playBots: (await import(`${dir}/src/strategy/autoplay.ts`)).playBots,
    simulateRange: (await import(`${dir}/src/sim/simulate.ts`)).simulateRange,
  };
}

/**
 * Each game's rows in a process of its own (bench/paths-child.ts), as `simulate` runs one game
 * a process: in one process the last game's fast path ran up to 1.8x slower after the others'
 * rows (their tables on the heap, call sites the other games had reached).
 */
export async function run(): Promise<BenchRow[]> {
  const commits = [...new Set(Object.values(COMPARED).map((c) => c.commit))];
  const rows = await withCommit(ENGINE_BEFORE, async (engineDir) =>
    withEach(commits, new Map(), (previous) => inChildren(engineDir, previous)),
  );
  return rows ?? inChildren(null, new Map());
}

function inChildren(engineDir: string | null, previous: ReadonlyMap<string, string>): BenchRow[] {
  return modules.flatMap((mod) => {
    const out = execFileSync(
      process.execPath,
      [`${root}bin/run-ts.mjs`, `${root}bench/paths-child.ts`, mod.game.id, engineDir ?? ""],
      { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024 },
    );
    const rows = JSON.parse(out) as BenchRow[];
    const compared = COMPARED[mod.game.id];
    const dir = compared && previous.get(compared.commit);
    if (!compared || !dir) return rows;
    return rows.map((row) => {
      const bot = compared.bots.find((b) => row.name === `${mod.game.name}, ${b}: fastest path`);
      if (bot === undefined) return row;
      const vs = compareInProcesses(mod.game.id, bot, compared.commit, dir);
      return { ...row, note: `${row.note}; ${vs}` };
    });
  });
}

/** Runs `use` with each commit checked out (a commit git cannot check out is left out). */
async function withEach(
  commits: readonly string[],
  dirs: ReadonlyMap<string, string>,
  use: (previous: ReadonlyMap<string, string>) => BenchRow[],
): Promise<BenchRow[]> {
  if (commits.length === 0) return use(dirs);
  const [first, ...rest] = commits;
  const rows = await withCommit(first, async (dir) =>
    withEach(rest, new Map(dirs).set(first, dir), use),
  );
  return rows ?? withEach(rest, dirs, use);
}

/** One game's rows: its engine and fast path for each bot, in turns with the raw dice. */
export function measureGame(mod: AnyGameModule, engineBefore: Before | null): BenchRow[] {
  const rows: BenchRow[] = [];
  {
    const id = mod.game.id;
    const bots = [...new Set(["random", ...(EXTRA[id] ?? []), mod.defaultBot])];
    for (const bot of bots) {
      const options = optionsOf(mod);
      const mix = diceMix(mod, options, bot);
      const dice = `its ${describeMix(mix)} dice a game`;
      const slow = slowOf(id, bot);
      rows.push(engineRow(mod, bot, options, mix, dice, slow, engineBefore));
      if (!usesFastPath(mod, options, bot)) continue;
      const { raw, fast, rawObject } = fastTurns(mod, simulateRange, bot);
      const object = `${ratio(rawObject, fast).toFixed(2)}x through the generator object's below()`;
      rows.push({
        section: SECTION,
        name: `${mod.game.name}, ${bot}: fastest path`,
        value: median(fast),
        unit: "games/s",
        note: `${ratio(raw, fast).toFixed(2)}x the raw time of ${dice} (${object})`,
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
