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
import { withCommit } from "./before.ts";
import { cpuRate, freshRollsPerSecond } from "./raw-dice.ts";
import { type BenchRow, rate } from "./types.ts";

/** The commit before the session that rewrote the engine's copies (issue 15). */
const BEFORE = "4496c2b";

const S = "Rolling Pins";

/** Profiled (node --cpu-prof) after the changes of issue 15. */
export const hotSpots: readonly string[] = [
  "Rolling Pins, strong bot (CPU profile of 3,000 fast-path games after 3,000 warm-up games, esbuild bundle, 01:08 UTC, after b2df0ea and 7fe20ed): searched decisions are now remembered per frame table, ball and Tenpin (strategy/decisions.ts; about 60% of them repeat a situation met before), kept only when every comparison of the pick was more than 2e-12 from the +-1e-9 tie rule, so the banked base added to every value cannot change them (decisions.test against a search without the memo); they and the exact plans survive the cache budget's resets (KEPT_BUDGET 64 MB beside CACHE_BUDGET 192 MB for the per-set tables and value memos; a memo's account now counts only the cells it holds, not the generations growth dropped), so a reset refills only situations never met. Same decisions and values to the last bit (shortcuts.test, decisions.test; 10,000-game mean 193.9372, 200,000-game 193.666685, million 193.668203). bench/paths-child.ts back to back at load 1.5-2: 3,102 against 1,840 games/s of 424a237 (1.69x), 933x the local-variable d6 reference (585x the generator object's below()), so the 300x is not met; simulate 100,000 games 1.14-1.24x by CPU time, a million 483 CPU s (about 4 min on two free cores; 851 s wall at load 5-10), 845 MB max RSS. Left, inclusive: the searched decisions 47%, mostly first-met situations (Ball actions 24%, of which hands through rollValue/direct 11.5%; fresh-roll expectations before a roll 14%; direct's self time is mostly first touches of the 5.8 KB per-set base tables); exact plans 18% (bestPlan on new keys 13%: 220,000 distinct plan keys in 6,000 games, each search bound by memory reads of the frame table at every crossing's leftover set); garbage collection 9% (off-heap typed arrays); the rules in place 10%. Tried and dropped: bestPlan skipping buckets bounded by the set's crossTable (2.7x slower: a crossTable costs about 11 us and bounds prune little); planning every roll of a set's balls and count at its first miss (misses halve, 3x the time); keeping the fresh-roll expectations across resets too (fills the kept budget twice as fast: everything resets at about 25,000 games); a 160/96 MB split (0.95x). Next: a sound bound to prune bestPlan without per-set tables, base tables per set and count (fewer bytes touched per new situation, later resets), one slab per frame table for the per-set tables (fewer typed-array objects and mark-compacts), the dice in local variables (about 1.4%).",
  "Rolling Pins, generic engine: the legal-action lists the random and greedy bots ask for and the rules' own state copies; simulations no longer parse and check bot actions (trusted loops).",
];

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export async function run(): Promise<BenchRow[]> {
  const l = layoutOf(loadDefaultSheet());
  const solveMs = time(() => solveSheet(l, markValueAt));
  const oddsMs = time(() => exactOdds(l));
  // Tables are cached per sheet from here on: the rows below measure play, not solving.
  fastScores(1, 1, gameModule.bots.strong, {});
  fastScores(1, 1, gameModule.bots.strong, { abilities: false });
  const raw = freshRollsPerSecond(6, 1500);
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
  const engineRandom = cpuRate(() => playBots(gameModule, {}, seed++, ["random"]), 1000);
  rows.push({
    section: S,
    name: "games/s, random, generic engine",
    value: engineRandom,
    unit: "games/s",
  });
  rows.push(...(await engineBeforeAfter()));
  for (const [bot, opts, label] of [
    ["random", {}, "random"],
    ["greedy", {}, "greedy"],
    ["strong", { abilities: false }, "strong, no abilities"],
    ["strong", {}, "strong, with abilities"],
  ] as const) {
    const n = bot === "strong" ? 5 : 50;
    const gps = cpuRate(() => fastScores(n, seed++, gameModule.bots[bot], opts), 1500) * n;
    const dice = dicePerGame(bot, opts);
    rows.push({
      section: S,
      name: `games/s, ${label}, fast path`,
      value: gps,
      unit: "games/s",
      note: `${(raw / (gps * dice)).toFixed(0)}x the raw time of its ${dice.toFixed(1)} dice (CPU time)${bot === "random" ? `; ${(gps / engineRandom).toFixed(1)}x the generic engine` : ""}`,
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

/** Dice rolled in a game by this bot (a few seeded engine games). */
function dicePerGame(bot: string, opts: Record<string, unknown>): number {
  let dice = 0;
  const games = bot === "strong" ? 10 : 40;
  for (let g = 0; g < games; g++) {
    const m = playBots(gameModule, opts, 900 + g, [bot]);
    for (const e of m.record.actions) if ("chance" in e) dice += e.chance.length;
  }
  return dice / games;
}

/** The generic engine now and at BEFORE, interleaved so that both see the same machine load. */
async function engineBeforeAfter(): Promise<BenchRow[]> {
  const rows = await withCommit(BEFORE, async (dir) => {
    const old = await import(`${dir}/src/games/rolling-pins/index.ts`);
    const oldPlay = (await import(`${dir}/src/strategy/autoplay.ts`)).playBots as typeof playBots;
    const out: BenchRow[] = [];
    for (const bot of ["random", "greedy"]) {
      let now = 0;
      let before = 0;
      let seed = 1;
      for (let rep = 0; rep < 3; rep++) {
        now = Math.max(
          now,
          rate(() => playBots(gameModule, {}, seed++, [bot]), 600),
        );
        before = Math.max(
          before,
          rate(() => oldPlay(old.rollingPins, {}, seed++, [bot]), 600),
        );
      }
      out.push({
        section: S,
        name: `games/s, ${bot}, generic engine, now vs ${BEFORE}`,
        value: now,
        unit: "games/s",
        note: `${(now / before).toFixed(2)}x the ${Math.round(before)} games/s of ${BEFORE}, same run`,
      });
    }
    return out;
  });
  return rows ?? [];
}
