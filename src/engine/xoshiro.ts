/**
 * xoshiro128** 1.0 (Blackman and Vigna, prng.di.unimi.it) as plain 32-bit integer code. It keeps
 * pure-rand's RandomGenerator shape (next() is the reference output as a signed int32), so
 * pure-rand's uniformInt over it draws exactly what `below` draws; hot loops call `below`.
 */
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

export class Xoshiro128ss implements RandomGenerator {
  s0 = 0;
  s1 = 0;
  s2 = 0;
  s3 = 0;

  constructor(seed = 0) {
    this.reseed(seed);
  }

  static fromState(state: readonly number[]): Xoshiro128ss {
    if (state.length !== 4 || state.every((w) => w === 0)) {
      throw new Error("a xoshiro128** state is four 32-bit words, not all zero");
    }
    const g = new Xoshiro128ss();
    g.s0 = state[0] | 0;
    g.s1 = state[1] | 0;
    g.s2 = state[2] | 0;
    g.s3 = state[3] | 0;
    return g;
  }

  /** Restarts from `seed` in place (splitmix32 words, as createRng), so loops need not allocate. */
  reseed(seed: number): this {
    let x = seed | 0;
    x = (x + 0x9e3779b9) | 0;
    this.s0 = mix(x);
    x = (x + 0x9e3779b9) | 0;
    this.s1 = mix(x);
    x = (x + 0x9e3779b9) | 0;
    this.s2 = mix(x);
    x = (x + 0x9e3779b9) | 0;
    this.s3 = mix(x);
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s3 = 1;
    return this;
  }

  /** The next output as a signed 32-bit integer (pure-rand's convention). */
  next(): number {
    const s1 = this.s1;
    const m = Math.imul(s1, 5);
    const r = Math.imul((m << 7) | (m >>> 25), 9);
    const t = s1 << 9;
    const s2 = this.s2 ^ this.s0;
    const s3 = this.s3 ^ s1;
    this.s1 = s1 ^ s2;
    this.s0 = this.s0 ^ s3;
    this.s2 = s2 ^ t;
    this.s3 = (s3 << 11) | (s3 >>> 21);
    return r;
  }

  /**
   * Unbiased integer in [0, n) for 1 <= n <= 2^32: rejection of the top partial block, then
   * modulo, over next() + 2^31 exactly as pure-rand's uniformInt(rng, 0, n - 1) draws.
   */
  below(n: number): number {
    const limit = n > 2 ? Math.floor(4294967296 / n) * n : 4294967296;
    let v = this.next() + 2147483648;
    while (v >= limit) v = this.next() + 2147483648;
    return v % n;
  }

  clone(): Xoshiro128ss {
    return Xoshiro128ss.fromState(this.getState());
  }

  getState(): readonly number[] {
    return [this.s0, this.s1, this.s2, this.s3];
  }
}

function mix(x: number): number {
  let t = x ^ (x >>> 16);
  t = Math.imul(t, 0x21f0aaad);
  t ^= t >>> 15;
  t = Math.imul(t, 0x735a2d97);
  return (t ^ (t >>> 15)) | 0;
}

const scratch = new Xoshiro128ss();

/**
 * The four words `reseed(seed)` gives (the all-zero rule included), written into `out`: for hot
 * loops that keep the generator in local variables, so V8 holds the words in registers.
 */
export function seededState(seed: number, out: Int32Array): Int32Array {
  scratch.reseed(seed);
  out[0] = scratch.s0;
  out[1] = scratch.s1;
  out[2] = scratch.s2;
  out[3] = scratch.s3;
  return out;
}
