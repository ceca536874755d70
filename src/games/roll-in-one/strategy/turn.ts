/**
 * One turn solved exactly for any value of where it ends. The planner's model (model.ts) values
 * a resting ball by V, the rest of the hole; here the caller gives the value of every resting
 * place by final direction and penalties taken (`rest`), and value iteration over the turn's
 * flight states (space, direction, number to beat) gives each shot's and each curve's exact
 * expected value, with every curve on the way chosen by that same value. The table bot
 * (table.ts) uses it with the table's objective at rest.
 */
import { DIRECTIONS } from "../rules/hex.ts";
import type { Model } from "./model.ts";

const FAIRWAY = 1;
const SAND = 2;
const TREES = 3;
const WATER = 4;

/** rest[(space * 6 + final direction) * 2 + penalties]: the value of coming to rest there. */
export type RestValues = Float64Array;

export interface Turn {
  readonly m: Model;
  readonly rest: RestValues;
  /** Per club: X[(c * 6 + d) * (M + 1) + L], in flight, about to roll (the layout of W). */
  readonly X: Float64Array[];
  /** Per direction, the spaces farthest along it first: a flight heading d then needs one sweep. */
  readonly order: Int32Array[];
}

const orders = new WeakMap<Model, Int32Array[]>();

function ordersOf(m: Model): Int32Array[] {
  let o = orders.get(m);
  if (!o) {
    const hexes = m.course.hexes;
    o = DIRECTIONS.map((dir) => {
      const along = (h: { q: number; r: number }) =>
        (h.q + h.r / 2) * (dir.q + dir.r / 2) + 0.75 * h.r * dir.r;
      return Int32Array.from(
        hexes.map((_, i) => i).sort((a, b) => along(hexes[b]) - along(hexes[a])),
      );
    });
    orders.set(m, o);
  }
  return o;
}

/** Coming to rest at c heading d (a water penalty there). */
export function stop(t: Turn, c: number, d: number): number {
  const { m, rest } = t;
  const pen = c !== m.course.green && m.terrain[c] === WATER ? 1 : 0;
  return rest[(c * 6 + d) * 2 + pen];
}

/** Out of bounds at the edge space c, heading d. */
export function out(t: Turn, c: number, d: number): number {
  return t.rest[(c * 6 + d) * 2 + 1];
}

function land(t: Turn, c: number, d: number): number {
  const { m } = t;
  if (c !== m.course.green && m.terrain[c] === FAIRWAY) {
    const s = m.course.nbr[c * 6 + d];
    return s < 0 ? out(t, c, d) : stop(t, s, d);
  }
  return stop(t, c, d);
}

function dots(t: Turn, c: number, d: number, k: number): number {
  const nbr = t.m.course.nbr;
  for (let i = 0; i < k; i++) {
    const s = nbr[c * 6 + d];
    if (s < 0) return out(t, c, d);
    c = s;
  }
  return stop(t, c, d);
}

/** The dotted curve's second space, left or right, whichever is worth more. */
export function dottedSecond(t: Turn, c1: number, d: number): number {
  let best = Infinity;
  for (const d2 of [d === 0 ? 5 : d - 1, d === 5 ? 0 : d + 1]) {
    const s = t.m.course.nbr[c1 * 6 + d2];
    best = Math.min(best, s < 0 ? out(t, c1, d2) : stop(t, s, d2));
  }
  return best;
}

function dotted(t: Turn, c: number, d: number): number {
  const s = t.m.course.nbr[c * 6 + d];
  return s < 0 ? out(t, c, d) : dottedSecond(t, s, d);
}

/** In flight at c heading d, number to beat L (the value of the state about to roll). */
export function inFlight(t: Turn, k: number, c: number, d: number, L: number): number {
  return t.X[k][(c * 6 + d) * (t.m.clubs[k].maxNumber + 1) + L];
}

/** One more step along d in flight (out of bounds when it leaves the course). */
export function stepOn(t: Turn, k: number, c: number, d: number, L: number): number {
  const s = t.m.course.nbr[c * 6 + d];
  return s < 0 ? out(t, c, d) : inFlight(t, k, s, d, L);
}

function rollValue(t: Turn, k: number, c: number, d: number, L: number): number {
  const { m } = t;
  let v = 0;
  for (const f of m.faces[k]) {
    let x: number;
    switch (f.kind) {
      case 0:
        x = f.n <= L - m.tie ? land(t, c, d) : stepOn(t, k, c, d, f.n);
        break;
      case 1:
        x = m.terrain[c] === TREES ? land(t, c, d) : stepOn(t, k, c, d, L);
        break;
      case 2:
        x = dots(t, c, d, f.n + m.extraDots);
        break;
      case 3:
        x = Math.min(
          stepOn(t, k, c, d === 0 ? 5 : d - 1, L),
          stepOn(t, k, c, d === 5 ? 0 : d + 1, L),
        );
        break;
      default:
        x = dotted(t, c, d);
    }
    v += f.p * x;
  }
  return v;
}

