/** Playing a hole: starting it, shots, rolls and the windows after them (cards, abilities). */
import type { Face } from "../../../engine/dice.ts";
import type { Action } from "../actions.ts";
import { CLUBS, clubById } from "../data.ts";
import { boardsOf, type State } from "../state.ts";
import { type Course, compileCourse, emptyLayout, type Layout } from "./course.ts";
import { queueCaddies, skipEmptyDraws } from "./deal.ts";
import { seatCourse, shotRules, windowSeats, windowsOn } from "./effects.ts";
import { endTurn } from "./finish.ts";
import { generateLayout } from "./generator.ts";
import { leftCourse, oobRoll } from "./handicap.ts";
import { DIRECTION_NAMES } from "./hex.ts";
import { applyCurve, applyFace, curveOptions, type RollOutcome, startFlight } from "./shot.ts";
import { greensLayout, multiGreen, tokenBudget } from "./variants.ts";

export { greenDistance, holeScores } from "./finish.ts";

export type PlayAction = Extract<Action, { type: "shot" | "curve" }>;

export function course(s: State): Course {
  return compileCourse(s.layout);
}

/** Seats in play order for a round: from the marker holder, clockwise, skipping holed balls. */
export function roundOrder(s: State): number[] {
  const n = s.options.players;
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.marker + k) % n;
    if (s.balls[seat] !== -1) order.push(seat);
  }
  return order;
}

/** The layout for the current hole when nobody designs (saved course or generated). */
function preparedLayout(s: State): Layout | null {
  const o = s.options;
  if (o.variant === "campaign" || o.variant === "bumper") {
    // A saved three-green course is played as saved; else by hand, or generated from the seed.
    const saved = o.course?.holes[0];
    if (saved?.greens) {
      s.greens = saved.greens.map((x) => [...x] as [number, number]);
      return { boards: saved.boards, green: null };
    }
    if (o.byHand) return null;
    const g = greensLayout(o.courseSeed, o.variant, boardsOf(s));
    s.greens = g.greens.map((x) => [...x] as [number, number]);
    return g.layout;
  }
  if (o.course && o.variant !== "survival") return o.course.holes[s.hole];
  if (o.layout === "generated") {
    if (o.variant === "survival")
      return generateLayout(o.courseSeed * 1000 + s.hole, 2 + (s.hole % 3), boardsOf(s));
    const extra = o.players === 1 ? [2, 3, 4][s.hole % 3] : undefined;
    return generateLayout(o.courseSeed * 1000 + s.hole, extra, boardsOf(s));
  }
  return null;
}

export function startHole(s: State): void {
  const prepared = preparedLayout(s);
  if (prepared) {
    s.layout = prepared;
    beginPlay(s);
  } else {
    s.phase = "design";
    s.layout = emptyLayout(boardsOf(s));
  }
}

/** Every ball begins on the tee; penalty tokens from the last hole are already discarded. */
export function beginPlay(s: State): void {
  const n = s.options.players;
  const c = course(s);
  s.phase = "play";
  s.balls = Array(n).fill(c.tee);
  s.shots = Array(n).fill(0);
  s.penalties = Array(n).fill(0);
  s.round = 1;
  s.greenReached = false;
  s.flight = null;
  s.toPlay = roundOrder(s);
  s.turnIgnore = [];
  s.turnUsed = [];
  s.holeUsed = Array.from({ length: n }, () => []);
  s.window = [];
  if (s.options.variant === "survival") s.tokens += tokenBudget(s.layout);
  if (multiGreen(s)) s.reached = Array.from({ length: n }, () => []);
  queueCaddies(s, s.hole === 0);
  skipEmptyDraws(s);
}

export function checkPlay(s: State, a: PlayAction): string | null {
  const f = s.flight;
  if (a.type === "shot") {
    if (f) return f.pending ? "choose the curve's direction first" : "the ball is in the air";
    if (!clubById(a.club))
      return `no club "${a.club}" (clubs: ${CLUBS.map((c) => c.id).join(", ")})`;
    return null;
  }
  if (!f?.pending) return "there is no curve to choose";
  if (!curveOptions(f).includes(a.dir)) {
    return `the curve can go ${curveOptions(f)
      .map((d) => DIRECTION_NAMES[d])
      .join(" or ")}, not ${DIRECTION_NAMES[a.dir]}`;
  }
  return null;
}

export function legalPlay(s: State): PlayAction[] {
  const f = s.flight;
  if (f?.pending) return curveOptions(f).map((dir) => ({ type: "curve", dir }));
  const out: PlayAction[] = [];
  for (const c of CLUBS)
    for (let dir = 0; dir < 6; dir++) out.push({ type: "shot", club: c.id, dir });
  return out;
}

export function applyPlay(s: State, a: PlayAction): void {
  if (a.type === "shot") {
    const seat = s.toPlay[0];
    s.shots[seat]++;
    s.flight = { ...startFlight(s.balls[seat], a.dir), seat, club: a.club, from: s.balls[seat] };
    s.events = [`takes the ${a.club}, aims ${DIRECTION_NAMES[a.dir]}`];
    if (s.options.variant === "survival") {
      s.tokens--;
      s.events.push(`spends a token for the turn (${s.tokens} left)`);
    }
    return;
  }
  s.events = [];
  const f = s.flight!;
  const plainCurve = f.pending === "curve";
  const out = applyCurve(seatCourse(s, f.seat), f, a.dir, s.events);
  if (s.options.handicap) f.canCross = plainCurve && out.kind === "landed" && out.how === "out";
  after(s, out);
}

export function applyRoll(s: State, face: Face): void {
  s.events = [];
  const f = s.flight!;
  const { prev: _p, face: _f, landed: _l, seat, club, from, ...core } = f;
  const wasOob = !!f.oob;
  const out = wasOob
    ? oobRoll(s, face)
    : applyFace(seatCourse(s, seat), f, face, s.events, shotRules(s, seat));
  if (windowsOn(s.options)) {
    f.prev = core;
    f.face = face;
  }
  if (s.options.handicap && !wasOob) f.canCross = leftCourse(out, face);
  after(s, out);
}

/** After a roll (or a curve): with windows, the landing waits until every say is had. */
export function after(s: State, out: RollOutcome): void {
  const f = s.flight!;
  if (!windowsOn(s.options)) {
    if (out.kind === "landed") endTurn(s, out.how);
    return;
  }
  f.landed = out.kind === "landed" ? out.how : null;
  s.window = windowSeats(s);
  settleIfDone(s);
}

/** Ends the turn of a landed ball once nobody has a say left. */
export function settleIfDone(s: State): void {
  const f = s.flight;
  if (f?.landed && !s.window.length) endTurn(s, f.landed);
}
