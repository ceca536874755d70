/**
 * The strong bot's search: the value of a hand of dice (with the abilities that turn dice and
 * pins), of a fresh roll, and of the dice count before a roll, on the frame tables of dp.ts.
 */
import { baseValue, crossOf, slab } from "./cache.ts";
import {
  type Ctx,
  DOUBLE_,
  dieValue,
  EXTRA_PIN,
  FLIP,
  faceOf,
  HAND,
  keep,
  pinReward,
  REROLL,
  SEARCH,
  SPIN,
  turned,
} from "./context.ts";
import { allDown, K1, missValue } from "./dp.ts";
import { bestAdjusted } from "./model.ts";

/** Outcomes of n fair dice as sorted multisets (search codes) with their probabilities. */
const OUTCOMES: [number[], number][][] = [[], enumerate(1), enumerate(2), enumerate(3)];
function enumerate(n: number): [number[], number][] {
  const m = new Map<string, [number[], number]>();
  const rec = (prefix: number[]) => {
    if (prefix.length === n) {
      const key = [...prefix].sort((a, b) => a - b);
      const e = m.get(key.join());
      if (e) e[1] += 6 ** -n;
      // Fresh dice as search codes (see `code`): value and face f, not doubled.
      else m.set(key.join(), [key.map((f) => f * 18), 6 ** -n]);
      return;
    }
    for (let f = 1; f <= 6; f++) rec([...prefix, f]);
  };
  rec([]);
  return [...m.values()];
}

/** Fresh rolls of n dice as search codes (flat) with their probabilities, in OUTCOMES order. */
const FRESH: Int32Array[] = OUTCOMES.map((os) => Int32Array.from(os.flatMap(([faces]) => faces)));
const FRESH_P: Float64Array[] = OUTCOMES.map((os) => Float64Array.from(os.map(([, p]) => p)));

/**
 * Dice as a number: order does not matter, each code below 1024 (no array is sorted). The hand
 * is up to three codes d0, d1, d2 (the first n of them count).
 */
function diceKey(n: number, d0: number, d1: number, d2: number): number {
  let a = Math.min(d0, 1023);
  if (n === 1) return a;
  let b = Math.min(d1, 1023);
  if (a > b) {
    const x = a;
    a = b;
    b = x;
  }
  if (n === 2) return a * 1024 + b;
  let c = Math.min(d2, 1023);
  if (c < b) {
    const x = b;
    b = c;
    c = x;
  }
  if (b < a) {
    const x = a;
    a = b;
    b = x;
  }
  return (a * 1024 + b) * 1024 + c;
}

/**
 * Expected value of a fresh roll of n dice (a reroll, or the roll a dice count asks for): it does
 * not depend on the hand it replaces, so it is kept once per (n, S, k, avail, count).
 */
export function freshValue(c: Ctx, n: number, S: number, k: number, avail: number): number {
  const key = freshKey(c, n, S, k, avail, c.count);
  const hit = c.fresh.get(key);
  if (hit !== undefined) return hit;
  const fresh = FRESH[n];
  const ps = FRESH_P[n];
  let e = 0;
  for (let o = 0, at = 0; o < ps.length; o++, at += n) {
    e +=
      ps[o] *
      rollValue(c, n, fresh[at], n > 1 ? fresh[at + 1] : 0, n > 2 ? fresh[at + 2] : 0, S, k, avail);
  }
  c.fresh.set(key, e);
  return e;
}

const freshKey = (c: Ctx, n: number, S: number, k: number, avail: number, count: number) =>
  (((n * 1024 + S) * 16 + k) * 64 + (c.plain ? avail : avail & HAND)) * 4 + count;

/**
 * Value of dice in hand (n codes d0, d1, d2) with S standing, k balls, `avail` abilities (bit per
 * SEARCHED). Dice are arguments, not arrays: a branch passes its hand on without allocating.
 */
