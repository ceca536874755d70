/**
 * Hint latency for every game at the first decision of a seeded game that offers more than two
 * actions: the first call (which may build the game's solver tables) and warm calls after it.
 */
import { createMatch, nextStep, roll } from "../src/engine/match.ts";
import { modules } from "../src/games/registry.ts";
import { type BenchRow, rate } from "./types.ts";

export function run(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const mod of modules) {
    if (!mod.hint) continue;
    const options =
      mod.game.id === "roll-in-one" ? { players: 1, layout: "generated" } : { players: 1 };
    const m = createMatch(mod.game, options, 1);
    const bot = mod.bots[mod.defaultBot]();
    // Let the default bot play until a decision offers more than one action.
    for (let i = 0; i < 500; i++) {
      const step = nextStep(m);
      if (step.kind === "end") break;
      if (step.kind === "chance") {
        roll(m, step);
        continue;
      }
      if (mod.game.legalActions(m.state).length > 2) break;
      m.state = mod.game.apply(m.state, bot.choose(m.state, m.rng));
    }
    const state = m.state;
    if (nextStep(m).kind !== "decision") continue;
    const t0 = performance.now();
    const valued = mod.hint(state).length;
    const cold = performance.now() - t0;
    const ms = 1000 / rate(() => mod.hint?.(state), 1000);
    const name = `${mod.game.name}, ${mod.game.legalActions(state).length} legal actions`;
    const section = "Hint latency";
    rows.push({
      section,
      name: `${name}: first call`,
      value: cold,
      unit: "ms",
      note: "may include building solver tables",
    });
    rows.push({
      section,
      name: `${name}: warm`,
      value: ms,
      unit: "ms",
      note: `${valued} options valued`,
    });
  }
  return rows;
}
