/**
 * The quick model's sweep (quick.ts): Gauss-Seidel over spaces, nearest the green first, each
 * space's flight states and then its best shot, so that a sweep carries news from the green
 * across the whole course instead of one shot's length. Its values need not be the full
 * solve's bits (decisions are taken from them only through proven bounds, bounds.ts), so each
 * flight state is a handful of operations: the number faces that land are one cumulative
 * chance, those that fly on a running sum over the numbers to beat. Rulebook golfer only (no
 * ties that beat, no extra dots): the planner's quick model. Quick models sweep with the same
 * passes in WebAssembly (sweeps.wat, about 2.3x faster); these stay as their reference.
 */
import type { Bounds } from "./bounds.ts";
import type { Model } from "./model.ts";
import { type Spacewise, spacewiseOf } from "./spacewise-tables.ts";
import { kernelOf } from "./sweep.ts";

export { type Spacewise, spacewiseOf };

const SAND = 2;
const WATER = 4;

/**
 * Every flight state from V as it is, in place, states straight ahead first (so a chain of
 * triangles or rising numbers is final in one pass). With write false nothing changes, the
 * largest change a state would make is returned and res gets [.., .., that change, largest
 * flight value, most one would rise, most one would fall]; written, it returns 0 (the sweeps
 * stop on the best-shot pass's change, V's, which the flight values follow: tracking every
 * state's change cost a tenth of the pass). Club by club (clubs' flights never meet, so the
 * same values as state by state), each club's constants in locals, what a state reads of V
 * worked out once for all clubs, out of bounds read from slots past the end of W instead of
 * branched on, and only the states a ball can be in (a quarter of them it never is: for
 * those only the first roll of a shot, the one value anything reads there).
 */
export function flightPass(m: Model, S: Spacewise, write = true, res?: Float64Array): number {
  fromV(m, S);
  const { clubs, flightOrder, firstOnly, first, inTrees, landV, dottedV, dotsV, stopOut, Wx } = S;
  const { aheadX, leftX, rightX, edges } = S;
  const N = landV.length;
  const n = N / 6;
  let delta = 0;
  let top = 0;
  let rise = 0;
  let fall = 0;
  for (let k = 0; k < clubs.length; k++) {
    const { M1, pNum, landP, pTri, pCurve, pDotted, dotP, dotJ } = clubs[k];
    const W = Wx[k];
    const firstK = first[k];
    const nDot = dotP.length;
    // Flying out of bounds from c costs what resting at c with a penalty does.
    // (Only spaces on the course's edge have a step that leaves it.)
    for (let e = 0; e < edges.length; e++) {
      const c = edges[e];
      const out = stopOut[n + c];
      for (let L = 0, i = (N + c) * M1; L < M1; L++, i++) W[i] = out;
    }
    for (let oi = 0; oi < flightOrder.length; oi++) {
      const cd = flightOrder[oi];
      const land = landV[cd];
      let C = pDotted * dottedV[cd];
      for (let j = 0; j < nDot; j++) C += dotP[j] * dotsV[dotJ[j] * N + cd];
      const base = aheadX[cd] * M1;
      const at = cd * M1;
      let sum = 0;
      if (write && !inTrees[cd]) {
        // Written, no trees: the common case without branches.
        if (pCurve === 0) {
          for (let L = M1 - 1; L >= 0; L--) {
            const fly = W[base + L];
            const v = C + landP[L] * land + sum + pTri * fly;
            W[at + L] = v;
            sum += pNum[L] * fly;
          }
        } else {
          const lm = leftX[cd] * M1;
          const rm = rightX[cd] * M1;
          for (let L = M1 - 1; L >= 0; L--) {
            const fly = W[base + L];
            let v = C + landP[L] * land + sum + pTri * fly;
            const xl = W[lm + L];
            const xr = W[rm + L];
            v += pCurve * Math.min(xl, xr);
            W[at + L] = v;
            sum += pNum[L] * fly;
          }
        }
        firstK[cd] = C + sum + pTri * W[base];
        continue;
      }
      const trees = inTrees[cd] === 1;
      const lm = leftX[cd] * M1;
      const rm = rightX[cd] * M1;
      let tri = 0;
      for (let L = M1 - 1; L >= 0; L--) {
        const fly = W[base + L];
        tri = trees ? land : fly;
        let v = C + landP[L] * land + sum + pTri * tri;
        if (pCurve) {
          const xl = W[lm + L];
          const xr = W[rm + L];
          v += pCurve * Math.min(xl, xr);
        }
        const i = at + L;
        if (write) W[i] = v;
        else {
          const w = W[i];
          const diff = v > w ? v - w : w - v;
          if (diff > delta) delta = diff;
          if (w > top) top = w;
          if (v - w > rise) rise = v - w;
          if (w - v > fall) fall = w - v;
        }
        sum += pNum[L] * fly;
      }
      // A shot from c aimed d rolls first as this state does at 0, but for curves.
      firstK[cd] = C + sum + pTri * tri;
    }
    // States no flight is in: only that first roll (the same sums in the same order).
    for (let oi = 0; oi < firstOnly.length; oi++) {
      const cd = firstOnly[oi];
      let C = pDotted * dottedV[cd];
      for (let j = 0; j < nDot; j++) C += dotP[j] * dotsV[dotJ[j] * N + cd];
      const base = aheadX[cd] * M1;
      let sum = 0;
      for (let L = M1 - 1; L >= 0; L--) sum += pNum[L] * W[base + L];
      firstK[cd] = C + sum + pTri * (inTrees[cd] ? landV[cd] : W[base]);
    }
  }
  if (res) {
    res[2] = delta;
    res[3] = Math.max(res[3], top);
    res[4] = rise;
    res[5] = fall;
  }
  return delta;
}

