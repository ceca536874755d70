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
import { bestAction } from "./best.ts";
import { strongChoose } from "./bots.ts";
import { resetCaches } from "./cache.ts";
import { context, exactTable } from "./context.ts";
import { decisionKey, decisionsOf } from "./decisions.ts";

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
