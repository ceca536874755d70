/**
 * The strong bot's tables per frame table, filled on first use and kept across decisions and
 * games: the memos of the search, per ball and standing set the best crossing of every roll
 * (`crossTable`) and every roll's value without abilities (`baseValue`), and per ball a memo of
 * the exact policy's plans (`planFor`). Each holds what its plain computation gives, to the last
 * bit; the tables and value memos stay within CACHE_BUDGET, the plans and the decisions kept
 * across its resets (decisions.ts) within KEPT_BUDGET.
 */
import type { Layout } from "../data.ts";
import { type FrameTable, K, K1, MAXV, missValue } from "./dp.ts";
import { type MemoBytes, memoBytes, NumberMemo } from "./memo.ts";
import { bestAdjusted, bestPlan, crossTable } from "./model.ts";

type PerSet<T> = (T | undefined)[];

export interface TableCache {
  /** By (ball - 1) * 2 + Tenpin: hands' values, then (from 4) fresh rolls' expectations. */
  readonly memos: NumberMemo[];
  /** The plain search's own memos (see strong.ts `Ctx.plain`), made when it first runs. */
  plainMemos?: NumberMemo[];
  /** By ball - 1, then standing set. */
  readonly cross: PerSet<Float64Array>[];
  readonly bases: PerSet<Float64Array>[];
  /** Packed plans by ball - 1, keyed by set, count, balls and roll (`packedPlan`); kept. */
  readonly plans: NumberMemo[];
  /** Searched decisions by (ball - 1) * 2 + Tenpin (decisions.ts); kept. */
  readonly decisions: NumberMemo[];
  /** By ball - 1: what crossing each mask earns (choice.ts crossValue). */
  readonly rewards: (Float64Array | undefined)[];
  /** A fresh roll's expectation with no ability left, by Tenpin, dice, count and balls (strong.ts). */
  readonly rerolls: PerSet<Float64Array>[];
}

let caches = new WeakMap<FrameTable, TableCache>();

/**
 * What the per-set tables and the value memos may hold, in bytes of typed arrays (a memo counts
 * the cells it holds). They grow with the situations play meets; past this they start afresh,
 * which changes no value (each entry is what its plain computation gives). A trade of memory for
 * speed: with 768 MB (no reset in 44,000 games) games 20,000-44,000 ran 1.3x faster than with
 * 256 MB; two generations of 160 MB each (the old one's entries moved across when asked for
 * again) were no faster than one.
 */
export const CACHE_BUDGET = 192 * 2 ** 20;
/**
 * What the results kept across those resets may hold: the searched decisions (decisions.ts) and
 * the exact plans, compact beside the tables they were computed from, and what play asks for
 * again most; past this they start afresh too.
 */
export const KEPT_BUDGET = 64 * 2 ** 20;
let tableBytes = 0;
const keptBytes: MemoBytes = { allocated: 0 };

/** Counts a per-set table made (the budget is checked at the next decision's `cacheOf`). */
export function charge<T extends { readonly byteLength: number }>(x: T): T {
  tableBytes += x.byteLength;
  return x;
}

/**
 * Per-set tables are cut from shared chunks (`slab`): one typed array's storage for hundreds of
 * tables, so that the garbage collector tracks a few large buffers, not one per set.
 */
const CHUNK = 1 << 16;
let chunk = new Float64Array(0);
let chunkUsed = 0;

/** n doubles of a chunk (zeros), counted in the budget when their chunk is made. */
export function slab(n: number): Float64Array {
  if (chunkUsed + n > chunk.length) {
    chunk = charge(new Float64Array(Math.max(CHUNK, n)));
    chunkUsed = 0;
  }
  chunkUsed += n;
  return chunk.subarray(chunkUsed - n, chunkUsed);
}

/** Decisions and plans by frame table, kept when the tables are dropped. */
interface Kept {
  readonly decisions: NumberMemo[];
  readonly plans: NumberMemo[];
}
let kept = new WeakMap<FrameTable, Kept>();

