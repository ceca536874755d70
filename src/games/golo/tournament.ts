/**
 * GOLO tournaments (the rulebook's "72-hole tournament" and its Tournament Scorecard): what a
 * round of 18 is in each mode, and how far a round in play has got. The server's tournament
 * module holds no rules; it asks these.
 */
import type { Json } from "../../engine/game.ts";
import { diceFor } from "./data.ts";
import { DEFAULT_PARS } from "./options.ts";
import type { State } from "./state.ts";

/** Stroke play over a course (scorecard mode), or the simple rules, or Trips; 18 holes a round. */
export const TOURNAMENT_MODES = ["stroke", "simple", "trips"] as const;
export type TournamentMode = (typeof TOURNAMENT_MODES)[number];

export const ROUND_HOLES = 18;

/**
 * The rulebook's GOLO Golf Club scorecard is not published (shared/reference); the default
 * course is the nine the project already uses, played out and back: par 72.
 */
export const DEFAULT_COURSE: readonly number[] = [...DEFAULT_PARS, ...DEFAULT_PARS];

/** The pars a course may hold: those some die has. */
export const COURSE_PARS: readonly number[] = diceFor(undefined).pars;

/** The options of one round's match (one golfer, 18 holes). */
export function roundOptions(
  mode: TournamentMode,
  course: readonly number[],
): Record<string, Json> {
  if (mode === "stroke") return { mode: "scorecard", pars: [...course] };
  return { mode, holes: ROUND_HOLES };
}

/**
 * Par of a round: the course's in stroke play; with the simple rules and Trips any die plays any
 * hole, so par is the dice's (twice the cup's 36).
 */
export function roundPar(mode: TournamentMode, course: readonly number[]): number {
  if (mode === "stroke") return course.reduce((a, b) => a + b, 0);
  const nine = diceFor(undefined).dice.reduce((a, d) => a + d.par, 0);
  return (ROUND_HOLES / 9) * nine;
}

export interface RoundProgress {
  /** Holes scored so far (a die removed is a hole played). */
  readonly holes: number;
  readonly strokes: number;
  /** Strokes minus the par of the holes played. */
  readonly toPar: number;
}

/** How far the golfer (seat 0) has got in a round's match. */
export function roundProgress(state: State): RoundProgress {
  let holes = 0;
  let strokes = 0;
  let par = 0;
  for (const h of state.cards[0]) {
    if (!h) continue;
    holes++;
    strokes += h.strokes;
    par += h.par;
  }
  return { holes, strokes, toPar: strokes - par };
}
