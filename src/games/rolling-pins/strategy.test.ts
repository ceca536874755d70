/** The strong bot, the hint, the exact odds (checked against seeded play) and the fast path. */
import { describe, expect, it } from "vitest";
import { playBots } from "../../strategy/autoplay.ts";
import { layoutOf, loadDefaultSheet } from "./data.ts";
import { fastScores } from "./fast.ts";
import { gameModule } from "./index.ts";
import { bowlingScore, finishedBalls, totalScore } from "./rules/scoring.ts";
import type { State } from "./state.ts";
import { exactOdds } from "./strategy/odds.ts";
import { act, bowl, patch, start } from "./testkit.ts";
import { simulatedOdds } from "./tools.ts";

describe("strategy", () => {
  const exact = exactOdds(layoutOf(loadDefaultSheet()));

  it("exact odds: carrying probabilities forward gives the dynamic program's expected score", () => {
    expect(exact.expectedScore).toBeCloseTo(exact.dpValue, 6);
    for (const f of exact.frames) expect(f.strike + f.spare).toBeLessThanOrEqual(1);
  });

  it("exact odds agree with 800 seeded games of the strong bot without abilities (within 5 standard errors)", () => {
    const sim = simulatedOdds(undefined, false, 800, 2026);
    expect(Math.abs(sim.mean - exact.expectedScore)).toBeLessThan(5 * sim.se);
    exact.frames.forEach((f, i) => {
      for (const [p, q] of [
        [f.strike, sim.frames[i].strike],
        [f.spare, sim.frames[i].spare],
      ]) {
        const se = Math.sqrt((p * (1 - p)) / sim.games);
        expect(Math.abs(q - p), `frame ${i + 1}`).toBeLessThan(5 * se + 1e-9);
      }
    });
  });

  it("the hint at the first decision, without abilities, is the exact expected score", () => {
    const hints = gameModule.hint?.(start({ abilities: false })) ?? [];
    expect(hints.map((h) => h.action.type)).toEqual(["dice", "dice"]);
    expect(hints[0].value).toBeCloseTo(exact.expectedScore, 1);
    expect(hints[0].value).toBeGreaterThanOrEqual(hints[1].value);
  });

  it("the hint lists every legal option, best first, and the strong bot takes the best", () => {
    const s = bowl(start(), 2, 6, 6);
    const hints = gameModule.hint?.(s) ?? [];
    expect(hints.length).toBe(gameModule.game.legalActions(s).length);
    for (let i = 1; i < hints.length; i++)
      expect(hints[i - 1].value).toBeGreaterThanOrEqual(hints[i].value);
    const chosen = gameModule.bots.strong().choose(s, undefined as never);
    const v = hints.find((h) => JSON.stringify(h.action) === JSON.stringify(chosen))?.value;
    expect(v).toBeCloseTo(hints[0].value, 1);
  });

  it("bot levels are ordered: strong > greedy > random (seeded games, with abilities)", () => {
    const mean = (bot: string, n: number) =>
      fastScores(n, 9, gameModule.bots[bot], {}).reduce((a, b) => a + b, 0) / n;
    const r = mean("random", 60);
    const g = mean("greedy", 60);
    const s = mean("strong", 30);
    expect(g).toBeGreaterThan(r);
    expect(s).toBeGreaterThan(g);
  });

  it("scores of finished games match the textbook bowling formula", () => {
    const n = 20;
    let checked = 0;
    for (let g = 0; g < n; g++) {
      const m = playBots(gameModule, {}, 77 + g, ["greedy"]);
      const sh = (m.state as State).sheets[0];
      expect(totalScore(sh)).toBe(bowlingScore(finishedBalls(sh)));
      checked++;
    }
    expect(checked).toBe(n);
  });
  it("with more bowling balls than the ten the strong bot's tables track, every option has a value", () => {
    // A spend was valued with 10 - |delta| balls left (10 the clamped count), so spending more
    // than 10 gave a negative count: a NaN value, and a memo key that another hand also has.
    let s = bowl(patch(start(), { ballsGained: 14 }), 2, 1, 1);
    const first = gameModule.hint?.(s) ?? [];
    s = act(s, { type: "ball", die: 0, delta: 1 });
    for (const hints of [first, gameModule.hint?.(s) ?? []]) {
      expect(hints.filter((h) => h.action.type === "ball").length).toBeGreaterThan(10);
      for (const h of hints) expect(Number.isFinite(h.value), JSON.stringify(h.action)).toBe(true);
    }
  });
});
