/**
 * `clubhouse simulate <game> --seats bot:X,bot:Y[,...]`: bots at one table through the generic
 * engine, seeded and parallel like `simulate`; each bot's wins, ties and mean score.
 */
import type { AnyGameModule } from "../games/module.ts";
import { simulateTable, type TableResult } from "../sim/parallel.ts";
import { summarizeTally } from "../sim/tally.ts";
import { plural } from "./grammar.ts";
import { checkOptions, readFlags, requirePlotFile } from "./options.ts";
import { writePlot } from "./plot.ts";
import { progressReporter, withCtrlC } from "./progress.ts";
import { readQueue } from "./queue-flag.ts";
import { parseSeats } from "./seats.ts";
import { commonFlags, interruptedLine, runLine, type SimFlags, scoreAxis } from "./sim-flags.ts";
import { ExitError, UsageError } from "./usage.ts";

export async function runTable(mod: AnyGameModule, opts: SimFlags): Promise<void> {
  const { games, seed, workers } = commonFlags(opts);
  const seats = parseSeats(opts.seats ?? "", mod);
  const human = seats.find((s) => s.kind === "human");
  if (human) {
    throw new UsageError(
      `--seats ${opts.seats}: a simulation seats bots only (bot:LEVEL), not "${human.name}"`,
    );
  }
  if (opts.engine) throw new UsageError("--engine: a table of bots always uses the generic engine");
  requirePlotFile(opts.plot);
  const bots = seats.map((s) => (s.kind === "bot" ? s.level : ""));
  const options = readFlags(mod.optionFlags, opts);
  checkOptions(mod, options, bots.length);
  const queue = await readQueue(opts);
  const progress = progressReporter(games);
  const r = await withCtrlC(
    (signal) =>
      simulateTable({
        game: mod.game.id,
        options,
        bots,
        rotate: opts.rotate,
        games,
        seed,
        workers,
        queue,
        signal,
        onProgress: progress.update,
      }),
    progress.stop,
  ).finally(() => progress.stop());
  if (r.done === 0)
    throw new ExitError("Interrupted before any game finished: nothing to report.", 130);
  const report = tableReport(
    mod,
    seats.map((s) => s.name),
    r,
  );
  if (opts.plot) {
    await writePlot(
      opts.plot,
      seats.map((s, i) => ({ label: s.name, tally: r.table.scores[i] })),
      `${mod.game.name}: ${seats.map((s) => s.name).join(" vs ")}`,
      scoreAxis(mod),
    );
  }
  if (opts.json) {
    const json = {
      game: mod.game.id,
      options,
      seed,
      rotate: Boolean(opts.rotate),
      workers: r.workers,
      requested: games,
      interrupted: r.interrupted,
      ...report,
      seconds: r.seconds,
    };
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }
  process.stdout.write(`${tableText(mod, report, r, seed, games, Boolean(opts.rotate))}\n`);
  if (opts.plot) process.stdout.write(`Plot written to ${opts.plot}\n`);
}

interface SeatReport {
  readonly seat: string;
  readonly bot: string;
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
  /** Wins over games with a single winner. */
  readonly winShareOfDecided: number;
  readonly meanScore: number;
  readonly sdScore: number;
}

function tableReport(mod: AnyGameModule, names: readonly string[], r: TableResult) {
  const t = r.table;
  // A game is decided when it has a single winner; each such game gives one bot one win.
  const decided = t.wins.reduce((a, b) => a + b, 0);
  const seats: SeatReport[] = names.map((name, i) => {
    const s = summarizeTally(t.scores[i]);
    return {
      seat: name,
      bot: name.replace(/^bot:/, "").replace(/#\d+$/, ""),
      wins: t.wins[i],
      ties: t.ties[i],
      losses: t.games - t.wins[i] - t.ties[i],
      winShareOfDecided: decided > 0 ? t.wins[i] / decided : 0,
      meanScore: s?.mean ?? 0,
      sdScore: s?.sd ?? 0,
    };
  });
  return {
    games: t.games,
    decided,
    tied: t.games - decided,
    lowerIsBetter: mod.lowerIsBetter,
    seats,
  };
}

function tableText(
  mod: AnyGameModule,
  rep: ReturnType<typeof tableReport>,
  r: TableResult,
  seed: number,
  requested: number,
  rotate: boolean,
): string {
  const head = ["seat", "wins", "ties", "losses", "share of decided", "mean score", "sd"];
  const rows = rep.seats.map((s) => [
    s.seat,
    String(s.wins),
    String(s.ties),
    String(s.losses),
    `${(100 * s.winShareOfDecided).toFixed(1)}%`,
    s.meanScore.toFixed(3),
    s.sdScore.toFixed(3),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [
    r.interrupted ? interruptedLine(r.done, requested) : "",
    `${mod.game.name}: ${plural(rep.games, "game")} at one table, seed ${seed}${rotate ? ", seats rotated" : ""} (${runLine(r)})`,
    line(head),
    ...rows.map(line),
    `${plural(rep.decided, "game")} with one winner, ${rep.tied} with a tie for first; ${mod.lowerIsBetter ? "lower" : "higher"} scores are better.`,
  ]
    .filter((l) => l !== "")
    .join("\n");
}
