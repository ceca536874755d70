/**
 * The optimal bot's decisions in simple and Trips play tabulated by cup and roll, for the fast
 * path. Every removal there is "the u lowest dice of each kind" and every removed die leaves the
 * cup, so a cell holds the removal as a cup index (dice per kind in the solver's mixed radix: the
 * next cup is the cup minus it) and the strokes it scores, in two bytes. A cell is worked out on
 * first use by the bot's own `bestOption` on the roll's prefix sums, read from the roll's
 * multisets (sorted already), with none of the roll-by-roll decision's sorting and copying.
 */
import type { DiceSet } from "../data.ts";
import { bestOption, makeScratch, type Scratch } from "./policy.ts";
import { type RollCodes, rollCodes } from "./rolltable.ts";
import type { Solved } from "./solver.ts";

export interface OptionTable {
  readonly codes: RollCodes;
  readonly K: number;
  /** Positions per context: the solver's `size`. */
  readonly size: number;
  /** Keys tabulated: contexts (rolls taken, Trips) x size. */
  readonly keys: number;
  /**
   * counts[key * K + k], stride[key * K + k], base[key]: as RollTable's (rolltable.ts), except
   * that `base` counts every kind, walked or not.
   */
  readonly counts: Int32Array;
  readonly stride: Int32Array;
  readonly base: Int32Array;
  /** off[key]: where the key's cells start in `cells`. */
  readonly off: Int32Array;
  /** (strokes << 8) | (the removal's cup index + 1); 0 = not yet worked out. */
  readonly cells: Uint16Array;
  /** many[key]: dice in the key's cup; dice[key * 16 + i]: the kind of its i-th die. */
  readonly many: Int32Array;
  readonly dice: Int32Array;
  /** What a roll adds to the next key (Trips: the next context), beside taking the removal. */
  readonly step: number;
  readonly sv: Solved;
  readonly sc: Scratch;
}

/**
 * The table of `sv` (simple, or Trips for its first `contexts` rolls), or null where a cup has
 * too many rolls for a cell index or the removals do not fit a byte.
 */
export function optionTable(set: DiceSet, sv: Solved, contexts: number): OptionTable | null {
  if (sv.mode !== "simple" && sv.mode !== "trips") return null;
  // A removal + 1 and the strokes of a roll each fit in a byte.
  if (sv.size > 254 || set.kinds.some((k) => k.count > 16)) return null;
  let highest = 0;
  for (const d of set.dice) highest += Math.max(...d.faces);
  if (highest > 255) return null;
  const codes = rollCodes(set);
  const K = codes.K;
  const M = codes.maxCount + 1;
  const keys = contexts * sv.size;
  const counts = new Int32Array(keys * K);
  const stride = new Int32Array(keys * K);
  const base = new Int32Array(keys);
  const off = new Int32Array(keys + 1);
  for (let key = 0; key < keys; key++) {
    const idx = key % sv.size;
    let radix = 1;
    for (let k = 0; k < K; k++) {
      const c = Math.floor(idx / sv.stride[k]) % (sv.full[k] + 1);
      counts[key * K + k] = c;
      stride[key * K + k] = radix;
      // Every kind is walked, one with no die in the cup to its empty multiset (level 0).
      base[key] += codes.levelOff[k * M + c] * radix;
      radix *= codes.levelSize[k * M + c];
    }
    off[key + 1] = off[key] + radix;
  }
  if (off[keys] > 1 << 26) return null;
  const many = new Int32Array(keys);
  const dice = new Int32Array(keys * 16);
  for (let key = 0; key < keys; key++) {
    for (let k = 0; k < K; k++) {
      for (let j = 0; j < counts[key * K + k]; j++) dice[key * 16 + many[key]++] = k;
    }
  }
  return {
    codes,
    K,
    size: sv.size,
    keys,
    counts,
    stride,
    base,
    off,
    cells: new Uint16Array(off[keys]),
    many,
    dice,
    step: sv.mode === "trips" ? sv.size : 0,
    sv,
    sc: makeScratch(set),
  };
}

/**
 * Works out cell `roll` of `key` (the roll index, `base` taken off): the bot's best option for
 * the roll, on the same prefix sums `sortRoll` gives it.
 */
export function fillOption(t: OptionTable, key: number, roll: number): number {
  const { codes, K, sc } = t;
  const M = codes.maxCount + 1;
  const w = sc.width + 1;
  for (let k = 0; k < K; k++) {
    const c = t.counts[key * K + k];
    const at = k * M + c;
    const s = codes.levelOff[at] + (Math.floor(roll / t.stride[key * K + k]) % codes.levelSize[at]);
    // The multiset's faces are sorted low to high, as sortRoll orders a kind's dice.
    sc.prefix[k * w] = 0;
    for (let u = 0, i = codes.facesFrom[s]; u < c; u++, i++) {
      sc.prefix[k * w + u + 1] = sc.prefix[k * w + u] + codes.faces[i];
    }
  }
  const o = bestOption(t.sv, key, sc);
  const opts = t.sv.position(key).options;
  let removal = 0;
  let strokes = 0;
  for (let k = 0; k < K; k++) {
    const u = opts.use[o * K + k];
    removal += u * t.sv.stride[k];
    strokes += sc.prefix[k * w + u];
  }
  const cell = (strokes << 8) | (removal + 1);
  t.cells[t.off[key] + roll] = cell;
  return cell;
}
