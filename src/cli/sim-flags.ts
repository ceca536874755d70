/** What `simulate`, `simulate --seats` (table-cmd.ts) and `lab` share: flags and report lines. */
import type { AnyGameModule } from "../games/module.ts";
import { MAX_GAMES, maxWorkers } from "../sim/parallel.ts";
import { plural } from "./grammar.ts";
import { parseInteger } from "./options.ts";

export interface SimFlags {
  games: string;
  bot: string;
  seed: string;
  seats?: string;
  rotate?: boolean;
  workers?: string;
  queue?: string;
  engine?: boolean;
  json?: boolean;
  plot?: string;
  [flag: string]: unknown;
}

/** The flags every simulation shares, checked before any game is played. */
export function commonFlags(opts: { games: string; seed: string; workers?: string }) {
  return {
    games: parseInteger("--games", opts.games, 1, MAX_GAMES),
    seed: parseInteger("--seed", opts.seed, -(2 ** 31), 2 ** 31 - 1),
    workers:
      opts.workers === undefined
        ? undefined
        : parseInteger("--workers", opts.workers, 1, maxWorkers()),
  };
}

/** "2 workers, 1.20 s, 830 games/s". */
export function runLine(r: { workers: number; seconds: number; done: number }): string {
  const rate = Math.round(r.done / r.seconds).toLocaleString("en-US");
  return `${plural(r.workers, "worker")}, ${r.seconds.toFixed(2)} s, ${rate} games/s`;
}

/** The first line of a report that Ctrl-C cut short. */
export const interruptedLine = (done: number, requested: number): string =>
  `Interrupted: ${plural(done, "game")} of ${requested.toLocaleString("en-US")} done.`;

export function scoreAxis(mod: AnyGameModule): string {
  return mod.lowerIsBetter ? "score (lower is better)" : "score (higher is better)";
}
