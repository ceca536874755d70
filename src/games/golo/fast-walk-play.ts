/**
 * One optimal game from any point of its play, per die a draw and a step of its kind's multiset,
 * per roll a decision: the loop of the option table's cells (fast-optimal.ts) and of the rows
 * (fast-rows-play.ts), which differ only in how a roll's index becomes its strokes and removal.
 */

/** below(12)'s rejection limit on next() as an int32 w: below rejects v = w + 2^31 from it up. */
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

/** A roll's decision from its key and roll index: (strokes << 8) | removal (a cup index). */
export type Decide = (key: number, roll: number) => number;

/** The walk of a table (fast-optimal.ts `Walk`, or the rows' own). */
export interface WalkOf {
  readonly walk: Int32Array;
  readonly width: number;
  readonly roll0: Int32Array;
  readonly trans16: Int32Array;
  /** The table's dice a cup and its key step a roll (Trips' contexts). */
  readonly many: Int32Array | Uint8Array;
  readonly step: number;
}

/**
 * One game from a point of its play (at a roll's start): its total, or -1 where a draw would be
 * redrawn (about one in 10^9; the caller plays that game by the general loop instead).
 */
export function walkFrom(
  W: WalkOf,
  startKeys: readonly number[],
  wholeAt: number,
  face: Int32Array,
  decide: Decide,
): From {
  const { walk, width, roll0, trans16, many, step } = W;
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
        const d = decide(key, roll);
        total += d >> 8;
        key = key - (d & 255) + step;
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
