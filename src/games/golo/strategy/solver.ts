/**
 * Exact optimal play by dynamic programming over chance outcomes. A position is the number of
 * dice of each kind in the cup plus a context: nothing (simple), rolls taken (Trips, Flop) or
 * holes played (scorecard). Dice of one kind are interchangeable, so a roll is a multiset per
 * kind and a removal is "the u lowest dice of each kind".
 */
import type { DiceSet } from "../data.ts";
import { holesLeft, reuse } from "../rules/card.ts";
import { type Choices, expectMin } from "./expect.ts";
import { type KindRolls, kindRolls } from "./rolls.ts";

export type SolveMode = "simple" | "flop" | "trips" | "scorecard";

export interface Position {
  readonly mean: number;
  readonly second: number;
  readonly options: Choices;
  /** Key of the position after each option. */
  readonly next: Int32Array;
  /** Scorecard play: the kind scored on each hole, in hole order, per option. */
  readonly seqs: readonly (readonly number[])[] | null;
}

export interface Solved {
  readonly set: DiceSet;
  readonly mode: SolveMode;
  /** Scorecard play: the nine's pars. */
  readonly pars: readonly number[];
  readonly K: number;
  readonly full: readonly number[];
  readonly stride: readonly number[];
  /** Positions per context (mixed-radix cup index). */
  readonly size: number;
  readonly rolls: readonly (readonly KindRolls[])[];
  readonly startKey: number;
  position(key: number): Position;
}

export function keyOf(sv: Solved, ctx: number, counts: readonly number[]): number {
  let idx = 0;
  for (let k = 0; k < sv.K; k++) idx += counts[k] * sv.stride[k];
  return ctx * sv.size + idx;
}

export function countsOf(sv: Solved, key: number): number[] {
  let idx = key % sv.size;
  const out = new Array<number>(sv.K);
  for (let k = sv.K - 1; k >= 0; k--) {
    out[k] = Math.floor(idx / sv.stride[k]);
    idx -= out[k] * sv.stride[k];
  }
  return out;
}

const cache = new WeakMap<DiceSet, Map<string, Solved>>();

/** Solves (once per dice set, mode and pars; memoised) and returns the optimal value table. */
export function solve(set: DiceSet, mode: SolveMode, pars: readonly number[] = []): Solved {
  let bySet = cache.get(set);
  if (!bySet) {
    bySet = new Map();
    cache.set(set, bySet);
  }
  const id = `${mode}:${mode === "scorecard" ? pars.join(",") : ""}`;
  let sv = bySet.get(id);
  if (!sv) {
    sv = build(set, mode, pars);
    bySet.set(id, sv);
  }
  return sv;
}

function build(set: DiceSet, mode: SolveMode, pars: readonly number[]): Solved {
  const K = set.kinds.length;
  const full = set.kinds.map((k) => k.count);
  const stride: number[] = [];
  let size = 1;
  for (let k = 0; k < K; k++) {
    stride.push(size);
    size *= full[k] + 1;
  }
  // Bottoms needs no rolls of its own: bottom faces are the same multiset (see docs/rules/golo.md).
  const rolls = set.kinds.map((kind) =>
    Array.from({ length: kind.count + 1 }, (_, n) => kindRolls(kind.faces, n)),
  );
  const memo = new Map<number, Position>();
  const startCounts =
    mode === "scorecard" ? full.map((c, k) => (pars.includes(set.kinds[k].par) ? c : 0)) : full;
  const startCtx = mode === "flop" ? 2 : 0;
  const sv: Solved = {
    set,
    mode,
    pars,
    K,
    full,
    stride,
    size,
    rolls,
    startKey: 0,
    position: (key) => position(key),
  };
  const position = (key: number): Position => {
    let p = memo.get(key);
    if (!p) {
      p = evaluate(sv, key, position);
      memo.set(key, p);
    }
    return p;
  };
  const out = { ...sv, startKey: keyOf(sv, startCtx, startCounts) };
  return out;
}

