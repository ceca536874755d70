/**
 * The strong bot's actions valued by the search (strong.ts): every legal action with its
 * estimated final score (the hint, `actionValues`) and the bot's pick among them (`pick`). The
 * bot's own pick without the list is best.ts's `bestAction`: both value each action with the
 * functions here, so they agree to the last bit (shortcuts.test.ts).
 */
import { type Action, legalFor } from "../actions.ts";
import { nextStep } from "../rules/flow.ts";
import { ballsLeft, maskOf, type State, standing } from "../state.ts";
import { charge } from "./cache.ts";
import {
  areaWorth,
  BIT,
  type Ctx,
  code,
  context,
  keep,
  pinReward,
  sheetBase,
  turned,
} from "./context.ts";
import { allDown, missValue, value } from "./dp.ts";
import { ballsOf, clampK } from "./model.ts";
import { chooseValue, countValue, freshValue, rollValue, sumValue } from "./strong.ts";

/** Which action wins a tie (within 1e-9): the plainer one. */
export const PREFER: Record<Action["type"], number> = {
  strike: 9,
  cross: 8,
  miss: 7,
  dice: 6,
  next: 6,
  mark: 5,
  ball: 4,
  discard: 3,
  extraPin: 2,
  flip: 1,
  double: 1,
  spin: 1,
  reroll: 0,
  extraDie: 0,
};

/** The hand showing as search codes (value * 16 + face * 2 + doubled), up to three. */
export interface Hand {
  n: number;
  d0: number;
  d1: number;
  d2: number;
}

// Top-level functions, not closures: tsx names every closure it makes (a property write).
const dieCode = (s: Ctx["s"], i: number) =>
  i < s.dice.length ? code(s.dice[i], s.faces[i], s.doubled[i] ? 1 : 0) : 0;

export function handOf(c: Ctx): Hand {
  const s = c.s;
  return { n: s.dice.length, d0: dieCode(s, 0), d1: dieCode(s, 1), d2: dieCode(s, 2) };
}

const dieOf = (h: Hand, i: number) => (i === 0 ? h.d0 : i === 1 ? h.d1 : h.d2);

/** crossReward of every mask, made once per frame table and ball. */
function crossRewards(c: Ctx): Float64Array {
  const all = c.tc.rewards;
  let x = all[c.ball - 1];
  if (!x) {
    x = charge(new Float64Array(1024));
    for (let m = 1; m < 1024; m++) x[m] = crossReward(c, m);
    all[c.ball - 1] = x;
  }
  return x;
}

/** The hand with die i's code turned into x, valued. */
function withDie(c: Ctx, h: Hand, i: number, x: number, S: number, k: number, avail: number) {
  if (h.n < 1 || h.n > 3) throw new Error(`strong: expected 1-3 dice in hand, got ${h.n}`);
  return rollValue(c, h.n, i === 0 ? x : h.d0, i === 1 ? x : h.d1, i === 2 ? x : h.d2, S, k, avail);
}

/** The hand without die i, valued (the others in order). */
export function withoutDie(
  c: Ctx,
  h: Hand,
  i: number,
  S: number,
  k: number,
  avail: number,
): number {
  if (h.n === 3) {
    const [a, b] = i === 0 ? [h.d1, h.d2] : i === 1 ? [h.d0, h.d2] : [h.d0, h.d1];
    return rollValue(c, 2, a, b, 0, S, k, avail);
  }
  if (h.n !== 2) throw new Error(`strong: no die to discard from ${h.n}`);
  return rollValue(c, 1, i === 0 ? h.d1 : h.d0, 0, 0, S, k, avail);
}

/** What crossing mask m earns now: pinReward summed over its pins, lowest first. */
export function crossReward(c: Ctx, m: number): number {
  let r = 0;
  for (let b = m; b; b &= b - 1) r += pinReward(c, b & -b);
  return r;
}

export function crossValue(c: Ctx, m: number, S: number, k: number): number {
  const R = S & ~m;
  // The same sum from the table's list (the plain search adds it up: the check of the list).
  const r = c.plain ? crossReward(c, m) : crossRewards(c)[m];
  return r + (R === 0 ? allDown(c.t, c.ball, k) : value(c.t, c.ball, R, k));
}

export function extraPinValue(
  c: Ctx,
  h: Hand,
  m: number,
  S: number,
  k: number,
  avail: number,
): number {
  const s = c.s;
  const R = S & ~m;
  const rest = avail & ~BIT.extraPin;
  const r = pinReward(c, m) - keep(c, "extraPin");
  if (s.phase === "frameEnd") return r + (R === 0 ? c.t.endSpare[k] : c.t.endOpen[k]);
  if (R === 0) return r + allDown(c.t, c.ball, k);
  return (
    r +
    (s.phase === "choose"
      ? chooseValue(c, R, k, rest, s.extraDie)
      : withDie(c, h, 0, h.d0, R, k, rest))
  );
}

