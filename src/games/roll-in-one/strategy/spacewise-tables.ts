/**
 * The quick model's tables (spacewise.ts): each club's faces grouped by what they do in flight,
 * the ahead-first order of the flight states, and the most rolls a flight can take on average.
 */
import type { Model } from "./model.ts";
import { type Kernel, kernelOf } from "./sweep.ts";

/** A club's faces grouped by what they do in flight. */
export interface Club {
  readonly M1: number;
  /** pNum[n]: the chance of number face n (0 where the die has none). */
  readonly pNum: Float64Array;
  /** landP[L]: the chance of a number face that lands at number to beat L (n <= L). */
  readonly landP: Float64Array;
  readonly pTri: number;
  readonly pCurve: number;
  readonly pDotted: number;
  /** Dot faces: their chance and which dots table (Kernel.dotEnd) they read. */
  readonly dotP: Float64Array;
  readonly dotJ: Int32Array;
}

export interface Spacewise {
  readonly clubs: readonly Club[];
  /** The most flight states a shot visits on average, with nothing stopping a flight early. */
  readonly rolls: number;
  /**
   * The flight states a ball can be in (c * 6 + d, see entered), the state straight ahead
   * first (flights.ts); a flight reads only these.
   */
  readonly flightOrder: Int32Array;
  /** The others: no flight is ever there, but a shot from c aimed d starts from them. */
  readonly firstOnly: Int32Array;
  /** Per flight state, 1 if a ball can be there in flight: the space behind it is on the course (it came from there), or it is sand (the first roll holds). */
  readonly entered: Uint8Array;
  /** Per club and flight state c * 6 + d: a shot's first roll from c aimed d, but for curves. */
  readonly first: readonly Float64Array[];
  /**
   * Per club, its flight values with room past the end (model.ts): state n * 6 + c there holds
   * the cost of flying out of bounds from c, at every number to beat.
   */
  readonly Wx: readonly Float64Array[];
  /**
   * Per flight state: the state one step ahead, and after a left or right curve (as Kernel's),
   * or n * 6 + c, the out-of-bounds slot of its space c, where that step leaves the course.
   */
  readonly aheadX: Int32Array;
  readonly leftX: Int32Array;
  readonly rightX: Int32Array;
  /** Flight states in trees (where a triangle lands), in flightOrder's order. */
  readonly inTrees: Uint8Array;
  // Per-space scratch, by direction.
  readonly dotted: Float64Array;
  readonly dots: Float64Array;
  /** Spaces with a step off the course (whose out-of-bounds slots a flight reads). */
  readonly edges: Int32Array;
  /**
   * Where each flight state's reads of V come from, as indices into stopOut: a landing, the
   * dotted curve's two sides, per dots count (Kernel.dotEnd, j * n * 6 + cd) where it stops.
   */
  readonly landAt: Int32Array;
  readonly dottedAt: Int32Array;
  readonly dotAt: Int32Array;
  // Per-pass scratch from V: per space the cost of stopping there, then (n + c) of flying out
  // from there; per flight state a landing, a dotted curve, and per dots count the stop.
  readonly stopOut: Float64Array;
  readonly landV: Float64Array;
  readonly dottedV: Float64Array;
  readonly dotsV: Float64Array;
}

const cache = new WeakMap<Model, Spacewise>();

export function spacewiseOf(m: Model): Spacewise {
  let s = cache.get(m);
  if (s) return s;
  if (m.tie || m.extraDots) throw new Error("spacewise sweeps: rulebook golfer only");
  const K = kernelOf(m);
  const clubs = quickClubsOf(m, K);
  const order = aheadOrder(m);
  const entered = enteredStates(m);
  s = {
    clubs,
    rolls: Math.max(...clubs.map(flightRolls)),
    ...splitOrder(order, entered),
    entered,
    first: views(clubs.length, K.n * 6),
    Wx: m.W.map((W) => {
      const room = W.length + W.length / 6;
      if (W.byteOffset + room * 8 > W.buffer.byteLength) {
        throw new Error("spacewise sweeps: W without room");
      }
      return new Float64Array(W.buffer, W.byteOffset, room);
    }),
    aheadX: orOut(K.ahead),
    leftX: orOut(K.left),
    rightX: orOut(K.right),
    inTrees: treeStates(m),
    dotted: new Float64Array(6),
    dots: new Float64Array(6 * Math.max(1, K.dotCounts.length)),
    edges: edgeSpaces(K.ahead),
    ...readsOfV(m),
    stopOut: new Float64Array(2 * K.n),
    landV: new Float64Array(K.n * 6),
    dottedV: new Float64Array(K.n * 6),
    dotsV: new Float64Array(K.n * 6 * K.dotCounts.length),
  };
  cache.set(m, s);
  return s;
}

