/**
 * The planner's model of a turn, written apart from the game's rule code (shot.ts) so that one
 * checks the other. A turn is a small Markov decision process over (space, direction, number
 * to beat); value iteration over the course's spaces gives V(space) = expected shots plus
 * penalties to hole out, and Q(space, club, direction) for the first roll of a shot.
 */
import { faceOdds } from "../../../engine/dice.ts";
import { CLUBS, type Club } from "../data.ts";
import type { Course } from "../rules/course.ts";
import { distance } from "../rules/hex.ts";
import { sweepFlights, sweepShots } from "./sweep.ts";

export { sweepFlights };

const FAIRWAY = 1;
const SAND = 2;
const TREES = 3;
const WATER = 4;
const CODE: Record<string, number> = { R: 0, F: FAIRWAY, S: SAND, T: TREES, W: WATER };

/** A club's distinct faces: kind 0 number (n), 1 triangle, 2 dots (n), 3 curve, 4 dotted curve. */
interface FaceKind {
  readonly kind: number;
  readonly n: number;
  readonly p: number;
}

/** Each club's kinds, worked out once (every hole's model reads the same few clubs). */
const kindsOf = new WeakMap<Club, readonly FaceKind[]>();

function kinds(club: Club): readonly FaceKind[] {
  let k = kindsOf.get(club);
  if (!k) {
    k = faceKinds(club);
    kindsOf.set(club, k);
  }
  return k;
}

function faceKinds(club: Club): FaceKind[] {
  return faceOdds(club).map(({ face, count, sides }) => {
    const p = count / sides;
    if (typeof face === "number") return { kind: 0, n: face, p };
    if (face === "triangle") return { kind: 1, n: 0, p };
    if (face === "curve") return { kind: 3, n: 0, p };
    if (face === "dotted-curve") return { kind: 4, n: 0, p };
    return { kind: 2, n: Number(face.slice(3)), p };
  });
}

export interface Model {
  readonly course: Course;
  readonly terrain: Uint8Array;
  /** Expected shots + penalties from each space to the green (0 on the green). */
  readonly V: Float64Array;
  /** Per club: W[(c * 6 + d) * (M + 1) + L], the rest of a turn in flight, plus what follows. */
  readonly W: Float64Array[];
  readonly clubs: readonly Club[];
  readonly faces: readonly (readonly FaceKind[])[];
  /** Golfer abilities: 1 when a tie moves the ball (lands only below L), else 0. */
  readonly tie: number;
  /** Extra spaces for each dotted roll. */
  readonly extraDots: number;
  /** What a penalty token costs, in shots: 1 for the solo score; more at a table (table.ts). */
  readonly pen: number;
}

/** Golfer abilities the model plays by (terrain ignores are a remapped course). */
export interface ModelRules {
  readonly tiesBeat?: boolean;
  readonly extraDots?: number;
  /** The cost of a penalty token in shots (default 1, the solo score). */
  readonly penalty?: number;
}

const rot = (d: number, by: number) => (d + by + 6) % 6;

/**
 * Each club's flight values (n * 6 states of M1 numbers to beat), each backed by room for n
 * states more past its end: the quick model's out-of-bounds values there (spacewise.ts), so
 * that its flight pass reads them like any other state instead of branching. All in one
 * buffer (one allocation a hole instead of one a club).
 */
function roomy(n: number, clubs: readonly Club[]): Float64Array[] {
  let size = 0;
  for (const c of clubs) size += n * 7 * (c.maxNumber + 1);
  const buffer = new ArrayBuffer(size * 8);
  let at = 0;
  return clubs.map((c) => {
    const M1 = c.maxNumber + 1;
    const W = new Float64Array(buffer, at * 8, n * 6 * M1);
    at += n * 7 * M1;
    return W;
  });
}

export function createModel(
  course: Course,
  clubs: readonly Club[] = CLUBS,
  rules: ModelRules = {},
): Model {
  const n = course.hexes.length;
  return {
    course,
    terrain: Uint8Array.from(course.terrain.map((t) => CODE[t])),
    V: new Float64Array(n),
    W: roomy(n, clubs),
    clubs,
    faces: clubs.map(kinds),
    tie: rules.tiesBeat ? 1 : 0,
    extraDots: rules.extraDots ?? 0,
    pen: rules.penalty ?? 1,
  };
}

/** Cost of coming to rest at c (no slide): a water penalty, then the rest of the hole. */
export function stopVal(m: Model, c: number): number {
  if (c === m.course.green) return 0;
  return (m.terrain[c] === WATER ? m.pen : 0) + m.V[c];
}

/** Out of bounds: one penalty, the ball stays at the edge space c. */
export function outVal(m: Model, c: number): number {
  return m.pen + (c === m.course.green ? 0 : m.V[c]);
}

/** A normal landing at c heading d: fairway slides one space. */
export function landVal(m: Model, c: number, d: number): number {
  if (c !== m.course.green && m.terrain[c] === FAIRWAY) {
    const s = m.course.nbr[c * 6 + d];
    return s < 0 ? outVal(m, c) : stopVal(m, s);
  }
  return stopVal(m, c);
}

