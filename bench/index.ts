/**
 * `npm run bench`: every game's figures on one core, written to docs/benchmarks.md with the
 * machine and the command. Figures are noisy here; the ratios within one run are what to read.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import {
  H2H_END,
  H2H_START,
  markedSection,
  replaceMarked,
  replaceSection,
  SERVER_END,
  SERVER_START,
  soakSection,
  WEB_END,
  WEB_START,
} from "./soak-section.ts";
import type { BenchRow } from "./types.ts";

const parts = (
  process.argv[2] ??
  "startup,paths,engine,shell,hints,straight-golf,golo,rolling-pins,roll-in-one,scaling,queue"
).split(",");

const rows: BenchRow[] = [];
/** A part may say where its remaining time goes and why it is left (`hotSpots`, a line each). */
const hotSpots: string[] = [];
for (const part of parts) {
  const file = new URL(`./${part}.ts`, import.meta.url);
  if (!existsSync(file)) continue;
  process.stderr.write(`bench ${part}...\n`);
  const mod = (await import(file.href)) as {
    run(): BenchRow[] | Promise<BenchRow[]>;
    hotSpots?: readonly string[];
  };
  rows.push(...(await mod.run()));
  hotSpots.push(...(mod.hotSpots ?? []));
}

const fmt = (v: number) => (v >= 100 ? Math.round(v).toLocaleString("en-US") : v.toPrecision(3));
const lines = [
  "# Benchmarks",
  "",
  "Reproduce with `npm run bench` (it rewrites this file). One run, on one core unless a row names",
  "workers. The machine is shared",
  "and noisy, so read the ratios measured in the same run rather than the absolute figures.",
  "",
  `- machine: ${cpus()[0]?.model ?? "unknown"}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  `- Node.js ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
  "",
];
let section = "";
for (const r of rows) {
  if (r.section !== section) {
    section = r.section;
    lines.push(
      `## ${section}`,
      "",
      "| measure | value | unit | note |",
      "| --- | ---: | --- | --- |",
    );
  }
  lines.push(`| ${r.name} | ${fmt(r.value)} | ${r.unit} | ${r.note ?? ""} |`);
  const next = rows[rows.indexOf(r) + 1];
  if (!next || next.section !== section) lines.push("");
}
if (hotSpots.length > 0) {
  lines.push("## Remaining hot spots", "", ...hotSpots.map((h) => `- ${h}`), "");
}
lines.push(
  "## How to read them",
  "",
  "- *Engine and fastest path vs raw dice*: how many times longer a game takes than rolling its dice",
  "  alone with the same generator (1x is the physical limit). The random bot keeps a bot's own",
  "  thinking out; the default bot shows a realistic game. Where the fastest path is no faster than",
  "  the engine, the time goes to the rules and the bot, not to the engine. The raw-roll rate",
  "  itself drifts by up to 3x within one process as V8 re-optimises the shared uniformInt (compare",
  "  the Dice section), so read these ratios as orders of magnitude.",
  "- *Start-up*: the command and the workers as `npm ci` builds them (bin/build-cli.mjs: esbuild",
  "  bundles run with V8's code cache) against the TypeScript through tsx, which every start paid",
  "  before, measured in the same run. On this shared machine the load swings wall times by 3x;",
  "  CPU time (user + system) is the steadier figure for the ratio to `node -e 0`.",
  "- *Scaling*: worker threads each load the TypeScript sources once (the start-up row); the",
  "  start-up-excluded row is the steady rate. Roll In One's default simulation designs a new hole",
  "  every game, so each worker repeats the planner's solve of holes the in-thread run had cached.",
  "- *Queue*: `clubhouse worker` processes on this machine's Redis (`simulate --queue`), warmed up",
  "  first. On 2 cores, 2 workers x 1 thread is the queue's scaling (as two one-core machines);",
  "  more threads than cores only share the same two cores. Jobs are sized to ~0.5 s of a thread,",
  "  so the queue's own cost (a few Redis round trips a job) is small beside the games.",
  "",
);
const out = new URL("../docs/benchmarks.md", import.meta.url);
// The soak run's figures take hours to remake: keep them.
const old = existsSync(out) ? readFileSync(out, "utf8") : "";
const soak = soakSection(old);
// So do the server's figures (npm run bench:server).
const server = markedSection(old, SERVER_START, SERVER_END);
let doc = `${lines.join("\n")}\n`;
if (soak) doc = replaceSection(doc, soak);
if (server) doc = replaceMarked(doc, SERVER_START, SERVER_END, server);
// And the web app's (npm run bench:web).
const web = markedSection(old, WEB_START, WEB_END);
if (web) doc = replaceMarked(doc, WEB_START, WEB_END, web);
// And the bots' head-to-head runs (minutes each, run by hand).
const h2h = markedSection(old, H2H_START, H2H_END);
if (h2h) doc = replaceMarked(doc, H2H_START, H2H_END, h2h);
writeFileSync(out, doc);
process.stdout.write(`${lines.join("\n")}\n`);
