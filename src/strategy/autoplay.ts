/** Plays matches through the generic engine: bots decide, the match's generator rolls. */
import { act, createMatch, type Match, nextStep, roll } from "../engine/match.ts";
import { createRng, type RandomGenerator } from "../engine/rng.ts";
import type { AnyGameModule } from "../games/module.ts";
import type { Bot } from "./bot.ts";

/** Bots draw from their own stream so a bot's coin flips never shift the dice. */
export function botRng(seed: number): RandomGenerator {
  return createRng((seed ^ 0x5bd1e995) | 0);
}

/** Why `name` is not one of the game's bot levels, or null when it is. */
export function botProblem(mod: AnyGameModule, name: string): string | null {
  if (mod.bots[name]) return null;
  return `${mod.game.name} has no bot "${name}"; its bots are ${Object.keys(mod.bots).join(", ")}`;
}

export function botsFor(mod: AnyGameModule, names: readonly string[]): Bot<unknown, unknown>[] {
  return names.map((name) => {
    const problem = botProblem(mod, name);
    if (problem) throw new Error(problem);
    return mod.bots[name]();
  });
}

/** Plays one whole match with a bot in every seat. `onStep` sees the match after each step. */
export function playOut(
  m: Match,
  bots: readonly Bot<unknown, unknown>[],
  rng: RandomGenerator,
  onStep?: (m: Match) => void,
): Match {
  for (;;) {
    const step = nextStep(m);
    if (step.kind === "end") return m;
    if (step.kind === "chance") roll(m, step);
    else act(m, step.seat, bots[step.seat].choose(m.state, rng));
    onStep?.(m);
  }
}

export function playBots(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  seed: number,
  botNames: readonly string[],
  onStep?: (m: Match) => void,
): Match {
  const m = createMatch(mod.game, { ...options, players: botNames.length }, seed);
  return playOut(m, botsFor(mod, botNames), botRng(seed), onStep);
}