function dotsVal(m: Model, c: number, d: number, k: number): number {
  const nbr = m.course.nbr;
  for (let i = 0; i < k; i++) {
    const s = nbr[c * 6 + d];
    if (s < 0) return outVal(m, c);
    c = s;
  }
  return stopVal(m, c);
}

/** The dotted curve: one space forward, then the better of left and right, then it lands. */
export function dottedCurveAfter(m: Model, c1: number, d: number): number {
  let best = Infinity;
  for (const t of [-1, 1]) {
    const d2 = rot(d, t);
    const s = m.course.nbr[c1 * 6 + d2];
    best = Math.min(best, s < 0 ? outVal(m, c1) : stopVal(m, s));
  }
  return best;
}

function dottedCurveVal(m: Model, c: number, d: number): number {
  const s = m.course.nbr[c * 6 + d];
  return s < 0 ? outVal(m, c) : dottedCurveAfter(m, s, d);
}

/** Value of being in flight at (c, d) with number to beat L, after the first roll. */
export function wAt(m: Model, k: number, c: number, d: number, L: number): number {
  return m.W[k][(c * 6 + d) * (m.clubs[k].maxNumber + 1) + L];
}

/** Value of continuing in flight from c heading d by one step (out of bounds if it leaves). */
function stepW(m: Model, k: number, c: number, d: number, L: number): number {
  const s = m.course.nbr[c * 6 + d];
  return s < 0 ? outVal(m, c) : wAt(m, k, s, d, L);
}

function flightVal(m: Model, k: number, c: number, d: number, L: number): number {
  let v = 0;
  for (const f of m.faces[k]) {
    let x: number;
    switch (f.kind) {
      case 0:
        x = f.n <= L - m.tie ? landVal(m, c, d) : stepW(m, k, c, d, f.n);
        break;
      case 1:
        x = m.terrain[c] === TREES ? landVal(m, c, d) : stepW(m, k, c, d, L);
        break;
      case 2:
        x = dotsVal(m, c, d, f.n + m.extraDots);
        break;
      case 3:
        x = Math.min(stepW(m, k, c, rot(d, -1), L), stepW(m, k, c, rot(d, 1), L));
        break;
      default:
        x = dottedCurveVal(m, c, d);
    }
    v += f.p * x;
  }
  return v;
}

/** Expected cost of a shot's rolls from c with club k aimed d (the shot itself not counted). */
export function firstRollVal(m: Model, k: number, c: number, d: number): number {
  const sand = m.terrain[c] === SAND;
  let v = 0;
  for (const f of m.faces[k]) {
    let x: number;
    switch (f.kind) {
      case 0:
        x = sand ? wAt(m, k, c, d, f.n) : stepW(m, k, c, d, f.n);
        break;
      case 1:
        x =
          m.terrain[c] === TREES
            ? landVal(m, c, d)
            : sand
              ? wAt(m, k, c, d, 0)
              : stepW(m, k, c, d, 0);
        break;
      case 2:
        x = dotsVal(m, c, d, f.n + m.extraDots);
        break;
      case 3: {
        x = Infinity;
        for (let d2 = 0; d2 < 6; d2++) {
          x = Math.min(x, sand ? wAt(m, k, c, d2, 0) : stepW(m, k, c, d2, 0));
        }
        break;
      }
      default:
        x = dottedCurveVal(m, c, d);
    }
    v += f.p * x;
  }
  return v;
}

/** The slow, plain form of one flight state's value (kept for tests and reading). */
export function flightValue(m: Model, k: number, c: number, d: number, L: number): number {
  return flightVal(m, k, c, d, L);
}

export interface ShotChoice {
  readonly club: number;
  readonly dir: number;
  /** Expected shots + penalties to hole out, counting this shot. */
  readonly value: number;
}

export function bestShot(m: Model, c: number): ShotChoice {
  let best: ShotChoice = { club: 0, dir: 0, value: Infinity };
  for (let k = 0; k < m.clubs.length; k++) {
    for (let d = 0; d < 6; d++) {
      const v = 1 + firstRollVal(m, k, c, d);
      if (v < best.value - 1e-12) best = { club: k, dir: d, value: v };
    }
  }
  return best;
}

/**
 * Value iteration to a tolerance: the planner's exact expected cost from every space. Each sweep
 * is every flight state, then every space's best shot (bestShot), both in place (sweep.ts).
 */
export function solve(m: Model, tol = 1e-9, maxSweeps = 5000): number {
  for (let sweep = 1; sweep <= maxSweeps; sweep++) {
    const delta = Math.max(sweepFlights(m), sweepShots(m));
    if (delta < tol) return sweep;
  }
  return maxSweeps;
}

/** The greedy level's values: hex distance to the green in "wood shots", a fixed guess. */
export function distanceGuess(m: Model, perShot = 5): void {
  const g = m.course.hexes[m.course.green];
  m.course.hexes.forEach((h, c) => {
    m.V[c] = c === m.course.green ? 0 : distance(h, g) / perShot;
  });
  for (let i = 0; i < 200 && sweepFlights(m) > 1e-7; i++);
}
