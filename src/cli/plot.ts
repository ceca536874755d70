/** Score distributions drawn with Vega-Lite, written as SVG, or PNG through resvg. */
import { writeFileSync } from "node:fs";
import type * as vl from "vega-lite";
import { roundedHistogram, type ScoreTally, summarizeTally } from "../sim/tally.ts";

// vega, vega-lite and resvg are imported only when a picture is drawn: they are most of the
// command's start-up time otherwise.

/**
 * import() of an ES-module-only package. The compiled bundle is CommonJS run from a code cache,
 * where import() is not available; its loader (bin/run-bundle.mjs) lends one.
 */
function esm<T>(specifier: string): Promise<T> {
  const lent = (globalThis as { __clubhouseImport?: (s: string) => Promise<unknown> })
    .__clubhouseImport;
  return (lent ? lent(specifier) : import(specifier)) as Promise<T>;
}

export interface Series {
  readonly label: string;
  readonly tally: ScoreTally;
}

/** Bins of equal width so that even a 0-300 bowling range reads as a histogram. */
type Bar = { x0: number; x1: number; share: number; series: string };

function binned(series: readonly Series[]): Bar[] {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  const hs = series.map((s) => roundedHistogram(s.tally));
  for (const h of hs)
    if (h.length) [lo, hi] = [Math.min(lo, h[0][0]), Math.max(hi, h[h.length - 1][0])];
  const width = Math.max(1, Math.ceil((hi - lo + 1) / 60));
  const rows: Bar[] = [];
  series.forEach((s, i) => {
    const counts = new Map<number, number>();
    for (const [score, c] of hs[i]) {
      const b = lo + Math.floor((score - lo) / width) * width;
      counts.set(b, (counts.get(b) ?? 0) + c);
    }
    // A bar spans its scores, centred on whole numbers: score 8 is drawn from 7.5 to 8.5.
    for (const [b, c] of counts) {
      rows.push({
        x0: b - 0.5,
        x1: b + width - 0.5,
        share: c / s.tally.count,
        series: s.label,
      });
    }
  });
  return rows;
}

function mean(t: ScoreTally): number {
  return summarizeTally(t)?.mean ?? Number.NaN;
}

export async function plotSvg(
  series: readonly Series[],
  title: string,
  xTitle: string,
): Promise<string> {
  const spec: vl.TopLevelSpec = {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: {
      text: title,
      subtitle: series.map(
        (s) =>
          `${s.label}: ${s.tally.count.toLocaleString("en-US")} games, mean ${mean(s.tally).toFixed(2)}`,
      ),
    },
    width: 640,
    height: 320,
    background: "white",
    layer: [
      {
        data: { values: binned(series) },
        mark: { type: "bar", opacity: series.length > 1 ? 0.55 : 0.9 },
        encoding: {
          x: { field: "x0", type: "quantitative", title: xTitle, scale: { zero: false } },
          x2: { field: "x1" },
          y2: { datum: 0 },
          y: {
            field: "share",
            type: "quantitative",
            title: "share of games",
            axis: { format: "%" },
            stack: null,
          },
          color: {
            field: "series",
            type: "nominal",
            title: null,
            legend: series.length > 1 ? { orient: "top", labelLimit: 600 } : null,
          },
        },
      },
      {
        data: { values: series.map((s) => ({ series: s.label, mean: mean(s.tally) })) },
        // One series: a contrasting mean line; several: each in its series' colour.
        mark: { type: "rule", strokeDash: [6, 4], strokeWidth: 2, color: "#b03a2e" },
        encoding: {
          x: { field: "mean", type: "quantitative" },
          ...(series.length > 1 ? { color: { field: "series", type: "nominal" } } : {}),
        },
      },
    ],
  };
  if (series.some((s) => s.tally.count === 0)) throw new Error("no games to plot");
  const [vega, vl] = await Promise.all([
    esm<typeof import("vega")>("vega"),
    esm<typeof import("vega-lite")>("vega-lite"),
  ]);
  const view = new vega.View(vega.parse(vl.compile(spec).spec), { renderer: "none" });
  return view.toSVG();
}

/** Writes SVG text as it is, or as PNG when the file name ends in .png. */
export async function writeSvg(file: string, svg: string): Promise<void> {
  if (/\.png$/i.test(file)) {
    const { Resvg } = await import("@resvg/resvg-js");
    const png = new Resvg(svg, {
      font: { loadSystemFonts: true },
      fitTo: { mode: "width", value: 1400 },
    })
      .render()
      .asPng();
    writeFileSync(file, png);
  } else {
    writeFileSync(file, svg);
  }
}

export async function writePlot(
  file: string,
  series: readonly Series[],
  title: string,
  xTitle: string,
): Promise<void> {
  await writeSvg(file, await plotSvg(series, title, xTitle));
}
