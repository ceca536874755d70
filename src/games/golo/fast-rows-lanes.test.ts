import { describe, expect, it } from "vitest";
import { runGolo } from "./fast.ts";
import { optionsSchema } from "./options.ts";

/** Seeds whose first roll draws a value below(12) rejects (as in fast-greedy.test.ts). */
const REDRAWN = [45412132, 150826807];

describe("GOLO optimal rows, two games at a time", () => {
  for (const mode of ["simple", "trips"]) {
    for (const holes of [9, 18]) {
      const o = optionsSchema.parse({ mode, holes });
      it(`scores each game of a batch as the game alone does: ${mode}, ${holes} holes`, () => {
        // Batches of every size from 1 to 9, so each lane ends a batch (odd and even sizes).
        const first = 1000;
        const alone = Array.from({ length: 60 }, (_, g) => runGolo(1, first + g, "optimal", o)[0]);
        for (let size = 1; size <= 9; size++) {
          for (let at = 0; at + size <= alone.length; at += size) {
            expect(Array.from(runGolo(size, first + at, "optimal", o))).toEqual(
              alone.slice(at, at + size),
            );
          }
        }
        expect(Array.from(runGolo(60, first, "optimal", o))).toEqual(
          Array.from(runGolo(60, first, "optimal", o, true)),
        );
      });

      it(`plays a game that redraws anywhere in a batch as below() does: ${mode}, ${holes} holes`, () => {
        // The redrawn game first, second, in the middle and last of batches of 2, 3 and 8.
        for (const seed of REDRAWN) {
          for (const [size, place] of [
            [2, 0],
            [2, 1],
            [3, 2],
            [8, 0],
            [8, 1],
            [8, 5],
            [8, 7],
          ]) {
            const start = seed - place;
            expect(Array.from(runGolo(size, start, "optimal", o))).toEqual(
              Array.from(runGolo(size, start, "optimal", o, true)),
            );
          }
        }
      });
    }
  }
});
