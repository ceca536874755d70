/**
 * The optimal bot's rows (fast-rows.ts) two games at a time: fast-walk-play.ts `walkFrom`'s roll
 * with two games' generators and keys side by side. A roll's work is one dependent chain (its
 * cup's walk, a multiset step a white die, the row reference, its byte, the next key) with little
 * else to do meanwhile, so the other game's roll runs beside it; each game keeps its own seed and
 * words, so it draws and decides exactly as alone.
 */
import { seededState } from "../../engine/xoshiro.ts";
import { fillRow, type Rows, WS } from "./fast-rows.ts";
import type { From } from "./fast-walk-play.ts";

/*
 * Literals here rather than imports: V8 folds a module's own constants into the loop, where an
 * imported binding is a load a use (a two-game greedy loop ran 0.77x the one-game loop with its
 * table offsets imported, 0.94x with them literal).
 */
/** A row reference is stored as its start - the white kind's level offset + BIAS (fast-rows.ts). */
const BIAS = 1 << 16;
/** below(12)'s rejection limit on next() as an int32 w (see fast-walk-play.ts). */
const W_LIMIT = Math.floor(4294967296 / 12) * 12 - 2147483648;

/** Games `seed + g` for g in [first, games) into `out`, games - first >= 2. */
export type Lanes = (out: Float64Array, first: number, games: number, seed: number) => void;

/**
 * Games `seed + g` for g in [first, games) into `out`, two at a time: lanes A and B
 * each draw a roll, then each looks its row up, so one lane's chain of dependent loads overlaps
 * the other's; a lane whose nine is over starts its next nine or takes the next game, and the
 * last game's rest is `from`'s alone.
 */
