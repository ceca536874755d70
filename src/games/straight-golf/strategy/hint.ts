/** The hint: rolling is the only move; its value is the exact expected final score. */
import type { Hint } from "../../module.ts";
import type { Action } from "../actions.ts";
import { type State, total } from "../state.ts";
import { roundOdds, turnOdds } from "./odds.ts";

export function hint(s: State): Hint<Action>[] {
  const { inOrder, rounds } = s.options;
  const rest = rounds - s.round - 1;
  const thisTurn = turnOdds(inOrder, s.turn.kept.length, s.turn.attempts).expectedScore;
  return [
    {
      action: { type: "roll" },
      label: "roll",
      value: total(s, s.seat) + thisTurn + rest * roundOdds(inOrder).expectedScore,
    },
  ];
}
