/**
 * Ball collisions at the end of a turn: the stopping ball hits the balls on its space forward
 * one space (along its final direction); hit balls hit the next ones (chains); a push that would
 * leave the course does not happen and the balls stack instead. A ball pushed into water takes
 * a penalty; a ball pushed onto the green has stopped on the green.
 */
import type { Course } from "./course.ts";
import { spaceName } from "./shot.ts";

export interface Push {
  readonly seat: number;
  readonly to: number;
}

/**
 * Resolves the collision of seat `mover` stopping at `balls[mover]` heading `dir`.
 * Mutates `balls` (course index per seat; -1 = off the course on the green) and returns the pushes.
 */
export function collide(
  course: Course,
  balls: number[],
  mover: number,
  dir: number,
  log: string[] | null,
): Push[] {
  const pushes: Push[] = [];
  let at = balls[mover];
  let hitters = new Set([mover]);
  for (;;) {
    const hit: number[] = [];
    for (let s = 0; s < balls.length; s++) if (!hitters.has(s) && balls[s] === at) hit.push(s);
    if (!hit.length) return pushes;
    const to = course.nbr[at * 6 + dir];
    if (to < 0) {
      log?.push(`hits ${hit.map((s) => `{${s}'s} ball`).join(", ")} at the edge: the balls stack`);
      return pushes;
    }
    for (const s of hit) {
      balls[s] = to;
      pushes.push({ seat: s, to });
      log?.push(`hits {${s}'s} ball forward to ${spaceName(course, to)}`);
    }
    hitters = new Set(hit);
    at = to;
  }
}
