/** Straight Golf's daily challenge: nine rounds; its exact round odds give the expected score. */
import { type DailySupport, markToPar } from "../module.ts";
import type { State } from "./state.ts";
import { roundOdds } from "./strategy/odds.ts";

const ROUNDS = 9;

export const daily: DailySupport<State> = {
  options: () => ({ rounds: ROUNDS }),
  // Straight Golf has no choices (every new value is set aside), so any bot plays perfectly.
  bot: "random",
  expected: () => ({
    label: `perfect play averages (${ROUNDS} rounds)`,
    value: ROUNDS * roundOdds(false).expectedScore,
  }),
  card(s) {
    const rounds = s.scores[0];
    return { toPar: rounds.reduce((t, x) => t + x, 0), marks: rounds.map(markToPar) };
  },
};
