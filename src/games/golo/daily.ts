/** GOLO's daily challenge: a nine of the simple rules; perfect play is the solver's expectation. */
import { type DailySupport, markToPar } from "../module.ts";
import { diceFor } from "./data.ts";
import type { State } from "./state.ts";
import { solveReport } from "./tools.ts";

export const daily: DailySupport<State> = {
  options: () => ({ mode: "simple" }),
  bot: "optimal",
  expected: () => ({
    label: "perfect play averages",
    value: solveReport(diceFor(undefined), "simple", []).expectedScore,
  }),
  card(s) {
    // Holes in the order they were played (the order dice were removed), never which die.
    const holes = s.cards[0].flatMap((h) => (h ? [h] : []));
    const toPar = holes.reduce((t, h) => t + h.strokes - h.par, 0);
    return { toPar, marks: holes.map((h) => markToPar(h.strokes - h.par)) };
  },
};
