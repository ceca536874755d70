/**
 * Handicap points across out of bounds: when a one-space move (a number that beats, a
 * triangle, a curve) would leave the course, the player may spend a point to fly on into the
 * out-of-bounds space. While out there only numbers that beat and triangles carry the ball
 * on, one space each (a point for each further out-of-bounds space); anything else fails the
 * crossing: a penalty, and the ball goes back to the space it left the course from.
 */
import type { Face } from "../../../engine/dice.ts";
import type { State } from "../state.ts";
import { compileCourse } from "./course.ts";
import { shotRules } from "./effects.ts";
import { DIRECTION_NAMES, DIRECTIONS, key } from "./hex.ts";
import type { RollOutcome } from "./shot.ts";
import { faceName, spaceName } from "./shot.ts";

/** Whether a roll's outcome is a one-space move off the course (numbers, triangles). */
export function leftCourse(out: RollOutcome, face: Face): boolean {
  return (
    out.kind === "landed" && out.how === "out" && (typeof face === "number" || face === "triangle")
  );
}

/** Spends a point: the ball flies into the out-of-bounds space ahead. */
export function crossOut(s: State, seat: number): void {
  const f = s.flight!;
  const c = compileCourse(s.layout);
  const from = f.oob ? { q: f.oob[0], r: f.oob[1] } : c.hexes[f.pos];
  const d = DIRECTIONS[f.dir];
  f.oob = [from.q + d.q, from.r + d.r];
  f.landed = null;
  f.canCross = false;
  s.points[seat] -= 1;
  s.window = [];
  s.events.push(
    `{${seat}:spends} a handicap point (${s.points[seat]} left): the ball flies ${DIRECTION_NAMES[f.dir]} out of bounds to ${f.oob.join(",")}`,
  );
}

/** A roll while the ball is out of bounds. */
export function oobRoll(s: State, face: Face): RollOutcome {
  const f = s.flight!;
  f.first = false;
  const rules = shotRules(s, f.seat);
  const n = typeof face === "number" ? face : 0;
  const beats = n > f.last || (n === f.last && n > 0 && !!rules?.tiesBeat);
  if (face !== "triangle" && !(n && beats)) {
    s.events.push(`${faceName(face)} while out of bounds: the crossing fails`);
    f.oob = null;
    f.canCross = false;
    return { kind: "landed", how: "out" };
  }
  if (n) f.last = n;
  const c = compileCourse(s.layout);
  const d = DIRECTIONS[f.dir];
  const next = [f.oob![0] + d.q, f.oob![1] + d.r] as [number, number];
  const back = c.index.get(key({ q: next[0], r: next[1] }));
  if (back !== undefined) {
    f.pos = back;
    f.oob = null;
    s.events.push(`crosses back onto the course at ${spaceName(c, back)}`);
    return { kind: "flying" };
  }
  // Another out-of-bounds space: a further point, or the crossing fails.
  s.events.push(`${next.join(",")} is out of bounds too`);
  f.oob = next;
  f.canCross = true;
  return { kind: "landed", how: "out" };
}
