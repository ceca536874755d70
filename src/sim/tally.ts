/**
 * Streaming score statistics: a count per distinct score, so memory depends on how many different
 * scores occur, never on how many games were played. Merging is exact and order-free, so chunks
 * may finish in any order on any number of workers and the figures are the same.
 */
import type { Summary } from "../strategy/stats.ts";

export interface ScoreTally {
  count: number;
  /** How many games ended on each score. */
  readonly counts: Map<number, number>;
  /**
   * An order-free fingerprint of (game index, score) pairs: two runs with the same fingerprint
   * scored the same games the same way, whatever the chunking and the workers.
   */
  check: number;
}

export function emptyTally(): ScoreTally {
  return { count: 0, counts: new Map(), check: 0 };
}

export function addScore(t: ScoreTally, game: number, score: number): void {
  t.count++;
  t.counts.set(score, (t.counts.get(score) ?? 0) + 1);
  // Multiply-and-xor of the index with the score's bits, summed mod 2^32: independent of order.
  const bits = Math.round(score * 1024) | 0;
  t.check = (t.check + (Math.imul((game + 1) | 0, 0x9e3779b1) ^ Math.imul(bits, 0x85ebca6b))) >>> 0;
}

/** Adds the scores of games first .. first+scores.length-1. */
export function addScores(t: ScoreTally, first: number, scores: ArrayLike<number>): void {
  for (let i = 0; i < scores.length; i++) addScore(t, first + i, scores[i]);
}

export function mergeTally(into: ScoreTally, from: ScoreTally): void {
  into.count += from.count;
  for (const [score, c] of from.counts) into.counts.set(score, (into.counts.get(score) ?? 0) + c);
  into.check = (into.check + from.check) >>> 0;
}

/** Counts per distinct score, ascending. */
export function tallyHistogram(t: ScoreTally): [number, number][] {
  return [...t.counts].sort((a, b) => a[0] - b[0]);
}

/** Counts per whole score (rounded), ascending: what the text histogram and plots draw. */
export function roundedHistogram(t: ScoreTally): [number, number][] {
  const out = new Map<number, number>();
  for (const [score, c] of t.counts) {
    const k = Math.round(score);
    out.set(k, (out.get(k) ?? 0) + c);
  }
  return [...out].sort((a, b) => a[0] - b[0]);
}

/** The same figures as `summarize` over the scores themselves; null for no games. */
export function summarizeTally(t: ScoreTally): Summary | null {
  const n = t.count;
  if (n === 0) return null;
  const h = tallyHistogram(t);
  let sum = 0;
  for (const [score, c] of h) sum += score * c;
  const mean = sum / n;
  let sq = 0;
  for (const [score, c] of h) sq += c * (score - mean) ** 2;
  const sd = n > 1 ? Math.sqrt(sq / (n - 1)) : 0;
  const percentiles: Record<string, number> = {};
  for (const p of [1, 5, 10, 25, 50, 75, 90, 95, 99]) {
    percentiles[`p${p}`] = nth(h, Math.min(n - 1, Math.floor((p / 100) * n)));
  }
  return { games: n, mean, sd, min: h[0][0], max: h[h.length - 1][0], percentiles };
}

/** The k-th smallest score (0-based). */
function nth(h: readonly [number, number][], k: number): number {
  let seen = 0;
  for (const [score, c] of h) {
    seen += c;
    if (k < seen) return score;
  }
  return h[h.length - 1][0];
}
