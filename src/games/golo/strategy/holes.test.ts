import { describe, expect, it } from "vitest";
import { playBots } from "../../../strategy/autoplay.ts";
import { type DiceSet, defaultDice } from "../data.ts";
import { gameModule as golo } from "../index.ts";
import type { State } from "../state.ts";
import { act, die, roll, start } from "../testkit.ts";
import { optimalChoice } from "./bots.ts";
import { hint, hintUnitAt } from "./hint.ts";
import { bestChoice, holeSolver } from "./holes.ts";

const matchValue = (set: DiceSet, pars: number[]) =>
  holeSolver(set, pars, "match", 2, [0, 1]).value(0, [0, 0], 0)[0];

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

/**
 * Independent method for Skins: the whole tree, every physical die and every face, strokes of the
 * hole kept in full; each seat takes the die best for itself (the first of equals).
 */
function skinsTree(set: DiceSet, pars: number[], n: number): number[] {
  const memo = new Map<string, number[]>();
  const go = (h: number, won: number[], carry: number, strokes: number[]): number[] => {
    const key = `${h}|${won}|${carry}`;
    if (strokes.length === 0 && memo.has(key)) return memo.get(key)!;
    const v = step(h, won, carry, strokes);
    if (strokes.length === 0) memo.set(key, v);
    return v;
  };
  const step = (h: number, won: number[], carry: number, strokes: number[]): number[] => {
    if (h === pars.length) {
      const top = Math.max(...won);
      const k = won.filter((w) => w === top).length;
      return won.map((w) => (w === top ? 1 / k : 0));
    }
    const seat = strokes.length;
    if (seat === n) {
      const low = Math.min(...strokes);
      const at = strokes.flatMap((x, i) => (x === low ? [i] : []));
      if (at.length > 1) return go(h + 1, won, carry + 1, []);
      return go(
        h + 1,
        won.map((w, i) => (i === at[0] ? w + carry + 1 : w)),
        0,
        [],
      );
    }
    let best: number[] | null = null;
    for (const d of set.dice.filter((x) => x.par === pars[h])) {
      const v = new Array<number>(n).fill(0);
      for (const x of d.faces) {
        const after = go(h, won, carry, [...strokes, x]);
        for (let i = 0; i < n; i++) v[i] += after[i] / d.faces.length;
      }
      if (!best || v[seat] > best[seat] + 1e-12) best = v;
    }
    return best!;
  };
  return go(0, new Array(n).fill(0), 0, []);
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
    expect(exact).toBeCloseTo(0.4959, 4);
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

/** Seat `me` plays its best against the others playing the solver's equilibrium dice. */
function bestResponse(set: DiceSet, pars: number[], n: number, me: number): number {
  const active = Array.from({ length: n }, (_, i) => i);
  const solver = holeSolver(set, pars, "skins", n, active);
  const memo = new Map<string, number>();
  const go = (h: number, won: number[], carry: number, strokes: number[]): number => {
    const key = `${h}|${won}|${carry}`;
    if (strokes.length === 0 && memo.has(key)) return memo.get(key)!;
    const v = step(h, won, carry, strokes);
    if (strokes.length === 0) memo.set(key, v);
    return v;
  };
  const step = (h: number, won: number[], carry: number, strokes: number[]): number => {
    if (h === pars.length) {
      const top = Math.max(...won);
      return won[me] === top ? 1 / won.filter((w) => w === top).length : 0;
    }
    const seat = strokes.length;
    if (seat === n) {
      const low = Math.min(...strokes);
      const at = strokes.flatMap((x, i) => (x === low ? [i] : []));
      if (at.length > 1) return go(h + 1, won, carry + 1, []);
      return go(
        h + 1,
        won.map((w, i) => (i === at[0] ? w + carry + 1 : w)),
        0,
        [],
      );
    }
    const of = (d: number) => {
      const f = set.dice[d].faces;
      return f.reduce((t, x) => t + go(h, won, carry, [...strokes, x]), 0) / f.length;
    };
    const dice = set.dice.filter((x) => x.par === pars[h]).map((d) => d.index);
    if (seat === me) return Math.max(...dice.map(of));
    let best = Number.POSITIVE_INFINITY;
    let leader = -1;
    strokes.forEach((x, i) => {
      if (x < best) [best, leader] = [x, i];
      else if (x === best) leader = -1;
    });
    const choices = solver.choices(h, won, carry, { rolled: seat, best, leader });
    return of(bestChoice(choices).die);
  };
  return go(0, new Array(n).fill(0), 0, []);
}

describe("Skins strategy", () => {
  it("Skins solved: the backward induction equals a full game-tree search, 2 to 4 players", () => {
    for (const [n, pars] of [
      [2, [3, 5, 3]],
      [3, [3, 5]],
      [3, [5, 4, 3]],
      [4, [5]],
    ] as [number, number[]][]) {
      const active = Array.from({ length: n }, (_, i) => i);
      const v = holeSolver(defaultDice, pars, "skins", n, active).value(
        0,
        active.map(() => 0),
        0,
      );
      const tree = skinsTree(defaultDice, pars, n);
      for (let i = 0; i < n; i++) expect(v[i]).toBeCloseTo(tree[i], 12);
    }
  });

  it("an equilibrium: no seat gains by playing other dice while the others play the solver's", () => {
    const pars = [3, 5, 3];
    const n = 3;
    const v = holeSolver(defaultDice, pars, "skins", n, [0, 1, 2]).value(0, [0, 0, 0], 0);
    for (let me = 0; me < n; me++) {
      expect(bestResponse(defaultDice, pars, n, me)).toBeCloseTo(v[me], 12);
    }
  });

  it("against the lowest-mean rule (the old optimal bot) a best response gains and never loses", () => {
    const pars = [4, 4, 3, 4, 5, 4, 4, 3, 5];
    for (const n of [2, 3, 4]) {
      const seats = Array.from({ length: n }, (_, i) => i);
      const zero = seats.map(() => 0);
      const allGreedy = holeSolver(defaultDice, pars, "skins", n, seats, seats).value(0, zero, 0);
      const gain = seats.map((me) => {
        const others = seats.filter((x) => x !== me);
        const v = holeSolver(defaultDice, pars, "skins", n, seats, others).value(0, zero, 0);
        return v[me] - allGreedy[me];
      });
      for (const g of gain) expect(g).toBeGreaterThanOrEqual(-1e-12);
      expect(gain[n - 1]).toBeGreaterThan(2e-4);
    }
  });

  it("optimal Skins bots through the generic engine win as often as computed, within 5 SE", () => {
    const pars = [4, 4, 3, 4, 5, 4, 4, 3, 5];
    const exact = holeSolver(defaultDice, pars, "skins", 3, [0, 1, 2]).value(0, [0, 0, 0], 0);
    const n = 2000;
    const share = [0, 0, 0];
    for (let g = 0; g < n; g++) {
      const m = playBots(golo, { mode: "skins", pars }, 900 + g, ["optimal", "optimal", "optimal"]);
      const top = golo.game.result(m.state as State).ranking[0];
      for (const seat of top) share[seat] += 1 / top.length / n;
    }
    for (let i = 0; i < 3; i++) {
      expect(Math.abs(share[i] - exact[i])).toBeLessThan(5 * Math.sqrt(0.25 / n));
    }
  });
});

describe("hint hole by hole", () => {
  it("hint in Match Play and Skins: each die's chance of being the victor, best first, as the command", () => {
    const pars = [3, 4, 5, 3, 4, 5, 3, 4, 5];
    let s = start({ mode: "skins", players: 3, pars });
    expect(hintUnitAt(s)).toBe("chance of most skins");
    const h = hint(s);
    expect(h.map((x) => x.label)).toEqual(
      expect.arrayContaining(["roll 1 (red A)", "roll 2 (red B)"]),
    );
    expect(h[0].action).toEqual(optimalChoice(s));
    const v = holeSolver(defaultDice, pars, "skins", 3, [0, 1, 2]).value(0, [0, 0, 0], 0);
    expect(h[0].value).toBeCloseTo(v[0], 12);
    // The second seat sees the first seat's ace: its chances fall, and they differ by die.
    s = roll(act(s, { type: "roll", bottoms: false, die: die(s, "red A") }), [1]);
    const after = hint(s);
    expect(after[0].value).toBeLessThan(h[0].value);
    expect(after[0].value).toBeGreaterThanOrEqual(after[1].value);
    const match = start({ mode: "match", players: 2 });
    expect(hintUnitAt(match)).toBe("chance of winning the match");
    // A par 4 hole: the whites are identical, one command.
    expect(hint(match).map((x) => x.label)).toEqual(["roll"]);
    expect(hint(match)[0].value).toBeCloseTo(
      holeSolver(defaultDice, match.options.pars, "match", 2, [0, 1]).value(0, [0, 0], 0)[0],
      12,
    );
  });
});
