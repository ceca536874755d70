/**
 * The planner's decisions without solving each hole to the end. A quick model stops value
 * iteration early and proves how far its values may be from the exact ones (bounds.ts). A shot
 * or curve is taken from it only when the best option beats every other by more than that
 * (plus the full solve's own tolerance): then the fully solved model (planner.ts modelFor, the
 * values every pinned game was played with) makes the same choice, since its values lie
 * between the exact ones and that tolerance below them. When the gap is too small the quick
 * model sweeps on for bounds ten times narrower, down to FINEST; below that the caller asks the
 * fully solved model. So every decision is the one the full solve makes.
 */
import { CLUBS } from "../data.ts";
import { compileCourse, type Layout } from "../rules/course.ts";
import type { Flight } from "../rules/shot.ts";
import type { Bounds } from "./bounds.ts";
import { createModel, firstRollVal, type Model, outVal, type ShotChoice } from "./model.ts";
import { curveValues } from "./planner.ts";
import {
  type Passes,
  type Spacewise,
  spacewiseBounds,
  spacewiseOf,
  sweepSpaces,
} from "./spacewise.ts";
import { inWasm } from "./wasm-sweeps.ts";

/** The first bounds a quick model is solved to (in shots); then ten times narrower as needed. */
export const QUICK_TARGET = 1e-2;
/** Narrower than this, ask the full solve instead (near-ties there are its own to break). */
const FINEST = 1e-5;
/**
 * Room for the full solve's own error: value iteration from zero stays below the exact values
 * and stops within about 1e-9 of them (measured: at most 3e-10 on designed holes); 100x that.
 */
const SOLVE_SLACK = 1e-7;
/** Options whose values agree this closely are the same sum (say, two sides both out of bounds). */
const SAME = 1e-12;

/** A hole solved only as far as its decisions so far needed, with proven bounds. */
export class QuickModel {
  /** How far the exact values (and every Q and W) may lie below and above the model's. */
  bounds: Bounds = { below: Infinity, above: Infinity };
  /** How far apart two options must be for the quick model to tell them: bounds plus SOLVE_SLACK. */
  width = Infinity;
  private target: number;
  private stopAt: number;
  /** The sweeps' tables; their first-roll sums match W after every solve. */
  readonly S: Spacewise;
  constructor(
    readonly m: Model,
    target = QUICK_TARGET,
  ) {
    this.target = target;
    // A check costs about 1.6 sweeps: first when a sweep moves no space's value by a
    // twentieth of the target (bounds run some 50 times the last change; a tenth checked too
    // early: 16.9 passes a hole against 16.3), then where the last one says.
    this.stopAt = target / 20;
    // A first guess instead of zero (the bounds hold from any values): about 1.4 shots plus
    // 0.43 a space of hex distance to the green, fitted on designed holes; 13 sweeps, not 17.
    const { hexes, green } = m.course;
    const g = hexes[green];
    for (let c = 0; c < hexes.length; c++) {
      const h = hexes[c];
      const dist =
        (Math.abs(h.q - g.q) + Math.abs(h.r - g.r) + Math.abs(h.q + h.r - g.q - g.r)) / 2;
      m.V[c] = c === green ? 0 : 1.4 + 0.43 * dist;
    }
    // In flight at c: about what resting there costs (a sweep then reads no zeros).
    // (A loop: fill() on a few dozen values a call cost more than the values.)
    for (let k = 0; k < m.W.length; k++) {
      const W = m.W[k];
      const span = 6 * (m.clubs[k].maxNumber + 1);
      for (let c = 0, i = 0; c < hexes.length; c++)
        for (const v = m.V[c]; i < (c + 1) * span; i++) W[i] = v;
    }
    this.S = spacewiseOf(m);
  }

  /**
   * Value iteration until a sweep moves no value by stopAt, then proven bounds; more sweeps
   * while they are not within target. False when they never get there. The passes run in
   * WebAssembly (wasm-sweeps.ts), to the bit the values of spacewise.ts's.
   */
  solve(): boolean {
    return inWasm(this.m, this.S, (p) => this.sweep(p));
  }

