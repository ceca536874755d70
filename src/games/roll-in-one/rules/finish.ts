/**
 * The end of a turn (landing, collisions or a ricochet, greens, rounds) and of a hole or a
 * variant game, with the scores.
 */

import type { State } from "../state.ts";
import { collide } from "./collide.ts";
import { type Course, compileCourse } from "./course.ts";
import { ignoredTerrain, seatCourse } from "./effects.ts";
import { distance } from "./hex.ts";
import { roundOrder, startHole } from "./play.ts";
import { type Landing, settle, spaceName } from "./shot.ts";
import {
  BUMPER_LIMIT,
  campaignScores,
  GREENS,
  greenIndices,
  multiGreen,
  roundCap,
  SURVIVAL_HOLES,
} from "./variants.ts";

function penalize(s: State, seat: number, n: number): void {
  s.penalties[seat] += n;
  if (s.options.variant === "survival" && n) {
    s.tokens -= n;
    s.events.push(`pays ${n} token${n > 1 ? "s" : ""} for the penalty (${s.tokens} left)`);
  }
}

/** Whether a ball at `pos` (course index) sits on a green (any green in the variants). */
function onGreen(s: State, c: Course, pos: number): boolean {
  return multiGreen(s) ? greenIndices(s).includes(pos) : pos === c.green;
}

export function endTurn(s: State, how: Landing): void {
  const f = s.flight!;
  const seat = f.seat;
  const c = seatCourse(s, seat);
  const stop = settle(c, f, how, s.events);
  penalize(s, seat, stop.penalties);
  s.balls[seat] = stop.pos;
  // A ball that never left its space (e.g. a triangle first roll in the trees) hits nothing.
  if (stop.pos !== f.from && !onGreen(s, c, stop.pos)) {
    const others = s.balls.some((b, k) => k !== seat && b === stop.pos);
    if (s.options.ricochet && others) {
      s.ricochet = { seat, at: stop.pos, dir: f.dir };
      s.events.push("lands on another ball: ricochet, move one of the balls to a space next to it");
      return;
    }
    const hit = new Set<number>();
    // A pushed ball takes its water penalty by its own golfer and cards, not the mover's.
    const real = compileCourse(s.layout);
    for (const p of collide(real, s.balls, seat, f.dir, s.events)) {
      hit.add(p.seat);
      if (ignoredTerrain(s, p.seat).includes("W")) continue;
      if (real.terrain[p.to] === "W" && p.to !== real.green) {
        penalize(s, p.seat, 1);
        s.events.push(`{${p.seat}'s} ball is pushed into water: penalty`);
      }
    }
    // Bumper Golf: every ball hit takes a penalty, also one that stacks at the edge.
    if (s.options.variant === "bumper" && others) {
      for (let k = 0; k < s.balls.length; k++) {
        if (k !== seat && (hit.has(k) || s.balls[k] === stop.pos)) {
          penalize(s, k, 1);
          s.events.push(`{${k}'s} ball is hit: bumper penalty`);
        }
      }
    }
  }
  finishTurn(s);
}

/** Ricochet: the chosen ball moves one space and follows that space's landing rules. */
export function applyRicochet(s: State, ball: number, dir: number): void {
  const r = s.ricochet!;
  s.ricochet = null;
  s.events = [];
  const c = seatCourse(s, ball);
  const to = c.nbr[r.at * 6 + dir];
  s.events.push(`ricochet: {${ball}'s} ball moves to ${spaceName(c, to)}`);
  const moved = {
    pos: to,
    dir,
    last: 0,
    first: false,
    pending: null,
    anyDirection: false,
    stayPut: false,
  };
  const stop = settle(c, moved, "normal", s.events);
  penalize(s, ball, stop.penalties);
  s.balls[ball] = stop.pos;
  if (s.options.variant === "bumper" && ball !== r.seat) {
    penalize(s, ball, 1);
    s.events.push(`{${ball}'s} ball is hit: bumper penalty`);
  }
  finishTurn(s);
}

/** Ricochet choices: the landing ball or one it landed on, to any space next to it. */
export function ricochetChoices(s: State): { ball: number; dir: number }[] {
  const r = s.ricochet!;
  const c = compileCourse(s.layout);
  const out: { ball: number; dir: number }[] = [];
  for (let k = 0; k < s.balls.length; k++) {
    if (s.balls[k] !== r.at) continue;
    for (let d = 0; d < 6; d++) if (c.nbr[r.at * 6 + d] >= 0) out.push({ ball: k, dir: d });
  }
  return out;
}

