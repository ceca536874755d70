/**
 * What travels through Redis: a job is one task (a range of games) of one run, and its result is
 * the task's tallies as plain JSON. Score maps become [score, count] pairs; JSON keeps every
 * double exactly, so a tally read back merges to the same figures as one made in this process.
 */
import { z } from "zod";
import type { TableTally } from "../table.ts";
import type { ScoreTally } from "../tally.ts";
import type { Task, TaskResult } from "../worker.ts";

/** One queue for every run, so any worker takes jobs of any run and any game. */
export const QUEUE_NAME = "simulate";
/** Redis keys start with this unless CLUBHOUSE_QUEUE_PREFIX says otherwise. */
export const DEFAULT_PREFIX = "clubhouse";

export interface JobData {
  /** The run this job belongs to: its id starts every job id of the run. */
  readonly run: string;
  /** The rules the run was started under; a worker with other rules refuses the job. */
  readonly rulesVersion: string;
  readonly task: Task;
}

const range = {
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  seed: z.number().int(),
  start: z.number().int().nonnegative(),
  count: z.number().int().positive(),
};

/** A job read from Redis is checked before a worker plays it: anyone with the address can add. */
export const jobSchema = z.object({
  run: z.string(),
  rulesVersion: z.string(),
  task: z.discriminatedUnion("kind", [
    z.object({ ...range, kind: z.literal("scores"), bot: z.string(), engine: z.boolean() }),
    z.object({
      ...range,
      kind: z.literal("table"),
      bots: z.array(z.string()).min(1),
      rotate: z.boolean(),
    }),
  ]),
});

interface WireTally {
  readonly count: number;
  readonly counts: readonly (readonly [number, number])[];
  readonly check: number;
}

interface Worked {
  /** The time the games themselves took, in milliseconds. */
  readonly ms: number;
  /** The worker process that played them ("host:pid"), and how many threads it has. */
  readonly by: string;
  readonly threads: number;
}

export type WireResult =
  | (Worked & { readonly kind: "scores"; readonly tally: WireTally })
  | (Worked & {
      readonly kind: "table";
      readonly games: number;
      readonly wins: readonly number[];
      readonly ties: readonly number[];
      readonly scores: readonly WireTally[];
    });

/**
 * While a run is alive this key exists; it expires soon after the run's process stops, however
 * it stops, and workers then skip the run's jobs instead of playing games nobody will count.
 */
export function runKey(prefix: string, run: string): string {
  return `${prefix}:${QUEUE_NAME}:run:${run}`;
}
export const RUN_TTL_MS = 30_000;

/** A job id names its run and its first game, so a retried job keeps its id. */
export function jobId(run: string, start: number): string {
  return `${run}-${start}`;
}

export function toWire(r: TaskResult, by: string, threads: number): WireResult {
  if (r.kind === "scores") {
    return { kind: "scores", tally: tallyToWire(r.tally), ms: r.ms, by, threads };
  }
  const t = r.table;
  return {
    kind: "table",
    games: t.games,
    wins: t.wins,
    ties: t.ties,
    scores: t.scores.map(tallyToWire),
    ms: r.ms,
    by,
    threads,
  };
}

export function fromWire(w: WireResult): TaskResult {
  if (w.kind === "scores") return { kind: "scores", tally: tallyFromWire(w.tally), ms: w.ms };
  const table: TableTally = {
    games: w.games,
    wins: [...w.wins],
    ties: [...w.ties],
    scores: w.scores.map(tallyFromWire),
  };
  return { kind: "table", table, ms: w.ms };
}

function tallyToWire(t: ScoreTally): WireTally {
  return { count: t.count, counts: [...t.counts], check: t.check };
}

function tallyFromWire(w: WireTally): ScoreTally {
  return { count: w.count, counts: new Map(w.counts.map(([s, c]) => [s, c])), check: w.check };
}

/** The number of games a result covers, to check it against its job. */
export function gamesIn(w: WireResult): number {
  return w.kind === "scores" ? w.tally.count : w.games;
}
