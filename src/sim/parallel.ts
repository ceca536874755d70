/**
 * Simulation on all cores. Game g always uses seed + g, so the figures are the same whatever the
 * number of workers and however the games are cut into chunks (see schedule.ts). Results are
 * streaming tallies: memory does not grow with the number of games. An abort stops cleanly and
 * keeps every game already played.
 */
import { availableParallelism } from "node:os";
import type { Piscina } from "piscina";
import type { QueueAddress } from "./queue/connect.ts";
import { schedule } from "./schedule.ts";
import { emptyTable, mergeTable, type TableTally } from "./table.ts";
import { emptyTally, mergeTally, type ScoreTally } from "./tally.ts";
import runTask, { type ScoresTask, type TableTask, type Task, type TaskResult } from "./worker.ts";

/** The most games one run may ask for; game indices stay exact and seeds distinct below it. */
export const MAX_GAMES = 1_000_000_000;

export function defaultWorkers(): number {
  return availableParallelism();
}

/** More threads than this only add start-up time and memory on this machine. */
export function maxWorkers(): number {
  return Math.max(4, 4 * availableParallelism());
}

interface Common {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly games: number;
  readonly seed: number;
  /** Worker threads; 1 runs in this thread. Default: every core. */
  readonly workers?: number;
  readonly chunkSize?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
  /** A Redis queue: the games go as jobs to `clubhouse worker`s there (src/sim/queue). */
  readonly queue?: QueueAddress;
}

export interface SimRequest extends Common {
  readonly bot: string;
  readonly engine?: boolean;
}

export interface TableRequest extends Common {
  readonly bots: readonly string[];
  readonly rotate?: boolean;
}

export interface Run {
  readonly done: number;
  readonly interrupted: boolean;
  readonly workers: number;
  readonly seconds: number;
}

export interface SimResult extends Run {
  /** Scores of the games that finished: games 0 .. done-1. */
  readonly tally: ScoreTally;
}

export interface TableResult extends Run {
  readonly table: TableTally;
}

export type TaskBase = Omit<ScoresTask, "start" | "count"> | Omit<TableTask, "start" | "count">;

// Compiled (bin/build-cli.mjs): the worker bundle beside this one. From source: tsx in each worker.
const compiled = !import.meta.url.endsWith(".ts");
const workerFile = compiled
  ? new URL("./worker-entry.mjs", import.meta.url).href
  : new URL("../../bin/sim-worker.mjs", import.meta.url).href;

/** Threads that run tasks; the queue's workers use one too. */
export async function openPool(threads: number): Promise<Piscina<Task, TaskResult>> {
  const { Piscina } = await import("piscina");
  return new Piscina<Task, TaskResult>({
    filename: workerFile,
    minThreads: threads,
    maxThreads: threads,
  });
}

async function runAll(req: Common, base: TaskBase, merge: (r: TaskResult) => void): Promise<Run> {
  checkGames(req.games);
  if (req.queue) return (await import("./queue/run.ts")).runQueued(req, req.queue, base, merge);
  const t0 = performance.now();
  const workers = checkWorkers(req.workers ?? defaultWorkers());
  let pool: Piscina<Task, TaskResult> | undefined;
  let run: (start: number, count: number) => Promise<{ out: TaskResult; ms: number }>;
  if (workers === 1) {
    run = async (start, count) => {
      const out = await runTask({ ...base, start, count } as Task);
      // Let a Ctrl-C handler and the progress bar run between chunks.
      await new Promise((r) => setImmediate(r));
      return { out, ms: out.ms };
    };
  } else {
    const p = await openPool(workers);
    pool = p;
    run = async (start, count) => {
      const out = await p.run({ ...base, start, count } as Task);
      return { out, ms: out.ms };
    };
  }
  let done: number;
  try {
    done = await schedule({
      games: req.games,
      lanes: workers,
      run,
      merge,
      chunkSize: req.chunkSize,
      signal: req.signal,
      onProgress: req.onProgress,
    });
  } finally {
    await pool?.destroy();
  }
  const interrupted = done < req.games;
  return { done, interrupted, workers, seconds: (performance.now() - t0) / 1000 };
}

/** One bot alone, `games` seeded games: the distribution of its score. */
export async function simulate(req: SimRequest): Promise<SimResult> {
  const tally = emptyTally();
  const { game, options, seed, bot } = req;
  const run = await runAll(
    req,
    { kind: "scores", game, options, seed, bot, engine: Boolean(req.engine) },
    (r) => {
      if (r.kind === "scores") mergeTally(tally, r.tally);
    },
  );
  return { ...run, tally };
}

/** Bots at one table: each one's wins, ties and scores. */
export async function simulateTable(req: TableRequest): Promise<TableResult> {
  const table = emptyTable(req.bots.length);
  const { game, options, seed, bots } = req;
  const run = await runAll(
    req,
    { kind: "table", game, options, seed, bots, rotate: Boolean(req.rotate) },
    (r) => {
      if (r.kind === "table") mergeTable(table, r.table);
    },
  );
  return { ...run, table };
}

function checkWorkers(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > maxWorkers()) {
    throw new RangeError(`workers must be a whole number from 1 to ${maxWorkers()}, got ${n}`);
  }
  return n;
}

function checkGames(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES) {
    throw new RangeError(`games must be a whole number from 1 to ${MAX_GAMES}, got ${n}`);
  }
}
