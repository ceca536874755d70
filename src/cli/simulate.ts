/** `clubhouse simulate <game>`: many seeded games with one bot, summarised. */

import { parseOptions } from "../engine/match.ts";
import type { AnyGameModule } from "../games/module.ts";
import { playBots } from "../strategy/autoplay.ts";
import { histogram, summarize, textHistogram } from "../strategy/stats.ts";
import { parseInteger, readFlags } from "./options.ts";
import { UsageError } from "./usage.ts";

interface SimFlags {
  games: string;
  bot: string;
  seed: string;
  engine?: boolean;
  json?: boolean;
  [flag: string]: unknown;
}

/** Seat 0's score in each of `games` one-seat games; game g uses seed + g on either path. */
export function simulateScores(
  mod: AnyGameModule,
  options: Record<string, unknown>,
  games: number,
  seed: number,
  bot: string,
  engine = false,
): { scores: Float64Array; path: "fast" | "engine" } {
  if (!mod.bots[bot]) {
    throw new UsageError(
      `${mod.game.name} has no bot "${bot}"; its bots are ${Object.keys(mod.bots).join(", ")}`,
    );
  }
  const full = parseOptions(mod.game, { ...options, players: 1 });
  if (mod.fastSimulate && !engine)
    return { scores: mod.fastSimulate(games, seed, bot, full), path: "fast" };
  const scores = new Float64Array(games);
  for (let g = 0; g < games; g++) {
    const m = playBots(mod, options, seed + g, [bot]);
    scores[g] = mod.game.result(m.state).scores[0];
  }
  return { scores, path: "engine" };
}

export function runSimulate(mod: AnyGameModule, opts: SimFlags): void {
  const games = parseInteger("--games", opts.games, 1);
  const seed = parseInteger("--seed", opts.seed);
  const options = readFlags(mod.optionFlags, opts);
  const start = performance.now();
  const { scores, path } = simulateScores(mod, options, games, seed, opts.bot, opts.engine);
  const seconds = (performance.now() - start) / 1000;
  const s = summarize(scores);
  if (opts.json) {
    const json = {
      game: mod.game.id,
      bot: opts.bot,
      options,
      seed,
      path,
      ...s,
      histogram: Object.fromEntries(histogram(scores)),
      histogramText: textHistogram(scores),
      seconds,
    };
    process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    return;
  }
  const pct = Object.entries(s.percentiles)
    .map(([k, v]) => `${k} ${v}`)
    .join("  ");
  process.stdout.write(
    [
      `${mod.game.name}: ${games} games, bot ${opts.bot}, seed ${seed} (${path} path, ${seconds.toFixed(2)} s)`,
      `mean ${s.mean.toFixed(3)}  sd ${s.sd.toFixed(3)}  min ${s.min}  max ${s.max}`,
      pct,
      textHistogram(scores),
      "",
    ].join("\n"),
  );
}
