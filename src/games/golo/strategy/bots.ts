/** GOLO bots: random (any legal action), greedy (a plain rule) and optimal (the solver's policy). */
import type { Bot } from "../../../strategy/bot.ts";
import { randomBot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { mayRemoveNone, mustRemoveAll } from "../actions.ts";
import type { DiceSet } from "../data.ts";
import { game } from "../game.ts";
import { dice, openSlots, roundPars, type State, slotPar } from "../state.ts";
import { matchDie } from "./match.ts";
import {
  bestOption,
  greedyPositions,
  keyFor,
  makeScratch,
  optionPositions,
  type Scratch,
  sortRoll,
} from "./policy.ts";
import { type Solved, solve } from "./solver.ts";

/** The solved table for the seat's current nine and the context of this roll, if one applies. */
export function solvedFor(s: State): { sv: Solved; ctx: number } | null {
  const set = dice(s);
  const m = s.options.mode;
  if (m === "simple") return { sv: solve(set, "simple"), ctx: 0 };
  if (m === "trips") return { sv: solve(set, "trips"), ctx: Math.min(s.rolls, 2) };
  if (m === "flop") return { sv: solve(set, "flop"), ctx: 2 };
  if (m !== "scorecard") return null;
  const open = openSlots(s);
  const first = s.round * 9;
  if (open.every((slot, i) => slot === first + 9 - open.length + i)) {
    return { sv: solve(set, "scorecard", roundPars(s.options, s.round)), ctx: 9 - open.length };
  }
  // An OB die filled a later hole: what is left is played in order over the unplayed holes, with
  // re-use counted over them, so it is a shorter course of its own, solved from the cup as it is.
  const pars = open.map((slot) => s.options.pars[slot]);
  return { sv: solve(set, "scorecard", pars), ctx: 0 };
}

/** Match Play, optimal: the die that maximises the chance of winning the match. */
function matchTee(s: State): Action {
  const first = s.cards[0][s.round];
  const die = matchDie(
    dice(s),
    s.options.pars,
    s.round,
    s.seat,
    s.won[0] - s.won[1],
    s.seat === 1 && first ? first.strokes : null,
  );
  return { type: "roll", bottoms: false, die };
}

/** Hole by hole, the die of the hole's par with the lowest mean (the first of equals). */
function teeAction(s: State): Action {
  const m = s.options.mode;
  if (m !== "match" && m !== "skins") return { type: "roll", bottoms: false };
  const par = s.options.pars[s.round];
  let best = -1;
  let bestMean = Number.POSITIVE_INFINITY;
  for (const d of dice(s).dice) {
    if (d.par !== par) continue;
    const mean = d.faces.reduce((a, b) => a + b, 0) / d.faces.length;
    if (mean < bestMean) {
      bestMean = mean;
      best = d.index;
    }
  }
  return { type: "roll", bottoms: false, die: best };
}

function scratchFor(set: DiceSet, cache: Map<DiceSet, Scratch>): Scratch {
  let sc = cache.get(set);
  if (!sc) {
    sc = makeScratch(set);
    cache.set(set, sc);
  }
  return sc;
}

export function greedyChoice(s: State): Action {
  if (s.phase === "tee") return teeAction(s);
  if (mustRemoveAll(s)) return { type: "remove", dice: [...s.cup] };
  const set = dice(s);
  const n = s.cup.length;
  const out = new Int32Array(n);
  const holePars =
    s.options.mode === "scorecard" ? openSlots(s).map((slot) => slotPar(s, slot)!) : null;
  const m = greedyPositions(
    set,
    s.cup,
    s.faces,
    n,
    holePars,
    mayRemoveNone(s),
    out,
    new Uint8Array(n),
  );
  return { type: "remove", dice: [...out.subarray(0, m)].map((i) => s.cup[i]) };
}

export function optimalChoice(s: State, cache = new Map<DiceSet, Scratch>()): Action {
  if (s.phase === "tee") return s.options.mode === "match" ? matchTee(s) : teeAction(s);
  if (mustRemoveAll(s)) return { type: "remove", dice: [...s.cup] };
  const solved = solvedFor(s);
  if (!solved) return greedyChoice(s);
  const set = dice(s);
  const sc = scratchFor(set, cache);
  sortRoll(set, sc, s.cup, s.faces, s.cup.length);
  const key = keyFor(solved.sv, solved.ctx, sc);
  const o = bestOption(solved.sv, key, sc);
  const out = new Int32Array(s.cup.length);
  const n = optionPositions(solved.sv, key, o, sc, out, new Int32Array(sc.K));
  const ds = [...out.subarray(0, n)].map((i) => s.cup[i]);
  if (s.options.mode !== "scorecard") ds.sort((a, b) => a - b);
  return { type: "remove", dice: ds };
}

export const bots: Record<string, () => Bot<State, Action>> = {
  random: () => randomBot(game),
  greedy: () => ({ name: "greedy", choose: (s) => greedyChoice(s) }),
  optimal: () => {
    const cache = new Map<DiceSet, Scratch>();
    return { name: "optimal", choose: (s) => optimalChoice(s, cache) };
  },
};
