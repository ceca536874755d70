/**
 * The searched decisions the strong bot keeps (decisions.ts) against the search itself: at every
 * searched decision of seeded games, the decision taken (kept or searched) is the one a search
 * without the memo makes, and many of them were taken from the memo.
 */
import { describe, expect, it } from "vitest";
import { rollDice } from "../../../engine/dice.ts";
import { createSimRng } from "../../../engine/rng.ts";
import { applyAction } from "../actions.ts";
import { applyChance, game } from "../game.ts";
import { nextStep } from "../rules/flow.ts";
import type { State } from "../state.ts";
import { type Best, bestAction, keeps, offer, startBest } from "./best.ts";
import { strongChoose } from "./bots.ts";
import { resetCaches } from "./cache.ts";
import { context, exactTable } from "./context.ts";
import { decisionKey, decisionsOf, MARGIN } from "./decisions.ts";

describe("the strong bot's kept decisions", () => {
  it("are the decisions the search makes, in seeded games where situations repeat", () => {
    resetCaches();
    let kept = 0;
    let searched = 0;
    for (let g = 0; g < 150; g++) {
      const rng = createSimRng(7000 + g);
      let s: State = game.setup(game.optionsSchema.parse({}));
      for (;;) {
        const step = nextStep(s);
        if (step.kind === "end") break;
        if (step.kind === "chance") {
          s = applyChance(s, rollDice(rng, step.dice));
          continue;
        }
        const sheet = s.sheets[step.seat];
        const exact =
          sheet.phase === "choose" || sheet.phase === "roll" ? exactTable(s, step.seat) : undefined;
        if (sheet.pendingMarks === 0 && !exact) {
          const ctx = context(s, step.seat);
          const key = decisionKey(ctx.c, ctx.avail);
          if (key >= 0 && decisionsOf(ctx.c).get(key) !== undefined) kept++;
          searched++;
          expect(bestAction(s, step.seat, ctx)).toEqual(
            bestAction(s, step.seat, context(s, step.seat), false),
          );
        }
        s = applyAction(s, step.seat, strongChoose(s));
      }
    }
    expect(searched).toBeGreaterThan(5000);
    expect(kept).toBeGreaterThan(searched / 10);
  });
});

describe("the margin guard on kept decisions", () => {
  // Two Ball actions 1e-9 + 1e-16 apart: on a base of 0 the second wins (gain above 1e-9); on
  // 300 the rounding of base + value brings the gain under 1e-9 and the first wins the tie. No
  // situation in play comes this close, so the search is built from these values directly.
  const first = 0.5;
  const second = 0.5 + 1e-9 + 1e-16;
  const search = (base: number): Best => {
    const best = startBest(base);
    offer(best, "ball", first, 0, 1);
    offer(best, "ball", second, 1, 1);
    return best;
  };
  /** bestAction's memo on these values: a kept pick is taken again at another base. */
  const decide = (base: number, memo: Map<string, number>, margin: number): number => {
    const hit = memo.get("near tie");
    if (hit !== undefined) return hit;
    const best = search(base);
    if (keeps(best, margin)) memo.set("near tie", best.a);
    return best.a;
  };

  it("builds a tie the base decides", () => {
    expect(second - first).toBeGreaterThan(1e-9);
    expect(300 + second - (300 + first)).toBeLessThanOrEqual(1e-9);
    expect(search(0).a).toBe(1);
    expect(search(300).a).toBe(0);
    expect(search(0).margin).toBeLessThan(MARGIN);
  });

  it("refuses to keep it, so the pick at another base is that base's own", () => {
    expect(keeps(search(0))).toBe(false);
    const memo = new Map<string, number>();
    expect(decide(0, memo, MARGIN)).toBe(1);
    expect(decide(300, memo, MARGIN)).toBe(search(300).a);
  });

  it("would take the wrong action without it (the guard disabled: no margin)", () => {
    expect(keeps(search(0), 0)).toBe(true);
    const memo = new Map<string, number>();
    decide(0, memo, 0);
    expect(decide(300, memo, 0)).not.toBe(search(300).a);
  });

  it("keeps a pick whose comparisons are all clear of the tie rule", () => {
    const best = startBest(0);
    offer(best, "ball", first, 0, 1);
    offer(best, "ball", first + 1e-6, 1, 1);
    expect(keeps(best)).toBe(true);
    offer(best, "ball", 1000, 0, 2);
    expect(keeps(best)).toBe(false);
  });
});
