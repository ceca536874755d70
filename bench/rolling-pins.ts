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
  "Rolling Pins, strong bot (CPU profile of 3,000 fast-path games after 3,000 warm-up games, dist bundle, 21:53 UTC, after the speed round from 6b33285): the per-decision overhead is out and every value is kept: each Ball delta valued once per decision (without Tenpin's pair the die it goes to does not change the call), crossings read from the per-sum buckets instead of every submask, one context per searched decision and none for the exact policy's (strategy/context.ts exactTable), the last sheet's model, layout and table cache kept, plans packed in a memo per ball (a 1 KB table per set was about 2% used), the rules' settle without a closure (tsx names each one: 16% of a tsx-loaded run) and receiveRoll without spreads, and the fast path's dice drawn by its own loop on the simulation generator (the engine's rollDice is a call site every game reaches). The caches are bounded (strategy/cache.ts CACHE_BUDGET, 256 MB of per-set tables and memo cells; past it every cache starts afresh, which changes no value: shortcuts.test drops them every 7th decision): 200,000 games on 2 workers peaked at 776 MB RSS (1.03 GB with a 384 MB budget; 1.4 GB per million before), mean 193.666685 as before. Same decisions and values to the last bit (shortcuts.test against the plain search; 10,000-game mean 193.9372). 1.41-1.54x 6b33285's games/s as bench/paths.ts measures it (tsx, 3 s warm-up, in turns; three runs), 1.71-1.79x in alternating batches through tsx, 1.2-1.4x as dist bundles; 947-1,122x the local-variable d6 reference at load 5-8 (631-903x the generator object's below()), so the 300x is not met. Left, inclusive: the searched decisions' Ball actions 20% (13% where an ability can turn a die: each hand through the memo), fresh-roll expectations before a roll (countValue, with Extra Die's chooseValue) 19%, roll values from the per-set tables 15% (cache misses on 5.8 KB tables about 13% used, and their fill), the exact plans 10% (bestPlan on new keys 7%), the rules in place 10%, garbage collection 4%; at 6,000 games about 40% of the time is still filling tables (the same seeds played again run 1.7x faster). Tried and dropped: the roll values in a memo like the plans (0.85x: a set's table is used densely enough for its direct index to win); two cache generations of 160 MB each, the old one's entries moved across when asked for again (no faster than dropping all at 256 MB). The budget trades memory for speed: at 768 MB (no reset in 44,000 games) games 20,000-44,000 ran 1.3x faster than at 256 MB. Why one long process ran 2x slower was not settled: after the other games' rows the fast path ran 0.68-1.17x a fresh process's at load 6-8. Next: a set's roll values and plans filled in one pass when the set is first met (the solver's adjusted tables per set, bestPlan's buckets once per set), and the hands' memo per set as a table of hands.",
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
