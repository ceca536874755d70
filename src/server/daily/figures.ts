/**
 * Figures that cost seconds of CPU (Rolling Pins' exact odds take tens): a bot's game on the
 * day's dice and the exact expectation of perfect play. They run in a worker thread so the
 * server's event loop never stalls, one at a time, and are stored once worked out.
 */
import { Worker } from "node:worker_threads";
import { commitmentOf } from "../../engine/fair-dice.ts";
import type { Json } from "../../engine/game.ts";
import { createMatch, matchResult } from "../../engine/match.ts";
import { findModule } from "../../games/registry.ts";
import { botRng, botsFor, playOut } from "../../strategy/autoplay.ts";

export type FigureTask =
  | {
      readonly kind: "bot";
      readonly game: string;
      readonly options: Record<string, unknown>;
      readonly secret: string;
    }
  | { readonly kind: "expected"; readonly game: string; readonly options: Record<string, Json> };

export interface FigureResult {
  readonly label: string;
  readonly value: number;
}

/** Works a figure out in this thread (the worker calls this). */
export function computeFigure(t: FigureTask): FigureResult | null {
  const mod = findModule(t.game);
  const daily = mod?.daily;
  if (!mod || !daily) throw new Error(`no daily challenge for ${t.game}`);
  if (t.kind === "expected") return daily.expected?.(t.options) ?? null;
  const dice = {
    kind: "hmac-sha256" as const,
    commitment: commitmentOf(t.secret),
    entropy: [],
    secret: t.secret,
    stream: "situation" as const,
  };
  const name = `bot:${daily.bot}`;
  const m = createMatch(mod.game, { ...t.options, players: 1 }, 0, [name], dice);
  // The bot's own coin flips are fixed too, so its score on a day's dice is one number.
  playOut(m, botsFor(mod, [daily.bot]), botRng(1));
  return { label: name, value: matchResult(m).scores[0] };
}

// From source the worker registers tsx; the compiled server finds the same file from dist/node.
const compiled = !import.meta.url.endsWith(".ts");
const workerFile = compiled
  ? new URL("../../bin/daily-worker.mjs", import.meta.url)
  : new URL("../../../bin/daily-worker.mjs", import.meta.url);

let chain: Promise<unknown> = Promise.resolve();
const running: Worker[] = [];

/** Runs a task in a worker thread of its own, after the ones asked for before it. */
export function inWorker(t: FigureTask): Promise<FigureResult | null> {
  const p = chain.then(
    () =>
      new Promise<FigureResult | null>((resolve, reject) => {
        const w = new Worker(workerFile, { workerData: t });
        running.push(w);
        w.once("message", (r: FigureResult | null) => resolve(r));
        w.once("error", reject);
        w.once("exit", (code) => {
          running.splice(running.indexOf(w), 1);
          if (code !== 0) reject(new Error(`daily figure worker exited ${code}`));
        });
      }),
  );
  chain = p.catch(() => undefined);
  return p;
}

/** Stops workers still running (the server is closing). */
export async function stopWorkers(): Promise<void> {
  await Promise.all(running.map((w) => w.terminate()));
}
