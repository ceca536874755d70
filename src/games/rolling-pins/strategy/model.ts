/**
 * The strong bot's model of a live sheet: solved tables per sheet, the bonus status a frame
 * carries, the score already banked, and the best crossing for a roll (pins + balls to spend).
 */
import { popcount as countPins, FULL, type Layout } from "../data.ts";
import { ballsLeft, type PlayerSheet } from "../state.ts";
import {
  allDown,
  DOUBLE,
  type FrameTable,
  K,
  K1,
  MAXV,
  missValue,
  OPEN,
  SPARE,
  STRIKE,
  type Status,
  solveSheet,
  type Tables,
  tableFor,
} from "./dp.ts";

/**
 * What a square is worth to the bot: a share of an ability, less as the game runs out. Measured
 * on the default sheet (300 seeded games): 2 gives a mean of 177.5, 3 gives 189.0, 4 gives 193.6;
 * 6 and 8 were no better.
 */
export const MARK_VALUE = 4;

/** Pins in a mask of the ten, by table: the crossing searches count them for every subset. */
const POP = Uint8Array.from({ length: 1024 }, (_, m) => countPins(m));
const popcount = (m: number) => POP[m & 1023];
export const markValueAt = (frame: number) => (frame < 9 ? (MARK_VALUE * (9 - frame)) / 9 : 0);

const cache = new WeakMap<Layout, { exact?: Tables; marks?: Tables }>();

/** Solved once per sheet: exact (no abilities) or with squares valued. */
export function tablesFor(l: Layout, abilities: boolean): Tables {
  let c = cache.get(l);
  if (!c) {
    c = {};
    cache.set(l, c);
  }
  if (abilities) {
    c.marks ??= solveSheet(l, markValueAt);
    return c.marks;
  }
  c.exact ??= solveSheet(l, () => 0);
  return c.exact;
}

const strikeAt = (s: PlayerSheet, f: number) => f >= 0 && s.first[f] === FULL;
const spareAt = (s: PlayerSheet, f: number) =>
  f >= 0 && !strikeAt(s, f) && (s.first[f] | s.second[f]) === FULL;

/** The bonus frame f owes: from the two frames before it (bonus frames look at 9 and 10). */
export function statusAt(s: PlayerSheet, f: number): Status {
  if (f === 11) return STRIKE;
  if (strikeAt(s, f - 1)) return strikeAt(s, f - 2) ? DOUBLE : STRIKE;
  return spareAt(s, f - 1) ? SPARE : OPEN;
}

/** Points already certain: every crossed pin times what it counts for (itself + bonuses). */
export function banked(s: PlayerSheet): number {
  let t = 0;
  const last = s.phase === "done" ? 11 : s.frame;
  for (let f = 0; f <= last; f++) {
    // `multipliers(f, status)` without its pair (this runs at every searched decision).
    const st = statusAt(s, f);
    const base = f < 10 ? 1 : 0;
    const m1 = base + (st === OPEN ? 0 : 1) + (st === DOUBLE ? 1 : 0);
    const m2 = base + (st >= STRIKE ? 1 : 0);
    t += m1 * popcount(s.first[f]) + m2 * popcount(s.second[f]);
  }
  return t;
}

export function frameTableOf(tb: Tables, s: PlayerSheet): FrameTable {
  return tableFor(tb, s.frame, statusAt(s, s.frame));
}

export const clampK = (k: number) => (k > K ? K : Math.max(k, 0));
export const ballsOf = (s: PlayerSheet) => clampK(ballsLeft(s));

/**
 * bc[k * V1 + v]: best value of crossing pins summing to v with k balls left after; -inf if
 * none. Into `bc` when given (K1 * V1 long): a caller's scratch.
 */
export function crossTable(
  l: Layout,
  t: FrameTable,
  ball: 1 | 2,
  S: number,
  bc = new Float64Array(K1 * (MAXV + 1)),
): Float64Array {
  const V1 = MAXV + 1;
  bc.fill(Number.NEGATIVE_INFINITY);
  const sums = l.sums[t.frame];
  const gray = ball === 2 && t.frame < 10 ? l.gray[t.frame] : 0;
  const per = ball === 1 ? t.m1 : t.m2;
  const vt = ball === 1 ? t.v1 : t.v2;
  for (let T = S; T > 0; T = (T - 1) & S) {
    const v = sums[T];
    if (v > MAXV) continue;
    const r = per * popcount(T) + t.grayValue * popcount(T & gray);
    const R = S & ~T;
    for (let k = 0; k < K1; k++) {
      const x = r + (R === 0 ? allDown(t, ball, k) : vt[R * K1 + k]);
      if (x > bc[k * V1 + v]) bc[k * V1 + v] = x;
    }
  }
  return bc;
}

