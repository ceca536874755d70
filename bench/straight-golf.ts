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
  "Straight Golf, fast path (issue 15's fifth round, after 2e1f971): xoshiro128** written out in local variables and a game as a function of its own, as GOLO's (fast.ts), the kept mask one 16 KB table lookup a roll, and now two games round by round (pairPlayer: one game's round, then the other's, each with its own seed and words; a redraw hands both to the one-game player): 1.08-1.11x 2e1f971's games/s (CPU time, alternating turns, load 4-6), about 2.5-2.6x the raw time of its 84.1 d6 dice at load 5 (2e1f971: 2.7-2.8x in the same turns). Left: 26 rolls a game, 17 of them of one to three dice, whose loop exit and the round's test (kept < 6) are coin tosses that wait on the roll's draws and lookups, about 11 ns a roll beside 3.2 draws; two games give a core's idle slots the other game's draws, but not the mispredictions. Tried and dropped this round: four games round by round (1.07x, below two), two games attempt by attempt (1.10x, the same as round by round with longer code). Earlier rounds: a branch-free loop over the draws (2.4x slower, each die then waits on the table load of the one before), the mask and its count in one lookup and turnScore as a table (no change measurable at load 7), the draws into a buffer of 16 a game by a fixed-trip loop then each round's attempts without branches (1.5x slower: the loads and the buffer's refills cost more than the mispredicted loop exits they remove). On 2026-12-02 evening: a game in WebAssembly text (the same draws and totals over 800 games) ran 0.9-1.3x the JavaScript's one-game player in alternating turns, and a d6 loop there 1.0-1.35x the JavaScript one, so against its own raw dice no better (1.7-2.3x); the mispredictions are the same in either, not kept. On 2026-12-06: the dice of two games drawn first into a buffer each (88 a game, 16 more whenever a round could need more than is left: the draws do not depend on how attempts group them), then each round read without a branch (an attempt's seen mask from its places masked by how many dice it has; the kept mask and the dice left in one 16 KB load): the same totals over 200,000 games, and 1.06-1.13x the two-game player in one process (1.9-2.0x the raw dice against 2.1-2.2x). Seeding, drawing and storing alone are 1.01-1.09x the raw dice, so the rest is the rounds' chain (two or three loads and masked reads an attempt, each waiting on the last). Not kept: a second copy of the rules for about 1.1x, and still far from 1.5x. The same with a window word a place (an attempt's seen mask one load and a shift) ran 0.75x: the words cost more to build than the reads they save.",
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
