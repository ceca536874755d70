/**
 * `npm run soak -- --games N [--seconds S] [--workers W] [--game ID] [--write]`: N seeded random
 * games per game and variant (each game's `harness.play` in its testkit) through every harness
 * check, and N games per fast-path option set (`harness.fast`) and bot level the fast path covers,
 * each played on the fast path and on the engine; on a worker pool, outside CI. `--write` puts
 * the figures in docs/benchmarks.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Presets, SingleBar } from "cli-progress";
import { Command, InvalidArgumentError } from "commander";
import { Piscina } from "piscina";
import { modules } from "../src/games/registry.ts";
import { fastCovers } from "../tests/harness/checks.ts";
import { replaceSection, SOAK_END, SOAK_START } from "./soak-section.ts";
import { harnessOf, type SoakChunk, type SoakOutcome } from "./soak-task.ts";

const positive = (v: string) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError("a whole number from 1");
  return n;
};
const opts = new Command("soak")
  .option("--games <n>", "games per game and variant", positive, 1000)
  .option("--seconds <s>", "stop each variant after this long (default: no limit)", positive)
  .option("--workers <n>", "worker threads", positive, availableParallelism())
  .option("--game <id>", "only this game")
  .option("--write", "write the figures into docs/benchmarks.md")
  .parse(process.argv)
  .opts<{ games: number; seconds?: number; workers: number; game?: string; write?: boolean }>();

interface Row extends SoakOutcome {
  readonly label: string;
  readonly seconds: number;
}

const pool = new Piscina<SoakChunk, SoakOutcome>({
  filename: new URL("./soak-worker.mjs", import.meta.url).href,
  minThreads: opts.workers,
  maxThreads: opts.workers,
});
const rows: Row[] = [];
const abort = new AbortController();
process.once("SIGINT", () => abort.abort());

for (const mod of modules) {
  if (opts.game && mod.game.id !== opts.game) continue;
  const spec = await harnessOf(mod.game.id);
  if (!spec) {
    process.stderr.write(`${mod.game.name}: no harness spec in its testkit, skipped\n`);
    continue;
  }
  for (const [variant, play] of spec.play.entries()) {
    const label = `${mod.game.name}: ${play.label}`;
    rows.push(await soakVariant({ game: mod.game.id, check: "play", variant }, label));
    if (abort.signal.aborted) break;
  }
  for (const [variant, options] of (spec.fast ?? []).entries()) {
    for (const bot of Object.keys(mod.bots)) {
      if (abort.signal.aborted || !fastCovers(mod, options, bot)) continue;
      const label = `${mod.game.name}: fast path = engine, bot:${bot} ${optionsLabel(options)}`;
      rows.push(await soakVariant({ game: mod.game.id, check: "fast", variant, bot }, label));
    }
  }
  if (abort.signal.aborted) break;
}
await pool.destroy();

/** Options as JSON, with data (a sheet, boards, a course) shown as … so a row stays one line. */
function optionsLabel(options: Record<string, unknown>): string {
  const parts = Object.entries(options).map(([k, v]) => {
    const json = JSON.stringify(v);
    return `${JSON.stringify(k)}:${json.length > 30 ? "…" : json}`;
  });
  return `{${parts.join(",")}}`;
}

async function soakVariant(what: Omit<SoakChunk, "start" | "count">, label: string): Promise<Row> {
  const t0 = performance.now();
  const deadline = opts.seconds ? t0 + opts.seconds * 1000 : Number.POSITIVE_INFINITY;
  const bar = new SingleBar(
    { format: `${label.padEnd(48)} {bar} {value}/{total}` },
    Presets.shades_classic,
  );
  bar.start(opts.games, 0);
  const sum = { games: 0, steps: 0, problems: 0, examples: [] as string[] };
  // Small chunks first, so a slow game moves the bar at once; then chunks of about a second.
  let size = 4;
  let next = 0;
  const running = new Set<Promise<void>>();
  while ((next < opts.games || running.size) && !abort.signal.aborted) {
    while (next < opts.games && running.size < opts.workers * 2 && performance.now() < deadline) {
      const chunk: SoakChunk = { ...what, start: next, count: Math.min(size, opts.games - next) };
      next += chunk.count;
      const started = performance.now();
      const p: Promise<void> = pool.run(chunk).then((r) => {
        running.delete(p);
        sum.games += r.games;
        sum.steps += r.steps;
        sum.problems += r.problems;
        sum.examples.push(...r.examples.slice(0, 5 - sum.examples.length));
        const ms = performance.now() - started;
        size = Math.max(1, Math.min(100_000, Math.round((chunk.count * 1000) / Math.max(ms, 1))));
        bar.update(sum.games);
      });
      running.add(p);
    }
    if (!running.size) break;
    await Promise.race(running);
  }
  await Promise.allSettled(running);
  bar.stop();
  for (const e of sum.examples) process.stderr.write(`  problem: ${e}\n`);
  return { label, ...sum, seconds: (performance.now() - t0) / 1000 };
}

const table = [
  "| game and variant | games | steps | problems | seconds |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.label} | ${r.games.toLocaleString("en-US")} | ${r.steps.toLocaleString("en-US")} | ${r.problems} | ${r.seconds.toFixed(0)} |`,
  ),
];
process.stdout.write(`${table.join("\n")}\n`);
const total = rows.reduce((t, r) => t + r.problems, 0);
/** Says how many rows the time limit stopped short of --games, so no figure reads as more. */
function cutNote(): string[] {
  const cut = rows.filter((r) => r.games < opts.games).length;
  if (!cut) return [];
  return [
    `${cut} of ${rows.length} rows stopped at the ${opts.seconds} s limit before ${opts.games.toLocaleString("en-US")} games;`,
    "without `--seconds` every row plays them all (a million: from a minute to days a row here).",
  ];
}

if (opts.write) {
  const file = new URL("../docs/benchmarks.md", import.meta.url);
  const doc = readFileSync(file, "utf8");
  const section = [
    SOAK_START,
    "## Soak: random seeded games through every harness check",
    "",
    `\`npm run soak -- --games ${opts.games}${opts.seconds ? ` --seconds ${opts.seconds}` : ""}\` on ${opts.workers} workers, ${new Date().toISOString().slice(0, 10)}.`,
    "Each game of a variant: invariants, deep-frozen re-application and faces at every step, then",
    "the result, JSON, replay, save and load. Each `fast path = engine` game: the fast path's score",
    "equals the engine's, game by game (steps: the engine's).",
    ...cutNote(),
    "",
    ...table,
    SOAK_END,
  ].join("\n");
  writeFileSync(file, replaceSection(doc, section));
}
process.exitCode = total > 0 ? 1 : 0;
