/**
 * Seeded randomness. The generator lives in the match runner, never in a game state or a view,
 * so a player can neither see nor predict the dice.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

export type { RandomGenerator };

/**
 * pure-rand seeds xoroshiro128+ almost verbatim (its first output is ~seed), so games with
 * consecutive seeds would start with correlated rolls. Spread the seed over all 128 bits of
 * state with splitmix32 first, as the xoroshiro authors recommend.
 */
export function createRng(seed: number): RandomGenerator {
  let x = seed | 0;
  const next = () => {
    x = (x + 0x9e3779b9) | 0;
    let t = x ^ (x >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) | 0;
  };
  const state = [next(), next(), next(), next()];
  // An all-zero state would only ever produce zeros; splitmix32 makes it all but impossible.
  if (state.every((w) => w === 0)) return xoroshiro128plus(seed | 0);
  return xoroshiro128plusFromState(state);
}

export function rngFromState(state: readonly number[]): RandomGenerator {
  return xoroshiro128plusFromState(state);
}

/** A fresh seed from the clock and Math.random, for games where the user gave none. */
export function freshSeed(): number {
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
}
