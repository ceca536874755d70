import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLUBS } from "../data.ts";
import { compileCourse } from "../rules/course.ts";
import { generateLayout } from "../rules/generator.ts";
import { scrambled } from "../testkit.ts";
import { createModel, type Model } from "./model.ts";
import { QuickModel } from "./quick.ts";
import { jsPasses, type Passes, spacewiseBounds, spacewiseOf, sweepSpaces } from "./spacewise.ts";
import { inWasm } from "./wasm-sweeps.ts";

/** Designed holes (3 to 5 boards) with sand, trees, water, fairway slides and every club. */
const holes = Array.from({ length: 24 }, (_, i) => generateLayout(7_300_000 + 71 * i, 2 + (i % 3)));

/** Every value the passes write: V, each club's W with its room, each club's first-roll sums. */
function values(m: Model): number[] {
  const S = spacewiseOf(m);
  return [...m.V, ...S.Wx.flatMap((W) => [...W]), ...S.first.flatMap((f) => [...f])];
}

/** Runs the same steps on two copies of a model, by JavaScript and by WebAssembly. */
function both(make: () => Model, steps: (m: Model, p: Passes) => unknown[]) {
  const js = make();
  const wasm = make();
  const a = steps(js, jsPasses(js, spacewiseOf(js)));
  const b = inWasm(wasm, spacewiseOf(wasm), (p) => steps(wasm, p));
  return { js: [...a, ...values(js)], wasm: [...b, ...values(wasm)] };
}

describe("the quick model's passes in WebAssembly (wasm-sweeps.ts)", () => {
  it("write the same values to the bit as spacewise.ts's, sweep after sweep", () => {
    for (const layout of holes) {
      const { js, wasm } = both(
        () => createModel(compileCourse(layout), CLUBS),
        (m, p) => Array.from({ length: 5 }, () => sweepSpaces(m, spacewiseOf(m), p)),
      );
      expect(wasm.length).toBe(js.length);
      // toEqual would let -0 equal 0; Object.is does not.
      expect(wasm.every((v, i) => Object.is(v, js[i]))).toBe(true);
    }
  });

  it("measure the same residuals and prove the same bounds from any values", () => {
    holes.forEach((layout, i) => {
      const make = () => scrambled(createModel(compileCourse(layout), CLUBS), 40 + i);
      const { js, wasm } = both(make, (m, p) => {
        const S = spacewiseOf(m);
        const res = new Float64Array(6);
        const flight = p.flight(false, res);
        const shot = p.shot(false, res);
        return [flight, shot, ...res, JSON.stringify(spacewiseBounds(m, S, p))];
      });
      expect(wasm).toEqual(js);
      // A residual pass changes nothing (both sides were checked value by value above).
      expect(js.slice(0, 2).every((v) => typeof v === "number" && v > 0)).toBe(true);
    });
  });

  it("leave a quick model's values in its own arrays, another model solved in between", () => {
    const quick = (l = holes[0]) => new QuickModel(createModel(compileCourse(l)));
    const a = quick();
    const b = quick(holes[1]);
    expect(a.solve()).toBe(true);
    const solvedA = values(a.m);
    expect(b.solve()).toBe(true);
    expect(values(a.m)).toEqual(solvedA);
    // a refines from its own values, not from b's left in the shared memory: as a twin does
    // that nothing came between.
    expect(a.refine()).toBe(true);
    const twin = quick();
    expect(twin.solve() && twin.refine()).toBe(true);
    expect(values(a.m)).toEqual(values(twin.m));
    expect(a.bounds).toEqual(twin.bounds);
  });

  it("come from sweeps.wat as it stands (the committed bytes are what it assembles to)", () => {
    // Exits 1 with a message naming the stale file.
    expect(() =>
      execFileSync("node", ["bin/build-wasm.mjs", "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });
});
