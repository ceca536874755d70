/**
 * Greedy play of simple and Trips games die by die, with no table: the greedy rule
 * (strategy/policy.ts `greedyPositions`) looks at each die alone (at or under its par it is
 * taken) except when none is, and then takes the first die with the lowest face over par. So the
 * loop keeps the cup as a list of kinds in the cup's order and decides while it rolls, without
 * branches on the faces (they are random, so each branch would be mispredicted half the time):
 * the same dice in the same order as the engine rolls them, the same removals.
 */
import { createSimRng } from "../../engine/rng.ts";
import { removesNoneAllowed, scoresWholeRoll } from "./actions.ts";
import type { DiceSet } from "./data.ts";
import type { Mode } from "./options.ts";

/** Whether `runGreedy` plays this mode and set (else the tables or the roll-by-roll loop do). */
export function greedyCovers(set: DiceSet, mode: Mode): boolean {
  if (mode !== "simple" && mode !== "trips") return false;
  // A die's code below packs its position (5 bits), face (7 bits) and face over par (17 bits).
  return (
    set.dice.length < 32 &&
    set.kinds.every(
      (k) =>
        k.faces.length === 12 && k.faces.every((f) => Number.isInteger(f) && f >= 0 && f < 128),
    ) &&
    set.kinds.every((k) => k.par >= 0 && k.par < 128)
  );
}

/** A taken die's code (at or under par): only its flag counts. */
const TAKEN = 1 << 29;

export function runGreedy(
  games: number,
  seed: number,
  set: DiceSet,
  mode: Mode,
  starts: readonly (readonly number[])[],
): Float64Array {
  const K = set.kinds.length;
  // code[k * 16 + position]: TAKEN, or (over par << 12) | (face << 5), the die's position or-ed in
  // as it is rolled, so the least code is the first die with the lowest face over par, then face.
  const code = new Int32Array(K * 16);
  // add[k * 16 + position]: the strokes a taken die scores (its face), else 0.
  const add = new Int32Array(K * 16);
  const face = new Int32Array(K * 16);
  set.kinds.forEach((kind, k) => {
    kind.faces.forEach((f, pos) => {
      const over = f - kind.par;
      code[k * 16 + pos] = over <= 0 ? TAKEN : (over << 12) | (f << 5);
      add[k * 16 + pos] = over <= 0 ? f : 0;
      face[k * 16 + pos] = f;
    });
  });
  // Each nine's starting cup, as k * 16 per die in the cup's order.
  const startCups = starts.map((start) => Int32Array.from(start, (d) => set.dice[d].kind * 16));
  // Rolls before this one may remove none (Trips' first two); from `wholeAt` on every die scores.
  let keepAllBefore = 0;
  while (removesNoneAllowed(mode, keepAllBefore)) keepAllBefore++;
  let wholeAt = 0;
  while (wholeAt < 64 && !scoresWholeRoll(mode, wholeAt)) wholeAt++;
  const cup = new Int32Array(32);
  const result = new Float64Array(games);
  const rng = createSimRng(seed);
  for (let g = 0; g < games; g++) {
    rng.reseed(seed + g);
    let total = 0;
    for (let r = 0; r < startCups.length; r++) {
      const start = startCups[r];
      cup.set(start);
      let n = start.length;
      for (let rolls = 0; n > 0; rolls++) {
        if (rolls >= wholeAt) {
          for (let i = 0; i < n; i++) total += face[cup[i] + rng.below(12)];
          break;
        }
        let strokes = 0;
        let left = 0;
        let best = 1 << 30;
        for (let i = 0; i < n; i++) {
          const k = cup[i];
          const at = k + rng.below(12);
          const c = code[at] | i;
          strokes += add[at];
          // Compacts the dice that stay in place (i >= left, so nothing unread is overwritten).
          cup[left] = k;
          left += 1 - (c >>> 29);
          best = Math.min(c, best);
        }
        if (left < n) n = left;
        else if (rolls >= keepAllBefore) {
          // None at or under par: the best die over par leaves, the others keep their order.
          strokes = (best >> 5) & 127;
          for (let j = best & 31; j < n - 1; j++) cup[j] = cup[j + 1];
          n--;
        }
        total += strokes;
      }
    }
    result[g] = total;
  }
  return result;
}
