/**
 * GOLO actions: the schema, which are legal now (removals, checkAction) and what each does
 * (apply, applyChance).
 */
import { z } from "zod";
import { isHoleByHole, type Mode } from "./options.ts";
import { scoreDie } from "./rules/card.ts";
import { endTurn, finish } from "./rules/turns.ts";
import { cloneState, dice, openSlots, type State, slotPar } from "./state.ts";

export const actionSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("roll"),
    bottoms: z.boolean(),
    /** Match Play and Skins: which die of the hole's par is rolled. */
    die: z.number().int().min(0).optional(),
  }),
  /** Dice removed (scored), in hole order. */
  z.object({ type: z.literal("remove"), dice: z.array(z.number().int().min(0)) }),
  z.object({
    type: z.literal("ob"),
    /** The die re-rolled. */
    die: z.number().int().min(0),
    /** When several dice left the table: all of them (`die` must be the highest par). */
    offTable: z.array(z.number().int().min(0)).optional(),
  }),
  z.object({ type: z.literal("mulligan"), die: z.number().int().min(0) }),
  z.object({ type: z.literal("unplayable") }),
  z.object({ type: z.literal("dq"), seat: z.number().int().min(0) }),
]);
export type Action = z.infer<typeof actionSchema>;

/** After a roll every die left is scored: Flop, the third roll of Trips, one die a hole. */
export function scoresWholeRoll(mode: Mode, rolls: number): boolean {
  return mode === "flop" || isHoleByHole(mode) || (mode === "trips" && rolls >= 2);
}

export function mustRemoveAll(s: State): boolean {
  return scoresWholeRoll(s.options.mode, s.rolls);
}

/** Removing no die is allowed on the first two rolls of Trips only. */
export function mayRemoveNone(s: State): boolean {
  return removesNoneAllowed(s.options.mode, s.rolls);
}

export function removesNoneAllowed(mode: Mode, rolls: number): boolean {
  return mode === "trips" && rolls < 2;
}

/** Removals the rules allow now; subsets in ascending bitmask order (fast paths rely on it). */
export function removals(s: State): number[][] {
  if (mustRemoveAll(s)) return [[...s.cup]];
  if (s.options.mode === "scorecard") return orderedRemovals(s);
  const n = s.cup.length;
  const from = s.options.mode === "trips" ? 0 : 1;
  const out: number[][] = [];
  for (let mask = from; mask < 1 << n; mask++) {
    const ds: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) ds.push(s.cup[i]);
    out.push(ds);
  }
  return out;
}

/** Scorecard play: every sequence of distinct dice matching the pars of the next holes. */
function orderedRemovals(s: State): number[][] {
  const set = dice(s);
  const pars = openSlots(s).map((slot) => slotPar(s, slot)!);
  const out: number[][] = [];
  const seq: number[] = [];
  const grow = (k: number): void => {
    if (k >= pars.length) return;
    for (const d of s.cup) {
      if (set.dice[d].par !== pars[k] || seq.includes(d)) continue;
      seq.push(d);
      out.push([...seq]);
      grow(k + 1);
      seq.pop();
    }
  };
  grow(0);
  return out;
}

export function checkAction(s: State, a: Action): string | null {
  if (s.phase === "over") return "the game is over";
  if (s.phase === "roll" || s.phase === "reroll") return "the dice must be rolled first";
  const referee = s.options.referee;
  if (a.type === "dq") {
    if (!referee) return "disqualification is a referee-mode event";
    if (a.seat >= s.options.players)
      return `there are ${s.options.players} players: no player ${a.seat + 1}`;
    if (s.dq[a.seat]) return `player ${a.seat + 1} is already disqualified`;
    return null;
  }
  if (s.phase === "tee") {
    if (a.type !== "roll") return "roll first (or call Bottoms)";
    if (!isHoleByHole(s.options.mode))
      return a.die === undefined ? null : "the whole cup is rolled; no die is chosen";
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
    if (!s.cup.includes(a.die)) return `die ${a.die} is not in this roll`;
    return a.type === "ob" && a.offTable ? checkOffTable(s, a.die, a.offTable) : null;
  }
  return checkRemove(s, a.dice);
}

/** Several dice off the table: the highest par is re-rolled (the first named of equal pars). */
export function obDie(s: State, ds: readonly number[]): number {
  const set = dice(s);
  let best = ds[0];
  for (const d of ds) if (set.dice[d].par > set.dice[best].par) best = d;
  return best;
}

/** "If more than one die rolls from the field, the highest par is selected." */
function checkOffTable(s: State, die: number, off: readonly number[]): string | null {
  if (new Set(off).size !== off.length) return "a die is named twice";
  for (const d of off) if (!s.cup.includes(d)) return `die ${d} is not in this roll`;
  if (!off.includes(die)) return "the die re-rolled must be one of those that left the table";
  const set = dice(s);
  const best = obDie(s, off);
  if (set.dice[best].par === set.dice[die].par) return null;
  return `${set.dice[best].name} (par ${set.dice[best].par}) left the table too: the highest par is re-rolled, not ${set.dice[die].name}`;
}

function checkRemove(s: State, ds: readonly number[]): string | null {
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

export function apply(s0: State, a: Action): State {
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

function disqualify(s: State, seat: number): void {
  s.dq[seat] = true;
  if (s.options.mode === "match" || s.dq.every((d) => d)) {
    finish(s);
    return;
  }
  if (seat === s.seat) endTurn(s);
}

function removeDice(s: State, ds: readonly number[]): void {
  // Faces by position in the roll, read before scoring changes the cup.
  const cup = s.cup;
  const faces = ds.map((d) => s.faces[cup.indexOf(d)]);
  for (let i = 0; i < ds.length; i++) scoreDie(s, ds[i], faces[i], 0);
  s.rolls++;
  afterRoll(s);
}

/** The roll is over: the turn ends when the cup is empty, else the next roll is called. */
function afterRoll(s: State): void {
  s.faces = [];
  s.reroll = null;
  s.unplayableRun = 0;
  if (s.cup.length === 0) endTurn(s);
  else s.phase = "tee";
}

export function applyChance(s0: State, faces: readonly number[]): State {
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
