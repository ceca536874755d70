/**
 * The strong bot's tables and shortcuts (strategy/cache.ts, `direct` in strong.ts) against the
 * plain search (every hand through its own memo, every plan searched): the same decision and
 * the same value for every legal action, to the last bit, at every decision of seeded games.
 */
import { describe, expect, it } from "vitest";
import { rollDice } from "../../../engine/dice.ts";
import { createSimRng } from "../../../engine/rng.ts";
import { applyAction } from "../actions.ts";
import type { Ability } from "../data.ts";
import { applyChance, game } from "../game.ts";
import { nextStep } from "../rules/flow.ts";
import { layout, type State } from "../state.ts";
import { grant, patch } from "../testkit.ts";
import { bots, strongChoose } from "./bots.ts";
import { dropTables, planFor, resetCaches } from "./cache.ts";
import { actionValues } from "./choice.ts";
import { tableFor } from "./dp.ts";
import { bestPlan, tablesFor } from "./model.ts";

const ABILITIES: Ability[] = ["flip", "spin", "double", "reroll", "extraPin", "extraDie", "tenpin"];

/** Plays one seeded game, comparing both paths at every decision; returns the decisions seen. */
function compare(start: State, seed: number): number {
  const rng = createSimRng(seed);
  let s = start;
  let decisions = 0;
  for (;;) {
    const step = nextStep(s);
    if (step.kind === "end") return decisions;
    if (step.kind === "chance") {
      s = applyChance(s, rollDice(rng, step.dice));
      continue;
    }
    const fast = actionValues(s);
    const plain = actionValues(s, true);
    expect(fast.map((x) => x.action)).toEqual(plain.map((x) => x.action));
    fast.forEach((x, i) => {
      if (!Object.is(x.value, plain[i].value))
        expect.fail(`${JSON.stringify(x.action)}: ${x.value} vs plain ${plain[i].value}`);
    });
    const a = strongChoose(s);
    expect(a).toEqual(strongChoose(s, true));
    s = applyAction(s, step.seat, a);
    decisions++;
  }
}

describe("the strong bot's tables and shortcuts", () => {
  it("decide and value as the plain search does, in seeded games with and without abilities", () => {
    let decisions = 0;
    for (let g = 0; g < 12; g++) decisions += compare(game.setup(game.optionsSchema.parse({})), g);
    const none = game.optionsSchema.parse({ abilities: false });
    for (let g = 0; g < 4; g++) decisions += compare(game.setup(none), 100 + g);
    expect(decisions).toBeGreaterThan(2000);
  });

  it("decide and value as the plain search does on hands with abilities and balls granted", () => {
    // Every few abilities from the start, and extra bowling balls: the searched hands of late
    // games (Extra Die's three dice, doubled and turned dice, balls spent on them) early and often.
    let decisions = 0;
    for (let g = 0; g < 24; g++) {
      let s = game.setup(game.optionsSchema.parse({}));
      for (let i = 0; i < ABILITIES.length; i++)
        if ((g * 5 + i * 3) % 7 < 4) s = grant(s, ABILITIES[i]);
      s = patch(s, { ballsGained: 1 + (g % 6) });
      decisions += compare(s, 500 + g);
    }
    expect(decisions).toBeGreaterThan(3000);
  });

  it("decide the same when every cache starts afresh in the middle of a game (the memory bound)", () => {
    // Each game twice: once with the caches as they are, once dropped before every 7th decision.
    const bot = bots.strong();
    for (let g = 0; g < 6; g++) {
      const play = (reset: boolean) => {
        const rng = createSimRng(900 + g);
        let s = game.setup(game.optionsSchema.parse({}));
        const actions: unknown[] = [];
        for (let n = 0; ; n++) {
          const step = nextStep(s);
          if (step.kind === "end") return actions;
          if (step.kind === "chance") s = applyChance(s, rollDice(rng, step.dice));
          else {
            // Everything dropped, or the tables alone (the kept decisions and plans stay).
            if (reset && n % 7 === 0) resetCaches();
            else if (reset && n % 3 === 0) dropTables();
            const a = bot.choose(s, rng);
            actions.push(a);
            s = applyAction(s, step.seat, a);
          }
        }
      };
      expect(play(true)).toEqual(play(false));
    }
  });

  it("plan every roll without abilities as bestPlan does (every set, ball count and roll)", () => {
    const tb = tablesFor(layout(game.setup(game.optionsSchema.parse({}))), true);
    let n = 0;
    for (const [frame, status, ball] of [
      [0, 0, 1],
      [4, 2, 2],
      [9, 1, 1],
    ] as const) {
      const t = tableFor(tb, frame, status);
      for (let S = 1; S < 1024; S += 7)
        for (let k = 0; k <= 10; k += 3)
          for (const count of [1, 2] as const)
            for (let v = count; v <= 6 * count + k; v++) {
              const p = bestPlan(tb.layout, t, ball, S, k, v, count);
              expect(planFor(tb.layout, t, ball, S, k, v, count)).toEqual({
                delta: p.delta,
                mask: p.mask,
              });
              n++;
            }
    }
    expect(n).toBeGreaterThan(10000);
  });
});
