/** The hint: every legal action with the strong bot's estimate of the final score, best first. */
import type { Hint } from "../../module.ts";
import type { Action } from "../actions.ts";
import { commandFor } from "../parse.ts";
import type { State } from "../state.ts";
import { actionValues } from "./choice.ts";

/** Labels are the command to type, e.g. `x 2 10`. */
export function hint(state: State): Hint<Action>[] {
  return actionValues(state)
    .map((x) => ({
      action: x.action,
      label: commandFor(x.action),
      value: Math.round(x.value * 100) / 100,
    }))
    .sort((a, b) => b.value - a.value);
}
