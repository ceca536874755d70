import { describe, expect, it } from "vitest";
import { Xoshiro128ss } from "../../engine/xoshiro.ts";
import { runGolo } from "./fast.ts";
import { faceCode, POSITION } from "./fast-greedy.ts";
import { optionsSchema } from "./options.ts";

/** Seeds whose first roll (nine dice) draws a value below(12) rejects, at its sixth die. */
const REDRAWN = [45412132, 150826807];

describe("GOLO greedy fast path", () => {
  it("reads below(12)'s face position from its face code, over the whole int32 range", () => {
    const check = (w: number) => {
      expect(POSITION[faceCode(w)]).toBe((w + 2147483648) % 12);
    };
    const rng = new Xoshiro128ss(5);
    for (let i = 0; i < 200_000; i++) check(rng.next());
    // The ends of the range (below rejects from 2^31 - 4 up) and around 0.
    for (let w = -2147483648; w < -2147483648 + 5000; w++) check(w);
    for (let w = -5000; w < 5000; w++) check(w);
    for (let w = 2147483647 - 5000; w <= 2147483647; w++) check(w);
  });

  it("draws the seeds' redrawn dice as below() does", () => {
    // Each seed's game hits a rejection, which the simple loop hands to the general loop.
    for (const seed of REDRAWN) {
      const first = new Xoshiro128ss(seed);
      let rejected = false;
      for (let i = 0; i < 9; i++) rejected ||= first.next() + 2147483648 >= 4294967292;
      expect(rejected).toBe(true);
    }
    for (const mode of ["simple", "trips"]) {
      for (const holes of [9, 18]) {
        const o = optionsSchema.parse({ mode, holes });
        for (const bot of ["greedy", "optimal"]) {
          for (const seed of REDRAWN) {
            const byRoll = Array.from(runGolo(3, seed - 1, bot, o, true));
            expect(Array.from(runGolo(3, seed - 1, bot, o))).toEqual(byRoll);
          }
        }
      }
    }
  });
});
