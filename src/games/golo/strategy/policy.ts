/**
 * Decisions on plain arrays, shared by the bots (generic engine) and the fast path so that both
 * make the very same choice, tie for tie.
 */
import type { DiceSet } from "../data.ts";
import type { Solved } from "./solver.ts";

/** Per-kind scratch: the faces of this roll's dice of each kind, sorted low to high. */
export interface Scratch {
  readonly K: number;
  readonly width: number;
  readonly counts: Int32Array;
  /** order[k * width + i]: position in the roll of kind k's i-th lowest die. */
  readonly order: Int32Array;
  /** prefix[k * (width + 1) + u]: sum of kind k's u lowest faces in this roll. */
  readonly prefix: Float64Array;
}

export function makeScratch(set: DiceSet): Scratch {
  const K = set.kinds.length;
  const width = Math.max(...set.kinds.map((k) => k.count));
  return {
    K,
    width,
    counts: new Int32Array(K),
    order: new Int32Array(K * width),
    prefix: new Float64Array(K * (width + 1)),
  };
}

/**
 * Fills the scratch from a roll: `cup[i]` is a die index, `faces[i]` its face. Within a kind,
 * lower faces first, then lower cup position (insertion sort: at most five dice of a kind).
 */
export function sortRoll(
  set: DiceSet,
  sc: Scratch,
  cup: ArrayLike<number>,
  faces: ArrayLike<number>,
  n: number,
): void {
  sc.counts.fill(0);
  for (let i = 0; i < n; i++) {
    const k = set.dice[cup[i]].kind;
    const base = k * sc.width;
    let j = sc.counts[k]++;
    while (j > 0 && faces[sc.order[base + j - 1]] > faces[i]) {
      sc.order[base + j] = sc.order[base + j - 1];
      j--;
    }
    sc.order[base + j] = i;
  }
  for (let k = 0; k < sc.K; k++) {
    const pb = k * (sc.width + 1);
    sc.prefix[pb] = 0;
    for (let u = 0; u < sc.counts[k]; u++) {
      sc.prefix[pb + u + 1] = sc.prefix[pb + u] + faces[sc.order[k * sc.width + u]];
    }
  }
}

export function keyFor(sv: Solved, ctx: number, sc: Scratch): number {
  let idx = 0;
  for (let k = 0; k < sc.K; k++) idx += sc.counts[k] * sv.stride[k];
  return ctx * sv.size + idx;
}

/** Strokes now plus expected strokes after, for option `o` of position `key`, given this roll. */
export function optionValue(sv: Solved, key: number, o: number, sc: Scratch): number {
  const opts = sv.position(key).options;
  let v = opts.mean[o];
  for (let k = 0; k < sc.K; k++) v += sc.prefix[k * (sc.width + 1) + opts.use[o * sc.K + k]];
  return v;
}

/** The optimal option for this roll (the first of equals, in the solver's option order). */
export function bestOption(sv: Solved, key: number, sc: Scratch): number {
  const opts = sv.position(key).options;
  const K = sc.K;
  const w = sc.width + 1;
  const use = opts.use;
  const pre = sc.prefix;
  let best = 0;
  let bestV = Number.POSITIVE_INFINITY;
  for (let o = 0; o < opts.count; o++) {
    let v = opts.mean[o];
    const base = o * K;
    for (let k = 0; k < K; k++) v += pre[k * w + use[base + k]];
    if (v < bestV) {
      bestV = v;
      best = o;
    }
  }
  return best;
}

/**
 * The dice (as roll positions) an option removes, in hole order for scorecard play. `out` must
 * have room for every die of the roll; returns how many were written.
 */
export function optionPositions(
  sv: Solved,
  key: number,
  o: number,
  sc: Scratch,
  out: Int32Array,
  taken: Int32Array,
): number {
  const p = sv.position(key);
  taken.fill(0);
  let n = 0;
  if (p.seqs) {
    for (const k of p.seqs[o]) out[n++] = sc.order[k * sc.width + taken[k]++];
    return n;
  }
  for (let k = 0; k < sc.K; k++) {
    const u = p.options.use[o * sc.K + k];
    for (let i = 0; i < u; i++) out[n++] = sc.order[k * sc.width + i];
  }
  return n;
}

/**
 * The greedy rule, on roll positions: in hole order (any order without a scorecard), take each
 * die at or under par; if none is, take the single best die (lowest face over par), except
 * where the rules allow removing none (`mayKeepAll`: the first two rolls of Trips), where every
 * die over par stays in the cup. `holePars` lists the pars of the next holes for scorecard play,
 * or is null.
 */
export function greedyPositions(
  set: DiceSet,
  cup: ArrayLike<number>,
  faces: ArrayLike<number>,
  n: number,
  holePars: readonly number[] | null,
  mayKeepAll: boolean,
  out: Int32Array,
  used: Uint8Array,
): number {
  used.fill(0);
  let m = 0;
  if (holePars === null) {
    for (let i = 0; i < n; i++) if (faces[i] <= set.dice[cup[i]].par) out[m++] = i;
    if (m > 0 || mayKeepAll) return m;
    let best = 0;
    for (let i = 1; i < n; i++) {
      const over = faces[i] - set.dice[cup[i]].par;
      const bestOver = faces[best] - set.dice[cup[best]].par;
      if (over < bestOver || (over === bestOver && faces[i] < faces[best])) best = i;
    }
    out[0] = best;
    return 1;
  }
  for (const par of holePars) {
    const i = lowestOfPar(set, cup, faces, n, par, used);
    if (i < 0 || faces[i] > par) break;
    used[i] = 1;
    out[m++] = i;
  }
  if (m === 0) out[m++] = lowestOfPar(set, cup, faces, n, holePars[0], used);
  return m;
}

function lowestOfPar(
  set: DiceSet,
  cup: ArrayLike<number>,
  faces: ArrayLike<number>,
  n: number,
  par: number,
  used: Uint8Array,
): number {
  let best = -1;
  for (let i = 0; i < n; i++) {
    if (used[i] || set.dice[cup[i]].par !== par) continue;
    if (best < 0 || faces[i] < faces[best]) best = i;
  }
  return best;
}
