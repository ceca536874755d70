/**
 * The Game contract: every game is pure functions over a plain JSON state.
 * After any state, `next` says what happens: a seat decides, chance rolls dice, or the game is over.
 */
import type { z } from "zod";
import type { Die, Face } from "./dice.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What happens next: a seat's decision, a roll of independent dice, or the end. */
export type Step =
  | { readonly kind: "decision"; readonly seat: number }
  | {
      readonly kind: "chance";
      readonly dice: readonly Die[];
      /** The seat rolling, when one does (a front end lets a person press Enter to roll). */
      readonly seat?: number;
      /** What the roll is for, e.g. "attempt 2". */
      readonly label?: string;
    }
  | { readonly kind: "end" };

export interface GameResult {
  /** One score per seat, in the game's own units (strokes, pins, points). */
  readonly scores: readonly number[];
  /** Seats grouped by place: ranking[0] holds the winner(s); a group of several is a tie. */
  readonly ranking: readonly (readonly number[])[];
  /** One line a player reads, e.g. "Ann wins with 34". Seat names are filled in by the caller. */
  readonly note?: string;
}

export interface Game<S, A, O> {
  readonly id: string;
  readonly name: string;
  /** Bumped whenever a rule change would replay an old record differently. */
  readonly rulesVersion: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** Options, validated; defaults filled in. Must accept `{}` plus `players`. */
  readonly optionsSchema: z.ZodType<O>;
  /** Shape of one action; legality in a state is `checkAction`'s business. */
  readonly actionSchema: z.ZodType<A>;
  setup(options: O): S;
  next(state: S): Step;
  /** Every legal action of the deciding seat (bots and tests enumerate these). */
  legalActions(state: S): A[];
  /** Why `action` is illegal now, or null when it is legal. */
  checkAction(state: S, action: A): string | null;
  apply(state: S, action: A): S;
  /** Applies one face per die of the current chance step, in the step's order. */
  applyChance(state: S, faces: readonly Face[]): S;
  /** What `seat` may see; the default of most games is the whole state. */
  view(state: S, seat: number): unknown;
  /** Final result; only called when `next(state).kind === "end"`. */
  result(state: S): GameResult;
  /**
   * One key per die of the current chance step naming the situation it is rolled in (e.g.
   * "nine 1/roll 2/die 4"), unique within the step; the daily challenge's dice give equal keys
   * equal faces. Without it a die is keyed by the roll's index and its place in the step.
   */
  chanceKeys?(state: S): string[];
  /**
   * The same rules less what only a screen shows (Roll In One's shot trace, drawn by its table),
   * for the trusted loops, which show no state (simulate, tables, bench): every next step, legal
   * action and result is the same; only the display-only fields are left as they were.
   */
  readonly headless?: {
    apply(state: S, action: A): S;
    applyChance(state: S, faces: readonly Face[]): S;
  };
  /**
   * Checks on any reachable state, used by random-play tests. Returns problems found, naming
   * seats by `names` (the record's players) where given.
   */
  invariants?(state: S, names?: readonly string[]): string[];
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every state type.
export type AnyGame = Game<any, any, any>;
