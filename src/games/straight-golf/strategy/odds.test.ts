import { describe, expect, it } from "vitest";
import { playBots } from "../../../strategy/autoplay.ts";
import { summarize } from "../../../strategy/stats.ts";
import { fastSimulate } from "../fast.ts";
import type { Options, State } from "../index.ts";
import { gameModule } from "../index.ts";
import {
  DENOMINATOR,
  fractionText,
  roundOdds,
  transitionsByEnumeration,
  transitionsByFormula,
  turnOdds,
} from "./odds.ts";

const opts = (inOrder: boolean): Options => ({
  players: 1,
  inOrder,
  rounds: 1,
  referee: false,
});

describe.each([false, true])("exact odds (inOrder=%s)", (inOrder) => {
  it("transitions by enumerating every roll equal those by inclusion-exclusion", () => {
    expect(transitionsByEnumeration(inOrder)).toEqual(transitionsByFormula(inOrder));
  });

  it("the round distribution sums to exactly one", () => {
    const total = [...roundOdds(inOrder).counts.values()].reduce((a, b) => a + b, 0n);
    expect(total).toBe(DENOMINATOR);
  });

  it("a hole in one is 6!/6^6 = 5/324", () => {
    expect(fractionText(roundOdds(inOrder).counts.get(-3)!)).toBe("5/324");
  });

  it("a seeded simulation through the generic engine agrees within 5 standard errors", () => {
    const odds = roundOdds(inOrder);
    const n = 20_000;
    const counts = new Map<number, number>();
    for (let g = 0; g < n; g++) {
      const m = playBots(gameModule, opts(inOrder), 1000 + g, ["random"]);
      const score = gameModule.game.result(m.state as State).scores[0];
      counts.set(score, (counts.get(score) ?? 0) + 1);
    }
    for (const [score, p] of Object.entries(odds.distribution)) {
      const seen = (counts.get(Number(score)) ?? 0) / n;
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(seen - p)).toBeLessThanOrEqual(5 * se + 1e-9);
    }
    for (const score of counts.keys()) expect(odds.distribution[String(score)]).toBeGreaterThan(0);
  });

  it("expected nine-round score from the fast path agrees with 9 x the exact mean", () => {
    const s = summarize(fastSimulate(100_000, 5, "random", { ...opts(inOrder), rounds: 9 }));
    const exact = 9 * roundOdds(inOrder).expectedScore;
    expect(Math.abs(s.mean - exact)).toBeLessThan((5 * s.sd) / Math.sqrt(s.games));
  });

  it("the distribution mid-turn is consistent: after a full first attempt nothing is left", () => {
    expect(turnOdds(inOrder, 6, 1).distribution).toEqual({});
    // From 5 kept before the third attempt: 1/6 par, 5/6 one point.
    const last = turnOdds(inOrder, 5, 2).distribution;
    expect(last["0"]).toBeCloseTo(1 / 6, 15);
    expect(last["1"]).toBeCloseTo(5 / 6, 15);
  });
});

it("the in-order variant is harder: its expected round score is higher", () => {
  expect(roundOdds(true).expectedScore).toBeGreaterThan(roundOdds(false).expectedScore);
});
