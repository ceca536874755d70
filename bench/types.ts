/** One measured figure; `npm run bench` collects rows from every game and writes docs/benchmarks.md. */
export interface BenchRow {
  readonly section: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** e.g. "0.42x raw d12 rolls" — ratios are what stay meaningful on a noisy machine. */
  readonly note?: string;
}

/** Runs `fn` repeatedly for about `ms` milliseconds; returns calls per second. */
export function rate(fn: () => void, ms = 1000): number {
  const start = performance.now();
  let n = 0;
  let now = start;
  while (now - start < ms) {
    fn();
    n++;
    now = performance.now();
  }
  return (n * 1000) / (now - start);
}
