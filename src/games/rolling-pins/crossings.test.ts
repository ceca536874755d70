/**
 * A roll's crossings come from per-frame lists of the masks with each sum (data.ts `withSum`):
 * checked here against the plain walk down the submasks of the standing pins, for every standing
 * set, every value a roll can have and every frame of each sheet, order included (the random
 * bot picks by position in the legal list, so the order is part of every seeded game).
 */
import { describe, expect, it } from "vitest";
import { crossings } from "./actions.ts";
import { layoutOf, loadDefaultSheet, loadSheetFile } from "./data.ts";
import type { PlayerSheet } from "./state.ts";
import { start } from "./testkit.ts";

const sheets = {
  default: loadDefaultSheet(),
  "twelve-pins": loadSheetFile("src/games/rolling-pins/data/lab/twelve-pins.json"),
  "first-design": loadSheetFile("src/games/rolling-pins/data/lab/first-design.json"),
};

/** The walk down the submasks of S, highest first, by sum: what crossings gave before the lists. */
function walk(sums: Int32Array, S: number): Map<number, number[]> {
  const bySum = new Map<number, number[]>();
  for (let t = S; t > 0; t = (t - 1) & S) {
    const list = bySum.get(sums[t]) ?? [];
    list.push(t);
    bySum.set(sums[t], list);
  }
  return bySum;
}

describe("crossings: the masks of standing pins that add up to the roll", () => {
  for (const [name, sheet] of Object.entries(sheets)) {
    it(`match the walk over the standing pins' subsets, in order: ${name} sheet`, () => {
      const l = layoutOf(sheet);
      const s = start().sheets[0];
      let found = 0;
      for (let frame = 0; frame < l.pins.length; frame++) {
        for (let S = 0; S < 1024; S++) {
          // The sheet as the rules read it: the frame, and the pins not in S crossed out.
          const first = s.first.map((_, f) => (f === frame ? 1023 & ~S : 0));
          const sheetAt: PlayerSheet = { ...s, frame, first };
          const bySum = walk(l.sums[frame], S);
          for (let v = -2; v <= 130; v++) {
            const want = v > 0 ? (bySum.get(v) ?? []) : [];
            const got = crossings(l, sheetAt, v);
            if (got.length !== want.length || got.some((m, i) => m !== want[i]))
              expect({ frame, S, v, got }).toEqual({ frame, S, v, got: want });
            found += got.length;
          }
        }
      }
      // Every non-empty subset of every frame is a crossing of every set that holds it: 3^10 - 2^10.
      expect(found).toBe(l.pins.length * (3 ** 10 - 2 ** 10));
    });
  }
});
