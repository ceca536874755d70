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
  "Rolling Pins, strong bot (CPU profile of 60,000 fast-path games, esbuild bundle, 08:00 UTC, after bd2eccb): This round's changes. A set's base table is filled whole at its first use, from running maxima along its crossTable's two diagonals (O(1) per entry, built once for two dice; one die's rows add the crossings that sum to 1), so a read is one load. The crossTable is a scratch. Base and re-roll tables are cut from shared 512 KB chunks. bestPlan reads per-frame-table plan rows (each crossing's reward; each leftover's value by balls, then set) instead of the whole of v1/v2. The decision memo's margin guard is tested on a constructed near-tie (decisions.test). Results. Same decisions and values to the last bit: shortcuts.test; tables.test against the plain computations; 10,000-game mean 193.9372. simulate through the CLI bundle, one worker, alternating with 2e1f971 at load 4-6: 100,000 games 26.3 against 31.8 CPU s (1.21x), 403 against 417-454 MB; 20,000 games 1.10x. That is about 263 CPU s for a million (about 2.2 min on two free cores). bench/paths-child.ts, 4 processes: 4,093 against 3,438 games/s, 1,074x against 1,183x the raw time of its d6 dice (524x against 635x the generator object's below()). The 300x is not met. Left (inclusive). Searched decisions 51%: ability hands through rollValue 26%, Ball actions 26%, fresh-roll expectations 15%. Exact plans 18%: bestPlan on new keys 10%, 23 a game at every run length, 62% of it the loads of the plan rows; the plan memo's probe 6%, one cache/TLB miss each. Base tables 8% self, most of it the crossTable's submask loop and the diagonals. `direct` 12% self, mostly the first load of a base table row. The kept-decision probe in bestAction 6% (a cache/TLB miss each). Garbage collection 4%; the rules in place 7%. exactTable/context 5%: availOf, frameTableOf and modelOf run twice per searched decision. Everything left is bound by memory latency: each hot line is a load from a large table. Tried and dropped. No base table at all (bestAdjusted on every call: about 1.04x); no cache resets at all (3 GB budget: 1.05x at 60,000 games, so resets are not the cost); base rows filled only as far as the balls asked for (0.98x). Next. A smaller plan memo, or one with locality: for example a Uint16 row per (set, count, balls) holding every roll, 46 bytes, one line. A locality-keeping hash for the hands' memo, so that the Ball actions' hands (one die moved by each delta) probe nearby lines. One context per decision instead of exactTable then context. A sound cheap bound to prune bestPlan's buckets. The crossTable's exact bucket maxima would serve, but building one costs about 3.7 us. The dice in local variables (about 1.4%). Tried and dropped on 2026-12-02 at night: a fresh roll that `direct` values valuing each hand of count dice once (the 56 outcomes of three dice for two read 21 pairs; direct ran about 1,790 times a game, 990 of them inside fresh rolls, 16 fresh rolls valued a game), the same terms in the same order, so the same values (shortcuts.test caught its Re-roll term moved by 1e-12): 1.0-1.14x in five alternating processes of 20,000 games, within the noise, so the cost is the base-table loads each hand makes, not the calls; not kept, as a near-copy of `direct` for no measured gain. The rules alone, with the strong bot's decisions replayed from a log, are 123x its raw dice (the paths section's replay row): 300x would need the bot 4.2 times faster.",
  "Rolling Pins, generic engine (node --cpu-prof of CHECKED games, esbuild bundle, 2026-12-06): a roll's crossings were a walk over up to 1,023 submasks of the standing pins at every legal-action list and auto-miss test (legalFor 23% self in a random bot's game); now they are a filter of the frame's list of masks with the roll's sum (data.ts withSum: the same crossings in the same order, crossings.test against the walk), 1.3-1.4x the random bot's CHECKED games/s, and the section's rows read 3.76x and 3.11x 4496c2b in a part run at 03:21 UTC and 2.92x and 2.54x in the full run after it (2.42x and 2.43x in the full run before it). Left: in a CHECKED match zod's parse of each action (about 16%), the legal-action lists the random and greedy bots build (legalFor still 11% self for greedy: an object a legal action), the rules' state copies (copySheet 7-8%); simulations no longer parse and check bot actions (trusted loops).",
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
