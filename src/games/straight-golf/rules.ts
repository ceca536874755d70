/**
 * Straight Golf: roll a 1-6 straight with six d6 in three attempts, nine rounds, lowest total wins.
 * Setting aside is automatic: the rulebook says to set aside every die that contributes, and doing
 * so is also never worse than re-rolling it (see docs/rules/straight-golf.md).
 */
import { z } from "zod";
import type { Die, Face } from "../../engine/dice.ts";
import type { Game, GameResult, Step } from "../../engine/game.ts";

export const D6: Die = { name: "d6", faces: [1, 2, 3, 4, 5, 6] };
export const ATTEMPTS = 3;

/** Chance steps are built on every call to `next`: share the arrays instead of allocating. */
const HANDS: readonly Die[][] = [0, 1, 2, 3, 4, 5, 6].map((n) => new Array<Die>(n).fill(D6));
const ATTEMPT_LABELS = ["attempt 1", "attempt 2", "attempt 3"];

export const optionsSchema = z
  .object({
    players: z.number().int().min(1).max(12).default(1),
    /** "Increase the challenge": the straight must be kept in order 1, 2, 3, ... */
    inOrder: z.boolean().default(false),
    rounds: z.number().int().min(1).max(99).default(9),
    referee: z.boolean().default(false),
  })
  .strict();
export type StraightOptions = z.output<typeof optionsSchema>;

/** The only decision: roll the dice in hand. It paces play; the rules leave nothing else to choose. */
export const actionSchema = z.object({ type: z.literal("roll") }).strict();
export type StraightAction = z.output<typeof actionSchema>;

export interface Turn {
  /** Values 1..6 already set aside (each at most once). */
  readonly kept: number[];
  /** Attempts made so far this turn (0..3). */
  readonly attempts: number;
  /** Faces of the last attempt, in the order rolled (for display). */
  readonly lastRoll: number[];
}

export interface StraightState {
  readonly options: StraightOptions;
  /** Seats still in the roll-off for first player (empty once decided). */
  readonly rollOff: number[];
  readonly firstSeat: number;
  /** Round index, 0-based; equals options.rounds when the game is over. */
  readonly round: number;
  /** Seat whose turn it is. */
  readonly seat: number;
  readonly turn: Turn;
  /** Whether the seat has said "roll" for the coming attempt. */
  readonly armed: boolean;
  /** scores[seat][round]: that round's points. */
  readonly scores: number[][];
  /** Roll-off faces seen so far, for display: one list per roll-off roll. */
  readonly rollOffRolls: number[][];
  /** The turn that just ended, for display. */
  readonly lastTurn: { readonly seat: number; readonly turn: Turn; readonly points: number } | null;
}

const emptyTurn: Turn = { kept: [], attempts: 0, lastRoll: [] };

export function setup(options: StraightOptions): StraightState {
  const seats = Array.from({ length: options.players }, (_, i) => i);
  return {
    options,
    rollOff: options.players > 1 ? seats : [],
    firstSeat: 0,
    round: 0,
    seat: 0,
    turn: emptyTurn,
    armed: false,
    scores: seats.map(() => []),
    rollOffRolls: [],
    lastTurn: null,
  };
}

/** Dice still to roll this turn: one per value not yet set aside. */
export function diceInHand(turn: Turn): number {
  return 6 - turn.kept.length;
}

/** The values this roll adds to the straight, in ascending order. */
export function contributing(
  kept: readonly number[],
  roll: readonly number[],
  inOrder: boolean,
): number[] {
  // Bit v set: value v. Bit masks keep this allocation-free on the hot path.
  let have = 0;
  for (const v of kept) have |= 1 << v;
  let seen = 0;
  for (const v of roll) seen |= 1 << v;
  const add: number[] = [];
  if (inOrder) {
    for (let v = kept.length + 1; v <= 6 && seen & (1 << v); v++) add.push(v);
  } else {
    for (let v = 1; v <= 6; v++) if (!(have & (1 << v)) && seen & (1 << v)) add.push(v);
  }
  return add;
}

