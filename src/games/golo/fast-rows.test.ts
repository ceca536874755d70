import { describe, expect, it } from "vitest";
import { defaultDice } from "./data.ts";
import { walkOf } from "./fast-optimal.ts";
import { fillRow, rowCell, rowStrokes, rowsOf } from "./fast-rows.ts";
import { fillOption, optionTable } from "./strategy/optable.ts";
import { solve } from "./strategy/solver.ts";

describe("GOLO optimal rows", () => {
  for (const mode of ["simple", "trips"] as const) {
    it(`give every cell's removal and strokes as the option table (bestOption) does: ${mode}`, () => {
      const set = defaultDice;
      const sv = solve(set, mode);
      const t = optionTable(set, sv, mode === "trips" ? 2 : 1)!;
      const { walk2, width } = walkOf(t);
      const R = rowsOf(t, walk2, width)!;
      expect(R).not.toBeNull();
      const { K, size, counts, stride, off } = t;
      const { levelOff, levelSize } = t.codes;
      const M = t.codes.maxCount + 1;
      let checked = 0;
      let wrong = 0;
      for (let key = 0; key < t.keys; key++) {
        const cup = key % size;
        // An empty cup is never rolled.
        if (t.many[cup] === 0) continue;
        for (let roll = 0; roll < off[key + 1] - off[key]; roll++) {
          // The roll's state per kind, read from the option table's mixed radix.
          let si = 0;
          let radix = 1;
          let ws = 0;
          for (let k = 0; k < K; k++) {
            const c = counts[cup * K + k];
            const at = k * M + c;
            const s = levelOff[at] + (Math.floor(roll / stride[key * K + k]) % levelSize[at]);
            if (k === R.wide) ws = s;
            else if (c > 0) {
              si += (s - levelOff[at]) * radix;
              radix *= levelSize[at];
            }
          }
          const ref = R.rid[R.offR[key] + si] || fillRow(R, key, si);
          const cell = t.cells[off[key] + roll] || fillOption(t, key, roll);
          // One expect at the end: a million calls of expect take most of a minute.
          const removal = rowCell(R, ref, ws) - 1;
          if (removal !== (cell & 255) - 1) wrong++;
          if (rowStrokes(R, R.offR[key] + si, ws, removal) !== cell >> 8) wrong++;
          checked++;
        }
      }
      expect(wrong).toBe(0);
      expect(checked).toBeGreaterThan(t.off[t.keys] - t.keys);
      // The rows are what makes them small: a fraction of the option table's cells.
      expect(R.used).toBeLessThan(t.off[t.keys] / 4);
    });
  }
});
