/**
 * Seeded randomness. The generator lives in the match runner, never in a game state or a view,
 * so a player can neither see nor predict the dice.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

export type { RandomGenerator };

export function createRng(seed: number): RandomGenerator {
  return xoroshiro128plus(seed | 0);
}

export function rngFromState(state: readonly number[]): RandomGenerator {
  return xoroshiro128plusFromState(state);
}

/** A fresh seed from the clock and Math.random, for games where the user gave none. */
export function freshSeed(): number {
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
}
