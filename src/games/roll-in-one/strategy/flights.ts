/**
 * Every flight state's exact value for the current V (what value iteration's sweeps tend to with
 * V held fixed). Numbers to beat only rise in flight, so the levels L are solved from high to
 * low; inside one level a state depends on others of the same level only through a triangle
 * (straight ahead), a tie that beats (ahead) or a curve (left or right). Those few terms are
 * iterated in "ahead first" order, where a straight chain is exact in one pass; the rest of
 * each state's sum is worked out once per level.
 */
import type { Model } from "./model.ts";
import { fromV, type Kernel, kernelOf } from "./sweep.ts";

const TREES = 3;

interface Scratch {
  /** Flight states (c * 6 + d) ordered so that the state straight ahead comes first. */
  readonly order: Int32Array;
  /** Per state of the level being solved: what does not lean on the level, and what does. */
  readonly fixed: Float64Array;
  readonly onAhead: Float64Array;
  readonly onCurve: Float64Array;
}

const scratches = new WeakMap<Model, Scratch>();

function scratchOf(m: Model, K: Kernel): Scratch {
  let s = scratches.get(m);
  if (!s) {
    const hexes = m.course.hexes;
    // Pointy-top axial to screen: x = q + r / 2, y = r * sqrt(3) / 2; direction d is 60d degrees.
    const along = (cd: number) => {
      const h = hexes[(cd / 6) | 0];
      const a = ((cd % 6) * Math.PI) / 3;
      return (h.q + h.r / 2) * Math.cos(a) + ((h.r * Math.sqrt(3)) / 2) * Math.sin(a);
    };
    const idx = Array.from({ length: K.n * 6 }, (_, i) => i);
    const key = idx.map(along);
    idx.sort((a, b) => key[b] - key[a] || a - b);
    s = {
      order: Int32Array.from(idx),
      fixed: new Float64Array(K.n * 6),
      onAhead: new Float64Array(K.n * 6),
      onCurve: new Float64Array(K.n * 6),
    };
    scratches.set(m, s);
  }
  return s;
}

/** Flight states (c * 6 + d) in an order where the state straight ahead comes first. */
export function aheadFirst(m: Model): Int32Array {
  return scratchOf(m, kernelOf(m)).order;
}

/**
 * Sets every W to its value given m.V, the same-level terms iterated until a pass moves no
 * state by `tol`. A pass shrinks the error by a factor of at most 5/12 with the rulebook's
 * clubs (the chance of a triangle or curve face; 1/2 with ties that beat), so each level is then
 * within tol of exact and every W within M1 tol <= 11 tol (a higher level's error reaches a
 * lower one weighted by chances that sum to at most 1).
 */
export function solveFlights(m: Model, tol = 1e-13): void {
  const K = kernelOf(m);
  const { outV, landV, dottedV, dotV, pre } = fromV(m, K);
  const S = scratchOf(m, K);
  const terr = m.terrain;
  const { n, ahead, left, right } = K;
  const { order, fixed, onAhead, onCurve } = S;
  const tie = m.tie;
  for (let k = 0; k < K.clubs.length; k++) {
    const t = K.clubs[k];
    const { M1, kind, p, lead, landsAt, dotsOf } = t;
    const fn = t.n;
    const F = kind.length;
    const W = m.W[k];
    const stride = lead + 1;
    /** One more pass over the level's states; the largest change. */
    const pass = (L: number): number => {
      let delta = 0;
      for (let oi = 0; oi < n * 6; oi++) {
        const cd = order[oi];
        const qa = onAhead[cd];
        const qc = onCurve[cd];
        if (!(qa || qc)) continue;
        let v = fixed[cd];
        if (qa) v += qa * W[ahead[cd] * M1 + L];
        if (qc) {
          const outc = outV[(cd / 6) | 0];
          const l = left[cd];
          const r = right[cd];
          v += qc * Math.min(l < 0 ? outc : W[l * M1 + L], r < 0 ? outc : W[r * M1 + L]);
        }
        const i = cd * M1 + L;
        const diff = v > W[i] ? v - W[i] : W[i] - v;
        if (diff > delta) delta = diff;
        W[i] = v;
      }
      return delta;
    };
    for (let cd = 0; cd < n * 6; cd++) {
      const land = landV[cd];
      let v = 0;
      const b = cd * stride;
      pre[b] = 0;
      for (let f = 0; f < lead; f++) {
        v += p[f] * land;
        pre[b + f + 1] = v;
      }
    }
    for (let L = M1 - 1; L >= 0; L--) {
      let curved = false;
      const first = landsAt[L];
      // Ahead first: a straight chain (triangles, ties) reads only states already final here.
      for (let oi = 0; oi < n * 6; oi++) {
        const cd = order[oi];
        const c = (cd / 6) | 0;
        const outc = outV[c];
        const a = ahead[cd];
        const base = a * M1;
        let v = pre[cd * stride + first];
        let qa = 0;
        let qc = 0;
        if (a < 0) for (let f = first; f < lead; f++) v += p[f] * outc;
        else if (!tie) for (let f = first; f < lead; f++) v += p[f] * W[base + fn[f]];
        else {
          for (let f = first; f < lead; f++) {
            if (fn[f] === L) qa += p[f];
            else v += p[f] * W[base + fn[f]];
          }
        }
        for (let f = lead; f < F; f++) {
          const pf = p[f];
          switch (kind[f]) {
            case 0:
              if (fn[f] <= L - tie) v += pf * landV[cd];
              else if (a < 0) v += pf * outc;
              else if (fn[f] === L) qa += pf;
              else v += pf * W[base + fn[f]];
              break;
            case 1:
              if (terr[c] === TREES) v += pf * landV[cd];
              else if (a < 0) v += pf * outc;
              else qa += pf;
              break;
            case 2:
              v += pf * dotV[dotsOf[f]][cd];
              break;
            case 3:
              qc += pf;
              break;
            default:
              v += pf * dottedV[cd];
          }
        }
        fixed[cd] = v;
        onAhead[cd] = qa;
        onCurve[cd] = qc;
        if (qa) v += qa * W[a * M1 + L];
        if (qc) {
          curved = true;
          const l = left[cd];
          const r = right[cd];
          v += qc * Math.min(l < 0 ? outc : W[l * M1 + L], r < 0 ? outc : W[r * M1 + L]);
        }
        W[cd * M1 + L] = v;
      }
      // Curves lean sideways, on states that may come later: pass again until nothing moves.
      if (curved) for (let round = 0; round < 200 && pass(L) >= tol; round++);
    }
  }
}
