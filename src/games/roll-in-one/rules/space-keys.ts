/**
 * Keys for sets of spaces (course.ts: the course's neighbour map, validation's overlaps and
 * contacts): small numbers where every space is near the origin, "q,r" strings otherwise.
 */
import { DIRECTIONS, type Hex, key } from "./hex.ts";

/**
 * A key of a space for the sets of one check: a small number (a V8 small integer, cheap to
 * hash) when every space there lies within 16,000 of the origin, else its "q,r" string.
 */
export function keyFor(spaces: readonly (readonly Hex[])[]): (h: Hex) => number | string {
  const near = spaces.every((s) => s.every((h) => Math.abs(h.q) < 16000 && Math.abs(h.r) < 16000));
  return near ? (h) => (h.q + 16384) * 32768 + (h.r + 16384) : key;
}

/** course.ts contactCount with the second set's spaces keyed by `k` (keyFor). */
export function contactBy(
  a: readonly Hex[],
  b: ReadonlySet<number | string>,
  k: (h: Hex) => number | string,
): number {
  let n = 0;
  for (const h of a) for (const d of DIRECTIONS) if (b.has(k({ q: h.q + d.q, r: h.r + d.r }))) n++;
  return n;
}
