import { describe, expect, it } from "vitest";
import { playBots, SIMULATION } from "../../../strategy/autoplay.ts";
import { gameModule as rollInOne } from "../index.ts";
import { compileCourse } from "../rules/course.ts";
import { generateLayout } from "../rules/generator.ts";
import type { Flight } from "../rules/shot.ts";
import type { State } from "../state.ts";
import { bestShot, createModel, firstRollVal, type Model, solve } from "./model.ts";
import { bestCurve } from "./planner.ts";
import { certainCurve, certainShot, QuickModel, shotValues } from "./quick.ts";
import { sweepFlights, sweepShots } from "./sweep.ts";

/** Designed holes as the bot makes them (3 to 5 boards), a different seed each. */
const holes = Array.from({ length: 24 }, (_, i) => generateLayout(7_000_000 + 37 * i, 2 + (i % 3)));

/** Value iteration far past the planner's 1e-9: the exact values to rounding. */
function converged(m: Model): Model {
  for (let s = 0; s < 400; s++) if (Math.max(sweepFlights(m), sweepShots(m)) < 1e-13) break;
  return m;
}

/** Every pending curve a flight can have: in flight, first roll (any direction, from sand too), dotted. */
function pendingCurves(m: Model, club: number): Flight[] {
  const out: Flight[] = [];
  const n = m.course.hexes.length;
  for (let pos = 0; pos < n; pos++) {
    for (let dir = 0; dir < 6; dir++) {
      for (let last = 0; last <= m.clubs[club].maxNumber; last++) {
        out.push({
          pos,
          dir,
          last,
          first: false,
          pending: "curve",
          anyDirection: false,
          stayPut: false,
        });
      }
      out.push({
        pos,
        dir,
        last: 0,
        first: false,
        pending: "dotted-curve",
        anyDirection: false,
        stayPut: false,
      });
    }
    const stayPut = m.course.terrain[pos] === "S";
    out.push({ pos, dir: 0, last: 0, first: false, pending: "curve", anyDirection: true, stayPut });
  }
  return out;
}

describe("the quick planner (early-stopped value iteration with proven bounds)", () => {
  const cases = holes.map((layout) => {
    const course = compileCourse(layout);
    const q = new QuickModel(createModel(course));
    expect(q.solve()).toBe(true);
    const full = createModel(course);
    solve(full);
    return { q, full, exact: converged(createModel(course)) };
  });

  it("bounds the exact values, every flight value and the full solve's values", () => {
    let widest = 0;
    for (const { q, full, exact } of cases) {
      const { below, above } = q.bounds;
      widest = Math.max(widest, below + above);
      const within = (mine: Float64Array, theirs: Float64Array, slack: number, M1 = 0) => {
        for (let i = 0; i < mine.length; i++) {
          // Flight values only where a ball can be (no flight reads the others).
          if (M1 && !q.S.entered[Math.floor(i / M1)]) continue;
          expect(theirs[i] - mine[i]).toBeLessThanOrEqual(above);
          expect(mine[i] - theirs[i]).toBeLessThanOrEqual(below + slack);
        }
      };
      within(q.m.V, exact.V, 0);
      for (let k = 0; k < q.m.W.length; k++) {
        within(q.m.W[k], exact.W[k], 0, q.m.clubs[k].maxNumber + 1);
      }
      // The full solve stops a little below the exact values (1e-9 tolerance).
      within(q.m.V, full.V, 1e-8);
      for (let k = 0; k < full.V.length; k++)
        expect(full.V[k]).toBeLessThanOrEqual(exact.V[k] + 1e-11);
    }
    expect(widest).toBeLessThan(1e-2);
  });

  it("values shots from its sweeps' first-roll sums as firstRollVal does, after refining too", () => {
    for (const layout of holes.slice(0, 8)) {
      const q = new QuickModel(createModel(compileCourse(layout)));
      expect(q.solve()).toBe(true);
      for (let round = 0; round < 2; round++) {
        for (let c = 0; c < q.m.V.length; c++) {
          if (c === q.m.course.green) continue;
          const mine = shotValues(q, c);
          for (let k = 0; k < q.m.clubs.length; k++) {
            for (let d = 0; d < 6; d++) {
              const plain = 1 + firstRollVal(q.m, k, c, d);
              expect(Math.abs(mine[k * 6 + d] - plain)).toBeLessThan(1e-12);
            }
          }
        }
        q.refine();
      }
    }
  });

  it("takes every shot and curve the full solve takes, or none (then the full solve decides)", () => {
    let shots = 0;
    let unproven = 0;
    let curves = 0;
    let unprovenCurves = 0;
    for (const { q, full } of cases) {
      for (let c = 0; c < full.V.length; c++) {
        if (c === full.course.green) continue;
        shots++;
        const mine = certainShot(q, c);
        const theirs = bestShot(full, c);
        if (!mine) unproven++;
        else expect([mine.club, mine.dir]).toEqual([theirs.club, theirs.dir]);
      }
      for (const club of [1, 3, 4]) {
        for (const f of pendingCurves(full, club)) {
          curves++;
          const mine = certainCurve(q, club, f);
          if (mine === null) unprovenCurves++;
          else expect(mine).toBe(bestCurve(full, club, f));
        }
      }
    }
    // Refining to 1e-5 leaves only near-ties to the full solve.
    expect(shots).toBeGreaterThan(1000);
    expect(unproven).toBeLessThanOrEqual(shots / 200);
    expect(curves).toBeGreaterThan(100_000);
    expect(unprovenCurves).toBeLessThanOrEqual(curves / 1000);
  });

  it("the fast path plays the designed holes of the default game exactly as the engine does", () => {
    const options = rollInOne.game.optionsSchema.parse({});
    const fast = rollInOne.fast!.run(3, 90, "planner", options);
    const slow = [0, 1, 2].map((g) => {
      const m = playBots(rollInOne, options, 90 + g, ["planner"], undefined, SIMULATION);
      return rollInOne.game.result(m.state as State).scores[0];
    });
    expect([...fast]).toEqual(slow);
  });
});
