/**
 * Optimal play of simple and Trips games from the option table (strategy/optable.ts): per die a
 * draw and a step of its kind's multiset, per roll a cell (the strokes and the removal), read
 * from the table's rows (fast-rows.ts, L2-sized) where the dice set has that shape. The same
 * dice in the same order as the engine rolls them (kind after kind, the cup's order while each
 * kind's dice are contiguous, which `optionTable`'s caller checks), the same decisions, tie for
 * tie.
 */
import { seededState } from "../../engine/xoshiro.ts";
import { POSITION } from "./fast-greedy.ts";
import { type Rows, rowsOf } from "./fast-rows.ts";
import { rowsRunner } from "./fast-rows-play.ts";
import { walkFrom } from "./fast-walk-play.ts";
import { fillOption, type OptionTable } from "./strategy/optable.ts";

/** below(12)'s rejection limit: the largest multiple of 12 up to 2^32. */
const LIMIT = Math.floor(4294967296 / 12) * 12;

type Play = (seed: number) => number;

const rowsFor = new WeakMap<OptionTable, Rows | null>();

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
  const K = t.K;
  // By kind and face code (fast-greedy.ts `faceCode`): the face, for rolls where every die scores.
  const face = new Int32Array(K * 16);
  for (let k = 0; k < K; k++) {
    for (let c = 0; c < 16; c++) face[k * 16 + c] = top[k * 12 + POSITION[c]];
  }
  const general = generalPlay(t, startKeys, wholeAt, top);
  const { walk2, width, trans16 } = walkOf(t);
  // One set of rows a table, kept (as the walk) for every runner on it: 9 and 18 holes share it.
  let rows = rowsFor.get(t);
  if (rows === undefined) {
    rows = rowsOf(t, walk2, width);
    rowsFor.set(t, rows);
  }
  if (rows) return rowsRunner(rows, trans16, startKeys, wholeAt, face, general);
  const play = fastPlay(t, startKeys, wholeAt, face, general);
  return (games, seed) => {
    const result = new Float64Array(games);
    for (let g = 0; g < games; g++) result[g] = play(seed + g);
    return result;
  };
}

/**
 * The hot loop (fast-walk-play.ts `walkFrom`): per die a draw, its face code (no division), and a
 * step of its kind's multiset through a transition table by face code whose states are kept
 * times 16, so a step is a mask, two ors and a load, reading the walk from `walk2` (two words a
 * die, 18 KB for the published dice, where `walk` takes 64 KB: beyond L1); per roll a cell (the
 * strokes and the removal). A draw below would redraw (about one in 10^9) hands the game to
 * `general`, so the walk's loop has no inner loop.
 */
function fastPlay(
  t: OptionTable,
  startKeys: readonly number[],
  wholeAt: number,
  face: Int32Array,
  general: Play,
): Play {
  const { off, cells, step, many } = t;
  const { walk2, width, roll0, trans16 } = walkOf(t);
  // A cell is (strokes << 8) | (removal + 1): the decision is the cell less one.
  const from = walkFrom(
    { walk: walk2, width, roll0, trans16, many, step },
    startKeys,
    wholeAt,
    face,
    (key, roll) => {
      const cell = cells[off[key] + roll];
      return (cell === 0 ? fillOption(t, key, roll) : cell) - 1;
    },
  );
  const words = new Int32Array(4);
  // A game as a function of its own, called once a game: its loops are short, so V8 optimises it
  // whole (the generator's words int32 in registers) rather than compiling a long loop mid-run,
  // where those words would enter as tagged values and each draw box them.
  return (seed) => {
    // xoshiro128** (engine/xoshiro.ts) in local variables, seeded as `reseed(seed)`: V8 keeps
    // them in registers, where the generator object's fields go through memory on every draw.
    seededState(seed, words);
    const total = from(words[0], words[1], words[2], words[3], 0, 0, startKeys[0], 0);
    return total < 0 ? general(seed) : total;
  };
}

/** The loop by `below(12)`'s own arithmetic (redraws included), for the games that redraw. */
function generalPlay(
  t: OptionTable,
  startKeys: readonly number[],
  wholeAt: number,
  top: Int32Array,
): Play {
  const { off, cells, step, many } = t;
  const { trans } = t.codes;
  const { walk, roll0 } = walkOf(t);
  const words = new Int32Array(4);
  return (seed) => {
    seededState(seed, words);
    let s0 = words[0];
    let s1 = words[1];
    let s2 = words[2];
    let s3 = words[3];
    let total = 0;
    for (let r = 0; r < startKeys.length; r++) {
      let key = startKeys[r];
      for (let rolls = 0; ; rolls++) {
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
        let roll = roll0[cup];
        let s = 0;
        for (let i = 0; i < n; i++) {
          const at = from + i * 4;
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
}

/**
 * Each cup's dice as steps of one walk (built once per table): per die position, what the walk
 * keeps of the state before it (all of it within a kind, none at a kind's first die), the kind's
 * empty multiset to start from, and the stride of the kind's multiset in the roll index at the
 * kind's last die (else 0); so a roll is one loop with no per-kind state array and no loop over
 * the kinds.
 */
export interface Walk {
  /** walk[cup * 64 + i * 4 + j]: j = 0 keep mask, 1 start state, 2 stride or 0, 3 kind * 12. */
  readonly walk: Int32Array;
  /**
   * The walk in two words a die for the hot loop, `width` words a cup (an L1-sized array):
   * walk2[cup * width + i * 2] = (keep mask's sign bit) | (kind * 16) << 16 | start state * 16,
   * and at + 1 the stride or 0.
   */
  readonly walk2: Int32Array;
  readonly width: number;
  /** trans16[state * 16 + face code]: 16 times the state after that face (codes' `trans`). */
  readonly trans16: Int32Array;
  /** The roll index of the cup's kinds with no die (their empty multisets), `base` taken off. */
  readonly roll0: Int32Array;
}

const walks = new WeakMap<OptionTable, Walk>();

export function walkOf(t: OptionTable): Walk {
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
  let most = 0;
  for (let cup = 0; cup < size; cup++) most = Math.max(most, many[cup]);
  const width = 2 * most;
  const walk2 = new Int32Array(size * width);
  for (let cup = 0; cup < size; cup++) {
    for (let i = 0; i < many[cup]; i++) {
      const at = cup * 64 + i * 4;
      walk2[cup * width + i * 2] =
        (walk[at] & (1 << 31)) | (((walk[at + 3] / 12) * 16) << 16) | (walk[at + 1] * 16);
      walk2[cup * width + i * 2 + 1] = walk[at + 2];
    }
  }
  const { trans } = t.codes;
  const trans16 = new Int32Array(trans.length);
  for (let st = 0; st < trans.length >> 4; st++) {
    for (let c = 0; c < 16; c++) trans16[st * 16 + c] = trans[st * 16 + POSITION[c]] * 16;
  }
  w = { walk, roll0, walk2, width, trans16 };
  walks.set(t, w);
  return w;
}