/**
 * One Gauss-Seidel sweep of every flight state (numbers to beat from high to low); max change.
 * The same arithmetic as `rollValue`, inlined as it runs for every decision of the table bot.
 */
function sweepTurn(t: Turn): number {
  const { m, rest, X } = t;
  const n = m.course.hexes.length;
  const { nbr, green } = m.course;
  const terr = m.terrain;
  const tie = m.tie;
  const stopAt = (c: number, d: number) =>
    rest[(c * 6 + d) * 2 + (c !== green && terr[c] === WATER ? 1 : 0)];
  let delta = 0;
  for (let k = 0; k < m.clubs.length; k++) {
    const M1 = m.clubs[k].maxNumber + 1;
    const Xk = X[k];
    const faces = m.faces[k];
    for (let L = M1 - 1; L >= 0; L--) {
      for (let d = 0; d < 6; d++) {
        const order = t.order[d];
        for (let j = 0; j < n; j++) {
          const c = order[j];
          const trees = terr[c] === TREES;
          const fair = c !== green && terr[c] === FAIRWAY;
          const ahead = nbr[c * 6 + d];
          const outHere = rest[(c * 6 + d) * 2 + 1];
          const land = fair ? (ahead < 0 ? outHere : stopAt(ahead, d)) : stopAt(c, d);
          let v = 0;
          for (let f = 0; f < faces.length; f++) {
            const face = faces[f];
            let x: number;
            switch (face.kind) {
              case 0:
                x =
                  face.n <= L - tie
                    ? land
                    : ahead < 0
                      ? outHere
                      : Xk[(ahead * 6 + d) * M1 + face.n];
                break;
              case 1:
                x = trees ? land : ahead < 0 ? outHere : Xk[(ahead * 6 + d) * M1 + L];
                break;
              case 2:
                x = dots(t, c, d, face.n + m.extraDots);
                break;
              case 3: {
                const dl = d === 0 ? 5 : d - 1;
                const dr = d === 5 ? 0 : d + 1;
                const sl = nbr[c * 6 + dl];
                const sr = nbr[c * 6 + dr];
                const xl = sl < 0 ? rest[(c * 6 + dl) * 2 + 1] : Xk[(sl * 6 + dl) * M1 + L];
                const xr = sr < 0 ? rest[(c * 6 + dr) * 2 + 1] : Xk[(sr * 6 + dr) * M1 + L];
                x = Math.min(xl, xr);
                break;
              }
              default:
                x = ahead < 0 ? outHere : dottedSecond(t, ahead, d);
            }
            v += face.p * x;
          }
          const i = (c * 6 + d) * M1 + L;
          const diff = v > Xk[i] ? v - Xk[i] : Xk[i] - v;
          if (diff > delta) delta = diff;
          Xk[i] = v;
        }
      }
    }
  }
  return delta;
}

/** The slow, plain form of one flight state's value (kept for tests and reading). */
export function flightValue(t: Turn, k: number, c: number, d: number, L: number): number {
  return rollValue(t, k, c, d, L);
}

/**
 * Solves the turn for these resting values (Gauss-Seidel sweeps to `tol`), starting from
 * `warm` (a turn of the same model solved before: its values are near these).
 */
export function solveTurn(
  m: Model,
  rest: RestValues,
  warm?: Turn,
  tol = 1e-9,
  maxSweeps = 500,
): Turn {
  const n = m.course.hexes.length;
  const X = m.clubs.map((c, k) =>
    warm ? Float64Array.from(warm.X[k]) : new Float64Array(n * 6 * (c.maxNumber + 1)),
  );
  const t: Turn = { m, rest, X, order: ordersOf(m) };
  for (let sweep = 0; sweep < maxSweeps && sweepTurn(t) >= tol; sweep++);
  return t;
}

/**
 * The value of a shot's first roll from c with club k aimed d; `start` is the terrain the
 * roll feels there (e.g. "R" when a card ignores the sand or trees this turn).
 */
export function firstRoll(t: Turn, k: number, c: number, d: number, start?: string): number {
  const { m } = t;
  const code = start === undefined ? m.terrain[c] : start === "R" ? 0 : m.terrain[c];
  const sand = code === SAND;
  let v = 0;
  for (const f of m.faces[k]) {
    let x: number;
    switch (f.kind) {
      case 0:
        x = sand ? inFlight(t, k, c, d, f.n) : stepOn(t, k, c, d, f.n);
        break;
      case 1:
        x = code === TREES ? land(t, c, d) : sand ? inFlight(t, k, c, d, 0) : stepOn(t, k, c, d, 0);
        break;
      case 2:
        x = dots(t, c, d, f.n + m.extraDots);
        break;
      case 3: {
        x = Infinity;
        for (let d2 = 0; d2 < 6; d2++) {
          x = Math.min(x, sand ? inFlight(t, k, c, d2, 0) : stepOn(t, k, c, d2, 0));
        }
        break;
      }
      default:
        x = dotted(t, c, d);
    }
    v += f.p * x;
  }
  return v;
}
