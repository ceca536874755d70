/**
 * One step of the dynamic programme: the expected strokes from a cup when, after each roll, the
 * option minimising (strokes removed now + expected strokes after) is taken.
 */
import type { KindRolls } from "./rolls.ts";

/** What a player may do after a roll: remove the `use[k]` lowest dice of each kind. */
export interface Choices {
  readonly count: number;
  readonly kinds: number;
  /** use[o * kinds + k] */
  readonly use: Int32Array;
  /** Expected strokes after taking option o (and its second moment). */
  readonly mean: Float64Array;
  readonly second: Float64Array;
}

/** Optional: the distribution of strokes, built from the options' own distributions. */
export interface Distributions {
  /** next[o][k]: probability of k more strokes after option o. */
  readonly next: readonly Float64Array[];
  /** Accumulates the probability of each stroke total from this position. */
  readonly out: Float64Array;
}

export interface Moments {
  readonly mean: number;
  readonly second: number;
}

/**
 * E[min over options] over every roll of the cup `counts`. The kind with most outcomes is the
 * inner loop: for each roll of the other kinds the best option per inner removal count is found
 * once, so the cost is outer x options + outer x inner x (n+1), not outer x inner x options.
 */
export function expectMin(
  counts: readonly number[],
  rolls: readonly (readonly KindRolls[])[],
  opts: Choices,
  dist?: Distributions,
): Moments {
  const K = counts.length;
  const active: number[] = [];
  for (let k = 0; k < K; k++) if (counts[k] > 0) active.push(k);
  if (active.length === 0) return { mean: 0, second: 0 };
  let inner = active[0];
  for (const k of active) {
    if (rolls[k][counts[k]].probs.length > rolls[inner][counts[inner]].probs.length) inner = k;
  }
  const outer = active.filter((k) => k !== inner);
  const nIn = counts[inner];
  const inR = rolls[inner][nIn];
  const inStride = nIn + 1;
  const M = new Float64Array(nIn + 1);
  const Mc = new Float64Array(nIn + 1);
  const Marg = new Int32Array(nIn + 1);
  const idx = new Int32Array(outer.length);
  const off = new Int32Array(K);
  let mean = 0;
  let second = 0;
  for (;;) {
    let P = 1;
    for (let i = 0; i < outer.length; i++) {
      const k = outer[i];
      const r = rolls[k][counts[k]];
      P *= r.probs[idx[i]];
      off[k] = idx[i] * (counts[k] + 1);
    }
    M.fill(Number.POSITIVE_INFINITY);
    for (let o = 0; o < opts.count; o++) {
      const base = o * K;
      let oc = 0;
      for (let i = 0; i < outer.length; i++) {
        const k = outer[i];
        oc += rolls[k][counts[k]].prefix[off[k] + opts.use[base + k]];
      }
      const u = opts.use[base + inner];
      const tot = oc + opts.mean[o];
      if (tot < M[u]) {
        M[u] = tot;
        Mc[u] = oc;
        Marg[u] = o;
      }
    }
    for (let m = 0; m < inR.probs.length; m++) {
      const pre = m * inStride;
      let best = Number.POSITIVE_INFINITY;
      let bu = 0;
      for (let u = 0; u <= nIn; u++) {
        const v = inR.prefix[pre + u] + M[u];
        if (v < best) {
          best = v;
          bu = u;
        }
      }
      const p = P * inR.probs[m];
      const c = inR.prefix[pre + bu] + Mc[bu];
      const o = Marg[bu];
      mean += p * best;
      second += p * (c * c + 2 * c * opts.mean[o] + opts.second[o]);
      if (dist) {
        const d = dist.next[o];
        for (let j = 0; j < d.length; j++) if (d[j] > 0) dist.out[c + j] += p * d[j];
      }
    }
    // Next outcome of the outer kinds (odometer).
    let i = 0;
    for (; i < outer.length; i++) {
      idx[i]++;
      if (idx[i] < rolls[outer[i]][counts[outer[i]]].probs.length) break;
      idx[i] = 0;
    }
    if (i === outer.length) break;
  }
  return { mean, second };
}
