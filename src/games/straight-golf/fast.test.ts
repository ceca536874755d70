import { describe, expect, it } from "vitest";
import { simulateRange } from "../../sim/simulate.ts";
import { fastSimulate } from "./fast.ts";
import { gameModule } from "./index.ts";
import { optionsSchema } from "./options.ts";

/** Seeds whose first roll draws a value below(6) rejects, at its sixth die (found by search). */
const REDRAWN = [45412132, 150826807];

describe("Straight Golf fast path, two games at a time", () => {
  for (const [inOrder, rounds] of [
    [false, 9],
    [true, 9],
    [false, 3],
  ] as const) {
    const o = optionsSchema.parse({ players: 1, inOrder, rounds });
    it(`scores each game of a batch as the game alone does: inOrder ${inOrder}, ${rounds} rounds`, () => {
      // Batches of every size from 1 to 9: odd sizes end with a game alone.
      const alone = Array.from({ length: 60 }, (_, g) => fastSimulate(1, 500 + g, "random", o)[0]);
      for (let size = 1; size <= 9; size++) {
        for (let at = 0; at + size <= alone.length; at += size) {
          expect(Array.from(fastSimulate(size, 500 + at, "random", o))).toEqual(
            alone.slice(at, at + size),
          );
        }
      }
      const engine = simulateRange(gameModule, { inOrder, rounds }, 0, 60, 500, "random", true);
      expect(alone).toEqual(Array.from(engine));
    });

    it(`plays a game that redraws as the engine does, either of a pair: inOrder ${inOrder}, ${rounds} rounds`, () => {
      for (const seed of REDRAWN) {
        for (const start of [seed - 1, seed]) {
          const engine = simulateRange(
            gameModule,
            { inOrder, rounds },
            0,
            3,
            start,
            "random",
            true,
          );
          expect(Array.from(fastSimulate(3, start, "random", o))).toEqual(Array.from(engine));
        }
      }
    });
  }
});
