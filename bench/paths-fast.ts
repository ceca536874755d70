/**
 * A fast path's games/s in turns with its raw dice, and the comparison with an earlier commit's
 * fast path, each in processes of its own (bench/paths-child.ts --fast). In one process two
 * copies of the same Rolling Pins code had measured 1.31x apart (the second copy's tables and
 * call sites land beside the first's), so the before and the now never share a process; each
 * process's games/s is read over its own raw dice, which cancels the load's drift between them.
 */
import { execFileSync } from "node:child_process";
import type { AnyGameModule } from "../src/games/module.ts";
import type { simulateRange } from "../src/sim/simulate.ts";
import { cpuRate, diceMix, rawGamesPerSecond } from "./raw-dice.ts";
import { alternating, inTurns, median, rateOf, ratio } from "./turns.ts";

const root = new URL("..", import.meta.url).pathname;

/** Options of a game's rows: Roll In One on a fixed course (its holes solved once). */
export function optionsOf(mod: AnyGameModule): Record<string, unknown> {
  return mod.game.id === "roll-in-one" ? { layout: "generated" } : {};
}

/** Bots whose games take milliseconds: measured in smaller batches. */
export function slowOf(id: string, bot: string): boolean {
  return (id === "rolling-pins" && bot === "strong") || id === "roll-in-one";
}

export interface FastTurns {
  /** Games per CPU second in each turn: the raw dice, the fast path, the dice through below(). */
  readonly raw: number[];
  readonly fast: number[];
  readonly rawObject: number[];
}

/**
 * `range` (this tree's simulateRange or an earlier commit's) playing `mod`'s games with `bot`,
 * warmed (tables filled on first use, memos), then in turns with the same dice rolled raw. The
 * dice mix is always this tree's count for the game and bot, so both commits meet one reference.
 */
export function fastTurns(
  mod: AnyGameModule,
  range: typeof simulateRange,
  bot: string,
  dice: AnyGameModule = mod,
): FastTurns {
  const options = optionsOf(mod);
  const mix = diceMix(dice, options, bot);
  const batch = slowOf(mod.game.id, bot) ? 20 : 200;
  let seed = 1;
  const now = () => {
    seed += batch;
    range(mod, options, seed, batch, 0, bot);
  };
  cpuRate(now, 3000);
  const [raw, fast, rawObject] = inTurns([
    () => rawGamesPerSecond(mix, 400),
    rateOf(now, 1000),
    () => rawGamesPerSecond(mix, 400, "object"),
  ]);
  return { raw, fast: fast.map((r) => r * batch), rawObject };
}

/** Processes of each side, alternating (this tree, the commit, the commit, this tree, ...). */
const PROCESSES = 3;

/**
 * This tree's fast path against the one in `dir` (a worktree of `commit`), each in processes of
 * its own: each side's best process by its games/s over its own raw dice (V8 compiles some of
 * these loops one of two ways, process by process: 6b33285's Straight Golf ran 2.6M games/s in
 * one process and 0.94M in the next, with the same code and load), and their ratio.
 */
export function compareInProcesses(id: string, bot: string, commit: string, dir: string): string {
  const speed = (t: FastTurns) => median(t.fast.map((f, i) => f / t.raw[i]));
  const best = (runs: FastTurns[]) => runs.reduce((a, b) => (speed(b) > speed(a) ? b : a), runs[0]);
  const { now, before: then } = alternating(PROCESSES, (b) => child(id, bot, b ? dir : ""));
  const [a, b] = [best(now), best(then)];
  const rate = Math.round(median(b.fast)).toLocaleString("en-US");
  return `${(speed(a) / speed(b)).toFixed(2)}x the ${rate} games/s (${ratio(b.raw, b.fast).toFixed(2)}x) of ${commit} (before; each side's best of ${PROCESSES} processes of its own, alternating)`;
}

function child(id: string, bot: string, dir: string): FastTurns {
  const out = execFileSync(
    process.execPath,
    [`${root}bin/run-ts.mjs`, `${root}bench/paths-child.ts`, "--fast", id, bot, dir],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out) as FastTurns;
}
