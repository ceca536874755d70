/** The design lab for GOLO: load another dice set and see its exact optimal score per mode. */
import { loadDataFile } from "../../engine/data.ts";
import type { Json } from "../../engine/game.ts";
import type { LabSupport } from "../module.ts";
import { diceFor, diceSpecSchema } from "./data.ts";
import type { Options } from "./options.ts";
import { solveReport } from "./tools.ts";

export const lab: LabSupport<Options> = {
  describes: "GOLO dice sets (JSON shaped like src/games/golo/data/dice.json)",
  load: (file) => ({ dice: loadDataFile(diceSpecSchema, file) as unknown as Json }),
  exact(options) {
    const set = diceFor(options.dice);
    const course = options.mode === "scorecard";
    const rows = [
      {
        label: "optimal expected nine, simple",
        value: solveReport(set, "simple", []).expectedScore,
      },
      { label: "optimal expected nine, trips", value: solveReport(set, "trips", []).expectedScore },
      { label: "expected nine, flop", value: solveReport(set, "flop", []).expectedScore },
      { label: "par of the dice", value: set.dice.reduce((t, d) => t + d.par, 0) },
    ];
    if (course) {
      rows.push({
        label: `optimal expected course (${options.pars.join(" ")})`,
        value: solveReport(set, "scorecard", options.pars).expectedScore,
      });
    }
    return rows;
  },
};
