/** `clubhouse simulate <game>`: many seeded games on every core, summarised, optionally plotted. */
import type { AnyGameModule } from "../games/module.ts";
import { simulate } from "../sim/parallel.ts";
import { usesFastPath } from "../sim/simulate.ts";
import { roundedHistogram, type ScoreTally, summarizeTally } from "../sim/tally.ts";
import { textHistogramOf } from "../strategy/stats.ts";
import { plural } from "./grammar.ts";
import { checkOptions, readFlags, requireBot, requirePlotFile } from "./options.ts";
import { writePlot, writeSvg } from "./plot.ts";
import { progressReporter, withCtrlC } from "./progress.ts";
import { readQueue } from "./queue-flag.ts";
import { commonFlags, interruptedLine, runLine, type SimFlags, scoreAxis } from "./sim-flags.ts";
import { runTable } from "./table-cmd.ts";
import { ExitError } from "./usage.ts";

export async function runSimulate(mod: AnyGameModule, opts: SimFlags): Promise<void> {
  if (opts.seats !== undefined) return runTable(mod, opts);
  const { games, seed, workers } = commonFlags(opts);
  requirePlotFile(opts.plot);
  requireBot(mod, opts.bot);
  const options = readFlags(mod.optionFlags, opts);
  // Check the options here, so a bad one is a message and exit 2, not a worker's stack trace.
  checkOptions(mod, options, 1);
  const queue = await readQueue(opts);
  const progress = progressReporter(games);
  const result = await withCtrlC(
    (signal) =>
      simulate({
        game: mod.game.id,
        options,
        bot: opts.bot,
        games,
        seed,
        engine: opts.engine,
        workers,
        queue,
        signal,
        onProgress: progress.update,
      }),
    progress.stop,
  ).finally(() => progress.stop());
  const s = summarizeTally(result.tally);
  if (!s) throw new ExitError("Interrupted before any game finished: nothing to report.", 130);
  const path = !opts.engine && usesFastPath(mod, options, opts.bot) ? "fast" : "engine";
  if (opts.plot) {
    await writePlot(
      opts.plot,
      [{ label: `${mod.game.name}, bot ${opts.bot}`, tally: result.tally }],
      mod.game.name,
      scoreAxis(mod),
    );
  }
  const picture = opts.plot && mod.picture ? opts.plot.replace(/(\.\w+)$/, "-course$1") : undefined;
  if (picture && mod.picture) await writeSvg(picture, mod.picture(options, opts.bot, games, seed));

  if (opts.json) {
    const json = {
      game: mod.game.id,
      bot: opts.bot,
      options,
      seed,
      path,
      workers: result.workers,
      requested: games,
      interrupted: result.interrupted,
      ...s,
      histogram: Object.fromEntries(roundedHistogram(result.tally)),
      histogramText: textHistogramOf(roundedHistogram(result.tally), result.tally.count),
      seconds: result.seconds,
    };
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }
  const pct = Object.entries(s.percentiles)
    .map(([k, v]) => `${k} ${v}`)
    .join("  ");
  process.stdout.write(
    [
      result.interrupted ? interruptedLine(result.done, games) : "",
      `${mod.game.name}: ${plural(result.done, "game")}, bot ${opts.bot}, seed ${seed} (${path} path, ${runLine(result)})`,
      `mean ${s.mean.toFixed(3)}  sd ${s.sd.toFixed(3)}  min ${s.min}  max ${s.max}`,
      pct,
      histogramText(result.tally),
      opts.plot ? `Plot written to ${opts.plot}${picture ? ` and ${picture}` : ""}` : "",
      "",
    ]
      .filter((l, i) => l !== "" || i > 0)
      .join("\n"),
  );
}

export function histogramText(t: ScoreTally): string {
  return textHistogramOf(roundedHistogram(t), t.count);
}
