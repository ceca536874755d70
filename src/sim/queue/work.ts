/**
 * A queue worker: takes simulation jobs of any run and any game from Redis and plays them on a
 * pool of threads, one job per thread. The games run off this thread, so BullMQ can renew the
 * job locks however long a job takes; a worker that dies stops renewing, its locks expire and
 * another worker takes the jobs up again.
 */
import { hostname } from "node:os";
import { UnrecoverableError, Worker } from "bullmq";
import { findModule } from "../../games/registry.ts";
import { defaultWorkers, openPool } from "../parallel.ts";
import type { Task } from "../worker.ts";
import { client, connection, prefixOf, type QueueAddress, reach } from "./connect.ts";
import {
  gamesIn,
  type JobData,
  jobSchema,
  QUEUE_NAME,
  runKey,
  toWire,
  type WireResult,
} from "./wire.ts";

export interface WorkerOptions extends QueueAddress {
  /** Jobs at once, one thread each. Default: every core. */
  readonly threads?: number;
  /** How long a job stays claimed by a worker that has gone silent. */
  readonly lockMs?: number;
  /** After each job this worker finishes (for a log line). */
  readonly onJob?: (job: DoneJob) => void;
  /** A job refused or failed here (bad data, another rules version, a bot that threw). */
  readonly onFailed?: (id: string, message: string) => void;
  /** Connection trouble; BullMQ keeps reconnecting meanwhile. */
  readonly onError?: (message: string) => void;
}

export interface DoneJob {
  readonly id: string;
  readonly game: string;
  readonly games: number;
  readonly ms: number;
}

export interface QueueWorker {
  /** "host:pid", as results name it. */
  readonly name: string;
  readonly threads: number;
  /** Stops taking jobs, lets the running ones finish, then closes everything. */
  close(): Promise<void>;
}

export const DEFAULT_LOCK_MS = 30_000;
/** How a skipped job of a stopped run fails (the worker command says it once per run). */
export const RUN_GONE = "skipped: nobody is waiting for run";

export async function startWorker(o: WorkerOptions): Promise<QueueWorker> {
  await reach(o);
  const threads = o.threads ?? defaultWorkers();
  const lockMs = o.lockMs ?? DEFAULT_LOCK_MS;
  const name = `${hostname()}:${process.pid}`;
  const prefix = prefixOf(o);
  const redis = client(o);
  const pool = await openPool(threads);
  const worker = new Worker<JobData, WireResult>(
    QUEUE_NAME,
    async (job) => {
      const parsed = jobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`not a simulation job: ${parsed.error}`);
      const { task, rulesVersion, run } = parsed.data;
      if (!(await redis.exists(runKey(prefix, run)))) {
        throw new UnrecoverableError(`${RUN_GONE} ${run}`);
      }
      const mod = findModule(task.game);
      if (!mod) throw new UnrecoverableError(`worker ${name} has no game "${task.game}"`);
      if (mod.game.rulesVersion !== rulesVersion) {
        throw new UnrecoverableError(
          `worker ${name} plays ${mod.game.name} rules version ${mod.game.rulesVersion}, the run wants ${rulesVersion}`,
        );
      }
      const out = toWire(await pool.run(task as Task), name, threads);
      if (gamesIn(out) !== task.count) throw new Error(`played ${gamesIn(out)} of ${task.count}`);
      o.onJob?.({ id: job.id ?? "", game: task.game, games: task.count, ms: out.ms });
      return out;
    },
    {
      connection: connection(o),
      prefix,
      concurrency: threads,
      lockDuration: lockMs,
      // Look for jobs whose worker died as often as a lock can expire.
      stalledInterval: lockMs,
      // A job whose worker died comes back; one that stalls this often is failing its workers.
      maxStalledCount: 3,
    },
  );
  worker.on("failed", (job, err) => o.onFailed?.(job?.id ?? "?", err.message));
  worker.on("error", (e) => o.onError?.(e.message));
  await worker.waitUntilReady();
  return {
    name,
    threads,
    close: async () => {
      await worker.close();
      await pool.destroy();
      redis.disconnect();
    },
  };
}