/** Best use of a roll of v with k balls: spend |d| balls (lowest first), or -inf. */
export function bestAdjusted(bc: Float64Array, k: number, v: number, count: number): number {
  const V1 = MAXV + 1;
  let best = v >= count && v <= MAXV ? bc[k * V1 + v] : Number.NEGATIVE_INFINITY;
  for (let j = 1; j <= k; j++) {
    const row = (k - j) * V1;
    const lo = v - j;
    const hi = v + j;
    if (lo >= count && lo <= MAXV && bc[row + lo] > best) best = bc[row + lo];
    if (hi >= count && hi <= MAXV && bc[row + hi] > best) best = bc[row + hi];
  }
  return best;
}

export interface Plan {
  readonly value: number;
  /** Balls to spend (signed) and the pins to cross (mask); miss when mask is 0. */
  readonly delta: number;
  readonly mask: number;
}

/**
 * The exact policy's choice for a roll of v (no abilities): miss, or spend the fewest balls that
 * reach the best crossing. Ties go to fewer balls, then to the first set found.
 */
export function bestPlan(
  l: Layout,
  t: FrameTable,
  ball: 1 | 2,
  S: number,
  k: number,
  v: number,
  count: number,
): Plan {
  // Order of preference on ties: a crossing without balls, a miss, then fewer balls (-j before +j).
  // The best so far in locals (one Plan made at the end: this runs for every roll without abilities).
  let bestValue = Number.NEGATIVE_INFINITY;
  let bestDelta = 0;
  let bestMask = 0;
  const rw = ball === 1 ? t.r1 : t.r2;
  const after = ball === 1 ? t.a1 : t.a2;
  const bk = buckets(l.sums[t.frame]);
  for (let j = 0; j <= k; j++) {
    const row = (k - j) * 1024;
    for (let side = j === 0 ? 1 : 0; side < 2; side++) {
      const d = side === 0 ? -j : j;
      const w = v + d;
      if (w < count) continue;
      if (w > MAXSUM) continue;
      const at = S * (MAXSUM + 2) + w;
      for (let i = bk.start[at]; i < bk.start[at + 1]; i++) {
        const T = bk.masks[i];
        // What crossing T earns plus the value of what it leaves (dp.ts planRows).
        const x = rw[T] + after[row + (S & ~T)];
        if (x > bestValue + 1e-9) {
          bestValue = x;
          bestDelta = d;
          bestMask = T;
        }
      }
    }
    if (j === 0) {
      const miss = missValue(t, ball, S, k);
      if (miss > bestValue + 1e-9) {
        bestValue = miss;
        bestDelta = 0;
        bestMask = 0;
      }
    }
  }
  return { value: bestValue, delta: bestDelta, mask: bestMask };
}

/** Pin numbers are at most 36 (the sheet schema), so ten of them sum to at most 360. */
export const MAXSUM = 360;
export interface Buckets {
  readonly start: Int32Array;
  readonly masks: Uint16Array;
}
const bucketCache = new WeakMap<Int32Array, Buckets>();

/**
 * Submasks of every S grouped by their sum, each group in the order S, S-1 & S, ...: those of S
 * adding up to w are masks[start[S * (MAXSUM + 2) + w]] up to masks[start[... + 1]] (exclusive).
 */
export function buckets(sums: Int32Array): Buckets {
  const hit = bucketCache.get(sums);
  if (hit) return hit;
  const W = MAXSUM + 2;
  const start = new Int32Array(1024 * W + 1);
  for (let S = 0; S < 1024; S++)
    for (let T = S; T > 0; T = (T - 1) & S) start[S * W + sums[T] + 1]++;
  for (let i = 1; i < start.length; i++) start[i] += start[i - 1];
  const fill = start.slice();
  const masks = new Uint16Array(start[start.length - 1]);
  for (let S = 0; S < 1024; S++)
    for (let T = S; T > 0; T = (T - 1) & S) masks[fill[S * W + sums[T]]++] = T;
  const b = { start, masks };
  bucketCache.set(sums, b);
  return b;
}

/** The exact policy's dice count: one die unless two are worth more (stored by the solver). */
export function bestCount(t: FrameTable, ball: 1 | 2, S: number, k: number): 1 | 2 {
  return ((ball === 1 ? t.c1 : t.c2)[S * K1 + k] === 2 ? 2 : 1) as 1 | 2;
}

export { SPARE, STRIKE };