/**
 * What each flight state reads of V (a landing, a dotted curve, each dots count), for all
 * clubs: each space's cost of stopping there and of flying out from there, then gathered by
 * the tables' indices (spacewise-tables.ts).
 */
function fromV(m: Model, S: Spacewise): void {
  const { green } = m.course;
  const terr = m.terrain;
  const V = m.V;
  const pen = m.pen;
  const { landV, dottedV, dotsV, stopOut, landAt, dottedAt, dotAt } = S;
  const n = stopOut.length / 2;
  for (let c = 0; c < n; c++) {
    stopOut[c] = c === green ? 0 : (terr[c] === WATER ? pen : 0) + V[c];
    stopOut[n + c] = pen + (c === green ? 0 : V[c]);
  }
  for (let cd = 0; cd < landV.length; cd++) {
    landV[cd] = stopOut[landAt[cd]];
    dottedV[cd] = Math.min(stopOut[dottedAt[2 * cd]], stopOut[dottedAt[2 * cd + 1]]);
  }
  for (let i = 0; i < dotsV.length; i++) dotsV[i] = stopOut[dotAt[i]];
}

/**
 * Every space's best shot from the flight values as they are (1 + the first roll, as bestShot),
 * in place; the largest change. Off sand the first roll's sums are the last flightPass's (run
 * it first, on the same values). With write false nothing changes and res gets [most a best shot
 * lies above its value, most below, .., largest value].
 */