export function rollValue(
  c: Ctx,
  n: number,
  d0: number,
  d1: number,
  d2: number,
  S: number,
  k: number,
  avail: number,
): number {
  if (!c.plain && (avail & SEARCH) === 0) return direct(c, n, d0, d1, d2, S, k, avail);
  const key =
    (((diceKey(n, d0, d1, d2) * 1024 + S) * 16 + k) * 64 + (c.plain ? avail : avail & HAND)) * 4 +
    c.count;
  const hit = c.memo.get(key);
  if (hit !== undefined) return hit;
  let best = Number.NEGATIVE_INFINITY;
  if (n > c.count) {
    // Each die left out in turn (the hand without die 0, then without die 1, ...).
    if (n === 2) {
      best = Math.max(best, rollValue(c, 1, d1, 0, 0, S, k, avail));
      best = Math.max(best, rollValue(c, 1, d0, 0, 0, S, k, avail));
    } else {
      best = Math.max(best, rollValue(c, 2, d1, d2, 0, S, k, avail));
      best = Math.max(best, rollValue(c, 2, d0, d2, 0, S, k, avail));
      best = Math.max(best, rollValue(c, 2, d0, d1, 0, S, k, avail));
    }
  } else {
    let v = dieValue(d0);
    if (n > 1) v += dieValue(d1);
    if (n > 2) v += dieValue(d2);
    // The plain search computes what the base table holds (the check of the table).
    best = c.plain
      ? Math.max(
          missValue(c.t, c.ball, S, k),
          bestAdjusted(crossOf(c.l, c.t, c.tc.cross[c.ball - 1], c.ball, S), k, v, c.count),
        )
      : baseValue(c.l, c.t, c.tc, c.ball, S, k, v, c.count);
    if (c.tenpin && n === 2) {
      const j = Math.abs(dieValue(d0) - 5) + Math.abs(dieValue(d1) - 5);
      if (j <= k) best = Math.max(best, allDown(c.t, 1, k - j));
    }
  }
  if (avail & (FLIP | DOUBLE_ | SPIN)) {
    for (let i = 0; i < n; i++) {
      const d = i === 0 ? d0 : i === 1 ? d1 : d2;
      if (avail & FLIP) {
        const x = turned(d, 7 - faceOf(d));
        best = Math.max(
          best,
          rollValue(
            c,
            n,
            i === 0 ? x : d0,
            i === 1 ? x : d1,
            i === 2 ? x : d2,
            S,
            k,
            avail & ~FLIP,
          ) - keep(c, "flip"),
        );
      }
      if (avail & DOUBLE_) {
        const x = (d | 1) + 16 * dieValue(d);
        best = Math.max(
          best,
          rollValue(
            c,
            n,
            i === 0 ? x : d0,
            i === 1 ? x : d1,
            i === 2 ? x : d2,
            S,
            k,
            avail & ~DOUBLE_,
          ) - keep(c, "double"),
        );
      }
      if (avail & SPIN)
        for (let f = 1; f <= 6; f++)
          if (f !== faceOf(d)) {
            const x = turned(d, f);
            best = Math.max(
              best,
              rollValue(
                c,
                n,
                i === 0 ? x : d0,
                i === 1 ? x : d1,
                i === 2 ? x : d2,
                S,
                k,
                avail & ~SPIN,
              ) - keep(c, "spin"),
            );
          }
    }
  }
  if (avail & REROLL)
    best = Math.max(best, freshValue(c, n, S, k, avail & ~REROLL) - keep(c, "reroll"));
  if (avail & EXTRA_PIN) {
    // Each standing pin crossed by Extra Pin, then the hand played on what is left.
    const rest = avail & ~EXTRA_PIN;
    let pin = Number.NEGATIVE_INFINITY;
    for (let b = S; b; b &= b - 1) {
      const bit = b & -b;
      const R = S & ~bit;
      const x =
        pinReward(c, bit) +
        (R === 0 ? allDown(c.t, c.ball, k) : rollValue(c, n, d0, d1, d2, R, k, rest)) -
        keep(c, "extraPin");
      if (x > pin) pin = x;
    }
    best = Math.max(best, pin);
  }
  c.memo.set(key, best);
  return best;
}

