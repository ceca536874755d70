/** Summary statistics and a text histogram for score samples. */
export interface Summary {
  readonly games: number;
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly max: number;
  readonly percentiles: Record<string, number>;
}

export function summarize(samples: ArrayLike<number>): Summary {
  const n = samples.length;
  if (n === 0)
    return {
      games: 0,
      mean: Number.NaN,
      sd: Number.NaN,
      min: Number.NaN,
      max: Number.NaN,
      percentiles: {},
    };
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const x of sorted) sum += x;
  const mean = sum / n;
  let sq = 0;
  for (const x of sorted) sq += (x - mean) ** 2;
  const sd = n > 1 ? Math.sqrt(sq / (n - 1)) : 0;
  const percentiles: Record<string, number> = {};
  for (const p of [1, 5, 10, 25, 50, 75, 90, 95, 99]) {
    percentiles[`p${p}`] = sorted[Math.min(n - 1, Math.floor((p / 100) * n))];
  }
  return { games: n, mean, sd, min: sorted[0], max: sorted[n - 1], percentiles };
}

/** Counts per integer score (scores are rounded), ascending. */
export function histogram(samples: ArrayLike<number>): [number, number][] {
  const counts = new Map<number, number>();
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i];
    const k = Math.round(x);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/** One bar per score: "  34 | ######## 12.3%". Wide ranges are grouped into bins. */
export function textHistogram(samples: ArrayLike<number>, width = 40, maxRows = 30): string {
  return textHistogramOf(histogram(samples), samples.length, width, maxRows);
}

/** The same from counts per whole score, ascending (`histogram`'s shape), of `total` games. */
export function textHistogramOf(
  h: readonly (readonly [number, number])[],
  total: number,
  width = 40,
  maxRows = 30,
): string {
  if (h.length === 0) return "(no games)";
  const lo = h[0][0];
  const hi = h[h.length - 1][0];
  const bin = Math.max(1, Math.ceil((hi - lo + 1) / maxRows));
  const rows: [string, number][] = [];
  for (let start = lo; start <= hi; start += bin) {
    let c = 0;
    for (const [k, v] of h) if (k >= start && k < start + bin) c += v;
    rows.push([bin === 1 ? `${start}` : `${start}..${start + bin - 1}`, c]);
  }
  const peak = Math.max(...rows.map((r) => r[1]));
  const labelWidth = Math.max(...rows.map((r) => r[0].length));
  return rows
    .map(([label, c]) => {
      const bar = "#".repeat(Math.round((c / peak) * width));
      const pct = ((100 * c) / total).toFixed(1);
      return `${label.padStart(labelWidth)} | ${bar} ${pct}%`;
    })
    .join("\n");
}
