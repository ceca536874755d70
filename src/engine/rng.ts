/**
 * Seeded randomness. The generator lives in the match runner, never in a game state or a view,
 * so a player can neither see nor predict the dice.
 *
 * Two generators: xoroshiro128+ (pure-rand), which every record made before records version 2
 * used and which matches that take input still use, and xoshiro128** (./xoshiro.ts), plain 32-bit
 * integer code several times faster, which the trusted simulation loops use. A record made with
 * xoshiro128** says so (`generator`), so every record replays with the generator it was made with.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { Xoshiro128ss } from "./xoshiro.ts";

export { Xoshiro128ss } from "./xoshiro.ts";
export type { RandomGenerator };

export const GENERATORS = ["xoroshiro128+", "xoshiro128**"] as const;
export type GeneratorName = (typeof GENERATORS)[number];

/** What a record without a `generator` field (records version 1) was rolled with. */
export const RECORD_V1_GENERATOR: GeneratorName = "xoroshiro128+";
/** The generator of simulations, soaks, benches and bot-vs-bot runs (trusted loops). */
export const SIM_GENERATOR: GeneratorName = "xoshiro128**";

/**
 * splitmix32 words from a seed. pure-rand seeds xoroshiro128+ almost verbatim (its first output
 * is ~seed), so games with consecutive seeds would start with correlated rolls; spreading the
 * seed over all 128 bits first is what the xoroshiro authors recommend.
 */
export function seedWords(seed: number, out: Int32Array | number[] = new Array<number>(4)) {
  let x = seed | 0;
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) | 0;
    let t = x ^ (x >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    out[i] = (t ^ (t >>> 15)) | 0;
  }
  return out;
}

export function createRng(
  seed: number,
  generator: GeneratorName = "xoroshiro128+",
): RandomGenerator {
  if (generator === "xoshiro128**") return new Xoshiro128ss(seed);
  const state = seedWords(seed) as number[];
  // An all-zero state would only ever produce zeros; splitmix32 makes it all but impossible.
  if (state.every((w) => w === 0)) return xoroshiro128plus(seed | 0);
  return xoroshiro128plusFromState(state);
}

/** A simulation generator as its concrete class, so hot loops call `below` directly. */
export function createSimRng(seed: number): Xoshiro128ss {
  return new Xoshiro128ss(seed);
}

export function rngFromState(
  state: readonly number[],
  generator: GeneratorName = "xoroshiro128+",
): RandomGenerator {
  if (generator === "xoshiro128**") return Xoshiro128ss.fromState(state);
  return xoroshiro128plusFromState(state);
}

/** A fresh seed from the clock and Math.random, for games where the user gave none. */
export function freshSeed(): number {
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
}
