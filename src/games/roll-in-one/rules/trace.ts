/**
 * The trace of a shot: every step of the current (or last) turn as the balls moved, space by
 * space, with the roll, the number it had to beat and the reasons in words. It is derived from
 * the states before and after each step, so every rule (rolls, curves, slides, water, out of
 * bounds, collisions, cards) is traced the same way; a table draws the flight from it however
 * many live updates arrive at once.
 */
import type { Face } from "../../../engine/dice.ts";
import type { State } from "../state.ts";
import { type Course, compileCourse } from "./course.ts";
import { distance, type Hex, key } from "./hex.ts";

export interface TraceMove {
  readonly seat: number;
  /** Course spaces from where the ball was to where it is, one space apart. */
  readonly path: readonly number[];
}

export interface TraceStep {
  /** The face rolled (a chance step), or the decision's type. */
  readonly face?: Face;
  readonly action?: string;
  /** The number to beat before this step (0: none yet). */
  readonly beat: number;
  /** The shooter's ball first, then the balls it hit, nearest first. */
  readonly moves: readonly TraceMove[];
  /** What happened, in words (with the {seat} marks of `events`). */
  readonly words: readonly string[];
  /** Seats that took a penalty token in this step. */
  readonly penalized: readonly number[];
  /** The turn ended with this step. */
  readonly landed: boolean;
}

export interface ShotTrace {
  /** Counts the shots of the game, so a table tells a new shot from the last one. */
  readonly id: number;
  readonly hole: number;
  readonly seat: number;
  readonly club: string;
  readonly from: number;
  readonly steps: readonly TraceStep[];
}

/** The spaces between a and b on a straight hex line (both ends included), on the course. */
export function hexLine(c: Course, a: number, b: number): number[] {
  if (a === b) return [a];
  const A = c.hexes[a];
  const B = c.hexes[b];
  const n = distance(A, B);
  const out: number[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const h = cubeRound(A.q + (B.q - A.q) * t, A.r + (B.r - A.r) * t);
    const at = c.index.get(key(h));
    if (at !== undefined && out[out.length - 1] !== at) out.push(at);
  }
  return out;
}

function cubeRound(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q + 1e-6);
  let rr = Math.round(r + 1e-6);
  const rs = Math.round(s - 2e-6);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/** Where each seat's ball is (course index; the green for a holed ball), the flying one too. */
function positions(s: State, c: Course, balls: readonly number[]): number[] {
  return balls.map((b, seat) =>
    s.flight && s.flight.seat === seat ? s.flight.pos : b === -1 ? c.green : b,
  );
}

/** Whether a step from `before` belongs to a turn's shot (the flight or what settles it). */
export function inShot(before: State): boolean {
  return (
    before.phase === "play" &&
    !before.deal.length &&
    (before.flight !== null || before.ricochet !== null || before.greenMoves.length > 0)
  );
}

/**
 * `after` with this step added to its trace: a shot action starts a new trace; steps of the
 * flight and its settling add to it; other steps leave it as it was.
 */
export function traced(
  before: State,
  after: State,
  step: { face: Face } | { action: string },
): State {
  const prev = before.trace ?? null;
  if ("action" in step && step.action === "shot" && after.flight) {
    const f = after.flight;
    after.trace = {
      id: (prev?.id ?? 0) + 1,
      hole: before.hole,
      seat: f.seat,
      club: f.club,
      from: f.from,
      steps: [stepOf(before, after, step)],
    };
    return after;
  }
  if (!prev || !inShot(before) || prev.hole !== before.hole) return after;
  after.trace = {
    id: prev.id,
    hole: prev.hole,
    seat: prev.seat,
    club: prev.club,
    from: prev.from,
    steps: [...prev.steps, stepOf(before, after, step)],
  };
  return after;
}

function stepOf(before: State, after: State, step: { face: Face } | { action: string }): TraceStep {
  const c = compileCourse(before.layout);
  // When the step ended the hole, the finished card keeps where the balls came to rest.
  const ended = after.hole !== before.hole || after.phase === "over";
  const card = ended ? after.cards[before.hole] : undefined;
  const from = positions(before, c, before.balls);
  const to = card?.balls
    ? card.balls.map((b) => (b === -1 ? c.green : b))
    : positions(after, c, after.balls);
  const mover = before.flight?.seat ?? before.ricochet?.seat ?? -1;
  const moved: TraceMove[] = [];
  for (let seat = 0; seat < from.length; seat++) {
    if (from[seat] >= 0 && to[seat] >= 0 && from[seat] !== to[seat])
      moved.push({ seat, path: hexLine(c, from[seat], to[seat]) });
  }
  if (moved.length > 1) {
    const end = mover >= 0 ? (to[mover] ?? -1) : -1;
    const far = (m: TraceMove) =>
      m.seat === mover || end < 0 ? -1 : distance(c.hexes[end], c.hexes[m.path[0]]);
    moved.sort((a, b) => far(a) - far(b));
  }
  const pens = card ? card.penalties : after.penalties;
  const penalized: number[] = [];
  for (let seat = 0; seat < pens.length; seat++) {
    if (pens[seat] > (before.penalties[seat] ?? 0)) penalized.push(seat);
  }
  const rest = {
    beat: before.flight?.last ?? 0,
    moves: moved,
    // The state's own list: no rule writes to a state's arrays once it is made.
    words: after.events,
    penalized,
    landed: ended || (!after.flight && !after.ricochet && !after.greenMoves.length),
  };
  return "face" in step ? { face: step.face, ...rest } : { action: step.action, ...rest };
}
