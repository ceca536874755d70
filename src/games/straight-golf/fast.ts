/**
 * The fastest path: whole one-seat games in a tight loop, the same simulation generator and draws
 * as the engine, through the rules' own `keptAfter` and `turnScore`.
 */
import { createSimRng } from "../../engine/rng.ts";
import type { FastPath } from "../module.ts";
import { keptAfter, turnScore, valuesIn } from "./game.ts";
import type { Options } from "./options.ts";
import { ATTEMPTS } from "./state.ts";

/** Seat 0's total for each game; game g uses seed + g, like the generic simulator. */
export function fastSimulate(
  games: number,
  seed: number,
  _bot: string,
  options: Options,
): Float64Array {
  const out = new Float64Array(games);
  const inOrder = options.inOrder;
  const rng = createSimRng(seed);
  for (let g = 0; g < games; g++) {
    rng.reseed(seed + g);
    let total = 0;
    for (let round = 0; round < options.rounds; round++) {
      let mask = 0;
      let kept = 0;
      let attempts = 0;
      while (kept < 6 && attempts < ATTEMPTS) {
        let seen = 0;
        for (let i = kept; i < 6; i++) seen |= 2 << rng.below(6);
        attempts++;
        mask = keptAfter(mask, seen, inOrder);
        kept = valuesIn(mask);
      }
      total += turnScore(kept, attempts);
    }
    out[g] = total;
  }
  return out;
}

/** The rules leave no choice, so every bot plays alike and the fast path covers them all. */
export const fast: FastPath<Options> = { covers: () => true, run: fastSimulate };
