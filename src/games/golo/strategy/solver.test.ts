import { describe, expect, it } from "vitest";
import { rollDice } from "../../../engine/dice.ts";
import { createRng } from "../../../engine/rng.ts";
import { playBots } from "../../../strategy/autoplay.ts";
import type { Action } from "../actions.ts";
import { buildDiceSet, type DiceSet, type DiceSpec, defaultDice } from "../data.ts";
import { game } from "../game.ts";
import { gameModule as golo } from "../index.ts";
import type { State } from "../state.ts";
import { act, die, roll, start } from "../testkit.ts";
import { solveTool } from "../tools.ts";
import { greedyChoice, optimalChoice } from "./bots.ts";
import { nineDistribution } from "./distribution.ts";
import { hint } from "./hint.ts";
import { keyOf, nineValue, solve } from "./solver.ts";

/** A reduced set (red A, red B, two whites, blue A) small enough to brute-force die by die. */
function reducedSpec(): DiceSpec {
  const opp: [number, number][] = [
    [0, 11],
    [1, 8],
    [2, 9],
    [3, 10],
    [4, 7],
    [5, 6],
  ];
  return {
    name: "reduced",
    dice: defaultDice.kinds
      .filter((k) => k.name !== "blue B")
      .map((k) => ({ ...k, count: k.name === "white" ? 2 : 1, opposite: opp })),
  };
}

/**
 * Independent method: no multisets, no kinds. Every die is distinct, every ordered outcome of
 * distinct faces is enumerated, every subset (or hole-ordered sequence) is tried.
 */
