/**
 * Optimal play of simple and Trips games from the option table (strategy/optable.ts): per die a
 * draw and a transition of its kind's multiset, per roll a cell (the strokes and the removal).
 * The same dice in the same order as the engine rolls them (kind after kind, the cup's order
 * while each kind's dice are contiguous, which `optionTable`'s caller checks), the same
 * decisions, tie for tie.
 */
import { createSimRng } from "../../engine/rng.ts";
import { fillOption, type OptionTable } from "./strategy/optable.ts";

/**
 * `startKeys[r]`: the table key of nine r's starting cup; `wholeAt`: the roll from which every
 * die scores its face (Trips' third), or more rolls than a game has; `top[k * 12 + position]`:
 * kind k's faces.
 */
export function runOptimal(
  games: number,
  seed: number,
  t: OptionTable,
  startKeys: readonly number[],
  wholeAt: number,
  top: Int32Array,
): Float64Array {
  const { K, stride, base, off, cells, dice, step } = t;
  const { trans, start } = t.codes;
  const st = new Int32Array(K);
  const result = new Float64Array(games);
  const rng = createSimRng(seed);
  for (let g = 0; g < games; g++) {
    rng.reseed(seed + g);
    let total = 0;
    for (let r = 0; r < startKeys.length; r++) {
      let key = startKeys[r];
      for (let rolls = 0; ; rolls++) {
        // Trips' last context has no keys of its own: its cup is read in context 0.
        const cup = key - rolls * step;
        const n = t.many[cup];
        if (n === 0) break;
        const from = cup * 16;
        if (rolls >= wholeAt) {
          for (let i = 0; i < n; i++) total += top[dice[from + i] * 12 + rng.below(12)];
          break;
        }
        // One loop over the cup's dice (a loop per kind would mispredict its exit most rolls).
        for (let k = 0; k < K; k++) st[k] = start[k];
        for (let i = 0; i < n; i++) {
          const k = dice[from + i];
          st[k] = trans[(st[k] << 4) | rng.below(12)];
        }
        let roll = -base[key];
        for (let k = 0; k < K; k++) roll += st[k] * stride[key * K + k];
        let cell = cells[off[key] + roll];
        if (cell === 0) cell = fillOption(t, key, roll);
        total += cell >> 8;
        key = key - (cell & 255) + 1 + step;
      }
    }
    result[g] = total;
  }
  return result;
}
