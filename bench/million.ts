/**
 * A million games of each game with its best bot, as a person would run them: the compiled
 * command (`node bin/clubhouse.mjs simulate GAME --games N --json`, every core), timed from
 * outside. A game too slow for a million in about a minute runs as many games as fit in one
 * (`MILLION_SECONDS`, 60 by default) and the million is extrapolated from that rate.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { modules } from "../src/games/registry.ts";
import type { BenchRow } from "./types.ts";

const SECTION = "A million games of each game (issue 15)";
const MILLION = 1_000_000;
const BUDGET_S = Number(process.env.MILLION_SECONDS ?? 60);
const bin = new URL("../bin/clubhouse.mjs", import.meta.url).pathname;
const TIME = "/usr/bin/time";

interface Run {
  readonly games: number;
  readonly wall: number;
  /** User + system seconds of the command and its workers; NaN without /usr/bin/time. */
  readonly cpu: number;
  readonly mean: number;
  readonly workers: number;
}

function simulate(game: string, bot: string, games: number): Run {
  const args = [bin, "simulate", game, "--bot", bot, "--games", String(games), "--json"];
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

export function run(): BenchRow[] {
  // The command as `npm ci` builds it (a source changed since the build would run through tsx).
  execFileSync(process.execPath, [new URL("../bin/build-cli.mjs", import.meta.url).pathname], {
    stdio: "ignore",
  });
  const rows: BenchRow[] = [];
  for (const mod of modules) {
    const bot = BEST[mod.game.id] ?? mod.defaultBot;
    // Ten times more games each run while ten times this run fits in the budget (start-up, 1-3 s
    // with the bots' tables, is then a small part), then one run sized to the budget, or the
    // million. The million is start-up
    // plus a million times the marginal cost of a game (the difference of the last two runs).
    let prev: Run | null = null;
    let r = simulate(mod.game.id, bot, 100);
    while (r.games < MILLION && r.wall * 10 < BUDGET_S * 1.5) {
      prev = r;
      r = simulate(mod.game.id, bot, Math.min(MILLION, r.games * 10));
    }
    // Noise can make a bigger run no slower than a smaller one: then the plain rate, an upper bound.
    const marginal = (run: Run, before: Run | null) =>
      before && run.games >= 5 * before.games && run.wall > before.wall
        ? (run.wall - before.wall) / (run.games - before.games)
        : run.wall / run.games;
    const fits = Math.min(MILLION, Math.floor(BUDGET_S / marginal(r, prev)));
    if (fits > r.games * 1.5) {
      prev = r;
      r = simulate(mod.game.id, bot, fits);
    }
    const whole = r.games >= MILLION;
    const perGame = marginal(r, prev);
    const startUp = Math.max(0, r.wall - perGame * r.games);
    const million = whole ? r.wall : startUp + perGame * MILLION;
    const cpu = Number.isNaN(r.cpu) ? "" : `, ${r.cpu.toFixed(1)} s CPU`;
    rows.push({
      section: SECTION,
      name: `${mod.game.name}, bot ${bot}`,
      value: million,
      unit: "s for 1,000,000 games",
      note: `${whole ? "measured" : `extrapolated from ${r.games.toLocaleString("en-US")} games`}: ${r.wall.toFixed(1)} s wall${cpu}, ${r.workers} workers, mean ${r.mean.toFixed(4)}; ${(r.games / r.wall).toFixed(1)} games/s${million <= 60 ? " (under a minute)" : ` (about ${humanTime(million)})`}`,
    });
  }
  return rows;
}

function humanTime(s: number): string {
  if (s < 120) return `${Math.round(s)} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
