/** Whole games in a tight loop: the engine's generator and draws, without its input checks. */
import type { Die, Face } from "../../engine/dice.ts";
import { createSimRng, SIM_GENERATOR } from "../../engine/rng.ts";
import type { Xoshiro128ss } from "../../engine/xoshiro.ts";
import { botRng } from "../../strategy/autoplay.ts";
import type { Bot } from "../../strategy/bot.ts";
import type { FastPath } from "../module.ts";
import { type Action, actInPlace } from "./actions.ts";
import { game, rollInPlace } from "./game.ts";
import { type Options, optionsSchema } from "./options.ts";
import { nextStep } from "./rules/flow.ts";
import { totalScore } from "./rules/scoring.ts";
import type { State } from "./state.ts";
import { bots } from "./strategy/bots.ts";

/**
 * Plays game g with seed + g, exactly as `playBots` in SIMULATION mode; `onEnd` sees each final
 * state. The loop holds the only reference to its state, so the rules change it in place.
 */
export function playMany(
  games: number,
  seed: number,
  bot: () => Bot<State, Action>,
  options: Partial<Options>,
  onEnd: (state: State, g: number) => void,
): void {
  const opts = optionsSchema.parse({ ...options, players: 1 });
  const b = bot();
  for (let g = 0; g < games; g++) {
    const rng = createSimRng(seed + g);
    const brng = botRng(seed + g, SIM_GENERATOR);
    const s = game.setup(opts);
    for (;;) {
      const step = nextStep(s);
      if (step.kind === "end") break;
      if (step.kind === "chance") rollInPlace(s, step.seat, rollOwn(rng, step.dice));
      else actInPlace(s, step.seat, b.choose(s, brng));
    }
    onEnd(s, g);
  }
}

/**
 * `rollDice` on the simulation generator: the same draws (`randomInt(rng, 0, n - 1)` is
 * `rng.below(n)` there), through a call site that sees only this game's generator and dice.
 */
function rollOwn(rng: Xoshiro128ss, dice: readonly Die[]): Face[] {
  const out: Face[] = [];
  for (let i = 0; i < dice.length; i++) {
    const faces = dice[i].faces;
    out.push(faces[rng.below(faces.length)]);
  }
  return out;
}

export function fastScores(
  games: number,
  seed: number,
  bot: () => Bot<State, Action>,
  options: Partial<Options>,
): Float64Array {
  const out = new Float64Array(games);
  playMany(games, seed, bot, options, (s, g) => {
    out[g] = totalScore(s.sheets[0]);
  });
  return out;
}

/** Every bot level, every option set: the loop skips the engine's input checks, not its rules. */
export const fast: FastPath<Options> = {
  covers: (bot) => bot in bots,
  run: (games, seed, bot, options) => fastScores(games, seed, bots[bot], options),
};
