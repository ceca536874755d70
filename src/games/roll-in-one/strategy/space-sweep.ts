/**
 * The quick model's sweep in Gauss-Seidel order by rings of spaces (quick.ts): the spaces
 * grouped by steps from the green, nearest ring first; per ring its flight states (club by
 * club, straight ahead first, as spacewise.ts flightPass) and then its spaces' best shots,
 * written in place, so a shot that comes to rest nearer the green already reads this sweep's
 * values there. A pass over all flights then all shots (as spacewise.ts flightPass then shotPass) carries news
 * one shot's length a sweep; this order carries it outward in one. The values need not be any
 * other pass's bits: decisions are taken from them only through the proof (spacewiseBounds).
 */
import type { Model } from "./model.ts";
import { bestShotAt, type Spacewise } from "./spacewise.ts";
import { kernelOf } from "./sweep.ts";

const WATER = 4;

/** A hole's rings: its spaces, flight states a ball can be in, and the others, ring by ring. */
export interface Rings {
  /** Spaces by steps from the green, the green first; ring r is spaces[spaceAt[r]..spaceAt[r + 1]). */
  readonly spaces: Int32Array;
  readonly spaceAt: Int32Array;
  /** Per ring, its spaces' flight states in Spacewise.flightOrder's order (straight ahead first). */
  readonly flights: Int32Array;
  readonly flightAt: Int32Array;
  /** Per ring, its spaces' states no flight is in (Spacewise.firstOnly), in that order. */
  readonly firstOnly: Int32Array;
  readonly firstAt: Int32Array;
  /** Per space, 1 if a step leaves the course from it (its out-of-bounds slots are read). */
  readonly edge: Uint8Array;
}

const cache = new WeakMap<Spacewise, Rings>();

/** The rings of a hole (breadth first over the course from the green). */
export function ringsOf(m: Model, S: Spacewise): Rings {
  let R = cache.get(S);
  if (R) return R;
  const { nbr, green } = m.course;
  const n = m.V.length;
  const ring = new Int32Array(n).fill(-1);
  const spaces = new Int32Array(n);
  let tail = 0;
  if (green >= 0) {
    ring[green] = 0;
    spaces[tail++] = green;
  }
  for (let head = 0; head < tail; head++) {
    const c = spaces[head];
    for (let d = 0; d < 6; d++) {
      const s = nbr[c * 6 + d];
      if (s >= 0 && ring[s] < 0) {
        ring[s] = ring[c] + 1;
        spaces[tail++] = s;
      }
    }
  }
  // Spaces the green cannot be walked to from (none on a valid hole): one ring more.
  let rings = tail ? ring[spaces[tail - 1]] + 1 : 0;
  if (tail < n) {
    for (let c = 0; c < n; c++) {
      if (ring[c] < 0) {
        ring[c] = rings;
        spaces[tail++] = c;
      }
    }
    rings++;
  }
  const byRing = (list: Int32Array, of: (x: number) => number) => {
    const at = new Int32Array(rings + 1);
    for (const x of list) at[ring[of(x)] + 1]++;
    for (let r = 0; r < rings; r++) at[r + 1] += at[r];
    const out = new Int32Array(list.length);
    const fill = at.slice();
    for (const x of list) out[fill[ring[of(x)]]++] = x;
    return { out, at };
  };
  const sp = byRing(spaces, (c) => c);
  const fl = byRing(S.flightOrder, (cd) => (cd / 6) | 0);
  const fo = byRing(S.firstOnly, (cd) => (cd / 6) | 0);
  const edge = new Uint8Array(n);
  for (let c = 0; c < n; c++) for (let d = 0; d < 6; d++) if (nbr[c * 6 + d] < 0) edge[c] = 1;
  R = {
    spaces: sp.out,
    spaceAt: sp.at,
    flights: fl.out,
    flightAt: fl.at,
    firstOnly: fo.out,
    firstAt: fo.at,
    edge,
  };
  cache.set(S, R);
  return R;
}

/**
 * One sweep ring by ring: what the ring's flight states read of V (from stopOut, kept current
 * space by space), its flight states as flightPass writes them, then its best shots; the
 * largest change of V.
 */
