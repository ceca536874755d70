/**
 * The strong bot's pick: `pick(actionValues(state))` without the list. It walks the legal
 * actions in `legalFor`'s order, values each with choice.ts's functions, and builds only the
 * one it takes (a decision lists up to 50).
 */
import type { Action } from "../actions.ts";
import { ballsLeft, maskOf, pinNumbers, type State, standing } from "../state.ts";
import {
  actionValues,
  ballSum,
  ballValue,
  crossValue,
  doubleValue,
  extraDieValue,
  extraPinValue,
  flipValue,
  type Hand,
  handOf,
  PREFER,
  pick,
  rerollValue,
  spinValue,
  withoutDie,
} from "./choice.ts";
import { BIT, type Ctx, context, SEARCH, sheetBase } from "./context.ts";
import {
  decisionA,
  decisionB,
  decisionKey,
  decisionsOf,
  decisionType,
  MARGIN,
  packDecision,
} from "./decisions.ts";
import { missValue } from "./dp.ts";
import { ballsOf, buckets, MAXSUM } from "./model.ts";
import { countValue } from "./strong.ts";

/**
 * The best action so far in `bestAction`: its type, up to two numbers, and its value; how close
 * a comparison came to +-1e-9 and whether a value reached 1000 (decisions.ts).
 */
export interface Best {
  base: number;
  any: boolean;
  value: number;
  type: Action["type"];
  a: number;
  b: number;
  margin: number;
  big: boolean;
}

/** A decision's search before its first action: `base` is added to every action's value. */
export function startBest(base: number): Best {
  return {
    base,
    any: false,
    value: 0,
    type: "miss",
    a: 0,
    b: 0,
    margin: Number.POSITIVE_INFINITY,
    big: false,
  };
}

/**
 * Whether the pick may be kept for the situation's key: no comparison came within `margin` of
 * the tie rule and no value reached 1000 (decisions.ts), so no other banked base changes it.
 */
export const keeps = (best: Best, margin = MARGIN): boolean => best.margin > margin && !best.big;

/** The next action in legal order, of value `base + v`: taken as `pick` would take it. */
export function offer(best: Best, type: Action["type"], v: number, a = 0, b = 0): void {
  const x = best.base + v;
  const gain = x - best.value;
  if (best.any) {
    const m = Math.min(Math.abs(gain - 1e-9), Math.abs(gain + 1e-9));
    if (m < best.margin) best.margin = m;
  }
  if (!(Math.abs(v) < 1000)) best.big = true;
  if (!best.any || gain > 1e-9 || (gain > -1e-9 && PREFER[type] > PREFER[best.type])) {
    best.any = true;
    best.value = x;
    best.type = type;
    best.a = a;
    best.b = b;
  }
}

function offerExtraPins(best: Best, c: Ctx, h: Hand, S: number, k: number, avail: number): void {
  if (!(avail & BIT.extraPin)) return;
  for (const pin of pinNumbers(c.l, c.s.frame, S))
    offer(best, "extraPin", extraPinValue(c, h, maskOf(c.l, c.s.frame, [pin]), S, k, avail), pin);
}

