/** Measurements in turns by CPU time, and their ratios, shared by bench/paths.ts and its children. */
import { cpuRate } from "./raw-dice.ts";

export const TURNS = 3;

/** A measurement of `call`'s rate (calls per CPU second), or null for no call. */
export function rateOf(call: (() => void) | null, ms: number): (() => number) | null {
  return call ? () => cpuRate(call, ms) : null;
}

/**
 * Each measurement in each of TURNS turns, one after another in every turn (a null one is
 * skipped: its rates stay empty).
 */
export function inTurns(measures: readonly ((() => number) | null)[]): number[][] {
  const rates = measures.map(() => [] as number[]);
  for (let turn = 0; turn < TURNS; turn++) {
    measures.forEach((m, i) => {
      if (m) rates[i].push(m());
    });
  }
  return rates;
}

/**
 * a / b as the median of the turns' own ratios: both sides of a ratio come from the same turn,
 * so a change of load between turns moves both (the load on this machine swings within minutes).
 */
export function ratio(a: readonly number[], b: readonly number[]): number {
  return median(a.map((x, i) => x / b[i]));
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  return s.length === 0 ? Number.NaN : s[Math.floor(s.length / 2)];
}

/**
 * `processes` runs of each side, in the order now, before, before, now, now, before, ... so that
 * neither side always runs first after a change of load.
 */
export function alternating<T>(
  processes: number,
  run: (before: boolean) => T,
): { now: T[]; before: T[] } {
  const now: T[] = [];
  const before: T[] = [];
  for (let i = 0; i < 2 * processes; i++) {
    const isBefore = i % 4 === 1 || i % 4 === 2;
    (isBefore ? before : now).push(run(isBefore));
  }
  return { now, before };
}