export function ballValue(c: Ctx, h: Hand, die: number, delta: number, S: number, avail: number) {
  // The balls left after spending, clamped as the tables are: k - |delta| went below zero
  // for a sheet holding more balls than the tables track, a key that another hand also has.
  const k = clampK(ballsLeft(c.s) - Math.abs(delta));
  return withDie(c, h, die, dieOf(h, die) + 16 * delta, S, k, avail);
}

/** `ballValue` when `direct` values the hand: its sum, and Tenpin's distance from double 5s. */
export function ballSum(c: Ctx, die: number, delta: number, v: number, S: number, avail: number) {
  const k = clampK(ballsLeft(c.s) - Math.abs(delta));
  const dice = c.s.dice;
  const j =
    c.tenpin && dice.length === 2
      ? Math.abs(dice[0] + (die === 0 ? delta : 0) - 5) +
        Math.abs(dice[1] + (die === 1 ? delta : 0) - 5)
      : -1;
  return sumValue(c, dice.length, v + delta, j, S, k, avail);
}

export function flipValue(c: Ctx, h: Hand, die: number, S: number, k: number, avail: number) {
  const x = turned(dieOf(h, die), 7 - c.s.faces[die]);
  return withDie(c, h, die, x, S, k, avail & ~BIT.flip) - keep(c, "flip");
}

export function spinValue(
  c: Ctx,
  h: Hand,
  die: number,
  face: number,
  S: number,
  k: number,
  avail: number,
) {
  const x = turned(dieOf(h, die), face);
  return withDie(c, h, die, x, S, k, avail & ~BIT.spin) - keep(c, "spin");
}

export function doubleValue(c: Ctx, h: Hand, die: number, S: number, k: number, avail: number) {
  const x = (dieOf(h, die) | 1) + 16 * c.s.dice[die];
  return withDie(c, h, die, x, S, k, avail & ~BIT.double) - keep(c, "double");
}

export const rerollValue = (c: Ctx, h: Hand, S: number, k: number, avail: number) =>
  freshValue(c, h.n, S, k, avail & ~BIT.reroll) - keep(c, "reroll");

export const extraDieValue = (c: Ctx, S: number, k: number, avail: number) =>
  chooseValue(c, S, k, avail & ~BIT.extraDie, true) - keep(c, "extraDie");

/** The value of the sheet's position once its squares are marked (no action taken yet). */
function restValue(c: Ctx, h: Hand, S: number, k: number, avail: number): number {
  const s = c.s;
  if (s.phase === "choose") return chooseValue(c, S, k, avail, s.extraDie);
  if (s.phase === "roll") return withDie(c, h, 0, h.d0, S, k, avail);
  if (s.phase === "frameEnd") return c.t.endOpen[k];
  return 0;
}

function actionValue(c: Ctx, h: Hand, a: Action, S: number, k: number, avail: number): number {
  const s = c.s;
  switch (a.type) {
    case "mark":
      // The rest of the game as it stands, plus a tie-break by the area's worth: on the same
      // scale as every other hint (the square itself is in `sheetBase`).
      return restValue(c, h, S, k, avail) + 0.01 * areaWorth(c.l, s, a.area);
    case "dice":
      return countValue(c, a.count, S, k, avail, s.extraDie);
    case "extraDie":
      return extraDieValue(c, S, k, avail);
    case "next":
      return c.t.endOpen[k];
    case "extraPin":
      return extraPinValue(c, h, maskOf(c.l, s.frame, [a.pin]), S, k, avail);
    case "cross":
      return crossValue(c, maskOf(c.l, s.frame, a.pins), S, k);
    case "miss":
      return missValue(c.t, c.ball, S, k);
    case "strike":
      return allDown(c.t, 1, k);
    case "ball":
      return ballValue(c, h, a.die, a.delta, S, avail);
    case "discard":
      return withoutDie(c, h, a.die, S, k, avail);
    case "flip":
      return flipValue(c, h, a.die, S, k, avail);
    case "spin":
      return spinValue(c, h, a.die, a.face, S, k, avail);
    case "double":
      return doubleValue(c, h, a.die, S, k, avail);
    case "reroll":
      return rerollValue(c, h, S, k, avail);
  }
}

/** Every legal action of the deciding seat with its estimated final score (`plain`: see Ctx). */
export function actionValues(state: State, plain = false): { action: Action; value: number }[] {
  const step = nextStep(state);
  if (step.kind !== "decision") return [];
  const { c, avail } = context(state, step.seat, plain);
  const base = sheetBase(c, avail);
  const S = standing(c.s);
  const k = ballsOf(c.s);
  const h = handOf(c);
  const out: { action: Action; value: number }[] = [];
  for (const a of legalFor(state, step.seat)) {
    out.push({ action: a, value: base + actionValue(c, h, a, S, k, avail) });
  }
  return out;
}

/** The bot's pick among valued actions in legal order: the best, ties within 1e-9 to PREFER. */
export function pick(vals: readonly { action: Action; value: number }[]): Action {
  let best = vals[0];
  for (const x of vals) {
    const gain = x.value - best.value;
    if (gain > 1e-9 || (gain > -1e-9 && PREFER[x.action.type] > PREFER[best.action.type])) best = x;
  }
  return best.action;
}
