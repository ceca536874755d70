/** A simulation task, run in a worker thread or in this one: a range of games in, tallies out. */
import { findModule } from "../games/registry.ts";
import { simulateRange } from "./simulate.ts";
import { playTableRange, type TableTally } from "./table.ts";
import { addScores, emptyTally, type ScoreTally } from "./tally.ts";

interface Range {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly seed: number;
  readonly start: number;
  readonly count: number;
}

/** One bot alone: seat 0's scores. */
export interface ScoresTask extends Range {
  readonly kind: "scores";
  readonly bot: string;
  readonly engine: boolean;
}

/** Bots at one table: each bot's wins, ties and scores. */
export interface TableTask extends Range {
  readonly kind: "table";
  readonly bots: readonly string[];
  readonly rotate: boolean;
}

export type Task = ScoresTask | TableTask;

export type TaskResult =
  | { readonly kind: "scores"; readonly tally: ScoreTally; readonly ms: number }
  | { readonly kind: "table"; readonly table: TableTally; readonly ms: number };

export default function runTask(t: Task): TaskResult {
  const t0 = performance.now();
  const mod = findModule(t.game);
  if (!mod) throw new Error(`no game "${t.game}"`);
  if (t.kind === "table") {
    const table = playTableRange(mod, t.options, t.start, t.count, t.seed, t.bots, t.rotate);
    return { kind: "table", table, ms: performance.now() - t0 };
  }
  const tally = emptyTally();
  addScores(
    tally,
    t.start,
    simulateRange(mod, t.options, t.start, t.count, t.seed, t.bot, t.engine),
  );
  return { kind: "scores", tally, ms: performance.now() - t0 };
}
