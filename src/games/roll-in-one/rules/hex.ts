/**
 * Hex geometry in axial coordinates (q, r), pointy-top hexes: rows of constant r run left to
 * right and each row is drawn half a space further right than the one above it.
 * Directions are numbered clockwise from east, so "right" (clockwise) is +1 and "left" is -1.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** E, SE, SW, W, NW, NE: clockwise on screen, one 60-degree turn apart. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export const DIRECTION_NAMES = ["E", "SE", "SW", "W", "NW", "NE"] as const;

export function add(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function neighbor(h: Hex, dir: number): Hex {
  return add(h, DIRECTIONS[turn(dir, 0)]);
}

/** The direction `by` sixths of a turn clockwise from `dir` (negative: counter-clockwise). */
export function turn(dir: number, by: number): number {
  return (((dir + by) % 6) + 6) % 6;
}

/** Rotates a hex about the origin by `steps` x 60 degrees clockwise. */
export function rotate(h: Hex, steps: number): Hex {
  let q = h.q;
  let r = h.r;
  for (let i = 0; i < turn(steps, 0); i++) {
    const s = -q - r;
    // Clockwise 60 degrees in cube coordinates: (x, y, z) -> (-z, -x, -y), with x=q, z=r.
    const nq = -r;
    const nr = -s;
    q = nq;
    r = nr;
  }
  return { q: q + 0, r: r + 0 };
}

/** Number of steps between two spaces on an unbounded hex grid. */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function key(h: Hex): string {
  return `${h.q},${h.r}`;
}

export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Parses a direction typed by a player: E, SE, SW, W, NW, NE or 0-5. */
export function parseDirection(text: string): number | null {
  const t = text.trim().toUpperCase();
  const i = DIRECTION_NAMES.indexOf(t as (typeof DIRECTION_NAMES)[number]);
  if (i >= 0) return i;
  if (/^[0-5]$/.test(t)) return Number(t);
  return null;
}
