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
  "Rolling Pins, strong bot (CPU profile of 3,000 fast-path games after 3,000 warm-up games, 19:16 UTC): a hand with no ability left that turns dice or pins (none, or only Re-roll) is now valued straight from per-set tables filled on first use (strategy/cache.ts: each roll's best crossing, each roll value's worth with k balls, Re-roll's expectation) instead of the memo, which keeps only hands that Flip, Spin, Double or Extra Pin can change (no memo growth left to speak of); the exact plans of rolls without abilities are kept per set; the bot's pick walks the legal actions in legalFor's order without listing them (strategy/choice.ts, values shared with the hint); the fast path applies the rules in place. Same decisions and values to the last bit (strategy/shortcuts.test.ts against the plain search, which keeps every hand in its own memo). 5.84x 225d69e and 3.37x 09298e7 by CPU time in turns, 462.6x the `below(12)` loop (201.9x bench/paths.ts's d6 reference). Left, inclusive: the searched decisions' Ball actions about 18% (up to 20 a roll, each a table lookup behind a call chain; hands still through the memo when an ability can turn a die, or Extra Die's three dice), fresh-roll expectations before a roll (countValue) 17%, the plans of rolls without abilities 13% (bestPlan on a new set, balls and roll: about half the lookups are still new after 6,000 games), the rules in place 9%, context 7%, garbage collection 4%. Tried and dropped: pruning bestPlan's groups by the set's crossing table (no gain where the table exists, 0.96x when built for it), a context object per dice count made once (no gain). Next: the choose phase's expectations as per-set tables like the roll values, and the searched hands' memo keyed per set as a table of hands.",
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
