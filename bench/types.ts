/** One measured figure; `npm run bench` collects rows from every game and writes docs/benchmarks.md. */
export interface BenchRow {
  readonly section: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** e.g. "0.42x raw d12 rolls" — ratios are what stay meaningful on a noisy machine. */
  readonly note?: string;
}

/**
 * Runs `fn` repeatedly for about `ms` milliseconds after a warm-up (so the JIT has compiled it);
 * returns the best of three thirds, in calls per second.
 */
export function rate(fn: () => void, ms = 1000): number {
  once(fn, ms / 4);
  return Math.max(once(fn, ms / 3), once(fn, ms / 3), once(fn, ms / 3));
}

function once(fn: () => void, ms: number): number {
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
