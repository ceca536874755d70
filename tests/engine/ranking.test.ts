import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rankBy, rankScores, rollOff } from "../../src/engine/ranking.ts";

describe("ranking seats", () => {
  it("groups equal scores into one place, best first, lower or higher", () => {
    expect(rankScores([36, 34, 36, 40], true)).toEqual([[1], [0, 2], [3]]);
    expect(rankScores([120, 150, 150], false)).toEqual([[1, 2], [0]]);
    expect(rankScores([], true)).toEqual([]);
  });

  it("places every seat exactly once, and a better score never after a worse one", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 12 }), (scores) => {
        const r = rankScores(scores, true);
        expect(r.flat().sort((a, b) => a - b)).toEqual(scores.map((_, i) => i));
        for (let p = 1; p < r.length; p++)
          expect(scores[r[p - 1][0]]).toBeLessThan(scores[r[p][0]]);
        for (const group of r) expect(new Set(group.map((s) => scores[s])).size).toBe(1);
      }),
    );
  });

  it("takes any comparison, e.g. a tie-break on a second figure", () => {
    const totals = [10, 10, 12];
    const last = [3, 4, 1];
    expect(rankBy(3, (a, b) => totals[a] - totals[b] || last[a] - last[b])).toEqual([
      [0],
      [1],
      [2],
    ]);
  });
});

describe("the roll-off for first player", () => {
  it("the highest roll goes first; seats tied for highest roll again", () => {
    expect(rollOff([0, 1, 2], [3, 6, 5], "highest")).toEqual({ first: 1 });
    expect(rollOff([0, 1, 2], [6, 2, 6], "highest")).toEqual({ again: [0, 2] });
  });
  it("where the rulebook says lowest, the lowest goes first", () => {
    expect(rollOff([1, 3], [2, 5], "lowest")).toEqual({ first: 1 });
    expect(rollOff([0, 1, 3], [1, 1, 4], "lowest")).toEqual({ again: [0, 1] });
  });
});
