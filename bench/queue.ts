/**
 * Simulation on the queue (`npm run bench -- queue`): games/s with 1 and 2 `clubhouse worker`
 * processes on this machine's Redis, beside the local pool. Workers are warmed up (threads
 * started, game loaded) before the timed run, as long-running workers are.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { Queue } from "bullmq";
import { findModule } from "../src/games/registry.ts";
import { defaultWorkers, simulate } from "../src/sim/parallel.ts";
import { reach } from "../src/sim/queue/connect.ts";
import { QUEUE_NAME } from "../src/sim/queue/wire.ts";
import type { BenchRow } from "./types.ts";

const url = process.env.CLUBHOUSE_BENCH_QUEUE ?? "redis://127.0.0.1:6379";
const bin = new URL("../bin/clubhouse.mjs", import.meta.url).pathname;
const cases = [
  { game: "golo", bot: "optimal" },
  { game: "rolling-pins", bot: "strong" },
];

function startWorker(prefix: string, threads: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [bin, "worker", "--queue", url, "--concurrency", String(threads)],
    { env: { ...process.env, CLUBHOUSE_QUEUE_PREFIX: prefix }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let err = "";
  child.stderr?.on("data", (d) => {
    err += String(d);
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      if (String(d).includes("taking simulation jobs")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`worker exited with ${code}: ${err}`)));
  });
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((done) => {
          c.removeAllListeners("exit");
          c.on("exit", () => done());
          c.kill("SIGTERM");
        }),
    ),
  );
}

/** Games for about `seconds` of one thread, from a short calibration run. */
async function calibrate(game: string, bot: string, seconds: number): Promise<number> {
  let games = 20;
  for (;;) {
    const r = await simulate({ game, options: {}, bot, games, seed: 1, workers: 1 });
    if (r.seconds > 0.3) return Math.max(100, Math.round((games / r.seconds) * seconds));
    games *= 4;
  }
}

export async function run(): Promise<BenchRow[]> {
  try {
    await reach({ url });
  } catch (e) {
    process.stderr.write(`bench queue: skipped (${(e as Error).message})\n`);
    return [];
  }
  const rows: BenchRow[] = [];
  const cores = defaultWorkers();
  for (const { game, bot } of cases) {
    const section = `Queue: ${findModule(game)?.game.name ?? game}, bot ${bot}`;
    // Warm this thread (a bot's tables, the JIT) before measuring anything.
    await simulate({ game, options: {}, bot, games: 50, seed: 1, workers: 1 });
    const games = (await calibrate(game, bot, 3)) * cores;
    const req = { game, options: {}, bot, seed: 1, games };
    const one = await simulate({ ...req, workers: 1 });
    const oneRate = one.done / one.seconds;
    rows.push({ section, name: "local, in-thread", value: oneRate, unit: "games/s" });
    // A local pool starts its threads on every run: time that apart, as the scaling rows do.
    const startup = (await simulate({ ...req, games: cores, chunkSize: 1, workers: cores }))
      .seconds;
    const pool = await simulate({ ...req, workers: cores });
    const poolRate = pool.done / Math.max(1e-3, pool.seconds - startup);
    rows.push({
      section,
      name: `local pool, ${cores} threads, start-up excluded`,
      value: poolRate,
      unit: "games/s",
      note: `${(poolRate / oneRate).toFixed(2)}x in-thread; its threads start in ${startup.toFixed(1)} s`,
    });
    for (const [procs, threads] of [
      [1, 1],
      [2, 1],
      [1, cores],
      [2, cores],
    ]) {
      const prefix = `clubhouse-bench-${process.pid}-${procs}x${threads}`;
      const t0 = performance.now();
      const children = await Promise.all(
        Array.from({ length: procs }, () => startWorker(prefix, threads)),
      );
      const queue = { url, prefix };
      let ready = 0;
      let r: Awaited<ReturnType<typeof simulate>>;
      try {
        // Every thread of every worker plays a game before the clock starts.
        await simulate({ ...req, games: 4 * procs * threads, chunkSize: 1, queue });
        ready = (performance.now() - t0) / 1000;
        r = await simulate({ ...req, queue });
      } finally {
        // Also when a run fails: no worker outlives the bench, no key stays behind.
        await stop(children);
        const q = new Queue(QUEUE_NAME, { connection: { url }, prefix });
        await q.obliterate({ force: true });
        await q.close();
      }
      const rate = r.done / r.seconds;
      rows.push({
        section,
        name: `queue, ${procs} worker${procs > 1 ? "s" : ""} x ${threads} thread${threads > 1 ? "s" : ""}`,
        value: rate,
        unit: "games/s",
        note: `${(rate / poolRate).toFixed(2)}x the local pool; workers ready and warm in ${ready.toFixed(1)} s`,
      });
    }
  }
  return rows;
}
