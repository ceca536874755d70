/** The decision tables by cup and roll: the walk over dice, and tabled play equal to roll-by-roll play. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type DiceSpec, diceFor } from "../data.ts";
import { runGolo } from "../fast.ts";
import { optionsSchema } from "../options.ts";
import { rollCodes } from "./rolltable.ts";

const set = diceFor(undefined);
const wide = JSON.parse(
  readFileSync(new URL("../data/lab/wide-whites.json", import.meta.url), "utf8"),
) as DiceSpec;

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

describe("roll codes", () => {
  const codes = rollCodes(set);
  const M = codes.maxCount + 1;

  it("number each kind's multisets of n dice once: C(values + n - 1, n) of them", () => {
    set.kinds.forEach((kind, k) => {
      const values = new Set(kind.faces).size;
      for (let n = 0; n <= kind.count; n++) {
        expect(codes.levelSize[k * M + n]).toBe(choose(values + n - 1, n));
      }
    });
  });

  it("reach the same state whatever order the dice show their faces in", () => {
    const white = set.kinds.findIndex((k) => k.count === 5);
    const walk = (positions: number[]) =>
      positions.reduce((s, p) => codes.trans[(s << 4) | p], codes.start[white]);
    const positions = [0, 11, 4, 4, 7];
    const s = walk(positions);
    for (const order of [
      [11, 0, 4, 7, 4],
      [4, 4, 7, 11, 0],
      [7, 4, 0, 4, 11],
    ]) {
      expect(walk(order)).toBe(s);
    }
    // A white die shows a 5 at positions 4 and 5 and a 6 at 6 and 7: the same multiset.
    expect(walk([0, 11, 5, 4, 6])).toBe(s);
    expect(walk([1, 11, 4, 4, 7])).not.toBe(s);
    const faces = Array.from(codes.faces.subarray(codes.facesFrom[s], codes.facesFrom[s + 1]));
    const wf = set.kinds[white].faces;
    expect(faces).toEqual(positions.map((p) => wf[p]).sort((a, b) => a - b));
    expect(s - codes.levelOff[white * M + 5]).toBeLessThan(codes.levelSize[white * M + 5]);
  });
});

describe("tabled play (and the greedy loop and option table of simple and Trips play)", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["simple", {}],
    ["simple, 18 holes", { holes: 18 }],
    ["trips", { mode: "trips" }],
    ["scorecard", { mode: "scorecard" }],
    ["scorecard, another nine", { mode: "scorecard", pars: [5, 4, 3, 4, 4, 3, 4, 4, 5] }],
    ["scorecard, par 3s only", { mode: "scorecard", pars: [3, 3, 3, 3, 3, 3, 3, 3, 3] }],
    [
      "scorecard, 18 holes",
      { mode: "scorecard", pars: [4, 4, 3, 4, 5, 4, 4, 3, 5, 3, 5, 4, 4, 4, 3, 5, 4, 4] },
    ],
    ["simple, wide whites", { dice: wide }],
    ["trips, wide whites", { mode: "trips", dice: wide }],
  ];
  for (const [name, options] of cases) {
    it(`scores every game as roll-by-roll play does: ${name}`, () => {
      const o = optionsSchema.parse(options);
      for (const bot of ["greedy", "optimal"]) {
        const games = 2500;
        const byRoll = runGolo(games, 31, bot, o, true);
        // Twice: the second run reads cells the first filled.
        for (let rep = 0; rep < 2; rep++) {
          expect(Array.from(runGolo(games, 31, bot, o))).toEqual(Array.from(byRoll));
        }
      }
    });
  }
});
