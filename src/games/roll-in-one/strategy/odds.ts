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
  /**
   * The same mass by the ball's final direction too (a collision pushes along it): key
   * (space * 6 + direction) * 2 + penalties.
   */
  readonly ends: Map<number, number>;
  readonly expectedPenalties: number;
  /** The part of the penalty mass from flying out of bounds (the rest is water). */
  readonly outOfBounds: number;
  readonly green: number;
}

const rot = (d: number, by: number) => (d + by + 6) % 6;

/** Flight mass buffers, reused (all zero between calls). */
let scratch = {
  mass: new Float64Array(0),
  next: new Float64Array(0),
  active: new Int32Array(0),
  nextActive: new Int32Array(0),
};

const remembered = new WeakMap<Model, Map<number, Landing>>();

/**
 * Where a shot with club k aimed d from space c comes to rest (curves as the planner picks);
 * remembered per model, as the table bot asks for the same shots again and again.
 */
export function landing(m: Model, k: number, c0: number, d0: number): Landing {
  let byShot = remembered.get(m);
  if (!byShot) {
    byShot = new Map();
    remembered.set(m, byShot);
  }
  const key = (c0 * 6 + d0) * m.clubs.length + k;
  let l = byShot.get(key);
  if (!l) {
    l = landingFrom(m, k, c0, d0, -1);
    byShot.set(key, l);
  }
  return l;
}

/**
 * The same from a ball in flight: at space c heading d, number to beat L, about to roll again
 * (L = -1: the shot's first roll from c; `start`: the terrain the first roll feels there, e.g.
 * "R" when a card ignores the sand or trees this turn).
 */
export function landingFrom(
  m: Model,
  k: number,
  c0: number,
  d0: number,
  L0: number,
  start?: string,
): Landing {
  const { nbr, green } = m.course;
  const terr = m.course.terrain;
  const n = terr.length;
  const M = m.clubs[k].maxNumber;
  const M1 = M + 1;
  const faces = faceOdds(m.clubs[k]);
  // Resting mass by (space * 6 + final direction) * 2 + penalties.
  const rests = new Float64Array(n * 12);
  const rest = (c: number, d: number, pen: number, p: number) => {
    rests[(c * 6 + d) * 2 + pen] += p;
  };
  const stop = (c: number, d: number, p: number) =>
    rest(c, d, c !== green && terr[c] === "W" ? 1 : 0, p);
  let oob = 0;
  const out = (c: number, d: number, p: number) => {
    oob += p;
    rest(c, d, 1, p);
  };
  const land = (c: number, d: number, p: number) => {
    if (c !== green && terr[c] === "F") {
      const s = nbr[c * 6 + d];
      if (s < 0) out(c, d, p);
      else stop(s, d, p);
    } else stop(c, d, p);
  };
  const dots = (c: number, d: number, n: number, p: number) => {
    for (let i = 0; i < n; i++) {
      const s = nbr[c * 6 + d];
      if (s < 0) return out(c, d, p);
      c = s;
    }
    stop(c, d, p);
  };
  const dottedCurve = (c: number, d: number, p: number) => {
    const c1 = nbr[c * 6 + d];
    if (c1 < 0) return out(c, d, p);
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
    if (s < 0) out(c1, best, p);
    else stop(s, best, p);
  };
  const stepVal = (c: number, d: number, L: number) => {
    const s = nbr[c * 6 + d];
    return s < 0 ? m.pen + (c === green ? 0 : m.V[c]) : wAt(m, k, s, d, L);
  };
  // Flight mass by state index (c * 6 + d) * (M + 1) + L, with the list of states holding mass.
  const size = n * 6 * M1;
  if (scratch.mass.length < size) {
    scratch = {
      mass: new Float64Array(size),
      next: new Float64Array(size),
      active: new Int32Array(size),
      nextActive: new Int32Array(size),
    };
  }
  let { mass, next, active, nextActive } = scratch;
  let count = 0;
  const fly = (c: number, d: number, L: number, p: number) => {
    const s = nbr[c * 6 + d];
    if (s < 0) return out(c, d, p);
    const i = (s * 6 + d) * M1 + L;
    if (next[i] === 0) nextActive[count++] = i;
    next[i] += p;
  };
  const hold = (c: number, d: number, L: number, p: number) => {
    const i = (c * 6 + d) * M1 + L;
    if (next[i] === 0) nextActive[count++] = i;
    next[i] += p;
  };
  const t0 = start ?? terr[c0];
  const sand = t0 === "S";
  // The first roll of the shot from c0 (sand holds it, trees stop a triangle there).
  const firstRoll = () => {
    for (const { face, count, sides } of faces) {
      const p = count / sides;
      if (typeof face === "number") (sand ? hold : fly)(c0, d0, face, p);
      else if (face === "triangle") {
        if (t0 === "T") land(c0, d0, p);
        else (sand ? hold : fly)(c0, d0, 0, p);
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
        (sand ? hold : fly)(c0, best, 0, p);
      } else if (face === "dotted-curve") dottedCurve(c0, d0, p);
      else dots(c0, d0, Number(face.slice(3)), p);
    }
  };
  if (L0 >= 0) hold(c0, d0, L0, 1);
  else firstRoll();
  // Faces as codes: a number n >= 0; -1 triangle, -2 curve, -3 dotted curve, -10 - k: k dots.
  const code = Int32Array.from(faces, ({ face }) =>
    typeof face === "number"
      ? face
      : face === "triangle"
        ? -1
        : face === "curve"
          ? -2
          : face === "dotted-curve"
            ? -3
            : -10 - Number(face.slice(3)),
  );
  const prob = Float64Array.from(faces, ({ count, sides }) => count / sides);
  const F = code.length;
  for (let iter = 0; iter < 100_000 && count; iter++) {
    [mass, next] = [next, mass];
    [active, nextActive] = [nextActive, active];
    const live = count;
    count = 0;
    for (let a = 0; a < live; a++) {
      const i = active[a];
      const p0 = mass[i];
      mass[i] = 0;
      const L = i % M1;
      const cd = (i - L) / M1;
      const d = cd % 6;
      const c = (cd - d) / 6;
      for (let f = 0; f < F; f++) {
        const p = p0 * prob[f];
        const x = code[f];
        if (x >= 0) {
          if (x > L) fly(c, d, x, p);
          else land(c, d, p);
        } else if (x === -1) {
          if (terr[c] === "T") land(c, d, p);
          else fly(c, d, L, p);
        } else if (x === -2) {
          const l = d === 0 ? 5 : d - 1;
          const r = d === 5 ? 0 : d + 1;
          fly(c, stepVal(c, r, L) < stepVal(c, l, L) - 1e-12 ? r : l, L, p);
        } else if (x === -3) dottedCurve(c, d, p);
        else dots(c, d, -10 - x, p);
      }
    }
    let left = 0;
    for (let a = 0; a < count; a++) left += next[nextActive[a]];
    if (left < 1e-15) break;
  }
  // What is left below 1e-15 is dropped; the scratch arrays go back all zero.
  for (let a = 0; a < count; a++) next[nextActive[a]] = 0;
  const outcomes = new Map<string, number>();
  const ends = new Map<number, number>();
  let expectedPenalties = 0;
  let g = 0;
  for (let e = 0; e < rests.length; e++) {
    const p = rests[e];
    if (p === 0) continue;
    ends.set(e, p);
    const pen = e % 2;
    const c = Math.floor(e / 12);
    const key = `${c}|${pen}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + p);
    expectedPenalties += pen * p;
    if (c === green) g += p;
  }
  return { outcomes, ends, expectedPenalties, outOfBounds: oob, green: g };
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
