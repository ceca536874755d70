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
import { replayNote, replayRate, replayTurns } from "./paths-replay.ts";
import { type DiceMix, describeMix, diceMix, rawGamesPerSecond } from "./raw-dice.ts";
import { inTurns, median, rateOf, ratio } from "./turns.ts";
import type { BenchRow } from "./types.ts";

/** Profiled (node --cpu-prof of `clubhouse simulate GAME --workers 1`) after issue 15's changes. */
export const hotSpots: readonly string[] = [
  "GOLO, greedy and optimal, fast path (issue 15's fifth round, after 2e1f971): both draw with xoshiro128** written out in local variables, the face position from a face code by two multiplies (fast-greedy.ts faceCode; V8's % 12 is a widening multiply bound to rax/rdx that spilled the loops), a draw that would redraw (about one in 10^9) handing the game to a general loop (tested on two seeds whose first roll redraws, found by search). Greedy (fast-greedy.ts) runs one loop iteration a draw with the roll's end by masks, the dice a draw leaves from a load by face alone, the die that leaves a roll that took none as a branch-free running minimum: about 3.6-4.0x the raw time of its dice (23.2 dice, 5.1 rolls a game; about 5 ns a draw against 1.4 ns raw). Left: it is bound by instruction throughput (the generator 43% of the loop, the per-draw decision 36%, 3-5 values a draw spilled), not by a chain: two games in one loop ran 0.94x (0.77x with the table offsets imported: V8 folds only a module's own constants), two games nine by nine 0.99x. Optimal reads its cells from rows (fast-rows.ts: per cup and singles outcome a row over the white multisets, 1,260 distinct rows, 134 KB) and now plays a batch's games two at a time (fast-rows-lanes.ts): a roll is one dependent chain (the cup's walk, a trans16 load a die, the row reference, its byte, the next key: about 90 cycles a roll, 7.6 rolls and 39.9 dice a game) with little else to do, so lane A's draws, lane B's draws, then each lane's row lookups run side by side; a lane whose game ends takes the next one, and a batch's last game finishes alone in walkFrom (fast-walk-play.ts), the one-game loop the option-table path (fastPlay) and the rows now share (the decision a closure: 1.02x in batches, 0.97x for games one a call). 1.05-1.19x 2e1f971's games/s (it varies with the machine's state: 1.19x and 1.18x at 07:22-07:31 UTC, 1.08x at 07:55, load 4-6), 18 holes 1.11x, Trips 1.04x (short nines), about 4.0-4.2x its raw dice at load 5. Left: the chain a lane (the singles' steps wait for the white chain through `s & 0`: four of about nine loads a full cup; breaking that needs a branch or a split loop a roll), the dice loop's exit mispredicted once a roll a lane, and spills (two lanes carry about 21 values). Tried and dropped: each lane's whole roll in turn (0.94x the interleaved order), a lane's events inside the hot loop (0.95x), pairs without refilling a lane (no better). Tried on 2026-12-02 evening after Roll In One's passes gained 2.3x in WebAssembly: greedy's simplePlay written in WebAssembly text (the same draws and totals over 1,000 games, seeding included) ran 0.93-1.24x the JavaScript in four alternating one-second turns, and its raw d12 loop there 0.97-1.10x the JavaScript one in local variables: this loop reads its table through a closure's constant (no map or bounds checks) and keeps the generator's words in registers, so WebAssembly has nothing to take away; not kept.",
  "Roll In One, default simulate (the bot designs three new holes every game from its own stream: 299,985 different layouts in 300,000 holes, so a cache by layout cannot help): decisions come from a quick model proven close enough (strategy/quick.ts), the full solve only where a gap stays too narrow, so every decision is the full solve's (quick.test; no pinned result changes). On 2026-12-02 evening the quick model's two passes moved to WebAssembly (strategy/sweeps.wat, assembled by bin/build-wasm.mjs into base64 source, run by wasm-sweeps.ts over one shared linear memory that a solve copies the model into and back out of): the same operations in the same order, so the same values to the bit (wasm-sweeps.test: values sweep after sweep, residuals and bounds from scrambled values, against spacewise.ts's passes, and a mutated .wat fails it). Why it pays: V8's optimised code for the JavaScript flight pass (read with node --print-opt-code) re-checked each typed array's map, length and base pointer at every access of its inner loop and spilled most of its values, about 20 cycles a cell, where a WebAssembly load is one instruction: flight pass 87 to 38 us and best-shot pass 13 to 9 us a hole (one process, 180 designed holes), default simulate 26.5x 4496c2b and 28.2x 225d69e at 16:43 UTC, 24.5x and 22.3x in the full run at 17:37 (was 18.7x both). node --cpu-prof after it (esbuild bundle of bench/rio-default-child.ts): the flight pass 48%, best-shot pass 9%, reading V for the flight pass 3%; set-up 12% (spacewiseOf and its tables, the kernel, the model's buffers, the copies in and out of the linear memory); designing the hole 8% (site.ts spots 3.4%); garbage collection 3.5%. Left: the flight pass is now about 18 cycles a flight state, most of it per-state work (the dots faces, the ahead step, the trees test) around short inner loops of 4 to 11 cells whose running sum is one chain of additions; and value iteration's floor of about 14 sweeps a hole. Tried and dropped before (passes counted, exact decisions kept): Gauss-Seidel over spaces in other orders (rings, BFS, per space: at best 5% fewer pass-equivalents, more checks), over-relaxation (omega 1.2: 12.2 sweeps, 1.4: 30), looser first targets (more refines), first guesses by walking distance, scaled, or even the exact values with 1% noise (14.9 passes), policy iteration (exact, but its forward walks cost 50-500 ms a hole), a Newton-type correction (13.2 passes, but walks costing a whole solve), per-option bounds (16.0 against 16.3 passes), clubs best nowhere updated less often or left out and proven out once (15.2 against 16.3 passes, no games/s gain over 11 alternating pairs), reused buffers (about 1%); in the JavaScript pass, a branch-free min and the inner loops as small functions of their own (no change: the checks, not the branches, were the cost).",
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
/** Issue 15's fastest-path goals, as multiples of the raw dice (the replay row's reference). */
const GOALS: Readonly<Record<string, number>> = { "rolling-pins": 300 };
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
      const replayed = replayTurns(mod, bot, mix);
      const goal = GOALS[id];
      if (replayed && goal)
        rows.push({
          section: SECTION,
          name: `${mod.game.name}, ${bot}: the rules alone (decisions replayed)`,
          value: replayRate(replayed),
          unit: "games/s",
          note: replayNote(replayed, ratio(raw, fast), goal),
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
