/**
 * Straight Golf: roll a 1-6 straight with six d6 in three attempts, nine rounds, lowest total wins.
 * Setting aside is automatic: the rulebook says to set aside every die that contributes, and doing
 * so is also never worse than re-rolling it (see docs/rules/straight-golf.md).
 */
import type { Die, Face } from "../../engine/dice.ts";
import type { Game, GameResult, Step } from "../../engine/game.ts";
import { rankScores, rollOff } from "../../engine/ranking.ts";
import { seatName } from "../module.ts";
import { type Action, actionSchema, apply, checkAction, legalActions } from "./actions.ts";
import { type Options, optionsSchema } from "./options.ts";
import {
  ATTEMPTS,
  D6,
  diceInHand,
  emptyTurn,
  type State,
  setup,
  type Turn,
  withTurn,
} from "./state.ts";

/** Chance steps are built on every call to `next`: share the arrays instead of allocating. */
const HANDS: readonly Die[][] = Array.from({ length: 13 }, (_, n) => new Array<Die>(n).fill(D6));
const ATTEMPT_LABELS = ["attempt 1", "attempt 2", "attempt 3"];
/** Bits 1..6: every value of the straight. */
const ALL_VALUES = 0b1111110;

/**
 * The values set aside after an attempt, as a mask (bit v: value v), from those set aside before
 * and those the attempt showed. Masks keep this allocation-free: the fast path calls it too.
 */
export function keptAfter(keptMask: number, seenMask: number, inOrder: boolean): number {
  if (!inOrder) return keptMask | (seenMask & ALL_VALUES);
  // In order, what is kept is always 1..k: extend it while the next value showed.
  let v = 1;
  while (keptMask & (1 << v)) v++;
  let mask = keptMask;
  for (; v <= 6 && seenMask & (1 << v); v++) mask |= 1 << v;
  return mask;
}

/** How many values a mask holds. */
export function valuesIn(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

function maskOf(values: readonly number[]): number {
  let mask = 0;
  for (const v of values) mask |= 1 << v;
  return mask;
}

/** The values this roll adds to the straight, in ascending order. */
export function contributing(
  kept: readonly number[],
  roll: readonly number[],
  inOrder: boolean,
): number[] {
  const have = maskOf(kept);
  const add = keptAfter(have, maskOf(roll), inOrder) & ~have;
  return [1, 2, 3, 4, 5, 6].filter((v) => add & (1 << v));
}

/** Par 0 in three attempts, birdie -1 in two, hole in one -3; otherwise +1 per missing die. */
export function turnScore(kept: number, attempts: number): number {
  if (kept === 6) return attempts === 1 ? -3 : attempts === 2 ? -1 : 0;
  return 6 - kept;
}

function turnOver(t: Turn): boolean {
  return t.kept.length === 6 || t.attempts === ATTEMPTS;
}

export function next(s: State): Step {
  if (s.rollOff.length > 0) {
    return { kind: "chance", dice: HANDS[s.rollOff.length], label: "roll-off for first player" };
  }
  if (s.round >= s.options.rounds) return { kind: "end" };
  if (!s.armed) return { kind: "decision", seat: s.seat };
  return {
    kind: "chance",
    seat: s.seat,
    dice: HANDS[diceInHand(s.turn)],
    label: ATTEMPT_LABELS[s.turn.attempts],
  };
}

/** The daily challenge's dice: the round, the attempt and the die's place in the hand. */
export function chanceKeys(s: State): string[] {
  const what =
    s.rollOff.length > 0
      ? `roll-off ${s.rollOffRolls.length + 1}`
      : `round ${s.round + 1}/attempt ${s.turn.attempts + 1}`;
  const n = s.rollOff.length > 0 ? s.rollOff.length : diceInHand(s.turn);
  return Array.from({ length: n }, (_, i) => `${what}/die ${i + 1}`);
}

/** Highest roll goes first; those tied for highest roll again. */
function applyRollOff(s: State, faces: readonly number[]): State {
  const r = rollOff(s.rollOff, faces, "highest");
  const rollOffRolls = [...s.rollOffRolls, [...faces]];
  if (r.again) return { ...s, rollOff: [...r.again], rollOffRolls };
  return { ...s, rollOff: [], firstSeat: r.first, seat: r.first, rollOffRolls };
}

function endTurn(s: State, turn: Turn): State {
  const points = turnScore(turn.kept.length, turn.attempts);
  const scores = s.scores.map((row, i) => (i === s.seat ? [...row, points] : row));
  const nextSeat = (s.seat + 1) % s.options.players;
  const round = nextSeat === s.firstSeat ? s.round + 1 : s.round;
  const lastTurn = { seat: s.seat, turn, points };
  // Written out, as withTurn, at every turn's end.
  return {
    options: s.options,
    rollOff: s.rollOff,
    firstSeat: s.firstSeat,
    round,
    seat: nextSeat,
    turn: emptyTurn,
    armed: false,
    scores,
    rollOffRolls: s.rollOffRolls,
    lastTurn,
  };
}

export function applyChance(s: State, faces: readonly Face[]): State {
  const values = faces as readonly number[];
  if (s.rollOff.length > 0) return applyRollOff(s, values);
  const add = contributing(s.turn.kept, values, s.options.inOrder);
  const turn: Turn = {
    kept: [...s.turn.kept, ...add].sort((a, b) => a - b),
    attempts: s.turn.attempts + 1,
    lastRoll: [...values],
  };
  if (turnOver(turn)) return endTurn(s, turn);
  return withTurn(s, turn, false, null);
}

/** Ties share the place: the rulebook names no tie-break. */
export function result(s: State): GameResult {
  const scores = s.scores.map((r) => r.reduce((a, b) => a + b, 0));
  return { scores, ranking: rankScores(scores, true) };
}

const SCORES = new Set([-3, -1, 0, 1, 2, 3, 4, 5, 6]);

function invariants(s: State, names?: readonly string[]): string[] {
  const problems: string[] = [];
  const k = s.turn.kept;
  if (new Set(k).size !== k.length) problems.push("a value was set aside twice");
  if (s.options.inOrder && k.some((v, i) => v !== i + 1)) problems.push("in-order kept a gap");
  if (s.turn.attempts >= ATTEMPTS) problems.push("a fourth attempt");
  s.scores.forEach((row, seat) => {
    const who = seatName(names, seat);
    if (row.some((x) => !SCORES.has(x))) problems.push(`${who}: impossible score`);
    if (row.length > s.options.rounds) problems.push(`${who}: too many rounds`);
  });
  return problems;
}

export const game: Game<State, Action, Options> = {
  id: "straight-golf",
  name: "Straight Golf",
  rulesVersion: "1",
  seats: { min: 1, max: 12 },
  optionsSchema,
  actionSchema,
  setup,
  next,
  legalActions,
  checkAction,
  apply,
  applyChance,
  view: (s) => s,
  result,
  invariants,
  chanceKeys,
};