  private sweep(p: Passes): boolean {
    for (let sweep = 1; sweep <= 300; sweep++) {
      const delta = sweepSpaces(this.m, this.S, p);
      if (delta >= this.stopAt) continue;
      const b = spacewiseBounds(this.m, this.S, p);
      if (b && b.below + b.above < this.target) {
        this.bounds = b;
        this.width = b.below + b.above + SOLVE_SLACK;
        return true;
      }
      // The bounds shrink about as the last change does: aim at half the target.
      const scale = b ? (0.5 * this.target) / (b.below + b.above) : 0.1;
      this.stopAt = Math.min(this.stopAt, delta) * Math.max(0.01, scale);
    }
    return false;
  }

  /** Bounds ten times narrower (sweeping on from here); false below FINEST or if that fails. */
  refine(): boolean {
    if (this.target <= FINEST) return false;
    this.target /= 10;
    this.stopAt /= 10;
    return this.solve();
  }
}

const quick = new WeakMap<Layout, QuickModel | null>();

/** The quick model of a hole for the planner (rulebook golfer, solo scoring); null if unproven. */
export function quickModelFor(layout: Layout): QuickModel | null {
  let q = quick.get(layout);
  if (q === undefined) {
    q = new QuickModel(createModel(compileCourse(layout), CLUBS));
    if (!q.solve()) q = null;
    quick.set(layout, q);
  }
  return q;
}

/** Lets a hole's quick model go (a simulation's own new holes, once played); made again if asked for. */
export function forgetQuick(layout: Layout): void {
  quick.delete(layout);
}

/**
 * The option the first-more-than-1e-12-better rule (bestShot, bestCurve) picks from values in
 * order, if every other option is either the same sum or worse by more than width; else null.
 */
function certain(values: readonly number[], width: number): number | null {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] < values[best] - 1e-12) best = i;
  for (let i = 0; i < values.length; i++) {
    const gap = Math.abs(values[i] - values[best]);
    if (i !== best && gap > SAME && gap <= width) return null;
  }
  return best;
}

/** Picks by certain() from values(), refining q until it can; null if it never can. */
function proven(q: QuickModel, values: () => number[]): number | null {
  for (;;) {
    const i = certain(values(), q.width);
    if (i !== null) return i;
    if (!q.refine()) return null;
  }
}

/**
 * Every shot's value from c (1 + firstRollVal, clubs then aims), as the quick model stands.
 */
export function shotValues(q: QuickModel, c: number): number[] {
  const v: number[] = [];
  // Off sand the last flight pass's first-roll sums (the same values as firstRollVal's up to
  // rounding, far inside the proof's slack), plus the curve that may take any direction.
  const sand = q.m.terrain[c] === 2;
  const { nbr } = q.m.course;
  for (let k = 0; k < q.m.clubs.length; k++) {
    const t = q.S.clubs[k];
    const W = q.m.W[k];
    let curve = 0;
    if (t.pCurve && !sand) {
      curve = Infinity;
      for (let d2 = 0; d2 < 6; d2++) {
        const s2 = nbr[c * 6 + d2];
        curve = Math.min(curve, s2 < 0 ? outVal(q.m, c) : W[(s2 * 6 + d2) * t.M1]);
      }
    }
    for (let d = 0; d < 6; d++) {
      v.push(
        sand ? 1 + firstRollVal(q.m, k, c, d) : 1 + t.pCurve * curve + q.S.first[k][c * 6 + d],
      );
    }
  }
  return v;
}

/** bestShot's choice at space c, if the quick model proves it; else null. */
export function certainShot(q: QuickModel, c: number): ShotChoice | null {
  const values = () => shotValues(q, c);
  const i = proven(q, values);
  return i === null ? null : { club: Math.floor(i / 6), dir: i % 6, value: values()[i] };
}

/** bestCurve's choice for the pending curve of f, if the quick model proves it; else null. */
export function certainCurve(q: QuickModel, club: number, f: Flight): number | null {
  const i = proven(q, () => curveValues(q.m, club, f).map((o) => o.value));
  return i === null ? null : curveValues(q.m, club, f)[i].dir;
}
