/**
 * Scoring a die on the scorecard: which hole it plays and, in scorecard play, whether it returns
 * to the cup. The rules, the solver and the fast path all call these.
 */
import { dice, holesLeftAfter, nextSlot, type State, slotPar } from "../state.ts";

/** After a die of some par is scored in scorecard play, what happens to the dice of its par. */
export type Reuse = "returns" | "leaves" | "colour leaves";

/**
 * "Score your first par 3 as usual, but instead of removing the die, return it to the cup":
 * `left` holes of the die's par are still unplayed after this one, `inCup` dice of that par are
 * in the cup (the scored die included). While there are as many such holes as such dice the die
 * returns; a par with no hole left takes its other dice out of the cup too.
 */
export function reuse(left: number, inCup: number): Reuse {
  if (left === 0) return "colour leaves";
  return left < inCup ? "leaves" : "returns";
}

/** Holes of par `par` in `pars` after index `k` (before `end`): the unplayed holes, in order. */
export function holesLeft(
  pars: ArrayLike<number>,
  par: number,
  k: number,
  end = pars.length,
): number {
  let n = 0;
  for (let i = k + 1; i < end; i++) if (pars[i] === par) n++;
  return n;
}

/** Scorecard play: the next hole in order, or for an OB die the first unplayed hole of its par. */
export function slotForDie(s: State, par: number): number {
  const first = nextSlot(s);
  for (let i = first; i < first + 9 && i < s.cards[s.seat].length; i++) {
    if (s.cards[s.seat][i] === null && s.options.pars[i] === par) return i;
  }
  return first;
}

/** Scores `die` with `face` (+ `extra` strokes and any pending penalty) on its hole slot. */
export function scoreDie(s: State, die: number, face: number, extra: number): void {
  const set = dice(s);
  const d = set.dice[die];
  const scorecard = s.options.mode === "scorecard";
  const slot = scorecard ? slotForDie(s, d.par) : nextSlot(s);
  const penalty = extra + s.penalty;
  s.penalty = 0;
  s.cards[s.seat][slot] = {
    die,
    par: slotPar(s, slot) ?? d.par,
    face,
    penalty,
    strokes: face + penalty,
  };
  if (!scorecard) {
    s.cup = s.cup.filter((x) => x !== die);
    return;
  }
  const inCup = s.cup.filter((x) => set.dice[x].par === d.par).length;
  const r = reuse(holesLeftAfter(s, d.par, slot), inCup);
  if (r === "leaves") s.cup = s.cup.filter((x) => x !== die);
  if (r === "colour leaves") s.cup = s.cup.filter((x) => set.dice[x].par !== d.par);
}
