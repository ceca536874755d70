/**
 * Every shot rule, one roll at a time, over a compiled course. The game applies these at its
 * chance and curve-choice steps; the planner has its own, separate model of the same rules
 * (strategy/model.ts), and tests compare the two.
 */
import type { Face } from "../../../engine/dice.ts";
import { TERRAIN_NAMES } from "../data.ts";
import type { Course } from "./course.ts";
import { DIRECTION_NAMES, turn } from "./hex.ts";

/** The ball in the air: where, which way, the number to beat, and whether this is the first roll. */
export interface Flight {
  pos: number;
  dir: number;
  /** The number to beat; 0 before any number this turn. */
  last: number;
  first: boolean;
  /** A curve rolled: waiting for the player to pick the new direction. */
  pending: null | "curve" | "dotted-curve";
  /** The pending curve may take any of the six directions (a curve as the first roll). */
  anyDirection: boolean;
  /** The pending curve turns without moving (first roll from sand). */
  stayPut: boolean;
}

export type Landing = "normal" | "dotted" | "out";

/** Golfer abilities that change how rolls move the ball (none: the rulebook's rules). */
export interface ShotRules {
  /** A number equal to the number to beat still moves. */
  readonly tiesBeat?: boolean;
  /** Extra spaces for each dotted roll (not the dotted curve). */
  readonly extraDots?: number;
}

export type RollOutcome =
  | { readonly kind: "flying" }
  | { readonly kind: "choose" }
  | { readonly kind: "landed"; readonly how: Landing };

export function startFlight(pos: number, dir: number): Flight {
  return { pos, dir, last: 0, first: true, pending: null, anyDirection: false, stayPut: false };
}

export function dotsOf(face: Face): number {
  return typeof face === "string" && face.startsWith("dot") && face !== "dotted-curve"
    ? Number(face.slice(3))
    : 0;
}

export function faceName(face: Face): string {
  if (typeof face === "number") return String(face);
  const dots = dotsOf(face);
  if (dots) return `${dots} dot${dots > 1 ? "s" : ""}`;
  return face === "dotted-curve" ? "dotted curve" : face;
}

export function spaceName(course: Course, i: number): string {
  const h = course.hexes[i];
  const what =
    i === course.green ? "the green" : TERRAIN_NAMES[(course.printed ?? course.terrain)[i]];
  return `${h.q},${h.r} (${what})`;
}

/** One step along `dir`; false (ball unchanged) when that step leaves the course. */
function step(course: Course, f: Flight, dir: number, log: string[] | null): boolean {
  const n = course.nbr[f.pos * 6 + dir];
  if (n < 0) {
    log?.push(`would fly ${DIRECTION_NAMES[dir]} out of bounds: stops at the edge`);
    return false;
  }
  f.pos = n;
  log?.push(`moves ${DIRECTION_NAMES[dir]} to ${spaceName(course, n)}`);
  return true;
}

/** Applies one rolled face to the flight (mutating it). `log` collects the reasons, if given. */
export function applyFace(
  course: Course,
  f: Flight,
  face: Face,
  log: string[] | null,
  rules?: ShotRules,
): RollOutcome {
  const first = f.first;
  f.first = false;
  // Sand: the first roll does not move the ball, except dotted rolls.
  const sandHold = first && course.terrain[f.pos] === "S";
  const dots = dotsOf(face) && dotsOf(face) + (rules?.extraDots ?? 0);
  if (dots) {
    for (let k = 0; k < dots; k++) {
      if (!step(course, f, f.dir, log)) return { kind: "landed", how: "out" };
    }
    log?.push("dots: the ball lands");
    return { kind: "landed", how: "dotted" };
  }
  if (face === "dotted-curve") {
    if (!step(course, f, f.dir, log)) return { kind: "landed", how: "out" };
    f.pending = "dotted-curve";
    f.anyDirection = false;
    f.stayPut = false;
    log?.push("dotted curve: choose left or right for the second space");
    return { kind: "choose" };
  }
  if (face === "curve") {
    f.pending = "curve";
    f.anyDirection = first;
    f.stayPut = sandHold;
    log?.push(
      first
        ? `curve as the first roll: choose any direction${sandHold ? " (in sand: turns without moving)" : ""}`
        : "curve: choose left or right",
    );
    return { kind: "choose" };
  }
  if (face === "triangle") {
    if (course.terrain[f.pos] === "T") {
      log?.push("triangle in the trees: the ball lands");
      return { kind: "landed", how: "normal" };
    }
    if (sandHold) {
      log?.push("triangle: first roll from sand does not move");
      return { kind: "flying" };
    }
    return step(course, f, f.dir, log) ? { kind: "flying" } : { kind: "landed", how: "out" };
  }
  const n = Number(face);
  if (n < f.last || (n === f.last && !rules?.tiesBeat)) {
    log?.push(`${n} does not beat ${f.last}: the ball lands`);
    return { kind: "landed", how: "normal" };
  }
  log?.push(f.last ? `${n} beats ${f.last}` : "first number");
  f.last = n;
  if (sandHold) {
    log?.push("first roll from sand does not move");
    return { kind: "flying" };
  }
  return step(course, f, f.dir, log) ? { kind: "flying" } : { kind: "landed", how: "out" };
}

/** The directions a pending curve may take. */
export function curveOptions(f: Flight): number[] {
  if (f.anyDirection) return [0, 1, 2, 3, 4, 5];
  return [turn(f.dir, -1), turn(f.dir, 1)];
}

/** Applies the chosen direction of a pending curve (mutating the flight). */
export function applyCurve(
  course: Course,
  f: Flight,
  dir: number,
  log: string[] | null,
): RollOutcome {
  const kind = f.pending;
  f.pending = null;
  f.dir = dir;
  if (kind === "curve" && f.stayPut) {
    log?.push(`turns to ${DIRECTION_NAMES[dir]} without moving (sand)`);
    return { kind: "flying" };
  }
  if (!step(course, f, dir, log)) return { kind: "landed", how: "out" };
  if (kind === "dotted-curve") {
    log?.push("dotted curve: the ball lands");
    return { kind: "landed", how: "dotted" };
  }
  return { kind: "flying" };
}

export interface Stop {
  readonly pos: number;
  readonly penalties: number;
}

/**
 * Where the ball comes to rest and the penalties it took: out of bounds stops at the edge with
 * a penalty; a normal landing on fairway slides one more space; water stops take a penalty.
 */
export function settle(course: Course, f: Flight, how: Landing, log: string[] | null): Stop {
  if (how === "out") {
    log?.push(`out of bounds: penalty, the ball stays at ${spaceName(course, f.pos)}`);
    return { pos: f.pos, penalties: 1 };
  }
  let pos = f.pos;
  if (how === "normal" && pos !== course.green && course.terrain[pos] === "F") {
    const n = course.nbr[pos * 6 + f.dir];
    if (n < 0) {
      log?.push("fairway slide would leave the course: out of bounds, penalty");
      return { pos, penalties: 1 };
    }
    pos = n;
    log?.push(`fairway: slides ${DIRECTION_NAMES[f.dir]} to ${spaceName(course, pos)}`);
  }
  if (pos !== course.green && course.terrain[pos] === "W") {
    log?.push("stops in water: penalty");
    return { pos, penalties: 1 };
  }
  log?.push(pos === course.green ? "stops on the green!" : `stops at ${spaceName(course, pos)}`);
  return { pos, penalties: 0 };
}
