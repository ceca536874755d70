/**
 * Start-up: `clubhouse --help` and a pool of two simulation workers, compiled (dist/node, what
 * `npm ci` builds) against the TypeScript through tsx (what every start paid before), beside
 * `node -e 0` and a pool of two empty workers (the floors). Each figure is the best of several
 * interleaved runs; CPU time (user + system) is shown too, as load on the shared machine
 * disturbs it far less than wall time.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { BenchRow } from "./types.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "bin/clubhouse.mjs");
const timer = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

interface Time {
  wall: number;
  cpu: number;
}

function ms(args: string[], env: Record<string, string> = {}): Time {
  const t0 = performance.now();
  const r = timer
    ? spawnSync(timer, ["-f", "%U %S", process.execPath, ...args], {
        env: { ...process.env, ...env },
        encoding: "utf8",
        stdio: ["ignore", "ignore", "pipe"],
      })
    : spawnSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: "utf8" });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(" ")} exited ${r.status}`);
  const last = (r.stderr ?? "").trim().split("\n").at(-1) ?? "";
  const [u, s] = last.split(" ").map(Number);
  return { wall, cpu: timer ? 1000 * (u + s) : Number.NaN };
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
  const none = () => ({ wall: Number.POSITIVE_INFINITY, cpu: Number.POSITIVE_INFINITY });
  const best = { node: none(), compiled: none(), source: none() };
  const keep = (k: keyof typeof best, t: Time) => {
    best[k] = { wall: Math.min(best[k].wall, t.wall), cpu: Math.min(best[k].cpu, t.cpu) };
  };
  for (let i = 0; i < 9; i++) {
    keep("node", ms(["-e", "0"]));
    keep("compiled", ms([bin, "--help"]));
    if (i < 4) keep("source", ms([bin, "--help"], { CLUBHOUSE_SOURCE: "1" }));
  }
  const pools = { empty: Infinity, compiled: Infinity, source: Infinity };
  for (let i = 0; i < 5; i++) {
    pools.empty = Math.min(pools.empty, await poolMs(empty));
    pools.compiled = Math.min(
      pools.compiled,
      await poolMs(join(root, "dist/node/worker-entry.mjs")),
    );
    if (i < 3)
      pools.source = Math.min(pools.source, await poolMs(join(root, "bin/sim-worker.mjs")));
  }
  const section = "Start-up";
  const x = (v: number, of: number) => `${(v / of).toFixed(2)}x`;
  const both = (t: Time) => `${t.wall.toFixed(0)} ms wall, ${t.cpu.toFixed(0)} ms CPU`;
  const ratio = (t: Time) =>
    `${x(t.wall, best.node.wall)} node -e 0 by wall time, ${x(t.cpu, best.node.cpu)} by CPU time`;
  return [
    {
      section,
      name: "node -e 0",
      value: best.node.wall,
      unit: "ms",
      note: `the floor (${both(best.node)})`,
    },
    {
      section,
      name: "clubhouse --help, compiled (dist/node, code cache)",
      value: best.compiled.wall,
      unit: "ms",
      note: `${ratio(best.compiled)} (goal: at most 3x); ${both(best.compiled)}`,
    },
    {
      section,
      name: "clubhouse --help, TypeScript through tsx (before)",
      value: best.source.wall,
      unit: "ms",
      note: `${ratio(best.source)}; compiled is ${x(best.source.wall, best.compiled.wall)} faster`,
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
