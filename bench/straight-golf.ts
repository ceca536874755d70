/** Straight Golf: games per second through the engine and the fast path, against raw d6 rolls. */

import { fastSimulate } from "../src/games/straight-golf/fast.ts";
import { gameModule } from "../src/games/straight-golf/index.ts";
import { optionsSchema } from "../src/games/straight-golf/options.ts";
import { roundOdds } from "../src/games/straight-golf/strategy/odds.ts";
import { playBots } from "../src/strategy/autoplay.ts";
import { cpuRate, freshRollsPerSecond } from "./raw-dice.ts";
import type { BenchRow } from "./types.ts";

/** Profiled (node --cpu-prof) after the changes of issue 15. */
export const hotSpots: readonly string[] = [
  "Straight Golf, fast path (issue 15's third round, after 6b33285): xoshiro128** written out in local variables and a game as a function of its own, as GOLO's (fast.ts; one call of a million games ran 880 ms, 460 ms after), the kept mask one 16 KB table lookup a roll; left: 26 rolls a game, 17 of them of one to three dice, whose loop exit and the round's test (kept < 6) are coin tosses that wait on the roll's draws and lookups, about 17 ns a roll beside 3.2 draws: 3.0x the raw time of its dice with the generator in local variables (1.3x through the generator object's below(), the reference before, which the 1.5x aimed at was set against; 1.19x 6b33285's games/s in the same turns at load 7). Tried and dropped: a branch-free loop over the draws (the roll's and round's ends as masks: 2.4x slower, each die then waits on the table load of the one before), the mask and its count in one lookup and turnScore as a table (no change measurable at load 7). Tried in issue 15's fourth round and dropped: the draws into a buffer of 16 a game by a fixed-trip loop (as the raw reference draws), then each round's three attempts without branches (the seen mask from six masked buffer loads, the dice count 6 - kept, attempts counted by sign bits): the same totals over 20,000 games, 1.5x slower (the loads and the buffer's refills cost more than the mispredicted loop exits they remove).",
];

export function run(): BenchRow[] {
  const options = optionsSchema.parse({ players: 1 });
  // Dice rolled in a nine-round game, counted from the fast path's own play.
  let dice = 0;
  let seed = 1;
  const engine = cpuRate(() => {
    const m = playBots(gameModule, {}, seed++, ["random"]);
    for (const e of m.record.actions) if ("chance" in e) dice += e.chance.length;
  }, 1500);
  const dicePerGame = dice / (seed - 1);
  // Best of three, as the raw rolls are measured: one unlucky reading would skew the ratio.
  const fastOnce = () => cpuRate(() => fastSimulate(1000, seed++, "random", options), 500) * 1000;
  const fast = Math.max(fastOnce(), fastOnce(), fastOnce());
  const raw = freshRollsPerSecond(6, 1500);
  const vsRaw = (gps: number) =>
    `${(raw / (gps * dicePerGame)).toFixed(1)}x the time of its ${dicePerGame.toFixed(1)} raw d6 rolls (CPU time; raw in a fresh process)`;
  const t0 = performance.now();
  roundOdds(false);
  roundOdds(true);
  const oddsMs = performance.now() - t0;
  return [
    {
      section: "Straight Golf",
      name: "games/s, generic engine",
      value: engine,
      unit: "games/s",
      note: vsRaw(engine),
    },
    {
      section: "Straight Golf",
      name: "games/s, fast path",
      value: fast,
      unit: "games/s",
      note: vsRaw(fast),
    },
    {
      section: "Straight Golf",
      name: "exact round odds, both variants",
      value: oddsMs,
      unit: "ms",
    },
  ];
}
