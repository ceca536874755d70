/**
 * `npm run bench`: every game's figures on one core, written to docs/benchmarks.md with the
 * machine and the command. Figures are noisy here; the ratios within one run are what to read.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { type Block, mergeBlocks, PARTS } from "./doc.ts";
import type { BenchRow } from "./types.ts";

const parts = (process.argv[2] ?? PARTS).split(",");

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
const when = `\`npm run bench\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${loadavg()[0].toFixed(1)} (${cpus()[0]?.model ?? "unknown"}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node.js ${process.version})`;
const tables = new Map<string, string[]>();
for (const r of rows) {
  const t = tables.get(r.section) ?? [
    `_${when}._`,
    "",
    "| measure | value | unit | note |",
    "| --- | ---: | --- | --- |",
  ];
  t.push(`| ${r.name} | ${fmt(r.value)} | ${r.unit} | ${r.note ?? ""} |`);
  tables.set(r.section, t);
}
const blocks: Block[] = [...tables].map(([id, t]) => ({ id, body: t.join("\n") }));
// The hot-spot list is every part's: only a run of all of them writes it.
if (hotSpots.length > 0 && process.argv[2] === undefined) {
  blocks.push({ id: "Remaining hot spots", body: hotSpots.map((h) => `- ${h}`).join("\n") });
}

const HEAD = `# Benchmarks

Reproduce with \`npm run bench\` (or one part: \`node bin/run-ts.mjs bench/index.ts paths\`). It
rewrites only the measured tables (between \`<!-- bench: ... -->\` markers) and keeps every other
line. The machine is shared and noisy, so read the ratios measured in the same run rather than
the absolute figures.
`;
const out = new URL("../docs/benchmarks.md", import.meta.url);
const old = existsSync(out) ? readFileSync(out, "utf8") : HEAD;
writeFileSync(out, mergeBlocks(old, blocks));
for (const b of blocks) process.stdout.write(`## ${b.id}\n\n${b.body}\n`);
