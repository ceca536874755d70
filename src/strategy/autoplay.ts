/** Plays matches through the generic engine: bots decide, the match's generator rolls. */
import {
  act,
  actTrusted,
  createMatch,
  type Match,
  nextStep,
  roll,
  rollTrusted,
} from "../engine/match.ts";
import {
  createRng,
  type GeneratorName,
  type RandomGenerator,
  RECORD_V1_GENERATOR,
  SIM_GENERATOR,
} from "../engine/rng.ts";
import type { AnyGameModule } from "../games/module.ts";
import type { Bot } from "./bot.ts";

/** How a bots-only match is run. */
export interface PlayMode {
  /** The seeded generator of the dice and the bots' own streams. */
  readonly generator: GeneratorName;
  /**
   * Apply bot actions without re-validating them. Only for loops where every action comes from a
   * bot that picks among `legalActions` (simulate, soak, bench, bot-vs-bot); a match that takes
   * input from a person or the network always validates (`act`).
   */
  readonly trusted: boolean;
}

/** Records version 1, every step validated: goldens and tests that replay what they were made with. */
export const CHECKED: PlayMode = { generator: RECORD_V1_GENERATOR, trusted: false };
/** The trusted simulation loops: the fast generator, bot actions applied as built. */
export const SIMULATION: PlayMode = { generator: SIM_GENERATOR, trusted: true };

/** The seed of the bots' own stream for a match seeded `seed`. */
export function botSeed(seed: number): number {
  return (seed ^ 0x5bd1e995) | 0;
}

/** Bots draw from their own stream so a bot's coin flips never shift the dice. */
export function botRng(
  seed: number,
  generator: GeneratorName = RECORD_V1_GENERATOR,
): RandomGenerator {
  return createRng(botSeed(seed), generator);
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
  trusted = false,
): Match {
  const apply = trusted ? actTrusted : act;
  const rollStep = trusted ? rollTrusted : roll;
  for (;;) {
    const step = nextStep(m);
    if (step.kind === "end") return m;
    if (step.kind === "chance") rollStep(m, step);
    else apply(m, step.seat, bots[step.seat].choose(m.state, rng));
    onStep?.(m);
  }
}

export function playBots(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  seed: number,
  botNames: readonly string[],
  onStep?: (m: Match) => void,
  mode: PlayMode = CHECKED,
): Match {
  const m = createMatch(
    mod.game,
    { ...options, players: botNames.length },
    seed,
    undefined,
    undefined,
    mode.generator,
  );
  return playOut(m, botsFor(mod, botNames), botRng(seed, mode.generator), onStep, mode.trusted);
}
