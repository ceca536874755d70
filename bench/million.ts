/**
 * A million games of each game with its best bot, as a person would run them: the compiled
 * command (`node bin/clubhouse.mjs simulate GAME --games N --json`, every core), timed from
 * outside. A game too slow for a million in about a minute runs as many games as fit in one
 * (`MILLION_SECONDS`, 60 by default) and the million is extrapolated from that rate. Beside it,
 * the same command of each commit in BEFORE, in the same run, with a third of the budget.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { modules } from "../src/games/registry.ts";
import { withCommit } from "./before.ts";
import type { BenchRow } from "./types.ts";

const SECTION = "A million games of each game (issue 15)";
const MILLION = 1_000_000;
const BUDGET_S = Number(process.env.MILLION_SECONDS ?? 60);
const bin = new URL("../bin/clubhouse.mjs", import.meta.url).pathname;
/**
 * The first commit of issue 15's work, and the last of the round before this one (whose faster
 * command plays far more games in its share of the budget: 4496c2b's Roll In One played 154).
 */
const BEFORE = ["4496c2b", "2e1f971"];
const TIME = "/usr/bin/time";

export interface Run {
  readonly games: number;
  readonly wall: number;
  /** User + system seconds of the command and its workers; NaN without /usr/bin/time. */
  readonly cpu: number;
  readonly mean: number;
  readonly workers: number;
}

/** One run of `bin`'s simulate command, every core unless `workers` says. */
export function simulate(
  bin: string,
  game: string,
  bot: string,
  games: number,
  workers?: number,
): Run {
  const args = [bin, "simulate", game, "--bot", bot, "--games", String(games), "--json"];
  if (workers !== undefined) args.push("--workers", String(workers));
  const dir = mkdtempSync(join(tmpdir(), "clubhouse-million-"));
  const times = join(dir, "time");
  try {
    const start = performance.now();
    const out = existsSync(TIME)
      ? execFileSync(TIME, ["-f", "%U %S", "-o", times, process.execPath, ...args], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
          maxBuffer: 64 * 1024 * 1024,
        })
      : execFileSync(process.execPath, args, {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        });
    const wall = (performance.now() - start) / 1000;
    const r = JSON.parse(out) as { games: number; mean: number; workers: number };
    const cpu = existsSync(times)
      ? readFileSync(times, "utf8")
          .trim()
          .split(/\s+/)
          .map(Number)
          .reduce((a, b) => a + b, 0)
      : Number.NaN;
    return { games: r.games, wall, cpu, mean: r.mean, workers: r.workers };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Roll In One's best bot plays designed holes (its default), the others their own default. */
const BEST: Readonly<Record<string, string>> = { "straight-golf": "random" };

/** A million games' wall time: measured when they fit in `budget` seconds, else extrapolated. */
interface Million {
  readonly seconds: number;
  readonly whole: boolean;
  /** The last run. */
  readonly run: Run;
}

function million(bin: string, game: string, bot: string, budget: number): Million {
  // One game first: the command's start-up (1-3 s with tsx or the bots' tables). Then ten times
  // more games each run while the next run, start-up plus ten times this run's games, fits in
  // the budget; then one run sized to the budget, or the million. The million is start-up plus
  // a million times the marginal cost of a game (between the last two runs).
  const one = simulate(bin, game, bot, 1);
  let prev = one;
  let r = simulate(bin, game, bot, 100);
  // Noise can make a bigger run no slower than a smaller one: then the plain rate, an upper bound.
  const marginal = (run: Run, before: Run) =>
    run.wall > before.wall
      ? (run.wall - before.wall) / (run.games - before.games)
      : run.wall / run.games;
  const startUp = (run: Run, per: number) => Math.max(0, run.wall - per * run.games);
  for (;;) {
    const per = marginal(r, prev);
    const next = Math.min(MILLION, r.games * 10);
    if (r.games >= MILLION || startUp(r, per) + per * next > budget * 1.5) break;
    prev = r;
    r = simulate(bin, game, bot, next);
  }
  let per = marginal(r, prev);
  const fits = Math.min(MILLION, Math.floor((budget - startUp(r, per)) / per));
  if (fits > r.games * 1.5) {
    prev = r;
    r = simulate(bin, game, bot, fits);
    per = marginal(r, prev);
  }
  const whole = r.games >= MILLION;
  return { seconds: whole ? r.wall : startUp(r, per) + per * MILLION, whole, run: r };
}

export async function run(): Promise<BenchRow[]> {
  // The command as `npm ci` builds it (a source changed since the build would run through tsx).
  execFileSync(process.execPath, [new URL("../bin/build-cli.mjs", import.meta.url).pathname], {
    stdio: "ignore",
  });
  const rows: BenchRow[] = [];
  for (const mod of modules) {
    const bot = BEST[mod.game.id] ?? mod.defaultBot;
    const now = million(bin, mod.game.id, bot, BUDGET_S);
    const vs: string[] = [];
    for (const commit of BEFORE) {
      const before = await withCommit(commit, async (dir) => {
        // Compiled as its `npm ci` would have (4496c2b had no build: tsx).
        const build = join(dir, "bin/build-cli.mjs");
        if (existsSync(build)) execFileSync(process.execPath, [build], { stdio: "ignore" });
        return million(join(dir, "bin/clubhouse.mjs"), mod.game.id, bot, BUDGET_S / 3);
      });
      if (!before) continue;
      const how = before.whole
        ? "measured"
        : `from ${before.run.games.toLocaleString("en-US")} games`;
      vs.push(
        `; ${faster(before.seconds / now.seconds)} than ${commit}'s ${humanTime(before.seconds)} (${how}, same run)`,
      );
    }
    const r = now.run;
    const cpu = Number.isNaN(r.cpu) ? "" : `, ${r.cpu.toFixed(1)} s CPU`;
    rows.push({
      section: SECTION,
      name: `${mod.game.name}, bot ${bot}`,
      value: now.seconds,
      unit: "s for 1,000,000 games",
      note: `${now.whole ? "measured" : `extrapolated from ${r.games.toLocaleString("en-US")} games`}: ${r.wall.toFixed(1)} s wall${cpu}, ${r.workers} workers, mean ${r.mean.toFixed(4)}; ${(r.games / r.wall).toFixed(1)} games/s${now.seconds <= 60 ? " (under a minute)" : ` (about ${humanTime(now.seconds)})`}${vs.join("")}`,
    });
  }
  return rows;
}

function faster(x: number): string {
  return x >= 1 ? `${x.toFixed(1)}x faster` : `${(1 / x).toFixed(1)}x slower`;
}

function humanTime(s: number): string {
  if (s < 120) return `${Math.round(s)} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
