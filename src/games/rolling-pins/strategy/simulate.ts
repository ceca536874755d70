/** Whole games in a tight loop: the engine's generator and draws, without its input checks. */
import { rollDice } from "../../../engine/dice.ts";
import { createRng } from "../../../engine/rng.ts";
import { botRng } from "../../../strategy/autoplay.ts";
import type { Bot } from "../../../strategy/bot.ts";
import { applyAction } from "../actions.ts";
import { nextStep } from "../flow.ts";
import { applyChance, game } from "../game.ts";
import { totalScore } from "../scoring.ts";
import { type Action, type Options, optionsSchema, type State } from "../state.ts";

/** Plays game g with seed + g, exactly as `playBots` would; calls `onEnd` with each final state. */
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
    const rng = createRng(seed + g);
    const brng = botRng(seed + g);
    let s = game.setup(opts);
    for (;;) {
      const step = nextStep(s);
      if (step.kind === "end") break;
      if (step.kind === "chance") s = applyChance(s, rollDice(rng, step.dice));
      else s = applyAction(s, step.seat, b.choose(s, brng));
    }
    onEnd(s, g);
  }
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
