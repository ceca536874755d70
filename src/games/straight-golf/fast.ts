/** The fastest path: whole one-seat games in a tight loop, same generator and draws as the engine. */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { createRng } from "../../engine/rng.ts";
import { ATTEMPTS, type StraightOptions, turnScore } from "./rules.ts";

/** Seat 0's total for each game; game g uses seed + g, like the generic simulator. */
export function fastSimulate(
  games: number,
  seed: number,
  _bot: string,
  options: StraightOptions,
): Float64Array {
  const out = new Float64Array(games);
  const inOrder = options.inOrder;
  const roll = new Int32Array(6);
  for (let g = 0; g < games; g++) {
    const rng = createRng(seed + g);
    let total = 0;
    for (let round = 0; round < options.rounds; round++) {
      let keptMask = 0;
      let kept = 0;
      let attempts = 0;
      while (kept < 6 && attempts < ATTEMPTS) {
        const n = 6 - kept;
        let seen = 0;
        for (let i = 0; i < n; i++) {
          roll[i] = uniformInt(rng, 1, 6);
          seen |= 1 << roll[i];
        }
        attempts++;
        if (inOrder) {
          while (kept < 6 && seen & (1 << (kept + 1))) kept++;
        } else {
          const add = seen & ~keptMask & 0b1111110;
          keptMask |= add;
          for (let m = add; m; m &= m - 1) kept++;
        }
      }
      total += turnScore(kept, attempts);
    }
    out[g] = total;
  }
  return out;
}