function offerRoll(best: Best, c: Ctx, h: Hand, S: number, k: number, avail: number): void {
  const s = c.s;
  let v = 0;
  for (const d of s.dice) v += d;
  if (s.dice.length === s.count && v > 0 && v <= MAXSUM) {
    // The crossings adding up to v, in the order of S's submasks (legalFor's), from the buckets.
    const bk = buckets(c.l.sums[s.frame]);
    const at = S * (MAXSUM + 2) + v;
    for (let i = bk.start[at]; i < bk.start[at + 1]; i++) {
      const t = bk.masks[i];
      offer(best, "cross", crossValue(c, t, S, k), t);
    }
  }
  offer(best, "miss", missValue(c.t, c.ball, S, k));
  const balls = ballsLeft(s);
  // No ability that turns dice or pins, as many dice as the roll counts: each Ball action's hand
  // is its sum (what `direct` reads), valued without building its dice.
  const bySum = (avail & SEARCH) === 0 && s.dice.length === s.count;
  // Without Tenpin's two dice a sum's value does not depend on which die the balls went to:
  // each delta valued once (the same call, so the same value), offered for every die in order.
  const shared = bySum && !(c.tenpin && s.dice.length === 2);
  const byDelta = shared ? deltaScratch(balls) : null;
  for (let die = 0; die < s.dice.length; die++) {
    const d = s.dice[die];
    for (let delta = -balls; delta <= balls; delta++)
      if (delta !== 0 && d + delta >= 1) {
        let x: number;
        if (byDelta) {
          x = byDelta[delta + balls];
          if (Number.isNaN(x)) {
            x = ballSum(c, die, delta, v, S, avail);
            byDelta[delta + balls] = x;
          }
        } else
          x = bySum ? ballSum(c, die, delta, v, S, avail) : ballValue(c, h, die, delta, S, avail);
        offer(best, "ball", x, die, delta);
      }
    if (avail & BIT.flip) offer(best, "flip", flipValue(c, h, die, S, k, avail), die);
    if (avail & BIT.spin)
      for (let face = 1; face <= 6; face++)
        if (face !== s.faces[die])
          offer(best, "spin", spinValue(c, h, die, face, S, k, avail), die, face);
    if (avail & BIT.double) offer(best, "double", doubleValue(c, h, die, S, k, avail), die);
    if (s.dice.length > s.count) offer(best, "discard", withoutDie(c, h, die, S, k, avail), die);
  }
  if (avail & BIT.reroll) offer(best, "reroll", rerollValue(c, h, S, k, avail));
  offerExtraPins(best, c, h, S, k, avail);
}

/** Values by delta + balls for one decision's Ball actions (NaN: not valued yet), reused. */
let scratch = new Float64Array(64);
function deltaScratch(balls: number): Float64Array {
  if (scratch.length < 2 * balls + 1) scratch = new Float64Array(2 * (2 * balls + 1));
  scratch.fill(Number.NaN, 0, 2 * balls + 1);
  return scratch;
}

/**
 * `pick(actionValues(state))` for the seat deciding, without the list: legalFor's actions in
 * its order, each valued as there, and only the winner built (a decision lists up to 50).
 */
export function bestAction(
  state: State,
  seat: number,
  /** `context(state, seat)`, when the caller has it already. */
  ctx: { c: Ctx; avail: number } = context(state, seat),
  /** Decisions kept and taken again (decisions.ts); false: every one searched (the test's). */
  remember = true,
): Action {
  const { c, avail } = ctx;
  const s = c.s;
  if (s.pendingMarks > 0) return pick(actionValues(state));
  const key = remember ? decisionKey(c, avail) : -1;
  const memo = key >= 0 ? decisionsOf(c) : undefined;
  const hit = memo?.get(key);
  if (hit !== undefined) return actionOf(c, decisionType(hit), decisionA(hit), decisionB(hit));
  const S = standing(s);
  const k = ballsOf(s);
  const h = handOf(c);
  const best = startBest(sheetBase(c, avail));
  if (s.phase === "choose") {
    offer(best, "dice", countValue(c, 1, S, k, avail, s.extraDie), 1);
    offer(best, "dice", countValue(c, 2, S, k, avail, s.extraDie), 2);
    if (avail & BIT.extraDie) offer(best, "extraDie", extraDieValue(c, S, k, avail));
    offerExtraPins(best, c, h, S, k, avail);
  } else if (s.phase === "frameEnd") {
    offer(best, "next", c.t.endOpen[k]);
    offerExtraPins(best, c, h, S, k, avail);
  } else if (s.phase === "roll") offerRoll(best, c, h, S, k, avail);
  if (!best.any) throw new Error(`strong: no action to take in phase ${s.phase}`);
  const { type, a, b } = best;
  if (memo && keeps(best)) memo.set(key, packDecision(type, a, b));
  return actionOf(c, type, a, b);
}

/** The action a decision names (its type and numbers as `Best` holds them). */
function actionOf(c: Ctx, type: Action["type"], a: number, b: number): Action {
  switch (type) {
    case "dice":
      return { type, count: a === 1 ? 1 : 2 };
    case "cross":
      return { type, pins: pinNumbers(c.l, c.s.frame, a) };
    case "ball":
      return { type, die: a, delta: b };
    case "spin":
      return { type, die: a, face: b };
    case "flip":
    case "double":
    case "discard":
      return { type, die: a };
    case "extraPin":
      return { type, pin: a };
    case "mark":
      return { type, area: a };
    default:
      return { type };
  }
}
