/**
 * Every game through the generic engine and through its fastest path, as a multiple of the time
 * its dice alone take as raw rolls from the same generator (1x would be the physical limit of a
 * dice simulation). The random bot keeps the bot's own thinking out of the figure.
 */
import { modules } from "../src/games/registry.ts";
import { simulateRange, usesFastPath } from "../src/sim/simulate.ts";
import { playBots } from "../src/strategy/autoplay.ts";
import { rawRollsPerSecond } from "./engine.ts";
import { type BenchRow, rate } from "./types.ts";

export function run(): BenchRow[] {
  const rows: BenchRow[] = [];
  const raw = rawRollsPerSecond(12, 1500);
  rows.push({
    section: "Engine and fastest path vs raw dice",
    name: "raw d12 rolls",
    value: raw,
    unit: "rolls/s",
  });
  for (const mod of modules) {
    const bots = [...new Set(["random", mod.defaultBot])];
    for (const bot of bots) {
      const options = mod.game.id === "roll-in-one" ? { layout: "generated" } : {};
      let dice = 0;
      let seed = 1;
      const engine = rate(() => {
        const m = playBots(mod, options, seed++, [bot]);
        for (const e of m.record.actions) if ("chance" in e) dice += e.chance.length;
      }, 1500);
      const perGame = dice / (seed - 1);
      const times = (gps: number) =>
        `${(raw / (gps * perGame)).toFixed(1)}x the raw time of its ${perGame.toFixed(1)} dice`;
      const section = "Engine and fastest path vs raw dice";
      rows.push({
        section,
        name: `${mod.game.name}, ${bot}: generic engine`,
        value: engine,
        unit: "games/s",
        note: times(engine),
      });
      if (usesFastPath(mod, options, bot)) {
        const batch = 200;
        const fast =
          rate(() => {
            seed += batch;
            simulateRange(mod, options, seed, batch, 0, bot);
          }, 1500) * batch;
        rows.push({
          section,
          name: `${mod.game.name}, ${bot}: fastest path`,
          value: fast,
          unit: "games/s",
          note: times(fast),
        });
      }
    }
  }
  return rows;
}