/**
 * `rollValue` of a hand with no ability that turns dice or pins (at most Re-roll): the same
 * terms in the same order, so the same value to the last bit, without a memo entry.
 */
function direct(
  c: Ctx,
  n: number,
  d0: number,
  d1: number,
  d2: number,
  S: number,
  k: number,
  avail: number,
): number {
  if (n <= c.count) {
    let v = dieValue(d0);
    if (n > 1) v += dieValue(d1);
    if (n > 2) v += dieValue(d2);
    const j = c.tenpin && n === 2 ? Math.abs(dieValue(d0) - 5) + Math.abs(dieValue(d1) - 5) : -1;
    return sumValue(c, n, v, j, S, k, avail);
  }
  let best = Number.NEGATIVE_INFINITY;
  if (n === 2) {
    best = Math.max(best, direct(c, 1, d1, 0, 0, S, k, avail));
    best = Math.max(best, direct(c, 1, d0, 0, 0, S, k, avail));
  } else {
    best = Math.max(best, direct(c, 2, d1, d2, 0, S, k, avail));
    best = Math.max(best, direct(c, 2, d0, d2, 0, S, k, avail));
    best = Math.max(best, direct(c, 2, d0, d1, 0, S, k, avail));
  }
  if (avail & REROLL) best = Math.max(best, rerolled(c, n, S, k, avail) - keep(c, "reroll"));
  return best;
}

/**
 * `direct` of n dice (as many as the roll counts) adding up to v; j: Tenpin's distance of two
 * dice from double 5s, in bowling balls (-1 without Tenpin). Ball actions call it directly.
 */
export function sumValue(
  c: Ctx,
  n: number,
  v: number,
  j: number,
  S: number,
  k: number,
  avail: number,
): number {
  let best = baseValue(c.l, c.t, c.tc, c.ball, S, k, v, c.count);
  if (j >= 0 && j <= k) best = Math.max(best, allDown(c.t, 1, k - j));
  if (avail & REROLL) best = Math.max(best, rerolled(c, n, S, k, avail) - keep(c, "reroll"));
  return best;
}

/**
 * `freshValue` of Re-roll from a hand `direct` values (no ability left after it), from the set's
 * table: index by Tenpin, dice, count and balls instead of a memo probe.
 */
function rerolled(c: Ctx, n: number, S: number, k: number, avail: number): number {
  if (n < 1 || n > 3 || c.count < 1 || c.count > 2 || k < 0 || k >= K1)
    return freshValue(c, n, S, k, avail & ~REROLL);
  const sets = c.tc.rerolls[c.ball - 1];
  let x = sets[S];
  if (!x) {
    x = slab(2 * 3 * 2 * K1).fill(Number.NaN);
    sets[S] = x;
  }
  const i = (((c.tenpin ? 3 : 0) + n - 1) * 2 + c.count - 1) * K1 + k;
  const hit = x[i];
  if (!Number.isNaN(hit)) return hit;
  const e = freshValue(c, n, S, k, avail & ~REROLL);
  x[i] = e;
  return e;
}

/** Before a roll of `count` dice (one more while Extra Die rolls this ball): expected value. */
export function countValue(
  c: Ctx,
  count: number,
  S: number,
  k: number,
  avail: number,
  extra: boolean,
): number {
  // Kept already (the key `freshValue` looks up): no context made for the count.
  const n = count + (extra ? 1 : 0);
  const hit = c.fresh.get(freshKey(c, n, S, k, avail, count));
  if (hit !== undefined) return hit;
  // An explicit literal, not a spread: this runs before every roll the search values.
  const cc: Ctx = {
    l: c.l,
    t: c.t,
    s: c.s,
    ball: c.ball,
    count,
    tenpin: c.tenpin && count === 2,
    left: c.left,
    tc: c.tc,
    memo: c.memo,
    fresh: c.fresh,
    plain: c.plain,
  };
  return freshValue(cc, n, S, k, avail);
}

export function chooseValue(c: Ctx, S: number, k: number, avail: number, extra: boolean): number {
  return Math.max(countValue(c, 1, S, k, avail, extra), countValue(c, 2, S, k, avail, extra));
}
