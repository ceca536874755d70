import { describe, expect, it } from "vitest";
import { createSimRng } from "../../../engine/rng.ts";
import { compileCourse } from "../rules/course.ts";
import { generateLayout } from "../rules/generator.ts";
import { createModel, type Model, solve } from "./model.ts";
import { ringSweep, ringsOf } from "./space-sweep.ts";
import { flightPass, shotPass, spacewiseBounds, spacewiseOf } from "./spacewise.ts";

/** Designed holes (3 to 5 boards) with sand, trees, water and fairway slides. */
const holes = Array.from({ length: 8 }, (_, i) => generateLayout(8_300_000 + 71 * i, 2 + (i % 3)));

/** Values anywhere near a hole's (0 to 15 shots), seeded: the sweep must not lean on a solve. */
function scrambled(m: Model, seed: number): Model {
  const rng = createSimRng(seed);
  const x = () => rng.below(1_000_000) / 1_000_000;
  for (let c = 0; c < m.V.length; c++) m.V[c] = c === m.course.green ? 0 : 15 * x();
  for (const W of m.W) for (let i = 0; i < W.length; i++) W[i] = 15 * x();
  return m;
}

describe("the quick model's sweep by rings of spaces (space-sweep.ts)", () => {
  it("takes every space and flight state once, ring by ring outward from the green", () => {
    for (const layout of holes) {
      const m = createModel(compileCourse(layout));
      const S = spacewiseOf(m);
      const R = ringsOf(m, S);
      const { nbr, green } = m.course;
      expect([...R.spaces].sort((a, b) => a - b)).toEqual([...m.V.keys()]);
      expect(R.spaces[0]).toBe(green);
      const ring = new Int32Array(m.V.length);
      for (let r = 0; r + 1 < R.spaceAt.length; r++) {
        for (let i = R.spaceAt[r]; i < R.spaceAt[r + 1]; i++) ring[R.spaces[i]] = r;
      }
      // Ring r + 1 is the spaces one step from ring r not in it or before.
      for (let c = 0; c < m.V.length; c++) {
        if (c === green) continue;
        const steps = [0, 1, 2, 3, 4, 5].map((d) => nbr[c * 6 + d]).filter((s) => s >= 0);
        expect(Math.min(...steps.map((s) => ring[s]))).toBe(ring[c] - 1);
      }
      const within = (list: Int32Array, at: Int32Array, all: Int32Array) => {
        const pos = new Map([...all].map((cd, i) => [cd, i]));
        expect([...list].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
        for (let r = 0; r + 1 < at.length; r++) {
          const part = [...list.subarray(at[r], at[r + 1])];
          for (const cd of part) expect(ring[(cd / 6) | 0]).toBe(r);
          // In Spacewise's order: straight ahead first.
          const p = part.map((cd) => pos.get(cd)!);
          expect(p).toEqual([...p].sort((a, b) => a - b));
        }
      };
      within(R.flights, R.flightAt, S.flightOrder);
      within(R.firstOnly, R.firstAt, S.firstOnly);
    }
  });

  it("moves nothing at the values the plain passes settle on", () => {
    for (const layout of holes.slice(0, 4)) {
      const m = scrambled(createModel(compileCourse(layout)), 5);
      const S = spacewiseOf(m);
      for (let i = 0; i < 300; i++) if (Math.max(flightPass(m, S), shotPass(m, S)) < 1e-14) break;
      const V = m.V.slice();
      expect(ringSweep(m, S, ringsOf(m, S))).toBeLessThan(1e-12);
      for (let c = 0; c < V.length; c++) expect(Math.abs(m.V[c] - V[c])).toBeLessThan(1e-12);
    }
  });

  it("repeated from any values, reaches the full solve's, and then proves bounds near zero", () => {
    for (const layout of holes.slice(0, 4)) {
      const course = compileCourse(layout);
      const m = scrambled(createModel(course), 9);
      const S = spacewiseOf(m);
      const R = ringsOf(m, S);
      for (let i = 0; i < 200; i++) if (ringSweep(m, S, R) < 1e-13) break;
      const full = createModel(course);
      solve(full, 1e-13);
      for (let c = 0; c < m.V.length; c++) expect(Math.abs(m.V[c] - full.V[c])).toBeLessThan(1e-9);
      const b = spacewiseBounds(m, S);
      expect(b).not.toBeNull();
      expect(b!.below + b!.above).toBeLessThan(1e-7);
    }
  });
});
