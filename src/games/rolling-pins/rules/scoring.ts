/** Bowling scoring from the sheet: pins per ball, spares, strikes, bonus balls, running totals. */
import { FULL, popcount } from "../data.ts";
import type { PlayerSheet } from "../state.ts";

export interface FrameScore {
  /** Pins of the first and second ball (null: not bowled yet). */
  readonly first: number | null;
  readonly second: number | null;
  readonly strike: boolean;
  readonly spare: boolean;
  /** Frame score once its bonus balls are known, else null. */
  readonly score: number | null;
  readonly total: number | null;
}

/** Pin counts of every finished ball, in order (a strike is one ball of 10). */
export function finishedBalls(s: PlayerSheet): number[] {
  const out: number[] = [];
  const done = s.phase === "done";
  // Unbowled bonus balls of a finished game read as 0; no frame's bonus ever reaches them.
  const last = done ? 11 : s.frame;
  for (let f = 0; f <= last; f++) {
    if (done || f < s.frame) {
      if (s.first[f] === FULL) out.push(10);
      else out.push(popcount(s.first[f]), popcount(s.second[f]));
    } else if (s.ball === 2) out.push(popcount(s.first[f]));
  }
  return out;
}

export function frameScores(s: PlayerSheet): FrameScore[] {
  const balls = finishedBalls(s);
  const out: FrameScore[] = [];
  let i = 0;
  let total = 0;
  for (let f = 0; f < 10; f++) {
    const done = f < s.frame || s.phase === "done";
    const c1 = popcount(s.first[f]);
    const c2 = popcount(s.second[f]);
    const strike = s.first[f] === FULL;
    const spare = !strike && done && (s.first[f] | s.second[f]) === FULL;
    const started =
      f < s.frame || s.phase === "done" || (f === s.frame && (s.ball === 2 || s.rolls > 0));
    const need = strike ? 2 : spare ? 1 : 0;
    const own = strike ? 1 : 2;
    let score: number | null = null;
    if (done && i + own + need <= balls.length) {
      score = 0;
      for (let k = 0; k < own + need; k++) score += balls[i + k];
    }
    if (score !== null && total !== null) total += score;
    out.push({
      first: started ? (strike ? 10 : c1) : null,
      second: strike ? null : done || (f === s.frame && s.ball === 2) ? c2 : null,
      strike,
      spare,
      score,
      total: score === null ? null : total,
    });
    i += own;
  }
  return out;
}

/** The running total of frames already scored (the final score once the game is over). */
export function totalScore(s: PlayerSheet): number {
  let t = 0;
  for (const f of frameScores(s)) if (f.score !== null) t += f.score;
  return t;
}

/** The textbook bowling scorer over a list of balls: an independent check of frameScores. */
export function bowlingScore(balls: readonly number[]): number {
  let t = 0;
  let i = 0;
  for (let f = 0; f < 10 && i < balls.length; f++) {
    if (balls[i] === 10) {
      t += 10 + (balls[i + 1] ?? 0) + (balls[i + 2] ?? 0);
      i += 1;
    } else if (balls[i] + (balls[i + 1] ?? 0) === 10) {
      t += 10 + (balls[i + 2] ?? 0);
      i += 2;
    } else {
      t += balls[i] + (balls[i + 1] ?? 0);
      i += 2;
    }
  }
  return t;
}

/** The rulebook's Solo Table, best first: the lowest score of each rank. */
export const RANKS: readonly (readonly [number, string])[] = [
  [200, "Master"],
  [170, "Advanced"],
  [135, "Intermediate"],
  [100, "Beginner"],
  [Number.NEGATIVE_INFINITY, "Pinhead"],
];

/** A solo score's rank on the Solo Table (<=99 Pinhead ... 200+ Master). */
export function rankOf(score: number): string {
  for (const [min, name] of RANKS) if (score >= min) return name;
  return "Pinhead";
}
