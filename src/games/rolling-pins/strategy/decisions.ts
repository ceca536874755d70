/**
 * The strong bot's searched decisions remembered (best.ts): play meets the same situation again
 * and again (about 60% of searched decisions in 12,000 games repeat one met before). A decision
 * reads its sheet only through the key below, its frame table (the memo lives in the table's
 * cache) and the points banked (`sheetBase`). Those add the same base to every action's value,
 * so they change the pick only through `offer`'s comparisons with +-1e-9: a decision is kept
 * only if every comparison it made was more than MARGIN away from those (and every value below
 * 1000), which no other base can cross: the rounding of base + value moves a comparison by less
 * than 1e-12 while base + value stays below 2048 (base is at most about 370).
 */
import type { Action } from "../actions.ts";
import { ballsLeft, standing } from "../state.ts";
import { type Ctx, code } from "./context.ts";
import type { NumberMemo } from "./memo.ts";

export const MARGIN = 2e-12;

/**
 * The situation of a choose or roll decision as a number below 2^53, or -1 when it does not fit
 * (another phase, more than 31 balls, a die code from 512): standing set, balls left, abilities,
 * Extra Die rolling, dice showing and count, and each die's code in order (actions name dice).
 */
export function decisionKey(c: Ctx, avail: number): number {
  const s = c.s;
  const n = s.dice.length;
  if (s.phase === "choose" ? n !== 0 : s.phase !== "roll") return -1;
  const balls = ballsLeft(s);
  if (balls < 0 || balls > 31 || n > 3 || s.count > 2 || avail > 63) return -1;
  let dice = 0;
  for (let i = 0; i < n; i++) {
    const d = code(s.dice[i], s.faces[i], s.doubled[i] ? 1 : 0);
    if (d < 0 || d >= 512) return -1;
    dice = dice * 512 + d;
  }
  const head =
    (((standing(s) * 32 + balls) * 64 + avail) * 2 + (s.extraDie ? 1 : 0)) * 16 + n * 3 + s.count;
  return head * 2 ** 27 + dice;
}

/** The memo of decisions for this ball and Tenpin in the table's cache. */
export const decisionsOf = (c: Ctx): NumberMemo =>
  c.tc.decisions[(c.ball - 1) * 2 + (c.tenpin ? 1 : 0)];

const TYPES: readonly Action["type"][] = [
  "strike",
  "cross",
  "miss",
  "dice",
  "next",
  "mark",
  "ball",
  "discard",
  "extraPin",
  "flip",
  "double",
  "spin",
  "reroll",
  "extraDie",
];
const INDEX = new Map(TYPES.map((t, i) => [t, i]));

/** A decision as its type and two numbers (a: die, count, pin or mask; b: delta or face). */
export const packDecision = (type: Action["type"], a: number, b: number): number =>
  (INDEX.get(type) ?? 0) + 16 * (a + 1024 * (b + 64));
export const decisionType = (p: number): Action["type"] => TYPES[p % 16];
export const decisionA = (p: number): number => Math.floor(p / 16) % 1024;
export const decisionB = (p: number): number => Math.floor(p / 16384) - 64;
