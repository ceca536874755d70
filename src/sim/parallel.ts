/**
 * Simulation on all cores. Games are cut into chunks whose seeds depend only on the game index,
 * so the scores are the same whatever the number of workers. An abort stops cleanly and keeps
 * every chunk already finished.
 */
import { setMaxListeners } from "node:events";
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { findModule } from "../games/registry.ts";
import { simulateRange } from "./simulate.ts";
import type { Chunk } from "./worker.ts";

export interface SimRequest {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly bot: string;
  readonly games: number;
  readonly seed: number;
  readonly engine?: boolean;
  /** Worker threads; 1 runs in this thread. Default: every core. */
  readonly workers?: number;
  readonly chunkSize?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface SimResult {
  /** Scores of the games that finished, in game order. */
  readonly scores: Float64Array;
  readonly done: number;
  readonly interrupted: boolean;
  readonly workers: number;
  readonly seconds: number;
}

const workerFile = new URL("../../bin/sim-worker.mjs", import.meta.url).href;

export function defaultWorkers(): number {
  return availableParallelism();
}

export async function simulate(req: SimRequest): Promise<SimResult> {
  const t0 = performance.now();
  const workers = Math.max(1, req.workers ?? defaultWorkers());
  const size = req.chunkSize ?? Math.max(100, Math.min(20_000, Math.ceil(req.games / 200)));
  const chunks: Chunk[] = [];
  for (let start = 0; start < req.games; start += size) {
    const { game, options, bot, seed } = req;
    chunks.push({
      game,
      options,
      bot,
      seed,
      start,
      count: Math.min(size, req.games - start),
      engine: Boolean(req.engine),
    });
  }
  const results = new Array<Float64Array | undefined>(chunks.length);
  let done = 0;
  const finish = (i: number, scores: Float64Array) => {
    results[i] = scores;
    done += scores.length;
    req.onProgress?.(done, req.games);
  };
  if (workers === 1) {
    const mod = findModule(req.game);
    if (!mod) throw new Error(`no game "${req.game}"`);
    for (const [i, c] of chunks.entries()) {
      if (req.signal?.aborted) break;
      finish(i, simulateRange(mod, c.options, c.start, c.count, c.seed, c.bot, c.engine));
      // Let a Ctrl-C handler run between chunks.
      await new Promise((r) => setImmediate(r));
    }
  } else {
    // Every queued chunk listens for the abort.
    if (req.signal) setMaxListeners(chunks.length + 10, req.signal);
    const pool = new Piscina<Chunk, Float64Array>({
      filename: workerFile,
      minThreads: workers,
      maxThreads: workers,
    });
    try {
      const settled = await Promise.allSettled(
        chunks.map((c, i) =>
          pool.run(c, { signal: req.signal ?? null }).then((scores) => finish(i, scores)),
        ),
      );
      // An abort rejects the chunks it cut short; any other failure is a real error.
      const failure = settled.find((s) => s.status === "rejected" && !req.signal?.aborted);
      if (failure && failure.status === "rejected") throw failure.reason;
    } finally {
      await pool.destroy();
    }
  }
  const kept = results.filter((r): r is Float64Array => r !== undefined);
  const scores = new Float64Array(done);
  let at = 0;
  for (const r of kept) {
    scores.set(r, at);
    at += r.length;
  }
  const interrupted = done < req.games;
  if (interrupted && !req.signal?.aborted)
    throw new Error(`simulation lost ${req.games - done} games`);
  return { scores, done, interrupted, workers, seconds: (performance.now() - t0) / 1000 };
}
