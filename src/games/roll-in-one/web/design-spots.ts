/**
 * The builder's geometry: where a legal placement's snap spot sits (the centre of the board
 * as placed), and the spot nearest a point. The placements themselves come from the server's
 * legal actions; nothing here decides what is legal.
 */
import { boardById } from "../data.ts";
import { type Placement, placedSpaces } from "../rules/course.ts";
import { centre, SIZE } from "./course.tsx";

/** The board's middle as placed, in picture units. */
export function spotOf(p: Placement): [number, number] {
  const board = boardById(p.board);
  if (!board) return [0, 0];
  const cs = placedSpaces(p, board).map(centre);
  return [
    cs.reduce((t, c) => t + c[0], 0) / cs.length,
    cs.reduce((t, c) => t + c[1], 0) / cs.length,
  ];
}

/** The placement whose spot is nearest (x, y), if within `reach` spaces of it. */
export function nearestSpot<P extends Placement>(
  spots: readonly P[],
  x: number,
  y: number,
  reach = 2.5,
): P | null {
  let best: P | null = null;
  let bestD = reach * SIZE * Math.sqrt(3);
  for (const p of spots) {
    const [sx, sy] = spotOf(p);
    const d = Math.hypot(sx - x, sy - y);
    if (d < bestD) {
      best = p;
      bestD = d;
    }
  }
  return best;
}
