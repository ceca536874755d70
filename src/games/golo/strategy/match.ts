/**
 * Match Play, solved exactly: the only choice is which die of the hole's par to roll, so a
 * backward induction over (hole, holes won minus holes lost) gives each player's best die.
 * Value = seat 1's chance of winning the match, a halved match counting one half.
 */
import type { DiceSet } from "../data.ts";

export interface MatchTable {
  readonly pars: readonly number[];
  /** value[h][diff + H]: seat 1's winning chance before hole h with that difference. */
  readonly value: readonly Float64Array[];
  /** Die indices of each par (candidates at a tee). */
  readonly candidates: ReadonlyMap<number, readonly number[]>;
}

const cache = new WeakMap<DiceSet, Map<string, MatchTable>>();

export function matchTable(set: DiceSet, pars: readonly number[]): MatchTable {
  let bySet = cache.get(set);
  if (!bySet) {
    bySet = new Map();
    cache.set(set, bySet);
  }
  const key = pars.join(",");
  let t = bySet.get(key);
  if (!t) {
    t = build(set, pars);
    bySet.set(key, t);
  }
  return t;
}

/** Distinct dice of a par: identical dice (same kind) are one candidate. */
function candidatesOf(set: DiceSet): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const kinds = new Set<number>();
  for (const d of set.dice) {
    if (kinds.has(d.kind)) continue;
    kinds.add(d.kind);
    out.set(d.par, [...(out.get(d.par) ?? []), d.index]);
  }
  return out;
}

function build(set: DiceSet, pars: readonly number[]): MatchTable {
  const H = pars.length;
  const candidates = candidatesOf(set);
  const value: Float64Array[] = Array.from({ length: H + 1 }, () => new Float64Array(2 * H + 1));
  for (let d = -H; d <= H; d++) value[H][d + H] = d > 0 ? 1 : d === 0 ? 0.5 : 0;
  for (let h = H - 1; h >= 0; h--) {
    const next = value[h + 1];
    const dice = candidates.get(pars[h]) ?? [];
    for (let d = -h; d <= h; d++) {
      let best = Number.NEGATIVE_INFINITY;
      for (const a of dice) best = Math.max(best, firstValue(set, dice, a, d, H, next));
      value[h][d + H] = best;
    }
  }
  return { pars, value, candidates };
}

/** Seat 1's value of rolling die `a` at a hole, seat 2 answering with its best die. */
function firstValue(
  set: DiceSet,
  dice: readonly number[],
  a: number,
  diff: number,
  H: number,
  next: Float64Array,
): number {
  let v = 0;
  const f = set.dice[a].faces;
  for (const x of f) v += secondValue(set, dice, x, diff, H, next).value / f.length;
  return v;
}

/** Seat 2 knows seat 1's strokes `x`: the die that leaves seat 1 the lowest value. */
export function secondValue(
  set: DiceSet,
  dice: readonly number[],
  x: number,
  diff: number,
  H: number,
  next: Float64Array,
): { die: number; value: number } {
  let best = { die: dice[0], value: Number.POSITIVE_INFINITY };
  for (const b of dice) {
    const f = set.dice[b].faces;
    let v = 0;
    for (const y of f) v += next[Math.max(-H, Math.min(H, diff + Math.sign(y - x))) + H] / f.length;
    if (v < best.value) best = { die: b, value: v };
  }
  return best;
}

/** The best die at hole `h` for `seat`, given the difference so far and seat 1's strokes. */
export function matchDie(
  set: DiceSet,
  pars: readonly number[],
  h: number,
  seat: number,
  diff: number,
  firstStrokes: number | null,
): number {
  const t = matchTable(set, pars);
  const H = pars.length;
  const dice = t.candidates.get(pars[h]) ?? [];
  if (seat === 1 && firstStrokes !== null) {
    return secondValue(set, dice, firstStrokes, diff, H, t.value[h + 1]).die;
  }
  let best = dice[0];
  let bestV = Number.NEGATIVE_INFINITY;
  for (const a of dice) {
    const v = firstValue(set, dice, a, diff, H, t.value[h + 1]);
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Seat 1's chance of winning the match (halved = one half) when both play this way. */
export function matchValue(set: DiceSet, pars: readonly number[]): number {
  return matchTable(set, pars).value[0][pars.length];
}
