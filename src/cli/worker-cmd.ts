/**
 * `clubhouse worker --queue redis://...`: plays the simulation jobs that `simulate --queue` and
 * `lab --queue` put on the queue, from any run and any game, until stopped.
 */
import type { Command } from "commander";
import { plural } from "./grammar.ts";
import { parseInteger } from "./options.ts";
import { UsageError } from "./usage.ts";

interface WorkerFlags {
  queue: string;
  concurrency?: string;
  lock: string;
}

/** Games and jobs played, printed this often while there is work. */
const REPORT_MS = 10_000;

export function addWorkerCommand(program: Command): void {
  program
    .command("worker")
    .description("play simulation jobs from a queue (simulate --queue, lab --queue)")
    .requiredOption("--queue <url>", "the Redis that holds the queue, e.g. redis://127.0.0.1:6379")
    .option("--concurrency <n>", "jobs at once, one thread each (default: every core)")
    .option(
      "--lock <seconds>",
      "how long a job stays with a worker that has gone silent before another takes it",
      "30",
    )
    .action((opts: WorkerFlags) => runWorker(opts));
}

async function runWorker(opts: WorkerFlags): Promise<void> {
  // Loaded when run: ioredis and the pool are no part of every start.
  const { queueUrlProblem } = await import("../sim/queue/connect.ts");
  const { maxWorkers } = await import("../sim/parallel.ts");
  const problem = queueUrlProblem(opts.queue);
  if (problem) throw new UsageError(problem);
  const threads =
    opts.concurrency === undefined
      ? undefined
      : parseInteger("--concurrency", opts.concurrency, 1, maxWorkers());
  const lockMs = 1000 * parseInteger("--lock", opts.lock, 1, 3600);
  const { startWorker, RUN_GONE } = await import("../sim/queue/work.ts");
  let games = 0;
  let jobs = 0;
  let reported = { games: 0, at: performance.now() };
  let lastError = "";
  let lastGone = "";
  const worker = await startWorker({
    url: opts.queue,
    threads,
    lockMs,
    onJob: (j) => {
      games += j.games;
      jobs++;
      const now = performance.now();
      if (now - reported.at >= REPORT_MS) {
        const rate = Math.round(((games - reported.games) * 1000) / (now - reported.at));
        process.stdout.write(
          `${games.toLocaleString("en-US")} games in ${jobs} jobs (${rate.toLocaleString("en-US")} games/s)\n`,
        );
        reported = { games, at: now };
      }
    },
    onFailed: (id, message) => {
      if (!message.startsWith(RUN_GONE)) process.stderr.write(`job ${id} failed: ${message}\n`);
      else if (message !== lastGone) process.stderr.write(`${message} (stopped)\n`);
      if (message.startsWith(RUN_GONE)) lastGone = message;
    },
    onError: (message) => {
      // Say each kind of connection trouble once, not on every reconnect attempt.
      if (message !== lastError) process.stderr.write(`queue: ${message}\n`);
      lastError = message;
    },
  }).catch((e: Error) => {
    throw new UsageError(e.message);
  });
  process.stdout.write(
    `Worker ${worker.name}: ${plural(worker.threads, "thread")}, taking simulation jobs from ${opts.queue} (Ctrl-C to stop)\n`,
  );
  await new Promise<void>((done) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      // A second Ctrl-C stops at once; the running jobs' locks expire and others take them.
      process.once("SIGINT", () => process.exit(130));
      process.stderr.write("Stopping after the jobs in progress (Ctrl-C again to stop now)...\n");
      worker.close().then(done, done);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  process.stdout.write(`Stopped: ${games.toLocaleString("en-US")} games in ${jobs} jobs.\n`);
}