export function ringSweep(m: Model, S: Spacewise, R: Rings): number {
  const K = kernelOf(m);
  const green = m.course.green;
  const terr = m.terrain;
  const V = m.V;
  const pen = m.pen;
  const { clubs, first, inTrees, stopOut, Wx, aheadX, leftX, rightX } = S;
  const { landAt, dottedAt, dotAt, landV, dottedV, dotsV } = S;
  const { spaces, spaceAt, flights, flightAt, firstOnly, firstAt, edge } = R;
  const nDots = K.dotCounts.length;
  const n = K.n;
  const N = n * 6;
  for (let c = 0; c < n; c++) {
    stopOut[c] = c === green ? 0 : (terr[c] === WATER ? pen : 0) + V[c];
    stopOut[n + c] = pen + (c === green ? 0 : V[c]);
  }
  for (let c = 0; c < n; c++) if (edge[c]) writeOut(S, c, stopOut[n + c]);
  let delta = 0;
  for (let r = 0; r + 1 < spaceAt.length; r++) {
    for (let i = spaceAt[r]; i < spaceAt[r + 1]; i++) {
      for (let cd = spaces[i] * 6, e = cd + 6; cd < e; cd++) {
        landV[cd] = stopOut[landAt[cd]];
        dottedV[cd] = Math.min(stopOut[dottedAt[2 * cd]], stopOut[dottedAt[2 * cd + 1]]);
        for (let j = 0; j < nDots; j++) dotsV[j * N + cd] = stopOut[dotAt[j * N + cd]];
      }
    }
    for (let k = 0; k < clubs.length; k++) {
      const { M1, pNum, landP, pTri, pCurve, pDotted, dotP, dotJ } = clubs[k];
      const W = Wx[k];
      const firstK = first[k];
      const nDot = dotP.length;
      for (let oi = flightAt[r]; oi < flightAt[r + 1]; oi++) {
        const cd = flights[oi];
        const land = landV[cd];
        let C = pDotted * dottedV[cd];
        for (let j = 0; j < nDot; j++) C += dotP[j] * dotsV[dotJ[j] * N + cd];
        const base = aheadX[cd] * M1;
        const at = cd * M1;
        const lm = leftX[cd] * M1;
        const rm = rightX[cd] * M1;
        let sum = 0;
        if (!inTrees[cd]) {
          if (pCurve === 0) {
            for (let L = M1 - 1; L >= 0; L--) {
              const fly = W[base + L];
              W[at + L] = C + landP[L] * land + sum + pTri * fly;
              sum += pNum[L] * fly;
            }
          } else {
            for (let L = M1 - 1; L >= 0; L--) {
              const fly = W[base + L];
              let v = C + landP[L] * land + sum + pTri * fly;
              v += pCurve * Math.min(W[lm + L], W[rm + L]);
              W[at + L] = v;
              sum += pNum[L] * fly;
            }
          }
          firstK[cd] = C + sum + pTri * W[base];
          continue;
        }
        // In trees a triangle lands.
        for (let L = M1 - 1; L >= 0; L--) {
          const fly = W[base + L];
          let v = C + landP[L] * land + sum + pTri * land;
          if (pCurve) v += pCurve * Math.min(W[lm + L], W[rm + L]);
          W[at + L] = v;
          sum += pNum[L] * fly;
        }
        firstK[cd] = C + sum + pTri * land;
      }
      for (let oi = firstAt[r]; oi < firstAt[r + 1]; oi++) {
        const cd = firstOnly[oi];
        let C = pDotted * dottedV[cd];
        for (let j = 0; j < nDot; j++) C += dotP[j] * dotsV[dotJ[j] * N + cd];
        const base = aheadX[cd] * M1;
        let sum = 0;
        for (let L = M1 - 1; L >= 0; L--) sum += pNum[L] * W[base + L];
        firstK[cd] = C + sum + pTri * (inTrees[cd] ? landV[cd] : W[base]);
      }
    }
    for (let i = spaceAt[r]; i < spaceAt[r + 1]; i++) {
      const c = spaces[i];
      if (c === green) continue;
      const best = bestShotAt(m, S, K, c);
      const diff = best > V[c] ? best - V[c] : V[c] - best;
      if (diff > delta) delta = diff;
      V[c] = best;
      stopOut[c] = (terr[c] === WATER ? pen : 0) + best;
      stopOut[n + c] = pen + best;
      if (edge[c]) writeOut(S, c, pen + best);
    }
  }
  return delta;
}

/** Space c's out-of-bounds slots past each club's W (model.ts), at every number to beat. */
function writeOut(S: Spacewise, c: number, out: number): void {
  const N = S.landV.length;
  for (let k = 0; k < S.clubs.length; k++) {
    const M1 = S.clubs[k].M1;
    const W = S.Wx[k];
    for (let i = (N + c) * M1, e = i + M1; i < e; i++) W[i] = out;
  }
}
