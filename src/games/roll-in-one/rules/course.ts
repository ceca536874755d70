/**
 * A hole: the tee board plus placed boards (position + rotation) and one green token.
 * `compileCourse` turns a layout into flat arrays (space index, terrain, neighbours) that the
 * shot rules and the planner read; anything that is not a space is out of bounds.
 */
import { BOARDS, type Board, type BoardSet, boardById, TEE, type Terrain } from "../data.ts";
import { add, DIRECTIONS, type Hex, key, rotate } from "./hex.ts";
import { contactBy, keyFor } from "./space-keys.ts";
import { MIN_CONTACT, placementSpots } from "./spots.ts";

export interface Placement {
  readonly board: string;
  readonly q: number;
  readonly r: number;
  /** Sixths of a turn clockwise, 0-5. */
  readonly rot: number;
}

export interface Layout {
  readonly boards: readonly Placement[];
  readonly green: readonly [number, number] | null;
}

export const TEE_PLACEMENT: Placement = { board: TEE.id, q: 0, r: 0, rot: 0 };
export const EMPTY_LAYOUT: Layout = { boards: [TEE_PLACEMENT], green: null };
export const TEE_START: Hex = TEE.start!;

/** A layout with only the tee of a board set. */
export function emptyLayout(set: BoardSet): Layout {
  return set.key
    ? { boards: [{ board: set.tee.id, q: 0, r: 0, rot: 0 }], green: null }
    : EMPTY_LAYOUT;
}
/** Boards besides the tee that a hole may have (the rulebook's "connect 2-4 additional boards"). */
export const MIN_EXTRA = 2;
export const MAX_EXTRA = 4;
/** The board counts besides the tee a hole may have when its rules say nothing. */
export const DEFAULT_EXTRA: readonly number[] = [2, 3, 4];

export interface PlacedSpace extends Hex {
  readonly t: Terrain;
}

export function placedSpaces(p: Placement, board: Board = boardById(p.board)!): PlacedSpace[] {
  const { q, r, rot } = p;
  if (!Number.isInteger(rot) || rot < 0 || rot > 5) {
    return board.spaces.map((s) => {
      const h = add(rotate(s, rot), p);
      return { q: h.q, r: h.r, t: s.t };
    });
  }
  // Each board's turned spaces worked out once (every hole compiles and validates its boards).
  return turnedSpaces(board)[rot].map((s) => ({ q: s.q + q, r: s.r + r, t: s.t }));
}

const turnedOf = new WeakMap<Board, readonly (readonly PlacedSpace[])[]>();

/** A board's spaces turned by 0-5 sixths (about the origin), by rotation. */
function turnedSpaces(board: Board): readonly (readonly PlacedSpace[])[] {
  let t = turnedOf.get(board);
  if (!t) {
    t = [0, 1, 2, 3, 4, 5].map((rot) =>
      board.spaces.map((s) => {
        const h = rotate(s, rot);
        return { q: h.q, r: h.r, t: s.t };
      }),
    );
    turnedOf.set(board, t);
  }
  return t;
}

export interface Course {
  readonly hexes: readonly Hex[];
  readonly terrain: readonly Terrain[];
  readonly boardOf: readonly number[];
  /** nbr[i * 6 + d]: the space one step from i in direction d, or -1 (out of bounds). */
  readonly nbr: Int32Array;
  readonly index: ReadonlyMap<string, number>;
  readonly tee: number;
  /** -1 while no green is placed. */
  readonly green: number;
  readonly par: number;
  /** The terrain as printed on the boards, when `terrain` plays some of it as rough. */
  readonly printed?: readonly Terrain[];
}

const cache = new Map<string, Course>();
const byRef = new WeakMap<Layout, Course>();

