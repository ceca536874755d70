/** Rolling Pins: games per second per bot level (engine and fast path), hint latency, solver time. */

import { layoutOf, loadDefaultSheet } from "../src/games/rolling-pins/data.ts";
import { fastScores } from "../src/games/rolling-pins/fast.ts";
import { gameModule } from "../src/games/rolling-pins/index.ts";
import type { State } from "../src/games/rolling-pins/state.ts";
import { solveSheet } from "../src/games/rolling-pins/strategy/dp.ts";
import { markValueAt } from "../src/games/rolling-pins/strategy/model.ts";
import { exactOdds } from "../src/games/rolling-pins/strategy/odds.ts";
import { bowl, grant, start } from "../src/games/rolling-pins/testkit.ts";
import { playBots } from "../src/strategy/autoplay.ts";
import { type BenchRow, rate } from "./types.ts";

const S = "Rolling Pins";

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function run(): BenchRow[] {
  const l = layoutOf(loadDefaultSheet());
  const solveMs = time(() => solveSheet(l, markValueAt));
  const oddsMs = time(() => exactOdds(l));
  // Tables are cached per sheet from here on: the rows below measure play, not solving.
  fastScores(1, 1, gameModule.bots.strong, {});
  fastScores(1, 1, gameModule.bots.strong, { abilities: false });
  const rows: BenchRow[] = [
    { section: S, name: "solve the sheet (frame DP, 44 frame tables)", value: solveMs, unit: "ms" },
    {
      section: S,
      name: "exact odds (state probabilities through 10 frames)",
      value: oddsMs,
      unit: "ms",
    },
  ];
  let seed = 1;
  const engineRandom = rate(() => playBots(gameModule, {}, seed++, ["random"]), 1000);
  rows.push({
    section: S,
    name: "games/s, random, generic engine",
    value: engineRandom,
    unit: "games/s",
  });
  for (const [bot, opts, label] of [
    ["random", {}, "random"],
    ["greedy", {}, "greedy"],
    ["strong", { abilities: false }, "strong, no abilities"],
    ["strong", {}, "strong, with abilities"],
  ] as const) {
    const n = bot === "strong" ? 5 : 50;
    const gps = rate(() => fastScores(n, seed++, gameModule.bots[bot], opts), 1500) * n;
    rows.push({
      section: S,
      name: `games/s, ${label}, fast path`,
      value: gps,
      unit: "games/s",
      note: bot === "random" ? `${(gps / engineRandom).toFixed(1)}x the generic engine` : undefined,
    });
  }
  // A hint with every ability in hand, two dice showing: the heaviest search a turn can ask for.
  let full: State = start();
  for (const a of ["flip", "spin", "double", "reroll", "extraPin", "tenpin"] as const)
    full = grant(full, a);
  const heavy = bowl(full, 2, 3, 4);
  const hintHeavy = 1000 / rate(() => gameModule.hint?.(heavy), 1500);
  const first = start();
  const hintFirst = 1000 / rate(() => gameModule.hint?.(first), 1000);
  rows.push(
    { section: S, name: "hint latency, first decision of a game", value: hintFirst, unit: "ms" },
    {
      section: S,
      name: "hint latency, roll in hand with six abilities",
      value: hintHeavy,
      unit: "ms",
    },
  );
  return rows;
}
