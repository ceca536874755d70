/**
 * Exact expectimax over a frame: standing pins, ball, bowling balls left, dice count, which pins,
 * how many balls to spend; miss or cross. Frames chain through what they carry: unused balls
 * and the strike/spare bonus owed (the status), so the value at frame 1 is the optimal expected
 * game score of the game without abilities. With `markValue` > 0, gray pins on the second ball
 * and strikes also earn that value per square (the strong bot's view of the ability panel).
 */
import { FULL, type Layout, popcount } from "../data.ts";

/** Bowling balls tracked exactly up to K (never more than 10 without abilities). */
export const K = 10;
const K1 = K + 1;
/** Largest roll value: two sixes and every ball. */
export const MAXV = 12 + K;
const V1 = MAXV + 1;

/** What the previous frames owe this one: nothing, a spare, a strike, two strikes in a row. */
export type Status = 0 | 1 | 2 | 3;
export const OPEN = 0;
export const SPARE = 1;
export const STRIKE = 2;
export const DOUBLE = 3;

export const P1 = [0, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6];
export const P2 = Array.from({ length: 13 }, (_, t) => (t < 2 ? 0 : (6 - Math.abs(t - 7)) / 36));

export interface FrameTable {
  /** Sheet frame 0-11 (pins and gray pins). */
  readonly frame: number;
  /** Points per pin on the first / second ball (1 + bonus owed; bonus frames count only bonus). */
  readonly m1: number;
  readonly m2: number;
  readonly ball2: boolean;
  readonly grayValue: number;
  readonly strikeValue: number;
  /** Value after the frame ends, by balls left: strike, spare, open. */
  readonly endStrike: Float64Array;
  readonly endSpare: Float64Array;
  readonly endOpen: Float64Array;
  /** v1[S * K1 + k], v2[...]: value of a ball about to roll with S standing and k balls. */
  readonly v1: Float64Array;
  readonly v2: Float64Array;
  /** c1[S * K1 + k], c2[...]: the dice count the exact policy rolls (1 or 2; two on a tie). */
  readonly c1: Uint8Array;
  readonly c2: Uint8Array;
  /**
   * For the exact plans (model.ts bestPlan), by ball: r1[T], what crossing mask T earns, and
   * a1[k * 1024 + R], the value with R left standing and k balls (allDown when R is 0): one
   * row per k, so a plan's search reads a few rows, not the whole of v1.
   */
  readonly r1: Float64Array;
  readonly r2: Float64Array;
  readonly a1: Float64Array;
  readonly a2: Float64Array;
}

export interface Tables {
  readonly layout: Layout;
  readonly markValue: number;
  /** frames[f][status] for f 0-9; bonus10[status]; bonus11. */
  readonly frames: FrameTable[][];
  readonly bonus10: FrameTable[];
  readonly bonus11: FrameTable;
}

const POP = Uint8Array.from({ length: 1024 }, (_, m) => popcount(m));
const clampK = (k: number) => Math.min(k, K);

export function multipliers(frame: number, status: Status): [number, number] {
  const base = frame < 10 ? 1 : 0;
  return [
    base + (status === OPEN ? 0 : 1) + (status === DOUBLE ? 1 : 0),
    base + (status >= STRIKE ? 1 : 0),
  ];
}

function solveBall(l: Layout, t: FrameTable, ball: 1 | 2): void {
  const sums = l.sums[t.frame];
  const gray = ball === 2 && t.frame < 10 ? l.gray[t.frame] : 0;
  const per = ball === 1 ? t.m1 : t.m2;
  const out = ball === 1 ? t.v1 : t.v2;
  const counts = ball === 1 ? t.c1 : t.c2;
  const bc = new Float64Array(K1 * V1);
  const A1 = new Float64Array(K1 * V1);
  const down = Float64Array.from({ length: K1 }, (_, k) => allDown(t, ball, k));
  const A2 = new Float64Array(K1 * V1);
  for (let S = 1; S < 1024; S++) {
    bc.fill(Number.NEGATIVE_INFINITY);
    for (let T = S; T > 0; T = (T - 1) & S) {
      const v = sums[T];
      if (v > MAXV) continue;
      const r = per * POP[T] + t.grayValue * POP[T & gray];
      const R = S & ~T;
      const src = R === 0 ? down : out;
      const base = R === 0 ? 0 : R * K1;
      for (let k = 0, i = v; k < K1; k++, i += V1) {
        const x = r + src[base + k];
        if (x > bc[i]) bc[i] = x;
      }
    }
    adjusted(bc, A1, 1);
    adjusted(bc, A2, 2);
    for (let k = 0; k < K1; k++) {
      const miss = missValue(t, ball, S, k);
      let e1 = 0;
      for (let roll = 1; roll <= 6; roll++) {
        const a = A1[k * V1 + roll];
        e1 += P1[roll] * Math.max(a, miss);
      }
      let e2 = 0;
      for (let roll = 2; roll <= 12; roll++) {
        const a = A2[k * V1 + roll];
        e2 += P2[roll] * Math.max(a, miss);
      }
      out[S * K1 + k] = Math.max(e1, e2);
      counts[S * K1 + k] = e2 > e1 + 1e-9 ? 2 : 1;
    }
  }
}

