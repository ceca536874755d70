/**
 * The value iteration's inner loops over typed tables built once per hole. Every value is the
 * same floating-point result as the plain functions in model.ts (the same operations in the same
 * order: faces summed in die order, states updated in place in the same sequence), so a solve
 * stops after the same sweep with the same bits; strategy/sweep.test.ts checks it bit for bit.
 * What is faster: what depends only on V (landings, dots, dotted curves) is worked out once per
 * sweep instead of once per face and number to beat, and the leading number faces that land
 * (n <= L) are one running sum per space and direction instead of a loop per L.
 */
import type { Model } from "./model.ts";
import { type Scratch, scratchOf } from "./sweep-scratch.ts";

const FAIRWAY = 1;
const SAND = 2;
const TREES = 3;
const WATER = 4;

export interface ClubTable {
  readonly M1: number;
  readonly kind: Int8Array;
  readonly n: Int32Array;
  readonly p: Float64Array;
  /** Leading number faces in rising order: their landings are a prefix of the face sum. */
  readonly lead: number;
  /** lead faces that land at each number to beat L (n <= L - tie). */
  readonly landsAt: Int32Array;
  /** Per face, which dots table (index into Kernel.dotCounts) it reads; -1 if not dots. */
  readonly dotsOf: Int32Array;
}

export interface Kernel {
  readonly n: number;
  readonly clubs: readonly ClubTable[];
  /** Distinct dot counts (face dots + extra dots) and, per count, where (c, d) comes to rest. */
  readonly dotCounts: readonly number[];
  /** dotEnd[j][c * 6 + d]: s >= 0 stops at s; -1 - s flies out from s. */
  readonly dotEnd: readonly Int32Array[];
  /** For each c * 6 + d: the flight state one step ahead (s * 6 + d), and after a left or right curve; -1 out. */
  readonly ahead: Int32Array;
  readonly left: Int32Array;
  readonly right: Int32Array;
}

const kernels = new WeakMap<Model, Kernel>();

/** The clubs' tables by clubs and abilities (they read no course): worked out once each. */
const clubTables = new WeakMap<Model["clubs"], Map<string, ClubTables>>();

interface ClubTables {
  readonly clubs: readonly ClubTable[];
  readonly dotCounts: readonly number[];
}

function clubTablesOf(m: Model): ClubTables {
  let byRules = clubTables.get(m.clubs);
  if (!byRules) {
    byRules = new Map();
    clubTables.set(m.clubs, byRules);
  }
  const key = `${m.tie}:${m.extraDots}`;
  let t = byRules.get(key);
  if (!t) {
    t = makeClubTables(m);
    byRules.set(key, t);
  }
  return t;
}

function makeClubTables(m: Model): ClubTables {
  const dotCounts: number[] = [];
  const clubs = m.clubs.map((club, k): ClubTable => {
    const faces = m.faces[k];
    const M1 = club.maxNumber + 1;
    let lead = 0;
    while (
      lead < faces.length &&
      faces[lead].kind === 0 &&
      (lead === 0 || faces[lead].n > faces[lead - 1].n)
    )
      lead++;
    const landsAt = new Int32Array(M1);
    for (let L = 0; L < M1; L++) {
      let j = 0;
      while (j < lead && faces[j].n <= L - m.tie) j++;
      landsAt[L] = j;
    }
    const dotsOf = Int32Array.from(faces, (f) => {
      if (f.kind !== 2) return -1;
      const count = f.n + m.extraDots;
      let j = dotCounts.indexOf(count);
      if (j < 0) j = dotCounts.push(count) - 1;
      return j;
    });
    return {
      M1,
      kind: Int8Array.from(faces, (f) => f.kind),
      n: Int32Array.from(faces, (f) => f.n),
      p: Float64Array.from(faces, (f) => f.p),
      lead,
      landsAt,
      dotsOf,
    };
  });
  return { clubs, dotCounts };
}

