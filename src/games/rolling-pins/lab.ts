/**
 * The design lab for Rolling Pins: load another sheet and see its exact odds without abilities,
 * and how often the strong bot gains each ability of its panel.
 */
import type { Json } from "../../engine/game.ts";
import type { LabSupport } from "../module.ts";
import { layoutOf, loadDefaultSheet, loadSheetFile } from "./data.ts";
import type { Options } from "./options.ts";
import { exactOdds } from "./strategy/odds.ts";
import { simulatedOdds } from "./tools.ts";

/** Seeded strong-bot games behind the lab's unlock rates: enough to tell 5% from 0%. */
export const UNLOCK_GAMES = 200;

/** Each ability's unlock rate under the strong bot (share of seeded games), for any sheet. */
function unlockRows(options: Options): { label: string; value: number }[] {
  const sim = simulatedOdds(options.sheet, true, UNLOCK_GAMES, 1);
  return [
    { label: `strong bot, abilities: mean score (${UNLOCK_GAMES} seeded games)`, value: sim.mean },
    { label: "  squares marked a game", value: sim.squares },
    ...Object.entries(sim.unlocks).map(([name, share]) => ({
      label: `  ${name} gained, share of games`,
      value: share,
    })),
  ];
}

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
      ...unlockRows(options),
    ];
  },
};
