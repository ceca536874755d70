/** GOLO state (plain JSON), setup and the turn order. Rules that change it live in play.ts. */
import { type DiceSet, diceFor } from "./dice.ts";
import {
  type GoloOptions,
  isHoleByHole,
  roundCount,
  slotsPerRound,
  totalSlots,
  usesCourse,
} from "./options.ts";

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

export interface GoloState {
  readonly options: GoloOptions;
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

export function dice(s: GoloState): DiceSet {
  return diceFor(s.options.dice);
}

/** Pars of the holes of round `r` in a course mode (a nine; a single hole hole by hole). */
export function roundPars(o: GoloOptions, r: number): number[] {
  if (isHoleByHole(o.mode)) return [o.pars[r]];
  return o.pars.slice(r * 9, r * 9 + 9);
}

export function firstSlot(s: GoloState): number {
  return s.round * slotsPerRound(s.options, dice(s));
}

/** The next unfilled slot of the current seat in this round, or -1. */
export function nextSlot(s: GoloState): number {
  const base = firstSlot(s);
  const n = slotsPerRound(s.options, dice(s));
  const card = s.cards[s.seat];
  for (let i = base; i < base + n; i++) if (card[i] === null) return i;
  return -1;
}

/** Unplayed slots of the current seat in this round, in hole order. */
export function openSlots(s: GoloState): number[] {
  const base = firstSlot(s);
  const n = slotsPerRound(s.options, dice(s));
  const out: number[] = [];
  for (let i = base; i < base + n; i++) if (s.cards[s.seat][i] === null) out.push(i);
  return out;
}

/** The par a hole slot asks for, or null when any die fits (simple, flop, trips). */
export function slotPar(s: GoloState, slot: number): number | null {
  return usesCourse(s.options.mode) ? s.options.pars[slot] : null;
}

/** Scorecard play: holes of par `par` still unplayed in this round after slot `after`. */
export function holesLeftAfter(s: GoloState, par: number, after: number): number {
  const end = firstSlot(s) + 9;
  let n = 0;
  for (let i = after + 1; i < end; i++) {
    if (s.options.pars[i] === par && s.cards[s.seat][i] === null) n++;
  }
  return n;
}

/** The dice a seat starts a round with: every die, or in scorecard play those the nine needs. */
export function startingCup(o: GoloOptions, set: DiceSet, round: number): number[] {
  if (isHoleByHole(o.mode)) return [];
  if (o.mode !== "scorecard") return set.dice.map((d) => d.index);
  const pars = roundPars(o, round);
  return set.dice.filter((d) => pars.includes(d.par)).map((d) => d.index);
}

export function setup(options: GoloOptions): GoloState {
  const set = diceFor(options.dice);
  const slots = totalSlots(options, set);
  const s: GoloState = {
    options,
    seat: 0,
    round: 0,
    phase: "tee",
    cup: [],
    faces: [],
    bottoms: false,
    rolls: 0,
    reroll: null,
    lastRoll: null,
    unplayableRun: 0,
    penalty: 0,
    cards: Array.from({ length: options.players }, () => new Array(slots).fill(null)),
    dq: new Array(options.players).fill(false),
    won: new Array(options.players).fill(0),
    carry: 0,
    holeWinner: [],
    holeSkins: [],
  };
  startTurn(s);
  return s;
}

function startTurn(s: GoloState): void {
  s.cup = startingCup(s.options, dice(s), s.round);
  s.faces = [];
  s.bottoms = false;
  s.rolls = 0;
  s.reroll = null;
  s.unplayableRun = 0;
  s.penalty = 0;
  s.phase = "tee";
}

/** Seat `s.seat` has finished its nine (or its hole): the next seat or round plays, or the end. */
export function endTurn(s: GoloState): void {
  const n = s.options.players;
  for (let seat = s.seat + 1; seat < n; seat++) {
    if (!s.dq[seat]) {
      s.seat = seat;
      startTurn(s);
      return;
    }
  }
  if (isHoleByHole(s.options.mode)) settleHole(s);
  if (s.phase === "over") return;
  const first = s.dq.indexOf(false);
  if (first >= 0 && s.round + 1 < roundCount(s.options)) {
    s.round++;
    s.seat = first;
    startTurn(s);
    return;
  }
  finish(s);
}

export function finish(s: GoloState): void {
  s.phase = "over";
  s.cup = [];
  s.faces = [];
  s.reroll = null;
}

/** Match Play and Skins: the lowest score among seats still in wins the hole (and its skins). */
function settleHole(s: GoloState): void {
  const h = s.round;
  let best = Number.POSITIVE_INFINITY;
  let winners: number[] = [];
  s.cards.forEach((card, seat) => {
    const hole = card[h];
    if (s.dq[seat] || hole === null) return;
    if (hole.strokes < best) {
      best = hole.strokes;
      winners = [seat];
    } else if (hole.strokes === best) winners.push(seat);
  });
  const skins = s.carry + 1;
  if (winners.length === 1) {
    const w = winners[0];
    s.holeWinner.push(w);
    if (s.options.mode === "skins") {
      s.won[w] += skins;
      s.holeSkins.push(skins);
      s.carry = 0;
    } else {
      s.won[w] += 1;
      s.holeSkins.push(0);
    }
  } else {
    s.holeWinner.push(-1);
    s.holeSkins.push(0);
    if (s.options.mode === "skins") s.carry = skins;
  }
}

export function strokes(card: readonly (HoleScore | null)[]): number {
  let t = 0;
  for (const h of card) if (h) t += h.strokes;
  return t;
}

/** Copies the parts of a state that rules change, so `apply` never mutates its input. */
export function cloneState(s: GoloState): GoloState {
  return {
    ...s,
    cup: [...s.cup],
    faces: [...s.faces],
    reroll: s.reroll ? { kind: s.reroll.kind, dice: [...s.reroll.dice] } : null,
    lastRoll: s.lastRoll ? { kind: s.lastRoll.kind, dice: [...s.lastRoll.dice] } : null,
    cards: s.cards.map((c) => [...c]),
    dq: [...s.dq],
    won: [...s.won],
    holeWinner: [...s.holeWinner],
    holeSkins: [...s.holeSkins],
  };
}
