/**
 * Start-up: `clubhouse --help` and a pool of two simulation workers, compiled (dist/node, what
 * `npm ci` builds) against the TypeScript through tsx (what every start paid before), beside
 * `node -e 0` and a pool of two empty workers (the floors). Each figure is the best of several
 * interleaved runs, so a busy moment of the shared machine does not count against one side.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { BenchRow } from "./types.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "bin/clubhouse.mjs");

function ms(args: string[], env: Record<string, string> = {}): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  if (r.status !== 0) throw new Error(`${args.join(" ")} exited ${r.status}`);
  return performance.now() - t0;
}

async function poolMs(file: string): Promise<number> {
  const t0 = performance.now();
  const pool = new Piscina({ filename: file, minThreads: 2, maxThreads: 2 });
  const task = (start: number) => ({
    kind: "scores",
    game: "straight-golf",
    options: {},
    seed: 1,
    start,
    count: 1,
    bot: "random",
    engine: false,
  });
  await Promise.all([pool.run(task(0)), pool.run(task(1))]);
  const t = performance.now() - t0;
  await pool.destroy();
  return t;
}

export async function run(): Promise<BenchRow[]> {
  execFileSync(process.execPath, [join(root, "bin/build-cli.mjs")], { stdio: "ignore" });
  const empty = join(tmpdir(), "clubhouse-empty-worker.mjs");
  writeFileSync(empty, "export default function () { return null; }\n");
  const best = { node: Infinity, compiled: Infinity, source: Infinity };
  for (let i = 0; i < 9; i++) {
    best.node = Math.min(best.node, ms(["-e", "0"]));
    best.compiled = Math.min(best.compiled, ms([bin, "--help"]));
    if (i < 4) best.source = Math.min(best.source, ms([bin, "--help"], { CLUBHOUSE_SOURCE: "1" }));
  }
  const pools = { empty: Infinity, compiled: Infinity, source: Infinity };
  for (let i = 0; i < 5; i++) {
    pools.empty = Math.min(pools.empty, await poolMs(empty));
    pools.compiled = Math.min(pools.compiled, await poolMs(join(root, "dist/node/worker.js")));
    if (i < 3)
      pools.source = Math.min(pools.source, await poolMs(join(root, "bin/sim-worker.mjs")));
  }
  const section = "Start-up";
  const x = (v: number, of: number) => `${(v / of).toFixed(2)}x`;
  return [
    { section, name: "node -e 0", value: best.node, unit: "ms", note: "the floor" },
    {
      section,
      name: "clubhouse --help, compiled (dist/node)",
      value: best.compiled,
      unit: "ms",
      note: `${x(best.compiled, best.node)} node -e 0 (goal: at most 3x)`,
    },
    {
      section,
      name: "clubhouse --help, TypeScript through tsx (before)",
      value: best.source,
      unit: "ms",
      note: `${x(best.source, best.node)} node -e 0; compiled is ${x(best.source, best.compiled)} faster`,
    },
    {
      section,
      name: "pool of two empty workers ready",
      value: pools.empty,
      unit: "ms",
      note: "the floor",
    },
    {
      section,
      name: "pool of two simulation workers ready, compiled",
      value: pools.compiled,
      unit: "ms",
      note: `goal: under 200 ms; ${(pools.compiled - pools.empty).toFixed(0)} ms above the floor`,
    },
    {
      section,
      name: "pool of two simulation workers ready, through tsx (before)",
      value: pools.source,
      unit: "ms",
      note: `compiled is ${x(pools.source, pools.compiled)} faster`,
    },
  ];
}