function checkGreens(s: State): void {
  const c = compileCourse(s.layout);
  if (!multiGreen(s)) {
    for (let k = 0; k < s.balls.length; k++) {
      if (s.balls[k] === c.green) {
        s.balls[k] = -1;
        s.greenReached = true;
        s.events.push(`{${k}'s} ball is on the green`);
      }
    }
    return;
  }
  const greens = greenIndices(s);
  for (let k = 0; k < s.balls.length; k++) {
    const g = greens.indexOf(s.balls[k]);
    if (g < 0) continue;
    if (s.options.variant === "bumper") {
      if (s.penalties[k] > 0) s.penalties[k]--;
      s.events.push(
        `{${k}'s} ball is on green ${g + 1}: one penalty dropped; {${k}:moves} that green`,
      );
      s.greenMoves.push({ seat: k, green: g });
    } else if (!s.reached[k].includes(g)) {
      s.reached[k] = [...s.reached[k], g].sort();
      s.events.push(`{${k}'s} ball reaches green ${g + 1} (${s.reached[k].length} of ${GREENS})`);
      if (s.reached[k].length === GREENS) {
        s.balls[k] = -1;
        if (s.leader < 0) {
          s.leader = k;
          s.catchUp = s.penalties[k];
          s.events.push(
            `{${k}:has} reached every green: ${s.catchUp} catch-up round${s.catchUp === 1 ? "" : "s"} after this one`,
          );
        }
      }
    }
  }
}

/** After the landing and any collision: greens, then the next player, round or hole. */
export function finishTurn(s: State): void {
  checkGreens(s);
  s.flight = null;
  s.window = [];
  s.turnIgnore = [];
  s.turnUsed = [];
  if (s.greenMoves.length) return;
  nextTurn(s);
}

/** Moves on once a turn is fully over (Bumper Golf: after the green has moved). */
export function nextTurn(s: State): void {
  const v = s.options.variant;
  if (v === "survival") {
    const holed = s.balls[0] === -1;
    if (holed) {
      s.survived++;
      s.events.push(`hole survived (${s.survived})`);
    }
    if (holed || s.tokens <= 0) {
      if (!holed) s.events.push("out of tokens: the run is over");
      endHole(s, !holed || s.survived >= SURVIVAL_HOLES);
      return;
    }
  }
  if (v === "bumper" && s.penalties.some((p) => p >= BUMPER_LIMIT)) {
    s.events.push(`a player has ${BUMPER_LIMIT} penalties: the game is over`);
    endHole(s, true);
    return;
  }
  s.toPlay = s.toPlay.slice(1).filter((k) => s.balls[k] !== -1);
  if (s.toPlay.length) return;
  const allIn = s.balls.every((b) => b === -1);
  if (v === "campaign") {
    if (allIn || (s.leader >= 0 && s.catchUp <= 0) || s.round >= roundCap(s)) {
      endHole(s, true);
      return;
    }
    if (s.leader >= 0) s.catchUp--;
  } else if (v === "bumper") {
    if (s.round >= roundCap(s)) {
      endHole(s, true);
      return;
    }
  } else if (s.greenReached || allIn || s.round >= s.options.maxRounds) {
    endHole(s, false);
    return;
  }
  s.round++;
  s.toPlay = roundOrder(s);
}

/** Hex distance to the green ignoring the boards; 0 for a ball on the green. */
export function greenDistance(c: Course, ball: number): number {
  return ball === -1 ? 0 : distance(c.hexes[ball], c.hexes[c.green]);
}

/** Distance to the nearest green still to reach (variants), 0 when none is left. */
function variantDistance(s: State, c: Course, seat: number): number {
  const b = s.balls[seat];
  if (b === -1 || !s.greens.length) return 0;
  const left = s.greens.filter((_, g) => !s.reached[seat]?.includes(g));
  if (!left.length) return 0;
  return Math.min(...left.map(([q, r]) => distance(c.hexes[b], { q, r })));
}

/**
 * Solo: shots plus penalties. With others: penalty tokens plus the players strictly closer
 * to the green (by hex distance), counting those on the green. Variants: their own scores.
 */
export function holeScores(s: State): number[] {
  const v = s.options.variant;
  if (v === "campaign") return campaignScores(s);
  if (v === "bumper") return [...s.penalties];
  const c = compileCourse(s.layout);
  const d = s.balls.map((b) => greenDistance(c, b));
  if (s.options.players === 1) return [s.shots[0] + s.penalties[0]];
  return d.map((mine, i) => s.penalties[i] + d.filter((o, j) => j !== i && o < mine).length);
}

function endHole(s: State, last: boolean): void {
  const c = compileCourse(s.layout);
  s.cards.push({
    designer: s.marker,
    layout: s.layout,
    par: c.par,
    shots: [...s.shots],
    penalties: [...s.penalties],
    distance: s.balls.map((b, k) =>
      multiGreen(s) ? variantDistance(s, c, k) : greenDistance(c, b),
    ),
    score: holeScores(s),
    balls: [...s.balls],
  });
  s.events.push(`hole ${s.hole + 1} is over`);
  s.hole++;
  s.flight = null;
  if (last || s.hole >= s.holesTotal) {
    s.phase = "over";
    return;
  }
  // Penalty tokens are discarded with the new hole (beginPlay); the marker passes clockwise.
  s.marker = (s.marker + 1) % s.options.players;
  startHole(s);
}
