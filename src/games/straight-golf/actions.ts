/** The only decision: roll the dice in hand. It paces play; the rules leave nothing else to choose. */
import { z } from "zod";
import { type State, withTurn } from "./state.ts";

export const actionSchema = z.object({ type: z.literal("roll") }).strict();
export type Action = z.output<typeof actionSchema>;

const ROLL: Action = { type: "roll" };

/** A roll is due when the seat to move has not yet said "roll" (and the game is on). */
function rollDue(s: State): boolean {
  return s.rollOff.length === 0 && s.round < s.options.rounds && !s.armed;
}

export function legalActions(s: State): Action[] {
  return rollDue(s) ? [ROLL] : [];
}

export function checkAction(s: State): string | null {
  return rollDue(s) ? null : "no roll is due now";
}

export function apply(s: State): State {
  return withTurn(s, s.turn, true, s.lastTurn);
}
