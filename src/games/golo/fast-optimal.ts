/**
 * Optimal play of simple and Trips games from the option table (strategy/optable.ts): per die a
 * draw and a transition of its kind's multiset, per roll a cell (the strokes and the removal).
 * The same dice in the same order as the engine rolls them (kind after kind, the cup's order
 * while each kind's dice are contiguous, which `optionTable`'s caller checks), the same
 * decisions, tie for tie.
 */
import { seedWords } from "../../engine/rng.ts";
import { fillOption, type OptionTable } from "./strategy/optable.ts";

/** below(12)'s rejection limit: the largest multiple of 12 up to 2^32. */
const LIMIT = Math.floor(4294967296 / 12) * 12;

/**
 * `startKeys[r]`: the table key of nine r's starting cup; `wholeAt`: the roll from which every
 * die scores its face (Trips' third), or more rolls than a game has; `top[k * 12 + position]`:
 * kind k's faces.
 */
export function runOptimal(
  games: number,
  seed: number,
  t: OptionTable,
  startKeys: readonly number[],
  wholeAt: number,
  top: Int32Array,
): Float64Array {
  const { K, stride, base, off, cells, dice, step } = t;
  const { trans, start } = t.codes;
  const st = new Int32Array(K);
  const result = new Float64Array(games);
  const words = new Int32Array(4);
  for (let g = 0; g < games; g++) {
    // xoshiro128** (engine/xoshiro.ts) in local variables, seeded as `reseed(seed + g)`: V8 keeps
    // them in registers, where the generator object's fields go through memory on every draw.
    seedWords(seed + g, words);
    let s0 = words[0];
    let s1 = words[1];
    let s2 = words[2];
    let s3 = words[3];
    if ((s0 | s1 | s2 | s3) === 0) s3 = 1;
    let total = 0;
    for (let r = 0; r < startKeys.length; r++) {
      let key = startKeys[r];
      for (let rolls = 0; ; rolls++) {
        // Trips' last context has no keys of its own: its cup is read in context 0.
        const cup = key - rolls * step;
        const n = t.many[cup];
        if (n === 0) break;
        const from = cup * 16;
        if (rolls >= wholeAt) {
          for (let i = 0; i < n; i++) {
            // below(12): next() + 2^31, the top partial block rejected, then the modulo.
            let v = 0;
            do {
              const m = Math.imul(s1, 5);
              v = Math.imul((m << 7) | (m >>> 25), 9) + 2147483648;
              const t9 = s1 << 9;
              s2 ^= s0;
              s3 ^= s1;
              s1 ^= s2;
              s0 ^= s3;
              s2 ^= t9;
              s3 = (s3 << 11) | (s3 >>> 21);
            } while (v >= LIMIT);
            total += top[dice[from + i] * 12 + (v % 12)];
          }
          break;
        }
        // One loop over the cup's dice (a loop per kind would mispredict its exit most rolls).
        for (let k = 0; k < K; k++) st[k] = start[k];
        for (let i = 0; i < n; i++) {
          const k = dice[from + i];
          // below(12): next() + 2^31, the top partial block rejected, then the modulo.
          let v = 0;
          do {
            const m = Math.imul(s1, 5);
            v = Math.imul((m << 7) | (m >>> 25), 9) + 2147483648;
            const t9 = s1 << 9;
            s2 ^= s0;
            s3 ^= s1;
            s1 ^= s2;
            s0 ^= s3;
            s2 ^= t9;
            s3 = (s3 << 11) | (s3 >>> 21);
          } while (v >= LIMIT);
          st[k] = trans[(st[k] << 4) | (v % 12)];
        }
        let roll = -base[key];
        for (let k = 0; k < K; k++) roll += st[k] * stride[key * K + k];
        let cell = cells[off[key] + roll];
        if (cell === 0) cell = fillOption(t, key, roll);
        total += cell >> 8;
        key = key - (cell & 255) + 1 + step;
      }
    }
    result[g] = total;
  }
  return result;
}