function build(m: Model): Kernel {
  const n = m.course.hexes.length;
  const nbr = m.course.nbr;
  const { clubs, dotCounts } = clubTablesOf(m);
  const dotEnd = dotCounts.map((count) => {
    const end = new Int32Array(n * 6);
    for (let c0 = 0; c0 < n; c0++) {
      for (let d = 0; d < 6; d++) {
        let c = c0;
        let e = c;
        for (let i = 0; i < count; i++) {
          const s = nbr[c * 6 + d];
          if (s < 0) {
            e = -1 - c;
            break;
          }
          c = s;
          e = c;
        }
        end[c0 * 6 + d] = e;
      }
    }
    return end;
  });
  const ahead = new Int32Array(n * 6);
  const left = new Int32Array(n * 6);
  const right = new Int32Array(n * 6);
  for (let c = 0; c < n; c++) {
    for (let d = 0; d < 6; d++) {
      const cd = c * 6 + d;
      const l = (d + 5) % 6;
      const r = (d + 1) % 6;
      ahead[cd] = nbr[cd] < 0 ? -1 : nbr[cd] * 6 + d;
      left[cd] = nbr[c * 6 + l] < 0 ? -1 : nbr[c * 6 + l] * 6 + l;
      right[cd] = nbr[c * 6 + r] < 0 ? -1 : nbr[c * 6 + r] * 6 + r;
    }
  }
  return {
    n,
    clubs,
    dotCounts,
    dotEnd,
    ahead,
    left,
    right,
  };
}

export function kernelOf(m: Model): Kernel {
  let k = kernels.get(m);
  if (!k) {
    k = build(m);
    kernels.set(m, k);
  }
  return k;
}

/** What every flight state reads from V this sweep (the same values model.ts computes). */
export function fromV(m: Model, K: Kernel): Scratch {
  const { nbr, green } = m.course;
  const terr = m.terrain;
  const V = m.V;
  const pen = m.pen;
  const X = scratchOf(K);
  const { stopV, outV, landV, dottedV } = X;
  const n = K.n;
  for (let c = 0; c < n; c++) {
    stopV[c] = c === green ? 0 : (terr[c] === WATER ? pen : 0) + V[c];
    outV[c] = pen + (c === green ? 0 : V[c]);
  }
  for (let c = 0; c < n; c++) {
    const fair = c !== green && terr[c] === FAIRWAY;
    for (let d = 0; d < 6; d++) {
      const cd = c * 6 + d;
      const ahead = nbr[cd];
      landV[cd] = fair ? (ahead < 0 ? outV[c] : stopV[ahead]) : stopV[c];
      if (ahead < 0) dottedV[cd] = outV[c];
      else {
        // dottedCurveAfter: Math.min(Math.min(Infinity, left), right).
        const sl = nbr[ahead * 6 + (d === 0 ? 5 : d - 1)];
        const sr = nbr[ahead * 6 + (d === 5 ? 0 : d + 1)];
        dottedV[cd] = Math.min(sl < 0 ? outV[ahead] : stopV[sl], sr < 0 ? outV[ahead] : stopV[sr]);
      }
    }
  }
  for (let j = 0; j < K.dotCounts.length; j++) {
    const end = K.dotEnd[j];
    const out = X.dotV[j];
    for (let cd = 0; cd < n * 6; cd++) {
      const e = end[cd];
      out[cd] = e >= 0 ? stopV[e] : outV[-1 - e];
    }
  }
  return X;
}

/**
 * One Gauss-Seidel sweep of every flight state (numbers to beat from high to low, then states
 * c * 6 + d in rising order, or in `order` when given); max change.
 */
