/** The design lab for Rolling Pins: load another sheet and see its exact odds without abilities. */
import type { Json } from "../../engine/game.ts";
import type { LabSupport } from "../module.ts";
import { layoutOf, loadDefaultSheet, loadSheetFile } from "./data.ts";
import type { Options } from "./options.ts";
import { exactOdds } from "./strategy/odds.ts";

export const lab: LabSupport<Options> = {
  describes:
    "Rolling Pins sheets (JSON shaped like src/games/rolling-pins/data/default-sheet.json)",
  load: (file) => ({ sheet: loadSheetFile(file) as unknown as Json }),
  exact(options) {
    const odds = exactOdds(layoutOf(options.sheet ?? loadDefaultSheet()));
    const mean = (k: "strike" | "spare") =>
      odds.frames.reduce((t, f) => t + f[k], 0) / odds.frames.length;
    return [
      { label: "strong bot, no abilities: expected score (exact)", value: odds.expectedScore },
      { label: "  P(strike), mean over frames", value: mean("strike") },
      { label: "  P(spare), mean over frames", value: mean("spare") },
    ];
  },
};