/** Builds (and remembers) the flat course of a layout; later boards never overwrite earlier spaces. */
export function compileCourse(layout: Layout): Course {
  // States share their (never mutated) layout object, so most calls hit by reference.
  const same = byRef.get(layout);
  if (same) return same;
  const k = JSON.stringify(layout);
  const hit = cache.get(k);
  if (hit) {
    byRef.set(layout, hit);
    return hit;
  }
  const spaces: (PlacedSpace & { board: number })[] = [];
  let par = 0;
  layout.boards.forEach((p, b) => {
    const board = boardById(p.board);
    if (!board) return;
    par += board.par;
    for (const s of placedSpaces(p, board)) spaces.push({ q: s.q, r: s.r, t: s.t, board: b });
  });
  const green = layout.green ? { q: layout.green[0], r: layout.green[1] } : null;
  const tee = teeStart(layout.boards[0]);
  const course = courseFromSpaces(spaces, tee, green, par);
  if (cache.size > 500) cache.clear();
  cache.set(k, course);
  byRef.set(layout, course);
  return course;
}

/** Where a layout's tee board has its start. */
export function teeStart(first: Placement | undefined): Hex {
  return boardById(first?.board ?? "")?.start ?? TEE_START;
}

/** Remembers a layout's course built elsewhere (the generator's site: what compileCourse builds). */
export function rememberCourse(layout: Layout, course: Course): void {
  byRef.set(layout, course);
}

/**
 * The layout with its green token placed, its course (what compileCourse would build: the same
 * spaces, the green's index) made from the green-less layout's instead of compiled again.
 */
export function placeGreen(layout: Layout, green: Hex): Layout {
  const hole: Layout = { boards: layout.boards, green: [green.q, green.r] };
  const base = compileCourse(layout);
  byRef.set(hole, { ...base, green: base.index.get(key(green)) ?? -1 });
  return hole;
}

/** A course from loose spaces (the first of two on one hex wins); tests build small ones this way. */
export function courseFromSpaces(
  spaces: readonly (PlacedSpace & { board?: number })[],
  tee: Hex,
  green: Hex | null,
  par = 0,
): Course {
  const hexes: Hex[] = [];
  const terrain: Terrain[] = [];
  const boardOf: number[] = [];
  const index = new Map<string, number>();
  // The same index by a small number (keyFor) for the neighbours, without strings.
  const at = new Map<number | string, number>();
  const num = keyFor([spaces]);
  for (const s of spaces) {
    const sn = num(s);
    if (at.has(sn)) continue;
    at.set(sn, hexes.length);
    index.set(key(s), hexes.length);
    hexes.push({ q: s.q, r: s.r });
    terrain.push(s.t);
    boardOf.push(s.board ?? 0);
  }
  const nbr = new Int32Array(hexes.length * 6).fill(-1);
  hexes.forEach((h, i) => {
    for (let d = 0; d < 6; d++) {
      nbr[i * 6 + d] = at.get(num({ q: h.q + DIRECTIONS[d].q, r: h.r + DIRECTIONS[d].r })) ?? -1;
    }
  });
  return {
    hexes,
    terrain,
    boardOf,
    nbr,
    index,
    tee: index.get(key(tee)) ?? 0,
    green: green ? (index.get(key(green)) ?? -1) : -1,
    par,
  };
}

/** How many neighbouring pairs of spaces two space sets share (2+ means a shared edge of boards). */
export function contactCount(a: readonly Hex[], b: ReadonlySet<string>): number {
  let n = 0;
  for (const h of a) for (const d of DIRECTIONS) if (b.has(key(add(h, d)))) n++;
  return n;
}

export interface HoleRules {
  /** Allowed counts of boards besides the tee (default 2, 3 or 4). */
  readonly extraBoards?: readonly number[];
}

const checked = new Map<string, string[]>();

/** Everything wrong with a layout as a finished hole, in words; empty when it is valid. */
export function validateLayout(layout: Layout, rules: HoleRules = {}): string[] {
  const k = JSON.stringify([layout, rules.extraBoards ?? null]);
  const hit = checked.get(k);
  if (hit) return [...hit];
  const problems = findProblems(layout, rules);
  if (checked.size > 500) checked.clear();
  checked.set(k, problems);
  return [...problems];
}

