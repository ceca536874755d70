/** GOLO bots: random (any legal action), greedy (a plain rule) and optimal (the solver's policy). */

import { randomInt } from "../../../engine/dice.ts";
import type { Bot } from "../../../strategy/bot.ts";
import { randomBot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { mayRemoveNone, mustRemoveAll } from "../actions.ts";
import type { DiceSet } from "../data.ts";
import { game } from "../game.ts";
import { isHoleByHole } from "../options.ts";
import { dice, openSlots, roundPars, type State, slotPar } from "../state.ts";
import {
  bestChoice,
  type DieChoice,
  holeSolverFor,
  lowestMeanDie,
  MAX_SOLVED_SEATS,
} from "./holes.ts";
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

/** The seats still in play, in playing order. */
function activeSeats(s: State): number[] {
  return s.dq.flatMap((d, seat) => (d ? [] : [seat]));
}

/**
 * Match Play and Skins at a tee: each die of the hole's par with the deciding seat's exact chance
 * of being the victor (strategy/holes.ts), or null where the game is not solved (Skins with more
 * than four seats in play).
 */
export function teeChoices(s: State): DieChoice[] | null {
  const m = s.options.mode;
  if (s.phase !== "tee" || !isHoleByHole(m)) return null;
  const active = activeSeats(s);
  if (active.length > MAX_SOLVED_SEATS) return null;
  const solver = holeSolverFor(dice(s), s.options.pars, m, s.options.players, active);
  const h = s.round;
  const rolled = active.indexOf(s.seat);
  let best = Number.POSITIVE_INFINITY;
  let leader = -1;
  for (const seat of active.slice(0, rolled)) {
    const x = s.cards[seat][h]!.strokes;
    if (x < best) {
      best = x;
      leader = seat;
    } else if (x === best) leader = -1;
  }
  return solver.choices(h, s.won, s.carry, { rolled, best, leader });
}

/** Match Play and Skins, optimal: the die of the best chance of being the victor. */
function holeTee(s: State): Action {
  const choices = teeChoices(s);
  if (!choices) return teeAction(s);
  return { type: "roll", bottoms: false, die: bestChoice(choices).die };
}

/** Hole by hole, the die of the hole's par with the lowest mean (the first of equals): greedy. */
function teeAction(s: State): Action {
  if (!isHoleByHole(s.options.mode)) return { type: "roll", bottoms: false };
  return { type: "roll", bottoms: false, die: lowestMeanDie(dice(s), s.options.pars[s.round]) };
}

// One scratch per dice set: a bot decides one roll at a time, so it is never shared mid-use.
const scratches = new WeakMap<DiceSet, Scratch>();

function scratchFor(set: DiceSet): Scratch {
  let sc = scratches.get(set);
  if (!sc) {
    sc = makeScratch(set);
    scratches.set(set, sc);
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

export function optimalChoice(s: State): Action {
  if (s.phase === "tee") return isHoleByHole(s.options.mode) ? holeTee(s) : teeAction(s);
  if (mustRemoveAll(s)) return { type: "remove", dice: [...s.cup] };
  const solved = solvedFor(s);
  if (!solved) return greedyChoice(s);
  const set = dice(s);
  const sc = scratchFor(set);
  sortRoll(set, sc, s.cup, s.faces, s.cup.length);
  const key = keyFor(solved.sv, solved.ctx, sc);
  const o = bestOption(solved.sv, key, sc);
  const out = new Int32Array(s.cup.length);
  const n = optionPositions(solved.sv, key, o, sc, out, new Int32Array(sc.K));
  const ds = [...out.subarray(0, n)].map((i) => s.cup[i]);
  if (s.options.mode !== "scorecard") ds.sort((a, b) => a - b);
  return { type: "remove", dice: ds };
}

/**
 * Uniform over the legal actions, drawn as randomBot draws it (one randomInt over their count),
 * but where they are the plain removals (every non-empty subset of the cup, or every subset in
 * Trips, in ascending bitmask order) only the drawn one is built: listing all 2^n of them was
 * half of a random game's time in the engine. Anything else goes through the listing.
 */
function randomPlayer(): Bot<State, Action> {
  const listing = randomBot(game);
  return {
    name: "random",
    choose(s, rng) {
      const plain =
        s.phase === "act" &&
        !s.options.referee &&
        s.options.mode !== "scorecard" &&
        !mustRemoveAll(s);
      if (!plain) return listing.choose(s, rng);
      const n = s.cup.length;
      const from = s.options.mode === "trips" ? 0 : 1;
      const mask = from + randomInt(rng, 0, (1 << n) - from - 1);
      const ds: number[] = [];
      for (let i = 0; i < n; i++) if (mask & (1 << i)) ds.push(s.cup[i]);
      return { type: "remove", dice: ds };
    },
  };
}

export const bots: Record<string, () => Bot<State, Action>> = {
  random: randomPlayer,
  greedy: () => ({ name: "greedy", choose: (s) => greedyChoice(s) }),
  optimal: () => ({ name: "optimal", choose: (s) => optimalChoice(s) }),
};