/** Par 0 in three attempts, birdie -1 in two, hole in one -3; otherwise +1 per missing die. */
export function turnScore(kept: number, attempts: number): number {
  if (kept === 6) return attempts === 1 ? -3 : attempts === 2 ? -1 : 0;
  return 6 - kept;
}

function turnOver(t: Turn): boolean {
  return t.kept.length === 6 || t.attempts === ATTEMPTS;
}

export function next(s: StraightState): Step {
  if (s.rollOff.length > 0) {
    return {
      kind: "chance",
      dice: s.rollOff.map(() => D6),
      label: `roll-off for first player (seats ${s.rollOff.map((x) => x + 1).join(", ")})`,
    };
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

function applyRollOff(s: StraightState, faces: readonly number[]): StraightState {
  const high = Math.max(...faces);
  const still = s.rollOff.filter((_, i) => faces[i] === high);
  const rollOffRolls = [...s.rollOffRolls, [...faces]];
  // Highest roll goes first; those tied for highest roll again.
  if (still.length > 1) return { ...s, rollOff: still, rollOffRolls };
  return { ...s, rollOff: [], firstSeat: still[0], seat: still[0], rollOffRolls };
}

function endTurn(s: StraightState, turn: Turn): StraightState {
  const points = turnScore(turn.kept.length, turn.attempts);
  const scores = s.scores.map((row, i) => (i === s.seat ? [...row, points] : row));
  const n = s.options.players;
  const nextSeat = (s.seat + 1) % n;
  const round = nextSeat === s.firstSeat ? s.round + 1 : s.round;
  const lastTurn = { seat: s.seat, turn, points };
  return { ...s, scores, seat: nextSeat, round, turn: emptyTurn, armed: false, lastTurn };
}

export function applyChance(s: StraightState, faces: readonly Face[]): StraightState {
  const values = faces as readonly number[];
  if (s.rollOff.length > 0) return applyRollOff(s, values);
  const add = contributing(s.turn.kept, values, s.options.inOrder);
  const turn: Turn = {
    kept: [...s.turn.kept, ...add].sort((a, b) => a - b),
    attempts: s.turn.attempts + 1,
    lastRoll: [...values],
  };
  if (turnOver(turn)) return endTurn(s, turn);
  return { ...s, turn, armed: false, lastTurn: null };
}

export function result(s: StraightState): GameResult {
  const scores = s.scores.map((r) => r.reduce((a, b) => a + b, 0));
  const distinct = [...new Set(scores)].sort((a, b) => a - b);
  // Ties share the place: the rulebook names no tie-break.
  const ranking = distinct.map((v) => scores.flatMap((x, i) => (x === v ? [i] : [])));
  return { scores, ranking };
}

export const straightGolf: Game<StraightState, StraightAction, StraightOptions> = {
  id: "straight-golf",
  name: "Straight Golf",
  rulesVersion: "1",
  seats: { min: 1, max: 12 },
  optionsSchema,
  actionSchema,
  setup,
  next,
  legalActions: (s) => (next(s).kind === "decision" ? [{ type: "roll" }] : []),
  checkAction: (s) => (next(s).kind === "decision" ? null : "no roll is due now"),
  apply: (s) => ({ ...s, armed: true }),
  applyChance,
  view: (s) => s,
  result,
  invariants(s) {
    const problems: string[] = [];
    const k = s.turn.kept;
    if (new Set(k).size !== k.length) problems.push("a value was set aside twice");
    if (s.options.inOrder && k.some((v, i) => v !== i + 1)) problems.push("in-order kept a gap");
    if (s.turn.attempts >= ATTEMPTS) problems.push("a fourth attempt");
    for (const row of s.scores) {
      if (row.some((x) => ![-3, -1, 0, 1, 2, 3, 4, 5, 6].includes(x)))
        problems.push("impossible score");
      if (row.length > s.options.rounds) problems.push("too many rounds");
    }
    return problems;
  },
};
