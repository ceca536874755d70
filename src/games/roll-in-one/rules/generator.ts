/**
 * Generated holes for bots and quick games: valid, varied, and without a clean line to the
 * green. A pure function of a seed (its own small generator, not the match's dice), so a hole
 * "generated from seed 12" is the same hole on every machine and in every replay.
 */

import { type Board, type BoardSet, boardById, DEFAULT_BOARDS } from "../data.ts";
import {
  type Course,
  emptyLayout,
  type Layout,
  MAX_EXTRA,
  MIN_EXTRA,
  type Placement,
  rememberCourse,
  teeStart,
} from "./course.ts";
import { distance, type Hex, rotate } from "./hex.ts";
import { Site } from "./site.ts";

/** mulberry32: a tiny seeded generator, enough for picking boards and spots. */
export function seededRandom(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A clean line: the green lies straight along one of the six directions from the tee's start
 * and every space on the way is rough or fairway (no sand, trees, water or out of bounds).
 */
export function hasCleanLine(course: Course): boolean {
  if (course.green < 0) return false;
  for (let d = 0; d < 6; d++) {
    let i = course.tee;
    for (;;) {
      i = course.nbr[i * 6 + d];
      if (i < 0) break;
      if (i === course.green) return true;
      const t = course.terrain[i];
      if (t !== "R" && t !== "F") break;
    }
  }
  return false;
}

/** Per rotation, the sums of a board's turned spaces' q and r (integers, so exact). */
type Sums = readonly { q: number; r: number; n: number }[];

const sumsOf = new WeakMap<Board, Sums>();

function rotatedSums(board: Board): Sums {
  let sums = sumsOf.get(board);
  if (!sums) {
    sums = [0, 1, 2, 3, 4, 5].map((rot) => {
      let q = 0;
      let r = 0;
      for (const s of board.spaces) {
        const h = rotate(s, rot);
        q += h.q;
        r += h.r;
      }
      return { q, r, n: board.spaces.length };
    });
    sumsOf.set(board, sums);
  }
  return sums;
}

const shiftQ = new Int32Array(6);
const shiftR = new Int32Array(6);

/**
 * Scores every spot (its centroid's distance from the tee's start plus rnd() * 3, drawn in the
 * spots' order) and picks one of the six best by one more draw: the pick of a stable sort by
 * falling score, with only the best six kept. Returns the spot's index.
 */
function pickAmongBest(
  spots: Int32Array,
  count: number,
  sums: Sums,
  start: Hex,
  rnd: () => number,
): number {
  const best = Math.min(6, count);
  const topS = new Float64Array(best);
  const topI = new Int32Array(best);
  // distance(centroid(placedSpaces(p)), start) for the spot's placement p: the same sums, so
  // the same rounded centroid, without placing or objects. The centroid of a board at (q, r)
  // is (q, r) plus its turned centroid's, as a sum of a whole number rounds the same.
  for (let rot = 0; rot < 6; rot++) {
    const { q, r, n } = sums[rot];
    shiftQ[rot] = Math.round(q / n) - start.q;
    shiftR[rot] = Math.round(r / n) - start.r;
  }
  let size = 0;
  for (let i = 0; i < count; i++) {
    const rot = spots[3 * i + 2];
    const dq = spots[3 * i] + shiftQ[rot];
    const dr = spots[3 * i + 1] + shiftR[rot];
    const s = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 + rnd() * 3;
    if (size === best && s <= topS[best - 1]) continue;
    // Ties keep the earlier spot first, as the stable sort does.
    let j = size < best ? size : best - 1;
    while (j > 0 && topS[j - 1] < s) {
      topS[j] = topS[j - 1];
      topI[j] = topI[j - 1];
      j--;
    }
    topS[j] = s;
    topI[j] = i;
    if (size < best) size++;
  }
  return topI[Math.floor(rnd() * best)];
}

const made = new Map<string, Layout>();

/** A valid hole with `extra` boards besides the tee (2-4; drawn from the seed when omitted). */
export function generateLayout(
  seed: number,
  extra?: number,
  set: BoardSet = DEFAULT_BOARDS,
): Layout {
  // A pure function, remembered: simulations ask for the same few holes thousands of times.
  const k = `${set.key}${seed}:${extra}`;
  let hole = made.get(k);
  if (!hole) {
    hole = makeLayout(seed, extra, set);
    if (made.size > 1000) made.clear();
    made.set(k, hole);
  }
  return hole;
}

/** The generator's site and spot buffer, reused from hole to hole. */
const site = new Site();
let buffer = new Int32Array(0);
/** Each board's spots beside the tee alone (a third of the boards asked about), by tee. */
const besideTee = new WeakMap<Board, WeakMap<Board, Int32Array>>();

/** The site's spots for the board into the buffer (grown as needed); returns how many. */
function spotsOf(board: Board, tee: Board, first: boolean): number {
  const max = 3 * site.maxSpots(board);
  if (buffer.length < max) buffer = new Int32Array(max);
  if (!first) return site.spots(board, buffer);
  let byBoard = besideTee.get(tee);
  if (!byBoard) {
    byBoard = new WeakMap();
    besideTee.set(tee, byBoard);
  }
  let spots = byBoard.get(board);
  if (!spots) {
    spots = buffer.slice(0, 3 * site.spots(board, buffer));
    byBoard.set(board, spots);
  }
  buffer.set(spots);
  return spots.length / 3;
}

function makeLayout(seed: number, extra: number | undefined, set: BoardSet): Layout {
  const rnd = seededRandom(seed);
  const n = extra ?? MIN_EXTRA + Math.floor(rnd() * (MAX_EXTRA - MIN_EXTRA + 1));
  const start = set.tee.start!;
  const tee = emptyLayout(set).boards[0];
  const teeBoard = boardById(tee.board)!;
  for (let attempt = 0; attempt < 500; attempt++) {
    const pool = set.boards.filter((b) => b.id !== set.tee.id);
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    site.reset();
    site.add(teeBoard, 0, 0, 0);
    const boards: Placement[] = [tee];
    for (let b = 0; b < n; b++) {
      const board = pool[b];
      if (!board) break;
      const count = spotsOf(board, teeBoard, b === 0);
      if (!count) break;
      // Prefer spots that lead away from the tee, so holes are long; keep some variety.
      const i = 3 * pickAmongBest(buffer, count, rotatedSums(board), start, rnd);
      boards.push({ board: board.id, q: buffer[i], r: buffer[i + 1], rot: buffer[i + 2] });
      site.add(board, buffer[i], buffer[i + 1], buffer[i + 2]);
    }
    if (boards.length !== n + 1) continue;
    const hexes = site.hexes();
    let far = -Infinity;
    const away = new Float64Array(hexes.length);
    for (let i = 0; i < hexes.length; i++) {
      away[i] = distance(hexes[i], start);
      far = Math.max(far, away[i]);
    }
    // The green's candidates in space order: off the tee board, not water, far enough out.
    const spots: number[] = [];
    const first = set.tee.spaces.length;
    const bare = site.course(hexes, teeStart(tee));
    for (let i = first; i < hexes.length; i++) {
      if (bare.terrain[i] !== "W" && away[i] >= far * 0.7) spots.push(i);
    }
    if (!spots.length) continue;
    const g = spots[Math.floor(rnd() * spots.length)];
    const hole: Layout = { boards, green: [hexes[g].q, hexes[g].r] };
    // What placeGreen would give: the green-less course with the green's index.
    const course: Course = { ...bare, green: g };
    if (site.valid(hole, course) && !hasCleanLine(course)) {
      rememberCourse(hole, course);
      return hole;
    }
  }
  throw new Error(`could not generate a hole from seed ${seed}`);
}
