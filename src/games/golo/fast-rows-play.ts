/**
 * The optimal bot's games read from the rows (fast-rows.ts): one game from any point of its play
 * (`rowsFrom`, which a batch's last game and a lone game use) and the runner of a batch, whose
 * games go two at a time (fast-rows-lanes.ts).
 */
import { seededState } from "../../engine/xoshiro.ts";
import { fillRow, type Rows, WS } from "./fast-rows.ts";
import { rowsLanes } from "./fast-rows-lanes.ts";

// Literals, as in fast-rows-lanes.ts: V8 folds them into the loop, where an import is a load.
/** A row reference is stored as its start - the white kind's level offset + BIAS (fast-rows.ts). */
const BIAS = 1 << 16;
/** below(12)'s rejection limit on next() as an int32 w (see fast-optimal.ts). */
const W_LIMIT = Math.floor(4294967296 / 12) * 12 - 2147483648;

/** A game from a point of its play: the generator's words, the total, nine, key and rolls. */
export type From = (
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  total: number,
  r: number,
  key: number,
  rolls: number,
) => number;

/**
 * fast-optimal.ts `fastPlay` reading the rows: per die a draw and a multiset step, the walk's
 * index the white state << WS | the singles outcome; per roll a row reference, its byte and the
 * strokes from the removal. Games `seed + g` for g in [0, games), two at a time.
 */
export function rowsRunner(
  R: Rows,
  trans16: Int32Array,
  startKeys: readonly number[],
  wholeAt: number,
  face: Int32Array,
  general: (seed: number) => number,
): (games: number, seed: number) => Float64Array {
  const from = rowsFrom(R, trans16, startKeys, wholeAt, face);
  const words = new Int32Array(4);
  const single = (seed: number) => {
    seededState(seed, words);
    const total = from(words[0], words[1], words[2], words[3], 0, 0, startKeys[0], 0);
    return total < 0 ? general(seed) : total;
  };
  const lanes = rowsLanes(R, trans16, startKeys, wholeAt, face, from, single, general);
  return (games, seed) => {
    const result = new Float64Array(games);
    if (games === 1) result[0] = single(seed);
    else if (games > 1) lanes(result, 0, games, seed);
    return result;
  };
}

/**
 * One game from a point of its play (at a roll's start): its total, or -1 where a draw would be
 * redrawn (about one in 10^9; the caller plays that game by the general loop instead).
 */
function rowsFrom(
  R: Rows,
  trans16: Int32Array,
  startKeys: readonly number[],
  wholeAt: number,
  face: Int32Array,
): From {
  const { step, many } = R.t;
  const { walk, width, roll0, offR, rid, sf, rows, decMask, decWide, pw } = R;
  const nines = startKeys.length;
  return (s0, s1, s2, s3, total, r, key, rolls) => {
    for (;;) {
      // Trips' last context has no keys of its own: its cup is read in context 0.
      const cup = key - rolls * step;
      const n = many[cup];
      const from = cup * width;
      if (n !== 0 && rolls >= wholeAt) {
        for (let i = 0; i < n; i++) {
          let w = 0;
          do {
            const m = Math.imul(s1, 5);
            w = Math.imul((m << 7) | (m >>> 25), 9);
            const t9 = s1 << 9;
            s2 ^= s0;
            s3 ^= s1;
            s1 ^= s2;
            s0 ^= s3;
            s2 ^= t9;
            s3 = (s3 << 11) | (s3 >>> 21);
          } while (w >= W_LIMIT);
          const c = ((Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab) >>> 28) & 12) | (w & 3);
          total += face[((walk[from + i * 2] >>> 16) & 0x7fff) + c];
        }
      } else if (n !== 0) {
        let roll = roll0[cup];
        let s = 0;
        for (let i = 0; i < n; i++) {
          const at = from + i * 2;
          const m = Math.imul(s1, 5);
          const w = Math.imul((m << 7) | (m >>> 25), 9);
          const t9 = s1 << 9;
          s2 ^= s0;
          s3 ^= s1;
          s1 ^= s2;
          s0 ^= s3;
          s2 ^= t9;
          s3 = (s3 << 11) | (s3 >>> 21);
          if (w >= W_LIMIT) return -1;
          // fast-greedy.ts `faceCode`, written out.
          const c = ((Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab) >>> 28) & 12) | (w & 3);
          const a = walk[at];
          s = trans16[(s & (a >> 31)) | (a & 0xffff) | c];
          roll += (s >> 4) * walk[at + 1];
        }
        const ws = roll >>> WS;
        const ri = offR[key] + (roll & ((1 << WS) - 1));
        let ref = rid[ri];
        if (ref === 0) ref = fillRow(R, key, ri - offR[key]);
        const removal = rows[ref - BIAS + ws] - 1;
        total +=
          (Math.imul(sf[ri] & decMask[removal], 0x01010101) >>> 24) +
          pw[(ws << 4) | decWide[removal]];
        key = key - removal + step;
        rolls++;
        continue;
      }
      // The nine is over (its cup empty, or its last roll scored whole).
      if (++r === nines) return total;
      key = startKeys[r];
      rolls = 0;
    }
  };
}
