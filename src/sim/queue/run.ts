/**
 * A simulation run on the queue: the games go to Redis as jobs (ranges of game indices, game g
 * always with seed + g), `clubhouse worker`s anywhere play them, and this process merges the
 * tallies. Results are taken by job id, once: a job retried after its worker died, or reported
 * twice, never counts twice. Merging is exact and order-free, so the figures equal a local run's.
 */
import { randomUUID } from "node:crypto";
import { type Job, Queue, QueueEvents } from "bullmq";
import { findModule } from "../../games/registry.ts";
import type { Run, TaskBase } from "../parallel.ts";
import type { Task, TaskResult } from "../worker.ts";
import { client, connection, prefixOf, type QueueAddress, reach } from "./connect.ts";
import {
  fromWire,
  gamesIn,
  type JobData,
  jobId,
  QUEUE_NAME,
  RUN_TTL_MS,
  runKey,
  type WireResult,
} from "./wire.ts";

export interface QueuedRequest {
  readonly games: number;
  /** A fixed job size instead of sizing jobs by time. */
  readonly chunkSize?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
}

/** A job is sized to take about this long on one worker thread. */
const TARGET_MS = 500;
const MAX_JOB = 1_000_000;
/** Jobs waiting or running at once: at least this many, and twice the worker threads seen. */
const MIN_WINDOW = 16;
/** How often jobs are looked up directly, in case an event was missed. */
const SWEEP_MS = 3000;

interface Pending {
  readonly start: number;
  readonly count: number;
}

export async function runQueued(
  req: QueuedRequest,
  address: QueueAddress,
  base: TaskBase,
  merge: (r: TaskResult) => void,
): Promise<Run> {
  const t0 = performance.now();
  await reach(address);
  const mod = findModule(base.game);
  if (!mod) throw new Error(`no game "${base.game}"`);
  const opts = { connection: connection(address), prefix: prefixOf(address) };
  const queue = new Queue<JobData, WireResult>(QUEUE_NAME, opts);
  const events = new QueueEvents(QUEUE_NAME, opts);
  const run = randomUUID();
  const redis = client(address);
  const alive = () => redis.set(runKey(opts.prefix, run), "1", "PX", RUN_TTL_MS);
  const pending = new Map<string, Pending>();
  const threads = new Map<string, number>(); // worker process -> its threads
  let next = 0;
  let done = 0;
  let perMs = 0;
  let lastSize = 0;
  let failure: Error | undefined;
  // Something changed (a result, a failure, Ctrl-C): set even while the loop is busy adding.
  let dirty = false;
  let resume: (() => void) | undefined;
  const wake = () => {
    dirty = true;
    resume?.();
  };
  const nap = async () => {
    let timer: NodeJS.Timeout | undefined;
    if (!dirty) {
      await new Promise<void>((r) => {
        resume = r;
        timer = setTimeout(r, SWEEP_MS);
      });
    }
    clearTimeout(timer);
    resume = undefined;
    dirty = false;
  };

  const collect = (id: string, w: WireResult) => {
    const p = pending.get(id);
    if (!p) return; // not this run's, or already counted
    if (gamesIn(w) !== p.count) {
      failure ??= new Error(`job ${id} came back with ${gamesIn(w)} games, not ${p.count}`);
      return wake();
    }
    pending.delete(id);
    merge(fromWire(w));
    threads.set(w.by, w.threads);
    perMs = p.count / Math.max(w.ms, 0.05);
    lastSize = Math.max(lastSize, p.count);
    done += p.count;
    req.onProgress?.(done, req.games);
    queue.remove(id).catch(() => {});
    wake();
  };
  const check = async (id: string) => {
    const job = await queue.getJob(id);
    const state = job ? await job.getState() : "unknown";
    if (!pending.has(id)) return; // an event took it meanwhile (and removed it)
    if (job && state === "completed") {
      // The job may have completed between getJob and getState: its value is then in a re-read.
      const value = job.returnvalue ?? (await queue.getJob(id))?.returnvalue;
      if (value) collect(id, value);
    } else if (state === "failed") failure ??= new Error(`a worker failed: ${job?.failedReason}`);
    else if (state === "unknown") failure ??= new Error(`job ${id} is gone from the queue`);
    wake();
  };
  events.on("completed", ({ jobId: id, returnvalue }) => {
    if (!pending.has(id)) return;
    try {
      collect(
        id,
        (typeof returnvalue === "string" ? JSON.parse(returnvalue) : returnvalue) as WireResult,
      );
    } catch {
      check(id).catch(() => {});
    }
  });
  // A failed attempt may be retried; only a job that has failed for good ends the run.
  events.on("failed", ({ jobId: id }) => {
    if (pending.has(id)) check(id).catch((e) => (failure ??= e as Error));
  });
  req.signal?.addEventListener("abort", () => wake());

  const sizeNext = () => {
    if (req.chunkSize) return req.chunkSize;
    if (perMs === 0) return 1;
    return Math.max(1, Math.min(MAX_JOB, lastSize * 4, Math.round(perMs * TARGET_MS)));
  };
  const window = () => Math.max(MIN_WINDOW, 2 * [...threads.values()].reduce((a, b) => a + b, 0));
  const add = async () => {
    const count = Math.min(sizeNext(), req.games - next);
    const start = next;
    next += count;
    const id = jobId(run, start);
    pending.set(id, { start, count });
    const task = { ...base, start, count } as Task;
    await queue.add("games", { run, rulesVersion: mod.game.rulesVersion, task }, jobOptions(id));
  };

  try {
    await events.waitUntilReady();
    await alive();
    await warnWithoutWorkers(queue, address.url);
    let lastSweep = performance.now();
    while (!failure) {
      while (!req.signal?.aborted && next < req.games && pending.size < window()) await add();
      if (pending.size === 0) break;
      await nap();
      if (req.signal?.aborted) await cancelWaiting(queue, pending);
      if (performance.now() - lastSweep >= SWEEP_MS) {
        lastSweep = performance.now();
        await alive();
        await Promise.all([...pending.keys()].map(check));
      }
    }
    if (failure) throw failure;
  } finally {
    if (failure || req.signal?.aborted) await cancelWaiting(queue, pending).catch(() => {});
    await redis.del(runKey(opts.prefix, run)).catch(() => {});
    redis.disconnect();
    await events.close();
    await queue.close();
  }
  const seconds = (performance.now() - t0) / 1000;
  return { done, interrupted: done < req.games, workers: threads.size, seconds };
}

function jobOptions(id: string) {
  return {
    jobId: id,
    // A worker that throws is retried twice; one that dies is retried by the lock (worker side).
    attempts: 3,
    // Collected jobs are removed at once; these bound what a run that was killed leaves behind.
    removeOnComplete: { age: 3600 },
    removeOnFail: { age: 3600 },
  };
}

/** Removes this run's jobs that no worker has started; running ones finish and are counted. */
async function cancelWaiting(queue: Queue<JobData, WireResult>, pending: Map<string, Pending>) {
  for (const id of [...pending.keys()]) {
    const job: Job<JobData, WireResult> | undefined = await queue.getJob(id);
    const state = job ? await job.getState() : "unknown";
    if (state === "waiting" || state === "delayed" || state === "prioritized") {
      if ((await queue.remove(id)) === 1) pending.delete(id);
    }
  }
}

async function warnWithoutWorkers(queue: Queue<JobData, WireResult>, url: string): Promise<void> {
  if ((await queue.getWorkersCount()) > 0) return;
  process.stderr.write(
    `No worker is taking jobs at ${url} yet; start one with: clubhouse worker --queue ${url}\n`,
  );
}
