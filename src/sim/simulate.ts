/**
 * Seeded simulation of one-seat games: game g always uses seed + g, on any path and any worker,
 * rolled by the simulation generator (SIMULATION in src/strategy/autoplay.ts).
 */
import { parseOptions } from "../engine/match.ts";
import type { AnyGameModule } from "../games/module.ts";
import { botProblem, playBots, SIMULATION } from "../strategy/autoplay.ts";

/** Whether `simulateRange` takes the game's fast path for these options and bot. */
export function usesFastPath(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  bot: string,
): boolean {
  if (!mod.fast) return false;
  return mod.fast.covers(bot, parseOptions(mod.game, { ...options, players: 1 }));
}

/** Seat 0's score in games seed+start .. seed+start+count-1. */
export function simulateRange(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  start: number,
  count: number,
  seed: number,
  bot: string,
  engine = false,
): Float64Array {
  const problem = botProblem(mod, bot);
  if (problem) throw new Error(problem);
  if (!engine && mod.fast) {
    const full = parseOptions(mod.game, { ...options, players: 1 });
    if (mod.fast.covers(bot, full)) return mod.fast.run(count, seed + start, bot, full);
  }
  const scores = new Float64Array(count);
  for (let g = 0; g < count; g++) {
    const m = playBots(mod, options, seed + start + g, [bot], undefined, SIMULATION);
    scores[g] = mod.game.result(m.state).scores[0];
  }
  return scores;
}
