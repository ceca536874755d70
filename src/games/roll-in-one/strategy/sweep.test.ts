import { describe, expect, it } from "vitest";
import { CLUBS, type Club } from "../data.ts";
import { compileCourse } from "../rules/course.ts";
import { withIgnored } from "../rules/effects.ts";
import { generateLayout } from "../rules/generator.ts";
import {
  bestShot,
  createModel,
  flightValue,
  type Model,
  type ModelRules,
  outVal,
  solve,
  stopVal,
  sweepFlights,
} from "./model.ts";
import { QuickModel } from "./quick.ts";
import { kernelOf } from "./sweep.ts";
import { scratchOf } from "./sweep-scratch.ts";

/** Value iteration written with the plain one-state functions: the solve's definition. */
function plainSolve(m: Model, tol = 1e-9): number {
  const n = m.course.hexes.length;
  for (let sweep = 1; sweep <= 5000; sweep++) {
    let delta = 0;
    for (let k = 0; k < m.clubs.length; k++) {
      const M1 = m.clubs[k].maxNumber + 1;
      for (let L = M1 - 1; L >= 0; L--) {
        for (let c = 0; c < n; c++) {
          for (let d = 0; d < 6; d++) {
            const i = (c * 6 + d) * M1 + L;
            const v = flightValue(m, k, c, d, L);
            delta = Math.max(delta, Math.abs(v - m.W[k][i]));
            m.W[k][i] = v;
          }
        }
      }
    }
    for (let c = 0; c < n; c++) {
      if (c === m.course.green) continue;
      const v = bestShot(m, c).value;
      delta = Math.max(delta, Math.abs(v - m.V[c]));
      m.V[c] = v;
    }
    if (delta < tol) return sweep;
  }
  return 5000;
}

function sameBits(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
}

describe("the solve's typed sweeps", () => {
  const cases: [string, number, number, ModelRules, string][] = [
    ["3 boards", 11, 2, {}, ""],
    ["5 boards", 12, 4, {}, ""],
    ["ties beat", 13, 3, { tiesBeat: true }, ""],
    ["extra dots", 14, 3, { extraDots: 1 }, ""],
    ["table penalty", 15, 2, { penalty: 6 }, ""],
    ["sand and trees played as rough", 16, 3, {}, "ST"],
  ];
  it.each(cases)(
    "give the plain functions' values bit for bit after the same sweeps: %s",
    (_name, seed, extra, rules, ignore) => {
      const course = withIgnored(compileCourse(generateLayout(seed, extra)), ignore);
      const plain = createModel(course, undefined, rules);
      const fast = createModel(course, undefined, rules);
      expect(solve(fast)).toBe(plainSolve(plain));
      expect(sameBits(fast.V, plain.V)).toBe(true);
      for (let k = 0; k < fast.W.length; k++) expect(sameBits(fast.W[k], plain.W[k])).toBe(true);
    },
  );

  it("take the general loop for dice whose numbers do not lead in rising order, with the same bits", () => {
    const odd = (id: string, faces: Club["faces"]): Club => ({
      id,
      name: id,
      faces,
      maxNumber: Math.max(0, ...faces.filter((f): f is number => typeof f === "number")),
    });
    const clubs = [
      CLUBS[0],
      odd("shuffled", ["triangle", 2, 1, "curve", 3, "dot2", "dotted-curve", 2]),
      odd("no numbers", ["triangle", "curve", "dot1", "dot3"]),
    ];
    const course = compileCourse(generateLayout(17, 2));
    const plain = createModel(course, clubs, { tiesBeat: true });
    const fast = createModel(course, clubs, { tiesBeat: true });
    expect(solve(fast)).toBe(plainSolve(plain));
    expect(sameBits(fast.V, plain.V)).toBe(true);
    for (let k = 0; k < fast.W.length; k++) expect(sameBits(fast.W[k], plain.W[k])).toBe(true);
  });

  it("keep every club's values, with room past each, in one buffer; scratch only for the full solve", () => {
    const course = compileCourse(generateLayout(19, 3));
    const m = createModel(course);
    const n = course.hexes.length;
    let at = 0;
    m.W.forEach((W, k) => {
      const M1 = m.clubs[k].maxNumber + 1;
      expect(W.buffer).toBe(m.W[0].buffer);
      expect([W.byteOffset, W.length]).toEqual([at * 8, n * 6 * M1]);
      at += n * 7 * M1;
    });
    expect(m.W[0].buffer.byteLength).toBe(at * 8);
    // The full solve's passes work in the kernel's scratch (made on first use): what V costs.
    const q = new QuickModel(m);
    expect(q.solve()).toBe(true);
    sweepFlights(m);
    const { stopV, outV } = scratchOf(kernelOf(m));
    for (let c = 0; c < n; c++) {
      expect(stopV[c]).toBe(stopVal(m, c));
      expect(outV[c]).toBe(outVal(m, c));
    }
  });
});
