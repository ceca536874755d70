/**
 * One soak chunk (run in a worker): games of one game and variant through every harness check, or
 * games of one fast-path option set and bot played on the fast path and on the engine.
 */
import { existsSync } from "node:fs";
import { findModule } from "../src/games/registry.ts";
import { fastAgainstEngine, playChecked } from "../tests/harness/checks.ts";
import type { HarnessSpec } from "../tests/harness/spec.ts";

export interface SoakChunk {
  readonly game: string;
  /** "play": `variant` indexes the spec's `play`; "fast": its `fast`, with `bot`. */
  readonly check: "play" | "fast";
  readonly variant: number;
  readonly bot?: string;
  readonly start: number;
  readonly count: number;
}

export interface SoakOutcome {
  readonly games: number;
  readonly steps: number;
  readonly problems: number;
  /** The first few problems, with the seed that shows them. */
  readonly examples: string[];
}

/** The harness spec a game's testkit exports, or null for a game that has none yet. */
export async function harnessOf(game: string): Promise<HarnessSpec | null> {
  const file = new URL(`../src/games/${game}/testkit.ts`, import.meta.url);
  if (!existsSync(file)) return null;
  const kit = (await import(file.href)) as { harness?: HarnessSpec };
  return kit.harness ?? null;
}

// Seeds far from the ones CI plays, one per game index.
const SOAK_SEED = 1_000_003;

export default async function soakChunk(c: SoakChunk): Promise<SoakOutcome> {
  const mod = findModule(c.game);
  const harness = await harnessOf(c.game);
  if (c.check === "fast") {
    const options = harness?.fast?.[c.variant];
    if (!mod || !options || !c.bot)
      throw new Error(`no fast option set ${c.variant} for ${c.game}`);
    const r = fastAgainstEngine(mod, options, c.bot, c.count, SOAK_SEED + c.start);
    return {
      games: c.count,
      steps: r.steps,
      problems: r.problems.length,
      examples: r.problems.slice(0, 5),
    };
  }
  const spec = harness?.play[c.variant];
  if (!mod || !spec) throw new Error(`no harness variant ${c.variant} for ${c.game}`);
  let steps = 0;
  let problems = 0;
  const examples: string[] = [];
  for (let g = c.start; g < c.start + c.count; g++) {
    const seed = SOAK_SEED + g;
    const r = playChecked(mod, spec.options, seed, spec.bots);
    steps += r.steps;
    problems += r.problems.length;
    if (r.problems.length && examples.length < 5) examples.push(`seed ${seed}: ${r.problems[0]}`);
  }
  return { games: c.count, steps, problems, examples };
}
