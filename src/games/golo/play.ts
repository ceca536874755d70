/** GOLO actions: what each one requires (checkAction) and what it does (apply, applyChance). */
import { z } from "zod";
import {
  cloneState,
  dice,
  endTurn,
  finish,
  type GoloState,
  holesLeftAfter,
  nextSlot,
  openSlots,
  slotPar,
} from "./state.ts";

export const actionSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("roll"),
    bottoms: z.boolean(),
    /** Match Play and Skins: which die of the hole's par is rolled. */
    die: z.number().int().min(0).optional(),
  }),
  /** Dice removed (scored), in hole order. */
  z.object({ type: z.literal("remove"), dice: z.array(z.number().int().min(0)) }),
  z.object({ type: z.literal("ob"), die: z.number().int().min(0) }),
  z.object({ type: z.literal("mulligan"), die: z.number().int().min(0) }),
  z.object({ type: z.literal("unplayable") }),
  z.object({ type: z.literal("dq"), seat: z.number().int().min(0) }),
]);
export type GoloAction = z.infer<typeof actionSchema>;

/** After this roll every die left is scored: Flop, the third roll of Trips, one die a hole. */
export function mustRemoveAll(s: GoloState): boolean {
  const m = s.options.mode;
  return m === "flop" || m === "match" || m === "skins" || (m === "trips" && s.rolls >= 2);
}

/** Removing no die is allowed on the first two rolls of Trips only. */
function mayRemoveNone(s: GoloState): boolean {
  return s.options.mode === "trips" && s.rolls < 2;
}

export function checkAction(s: GoloState, a: GoloAction): string | null {
  if (s.phase === "over") return "the game is over";
  if (s.phase === "roll" || s.phase === "reroll") return "the dice must be rolled first";
  const referee = s.options.referee;
  if (a.type === "dq") {
    if (!referee) return "disqualification is a referee-mode event";
    if (a.seat >= s.options.players) return `there is no seat ${a.seat + 1}`;
    if (s.dq[a.seat]) return `seat ${a.seat + 1} is already disqualified`;
    return null;
  }
  if (s.phase === "tee") {
    if (a.type !== "roll") return "roll first (or call Bottoms)";
    const byHole = s.options.mode === "match" || s.options.mode === "skins";
    if (!byHole) return a.die === undefined ? null : "the whole cup is rolled; no die is chosen";
    if (a.die === undefined) return "choose which die of the hole's par to roll";
    const d = dice(s).dice[a.die];
    const par = s.options.pars[s.round];
    if (!d) return `there is no die ${a.die}`;
    return d.par === par ? null : `${d.name} is a par ${d.par} die; this hole is a par ${par}`;
  }
  // phase "act": the dice show faces.
  if (a.type === "roll") return "the dice are already rolled: remove dice";
  if (a.type === "unplayable") return referee ? null : "an unplayable lie is a referee-mode event";
  if (a.type === "ob" || a.type === "mulligan") {
    if (!referee)
      return `${a.type === "ob" ? "out of bounds" : "a mulligan"} is a referee-mode event`;
    return s.cup.includes(a.die) ? null : `die ${a.die} is not in this roll`;
  }
  return checkRemove(s, a.dice);
}

function checkRemove(s: GoloState, ds: readonly number[]): string | null {
  if (new Set(ds).size !== ds.length) return "a die is named twice";
  for (const d of ds) if (!s.cup.includes(d)) return `die ${d} is not in this roll`;
  if (mustRemoveAll(s) && ds.length !== s.cup.length) return "every die of this roll is scored";
  if (ds.length === 0 && !mayRemoveNone(s)) return "remove at least one die";
  if (s.options.mode !== "scorecard") return null;
  // Scorecard play: the k-th die removed plays the k-th unplayed hole, whose par it must have.
  const set = dice(s);
  const open = openSlots(s);
  if (ds.length > open.length) return "more dice than holes left in this nine";
  for (const [k, d] of ds.entries()) {
    const par = slotPar(s, open[k]);
    if (set.dice[d].par !== par) {
      return `hole ${open[k] + 1} is a par ${par}: remove a par ${par} die next, not ${set.dice[d].name}`;
    }
  }
  return null;
}

