/** GOLO as a module for the front ends: rules, text UI, bots, hint, tools, fast path. */

import type { GameModule } from "../module.ts";
import { fastCovers, fastGolo } from "./fast.ts";
import { lab } from "./lab.ts";
import { type GoloOptions, MODES } from "./options.ts";
import type { GoloAction } from "./play.ts";
import { game } from "./rules.ts";
import type { GoloState } from "./state.ts";
import { bots } from "./strategy/bots.ts";
import { hint } from "./strategy/hint.ts";
import { diceFlag, parsFlag, solveTool } from "./tools.ts";
import { ui } from "./ui.ts";

export { loadDiceFile, parseDiceSet } from "./dice.ts";
export { game };

export const golo: GameModule<GoloState, GoloAction, GoloOptions> = {
  game,
  ui,
  optionFlags: [
    {
      flags: "--mode <mode>",
      description: `${MODES.join(" | ")} (default simple)`,
      key: "mode",
      parse: (m) => {
        if (!(MODES as readonly string[]).includes(m)) {
          throw new Error(`--mode must be one of ${MODES.join(", ")}, got "${m}"`);
        }
        return m;
      },
    },
    {
      flags: "--holes <n>",
      description: "9, 18 or 72 holes (simple, flop, trips)",
      key: "holes",
      parse: (h) => {
        if (!["9", "18", "72"].includes(h))
          throw new Error(`--holes must be 9, 18 or 72, got "${h}"`);
        return Number(h);
      },
    },
    parsFlag,
    diceFlag,
  ],
  bots,
  defaultBot: "optimal",
  lowerIsBetter: true,
  hint,
  hintUnit: "expected final strokes",
  tools: { solve: solveTool },
  lab,
  fast: { covers: fastCovers, run: fastGolo },
};

export default golo;