/** The tables and value memos dropped (not the kept results): the next decisions fill new ones. */
export function dropTables(): void {
  caches = new WeakMap();
  lastTable = undefined;
  lastCache = undefined;
  tableBytes = 0;
  memoBytes.allocated = 0;
  chunk = new Float64Array(0);
  chunkUsed = 0;
}

/** Every cache dropped, the kept results too. */
export function resetCaches(): void {
  dropTables();
  kept = new WeakMap();
  keptBytes.allocated = 0;
}
const newMemos = () => [0, 1, 2, 3, 4, 5, 6, 7].map(() => new NumberMemo());
const perBall = <T>(): PerSet<T>[] => [new Array(1024), new Array(1024)];

/** The last table's cache: decisions in a row mostly share their frame. */
let lastTable: FrameTable | undefined;
let lastCache: TableCache | undefined;

function keptOf(t: FrameTable): Kept {
  let k = kept.get(t);
  if (!k) {
    k = {
      decisions: [0, 1, 2, 3].map(() => new NumberMemo(1 << 8, keptBytes)),
      plans: [new NumberMemo(1 << 8, keptBytes), new NumberMemo(1 << 8, keptBytes)],
    };
    kept.set(t, k);
  }
  return k;
}

export function cacheOf(t: FrameTable): TableCache {
  if (keptBytes.allocated > KEPT_BUDGET) resetCaches();
  else if (tableBytes + memoBytes.allocated > CACHE_BUDGET) dropTables();
  if (t === lastTable && lastCache) return lastCache;
  let c = caches.get(t);
  if (!c) {
    const k = keptOf(t);
    c = {
      memos: newMemos(),
      cross: perBall(),
      bases: perBall(),
      plans: k.plans,
      rerolls: perBall(),
      rewards: [undefined, undefined],
      decisions: k.decisions,
    };
    caches.set(t, c);
  }
  lastTable = t;
  lastCache = c;
  return c;
}

export function plainMemosOf(c: TableCache): NumberMemo[] {
  c.plainMemos ??= newMemos();
  return c.plainMemos;
}

/** `crossTable` of the set, made once. */
export function crossOf(
  l: Layout,
  t: FrameTable,
  cross: PerSet<Float64Array>,
  ball: 1 | 2,
  S: number,
): Float64Array {
  let x = cross[S];
  if (!x) {
    x = charge(crossTable(l, t, ball, S));
    cross[S] = x;
  }
  return x;
}

/** Roll values a base table holds (larger ones, balls spent on doubled dice, are computed). */
export const VB = MAXV + K + 1;
const V1 = MAXV + 1;

/**
 * The value of a roll of v with k balls and no ability in hand: the better of a miss and the
 * roll's best crossing (`bestAdjusted` of the set's crossTable), from the set's base table.
 */
export function baseValue(
  l: Layout,
  t: FrameTable,
  c: TableCache,
  ball: 1 | 2,
  S: number,
  k: number,
  v: number,
  count: number,
): number {
  if (v < 0 || v >= VB || k < 0 || k >= K1 || count < 1 || count > 2)
    return Math.max(
      missValue(t, ball, S, k),
      bestAdjusted(crossOf(l, t, c.cross[ball - 1], ball, S), k, v, count),
    );
  const bases = c.bases[ball - 1];
  const x = bases[S] ?? baseTable(l, t, bases, ball, S);
  return x[((count - 1) * K1 + k) * VB + v];
}

/** A row past VB: the up diagonal reads v + 1. */
const VD = VB + 1;
/** Scratch for `baseTable`: the set's crossTable and its two diagonals (see there). */
const scratchBc = new Float64Array(K1 * V1);
const down = new Float64Array(K1 * VD);
const up = new Float64Array(K1 * VD);