/** count arrays of length values, views of one buffer. */
function views(count: number, length: number): Float64Array[] {
  const all = new Float64Array(count * length);
  return Array.from({ length: count }, (_, k) => all.subarray(k * length, (k + 1) * length));
}

/** The quick model's club tables by clubs (they read no course): worked out once each. */
const quickClubs = new WeakMap<Model["clubs"], readonly Club[]>();

function quickClubsOf(m: Model, K: Kernel): readonly Club[] {
  let t = quickClubs.get(m.clubs);
  if (!t) {
    t = makeClubs(m, K);
    quickClubs.set(m.clubs, t);
  }
  return t;
}

function makeClubs(m: Model, K: Kernel): Club[] {
  return m.clubs.map((club, k): Club => {
    const M1 = club.maxNumber + 1;
    const pNum = new Float64Array(M1);
    let pTri = 0;
    let pCurve = 0;
    let pDotted = 0;
    const dotP: number[] = [];
    const dotJ: number[] = [];
    const t = K.clubs[k];
    m.faces[k].forEach((f, i) => {
      if (f.kind === 0) pNum[f.n] += f.p;
      else if (f.kind === 1) pTri += f.p;
      else if (f.kind === 2) {
        dotP.push(f.p);
        dotJ.push(t.dotsOf[i]);
      } else if (f.kind === 3) pCurve += f.p;
      else pDotted += f.p;
    });
    const landP = new Float64Array(M1);
    for (let L = 1; L < M1; L++) landP[L] = landP[L - 1] + pNum[L];
    return {
      M1,
      pNum,
      landP,
      pTri,
      pCurve,
      pDotted,
      dotP: Float64Array.from(dotP),
      dotJ: Int32Array.from(dotJ),
    };
  });
}

/**
 * Spacewise.entered: a ball in flight at c heading d stepped into c along d (ahead or after a
 * curve, both from the space behind), or has not left sand c yet.
 */
function enteredStates(m: Model): Uint8Array {
  const nbr = m.course.nbr;
  const out = new Uint8Array(nbr.length);
  for (let cd = 0; cd < nbr.length; cd++) {
    const c = (cd / 6) | 0;
    const back = nbr[c * 6 + (((cd % 6) + 3) % 6)];
    out[cd] = back >= 0 || m.terrain[c] === 2 ? 1 : 0;
  }
  return out;
}

/** flightOrder and firstOnly: the ahead-first order split by entered, each in that order. */
function splitOrder(
  order: Int32Array,
  entered: Uint8Array,
): { flightOrder: Int32Array; firstOnly: Int32Array } {
  let count = 0;
  for (let i = 0; i < order.length; i++) count += entered[order[i]];
  const flightOrder = new Int32Array(count);
  const firstOnly = new Int32Array(order.length - count);
  let a = 0;
  let b = 0;
  for (let i = 0; i < order.length; i++) {
    const cd = order[i];
    if (entered[cd]) flightOrder[a++] = cd;
    else firstOnly[b++] = cd;
  }
  return { flightOrder, firstOnly };
}

/** Spacewise.inTrees. */
function treeStates(m: Model): Uint8Array {
  const out = new Uint8Array(m.terrain.length * 6);
  for (let cd = 0; cd < out.length; cd++) out[cd] = m.terrain[(cd / 6) | 0] === 3 ? 1 : 0;
  return out;
}

/** Spacewise.edges: the spaces with a step (in Kernel.ahead) off the course. */
function edgeSpaces(ahead: Int32Array): Int32Array {
  const out: number[] = [];
  for (let c = 0; c < ahead.length / 6; c++) {
    for (let d = 0; d < 6; d++) {
      if (ahead[c * 6 + d] < 0) {
        out.push(c);
        break;
      }
    }
  }
  return Int32Array.from(out);
}

