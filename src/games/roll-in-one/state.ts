/** The state of Roll In One (plain JSON) and its small helpers. */
import type { Face } from "../../engine/dice.ts";
import { type BoardSet, boardSetOf } from "./data.ts";
import type { Options } from "./options.ts";
import type { Layout } from "./rules/course.ts";
import type { Flight, Landing } from "./rules/shot.ts";
import type { ShotTrace } from "./rules/trace.ts";

export interface ShotInProgress extends Flight {
  seat: number;
  club: string;
  from: number;
  /** With cards or variants: the flight before the last roll (a reroll goes back to it). */
  prev?: Flight;
  face?: Face;
  /** The last roll landed the ball; it settles when the window after the roll closes. */
  landed?: Landing | null;
  /** Handicap: the out-of-bounds space the ball is crossing (pos stays the space it left). */
  oob?: [number, number] | null;
  /** Handicap: the last one-space move left the course; a point may carry it on. */
  canCross?: boolean;
}

export interface Deal {
  readonly seat: number;
  readonly what: "golfer" | "caddie";
}

export interface HoleCard {
  readonly designer: number;
  readonly layout: Layout;
  readonly par: number;
  readonly shots: number[];
  readonly penalties: number[];
  /** Hex distance from each ball to the green when the hole ended (0 on the green). */
  readonly distance: number[];
  readonly score: number[];
  /** Where each ball came to rest (course index; -1 on the green). */
  readonly balls?: number[];
}

export interface State {
  readonly options: Options;
  phase: "rolloff" | "design" | "play" | "over";
  /** Seats still in the putter roll-off for the first-player marker. */
  rolloff: number[];
  marker: number;
  hole: number;
  holesTotal: number;
  /** The current hole (while designing: the draft). */
  layout: Layout;
  /** Solo: board counts (besides the tee) still to design, from 2, 3, 4. */
  soloExtras: number[];
  /** Course space of each seat's ball; -1 once it has stopped on the green. */
  balls: number[];
  shots: number[];
  /** Penalty tokens held this hole. */
  penalties: number[];
  /** Seats still to play this round, in order. */
  toPlay: number[];
  round: number;
  greenReached: boolean;
  flight: ShotInProgress | null;
  cards: HoleCard[];
  /** What the last step did, in words (for the roll descriptions and the table). */
  events: string[];
  // Part 2: cards and variants.
  /** Each seat's golfer card (null: none). */
  golfers: (string | null)[];
  /** Each seat's caddie cards (secret: views show other seats only a count). */
  hands: string[][];
  /** The caddie pile as a sorted multiset (draws are chance steps, so it has no order). */
  pile: string[];
  discard: string[];
  golferPile: string[];
  /** Cards still to deal, first one next. */
  deal: Deal[];
  /** Seats that may still play a card (or pass) after the last roll, first one deciding. */
  window: number[];
  /** This turn: terrains ignored by caddie cards, abilities used. */
  turnIgnore: string[];
  turnUsed: string[];
  /** This hole: once-a-hole abilities each seat has used. */
  holeUsed: string[][];
  /** Handicap points left per seat. */
  points: number[];
  /** Survival: tokens left and holes survived. */
  tokens: number;
  survived: number;
  /** Campaign and Bumper Golf: the greens, and (campaign) the greens each seat reached. */
  greens: [number, number][];
  reached: number[][];
  /** Campaign: the first seat to reach every green (-1: none yet) and catch-up rounds left. */
  leader: number;
  catchUp: number;
  /** Bumper Golf: greens to move, by the seats that stopped on them. */
  greenMoves: { seat: number; green: number }[];
  /** Ricochet: a ball landed on others; its player moves one of them. */
  ricochet: { seat: number; at: number; dir: number } | null;
  /** The current or last shot, step by step (rules/trace.ts); absent in older saved states. */
  trace?: ShotTrace | null;
}

/** The boards a game is played with (the data file's unless the options give others). */
export function boardsOf(s: { readonly options: Options }): BoardSet {
  return boardSetOf(s.options.boards);
}
