/**
 * The table bot: plays for the score of a table, not of a solo round. At a table a hole scores
 * penalty tokens plus the players closer to the green, and it ends with the round in which
 * anyone reaches the green. Each shot (and each curve) is valued by where it comes to rest,
 * exactly (the model's landing distribution, by final direction), and each resting place by
 * every seat's expected score of the hole (standings.ts, from each seat's race, race.ts):
 * the collision it causes (a rival pushed into water, off the line or onto the green), the
 * chance a rival's next shot lands on the ball and pushes it (into water too), the race to the
 * green and who ends closer. The objective is the bot's own expected score less
 * RIVAL_WEIGHT times the rivals' mean. Alone it is the planner (the solo objective).
 */
import type { Bot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { CLUBS } from "../data.ts";
import { collide } from "../rules/collide.ts";
import { compileCourse } from "../rules/course.ts";
import { activeSeat, seatCourse } from "../rules/effects.ts";
import { curveOptions, settle } from "../rules/shot.ts";
import type { State } from "../state.ts";
import { modelBot } from "./bots.ts";
import { bestShot, type Model } from "./model.ts";
import { landing } from "./odds.ts";
import { seatModel } from "./plays.ts";
import { chainFrom, HORIZON, type Race, raceOf } from "./race.ts";
import { expectedScores, type SeatRace } from "./standings.ts";
import { firstRoll, inFlight, out, solveTurn, stepOn, stop, type Turn } from "./turn.ts";

/** How much the rivals' mean score counts against the bot's own (measured, docs). */
export const RIVAL_WEIGHT = 0.5;

/** A table's scoring: several players, one green (the variants keep their own scores). */
export function atTable(s: State): boolean {
  return s.options.players > 1 && !s.options.variant;
}

/** What the table looks like to the deciding seat: every seat's race and what may push it. */
interface Table {
  readonly s: State;
  readonly me: number;
  readonly races: Race[];
  readonly offsets: (0 | 1)[];
  readonly H: number;
  /** For each rival, where its next shot may come to rest by final direction (ends). */
  readonly rivalEnds: (Map<number, number> | null)[];
  readonly memo: Map<number, number>;
  /** The turn solved for these resting values (made when first asked for). */
  turn?: Turn;
}

const lastTable = new WeakMap<Model, { key: string; t: Table }>();
/** The last turn solved per model: the next one starts from its values. */
const warmTurn = new WeakMap<Model, Turn>();

/** The table for a state, remembered while nothing it depends on changes (a window's plays). */
function tableOf(s: State, m: Model): Table {
  const me = activeSeat(s);
  // The deciding seat's own ball is left out: a step before the shot (Tee It Up, Nimble Ned)
  // reuses the turn solved for this turn (only a collision on the space it left could differ).
  const rivals = s.balls.map((b, k) => (k === me ? -2 : b));
  const key = JSON.stringify([me, rivals, s.penalties, s.round, s.toPlay, s.layout]);
  const known = lastTable.get(m);
  if (known?.key === key) return known.t;
  const t = makeTable(s, m, me);
  lastTable.set(m, { key, t });
  return t;
}

function makeTable(s: State, m: Model, me: number): Table {
  const n = s.options.players;
  const races = Array.from({ length: n }, (_, k) =>
    raceOf(k === me ? m : seatModel(s, k, "table")),
  );
  const later = new Set(s.toPlay.filter((k) => k !== me));
  const offsets = Array.from({ length: n }, (_, k) => (later.has(k) ? 1 : 0) as 0 | 1);
  const rivalEnds = s.balls.map((b, k) => {
    if (k === me || b < 0) return null;
    const rm = races[k].model;
    const best = bestShot(rm, b);
    return landing(rm, best.club, b, best.dir).ends;
  });
  const H = Math.min(s.options.maxRounds - s.round, HORIZON - 1);
  return { s, me, races, offsets, H, rivalEnds, memo: new Map() };
}

/**
 * The objective after the deciding seat's ball comes to rest at `pos` heading `dir` (its
 * penalties this turn not counted: the caller adds them).
 */
function restValue(t: Table, pos: number, dir: number): number {
  const { s, me } = t;
  const from = s.flight?.from ?? s.balls[me];
  const green = compileCourse(s.layout).green;
  const collides = pos !== from && pos !== green && s.balls.some((b, k) => k !== me && b === pos);
  const key = collides ? pos * 6 + dir : -1 - pos;
  const known = t.memo.get(key);
  if (known !== undefined) return known;
  const scores = scoresAt(t, pos, dir, collides);
  const rivals = scores.filter((_, k) => k !== me);
  const v =
    scores[me] -
    (rivals.length ? (RIVAL_WEIGHT * rivals.reduce((a, b) => a + b, 0)) / rivals.length : 0);
  t.memo.set(key, v);
  return v;
}

/**
 * Every seat's expected score of the hole once the deciding seat's ball rests at `pos` heading
 * `dir` (exported for tests and tools).
 */
export function restingScores(s: State, m: Model, pos: number, dir: number): number[] {
  const t = tableOf(s, m);
  const from = s.flight?.from ?? s.balls[t.me];
  const green = compileCourse(s.layout).green;
  return scoresAt(
    t,
    pos,
    dir,
    pos !== from && pos !== green && s.balls.some((b, k) => k !== t.me && b === pos),
  );
}

function scoresAt(t: Table, pos: number, dir: number, collides: boolean): number[] {
  const { s, me, races } = t;
  const real = compileCourse(s.layout);
  const balls = [...s.balls];
  balls[me] = pos;
  const held = [...s.penalties];
  const pushed = new Set<number>();
  if (collides) {
    for (const p of collide(real, balls, me, dir, null)) {
      pushed.add(p.seat);
      const terr = races[p.seat].model.course.terrain;
      if (p.to !== real.green && terr[p.to] === "W") held[p.seat]++;
    }
  }
  const seats: SeatRace[] = balls.map((b, k) => {
    const r = races[k];
    // A ball pushed onto the green is on it now, whether or not it was still to play.
    const offset = b === real.green ? 0 : t.offsets[k];
    if (k !== me) return { parts: [{ chain: chainFrom(r, b), w: 1 }], offset, held: held[k] };
    return pushedAround(t, real.nbr, pos, pushed, held[k]);
  });
  return expectedScores(seats, t.H, races[me].D);
}

/** The deciding seat at `pos`, with the chance that a rival's next shot lands on it and pushes it. */
function pushedAround(
  t: Table,
  nbr: Int32Array,
  pos: number,
  pushed: ReadonlySet<number>,
  held: number,
): SeatRace {
  const r = t.races[t.me];
  const green = r.model.course.green;
  if (pos === green) return { parts: [{ chain: r.holed, w: 1 }], offset: 0, held };
  const parts = [];
  let stay = 1;
  let wet = 0;
  t.rivalEnds.forEach((ends, k) => {
    if (!ends || pushed.has(k) || t.s.balls[k] === pos) return;
    for (let d = 0; d < 6; d++) {
      const q = (ends.get((pos * 6 + d) * 2) ?? 0) + (ends.get((pos * 6 + d) * 2 + 1) ?? 0);
      if (!q) continue;
      const to = nbr[pos * 6 + d];
      if (to < 0) continue; // at the edge the balls stack: nothing moves
      stay -= q;
      if (to !== green && r.model.course.terrain[to] === "W") wet += q;
      parts.push({ chain: chainFrom(r, to), w: q });
    }
  });
  parts.push({ chain: chainFrom(r, pos), w: stay });
  return { parts, offset: 0, held: held + wet };
}

/** The turn solved with the table's objective at every resting place. */
function turnOf(t: Table): Turn {
  if (t.turn) return t.turn;
  const m = t.races[t.me].model;
  const n = m.course.hexes.length;
  const rest = new Float64Array(n * 12);
  for (let c = 0; c < n; c++) {
    for (let d = 0; d < 6; d++) {
      const v = restValue(t, c, d);
      rest[(c * 6 + d) * 2] = v;
      rest[(c * 6 + d) * 2 + 1] = v + 1;
    }
  }
  t.turn = solveTurn(m, rest, warmTurn.get(m));
  warmTurn.set(m, t.turn);
  return t.turn;
}

/** The terrain the first roll from `pos` feels: rough where a card ignores it this turn. */
function startTerrain(s: State, pos: number): string | undefined {
  const t = compileCourse(s.layout).terrain[pos];
  return (t === "S" || t === "T") && s.turnIgnore.includes(t) ? "R" : undefined;
}

/**
 * The objective for the seat whose turn it is, from a state in its turn (a card or ability
 * just applied, or not): in flight, at a curve, landed or about to shoot. null elsewhere.
 */
export function tableStateValue(s: State, m: Model): number | null {
  const f = s.flight;
  if (f) {
    const t = tableOf(s, m);
    if (f.landed) {
      const stopped = settle(seatCourse(s, f.seat), { ...f }, f.landed, null);
      return stopped.penalties + restValue(t, stopped.pos, f.dir);
    }
    if (f.pending) return Math.min(...tableCurveValues(s, m).map((v) => v.value));
    const k = CLUBS.findIndex((c) => c.id === f.club);
    const turn = turnOf(t);
    return f.first
      ? firstRoll(turn, k, f.pos, f.dir, startTerrain(s, f.pos))
      : inFlight(turn, k, f.pos, f.dir, f.last);
  }
  const me = s.toPlay[0];
  if (s.phase !== "play" || me === undefined || s.balls[me] < 0) return null;
  return tableShotValues(s, m)[0].value;
}

/** Each shot's value by the table's objective (expected points relative to the rivals), best first. */
export function tableShotValues(
  s: State,
  m: Model,
): { club: number; dir: number; value: number }[] {
  const t = tableOf(s, m);
  const turn = turnOf(t);
  const from = s.balls[t.me];
  const start = startTerrain(s, from);
  const out: { club: number; dir: number; value: number }[] = [];
  for (let k = 0; k < CLUBS.length; k++) {
    for (let d = 0; d < 6; d++)
      out.push({ club: k, dir: d, value: firstRoll(turn, k, from, d, start) });
  }
  return out.sort((a, b) => a.value - b.value);
}

/** Each direction a pending curve may take, by the table's objective. */
export function tableCurveValues(s: State, m: Model): { dir: number; value: number }[] {
  const f = s.flight!;
  const k = CLUBS.findIndex((c) => c.id === f.club);
  const turn = turnOf(tableOf(s, m));
  const nbr = m.course.nbr;
  return curveOptions(f).map((dir) => {
    const to = nbr[f.pos * 6 + dir];
    let value: number;
    if (f.pending === "dotted-curve") value = to < 0 ? out(turn, f.pos, dir) : stop(turn, to, dir);
    else if (f.stayPut) value = inFlight(turn, k, f.pos, dir, f.last);
    else value = stepOn(turn, k, f.pos, dir, f.last);
    return { dir, value };
  });
}

function tableShot(s: State, m: Model): Action | null {
  if (!atTable(s)) return null;
  const best = tableShotValues(s, m)[0];
  return { type: "shot", club: CLUBS[best.club].id, dir: best.dir };
}

function tableCurve(s: State, m: Model): Action | null {
  if (!atTable(s)) return null;
  const v = tableCurveValues(s, m);
  return { type: "curve", dir: v.reduce((a, b) => (b.value < a.value - 1e-12 ? b : a)).dir };
}

export function tableBot(): Bot<State, Action> {
  const solo = modelBot("planner", "table");
  const table = modelBot("table", "table", { shot: tableShot, curve: tableCurve });
  return {
    name: "table",
    choose: (s, rng) => (s.options.players === 1 ? solo : table).choose(s, rng),
  };
}
