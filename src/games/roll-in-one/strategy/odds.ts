/**
 * Exact shot distributions. `roughMoves`: spaces moved by one shot on open rough (a direct
 * series over the number to beat). `landing`: where a shot from a course space comes to rest,
 * following the planner's curve choices, by pushing probability mass through the model's turn.
 */
import { faceOdds } from "../../../engine/dice.ts";
import type { Club } from "../data.ts";
import { type Model, wAt } from "./model.ts";

export interface MovesOdds {
  readonly club: string;
  readonly spacesMoved: Record<string, number>;
  readonly expected: number;
}

/** Probability of each number of spaces moved on endless rough (mass below 1e-15 dropped). */
export function roughMoves(club: Club): MovesOdds {
  const M = club.maxNumber;
  const faces = faceOdds(club);
  const out = new Map<number, number>();
  const land = (m: number, p: number) => out.set(m, (out.get(m) ?? 0) + p);
  // mass[L]: in flight, having moved `moved` spaces, number to beat L.
  let mass = new Float64Array(M + 1);
  mass[0] = 1;
  for (let moved = 0; moved < 10_000; moved++) {
    const nextMass = new Float64Array(M + 1);
    let left = 0;
    for (let L = 0; L <= M; L++) {
      const p0 = mass[L];
      if (p0 === 0) continue;
      for (const { face, count, sides } of faces) {
        const p = (p0 * count) / sides;
        if (typeof face === "number") {
          if (face > L) nextMass[face] += p;
          else land(moved, p);
        } else if (face === "triangle" || face === "curve") nextMass[L] += p;
        else if (face === "dotted-curve") land(moved + 2, p);
        else land(moved + Number(face.slice(3)), p);
      }
    }
    for (const p of nextMass) left += p;
    mass = nextMass;
    if (left < 1e-15) break;
  }
  const spacesMoved: Record<string, number> = {};
  let expected = 0;
  for (const [m, p] of [...out].sort((a, b) => a[0] - b[0])) {
    spacesMoved[String(m)] = p;
    expected += m * p;
  }
  return { club: club.id, spacesMoved, expected };
}

export interface Landing {
  /** Probability of each resting space (course index) and penalties taken on the way (0 or 1). */
  readonly outcomes: Map<string, number>;
  readonly expectedPenalties: number;
  /** The part of the penalty mass from flying out of bounds (the rest is water). */
  readonly outOfBounds: number;
  readonly green: number;
}

const rot = (d: number, by: number) => (d + by + 6) % 6;

