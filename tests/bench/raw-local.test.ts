import { describe, expect, it } from "vitest";
import { localLoop } from "../../bench/raw-local.ts";
import { createSimRng, seedWords } from "../../src/engine/rng.ts";

describe("the raw-dice reference with the generator in local variables", () => {
  it("draws what below() on the generator object draws, and continues its stream", () => {
    for (const sides of [2, 4, 6, 8, 10, 12, 20, 7]) {
      const rng = createSimRng(99);
      const st = seedWords(99, new Int32Array(4)) as Int32Array;
      for (let call = 0; call < 3; call++) {
        let sum = 0;
        for (let i = 0; i < 5000; i++) sum = (sum + rng.below(sides)) | 0;
        expect(localLoop(sides)(st, 5000)).toBe(sum);
      }
      expect(Array.from(st)).toEqual(rng.getState());
    }
  });
});