function evaluate(sv: Solved, key: number, position: (key: number) => Position): Position {
  const counts = countsOf(sv, key);
  const ctx = Math.floor(key / sv.size);
  const uses: number[][] = [];
  const nexts: number[] = [];
  let seqs: number[][] | null = null;
  if (counts.every((c) => c === 0)) {
    return {
      mean: 0,
      second: 0,
      options: {
        count: 0,
        kinds: sv.K,
        use: new Int32Array(0),
        mean: new Float64Array(0),
        second: new Float64Array(0),
      },
      next: new Int32Array(0),
      seqs: null,
    };
  }
  if (sv.mode === "scorecard") {
    seqs = [];
    scorecardOptions(sv, ctx, counts, uses, nexts, seqs);
  } else {
    const all = sv.mode === "flop" || (sv.mode === "trips" && ctx >= 2);
    const none = sv.mode === "trips" && ctx < 2;
    const u = new Array<number>(sv.K).fill(0);
    const walk = (k: number): void => {
      if (k === sv.K) {
        const total = u.reduce((a, b) => a + b, 0);
        if (total === 0 && !none) return;
        if (all && u.some((x, i) => x !== counts[i])) return;
        uses.push([...u]);
        const left = counts.map((c, i) => c - u[i]);
        nexts.push(keyOf(sv, sv.mode === "simple" ? 0 : ctx + 1, left));
        return;
      }
      for (let x = 0; x <= counts[k]; x++) {
        u[k] = x;
        walk(k + 1);
      }
      u[k] = 0;
    };
    walk(0);
  }
  const n = uses.length;
  const options: Choices = {
    count: n,
    kinds: sv.K,
    use: Int32Array.from(uses.flat()),
    mean: new Float64Array(n),
    second: new Float64Array(n),
  };
  for (let o = 0; o < n; o++) {
    const p = position(nexts[o]);
    options.mean[o] = p.mean;
    options.second[o] = p.second;
  }
  const m = expectMin(counts, sv.rolls, options);
  return { mean: m.mean, second: m.second, options, next: Int32Array.from(nexts), seqs };
}

/**
 * Scorecard play: score the next holes in order with distinct dice of the right par. A scored die
 * goes back into the cup while the nine has as many holes of its par left as the cup has such
 * dice; a par with no hole left leaves the cup (docs/rules/golo.md).
 */
function scorecardOptions(
  sv: Solved,
  j: number,
  rolled: readonly number[],
  uses: number[][],
  nexts: number[],
  seqs: number[][],
): void {
  const pars = sv.pars;
  const kinds = sv.set.kinds;
  const cup = [...rolled];
  const used = new Array<number>(sv.K).fill(0);
  const seq: number[] = [];
  const seen = new Set<string>();
  const grow = (slot: number): void => {
    if (slot > j) {
      const nextKey = keyOf(sv, slot, cup);
      const id = `${used.join(",")}|${nextKey}`;
      if (!seen.has(id)) {
        seen.add(id);
        uses.push([...used]);
        nexts.push(nextKey);
        seqs.push([...seq]);
      }
    }
    if (slot >= pars.length) return;
    const par = pars[slot];
    for (let k = 0; k < sv.K; k++) {
      if (kinds[k].par !== par || used[k] >= rolled[k]) continue;
      const saved = [...cup];
      used[k]++;
      seq.push(k);
      let inCup = 0;
      for (let i = 0; i < sv.K; i++) if (kinds[i].par === par) inCup += cup[i];
      const what = reuse(holesLeft(pars, par, slot), inCup);
      if (what === "leaves") cup[k]--;
      if (what === "colour leaves")
        for (let i = 0; i < sv.K; i++) if (kinds[i].par === par) cup[i] = 0;
      grow(slot + 1);
      seq.pop();
      used[k]--;
      for (let i = 0; i < sv.K; i++) cup[i] = saved[i];
    }
  };
  grow(j);
}

/** Expected strokes and standard deviation of a nine played optimally from the start. */
export function nineValue(sv: Solved): { mean: number; sd: number } {
  const p = sv.position(sv.startKey);
  return { mean: p.mean, sd: Math.sqrt(Math.max(0, p.second - p.mean * p.mean)) };
}