/** Spacewise's landAt, dottedAt and dotAt (what model.ts's landVal, dottedCurveVal, dotsVal read). */
function readsOfV(m: Model): { landAt: Int32Array; dottedAt: Int32Array; dotAt: Int32Array } {
  const { nbr, green } = m.course;
  const { n, dotEnd } = kernelOf(m);
  const N = n * 6;
  const landAt = new Int32Array(N);
  const dottedAt = new Int32Array(2 * N);
  for (let cd = 0; cd < N; cd++) {
    const c = (cd / 6) | 0;
    const d = cd - c * 6;
    const s1 = nbr[cd];
    // A normal landing slides one space on fairway (out of bounds if that leaves the course).
    const slides = c !== green && m.terrain[c] === 1;
    landAt[cd] = slides ? (s1 >= 0 ? s1 : n + c) : c;
    // The dotted curve: one space forward, then the better side (out from there if it leaves).
    if (s1 < 0) {
      dottedAt[2 * cd] = n + c;
      dottedAt[2 * cd + 1] = n + c;
    } else {
      const sl = nbr[s1 * 6 + ((d + 5) % 6)];
      const sr = nbr[s1 * 6 + ((d + 1) % 6)];
      dottedAt[2 * cd] = sl < 0 ? n + s1 : sl;
      dottedAt[2 * cd + 1] = sr < 0 ? n + s1 : sr;
    }
  }
  const dotAt = new Int32Array(dotEnd.length * N);
  dotEnd.forEach((end, j) => {
    for (let cd = 0; cd < N; cd++) dotAt[j * N + cd] = end[cd] >= 0 ? end[cd] : n - 1 - end[cd];
  });
  return { landAt, dottedAt, dotAt };
}

/** A step table with each -1 (off the course) turned to its space's out-of-bounds slot. */
function orOut(step: Int32Array): Int32Array {
  const N = step.length;
  const out = new Int32Array(N);
  for (let cd = 0; cd < N; cd++) out[cd] = step[cd] >= 0 ? step[cd] : N + ((cd / 6) | 0);
  return out;
}

/**
 * Flight states (c * 6 + d) by how far along direction d their space lies, farthest first, so
 * the state straight ahead comes first (flights.ts's order by a counting sort: doubled, every
 * key is a whole number, worked out without trigonometry).
 */
function aheadOrder(m: Model): Int32Array {
  const hexes = m.course.hexes;
  const N = hexes.length * 6;
  const key = new Int32Array(N);
  let lo = Infinity;
  let hi = -Infinity;
  for (let cd = 0; cd < N; cd++) {
    const { q, r } = hexes[(cd / 6) | 0];
    // Twice the distance along direction d (screen x = q + r / 2, y = r sqrt(3) / 2, d at
    // 60d degrees), a whole number: 2q + r, q + 2r, r - q and their negatives.
    const d = cd % 6;
    const x2 = d % 3 === 0 ? 2 * q + r : d % 3 === 1 ? q + 2 * r : r - q;
    const k = d < 3 ? x2 : -x2;
    key[cd] = k;
    if (k < lo) lo = k;
    if (k > hi) hi = k;
  }
  const start = new Int32Array(hi - lo + 2);
  for (let cd = 0; cd < N; cd++) start[hi - key[cd] + 1]++;
  for (let i = 1; i < start.length; i++) start[i] += start[i - 1];
  const order = new Int32Array(N);
  for (let cd = 0; cd < N; cd++) order[start[hi - key[cd]]++] = cd;
  return order;
}

/**
 * Expected rolls in flight from number to beat 0 if no flight ever stopped but by a number that
 * lands (out of bounds and trees only shorten flights): E(L) = (1 + sum over n > L of p(n)
 * E(n)) / (1 - p(triangle) - p(curve)). The first roll leads to some E(L) <= E(0).
 */
function flightRolls(t: Club): number {
  const E = new Float64Array(t.M1);
  const stay = 1 - t.pTri - t.pCurve;
  for (let L = t.M1 - 1; L >= 0; L--) {
    let v = 1;
    for (let n = L + 1; n < t.M1; n++) v += t.pNum[n] * E[n];
    E[L] = v / stay;
  }
  return E[0];
}
