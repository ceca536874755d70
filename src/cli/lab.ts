/**
 * `clubhouse lab <game> --compare A.json B.json`: what changes when a die, a sheet, a board or a
 * card changes. Exact figures where the game has a solver, then a seeded simulation per bot level.
 */
import { basename } from "node:path";
import { parseOptions } from "../engine/match.ts";
import type { AnyGameModule } from "../games/module.ts";
import { simulate } from "../sim/parallel.ts";
import { summarizeTally } from "../sim/tally.ts";
import type { Summary } from "../strategy/stats.ts";
import { readFlags, requireBot, requirePlotFile } from "./options.ts";
import { type Series, writePlot } from "./plot.ts";
import { readQueue } from "./queue-flag.ts";
import { commonFlags, scoreAxis } from "./sim-flags.ts";
import { UsageError } from "./usage.ts";

interface LabFlags {
  compare: string[];
  games: string;
  seed: string;
  bots?: string;
  workers?: string;
  queue?: string;
  plot?: string;
  json?: boolean;
  [flag: string]: unknown;
}

interface Column {
  readonly file: string;
  readonly exact: { label: string; value: number }[];
  readonly bots: Record<string, Summary>;
}

export async function runLab(mod: AnyGameModule, opts: LabFlags): Promise<void> {
  const lab = mod.lab;
  if (!lab) throw new UsageError(`${mod.game.name} has no data files for the lab`);
  if (opts.compare.length < 1) throw new UsageError("--compare needs at least one file");
  const { games, seed, workers } = commonFlags(opts);
  const botNames = (opts.bots ?? Object.keys(mod.bots).join(",")).split(",").map((b) => b.trim());
  for (const b of botNames) requireBot(mod, b);
  requirePlotFile(opts.plot);
  const base = readFlags(mod.optionFlags, opts);
  const queue = await readQueue(opts);
  const columns: Column[] = [];
  const plotted: Series[] = [];
  for (const file of opts.compare) {
    const options = { ...base, ...lab.load(file) };
    const full = parseOptions(mod.game, { ...options, players: 1 });
    const exact = lab.exact?.(full) ?? [];
    const bots: Column["bots"] = {};
    for (const bot of botNames) {
      const r = await simulate({ game: mod.game.id, options, bot, games, seed, workers, queue });
      const s = summarizeTally(r.tally);
      if (!s) throw new Error("no games simulated");
      bots[bot] = s;
      if (bot === mod.defaultBot || (botNames.length === 1 && bot === botNames[0])) {
        plotted.push({ label: `${basename(file)} (${bot})`, tally: r.tally });
      }
    }
    columns.push({ file, exact, bots });
  }
  if (opts.plot)
    await writePlot(opts.plot, plotted, `${mod.game.name}: design lab`, scoreAxis(mod));
  if (opts.json) {
    process.stdout.write(
      `${JSON.stringify({ game: mod.game.id, games, seed, options: base, columns }, null, 2)}\n`,
    );
    return;
  }
  process.stdout.write(
    `${table(mod, columns, games)}\n${opts.plot ? `Plot written to ${opts.plot}\n` : ""}`,
  );
}

function table(mod: AnyGameModule, cols: Column[], games: number): string {
  const rows: string[][] = [["", ...cols.map((c) => basename(c.file))]];
  const labels = [...new Set(cols.flatMap((c) => c.exact.map((e) => e.label)))];
  for (const label of labels) {
    rows.push([label, ...cols.map((c) => fmt(c.exact.find((e) => e.label === label)?.value))]);
  }
  for (const bot of Object.keys(cols[0].bots)) {
    rows.push([`bot ${bot}: mean`, ...cols.map((c) => fmt(c.bots[bot].mean))]);
    rows.push([`  sd`, ...cols.map((c) => fmt(c.bots[bot].sd))]);
    rows.push([
      `  p10 / p50 / p90`,
      ...cols.map((c) => ["p10", "p50", "p90"].map((p) => c.bots[bot].percentiles[p]).join(" / ")),
    ]);
  }
  if (cols.length === 2) {
    rows.push(["difference (B - A), mean of each bot", "", ""]);
    for (const bot of Object.keys(cols[0].bots)) {
      const d = cols[1].bots[bot].mean - cols[0].bots[bot].mean;
      const se = Math.sqrt((cols[0].bots[bot].sd ** 2 + cols[1].bots[bot].sd ** 2) / games);
      rows.push([`  ${bot}`, "", `${d >= 0 ? "+" : ""}${d.toFixed(3)} (±${(2 * se).toFixed(3)})`]);
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  const head = `${mod.game.name}, ${games.toLocaleString("en-US")} seeded games per bot and file (${mod.lowerIsBetter ? "lower" : "higher"} is better)`;
  return [
    head,
    ...rows.map((r) =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("   "),
    ),
  ].join("\n");
}

function fmt(v: number | undefined): string {
  return v === undefined ? "-" : v.toFixed(3);
}
