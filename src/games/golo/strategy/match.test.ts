import { describe, expect, it } from "vitest";
import { playBots } from "../../../strategy/autoplay.ts";
import { type DiceSet, defaultDice } from "../data.ts";
import { gameModule as golo } from "../index.ts";
import type { State } from "../state.ts";
import { matchValue } from "./match.ts";

/** Independent method: the whole game tree, no difference table, every face of every die. */
function treeValue(set: DiceSet, pars: number[], h = 0, diff = 0): number {
  if (h === pars.length) return diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
  const dice = set.dice.filter((d) => d.par === pars[h]);
  let best = Number.NEGATIVE_INFINITY;
  for (const a of dice) {
    let v = 0;
    for (const x of a.faces) {
      let worst = Number.POSITIVE_INFINITY;
      for (const b of dice) {
        let w = 0;
        for (const y of b.faces) w += treeValue(set, pars, h + 1, diff + Math.sign(y - x)) / 12;
        worst = Math.min(worst, w);
      }
      v += worst / 12;
    }
    best = Math.max(best, v);
  }
  return best;
}

describe("Match Play strategy", () => {
  it("the backward induction equals a full game-tree search on a short course", () => {
    for (const pars of [
      [3, 5],
      [5, 3],
      [3, 3],
      [4, 5],
    ]) {
      expect(matchValue(defaultDice, pars)).toBeCloseTo(treeValue(defaultDice, pars), 12);
    }
  });

  it("optimal against optimal through the generic engine wins as often as computed, within 5 SE", () => {
    const pars = [4, 4, 3, 4, 5, 4, 4, 3, 5];
    const exact = matchValue(defaultDice, pars);
    const n = 3000;
    let points = 0;
    for (let g = 0; g < n; g++) {
      const m = playBots(golo, { mode: "match", pars }, 500 + g, ["optimal", "optimal"]);
      const r = golo.game.result(m.state as State);
      points += r.ranking[0].length === 2 ? 0.5 : r.ranking[0][0] === 0 ? 1 : 0;
    }
    expect(Math.abs(points / n - exact)).toBeLessThan(5 * Math.sqrt(0.25 / n));
  });
});
