/**
 * The flight as frames: a shot's trace (rules/trace.ts) unrolled into one frame per space a
 * ball moves, plus a pause after each roll, and the balls' positions at any frame. Pure, so the
 * animation (flight.tsx) only keeps a frame number.
 */
import type { ShotTrace } from "../rules/trace.ts";

export interface Frame {
  /** The trace step this frame belongs to. */
  readonly step: number;
  /** A ball moving one space (seat and its new space), or the pause at the end of the step. */
  readonly seat: number | null;
  readonly to: number;
}

export function framesOf(t: ShotTrace): Frame[] {
  const out: Frame[] = [];
  t.steps.forEach((st, step) => {
    for (const m of st.moves) {
      for (let j = 1; j < m.path.length; j++) out.push({ step, seat: m.seat, to: m.path[j] });
    }
    out.push({ step, seat: null, to: -1 });
  });
  return out;
}

/** Each ball before the trace's first step: `now` with every move of the trace undone. */
export function startPositions(t: ShotTrace, now: readonly number[]): number[] {
  const pos = [...now];
  for (let k = t.steps.length - 1; k >= 0; k--) {
    const moves = t.steps[k].moves;
    for (let m = moves.length - 1; m >= 0; m--) pos[moves[m].seat] = moves[m].path[0];
  }
  return pos;
}

/** Each ball after frames 0..upTo (inclusive), from the start positions. */
export function positionsAt(
  frames: readonly Frame[],
  start: readonly number[],
  upTo: number,
): number[] {
  const pos = [...start];
  for (let i = 0; i <= upTo && i < frames.length; i++) {
    const f = frames[i];
    if (f.seat !== null) pos[f.seat] = f.to;
  }
  return pos;
}

/** The spaces each ball has travelled through up to a frame (for the drawn path). */
export function pathsAt(
  t: ShotTrace,
  frames: readonly Frame[],
  start: readonly number[],
  upTo: number,
): Map<number, number[]> {
  const paths = new Map<number, number[]>();
  for (let i = 0; i <= upTo && i < frames.length; i++) {
    const f = frames[i];
    if (f.seat === null) continue;
    const p = paths.get(f.seat) ?? [start[f.seat]];
    p.push(f.to);
    paths.set(f.seat, p);
  }
  if (!paths.has(t.seat)) paths.set(t.seat, [start[t.seat]]);
  return paths;
}
