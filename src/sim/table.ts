/**
 * Head-to-head: bots at one table through the generic engine, game g with seed + g. Each bot
 * keeps its own wins (first place alone), ties (first place shared) and scores.
 */
import type { AnyGameModule } from "../games/module.ts";
import { playBots, SIMULATION } from "../strategy/autoplay.ts";
import { addScore, emptyTally, mergeTally, type ScoreTally } from "./tally.ts";

export interface TableTally {
  games: number;
  /** Indexed like the bots as given (not by seat in the match when seats rotate). */
  readonly wins: number[];
  readonly ties: number[];
  readonly scores: ScoreTally[];
}

export function emptyTable(bots: number): TableTally {
  return {
    games: 0,
    wins: Array(bots).fill(0),
    ties: Array(bots).fill(0),
    scores: Array.from({ length: bots }, emptyTally),
  };
}

export function mergeTable(into: TableTally, from: TableTally): void {
  into.games += from.games;
  from.wins.forEach((w, i) => {
    into.wins[i] += w;
    into.ties[i] += from.ties[i];
    mergeTally(into.scores[i], from.scores[i]);
  });
}

/**
 * Games seed+start .. seed+start+count-1 with `bots` seated in order; with `rotate`, game g
 * seats bot (s + g) mod n in seat s, so every bot takes every seat equally often.
 */
export function playTableRange(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  start: number,
  count: number,
  seed: number,
  bots: readonly string[],
  rotate: boolean,
): TableTally {
  const n = bots.length;
  const t = emptyTable(n);
  for (let g = start; g < start + count; g++) {
    const shift = rotate ? g % n : 0;
    const botAt = (seat: number) => (seat + shift) % n;
    const m = playBots(
      mod,
      options,
      seed + g,
      bots.map((_, seat) => bots[botAt(seat)]),
      undefined,
      SIMULATION,
    );
    const result = mod.game.result(m.state);
    const first = result.ranking[0];
    for (const seat of first) {
      if (first.length === 1) t.wins[botAt(seat)]++;
      else t.ties[botAt(seat)]++;
    }
    result.scores.forEach((score, seat) => {
      addScore(t.scores[botAt(seat)], g, score);
    });
    t.games++;
  }
  return t;
}
