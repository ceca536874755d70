/** Straight Golf's state (plain JSON) and the small helpers every other file reads. */
import type { Die } from "../../engine/dice.ts";
import type { Options } from "./options.ts";

export const D6: Die = { name: "d6", faces: [1, 2, 3, 4, 5, 6] };
export const ATTEMPTS = 3;

export interface Turn {
  /** Values 1..6 already set aside (each at most once), ascending. */
  readonly kept: number[];
  /** Attempts made so far this turn (0..3). */
  readonly attempts: number;
  /** Faces of the last attempt, in the order rolled (for display). */
  readonly lastRoll: number[];
}

export interface State {
  readonly options: Options;
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

export const emptyTurn: Turn = { kept: [], attempts: 0, lastRoll: [] };

export function setup(options: Options): State {
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

/**
 * `s` with its turn, armed flag and last turn replaced, written out field by field: a step makes
 * a copy, and an object spread copies through V8's slow generic path (most of an engine game).
 */
export function withTurn(s: State, turn: Turn, armed: boolean, lastTurn: State["lastTurn"]): State {
  return {
    options: s.options,
    rollOff: s.rollOff,
    firstSeat: s.firstSeat,
    round: s.round,
    seat: s.seat,
    turn,
    armed,
    scores: s.scores,
    rollOffRolls: s.rollOffRolls,
    lastTurn,
  };
}

/** Dice still to roll this turn: one per value not yet set aside. */
export function diceInHand(turn: Turn): number {
  return 6 - turn.kept.length;
}

/** A seat's total so far. */
export function total(s: State, seat: number): number {
  return s.scores[seat].reduce((a, b) => a + b, 0);
}
