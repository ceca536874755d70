import { describe, expect, it } from "vitest";
import { compileCourse } from "../rules/course.ts";
import { generateLayout } from "../rules/generator.ts";
import { scrambled } from "../testkit.ts";
import { bestShot, createModel, flightValue, type Model, solve } from "./model.ts";
import { flightPass, shotPass, spacewiseBounds, spacewiseOf } from "./spacewise.ts";
import { kernelOf } from "./sweep.ts";

/** Designed holes (3 to 5 boards) with sand, trees, water and fairway slides. */
const holes = Array.from({ length: 12 }, (_, i) => generateLayout(8_100_000 + 53 * i, 2 + (i % 3)));

/**
 * The plain residuals (model.ts): [most above, most below, most a flight moves, rises, falls],
 * over the flight states a ball can be in (spacewise-tables.ts entered).
 */
function plainResiduals(m: Model): number[] {
  const entered = spacewiseOf(m).entered;
  let above = 0;
  let below = 0;
  let flight = 0;
  let rise = 0;
  let fall = 0;
  for (let c = 0; c < m.V.length; c++) {
    if (c === m.course.green) continue;
    const r = bestShot(m, c).value - m.V[c];
    above = Math.max(above, r);
    below = Math.max(below, -r);
  }
  m.W.forEach((W, k) => {
    const M1 = m.clubs[k].maxNumber + 1;
    for (let i = 0; i < W.length; i++) {
      const L = i % M1;
      const cd = (i - L) / M1;
      if (!entered[cd]) continue;
      const v = flightValue(m, k, Math.floor(cd / 6), cd % 6, L);
      flight = Math.max(flight, Math.abs(v - W[i]));
      rise = Math.max(rise, v - W[i]);
      fall = Math.max(fall, W[i] - v);
    }
  });
  return [above, below, flight, rise, fall];
}

describe("the quick model's sweeps (spacewise.ts)", () => {
  it("pass every flight state a ball can be in after the state straight ahead of it", () => {
    for (const layout of holes) {
      const m = createModel(compileCourse(layout));
      const { ahead, left, right } = kernelOf(m);
      const { flightOrder: order, firstOnly, entered } = spacewiseOf(m);
      expect([...order, ...firstOnly].sort((a, b) => a - b)).toEqual([...ahead.keys()]);
      for (const cd of order) expect(entered[cd]).toBe(1);
      for (const cd of firstOnly) expect(entered[cd]).toBe(0);
      const at = new Int32Array(ahead.length).fill(-1);
      order.forEach((cd, i) => {
        at[cd] = i;
      });
      for (let cd = 0; cd < ahead.length; cd++) {
        if (ahead[cd] >= 0 && entered[cd]) expect(at[ahead[cd]]).toBeLessThan(at[cd]);
        // Every step of a flight, from any state, goes to a state a ball can be in.
        for (const s of [ahead[cd], left[cd], right[cd]]) if (s >= 0) expect(entered[s]).toBe(1);
      }
    }
  });

  it("never read a flight state no ball can be in (NaN there changes no value)", () => {
    for (const layout of holes.slice(0, 6)) {
      const course = compileCourse(layout);
      const run = (poison: boolean) => {
        const m = scrambled(createModel(course), 11);
        const S = spacewiseOf(m);
        if (poison) {
          m.W.forEach((W, k) => {
            const M1 = m.clubs[k].maxNumber + 1;
            for (const cd of S.firstOnly) W.fill(Number.NaN, cd * M1, (cd + 1) * M1);
          });
        }
        for (let i = 0; i < 5; i++) {
          flightPass(m, S);
          shotPass(m, S);
        }
        const res = new Float64Array(6);
        flightPass(m, S, false, res);
        shotPass(m, S, false, res);
        return [...m.V, ...S.first.flatMap((f) => [...f]), ...res];
      };
      const clean = run(false);
      expect(clean.every(Number.isFinite)).toBe(true);
      expect(run(true)).toEqual(clean);
    }
  });

  it("compute the plain model's residuals from any values, moving nothing", () => {
    holes.forEach((layout, h) => {
      for (let seed = 0; seed < 4; seed++) {
        const m = scrambled(createModel(compileCourse(layout)), 1000 * h + seed);
        const V = m.V.slice();
        const W = m.W.map((w) => w.slice());
        const res = new Float64Array(6);
        const S = spacewiseOf(m);
        flightPass(m, S, false, res);
        shotPass(m, S, false, res);
        expect([...m.V]).toEqual([...V]);
        m.W.forEach((w, k) => {
          expect([...w]).toEqual([...W[k]]);
        });
        const plain = plainResiduals(m);
        for (const [i, j] of [
          [0, 0],
          [1, 1],
          [2, 2],
          [4, 3],
          [5, 4],
        ]) {
          expect(Math.abs(res[i] - plain[j])).toBeLessThan(1e-12);
        }
      }
    });
  });

  it("repeated from any values, reach the full solve's, and then prove bounds near zero", () => {
    for (const layout of holes.slice(0, 4)) {
      const course = compileCourse(layout);
      const m = scrambled(createModel(course), 7);
      const S = spacewiseOf(m);
      for (let i = 0; i < 200; i++) if (Math.max(flightPass(m, S), shotPass(m, S)) < 1e-13) break;
      const full = createModel(course);
      solve(full, 1e-13);
      for (let c = 0; c < m.V.length; c++) expect(Math.abs(m.V[c] - full.V[c])).toBeLessThan(1e-9);
      const b = spacewiseBounds(m, S);
      expect(b).not.toBeNull();
      expect(b!.below + b!.above).toBeLessThan(1e-7);
    }
  });
});
