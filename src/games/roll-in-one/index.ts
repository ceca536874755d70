/** Roll In One for the front ends: rules, text UI, bots, hint and tools. */
import type { GameModule } from "../module.ts";
import { fastCovers, fastSimulate } from "./fast.ts";
import { game } from "./game.ts";
import { lab } from "./lab.ts";
import { stopsPicture } from "./pictures/stops.ts";
import type { Action, Options, State } from "./state.ts";
import { hint, modelBot } from "./strategy/planner.ts";
import { randomLevel } from "./strategy/random.ts";
import { optionFlags, tools } from "./tools.ts";
import { ui } from "./ui.ts";

export const rollInOne: GameModule<State, Action, Options> = {
  game,
  ui,
  optionFlags,
  bots: {
    random: randomLevel,
    greedy: () => modelBot("greedy"),
    planner: () => modelBot("planner"),
  },
  defaultBot: "planner",
  lowerIsBetter: true,
  hint,
  hintUnit: "expected shots + penalties to hole out",
  tools,
  fast: { covers: fastCovers, run: fastSimulate },
  lab,
  picture: (options, bot, games, seed) => stopsPicture(rollInOne, options, bot, games, seed),
};

export default rollInOne;
