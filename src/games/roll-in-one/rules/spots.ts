/**
 * Where a board can be added to a layout (course.ts candidatePlacements, flat for the
 * generator, which asks for every board it tries). The spaces sit in one grid kept across
 * calls: a fixed stride, so each board's offsets in every rotation are worked out once, and
 * tables marked by a stamp per call or rotation instead of cleared.
 */
import { type Board, boardById } from "../data.ts";
import type { Layout } from "./course.ts";
import { DIRECTIONS, rotate } from "./hex.ts";

/** Two boards touch edge to edge when at least two pairs of their spaces are neighbours. */
export const MIN_CONTACT = 2;

/** A board's spaces turned by rot sixths: their q and r, and grid offsets (the grid's stride). */
interface Turned {
  readonly q: Int32Array;
  readonly r: Int32Array;
  readonly stride: number;
  /** Each space's offset from the origin. */
  readonly own: Int32Array;
}

const turnedOf = new WeakMap<Board, Turned[]>();

function turned(board: Board, stride: number): Turned[] {
  let t = turnedOf.get(board);
  if (t && t[0].stride === stride) return t;
  t = [0, 1, 2, 3, 4, 5].map((rot) => {
    const local = board.spaces.map((s) => rotate(s, rot));
    return {
      q: Int32Array.from(local, (l) => l.q),
      r: Int32Array.from(local, (l) => l.r),
      stride,
      own: Int32Array.from(local, (l) => l.q * stride + l.r),
    };
  });
  turnedOf.set(board, t);
  return t;
}

/** The grid: cell (q, r) at (q + half) * stride + r + half; each table marked by stamps. */
let half = 0;
let stride = 0;
let taken = new Int32Array(0);
let seen = new Int32Array(0);
let tried = new Int32Array(0);
let blocked = new Int32Array(0);
/** How many taken spaces neighbour a cell (valid where adjAt holds the call's stamp). */
let adj = new Int32Array(0);
let adjAt = new Int32Array(0);
let stamp = 0;

/** A grid reaching `reach` from the origin on both axes (grown, and the stamps restarted, as needed). */
function fitGrid(reach: number): void {
  if (reach < half && stamp < 2 ** 30) return;
  half = Math.max(half, reach + 16);
  stride = 2 * half + 1;
  const size = stride * stride;
  taken = new Int32Array(size);
  seen = new Int32Array(size);
  tried = new Int32Array(size);
  blocked = new Int32Array(size);
  adj = new Int32Array(size);
  adjAt = new Int32Array(size);
  stamp = 0;
}

/**
 * candidatePlacements' spots as flat q, r, rot triples, in the same order: rotation, border
 * space (in the order the layout's spaces and their directions give them), board space.
 */
export function placementSpots(layout: Layout, board: Board): number[] {
  let reach = 0;
  for (const s of board.spaces) {
    reach = Math.max(reach, Math.abs(s.q), Math.abs(s.r), Math.abs(s.q + s.r));
  }
  const placed = layout.boards.map((p) => ({ p, t: boardById(p.board)! }));
  // A placement's origin lies within reach + 1 of a course space, its spaces and their
  // neighbours within 2 reach + 2: the grid must hold all of that.
  let far = 0;
  for (const { p, t } of placed) {
    for (const s of t.spaces) {
      far = Math.max(far, Math.abs(p.q) + Math.abs(s.q) + Math.abs(s.r));
      far = Math.max(far, Math.abs(p.r) + Math.abs(s.q) + Math.abs(s.r));
    }
  }
  fitGrid(far + 2 * reach + 4);
  const S = stride;
  const o = half * S + half;
  const call = ++stamp;
  // Each taken space once (an invalid layout may stack two boards), and the course's spaces
  // in order (with repeats) for the border.
  const cellAt: number[] = [];
  const cells: number[] = [];
  for (const { p, t } of placed) {
    const tt = turned(t, S)[p.rot];
    for (let j = 0; j < tt.q.length; j++) {
      const a = o + (p.q + tt.q[j]) * S + (p.r + tt.r[j]);
      cells.push(a);
      if (taken[a] !== call) cellAt.push(a);
      taken[a] = call;
    }
  }
  for (const t of cellAt) {
    for (const d of DIRECTIONS) {
      const k = t + d.q * S + d.r;
      if (adjAt[k] !== call) {
        adjAt[k] = call;
        adj[k] = 0;
      }
      adj[k]++;
    }
  }
  const border: number[] = [];
  for (const a of cells) {
    for (const d of DIRECTIONS) {
      const k = a + d.q * S + d.r;
      if (taken[k] !== call && seen[k] !== call) {
        seen[k] = call;
        border.push(k);
      }
    }
  }
  const out: number[] = [];
  const rots = turned(board, S);
  for (let rot = 0; rot < 6; rot++) {
    const { own } = rots[rot];
    const mark = ++stamp;
    // Per origin: the board would cover a taken space (scattered from the taken spaces,
    // fewer than the origins tried, most of which overlap).
    for (let i = 0; i < cellAt.length; i++) {
      const t = cellAt[i];
      for (let j = 0; j < own.length; j++) blocked[t - own[j]] = mark;
    }
    for (let i = 0; i < border.length; i++) {
      const b = border[i];
      for (let j = 0; j < own.length; j++) {
        const a = b - own[j];
        if (tried[a] === mark) continue;
        tried[a] = mark;
        if (blocked[a] === mark) continue;
        // Touching needs MIN_CONTACT neighbouring pairs (a board space and a taken space
        // beside it): each board space's count of taken neighbours, until there are enough.
        let contact = 0;
        for (let j2 = 0; j2 < own.length && contact < MIN_CONTACT; j2++) {
          const k = a + own[j2];
          if (adjAt[k] === call) contact += adj[k];
        }
        if (contact >= MIN_CONTACT) {
          const q = Math.floor(a / S) - half;
          out.push(q, a - o - q * S, rot);
        }
      }
    }
  }
  return out;
}
