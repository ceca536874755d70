/**
 * The strong bot's precomputed rows against the plain computations they replace: the frame
 * tables' plan rows (dp.ts planRows, read by bestPlan) and the sets' base tables (cache.ts
 * baseValue), to the last bit.
 */
import { describe, expect, it } from "vitest";
import { popcount } from "../data.ts";
import { game } from "../game.ts";
import { layout } from "../state.ts";
import { baseValue, cacheOf, resetCaches, slab, VB } from "./cache.ts";
import { allDown, type FrameTable, K1, MAXV, missValue, tableFor } from "./dp.ts";
import { bestAdjusted, bestPlan, buckets, crossTable, MAXSUM, tablesFor } from "./model.ts";

const tb = tablesFor(layout(game.setup(game.optionsSchema.parse({}))), true);
const l = tb.layout;
/** Tables of early, late and bonus frames, every status, each ball they have. */
const TABLES: [FrameTable, 1 | 2][] = [
  [tableFor(tb, 0, 0), 1],
  [tableFor(tb, 4, 2), 2],
  [tableFor(tb, 9, 1), 1],
  [tableFor(tb, 9, 3), 2],
  [tableFor(tb, 10, 2), 2],
  [tableFor(tb, 11, 2), 1],
];

/** bestPlan as it was written before the plan rows: each term computed where it is used. */
function plainPlan(t: FrameTable, ball: 1 | 2, S: number, k: number, v: number, count: number) {
  let bestValue = Number.NEGATIVE_INFINITY;
  let bestDelta = 0;
  let bestMask = 0;
  const gray = ball === 2 && t.frame < 10 ? l.gray[t.frame] : 0;
  const per = ball === 1 ? t.m1 : t.m2;
  const vt = ball === 1 ? t.v1 : t.v2;
  const bk = buckets(l.sums[t.frame]);
  for (let j = 0; j <= k; j++) {
    for (let side = j === 0 ? 1 : 0; side < 2; side++) {
      const d = side === 0 ? -j : j;
      const w = v + d;
      if (w < count || w > MAXSUM) continue;
      const at = S * (MAXSUM + 2) + w;
      for (let i = bk.start[at]; i < bk.start[at + 1]; i++) {
        const T = bk.masks[i];
        const R = S & ~T;
        const r = per * popcount(T) + t.grayValue * popcount(T & gray);
        const x = r + (R === 0 ? allDown(t, ball, k - j) : vt[R * K1 + k - j]);
        if (x > bestValue + 1e-9) {
          bestValue = x;
          bestDelta = d;
          bestMask = T;
        }
      }
    }
    if (j === 0) {
      const miss = missValue(t, ball, S, k);
      if (miss > bestValue + 1e-9) {
        bestValue = miss;
        bestDelta = 0;
        bestMask = 0;
      }
    }
  }
  return { value: bestValue, delta: bestDelta, mask: bestMask };
}

describe("the strong bot's precomputed rows", () => {
  it("plan rows hold each crossing's reward and each leftover's value as bestPlan added them", () => {
    for (const [t, ball] of TABLES) {
      const gray = ball === 2 && t.frame < 10 ? l.gray[t.frame] : 0;
      const per = ball === 1 ? t.m1 : t.m2;
      const r = ball === 1 ? t.r1 : t.r2;
      const a = ball === 1 ? t.a1 : t.a2;
      const vt = ball === 1 ? t.v1 : t.v2;
      for (let T = 0; T < 1024; T++)
        expect(Object.is(r[T], per * popcount(T) + t.grayValue * popcount(T & gray))).toBe(true);
      for (let k = 0; k < K1; k++)
        for (let R = 0; R < 1024; R++) {
          const want = R === 0 ? allDown(t, ball, k) : vt[R * K1 + k];
          if (!Object.is(a[k * 1024 + R], want)) expect.fail(`a[${k}][${R}]`);
        }
    }
  });

  it("bestPlan on the plan rows plans as the plain search did (value, balls and pins)", () => {
    let n = 0;
    for (const [t, ball] of TABLES)
      for (let S = 1; S < 1024; S += 5)
        for (let k = 0; k < K1; k += 2)
          for (const count of [1, 2] as const)
            for (let v = count; v <= 6 * count + 2; v++) {
              const got = bestPlan(l, t, ball, S, k, v, count);
              const want = plainPlan(t, ball, S, k, v, count);
              if (!Object.is(got.value, want.value) || got.delta !== want.delta)
                expect.fail(`S ${S} k ${k} v ${v} count ${count}`);
              expect(got.mask).toBe(want.mask);
              n++;
            }
    expect(n).toBeGreaterThan(50000);
  });

  it("base tables hold the better of a miss and the roll's best crossing, for every entry", () => {
    resetCaches();
    for (const [t, ball] of TABLES) {
      const tc = cacheOf(t);
      for (let S = 1; S < 1024; S += 3) {
        const bc = crossTable(l, t, ball, S);
        for (const count of [1, 2])
          for (let k = 0; k < K1; k++)
            for (let v = -1; v <= VB; v++) {
              const want = Math.max(missValue(t, ball, S, k), bestAdjusted(bc, k, v, count));
              const got = baseValue(l, t, tc, ball, S, k, v, count);
              if (!Object.is(got, want)) expect.fail(`S ${S} count ${count} k ${k} v ${v}`);
            }
      }
    }
    expect(VB).toBe(MAXV + K1);
  });

  it("slab cuts tables of zeros that never share a cell, across chunks and after a reset", () => {
    resetCaches();
    const cuts: Float64Array[] = [];
    for (let i = 0; i < 400; i++) {
      const x = slab(1 + ((i * 37) % 726));
      expect(x.every((d) => d === 0)).toBe(true);
      x.fill(i + 1);
      cuts.push(x);
      if (i === 200) resetCaches();
    }
    cuts.forEach((x, i) => {
      expect(x.every((d) => d === i + 1)).toBe(true);
    });
  });
});
