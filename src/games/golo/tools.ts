/** `clubhouse solve golo`: the optimal expected score of a nine (or a course), exactly. */

import type { ToolCommand } from "../module.ts";
import { type DiceSet, defaultDice, diceFor, diceSpecSchema } from "./data.ts";
import { DEFAULT_PARS, diceFlag, parsFlag } from "./options.ts";
import { nineDistribution } from "./strategy/distribution.ts";
import { nineValue, type SolveMode, solve } from "./strategy/solver.ts";

const SOLVE_MODES = ["simple", "trips", "flop", "scorecard"];

export interface SolveReport {
  readonly game: "golo";
  readonly mode: SolveMode;
  readonly dice: string;
  readonly pars?: number[];
  readonly expectedScore: number;
  readonly sd: number;
  readonly par: number;
  readonly nines?: { pars: number[]; expectedScore: number; sd: number }[];
  /** Exact probability of each total under optimal play (entries below 1e-15 left out). */
  readonly distribution: Record<string, number>;
  /** Probability of finishing under par. */
  readonly underPar: number;
  readonly seconds: number;
}

/** Sum of independent nines: the convolution of their distributions. */
function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  return out;
}

function distributionFields(d: Float64Array, par: number) {
  const distribution: Record<string, number> = {};
  let underPar = 0;
  d.forEach((p, k) => {
    if (p >= 1e-15) distribution[String(k)] = p;
    if (k < par) underPar += p;
  });
  return { distribution, underPar };
}

export function solveReport(set: DiceSet, mode: SolveMode, pars: number[]): SolveReport {
  const start = performance.now();
  if (mode !== "scorecard") {
    const sv = solve(set, mode);
    const v = nineValue(sv);
    const par = set.dice.reduce((t, d) => t + d.par, 0);
    const dist = distributionFields(nineDistribution(sv), par);
    const seconds = (performance.now() - start) / 1000;
    return {
      game: "golo",
      mode,
      dice: set.name,
      expectedScore: v.mean,
      sd: v.sd,
      par,
      ...dist,
      seconds,
    };
  }
  const nines = [];
  let d: Float64Array = Float64Array.of(1);
  for (let r = 0; r < pars.length / 9; r++) {
    const p = pars.slice(9 * r, 9 * r + 9);
    const sv = solve(set, "scorecard", p);
    const v = nineValue(sv);
    nines.push({ pars: p, expectedScore: v.mean, sd: v.sd });
    d = convolve(d, nineDistribution(sv));
  }
  return {
    game: "golo",
    mode,
    dice: set.name,
    pars,
    expectedScore: nines.reduce((t, n) => t + n.expectedScore, 0),
    sd: Math.sqrt(nines.reduce((t, n) => t + n.sd ** 2, 0)),
    par: pars.reduce((a, b) => a + b, 0),
    nines,
    ...distributionFields(
      d,
      pars.reduce((a, b) => a + b, 0),
    ),
    seconds: (performance.now() - start) / 1000,
  };
}

export const solveTool: ToolCommand = {
  description: "optimal expected score of a nine (exact dynamic programming)",
  flags: [
    {
      flags: "--mode <mode>",
      description: `simple | trips | flop | scorecard (default simple)`,
      key: "mode",
      parse: (m) => {
        if (!SOLVE_MODES.includes(m))
          throw new Error(`--mode must be one of ${SOLVE_MODES.join(", ")}, got "${m}"`);
        return m;
      },
    },
    parsFlag,
    diceFlag,
  ],
  run(options) {
    const mode = (options.mode ?? (options.pars ? "scorecard" : "simple")) as SolveMode;
    const set = options.dice ? diceFor(diceSpecSchema.parse(options.dice)) : defaultDice;
    const pars = (options.pars as number[] | undefined) ?? DEFAULT_PARS;
    for (const p of mode === "scorecard" ? pars : []) {
      if (!set.pars.includes(p)) throw new Error(`no die of par ${p} in ${set.name}`);
    }
    const r = solveReport(set, mode, pars);
    const text = [
      `GOLO ${mode}${mode === "scorecard" ? ` (pars ${pars.join(" ")})` : ""}, ${set.name}, optimal play:`,
      `expected score ${r.expectedScore.toFixed(4)} (sd ${r.sd.toFixed(3)}) against par ${r.par}; under par ${(100 * r.underPar).toFixed(2)}%`,
      ...(r.nines && r.nines.length > 1
        ? r.nines.map(
            (n, i) => `  nine ${i + 1} (${n.pars.join(" ")}): ${n.expectedScore.toFixed(4)}`,
          )
        : []),
      ...Object.entries(r.distribution)
        .filter(([, p]) => p >= 0.0005)
        .map(
          ([k, p]) =>
            `  ${k.padStart(3)} ${(100 * p).toFixed(2).padStart(6)}% ${"#".repeat(Math.round(200 * p))}`,
        ),
      `solved in ${(r.seconds * 1000).toFixed(0)} ms (value, sd and exact distribution)`,
    ].join("\n");
    return { json: r, text };
  },
};