/** Where a shot with club k aimed d from space c comes to rest (curves as the planner picks). */
export function landing(m: Model, k: number, c0: number, d0: number): Landing {
  const { nbr, green } = m.course;
  const terr = m.course.terrain;
  const M = m.clubs[k].maxNumber;
  const faces = faceOdds(m.clubs[k]);
  const outcomes = new Map<string, number>();
  const stop = (c: number, pen: number, p: number) => {
    const wet = c !== green && terr[c] === "W" ? 1 : 0;
    const key = `${c}|${pen + wet}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + p);
  };
  let oob = 0;
  const out = (c: number, p: number) => {
    oob += p;
    outcomes.set(`${c}|1`, (outcomes.get(`${c}|1`) ?? 0) + p);
  };
  const land = (c: number, d: number, p: number) => {
    if (c !== green && terr[c] === "F") {
      const s = nbr[c * 6 + d];
      if (s < 0) out(c, p);
      else stop(s, 0, p);
    } else stop(c, 0, p);
  };
  const dots = (c: number, d: number, n: number, p: number) => {
    for (let i = 0; i < n; i++) {
      const s = nbr[c * 6 + d];
      if (s < 0) return out(c, p);
      c = s;
    }
    stop(c, 0, p);
  };
  const dottedCurve = (c: number, d: number, p: number) => {
    const c1 = nbr[c * 6 + d];
    if (c1 < 0) return out(c, p);
    let best = -1;
    let bestV = Infinity;
    for (const t of [-1, 1]) {
      const s = nbr[c1 * 6 + rot(d, t)];
      const v =
        s < 0
          ? m.pen + (c1 === green ? 0 : m.V[c1])
          : s === green
            ? 0
            : (terr[s] === "W" ? m.pen : 0) + m.V[s];
      if (v < bestV - 1e-12) {
        bestV = v;
        best = rot(d, t);
      }
    }
    const s = nbr[c1 * 6 + best];
    if (s < 0) out(c1, p);
    else stop(s, 0, p);
  };
  const stepVal = (c: number, d: number, L: number) => {
    const s = nbr[c * 6 + d];
    return s < 0 ? m.pen + (c === green ? 0 : m.V[c]) : wAt(m, k, s, d, L);
  };
  // Flight mass by state index (c * 6 + d) * (M + 1) + L.
  let mass = new Map<number, number>();
  const fly = (target: Map<number, number>, c: number, d: number, L: number, p: number) => {
    const s = nbr[c * 6 + d];
    if (s < 0) return out(c, p);
    const i = (s * 6 + d) * (M + 1) + L;
    target.set(i, (target.get(i) ?? 0) + p);
  };
  const hold = (target: Map<number, number>, c: number, d: number, L: number, p: number) => {
    const i = (c * 6 + d) * (M + 1) + L;
    target.set(i, (target.get(i) ?? 0) + p);
  };
  const sand = terr[c0] === "S";
  for (const { face, count, sides } of faces) {
    const p = count / sides;
    if (typeof face === "number") (sand ? hold : fly)(mass, c0, d0, face, p);
    else if (face === "triangle") {
      if (terr[c0] === "T") land(c0, d0, p);
      else (sand ? hold : fly)(mass, c0, d0, 0, p);
    } else if (face === "curve") {
      let best = 0;
      let bestV = Infinity;
      for (let d = 0; d < 6; d++) {
        const v = sand ? wAt(m, k, c0, d, 0) : stepVal(c0, d, 0);
        if (v < bestV - 1e-12) {
          bestV = v;
          best = d;
        }
      }
      (sand ? hold : fly)(mass, c0, best, 0, p);
    } else if (face === "dotted-curve") dottedCurve(c0, d0, p);
    else dots(c0, d0, Number(face.slice(3)), p);
  }
  for (let iter = 0; iter < 100_000 && mass.size; iter++) {
    const nextMass = new Map<number, number>();
    let left = 0;
    for (const [i, p0] of mass) {
      const L = i % (M + 1);
      const cd = (i - L) / (M + 1);
      const d = cd % 6;
      const c = (cd - d) / 6;
      for (const { face, count, sides } of faces) {
        const p = (p0 * count) / sides;
        if (typeof face === "number") {
          if (face > L) fly(nextMass, c, d, face, p);
          else land(c, d, p);
        } else if (face === "triangle") {
          if (terr[c] === "T") land(c, d, p);
          else fly(nextMass, c, d, L, p);
        } else if (face === "curve") {
          const a = rot(d, -1);
          const b = rot(d, 1);
          fly(nextMass, c, stepVal(c, b, L) < stepVal(c, a, L) - 1e-12 ? b : a, L, p);
        } else if (face === "dotted-curve") dottedCurve(c, d, p);
        else dots(c, d, Number(face.slice(3)), p);
      }
    }
    for (const p of nextMass.values()) left += p;
    mass = nextMass;
    if (left < 1e-15) break;
  }
  let expectedPenalties = 0;
  let g = 0;
  for (const [key, p] of outcomes) {
    const [c, pen] = key.split("|").map(Number);
    expectedPenalties += pen * p;
    if (c === green) g += p;
  }
  return { outcomes, expectedPenalties, outOfBounds: oob, green: g };
}

export interface ShotOdds {
  /** Probability of coming to rest on each space, keyed "q,r", likeliest first. */
  readonly landing: Record<string, number>;
  readonly expectedPenalties: number;
  readonly outOfBounds: number;
  readonly water: number;
  readonly green: number;
}

/**
 * One shot's odds over a hole in the terms a person reads (spaces as q,r): the `odds` tool
 * prints these and the web's heat map draws them, so the two always agree.
 */
export function shotOdds(m: Model, k: number, from: number, dir: number): ShotOdds {
  const l = landing(m, k, from, dir);
  const c = m.course;
  const spaces: Record<string, number> = {};
  for (const [key, p] of [...l.outcomes].sort((a, b) => b[1] - a[1])) {
    const h = c.hexes[Number(key.split("|")[0])];
    const hk = `${h.q},${h.r}`;
    spaces[hk] = (spaces[hk] ?? 0) + p;
  }
  return {
    landing: spaces,
    expectedPenalties: l.expectedPenalties,
    outOfBounds: l.outOfBounds,
    water: l.expectedPenalties - l.outOfBounds,
    green: l.green,
  };
}