export function apply(s0: GoloState, a: GoloAction): GoloState {
  const s = cloneState(s0);
  switch (a.type) {
    case "roll":
      s.bottoms = a.bottoms;
      if (a.die !== undefined) s.cup = [a.die];
      s.phase = "roll";
      break;
    case "remove":
      removeDice(s, a.dice);
      break;
    case "ob":
      s.reroll = { kind: "ob", dice: [a.die] };
      s.phase = "reroll";
      break;
    case "mulligan":
      s.reroll = { kind: "mulligan", dice: [a.die] };
      s.phase = "reroll";
      break;
    case "unplayable":
      s.unplayableRun++;
      // The second (and each further) unplayable lie in a row costs a stroke.
      if (s.unplayableRun >= 2) s.penalty++;
      s.reroll = { kind: "unplayable", dice: [...s.cup] };
      s.phase = "reroll";
      break;
    case "dq":
      disqualify(s, a.seat);
      break;
  }
  return s;
}

function disqualify(s: GoloState, seat: number): void {
  s.dq[seat] = true;
  if (s.options.mode === "match" || s.dq.every((d) => d)) {
    finish(s);
    return;
  }
  if (seat === s.seat) endTurn(s);
}

/** Scores `die` with `face` (+ `extra` strokes and any pending penalty) on the next hole slot. */
function scoreDie(s: GoloState, die: number, face: number, extra: number): void {
  const set = dice(s);
  const d = set.dice[die];
  const slot = s.options.mode === "scorecard" ? slotForDie(s, d.par) : nextSlot(s);
  const penalty = extra + s.penalty;
  s.penalty = 0;
  s.cards[s.seat][slot] = {
    die,
    par: slotPar(s, slot) ?? d.par,
    face,
    penalty,
    strokes: face + penalty,
  };
  if (s.options.mode !== "scorecard") {
    s.cup = s.cup.filter((x) => x !== die);
    return;
  }
  // Re-use: while the nine still has as many holes of this par as the cup has such dice,
  // the scored die goes back into the cup; a colour with no hole left leaves the cup.
  const left = holesLeftAfter(s, d.par, slot);
  const inCup = s.cup.filter((x) => set.dice[x].par === d.par).length;
  if (left < inCup) s.cup = s.cup.filter((x) => x !== die);
  if (left === 0) s.cup = s.cup.filter((x) => set.dice[x].par !== d.par);
}

/** Scorecard play: the next hole in order, or for an OB die the first unplayed hole of its par. */
function slotForDie(s: GoloState, par: number): number {
  const first = nextSlot(s);
  for (let i = first; i < first + 9 && i < s.cards[s.seat].length; i++) {
    if (s.cards[s.seat][i] === null && s.options.pars[i] === par) return i;
  }
  return first;
}

function removeDice(s: GoloState, ds: readonly number[]): void {
  const shown = new Map(s.cup.map((d, i) => [d, s.faces[i]]));
  for (const d of ds) scoreDie(s, d, shown.get(d)!, 0);
  s.rolls++;
  afterRoll(s);
}

/** The roll is over: the turn ends when the cup is empty, else the next roll is called. */
function afterRoll(s: GoloState): void {
  s.faces = [];
  s.reroll = null;
  s.unplayableRun = 0;
  if (s.cup.length === 0) endTurn(s);
  else s.phase = "tee";
}

export function applyChance(s0: GoloState, faces: readonly number[]): GoloState {
  const s = cloneState(s0);
  s.lastRoll =
    s.phase === "roll"
      ? { kind: "roll", dice: [...s.cup] }
      : { kind: s.reroll!.kind, dice: [...s.reroll!.dice] };
  if (s.phase === "roll") {
    s.faces = [...faces];
    s.phase = "act";
    if (mustRemoveAll(s) && !s.options.referee) removeDice(s, [...s.cup]);
    return s;
  }
  const r = s.reroll!;
  if (r.kind === "unplayable") {
    s.faces = [...faces];
  } else if (r.kind === "mulligan") {
    s.faces[s.cup.indexOf(r.dice[0])] = faces[0];
  } else {
    // Out of bounds: the rest of the roll is void; the re-rolled die scores with two strokes added.
    scoreDie(s, r.dice[0], faces[0], 2);
    afterRoll(s);
    return s;
  }
  s.reroll = null;
  s.phase = "act";
  return s;
}