export function shotPass(m: Model, S: Spacewise, write = true, res?: Float64Array): number {
  const K = kernelOf(m);
  const { nbr, green } = m.course;
  const terr = m.terrain;
  const V = m.V;
  const pen = m.pen;
  const { ahead, dotEnd } = K;
  const { clubs, first } = S;
  const nDots = dotEnd.length;
  const dots = S.dots;
  let delta = 0;
  let above = 0;
  let below = 0;
  let top = 0;
  for (let c = 0; c < K.n; c++) {
    if (c === green) continue;
    const sand = terr[c] === SAND;
    const outc = pen + V[c];
    if (sand) {
      // From sand the first roll does not move the ball: its own sums (no trees in sand).
      for (let d = 0; d < 6; d++) {
        const cd = c * 6 + d;
        const s1 = nbr[cd];
        let dotted = outc;
        if (s1 >= 0) {
          const out1 = pen + (s1 === green ? 0 : V[s1]);
          const sl = nbr[s1 * 6 + (d === 0 ? 5 : d - 1)];
          const sr = nbr[s1 * 6 + (d === 5 ? 0 : d + 1)];
          const xl = sl < 0 ? out1 : sl === green ? 0 : (terr[sl] === WATER ? pen : 0) + V[sl];
          const xr = sr < 0 ? out1 : sr === green ? 0 : (terr[sr] === WATER ? pen : 0) + V[sr];
          dotted = Math.min(xl, xr);
        }
        for (let j = 0; j < nDots; j++) {
          const e = dotEnd[j][cd];
          if (e >= 0) dots[j * 6 + d] = e === green ? 0 : (terr[e] === WATER ? pen : 0) + V[e];
          else dots[j * 6 + d] = pen + (-1 - e === green ? 0 : V[-1 - e]);
        }
        S.dotted[d] = dotted;
      }
    }
    let best = Infinity;
    for (let k = 0; k < clubs.length; k++) {
      const { M1, pNum, pTri, pCurve, pDotted, dotP, dotJ } = clubs[k];
      const W = m.W[k];
      const firstK = first[k];
      // The first roll's curve may take any direction (the same for every aim).
      let curve = 0;
      if (pCurve) {
        curve = Infinity;
        for (let d2 = 0; d2 < 6; d2++) {
          const a2 = ahead[c * 6 + d2];
          const x = sand ? W[(c * 6 + d2) * M1] : a2 < 0 ? outc : W[a2 * M1];
          if (x < curve) curve = x;
        }
      }
      for (let d = 0; d < 6; d++) {
        const cd = c * 6 + d;
        let v = 1 + pCurve * curve;
        if (!sand) v += firstK[cd];
        else {
          v += pDotted * S.dotted[d] + pTri * W[cd * M1];
          for (let j = 0; j < dotP.length; j++) v += dotP[j] * dots[dotJ[j] * 6 + d];
          for (let n = 1; n < M1; n++) v += pNum[n] * W[cd * M1 + n];
        }
        if (v < best) best = v;
      }
    }
    const diff = best > V[c] ? best - V[c] : V[c] - best;
    if (diff > delta) delta = diff;
    if (write) V[c] = best;
    else {
      if (best - V[c] > above) above = best - V[c];
      if (V[c] - best > below) below = V[c] - best;
      if (V[c] > top) top = V[c];
    }
  }
  if (res) {
    res[0] = above;
    res[1] = below;
    res[3] = Math.max(res[3], top);
  }
  return delta;
}

/**
 * The two passes over one model: these functions, or the same in WebAssembly (wasm-sweeps.ts).
 * res as flightPass's and shotPass's.
 */
export interface Passes {
  flight(write: boolean, res?: Float64Array): number;
  shot(write: boolean, res?: Float64Array): number;
}

export function jsPasses(m: Model, S: Spacewise): Passes {
  return {
    flight: (write, res) => flightPass(m, S, write, res),
    shot: (write, res) => shotPass(m, S, write, res),
  };
}

/** One sweep: every flight state, then every space's best shot; the largest change of V. */
export function sweepSpaces(m: Model, S: Spacewise, p = jsPasses(m, S)): number {
  p.flight(true);
  return p.shot(true);
}

/** Residual pass scratch: [most above, most below, most any flight value moves, largest value,
 * most a flight value rises, most one falls]. */
const scratch = new Float64Array(6);

/**
 * Proven bounds from the values as they are, flight values included (no exact flight solve):
 * bounds.ts's argument over every stage of a hole, where a flight stage's residual b is paid
 * at most `rolls` times a shot (the most rolls a flight can take on average, counted as if
 * nothing ever stopped it). With a and b the largest residuals, a shot's error grows by at most
 * a + b rolls, and a flight state's by b rolls more; each side by its own sign's residuals (the
 * upper bound follows the greedy policy, where T U - U is at most its largest rise; the lower
 * one the optimal policy, where U - T U is at most its largest fall). Null when they are too
 * large to prove any.
 */
export function spacewiseBounds(m: Model, S: Spacewise, p = jsPasses(m, S)): Bounds | null {
  scratch.fill(0);
  p.flight(true);
  p.flight(false, scratch);
  p.shot(false, scratch);
  // Rounding in the residual pass: values are at most a few tens, so far below this.
  const slack = 1e-10;
  const flightUp = (scratch[4] + slack) * S.rolls;
  const flightDown = (scratch[5] + slack) * S.rolls;
  const up = scratch[0] + slack + flightUp;
  const down = scratch[1] + slack + flightDown;
  const top = scratch[3];
  if (up >= 0.5) return null;
  return {
    below: (top * down) / (1 + down) + flightDown,
    above: (top * up) / (1 - up) + 2 * flightUp,
  };
}
