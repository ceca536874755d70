/**
 * Optimal play of simple and Trips games from the option table (strategy/optable.ts): per die a
 * draw and a step of its kind's multiset, per roll a cell (the strokes and the removal). The same
 * dice in the same order as the engine rolls them (kind after kind, the cup's order while each
 * kind's dice are contiguous, which `optionTable`'s caller checks), the same decisions, tie for
 * tie.
 */
import { seededState } from "../../engine/xoshiro.ts";
import { fillOption, type OptionTable } from "./strategy/optable.ts";

/** below(12)'s rejection limit: the largest multiple of 12 up to 2^32. */
const LIMIT = Math.floor(4294967296 / 12) * 12;

/**
 * `startKeys[r]`: the table key of nine r's starting cup; `wholeAt`: the roll from which every
 * die scores its face (Trips' third), or more rolls than a game has; `top[k * 12 + position]`:
 * kind k's faces.
 */
export function optimalRunner(
  t: OptionTable,
  startKeys: readonly number[],
  wholeAt: number,
  top: Int32Array,
): (games: number, seed: number) => Float64Array {
  const { off, cells, step, many } = t;
  const { trans } = t.codes;
  const { walk, roll0 } = walkOf(t);
  const words = new Int32Array(4);
  // A game as a function of its own, called once a game: its loops are short, so V8 optimises it
  // whole (the generator's words int32 in registers) rather than compiling a long loop mid-run,
  // where those words would enter as tagged values and each draw box them.
  const play = (seed: number): number => {
    // xoshiro128** (engine/xoshiro.ts) in local variables, seeded as `reseed(seed)`: V8 keeps
    // them in registers, where the generator object's fields go through memory on every draw.
    seededState(seed, words);
    let s0 = words[0];
    let s1 = words[1];
    let s2 = words[2];
    let s3 = words[3];
    let total = 0;
    for (let r = 0; r < startKeys.length; r++) {
      let key = startKeys[r];
      for (let rolls = 0; ; rolls++) {
        // Trips' last context has no keys of its own: its cup is read in context 0.
        const cup = key - rolls * step;
        const n = many[cup];
        if (n === 0) break;
        const from = cup * 64;
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
            total += top[walk[from + i * 4 + 3] + (v % 12)];
          }
          break;
        }
        // Kind after kind in cup order: each die steps its kind's multiset, the last adds it in.
        let roll = roll0[cup];
        let s = 0;
        for (let i = 0; i < n; i++) {
          const at = from + i * 4;
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
          s = trans[(((s & walk[at]) | walk[at + 1]) << 4) | (v % 12)];
          roll += s * walk[at + 2];
        }
        let cell = cells[off[key] + roll];
        if (cell === 0) cell = fillOption(t, key, roll);
        total += cell >> 8;
        key = key - (cell & 255) + 1 + step;
      }
    }
    return total;
  };
  return (games, seed) => {
    const result = new Float64Array(games);
    for (let g = 0; g < games; g++) result[g] = play(seed + g);
    return result;
  };
}

/**
 * Each cup's dice as steps of one walk (built once per table): per die position, what the walk
 * keeps of the state before it (all of it within a kind, none at a kind's first die), the kind's
 * empty multiset to start from, and the stride of the kind's multiset in the roll index at the
 * kind's last die (else 0); so a roll is one loop with no per-kind state array and no loop over
 * the kinds.
 */
interface Walk {
  /** walk[cup * 64 + i * 4 + j]: j = 0 keep mask, 1 start state, 2 stride or 0, 3 kind * 12. */
  readonly walk: Int32Array;
  /** The roll index of the cup's kinds with no die (their empty multisets), `base` taken off. */
  readonly roll0: Int32Array;
}

const walks = new WeakMap<OptionTable, Walk>();

function walkOf(t: OptionTable): Walk {
  let w = walks.get(t);
  if (w) return w;
  const { K, size, stride, base, many, dice } = t;
  const { start } = t.codes;
  const walk = new Int32Array(size * 64);
  const roll0 = new Int32Array(size);
  for (let cup = 0; cup < size; cup++) {
    roll0[cup] = -base[cup];
    for (let k = 0; k < K; k++) {
      if (t.counts[cup * K + k] === 0) roll0[cup] += start[k] * stride[cup * K + k];
    }
    for (let i = 0; i < many[cup]; i++) {
      const k = dice[cup * 16 + i];
      const first = i === 0 || dice[cup * 16 + i - 1] !== k;
      const last = i === many[cup] - 1 || dice[cup * 16 + i + 1] !== k;
      const at = cup * 64 + i * 4;
      walk[at] = first ? 0 : -1;
      walk[at + 1] = first ? start[k] : 0;
      walk[at + 2] = last ? stride[cup * K + k] : 0;
      walk[at + 3] = k * 12;
    }
  }
  w = { walk, roll0 };
  walks.set(t, w);
  return w;
}