function findProblems(layout: Layout, rules: HoleRules): string[] {
  const problems: string[] = [];
  const allowed = rules.extraBoards ?? DEFAULT_EXTRA;
  const first = layout.boards[0];
  const teeBoard = first && boardById(first.board)?.kind === "tee";
  if (!first || !teeBoard || first.q !== 0 || first.r !== 0 || first.rot !== 0) {
    problems.push("the tee board must come first, at 0,0 unturned");
  }
  const seen = new Set<string>();
  for (const p of layout.boards) {
    if (!boardById(p.board)) problems.push(`unknown board "${p.board}"`);
    else if (seen.has(p.board)) problems.push(`board ${p.board} is placed twice`);
    if (!Number.isInteger(p.rot) || p.rot < 0 || p.rot > 5) {
      problems.push(`board ${p.board}: rotation must be 0-5`);
    }
    seen.add(p.board);
  }
  if (problems.length) return problems;
  const extra = layout.boards.length - 1;
  if (!allowed.includes(extra)) {
    problems.push(
      `a hole needs ${allowed.join(" or ")} boards besides the tee; this one has ${extra}`,
    );
  }
  const owner = new Map<number | string, string>();
  const sets = layout.boards.map((p) => placedSpaces(p));
  const k = keyFor(sets);
  layout.boards.forEach((p, i) => {
    for (const s of sets[i]) {
      const o = owner.get(k(s));
      if (o) problems.push(`${p.board} overlaps ${o} at ${key(s)}`);
      else owner.set(k(s), p.board);
    }
  });
  problems.push(...connectionProblems(layout, sets, k));
  const course = compileCourse(layout);
  if (!layout.green) problems.push("no green token placed");
  else if (course.green < 0)
    problems.push(`the green at ${layout.green.join(",")} is not on a board`);
  else if (course.green === course.tee) problems.push("the green cannot be on the tee's start");
  else if (course.terrain[course.green] === "W") problems.push("the green cannot be on water");
  return [...new Set(problems)];
}

/** Boards not joined to the tee through boards that touch edge to edge. */
function connectionProblems(
  layout: Layout,
  sets: readonly (readonly Hex[])[],
  k: (h: Hex) => number | string,
): string[] {
  const keys = sets.map((s) => new Set(s.map(k)));
  const reached = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const i = queue.pop()!;
    for (let j = 0; j < sets.length; j++) {
      if (!reached.has(j) && contactBy(sets[j], keys[i], k) >= MIN_CONTACT) {
        reached.add(j);
        queue.push(j);
      }
    }
  }
  return layout.boards
    .filter((_, i) => !reached.has(i))
    .map((p) => `${p.board} does not touch the other boards edge to edge`);
}

/** Why `p` cannot be added to the layout now (overlap or no shared edge), or null. */
export function placementProblem(layout: Layout, p: Placement, max = MAX_EXTRA): string | null {
  const board = boardById(p.board);
  if (!board) return `no board "${p.board}" (boards: ${BOARDS.map((b) => b.id).join(", ")})`;
  if (layout.boards.some((b) => b.board === p.board)) return `${p.board} is already placed`;
  if (layout.boards.length - 1 >= max)
    return `this course has at most ${max} boards besides the tee`;
  const taken = new Set(layout.boards.flatMap((b) => placedSpaces(b).map(key)));
  const mine = placedSpaces(p, board);
  const clash = mine.find((s) => taken.has(key(s)));
  if (clash) return `${p.board} would overlap another board at ${key(clash)}`;
  if (contactCount(mine, taken) < MIN_CONTACT) {
    return `${p.board} must touch the course edge to edge (share at least two space sides)`;
  }
  return null;
}

/**
 * Every position and rotation where a board can be added (touching, not overlapping), in the
 * order: rotation, border space, board space. The spaces taken sit in a small grid around the
 * course (flat arrays instead of sets of keys: the generator calls this for every board it tries).
 */
export function candidatePlacements(layout: Layout, boardId: string): Placement[] {
  const board = boardById(boardId);
  if (!board || layout.boards.some((b) => b.board === boardId)) return [];
  const spots = placementSpots(layout, board);
  const out: Placement[] = [];
  for (let i = 0; i < spots.length; i += 3) {
    out.push({ board: boardId, q: spots[i], r: spots[i + 1], rot: spots[i + 2] });
  }
  return out;
}
