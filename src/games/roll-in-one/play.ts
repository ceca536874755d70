/** Playing a hole: shots, landing, collisions, rounds, the end of a hole and its score. */
import type { Face } from "../../engine/dice.ts";
import { collide } from "./collide.ts";
import { type Course, compileCourse, EMPTY_LAYOUT, type Layout } from "./course.ts";
import { CLUBS, clubById } from "./data.ts";
import { generateLayout } from "./generator.ts";
import { DIRECTION_NAMES, distance } from "./hex.ts";
import {
  applyCurve,
  applyFace,
  curveOptions,
  type Landing,
  type RollOutcome,
  settle,
  startFlight,
} from "./shot.ts";
import type { Action, State } from "./state.ts";

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
  if (o.course) return o.course.holes[s.hole];
  if (o.layout === "generated") {
    const extra = o.players === 1 ? [2, 3, 4][s.hole % 3] : undefined;
    return generateLayout(o.courseSeed * 1000 + s.hole, extra);
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
    s.layout = EMPTY_LAYOUT;
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
    return;
  }
  s.events = [];
  after(s, applyCurve(course(s), s.flight!, a.dir, s.events));
}

export function applyRoll(s: State, face: Face): void {
  s.events = [];
  after(s, applyFace(course(s), s.flight!, face, s.events));
}

function after(s: State, out: RollOutcome): void {
  if (out.kind === "landed") endTurn(s, out.how);
}

function endTurn(s: State, how: Landing): void {
  const c = course(s);
  const f = s.flight!;
  const seat = f.seat;
  const stop = settle(c, f, how, s.events);
  s.penalties[seat] += stop.penalties;
  s.balls[seat] = stop.pos;
  // A ball that never left its space (e.g. a triangle first roll in the trees) hits nothing.
  if (stop.pos !== f.from && stop.pos !== c.green) {
    for (const p of collide(c, s.balls, seat, f.dir, s.events)) {
      if (c.terrain[p.to] === "W" && p.to !== c.green) {
        s.penalties[p.seat]++;
        s.events.push(`ball ${p.seat + 1} is pushed into water: penalty`);
      }
    }
  }
  for (let k = 0; k < s.balls.length; k++) {
    if (s.balls[k] === c.green) {
      s.balls[k] = -1;
      s.greenReached = true;
      s.events.push(`ball ${k + 1} is on the green`);
    }
  }
  s.flight = null;
  s.toPlay = s.toPlay.slice(1).filter((k) => s.balls[k] !== -1);
  if (s.toPlay.length) return;
  const allIn = s.balls.every((b) => b === -1);
  if (s.greenReached || allIn || s.round >= s.options.maxRounds) {
    endHole(s);
    return;
  }
  s.round++;
  s.toPlay = roundOrder(s);
}

/** Hex distance to the green ignoring the boards; 0 for a ball on the green. */
export function greenDistance(c: Course, ball: number): number {
  return ball === -1 ? 0 : distance(c.hexes[ball], c.hexes[c.green]);
}

/**
 * Solo: shots plus penalties. With others: penalty tokens plus the players strictly closer
 * to the green (by hex distance), counting those on the green.
 */
export function holeScores(s: State): number[] {
  const c = course(s);
  const d = s.balls.map((b) => greenDistance(c, b));
  if (s.options.players === 1) return [s.shots[0] + s.penalties[0]];
  return d.map((mine, i) => s.penalties[i] + d.filter((o, j) => j !== i && o < mine).length);
}

function endHole(s: State): void {
  const c = course(s);
  s.cards.push({
    designer: s.marker,
    layout: s.layout,
    par: c.par,
    shots: [...s.shots],
    penalties: [...s.penalties],
    distance: s.balls.map((b) => greenDistance(c, b)),
    score: holeScores(s),
  });
  s.events.push(`hole ${s.hole + 1} is over`);
  s.hole++;
  if (s.hole >= s.holesTotal) {
    s.phase = "over";
    return;
  }
  // Penalty tokens are discarded with the new hole (beginPlay); the marker passes clockwise.
  s.marker = (s.marker + 1) % s.options.players;
  startHole(s);
}
