/**
 * The optimal bot's games read from the rows (fast-rows.ts): a batch's games two at a time
 * (fast-rows-lanes.ts), its last game and a lone game by the one-game loop (fast-walk-play.ts)
 * with the rows' decision.
 */
import { seededState } from "../../engine/xoshiro.ts";
import { fillRow, type Rows, WS } from "./fast-rows.ts";
import { rowsLanes } from "./fast-rows-lanes.ts";
import { type Decide, walkFrom } from "./fast-walk-play.ts";

/** A row reference is stored as its start - the white kind's level offset + BIAS (fast-rows.ts). */
const BIAS = 1 << 16;

/** Games `seed + g` for g in [0, games) from the rows, two at a time. */
export function rowsRunner(
  R: Rows,
  trans16: Int32Array,
  startKeys: readonly number[],
  wholeAt: number,
  face: Int32Array,
  general: (seed: number) => number,
): (games: number, seed: number) => Float64Array {
  const { step, many } = R.t;
  const { walk, width, roll0 } = R;
  const from = walkFrom(
    { walk, width, roll0, trans16, many, step },
    startKeys,
    wholeAt,
    face,
    rowsDecide(R),
  );
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

/** The rows' decision of a roll (fast-walk-play.ts `Decide`): the strokes from the removal. */
function rowsDecide(R: Rows): Decide {
  const { offR, rid, sf, rows, decMask, decWide, pw } = R;
  return (key, roll) => {
    const ws = roll >>> WS;
    const ri = offR[key] + (roll & ((1 << WS) - 1));
    let ref = rid[ri];
    if (ref === 0) ref = fillRow(R, key, ri - offR[key]);
    const removal = rows[ref - BIAS + ws] - 1;
    const strokes =
      (Math.imul(sf[ri] & decMask[removal], 0x01010101) >>> 24) + pw[(ws << 4) | decWide[removal]];
    return (strokes << 8) | removal;
  };
}