export function rowsLanes(
  R: Rows,
  trans16: Int32Array,
  startKeys: readonly number[],
  wholeAt: number,
  face: Int32Array,
  from: From,
  single: (seed: number) => number,
  general: (seed: number) => number,
): Lanes {
  const { step, many } = R.t;
  const { walk, width, roll0, offR, rid, sf, rows, decMask, decWide, pw } = R;
  const nines = startKeys.length;
  const words = new Int32Array(4);
  const play: Lanes = (out, first, games, seed) => {
    seededState(seed + first, words);
    let a0 = words[0];
    let a1 = words[1];
    let a2 = words[2];
    let a3 = words[3];
    seededState(seed + first + 1, words);
    let b0 = words[0];
    let b1 = words[1];
    let b2 = words[2];
    let b3 = words[3];
    let gA = first;
    let gB = first + 1;
    let next = first + 2;
    let totalA = 0;
    let totalB = 0;
    let rA = 0;
    let rB = 0;
    let keyA = startKeys[0];
    let keyB = keyA;
    let rollsA = 0;
    let rollsB = 0;
    for (;;) {
      let lost = false;
      for (;;) {
        const cupA = keyA - rollsA * step;
        const cupB = keyB - rollsB * step;
        const nA = many[cupA];
        const nB = many[cupB];
        if (nA === 0 || nB === 0 || rollsA >= wholeAt || rollsB >= wholeAt) break;
        let rollA = roll0[cupA];
        let sA = 0;
        for (let i = 0, at = cupA * width; i < nA; i++, at += 2) {
          const m = Math.imul(a1, 5);
          const w = Math.imul((m << 7) | (m >>> 25), 9);
          const t9 = a1 << 9;
          a2 ^= a0;
          a3 ^= a1;
          a1 ^= a2;
          a0 ^= a3;
          a2 ^= t9;
          a3 = (a3 << 11) | (a3 >>> 21);
          if (w >= W_LIMIT) lost = true;
          const c = ((Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab) >>> 28) & 12) | (w & 3);
          const a = walk[at];
          sA = trans16[(sA & (a >> 31)) | (a & 0xffff) | c];
          rollA += (sA >> 4) * walk[at + 1];
        }
        let rollB = roll0[cupB];
        let sB = 0;
        for (let i = 0, at = cupB * width; i < nB; i++, at += 2) {
          const m = Math.imul(b1, 5);
          const w = Math.imul((m << 7) | (m >>> 25), 9);
          const t9 = b1 << 9;
          b2 ^= b0;
          b3 ^= b1;
          b1 ^= b2;
          b0 ^= b3;
          b2 ^= t9;
          b3 = (b3 << 11) | (b3 >>> 21);
          if (w >= W_LIMIT) lost = true;
          const c = ((Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab) >>> 28) & 12) | (w & 3);
          const a = walk[at];
          sB = trans16[(sB & (a >> 31)) | (a & 0xffff) | c];
          rollB += (sB >> 4) * walk[at + 1];
        }
        // A draw to redraw (about one in 10^9): see below.
        if (lost) break;
        const wsA = rollA >>> WS;
        const riA = offR[keyA] + (rollA & ((1 << WS) - 1));
        let refA = rid[riA];
        if (refA === 0) refA = fillRow(R, keyA, riA - offR[keyA]);
        const remA = rows[refA - BIAS + wsA] - 1;
        totalA +=
          (Math.imul(sf[riA] & decMask[remA], 0x01010101) >>> 24) + pw[(wsA << 4) | decWide[remA]];
        keyA = keyA - remA + step;
        rollsA++;
        const wsB = rollB >>> WS;
        const riB = offR[keyB] + (rollB & ((1 << WS) - 1));
        let refB = rid[riB];
        if (refB === 0) refB = fillRow(R, keyB, riB - offR[keyB]);
        const remB = rows[refB - BIAS + wsB] - 1;
        totalB +=
          (Math.imul(sf[riB] & decMask[remB], 0x01010101) >>> 24) + pw[(wsB << 4) | decWide[remB]];
        keyB = keyB - remB + step;
        rollsB++;
      }
      if (lost) {
        // A draw to redraw: both games by the general loop, the batch's rest afresh.
        out[gA] = general(seed + gA);
        out[gB] = general(seed + gB);
        if (games - next >= 2) play(out, next, games, seed);
        else if (next < games) out[next] = single(seed + next);
        return;
      }
      const cupA = keyA - rollsA * step;
      const nA = many[cupA];
      if (nA === 0 || rollsA >= wholeAt) {
        if (nA !== 0) {
          // A roll where every die scores (Trips' third): the nine's last.
          for (let i = 0, at = cupA * width; i < nA; i++, at += 2) {
            let w = 0;
            do {
              const m = Math.imul(a1, 5);
              w = Math.imul((m << 7) | (m >>> 25), 9);
              const t9 = a1 << 9;
              a2 ^= a0;
              a3 ^= a1;
              a1 ^= a2;
              a0 ^= a3;
              a2 ^= t9;
              a3 = (a3 << 11) | (a3 >>> 21);
            } while (w >= W_LIMIT);
            const c = ((Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab) >>> 28) & 12) | (w & 3);
            totalA += face[((walk[at] >>> 16) & 0x7fff) + c];
          }
        }
        if (++rA < nines) {
          keyA = startKeys[rA];
          rollsA = 0;
        } else {
          out[gA] = totalA;
          if (next === games) {
            const rest = from(b0, b1, b2, b3, totalB, rB, keyB, rollsB);
            out[gB] = rest < 0 ? general(seed + gB) : rest;
            return;
          }
          gA = next++;
          seededState(seed + gA, words);
          a0 = words[0];
          a1 = words[1];
          a2 = words[2];
          a3 = words[3];
          totalA = 0;
          rA = 0;
          keyA = startKeys[0];
          rollsA = 0;
        }
      }
      const cupB = keyB - rollsB * step;
      const nB = many[cupB];
      if (nB === 0 || rollsB >= wholeAt) {
        if (nB !== 0) {
          // A roll where every die scores (Trips' third): the nine's last.
          for (let i = 0, at = cupB * width; i < nB; i++, at += 2) {
            let w = 0;
            do {
              const m = Math.imul(b1, 5);
              w = Math.imul((m << 7) | (m >>> 25), 9);
              const t9 = b1 << 9;
              b2 ^= b0;
              b3 ^= b1;
              b1 ^= b2;
              b0 ^= b3;
              b2 ^= t9;
              b3 = (b3 << 11) | (b3 >>> 21);
            } while (w >= W_LIMIT);
            const c = ((Math.imul((w >>> 2) ^ 0x20000000, 0xaaaaaaab) >>> 28) & 12) | (w & 3);
            totalB += face[((walk[at] >>> 16) & 0x7fff) + c];
          }
        }
        if (++rB < nines) {
          keyB = startKeys[rB];
          rollsB = 0;
        } else {
          out[gB] = totalB;
          if (next === games) {
            const rest = from(a0, a1, a2, a3, totalA, rA, keyA, rollsA);
            out[gA] = rest < 0 ? general(seed + gA) : rest;
            return;
          }
          gB = next++;
          seededState(seed + gB, words);
          b0 = words[0];
          b1 = words[1];
          b2 = words[2];
          b3 = words[3];
          totalB = 0;
          rB = 0;
          keyB = startKeys[0];
          rollsB = 0;
        }
      }
    }
  };
  return play;
}