export function sweepFlights(m: Model, order?: Int32Array): number {
  const K = kernelOf(m);
  const { outV, landV, dottedV, dotV, pre } = fromV(m, K);
  const terr = m.terrain;
  const { n, ahead, left, right } = K;
  const tie = m.tie;
  let delta = 0;
  for (let k = 0; k < K.clubs.length; k++) {
    const t = K.clubs[k];
    const { M1, kind, p, lead, landsAt, dotsOf } = t;
    const fn = t.n;
    const F = kind.length;
    const W = m.W[k];
    const stride = lead + 1;
    // Running sums of the leading number faces' landings, in die order from 0.
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
      const first = landsAt[L];
      for (let oi = 0; oi < n * 6; oi++) {
        const cd = order ? order[oi] : oi;
        const c = (cd / 6) | 0;
        const trees = terr[c] === TREES;
        const outc = outV[c];
        {
          const a = ahead[cd];
          const base = a * M1;
          let v = pre[cd * stride + first];
          if (a < 0) for (let f = first; f < lead; f++) v += p[f] * outc;
          else for (let f = first; f < lead; f++) v += p[f] * W[base + fn[f]];
          for (let f = lead; f < F; f++) {
            let x: number;
            switch (kind[f]) {
              case 0:
                x = fn[f] <= L - tie ? landV[cd] : a < 0 ? outc : W[base + fn[f]];
                break;
              case 1:
                x = trees ? landV[cd] : a < 0 ? outc : W[base + L];
                break;
              case 2:
                x = dotV[dotsOf[f]][cd];
                break;
              case 3: {
                const l = left[cd];
                const r = right[cd];
                x = Math.min(l < 0 ? outc : W[l * M1 + L], r < 0 ? outc : W[r * M1 + L]);
                break;
              }
              default:
                x = dottedV[cd];
            }
            v += p[f] * x;
          }
          const i = cd * M1 + L;
          const w = W[i];
          const diff = v > w ? v - w : w - v;
          if (diff > delta) delta = diff;
          W[i] = v;
        }
      }
    }
  }
  return delta;
}

/**
 * The V half of a solve sweep: each space's best shot (1 + firstRollVal, the first option more
 * than 1e-12 better wins, as bestShot), in place in space order; max change.
 */
export function sweepShots(m: Model): number {
  const K = kernelOf(m);
  const { nbr, green } = m.course;
  const terr = m.terrain;
  const V = m.V;
  const pen = m.pen;
  const n = K.n;
  const stop = (c: number) => (c === green ? 0 : (terr[c] === WATER ? pen : 0) + V[c]);
  const out = (c: number) => pen + (c === green ? 0 : V[c]);
  let delta = 0;
  for (let c = 0; c < n; c++) {
    if (c === green) continue;
    const sand = terr[c] === SAND;
    const trees = terr[c] === TREES;
    let best = Infinity;
    for (let k = 0; k < K.clubs.length; k++) {
      const t = K.clubs[k];
      const { M1, kind, p, dotsOf } = t;
      const fn = t.n;
      const F = kind.length;
      const W = m.W[k];
      // A curve on the first roll may take any direction: the same for every aim.
      let curve = Infinity;
      for (let f = 0; f < F; f++) {
        if (kind[f] !== 3) continue;
        for (let d2 = 0; d2 < 6; d2++) {
          const s = nbr[c * 6 + d2];
          curve = Math.min(
            curve,
            sand ? W[(c * 6 + d2) * M1] : s < 0 ? out(c) : W[(s * 6 + d2) * M1],
          );
        }
        break;
      }
      for (let d = 0; d < 6; d++) {
        const ahead = nbr[c * 6 + d];
        let v = 0;
        for (let f = 0; f < F; f++) {
          let x: number;
          switch (kind[f]) {
            case 0:
              x = sand
                ? W[(c * 6 + d) * M1 + fn[f]]
                : ahead < 0
                  ? out(c)
                  : W[(ahead * 6 + d) * M1 + fn[f]];
              break;
            case 1:
              // Trees stop a triangle: it lands where it is (trees are no fairway, so no slide).
              x = trees
                ? stop(c)
                : sand
                  ? W[(c * 6 + d) * M1]
                  : ahead < 0
                    ? out(c)
                    : W[(ahead * 6 + d) * M1];
              break;
            case 2: {
              const e = K.dotEnd[dotsOf[f]][c * 6 + d];
              x = e >= 0 ? stop(e) : out(-1 - e);
              break;
            }
            case 3:
              x = curve;
              break;
            default: {
              if (ahead < 0) x = out(c);
              else {
                const sl = nbr[ahead * 6 + (d === 0 ? 5 : d - 1)];
                const sr = nbr[ahead * 6 + (d === 5 ? 0 : d + 1)];
                x = Math.min(sl < 0 ? out(ahead) : stop(sl), sr < 0 ? out(ahead) : stop(sr));
              }
            }
          }
          v += p[f] * x;
        }
        const value = 1 + v;
        if (value < best - 1e-12) best = value;
      }
    }
    const diff = Math.abs(best - V[c]);
    if (diff > delta) delta = diff;
    V[c] = best;
  }
  return delta;
}
