/**
 * Exact score distribution of one Straight Golf round. A turn is a Markov chain on "values set
 * aside": each attempt rolls the remaining dice. Transitions come from enumerating every roll
 * through the rules' own `contributing`; `transitionsByFormula` recomputes them by
 * inclusion-exclusion as an independent check. Probabilities are exact fractions over 6^18.
 */
import { contributing, turnScore } from "../game.ts";
import { ATTEMPTS } from "../state.ts";

/** Common denominator: three attempts of up to six d6 each. */
export const DENOMINATOR = 6n ** 18n;

/** t[k][j]: rolls (out of 6^(6-k)) that add exactly j values when k are already set aside. */
export type Transitions = bigint[][];

/** In order, what is kept is always 1..k; otherwise by symmetry any k values are alike. */
function keptValues(k: number): number[] {
  return Array.from({ length: k }, (_, i) => i + 1);
}

export function transitionsByEnumeration(inOrder: boolean): Transitions {
  const t: Transitions = [];
  for (let k = 0; k < 6; k++) {
    const n = 6 - k;
    const row = new Array<bigint>(n + 1).fill(0n);
    const roll = new Array<number>(n).fill(1);
    const kept = keptValues(k);
    for (let c = 0; c < 6 ** n; c++) {
      let x = c;
      for (let i = 0; i < n; i++) {
        roll[i] = (x % 6) + 1;
        x = Math.floor(x / 6);
      }
      row[contributing(kept, roll, inOrder).length]++;
    }
    t.push(row);
  }
  return t;
}

function binom(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** Rolls of n d6 that show every value of a given set of `l` values (inclusion-exclusion). */
function showsAll(n: number, l: number): bigint {
  let total = 0n;
  for (let i = 0; i <= l; i++) {
    const term = binom(l, i) * BigInt(6 - i) ** BigInt(n);
    total += i % 2 === 0 ? term : -term;
  }
  return total;
}

export function transitionsByFormula(inOrder: boolean): Transitions {
  const t: Transitions = [];
  for (let k = 0; k < 6; k++) {
    const n = 6 - k;
    const row: bigint[] = [];
    for (let j = 0; j <= n; j++) {
      if (inOrder) {
        // Exactly j: the next j values all show, and (unless at 6) the one after does not.
        row.push(j === n ? showsAll(n, j) : showsAll(n, j) - showsAll(n, j + 1));
      } else {
        // Exactly j of the n missing values show: choose them, then each die shows one of the
        // k kept values or one of those j, with all j present.
        let exact = 0n;
        for (let i = 0; i <= j; i++) {
          const term = binom(j, i) * BigInt(k + j - i) ** BigInt(n);
          exact += i % 2 === 0 ? term : -term;
        }
        row.push(binom(n, j) * exact);
      }
    }
    t.push(row);
  }
  return t;
}

export interface RoundOdds {
  /** Numerators over DENOMINATOR, keyed by round score (-3, -1, 0, 1, ...). */
  readonly counts: Map<number, bigint>;
  readonly distribution: Record<string, number>;
  readonly expectedScore: number;
}

/** Distribution of one round's score from the start of a turn. */
export function roundOdds(inOrder: boolean, t?: Transitions): RoundOdds {
  return turnOdds(inOrder, 0, 0, t);
}

/** Distribution of the turn's score once `kept` values are set aside after `attemptsDone` attempts. */
export function turnOdds(
  inOrder: boolean,
  kept: number,
  attemptsDone: number,
  t: Transitions = transitionsFor(inOrder),
): RoundOdds {
  const counts = new Map<number, bigint>();
  // mass[k]: numerator over 6^(6*a) of having k values set aside after a attempts.
  let mass = new Array<bigint>(7).fill(0n);
  mass[kept] = 6n ** BigInt(6 * attemptsDone);
  for (let a = attemptsDone + 1; a <= ATTEMPTS; a++) {
    const next = new Array<bigint>(7).fill(0n);
    for (let k = 0; k < 6; k++) {
      if (mass[k] === 0n) continue;
      const scale = 6n ** BigInt(k); // 6^(6-k) rolls, brought to a denominator of 6^6
      for (let j = 0; j < t[k].length; j++) next[k + j] += mass[k] * t[k][j] * scale;
    }
    add(counts, turnScore(6, a), next[6] * 6n ** BigInt(6 * (ATTEMPTS - a)));
    next[6] = 0n;
    if (a < ATTEMPTS) mass = next;
    else for (let k = 0; k < 6; k++) add(counts, turnScore(k, a), next[k]);
  }
  const distribution: Record<string, number> = {};
  let expectedScore = 0;
  for (const [score, c] of [...counts].sort((x, y) => x[0] - y[0])) {
    const p = Number(c) / Number(DENOMINATOR);
    distribution[String(score)] = p;
    expectedScore += score * p;
  }
  return { counts, distribution, expectedScore };
}

const cache = new Map<boolean, Transitions>();
/** Transitions are fixed per variant: compute once. */
export function transitionsFor(inOrder: boolean): Transitions {
  let t = cache.get(inOrder);
  if (!t) {
    t = transitionsByEnumeration(inOrder);
    cache.set(inOrder, t);
  }
  return t;
}

function add(m: Map<number, bigint>, key: number, v: bigint): void {
  if (v !== 0n) m.set(key, (m.get(key) ?? 0n) + v);
}

/** A fraction in lowest terms, as text: "1/324". */
export function fractionText(num: bigint, den: bigint = DENOMINATOR): string {
  const g = gcd(num, den);
  return `${num / g}/${den / g}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}