/**
 * Every base value of the set at once, base[((count - 1) * K1 + k) * VB + v]: the better of a
 * miss and `bestAdjusted(bc, k, v, count)`, which is the largest bc[k - j][v - j] (down) or
 * bc[k - j][v + j] (up) for j <= k with count <= v -+ j <= MAXV. Each diagonal's running
 * maximum makes it O(1) an entry (down[k][v] = max(own, down[k - 1][v - 1]); up likewise from
 * v + 1), for two dice, and one die's adds the single column of sums of 1: the largest of the
 * same values, so the same number (tables.test). About a tenth of
 * the entries are ever read, but a read is then one load, no check.
 */
function baseTable(
  l: Layout,
  t: FrameTable,
  bases: PerSet<Float64Array>,
  ball: 1 | 2,
  S: number,
): Float64Array {
  const bc = crossTable(l, t, ball, S, scratchBc);
  const x = slab(2 * K1 * VB);
  const none = Number.NEGATIVE_INFINITY;
  // Two dice first (rolls of at least 2): one die differs only by the crossings adding up to 1.
  for (let k = 0; k < K1; k++) {
    const row = k * VD;
    for (let v = 0; v < VD; v++) {
      const own = v >= 2 && v <= MAXV ? bc[k * V1 + v] : none;
      down[row + v] = k > 0 && v > 0 ? Math.max(own, down[row - VD + v - 1]) : own;
    }
    for (let v = VD - 1; v >= 0; v--) {
      const own = v >= 2 && v <= MAXV ? bc[k * V1 + v] : none;
      up[row + v] = k > 0 && v < VD - 1 ? Math.max(own, up[row - VD + v + 1]) : own;
    }
  }
  for (let k = 0; k < K1; k++) {
    const miss = missValue(t, ball, S, k);
    const at = K1 * VB + k * VB;
    for (let v = 0; v < VB; v++) {
      // j = 0 is in down; up from j = 1: up[k - 1][v + 1].
      const best = k > 0 ? Math.max(down[k * VD + v], up[(k - 1) * VD + v + 1]) : down[v];
      x[at + v] = Math.max(miss, best);
    }
  }
  // One die: also bc[k - j][1] where v - j = 1 (j = v - 1 <= k) or v + j = 1 (v = 0, j = 1).
  for (let k = 0; k < K1; k++)
    for (let v = 0; v < VB; v++) {
      const two = x[K1 * VB + k * VB + v];
      const j = v > 0 ? v - 1 : 1;
      x[k * VB + v] = j <= k ? Math.max(two, bc[(k - j) * V1 + 1]) : two;
    }
  bases[S] = x;
  return x;
}

/** A packed plan: mask + (delta + 16) * 1024. */
const pack = (delta: number, mask: number) => mask + (delta + 16) * 1024;

/** `bestPlan`'s balls to spend and pins to cross, kept on first use. */
export function planFor(
  l: Layout,
  t: FrameTable,
  ball: 1 | 2,
  S: number,
  k: number,
  v: number,
  count: number,
): { delta: number; mask: number } {
  const p = packedPlan(l, t, cacheOf(t), ball, S, k, v, count);
  return { delta: planDelta(p), mask: p & 1023 };
}

export const planDelta = (packed: number) => (packed >> 10) - 16;

/** `planFor` as its packed number (`planDelta`, mask in the low ten bits): nothing allocated. */
export function packedPlan(
  l: Layout,
  t: FrameTable,
  tc: TableCache,
  ball: 1 | 2,
  S: number,
  k: number,
  v: number,
  count: number,
): number {
  if (v < 0 || v > MAXV) {
    const p = bestPlan(l, t, ball, S, k, v, count);
    return pack(p.delta, p.mask);
  }
  // A memo, not a table per set: a set's plans are sparse (about 2% of a table was ever used).
  const plans = tc.plans[ball - 1];
  const key = ((S * 2 + count - 1) * K1 + k) * V1 + v;
  const hit = plans.get(key);
  if (hit !== undefined) return hit;
  const p = bestPlan(l, t, ball, S, k, v, count);
  const x = pack(p.delta, p.mask);
  plans.set(key, x);
  return x;
}
