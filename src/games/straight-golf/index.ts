/** Straight Golf, as the front ends see it. */

import { randomBot } from "../../strategy/bot.ts";
import type { GameModule } from "../module.ts";
import { fastSimulate } from "./fast.ts";
import { roundOdds, turnOdds } from "./odds.ts";
import {
  type StraightAction,
  type StraightOptions,
  type StraightState,
  straightGolf,
} from "./rules.ts";
import { oddsTool } from "./tools.ts";
import { ui } from "./ui.ts";

export const straightGolfModule: GameModule<StraightState, StraightAction, StraightOptions> = {
  game: straightGolf,
  ui,
  optionFlags: [
    {
      flags: "--in-order",
      description: "the straight must be kept in order 1, 2, 3, ...",
      key: "inOrder",
      parse: () => true,
    },
    {
      flags: "--rounds <n>",
      description: "rounds to play (default 9)",
      key: "rounds",
      parse: Number,
    },
  ],
  // The rules leave no choice (every contributing die is set aside), so every bot plays alike.
  bots: { random: () => randomBot(straightGolf) },
  defaultBot: "random",
  lowerIsBetter: true,
  hint(s) {
    const rest = s.options.rounds - s.round - 1;
    const perRound = roundOdds(s.options.inOrder).expectedScore;
    const sofar = s.scores[s.seat].reduce((a, b) => a + b, 0);
    return [
      {
        action: { type: "roll" },
        label: "roll (the only move)",
        value:
          sofar +
          turnOdds(s.options.inOrder, s.turn.kept.length, s.turn.attempts).expectedScore +
          rest * perRound,
      },
    ];
  },
  hintUnit: "expected final score",
  tools: { odds: oddsTool },
  fast: { covers: () => true, run: fastSimulate },
};
