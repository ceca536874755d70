/**
 * Proven bounds on the exact values from any values: with W exact for V (flights.ts) and
 * r = TV - V the Bellman residual of a shot, every shot costs at least 1, so the expected
 * number of shots from a space is at most its value, and
 *   V / (1 + max(0, -min r)) <= V* <= V / (1 - max(0, max r))   (when max r < 1).
 * (V* >= V - r- N* where N* <= V* counts the optimal policy's shots; V* <= V^mu <= V + r+ N_mu
 * for mu greedy for V, N_mu <= V^mu.) Each Q and W is a chance-weighted mean of values less
 * shot costs, so it moves no more than the values do: the same bounds hold for them.
 */
import { solveFlights } from "./flights.ts";
import type { Model } from "./model.ts";
import { type Kernel, kernelOf } from "./sweep.ts";
import { scratchOf } from "./sweep-scratch.ts";

const SAND = 2;
const TREES = 3;

/** How far the exact values (V*, and so every Q* and W*) may lie below and above the model's. */
export interface Bounds {
  readonly below: number;
  readonly above: number;
}

/** Each space's best shot value (1 + firstRollVal, as bestShot) for the current V and W, into best. */
function bestValues(m: Model, K: Kernel, out: Float64Array): void {
  const { nbr, green } = m.course;
  const terr = m.terrain;
  const n = K.n;
  // What solveFlights last worked out from V.
  const { stopV, outV, dottedV } = scratchOf(K);
  for (let c = 0; c < n; c++) {
    if (c === green) continue;
    const sand = terr[c] === SAND;
    const trees = terr[c] === TREES;
    let least = Infinity;
    for (let k = 0; k < K.clubs.length; k++) {
      const { M1, kind, p, dotsOf } = K.clubs[k];
      const fn = K.clubs[k].n;
      const F = kind.length;
      const W = m.W[k];
      let curve = Infinity;
      for (let f = 0; f < F; f++) {
        if (kind[f] !== 3) continue;
        for (let d2 = 0; d2 < 6; d2++) {
          const s = nbr[c * 6 + d2];
          curve = Math.min(
            curve,
            sand ? W[(c * 6 + d2) * M1] : s < 0 ? outV[c] : W[(s * 6 + d2) * M1],
          );
        }
        break;
      }
      for (let d = 0; d < 6; d++) {
        const a = nbr[c * 6 + d];
        let v = 0;
        for (let f = 0; f < F; f++) {
          let x: number;
          switch (kind[f]) {
            case 0:
              x = sand
                ? W[(c * 6 + d) * M1 + fn[f]]
                : a < 0
                  ? outV[c]
                  : W[(a * 6 + d) * M1 + fn[f]];
              break;
            case 1:
              x = trees
                ? stopV[c]
                : sand
                  ? W[(c * 6 + d) * M1]
                  : a < 0
                    ? outV[c]
                    : W[(a * 6 + d) * M1];
              break;
            case 2: {
              const e = K.dotEnd[dotsOf[f]][c * 6 + d];
              x = e >= 0 ? stopV[e] : outV[-1 - e];
              break;
            }
            case 3:
              x = curve;
              break;
            default:
              x = dottedV[c * 6 + d];
          }
          v += p[f] * x;
        }
        if (1 + v < least) least = 1 + v;
      }
    }
    out[c] = least;
  }
}

/**
 * Sets W exact for m.V (to tol) and returns the bounds that proves for V, Q and W, or null when
 * the residual is too large to prove any.
 */
export function proveBounds(m: Model, tol = 1e-12): Bounds | null {
  const K = kernelOf(m);
  solveFlights(m, tol);
  const best = new Float64Array(K.n);
  bestValues(m, K, best);
  // W, so Q and each space's best, within 11 tol of exact for V (flights.ts).
  const slack = 11 * tol;
  let up = 0;
  let down = 0;
  let top = 0;
  for (let c = 0; c < K.n; c++) {
    if (c === m.course.green) continue;
    up = Math.max(up, best[c] - m.V[c]);
    down = Math.max(down, m.V[c] - best[c]);
    top = Math.max(top, m.V[c]);
  }
  up += slack;
  down += slack;
  if (up >= 0.5) return null;
  return { below: (top * down) / (1 + down) + slack, above: (top * up) / (1 - up) + slack };
}
