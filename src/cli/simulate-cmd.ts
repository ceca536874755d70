/** `clubhouse simulate <game>`: many seeded games on every core, summarised, optionally plotted. */
import { Presets, SingleBar } from "cli-progress";
import { parseOptions } from "../engine/match.ts";
import type { AnyGameModule } from "../games/module.ts";
import { simulate } from "../sim/parallel.ts";
import { usesFastPath } from "../sim/simulate.ts";
import { histogram, summarize, textHistogram } from "../strategy/stats.ts";
import { parseInteger, readFlags, requireBot, requirePlotFile } from "./options.ts";
import { writePlot, writeSvg } from "./plot.ts";

interface SimFlags {
  games: string;
  bot: string;
  seed: string;
  workers?: string;
  engine?: boolean;
  json?: boolean;
  plot?: string;
  [flag: string]: unknown;
}

export async function runSimulate(mod: AnyGameModule, opts: SimFlags): Promise<void> {
  const games = parseInteger("--games", opts.games, 1);
  const seed = parseInteger("--seed", opts.seed);
  const workers =
    opts.workers === undefined ? undefined : parseInteger("--workers", opts.workers, 1);
  requirePlotFile(opts.plot);
  requireBot(mod, opts.bot);
  const options = readFlags(mod.optionFlags, opts);
  // Check the options here, so a bad one is a message and exit 2, not a worker's stack trace.
  parseOptions(mod.game, { ...options, players: 1 });
  const progress = progressReporter(games);
  const abort = new AbortController();
  const onSigint = () => abort.abort();
  process.once("SIGINT", onSigint);
  let result: Awaited<ReturnType<typeof simulate>>;
  try {
    result = await simulate({
      game: mod.game.id,
      options,
      bot: opts.bot,
      games,
      seed,
      engine: opts.engine,
      workers,
      signal: abort.signal,
      onProgress: progress.update,
    });
  } finally {
    progress.stop();
    process.off("SIGINT", onSigint);
  }
  const { scores } = result;
  const s = summarize(scores);
  const path = !opts.engine && usesFastPath(mod, options, opts.bot) ? "fast" : "engine";
  if (opts.plot) {
    await writePlot(
      opts.plot,
      [{ label: `${mod.game.name}, bot ${opts.bot}`, scores }],
      mod.game.name,
      scoreAxis(mod),
    );
  }
  const picture = opts.plot && mod.picture ? opts.plot.replace(/(\.\w+)$/, "-course$1") : undefined;
  if (picture && mod.picture) writeSvg(picture, mod.picture(options, opts.bot, games, seed));

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
      histogram: Object.fromEntries(histogram(scores)),
      histogramText: textHistogram(scores),
      seconds: result.seconds,
    };
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }
  const pct = Object.entries(s.percentiles)
    .map(([k, v]) => `${k} ${v}`)
    .join("  ");
  const rate = Math.round(result.done / result.seconds).toLocaleString("en-US");
  process.stdout.write(
    [
      result.interrupted ? `Interrupted: ${result.done} of ${games} games done.` : "",
      `${mod.game.name}: ${result.done} games, bot ${opts.bot}, seed ${seed} (${path} path, ${result.workers} worker${result.workers > 1 ? "s" : ""}, ${result.seconds.toFixed(2)} s, ${rate} games/s)`,
      `mean ${s.mean.toFixed(3)}  sd ${s.sd.toFixed(3)}  min ${s.min}  max ${s.max}`,
      pct,
      textHistogram(scores),
      opts.plot ? `Plot written to ${opts.plot}${picture ? ` and ${picture}` : ""}` : "",
      "",
    ]
      .filter((l, i) => l !== "" || i > 0)
      .join("\n"),
  );
}

export function scoreAxis(mod: AnyGameModule): string {
  return mod.lowerIsBetter ? "score (lower is better)" : "score (higher is better)";
}

/** A bar on a terminal; a plain line every tenth of the way otherwise. */
function progressReporter(total: number): { update: (done: number) => void; stop: () => void } {
  if (process.stderr.isTTY) {
    const bar = new SingleBar(
      {
        format: "simulating [{bar}] {percentage}% | {value}/{total} games | {eta_formatted} left",
        hideCursor: true,
      },
      Presets.shades_classic,
    );
    bar.start(total, 0);
    return { update: (d) => bar.update(d), stop: () => bar.stop() };
  }
  let next = total / 10;
  return {
    update: (d) => {
      if (d >= next && d < total) {
        process.stderr.write(`simulated ${d}/${total} games\n`);
        while (next <= d) next += total / 10;
      }
    },
    stop: () => {},
  };
}
