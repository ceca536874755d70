/**
 * Rolling Pins' daily challenge: one game on the default sheet. The exact figure is the strong
 * bot's without abilities (odds.ts); with abilities no exact figure exists yet.
 */
import type { DailySupport } from "../module.ts";
import { layoutOf, loadDefaultSheet } from "./data.ts";
import { frameScores } from "./rules/scoring.ts";
import type { State } from "./state.ts";
import { exactOdds } from "./strategy/odds.ts";

export const daily: DailySupport<State> = {
  options: () => ({}),
  bot: "strong",
  expected: () => ({
    label: "strong play without abilities averages (exact)",
    value: exactOdds(layoutOf(loadDefaultSheet())).expectedScore,
  }),
  card(s) {
    const frames = frameScores(s.sheets[0]).slice(0, 10);
    return {
      toPar: null,
      marks: frames.map((f) => (f.strike ? "better" : f.spare ? "even" : "worse")),
    };
  },
};
