/** GOLO state (plain JSON) and the pure helpers every rule module reads; none changes a state. */
import { type DiceSet, diceFor } from "./data.ts";
import { isHoleByHole, type Options, slotsPerRound, usesCourse } from "./options.ts";

export interface HoleScore {
  readonly die: number;
  readonly par: number;
  /** The face scored (the bottom face when Bottoms was called). */
  readonly face: number;
  /** OB and unplayable-lie strokes added to this die. */
  readonly penalty: number;
  readonly strokes: number;
}

export type Phase = "tee" | "roll" | "act" | "reroll" | "over";
export type RerollKind = "ob" | "mulligan" | "unplayable";

export interface State {
  readonly options: Options;
  /** The seat playing now. */
  seat: number;
  /** The nine being played (Match Play and Skins: the hole). */
  round: number;
  /** tee: call Bottoms or not (and pick the die, hole by hole); roll: dice in the air; act: choose. */
  phase: Phase;
  /** Dice in the cup, ascending die index. */
  cup: number[];
  /** Faces showing after a roll, aligned with `cup`; empty before the roll. */
  faces: number[];
  bottoms: boolean;
  /** Rolls that stood this nine (a voided roll does not count). */
  rolls: number;
  reroll: { kind: RerollKind; dice: number[] } | null;
  /** The dice of the latest chance step and what it was for (for logs and replays). */
  lastRoll: { kind: "roll" | RerollKind; dice: number[] } | null;
  /** Unplayable lies in a row. */
  unplayableRun: number;
  /** Strokes to add to the next die removed. */
  penalty: number;
  /** Per seat, per hole slot: the score, or null while unplayed. */
  cards: (HoleScore | null)[][];
  dq: boolean[];
  /** Match Play: holes won; Skins: skins won. */
  won: number[];
  /** Skins carried into the current hole (the current hole's own skin not included). */
  carry: number;
  /** Match Play and Skins, per settled hole: the winning seat, or -1 (halved / carried). */
  holeWinner: number[];
  /** Skins, per settled hole: skins the winner took (0 when carried or halved). */
  holeSkins: number[];
}

export function dice(s: State): DiceSet {
  return diceFor(s.options.dice);
}

/** Pars of the holes of round `r` in a course mode (a nine; a single hole hole by hole). */
export function roundPars(o: Options, r: number): number[] {
  if (isHoleByHole(o.mode)) return [o.pars[r]];
  return o.pars.slice(r * 9, r * 9 + 9);
}

export function firstSlot(s: State): number {
  return s.round * slotsPerRound(s.options, dice(s));
}

/** The next unfilled slot of the current seat in this round, or -1. */
export function nextSlot(s: State): number {
  const base = firstSlot(s);
  const n = slotsPerRound(s.options, dice(s));
  const card = s.cards[s.seat];
  for (let i = base; i < base + n; i++) if (card[i] === null) return i;
  return -1;
}

/** Unplayed slots of the current seat in this round, in hole order. */
export function openSlots(s: State): number[] {
  const base = firstSlot(s);
  const n = slotsPerRound(s.options, dice(s));
  const out: number[] = [];
  for (let i = base; i < base + n; i++) if (s.cards[s.seat][i] === null) out.push(i);
  return out;
}

/** The par a hole slot asks for, or null when any die fits (simple, flop, trips). */
export function slotPar(s: State, slot: number): number | null {
  return usesCourse(s.options.mode) ? s.options.pars[slot] : null;
}

/** Scorecard play: holes of par `par` still unplayed in this round after slot `after`. */
export function holesLeftAfter(s: State, par: number, after: number): number {
  const end = firstSlot(s) + 9;
  let n = 0;
  for (let i = after + 1; i < end; i++) {
    if (s.options.pars[i] === par && s.cards[s.seat][i] === null) n++;
  }
  return n;
}

/** The dice a seat starts a round with: every die, or in scorecard play those the nine needs. */
export function startingCup(o: Options, set: DiceSet, round: number): number[] {
  if (isHoleByHole(o.mode)) return [];
  if (o.mode !== "scorecard") return set.dice.map((d) => d.index);
  const pars = roundPars(o, round);
  return set.dice.filter((d) => pars.includes(d.par)).map((d) => d.index);
}

export function strokes(card: readonly (HoleScore | null)[]): number {
  let t = 0;
  for (const h of card) if (h) t += h.strokes;
  return t;
}

/**
 * Copies the parts of a state that rules change, so `apply` never mutates its input. An explicit
 * literal, not object spread: spread was about half of the generic engine's time.
 */
export function cloneState(s: State): State {
  return {
    options: s.options,
    seat: s.seat,
    round: s.round,
    phase: s.phase,
    cup: s.cup.slice(),
    faces: s.faces.slice(),
    bottoms: s.bottoms,
    rolls: s.rolls,
    reroll: s.reroll ? { kind: s.reroll.kind, dice: s.reroll.dice.slice() } : null,
    lastRoll: s.lastRoll ? { kind: s.lastRoll.kind, dice: s.lastRoll.dice.slice() } : null,
    unplayableRun: s.unplayableRun,
    penalty: s.penalty,
    cards: s.cards.map((c) => c.slice()),
    dq: s.dq.slice(),
    won: s.won.slice(),
    carry: s.carry,
    holeWinner: s.holeWinner.slice(),
    holeSkins: s.holeSkins.slice(),
  };
}
