/** Bots: a policy that picks an action for the seat to move. Their own randomness is separate from the dice. */
import { randomInt } from "../engine/dice.ts";
import type { Game } from "../engine/game.ts";
import type { RandomGenerator } from "../engine/rng.ts";

export interface Bot<S, A> {
  readonly name: string;
  choose(state: S, rng: RandomGenerator): A;
}

/** Uniform over the legal actions: the baseline every game gets for free. */
export function randomBot<S, A, O>(game: Game<S, A, O>): Bot<S, A> {
  return {
    name: "random",
    choose(state, rng) {
      const actions = game.legalActions(state);
      if (actions.length === 0) throw new Error(`${game.name}: no legal action to choose from`);
      return actions[randomInt(rng, 0, actions.length - 1)];
    },
  };
}