/** A[k][v]: the best crossing reachable from a roll of v with k balls to spend (>= count). */
function adjusted(bc: Float64Array, A: Float64Array, count: number): void {
  for (let k = 0; k < K1; k++) {
    for (let v = count; v <= MAXV; v++) {
      let x = bc[k * V1 + v];
      if (k > 0) {
        if (v - 1 >= count && A[(k - 1) * V1 + v - 1] > x) x = A[(k - 1) * V1 + v - 1];
        if (v + 1 <= MAXV && A[(k - 1) * V1 + v + 1] > x) x = A[(k - 1) * V1 + v + 1];
      }
      A[k * V1 + v] = x;
    }
  }
}

export function allDown(t: FrameTable, ball: 1 | 2, k: number): number {
  return ball === 1 ? t.endStrike[k] + t.strikeValue : t.endSpare[k];
}

export function missValue(t: FrameTable, ball: 1 | 2, S: number, k: number): number {
  if (ball === 1 && t.ball2) return t.v2[S * K1 + k];
  return t.endOpen[k];
}

/** r1/a1 (r2/a2) of the solved ball: the terms bestPlan adds, each as it computed them. */
function planRows(l: Layout, t: FrameTable, ball: 1 | 2): void {
  const gray = ball === 2 && t.frame < 10 ? l.gray[t.frame] : 0;
  const per = ball === 1 ? t.m1 : t.m2;
  const r = ball === 1 ? t.r1 : t.r2;
  const a = ball === 1 ? t.a1 : t.a2;
  const vt = ball === 1 ? t.v1 : t.v2;
  for (let T = 0; T < 1024; T++) r[T] = per * POP[T] + t.grayValue * POP[T & gray];
  for (let k = 0; k < K1; k++) {
    a[k * 1024] = allDown(t, ball, k);
    for (let R = 1; R < 1024; R++) a[k * 1024 + R] = vt[R * K1 + k];
  }
}

function frameTable(
  l: Layout,
  frame: number,
  status: Status,
  ends: { strike: Float64Array; spare: Float64Array; open: Float64Array },
  ball2: boolean,
  markValue: number,
): FrameTable {
  const [m1, m2] = multipliers(frame, status);
  const marks = frame < 10 ? markValue : 0;
  const t: FrameTable = {
    frame,
    m1,
    m2,
    ball2,
    grayValue: marks,
    strikeValue: marks,
    endStrike: ends.strike,
    endSpare: ends.spare,
    endOpen: ends.open,
    v1: new Float64Array(1024 * K1),
    v2: new Float64Array(1024 * K1),
    c1: new Uint8Array(1024 * K1),
    c2: new Uint8Array(1024 * K1),
    r1: new Float64Array(1024),
    r2: new Float64Array(1024),
    a1: new Float64Array(K1 * 1024),
    a2: new Float64Array(K1 * 1024),
  };
  if (ball2) solveBall(l, t, 2);
  solveBall(l, t, 1);
  planRows(l, t, 1);
  if (ball2) planRows(l, t, 2);
  return t;
}

const startValue = (t: FrameTable) => (k: number) => t.v1[FULL * K1 + k];
const arr = (f: (k: number) => number) => Float64Array.from({ length: K1 }, (_, k) => f(k));
const zero = new Float64Array(K1);

/** Markable squares are worth `markValue(frame)` each; 0 gives the exact game without abilities. */
export function solveSheet(l: Layout, markValue: (frame: number) => number): Tables {
  const bonus11 = frameTable(l, 11, STRIKE, { strike: zero, spare: zero, open: zero }, false, 0);
  const b11 = arr(startValue(bonus11));
  const bonus10: FrameTable[] = [];
  bonus10[OPEN] = bonus11; // never reached: an open tenth frame has no bonus
  bonus10[SPARE] = frameTable(l, 10, SPARE, { strike: zero, spare: zero, open: zero }, false, 0);
  for (const st of [STRIKE, DOUBLE] as const) {
    // The second bonus ball: the bonus frame's second ball, or after its strike the next frame's first.
    bonus10[st] = frameTable(l, 10, st, { strike: b11, spare: zero, open: zero }, true, 0);
  }
  const frames: FrameTable[][] = [];
  let next: ((st: Status, k: number) => number) | null = null;
  for (let f = 9; f >= 0; f--) {
    const row: FrameTable[] = [];
    for (const st of [OPEN, SPARE, STRIKE, DOUBLE] as const) {
      const after = st >= STRIKE ? DOUBLE : STRIKE;
      const n = next;
      const ends =
        f === 9 || n === null
          ? {
              strike: arr((k) => startValue(bonus10[after])(k)),
              spare: arr((k) => startValue(bonus10[SPARE])(k)),
              open: zero,
            }
          : {
              strike: arr((k) => n(after, clampK(k + 1))),
              spare: arr((k) => n(SPARE, clampK(k + 1))),
              open: arr((k) => n(OPEN, clampK(k + 1))),
            };
      row[st] = frameTable(l, f, st, ends, true, markValue(f));
    }
    frames[f] = row;
    next = (st, k) => row[st].v1[FULL * K1 + k];
  }
  return { layout: l, markValue: markValue(0), frames, bonus10, bonus11 };
}

/** The table for a sheet at frame f (0-11) whose previous frames owe `status`. */
export function tableFor(tb: Tables, frame: number, status: Status): FrameTable {
  if (frame < 10) return tb.frames[frame][status];
  return frame === 10 ? tb.bonus10[status] : tb.bonus11;
}

export function value(t: FrameTable, ball: 1 | 2, S: number, k: number): number {
  return (ball === 1 ? t.v1 : t.v2)[S * K1 + clampK(k)];
}

export { K1 };
