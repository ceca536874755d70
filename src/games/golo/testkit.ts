/** Helpers for GOLO tests: drive a state by hand with checked actions and chosen faces. */
import { checkOutcome } from "../../engine/dice.ts";
import { type GoloOptions, optionsSchema } from "./options.ts";
import type { GoloAction } from "./play.ts";
import { game } from "./rules.ts";
import { dice, type GoloState } from "./state.ts";

export function start(options: Partial<GoloOptions> & Record<string, unknown> = {}): GoloState {
  return game.setup(optionsSchema.parse({ players: 1, ...options }));
}

/** Applies a legal action; throws with the rules' reason when it is not legal. */
export function act(s: GoloState, a: GoloAction): GoloState {
  const step = game.next(s);
  if (step.kind !== "decision") throw new Error(`no decision now (${step.kind})`);
  const why = game.checkAction(s, a);
  if (why !== null) throw new Error(why);
  return game.apply(s, a);
}

/** Applies the faces the dice show (checked like a referee's entry). */
export function roll(s: GoloState, faces: number[]): GoloState {
  const step = game.next(s);
  if (step.kind !== "chance") throw new Error(`no roll now (${step.kind})`);
  const why = checkOutcome(step.dice, faces);
  if (why !== null) throw new Error(why);
  return game.applyChance(s, faces);
}

/** Die index by name ("red A", "white 3", "blue B"). */
export function die(s: GoloState, name: string): number {
  const d = dice(s).dice.find((x) => x.name === name);
  if (!d) throw new Error(`no die ${name}`);
  return d.index;
}
