/** A simulation task, run in a worker thread or in this one: a range of games in, tallies out. */
import type { AnyGameModule } from "../games/module.ts";
import { gameLoaders } from "./game-loaders.ts";
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

/** A worker needs one game: its folder alone (see game-loaders.ts), else the whole registry. */
const loaded = new Map<string, AnyGameModule>();
export async function loadGame(id: string): Promise<AnyGameModule> {
  const known = loaded.get(id);
  if (known) return known;
  const load = Object.hasOwn(gameLoaders, id) ? gameLoaders[id] : undefined;
  const mod = load
    ? (await load()).gameModule
    : (await import("../games/registry.ts")).findModule(id);
  if (!mod || mod.game.id !== id) throw new Error(`no game "${id}"`);
  loaded.set(id, mod);
  return mod;
}

export default async function runTask(t: Task): Promise<TaskResult> {
  const mod = await loadGame(t.game);
  const t0 = performance.now();
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