function bruteForce(
  set: DiceSet,
  mode: "simple" | "trips" | "scorecard",
  pars: number[] = [],
): number {
  const dice = set.dice;
  const dist = dice.map((d) => {
    const m = new Map<number, number>();
    for (const f of d.faces) m.set(f, (m.get(f) ?? 0) + 1 / 12);
    return [...m];
  });
  const memo = new Map<string, number>();
  const value = (cup: number[], ctx: number): number => {
    if (cup.length === 0) return 0;
    const key = `${cup.join(",")}|${ctx}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let total = 0;
    const faces = new Array<number>(cup.length);
    const rec = (i: number, p: number): void => {
      if (i < cup.length) {
        for (const [f, q] of dist[cup[i]]) {
          faces[i] = f;
          rec(i + 1, p * q);
        }
        return;
      }
      total += p * best(cup, faces, ctx);
    };
    rec(0, 1);
    memo.set(key, total);
    return total;
  };
  const best = (cup: number[], faces: number[], ctx: number): number => {
    let b = Number.POSITIVE_INFINITY;
    if (mode === "scorecard") {
      const seq = (j: number, c: number[], used: Set<number>, cost: number): void => {
        if (j > ctx) b = Math.min(b, cost + value(c, j));
        if (j >= pars.length) return;
        for (let i = 0; i < cup.length; i++) {
          const d = cup[i];
          if (used.has(d) || dice[d].par !== pars[j]) continue;
          let left = 0;
          for (let h = j + 1; h < pars.length; h++) if (pars[h] === pars[j]) left++;
          const inCup = c.filter((x) => dice[x].par === pars[j]).length;
          let next = left < inCup ? c.filter((x) => x !== d) : c;
          if (left === 0) next = next.filter((x) => dice[x].par !== pars[j]);
          seq(j + 1, next, new Set([...used, d]), cost + faces[i]);
        }
      };
      seq(ctx, cup, new Set(), 0);
      return b;
    }
    const n = cup.length;
    const last = mode === "trips" && ctx >= 2;
    for (let mask = mode === "trips" ? 0 : 1; mask < 1 << n; mask++) {
      if (last && mask !== (1 << n) - 1) continue;
      let cost = 0;
      const rest: number[] = [];
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) cost += faces[i];
        else rest.push(cup[i]);
      }
      b = Math.min(b, cost + value(rest, mode === "trips" ? ctx + 1 : 0));
    }
    return b;
  };
  const start =
    mode === "scorecard"
      ? dice.filter((d) => pars.includes(d.par)).map((d) => d.index)
      : dice.map((d) => d.index);
  return value(start, 0);
}

describe("exact optimal play", () => {
  const reduced = buildDiceSet(reducedSpec());

  it("simple game: the multiset solver equals a die-by-die brute force on a reduced set", () => {
    expect(nineValue(solve(reduced, "simple")).mean).toBeCloseTo(bruteForce(reduced, "simple"), 10);
  });

  it("Trips: the multiset solver equals a die-by-die brute force on a reduced set", () => {
    expect(nineValue(solve(reduced, "trips")).mean).toBeCloseTo(bruteForce(reduced, "trips"), 10);
  });

  it("scorecard with re-used dice: the solver equals a brute force over hole-ordered sequences", () => {
    for (const pars of [
      [3, 4, 3, 5, 4],
      [4, 3, 3, 3, 4, 5, 5],
      [5, 4, 4, 3],
    ]) {
      const exact = nineValue(solve(reduced, "scorecard", pars)).mean;
      expect(exact).toBeCloseTo(bruteForce(reduced, "scorecard", pars), 10);
    }
  });

  it("Flop: the expected score is the sum of the dice's mean faces, 49.5", () => {
    expect(nineValue(solve(defaultDice, "flop")).mean).toBeCloseTo(49.5, 10);
  });

  it("simple game: the optimal bot through the generic engine averages the exact value within 5 SE", () => {
    const v = nineValue(solve(defaultDice, "simple"));
    const n = 1500;
    let sum = 0;
    for (let g = 0; g < n; g++) {
      sum += golo.game.result(
        playBots(golo, { mode: "simple" }, 1000 + g, ["optimal"]).state as State,
      ).scores[0];
    }
    expect(Math.abs(sum / n - v.mean)).toBeLessThan((5 * v.sd) / Math.sqrt(n));
  });

  it("Trips and scorecard: seeded simulation of the optimal policy matches mean and sd within 5 SE", () => {
    const pars = [5, 4, 3, 4, 4, 3, 4, 4, 5];
    for (const [mode, sv] of [
      ["trips", solve(defaultDice, "trips")],
      ["scorecard", solve(defaultDice, "scorecard", pars)],
      ["simple", solve(defaultDice, "simple")],
    ] as const) {
      const v = nineValue(sv);
      const n = 20000;
      const xs = golo.fast!.run(n, 77, "optimal", golo.game.optionsSchema.parse({ mode, pars }));
      const mean = xs.reduce((a, b) => a + b, 0) / n;
      const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
      expect(Math.abs(mean - v.mean)).toBeLessThan((5 * v.sd) / Math.sqrt(n));
      // SE of the sample sd is about sd / sqrt(2n).
      expect(Math.abs(sd - v.sd)).toBeLessThan((5 * v.sd) / Math.sqrt(2 * n));
    }
  });

  it("the exact distribution under optimal play has the solver's mean and sd and matches simulation", () => {
    const sv = solve(defaultDice, "simple");
    const d = nineDistribution(sv);
    let total = 0;
    let mean = 0;
    let sq = 0;
    d.forEach((p, k) => {
      total += p;
      mean += p * k;
      sq += p * k * k;
    });
    const v = nineValue(sv);
    expect(total).toBeCloseTo(1, 12);
    expect(mean).toBeCloseTo(v.mean, 9);
    expect(Math.sqrt(sq - mean * mean)).toBeCloseTo(v.sd, 9);
    const n = 20000;
    const xs = golo.fast!.run(n, 991, "optimal", golo.game.optionsSchema.parse({}));
    for (const cut of [30, 34, 36, 40]) {
      let p = 0;
      for (let k = 0; k <= cut; k++) p += d[k] ?? 0;
      const seen = xs.filter((x) => x <= cut).length / n;
      expect(Math.abs(seen - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
    }
  });

  it("optimal play beats the greedy rule, which beats random play", () => {
    const opts = golo.game.optionsSchema.parse({ mode: "simple" });
    const mean = (bot: string) =>
      golo.fast!.run(3000, 5, bot, opts).reduce((a, b) => a + b, 0) / 3000;
    const [o, g, r] = [mean("optimal"), mean("greedy"), mean("random")];
    expect(o).toBeLessThan(g);
    expect(g).toBeLessThan(r);
  });

  it("Bottoms changes nothing: a solver fed the bottom faces gives the same value", () => {
    const bottomSpec: DiceSpec = {
      name: "bottoms",
      dice: defaultDice.kinds.map((k) => ({
        ...k,
        faces: defaultDice.dice.find((d) => d.name.startsWith(k.name))!.bottomFaces.slice(),
      })),
    };
    const b = buildDiceSet(bottomSpec);
    expect(nineValue(solve(b, "simple")).mean).toBeCloseTo(
      nineValue(solve(defaultDice, "simple")).mean,
      10,
    );
  });
});

describe("solve tool", () => {
  it("prints {game, mode, expectedScore} for simple, trips and scorecard play", () => {
    const simple = solveTool.run({}).json as { game: string; mode: string; expectedScore: number };
    expect(simple.game).toBe("golo");
    expect(simple.mode).toBe("simple");
    expect(simple.expectedScore).toBeCloseTo(nineValue(solve(defaultDice, "simple")).mean, 12);
    const sc = solveTool.run({ mode: "scorecard", pars: [4, 4, 3, 4, 5, 4, 4, 3, 5] }).json as {
      expectedScore: number;
    };
    expect(sc.expectedScore).toBeGreaterThan(simple.expectedScore);
    expect(solveTool.run({ mode: "trips" }).text).toMatch(/expected score 39\.\d{4}/);
    expect(() => solveTool.flags[0].parse!("golf")).toThrow(/--mode must be one of/);
  });
});

describe("solving from any position", () => {
  it("decision: after an OB fills a later hole, the optimal bot and hint solve the rest exactly", () => {
    // Referee scorecard play: the next hole is a par 4, blue A goes OB and plays hole 5 (par 5).
    let s = start({ mode: "scorecard", referee: true, pars: [4, 4, 3, 4, 5, 4, 4, 3, 5] });
    s = roll(act(s, { type: "roll", bottoms: false }), [3, 3, 4, 4, 4, 4, 4, 5, 5]);
    s = roll(act(s, { type: "ob", die: die(s, "blue A") }), [6]);
    expect(s.cards[0][4]).toMatchObject({ par: 5, strokes: 8 });
    const h = hint(s);
    expect(h.length).toBeGreaterThan(0);
    // The hint's expected final strokes is what the optimal bot then scores, on average.
    const rng = createRng(99);
    const play = (choose: (x: State) => Action): number[] => {
      const out: number[] = [];
      for (let g = 0; g < 1500; g++) {
        let x = s;
        for (;;) {
          const step = game.next(x);
          if (step.kind === "end") break;
          x =
            step.kind === "chance"
              ? game.applyChance(x, rollDice(rng, step.dice))
              : game.apply(x, choose(x));
        }
        out.push(game.result(x).scores[0]);
      }
      return out;
    };
    const optimal = play((x) => optimalChoice(x));
    const mean = optimal.reduce((a, b) => a + b, 0) / optimal.length;
    const sd = Math.sqrt(optimal.reduce((a, b) => a + (b - mean) ** 2, 0) / optimal.length);
    expect(Math.abs(mean - h[0].value)).toBeLessThan((5 * sd) / Math.sqrt(optimal.length));
    // It is the solver playing, not the greedy rule it used to fall back to.
    const greedy = play((x) => greedyChoice(x));
    expect(greedy.reduce((a, b) => a + b, 0) / greedy.length).toBeGreaterThan(mean);
  });
});

describe("what re-rolling surplus dice is worth", () => {
  /** The nine from a cup of at most one die per hole of each par, the best such cup. */
  function withoutSurplus(pars: number[]): number {
    const set = defaultDice;
    const sv = solve(set, "scorecard", pars);
    const c = new Array<number>(set.kinds.length).fill(0);
    let best = Number.POSITIVE_INFINITY;
    const walk = (k: number): void => {
      if (k === c.length) {
        for (const par of set.pars) {
          const kinds = set.kinds.flatMap((x, i) => (x.par === par ? [i] : []));
          const dice = kinds.reduce((t, i) => t + set.kinds[i].count, 0);
          const n = kinds.reduce((t, i) => t + c[i], 0);
          if (n !== Math.min(dice, pars.filter((p) => p === par).length)) return;
        }
        best = Math.min(best, sv.position(keyOf(sv, 0, c)).mean);
        return;
      }
      for (let x = 0; x <= set.kinds[k].count; x++) {
        c[k] = x;
        walk(k + 1);
      }
      c[k] = 0;
    };
    walk(0);
    return best;
  }

  it("decision: all dice of a colour are rolled until its holes are played: worth 0.6-1.6 strokes a nine", () => {
    const worth = (pars: number[]) =>
      withoutSurplus(pars) - nineValue(solve(defaultDice, "scorecard", pars)).mean;
    // The default nine has as many dice of each colour as holes of its par: nothing to gain.
    expect(worth([4, 4, 3, 4, 5, 4, 4, 3, 5])).toBeCloseTo(0, 12);
    expect(worth([4, 4, 3, 4, 4, 4, 5, 4, 4])).toBeCloseTo(1.2669, 4);
    expect(worth([3, 4, 4, 4, 4, 4, 4, 4, 5])).toBeCloseTo(1.5879, 4);
    expect(worth([4, 4, 4, 4, 3, 4, 4, 4, 4])).toBeCloseTo(0.6369, 4);
    expect(worth([3, 4, 5, 4, 3, 4, 5, 4, 3])).toBeCloseTo(1.505, 4);
  });
});
