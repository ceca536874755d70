/**
 * One shot of the plain rules (rules/shot.ts: applyFace, applyCurve, settle, with no golfer or
 * card rules) over integer tables, for the fast path: the faces as kind codes, the terrain as
 * codes, one flight object reused, no outcome objects. The same draw per roll (`below(sides)`,
 * as rollDie makes it) and the same decisions, so the games are the engine's, seed for seed
 * (the shared harness checks every game of its option sets against the engine).
 */
import type { Xoshiro128ss } from "../../engine/rng.ts";
import type { Club } from "./data.ts";
import type { Course } from "./rules/course.ts";
import { dotsOf, type Flight } from "./rules/shot.ts";

const NUMBER = 0;
const TRIANGLE = 1;
const DOTS = 2;
const CURVE = 3;
const DOTTED_CURVE = 4;

const FAIRWAY = 1;
const SAND = 2;
const TREES = 3;
const WATER = 4;
const CODE: Record<string, number> = { R: 0, F: FAIRWAY, S: SAND, T: TREES, W: WATER };

/** A club's faces in die order: what kind each is, and its number or dots. */
export interface FaceTable {
  readonly sides: number;
  readonly kind: Int8Array;
  readonly n: Int8Array;
}

export function faceTable(club: Club): FaceTable {
  const kind = new Int8Array(club.faces.length);
  const n = new Int8Array(club.faces.length);
  club.faces.forEach((face, i) => {
    if (typeof face === "number") {
      kind[i] = NUMBER;
      n[i] = face;
    } else if (face === "triangle") kind[i] = TRIANGLE;
    else if (face === "curve") kind[i] = CURVE;
    else if (face === "dotted-curve") kind[i] = DOTTED_CURVE;
    else {
      kind[i] = DOTS;
      n[i] = dotsOf(face);
    }
  });
  return { sides: club.faces.length, kind, n };
}

/** A hole's spaces as the shot reads them. */
export interface HoleTable {
  readonly nbr: Int32Array;
  readonly terrain: Uint8Array;
  readonly green: number;
}

export function holeTable(course: Course): HoleTable {
  return {
    nbr: course.nbr,
    terrain: Uint8Array.from(course.terrain, (t) => CODE[t]),
    green: course.green,
  };
}

/** Where a shot came to rest: its space times 2, plus 1 for a penalty token. */
export type Rest = number;

/** Who picks a pending curve's direction, from the flight as rules/shot.ts keeps it. */
export interface CurvePicker {
  curve(club: number, f: Flight): number;
}

/**
 * Plays one shot from `pos` aimed `dir` with club `club` (faces `t`), asking `picker` for each
 * pending curve's direction; `f` is scratch, filled as the rules would have it when they ask.
 */
export function playShot(
  h: HoleTable,
  club: number,
  t: FaceTable,
  rng: Xoshiro128ss,
  f: Flight,
  pos: number,
  dir: number,
  picker: CurvePicker,
): Rest {
  const { nbr, terrain } = h;
  const { kind, n: num, sides } = t;
  let last = 0;
  let first = true;
  for (;;) {
    const i = rng.below(sides);
    const k = kind[i];
    // Sand: the first roll does not move the ball, except dotted rolls.
    const wasFirst = first;
    const sandHold = first && terrain[pos] === SAND;
    first = false;
    if (k === DOTS) {
      for (let j = num[i]; j > 0; j--) {
        const s = nbr[pos * 6 + dir];
        if (s < 0) return pos * 2 + 1;
        pos = s;
      }
      return rest(h, pos, dir, false);
    }
    if (k === CURVE || k === DOTTED_CURVE) {
      const dotted = k === DOTTED_CURVE;
      if (dotted) {
        const s = nbr[pos * 6 + dir];
        if (s < 0) return pos * 2 + 1;
        pos = s;
      }
      // The decider reads the flight as the rules leave it when they ask for the direction.
      f.pos = pos;
      f.dir = dir;
      f.last = last;
      f.first = false;
      f.pending = dotted ? "dotted-curve" : "curve";
      f.anyDirection = !dotted && wasFirst;
      f.stayPut = !dotted && sandHold;
      dir = picker.curve(club, f);
      f.pending = null;
      if (!dotted && sandHold) continue;
      const s = nbr[pos * 6 + dir];
      if (s < 0) return pos * 2 + 1;
      pos = s;
      if (dotted) return rest(h, pos, dir, false);
      continue;
    }
    if (k === NUMBER) {
      const v = num[i];
      if (v <= last) return rest(h, pos, dir, true);
      last = v;
    } else if (terrain[pos] === TREES) return rest(h, pos, dir, true);
    if (sandHold) continue;
    const s = nbr[pos * 6 + dir];
    if (s < 0) return pos * 2 + 1;
    pos = s;
  }
}

/** A landing at pos heading dir (`slides`: a normal landing, which slides on fairway). */
function rest(h: HoleTable, pos: number, dir: number, slides: boolean): Rest {
  if (pos === h.green) return pos * 2;
  if (slides && h.terrain[pos] === FAIRWAY) {
    const s = h.nbr[pos * 6 + dir];
    if (s < 0) return pos * 2 + 1;
    pos = s;
    if (pos === h.green) return pos * 2;
  }
  return pos * 2 + (h.terrain[pos] === WATER ? 1 : 0);
}
