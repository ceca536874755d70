/**
 * Greedy: the way a new player bowls. Two dice while much is standing, cross the most pins the
 * roll allows, a bowling ball only to avoid a miss, other abilities only to avoid a miss.
 */
import type { Bot } from "../../../strategy/bot.ts";
import { type Action, legalFor } from "../actions.ts";
import { nextStep, tenpinStrike } from "../rules/flow.ts";
import { layout, type State, standing } from "../state.ts";

function score(a: Action): number {
  switch (a.type) {
    case "strike":
      return 1000;
    case "cross":
      return 100 + 10 * a.pins.length - Math.max(...a.pins) / 100;
    case "mark":
      return -a.area;
    default:
      return Number.NEGATIVE_INFINITY;
  }
}

export function greedyChoose(state: State): Action {
  const step = nextStep(state);
  if (step.kind !== "decision") throw new Error("greedy: no decision");
  const s = state.sheets[step.seat];
  const legal = legalFor(state, step.seat);
  if (s.phase === "choose" && s.pendingMarks === 0) {
    const l = layout(state);
    const left = l.sums[s.frame][standing(s)];
    return { type: "dice", count: left > 12 ? 2 : 1 };
  }
  if (s.phase === "frameEnd" && s.pendingMarks === 0) return { type: "next" };
  let best = legal[0];
  let bestScore = score(best);
  for (const a of legal) {
    const v = score(a);
    if (v > bestScore) {
      best = a;
      bestScore = v;
    }
  }
  if (bestScore > Number.NEGATIVE_INFINITY) return best;
  // Nothing to cross: the smallest bowling-ball nudge that makes a crossing, else a re-roll, else miss.
  const fixes = legal
    .filter((a) => a.type === "ball" || a.type === "discard")
    .filter((a) => {
      const after = legalFor(
        {
          ...state,
          sheets: state.sheets.map((x, i) =>
            i === step.seat ? { ...x, dice: nudged(x.dice, a) } : x,
          ),
        },
        step.seat,
      );
      const l = layout(state);
      const sheet = { ...state.sheets[step.seat], dice: nudged(state.sheets[step.seat].dice, a) };
      return tenpinStrike(l, sheet) || after.some((b) => b.type === "cross");
    })
    .sort((a, b) => cost(a) - cost(b));
  if (fixes.length) return fixes[0];
  if (legal.some((a) => a.type === "discard"))
    return legal.find((a) => a.type === "discard") as Action;
  if (legal.some((a) => a.type === "reroll")) return { type: "reroll" };
  return { type: "miss" };
}

function cost(a: Action): number {
  return a.type === "ball" ? Math.abs(a.delta) : 0;
}

function nudged(dice: number[], a: Action): number[] {
  const d = [...dice];
  if (a.type === "ball") d[a.die] += a.delta;
  if (a.type === "discard") d.splice(a.die, 1);
  return d;
}

export function greedyBot(): Bot<State, Action> {
  return { name: "greedy", choose: (state) => greedyChoose(state) };
}
