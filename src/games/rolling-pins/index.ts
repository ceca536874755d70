/** Rolling Pins for the front ends: rules, text UI, option flags, bots, tools. */

import { randomBot } from "../../strategy/bot.ts";
import type { GameModule } from "../module.ts";
import { game } from "./game.ts";
import { lab } from "./lab.ts";
import { loadSheetFile } from "./sheet.ts";
import type { Action, Options, State } from "./state.ts";
import { strongChoose, strongHint } from "./strategy/bot.ts";
import { greedyBot } from "./strategy/greedy.ts";
import { fastScores } from "./strategy/simulate.ts";
import { oddsTool } from "./tools.ts";
import { describe, ui } from "./ui.ts";

export const rollingPins: GameModule<State, Action, Options> = {
  game,
  ui,
  optionFlags: [
    {
      flags: "--sheet <file>",
      description: "play on another sheet (a JSON file like data/default-sheet.json)",
      key: "sheet",
      parse: (file) => loadSheetFile(file),
    },
    {
      flags: "--duplicate",
      description: "duplicate rolls: everyone uses the same dice (colour die for one-die rolls)",
      key: "duplicate",
    },
    {
      flags: "--no-abilities",
      description: "play without the ability panel (gray pins and strikes mark nothing)",
      key: "abilities",
    },
  ],
  bots: {
    random: () => randomBot(game),
    greedy: greedyBot,
    strong: () => ({ name: "strong", choose: (state: State) => strongChoose(state) }),
  },
  defaultBot: "strong",
  lowerIsBetter: false,
  tools: { odds: oddsTool },
  lab,
  fast: {
    covers: (bot) => bot in rollingPins.bots,
    run: (games, seed, bot, options) => fastScores(games, seed, rollingPins.bots[bot], options),
  },
  hint: (state) => strongHint(state, (a) => describe(a, state)),
  // Exact without abilities; squares and abilities count at an estimated worth.
  hintUnit: "estimated final score",
};

export default rollingPins;
