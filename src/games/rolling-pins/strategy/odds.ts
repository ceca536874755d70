/**
 * Exact frame odds under the strong bot's policy in the game without abilities: the probability
 * of every (standing pins, ball, balls left) state is carried forward through each frame, so
 * P(strike), P(spare) per frame and the expected score come out exact (up to float rounding).
 */
import { FULL, type Layout, popcount } from "../data.ts";
import {
  DOUBLE,
  type FrameTable,
  K1,
  OPEN,
  P1,
  P2,
  SPARE,
  STRIKE,
  type Status,
  type Tables,
} from "./dp.ts";
import { bestCount, bestPlan, tablesFor } from "./model.ts";

interface Outcome {
  /** Probability mass ending the frame in each way, by balls left. */
  readonly strike: Float64Array;
  readonly spare: Float64Array;
  readonly open: Float64Array;
  /** Expected points earned in the frame (pins times what they count for). */
  readonly points: number;
}

function propagate(l: Layout, t: FrameTable, start: Float64Array): Outcome {
  const strike = new Float64Array(K1);
  const spare = new Float64Array(K1);
  const open = new Float64Array(K1);
  let points = 0;
  const mass: Float64Array[] = [new Float64Array(1024 * K1), new Float64Array(1024 * K1)];
  mass[0].set(start, FULL * K1);
  for (const ball of [1, 2] as const) {
    const here = mass[ball - 1];
    const per = ball === 1 ? t.m1 : t.m2;
    for (let S = FULL; S > 0; S--) {
      for (let k = 0; k < K1; k++) {
        const p = here[S * K1 + k];
        if (p === 0) continue;
        const count = bestCount(t, ball, S, k);
        const P = count === 1 ? P1 : P2;
        for (let v = count; v <= 6 * count; v++) {
          const q = p * P[v];
          const plan = bestPlan(l, t, ball, S, k, v, count);
          const k2 = k - Math.abs(plan.delta);
          if (plan.mask === 0) {
            if (ball === 1 && t.ball2) mass[1][S * K1 + k] += q;
            else open[k] += q;
            continue;
          }
          points += q * per * popcount(plan.mask);
          const R = S & ~plan.mask;
          if (R === 0) (ball === 1 ? strike : spare)[k2] += q;
          else here[R * K1 + k2] += q;
        }
      }
    }
  }
  return { strike, spare, open, points };
}

export interface FrameOdds {
  readonly frame: number;
  readonly strike: number;
  readonly spare: number;
  /** Expected bowling balls left unused when the frame ends. */
  readonly ballsLeft: number;
}

export interface ExactOdds {
  readonly frames: FrameOdds[];
  /** Expected score by carrying probabilities forward. */
  readonly expectedScore: number;
  /** The same number as the dynamic program's value at the first frame (a consistency check). */
  readonly dpValue: number;
}

const sum = (a: Float64Array) => a.reduce((x, y) => x + y, 0);

export function exactOdds(l: Layout): ExactOdds {
  const tb: Tables = tablesFor(l, false);
  // dist[status][k]: probability of starting the frame owing `status` with k balls.
  let dist: Float64Array[] = [0, 1, 2, 3].map(() => new Float64Array(K1));
  dist[OPEN][1] = 1;
  const frames: FrameOdds[] = [];
  let expected = 0;
  const bonus: Float64Array[] = [0, 1, 2, 3].map(() => new Float64Array(K1));
  for (let f = 0; f < 10; f++) {
    const next: Float64Array[] = [0, 1, 2, 3].map(() => new Float64Array(K1));
    let strikes = 0;
    let spares = 0;
    let left = 0;
    for (const st of [OPEN, SPARE, STRIKE, DOUBLE] as Status[]) {
      if (sum(dist[st]) === 0) continue;
      const o = propagate(l, tb.frames[f][st], dist[st]);
      expected += o.points;
      const after = st >= STRIKE ? DOUBLE : STRIKE;
      for (let k = 0; k < K1; k++) {
        strikes += o.strike[k];
        spares += o.spare[k];
        left += k * (o.strike[k] + o.spare[k] + o.open[k]);
        const to = f === 9 ? bonus : next;
        const k2 = f === 9 ? k : Math.min(K1 - 1, k + 1);
        to[after][k2] += o.strike[k];
        to[SPARE][k2] += o.spare[k];
        if (f < 9) to[OPEN][k2] += o.open[k];
      }
    }
    frames.push({ frame: f + 1, strike: strikes, spare: spares, ballsLeft: left });
    dist = next;
  }
  for (const st of [SPARE, STRIKE, DOUBLE] as Status[]) {
    if (sum(bonus[st]) === 0) continue;
    const o = propagate(l, tb.bonus10[st], bonus[st]);
    expected += o.points;
    if (st !== SPARE) {
      const last = new Float64Array(K1);
      for (let k = 0; k < K1; k++) last[k] = o.strike[k];
      if (sum(last) > 0) expected += propagate(l, tb.bonus11, last).points;
    }
  }
  return { frames, expectedScore: expected, dpValue: tb.frames[0][OPEN].v1[FULL * K1 + 1] };
}
