/** The random bot: a generated hole when designing, then uniform over the legal actions. */
import { randomInt } from "../../../engine/dice.ts";
import type { RandomGenerator } from "../../../engine/rng.ts";
import { type Bot, randomBot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { game } from "../game.ts";
import { GREENS, multiGreen } from "../rules/variants.ts";
import type { State } from "../state.ts";

/** Any bot designs by asking for a generated hole (seeded from its own stream), then accepts. */
export function designMove(s: State, rng: RandomGenerator): Action {
  const done = multiGreen(s) ? s.greens.length === GREENS : s.layout.green !== null;
  return done ? { type: "accept" } : { type: "generate", seed: randomInt(rng, 1, 1e9) };
}

export function withDesign(name: string, play: Bot<State, Action>["choose"]): Bot<State, Action> {
  return {
    name,
    choose: (s, rng) =>
      s.phase === "design" && !s.deal.length ? designMove(s, rng) : play(s, rng),
  };
}

export function randomLevel(): Bot<State, Action> {
  const uniform = randomBot(game);
  return withDesign("random", (s, rng) => uniform.choose(s, rng));
}
