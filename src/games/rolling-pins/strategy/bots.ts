/** Every bot level: random, greedy, and the strong bot's choices on top of the frame search in strong.ts. */

import { type Bot, randomBot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import type { Layout } from "../data.ts";
import { game } from "../game.ts";
import { nextStep } from "../rules/flow.ts";
import {
  layout,
  markableAreas,
  type PlayerSheet,
  pinNumbers,
  type State,
  standing,
} from "../state.ts";
import { bestAction } from "./best.ts";
import { cacheOf, packedPlan, planDelta } from "./cache.ts";
import { actionValues, pick } from "./choice.ts";
import { areaWorth, context, exactTable } from "./context.ts";
import { greedyBot } from "./greedy.ts";
import { ballsOf, bestCount, bestPlan } from "./model.ts";

/** Marks go where an ability is worth most per square still to mark. */
function chooseMark(l: Layout, s: PlayerSheet): Action {
  let best = -1;
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const i of markableAreas(l, s)) {
    const worth = areaWorth(l, s, i);
    if (worth > bestWorth) {
      best = i;
      bestWorth = worth;
    }
  }
  return { type: "mark", area: best };
}

/**
 * With no ability in hand the exact frame policy decides (the one `odds` follows); with
 * abilities the search over every legal action does. `plain`: every table and shortcut left
 * out (the check that they change nothing).
 */
export function strongChoose(state: State, plain = false): Action {
  const step = nextStep(state);
  if (step.kind !== "decision") throw new Error("strong: no decision is due");
  const l = layout(state);
  const s = state.sheets[step.seat];
  if (s.pendingMarks > 0) return chooseMark(l, s);
  const t = s.phase === "choose" || s.phase === "roll" ? exactTable(state, step.seat) : undefined;
  if (t) {
    const S = standing(s);
    const k = ballsOf(s);
    if (s.phase === "choose") return { type: "dice", count: bestCount(t, s.ball, S, k) };
    let v = 0;
    for (const d of s.dice) v += d;
    let delta: number;
    let mask: number;
    if (plain) {
      const plan = bestPlan(l, t, s.ball, S, k, v, s.count);
      delta = plan.delta;
      mask = plan.mask;
    } else {
      const p = packedPlan(l, t, cacheOf(t), s.ball, S, k, v, s.count);
      delta = planDelta(p);
      mask = p & 1023;
    }
    if (delta === 0)
      return mask ? { type: "cross", pins: pinNumbers(l, s.frame, mask) } : { type: "miss" };
    const die = delta > 0 ? 0 : s.dice.indexOf(Math.max(...s.dice));
    return { type: "ball", die, delta: Math.max(delta, 1 - s.dice[die]) };
  }
  if (plain) return pick(actionValues(state, true));
  return bestAction(state, step.seat, context(state, step.seat));
}

export const bots: Readonly<Record<string, () => Bot<State, Action>>> = {
  random: () => randomBot(game),
  greedy: greedyBot,
  strong: () => ({ name: "strong", choose: (state: State) => strongChoose(state) }),
};
