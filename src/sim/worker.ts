/** A simulation worker: runs one chunk of games and hands back the scores. */
import { findModule } from "../games/registry.ts";
import { simulateRange } from "./simulate.ts";

export interface Chunk {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly bot: string;
  readonly seed: number;
  readonly start: number;
  readonly count: number;
  readonly engine: boolean;
}

export default function runChunk(c: Chunk): Float64Array {
  const mod = findModule(c.game);
  if (!mod) throw new Error(`no game "${c.game}"`);
  return simulateRange(mod, c.options, c.start, c.count, c.seed, c.bot, c.engine);
}
