/**
 * Roll In One's daily challenge: the full game with cards on a course generated from the day's
 * secret, so everyone plays the same holes. No exact figure: with cards there is no solver.
 */
import { type DailySupport, markToPar } from "../module.ts";
import type { State } from "./state.ts";

export const daily: DailySupport<State> = {
  options: (seed) => ({ cards: true, layout: "generated", courseSeed: seed }),
  bot: "planner",
  card(s) {
    const diffs = s.cards.map((c) => c.score[0] - c.par);
    return { toPar: diffs.reduce((t, x) => t + x, 0), marks: diffs.map(markToPar) };
  },
};
