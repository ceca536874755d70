/** Simulation on one worker and on every core, per game: games/s and the scaling ratio. */
import { modules } from "../src/games/registry.ts";
import { defaultWorkers, simulate } from "../src/sim/parallel.ts";
import type { BenchRow } from "./types.ts";

/** Enough games for about `seconds` on one core, from a short calibration run. */
async function calibrate(game: string, bot: string, seconds: number): Promise<number> {
  let games = 50;
  for (;;) {
    // Seeds apart from the measured runs': a game that caches by layout (Roll In One's designed
    // holes) would otherwise replay the calibration's holes from its cache in the in-thread run.
    const r = await simulate({ game, options: {}, bot, games, seed: 1_000_000, workers: 1 });
    if (r.seconds > 0.3) return Math.max(100, Math.round((games / r.seconds) * seconds));
    games *= 4;
  }
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const cores = defaultWorkers();
  for (const mod of modules) {
    const bot = mod.defaultBot;
    const games = await calibrate(mod.game.id, bot, 4);
    const one = await simulate({ game: mod.game.id, options: {}, bot, games, seed: 1, workers: 1 });
    // Worker threads load the TypeScript sources once each: time that apart from the games.
    const startup = (
      await simulate({
        game: mod.game.id,
        options: {},
        bot,
        games: cores,
        chunkSize: 1,
        seed: 1,
        workers: cores,
      })
    ).seconds;
    const all = await simulate({
      game: mod.game.id,
      options: {},
      bot,
      games: games * cores,
      seed: 1,
      workers: cores,
    });
    const r1 = one.done / one.seconds;
    const rn = all.done / all.seconds;
    const steady = all.done / Math.max(1e-3, all.seconds - startup);
    const section = `Scaling: ${mod.game.name}, bot ${bot}`;
    rows.push({ section, name: "1 worker (in-thread)", value: r1, unit: "games/s" });
    rows.push({
      section,
      name: `${cores} workers, whole run`,
      value: rn,
      unit: "games/s",
      note: `${(rn / r1).toFixed(2)}x one worker, including ${startup.toFixed(1)} s of worker start-up`,
    });
    rows.push({
      section,
      name: `${cores} workers, start-up excluded`,
      value: steady,
      unit: "games/s",
      note: `${(steady / r1).toFixed(2)}x one worker (ideal ${cores}x)`,
    });
  }
  return rows;
}
