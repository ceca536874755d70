/**
 * The raw-dice loop with the generator's state in local variables: xoshiro128** `below(sides)`
 * written out inline, as the GOLO and Straight Golf fast paths draw. V8 keeps the four words in
 * registers there, where a loop over `rng.below()` loads and stores the generator object's fields
 * on every draw (about 1.2-1.6x slower a d12 on this machine), so this is the floor of a game's
 * dice; the object loop (raw-dice.ts) is the reference of the code that draws through it.
 */
import { seedWords } from "../src/engine/rng.ts";

/** Rolls `n` dice from state `st` (four int32 words, updated) and returns their int32 sum. */
export type LocalLoop = (st: Int32Array, n: number) => number;

const loops = new Map<number, LocalLoop>();

/**
 * Dice a call of a loop: short calls, many of them, so V8 optimises the loop as a function (its
 * four words int32 in registers) before it would compile it on stack mid-loop, where the words
 * enter as tagged values and each draw boxed them: one call of 229,000 dice ran 3x slower.
 */
const CALL = 1000;

/**
 * The loop for one size, its sides and rejection limit literals in the source (compiled once per
 * size), so V8 folds the modulo as it does in a fast path's own `v % 12`.
 */
export function localLoop(sides: number): LocalLoop {
  let loop = loops.get(sides);
  if (!loop) {
    const limit = sides > 2 ? Math.floor(4294967296 / sides) * sides : 4294967296;
    loop = new Function(
      "st",
      "n",
      `let s0 = st[0] | 0, s1 = st[1] | 0, s2 = st[2] | 0, s3 = st[3] | 0;
      let s = 0;
      for (let i = 0; i < n; i++) {
        let v = 0;
        do {
          const m = Math.imul(s1, 5);
          v = Math.imul((m << 7) | (m >>> 25), 9) + 2147483648;
          const t9 = s1 << 9;
          s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= t9; s3 = (s3 << 11) | (s3 >>> 21);
        } while (v >= ${limit});
        s = (s + (v % ${sides})) | 0;
      }
      st[0] = s0; st[1] = s1; st[2] = s2; st[3] = s3;
      return s;`,
    ) as LocalLoop;
    loops.set(sides, loop);
  }
  return loop;
}

/** Like raw-dice.ts `rawBatch`, through the local-state loops. */
export function rawLocalBatch(mix: ReadonlyMap<number, number>, games: number): () => void {
  const st = seedWords(1, new Int32Array(4)) as Int32Array;
  const parts = [...mix].map(([sides, perGame]) => ({
    loop: localLoop(sides),
    n: Math.round(perGame * games),
  }));
  let sink = 0;
  return () => {
    // At most CALL dice a call: see CALL.
    for (const p of parts) {
      for (let left = p.n; left > 0; left -= CALL) sink += p.loop(st, Math.min(left, CALL));
    }
    if (sink < 0) throw new Error("unreachable: a sum of rolls is never negative");
  };
}
