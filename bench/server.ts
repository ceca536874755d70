/**
 * `npm run bench:server`: a bounded load on loopback. For N = 10, 100, 1000 concurrent two-seat
 * matches (Straight Golf, 99 rounds, so none ends inside the window) a real server process is
 * driven by two client processes as fast as they can: moves/s, ack latency p50/p99 (an ack is
 * sent after the commit), server RSS. Also N = 100 with synchronous=NORMAL, to show what the
 * fsync per commit costs, and the same load on PostgreSQL + Redis (`serve --redis`) with 1 and 3
 * processes, the two seats of each match on different processes. Figures go into their own
 * section of docs/benchmarks.md. BENCH_SETUPS picks setups (sqlite,normal,pg,pg1,pg3).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freshDatabase } from "../tests/server/pg.ts";
import { SERVER_END as END, replaceMarked, SERVER_START as START } from "./soak-section.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SIZES = (process.env.BENCH_N ?? "10,100,1000").split(",").map(Number);
const CLIENTS = 2;
const REDIS = process.env.CLUBHOUSE_TEST_REDIS ?? "redis://127.0.0.1:6379";

/** Where the matches are stored and how many server processes share them. */
interface Setup {
  readonly key: string;
  readonly label: string;
  readonly sync: string;
  readonly procs: number;
  readonly postgres: boolean;
  readonly redis: boolean;
  readonly sizes: readonly number[];
}

const setup = (
  key: string,
  label: string,
  sync: string,
  procs: number,
  store: "sqlite" | "pg" | "pg+redis",
  sizes: readonly number[],
): Setup => ({
  key,
  label,
  sync,
  procs,
  postgres: store !== "sqlite",
  redis: store === "pg+redis",
  sizes,
});

const SETUPS: Setup[] = [
  setup("sqlite", "SQLite, 1 process", "full", 1, "sqlite", SIZES),
  setup("normal", "SQLite, 1 process", "normal", 1, "sqlite", [100]),
  setup("pg", "PostgreSQL, 1 process", "-", 1, "pg", SIZES),
  setup("pg1", "PostgreSQL + Redis, 1 process", "-", 1, "pg+redis", SIZES),
  setup("pg3", "PostgreSQL + Redis, 3 processes", "-", 3, "pg+redis", SIZES),
];
const chosen = (process.env.BENCH_SETUPS ?? "sqlite,normal,pg,pg1,pg3").split(",");

interface Figures {
  n: number;
  setup: string;
  sync: string;
  moves: number;
  p50: number;
  p99: number;
  rssMiB: number;
  refused: number;
  sockets: number;
  /** The machine's 1-minute load average at the end of the window (2 cores). */
  load: number;
}

async function startServer(sync: string, db: string, extra: string[] = []) {
  const args = ["bin/clubhouse.mjs", "serve", "--port", "0", "--db", db, "--bot-delay", "0"];
  const more = sync === "-" ? extra : ["--sync", sync, ...extra];
  const proc = spawn(
    process.execPath,
    [...args, "--rate", "100000", "--http-rate", "100000", ...more],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (d) => {
      out += d;
      const m = /running at (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.on("exit", (c) => reject(new Error(`server exited ${c}`)));
  });
  return { url, proc: proc as ChildProcess };
}

async function createMatch(url: string): Promise<{ id: string; tokens: string[] }> {
  const res = await fetch(`${url}/api/matches`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      game: "straight-golf",
      options: { rounds: 99 },
      seats: [
        { kind: "human", name: "A" },
        { kind: "human", name: "B" },
      ],
    }),
  });
  const body = (await res.json()) as { id: string; seats: { token: string }[] };
  return { id: body.id, tokens: body.seats.map((s) => s.token) };
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface ClientResult {
  latencies: number[];
  refused: number;
  failed: number;
  open: number;
}

function runClient(url: string, matches: unknown[]): Promise<ClientResult> {
  const proc = spawn(
    process.execPath,
    ["bin/run-ts.mjs", "bench/server-client.ts", url, String(SECONDS)],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  proc.stdin?.end(JSON.stringify(matches));
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (d) => {
      out += d;
    });
    // "close", not "exit": at N = 1000 the output is hundreds of kB and may still be in the pipe.
    proc.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client ${code}`)),
    );
  });
}

const pct = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : Number.NaN;

async function measure(n: number, setup: Setup): Promise<Figures> {
  const pg = setup.postgres ? await freshDatabase() : undefined;
  const db = pg?.url ?? join(mkdtempSync(join(tmpdir(), "clubhouse-bench-")), "bench.sqlite");
  const prefix = `clubhouse-bench-${randomBytes(4).toString("hex")}`;
  const extra = setup.redis ? ["--redis", REDIS, "--redis-prefix", prefix] : [];
  const servers: { url: string; proc: ChildProcess }[] = [];
  try {
    for (let k = 0; k < setup.procs; k++) servers.push(await startServer(setup.sync, db, extra));
    const matches: { id: string; tokens: string[]; urls: string[] }[] = [];
    for (let i = 0; i < n; i++) {
      // Each seat on another process: every move crosses from one process to the other.
      const urls = [0, 1].map((s) => servers[(i + s) % servers.length].url);
      matches.push({ ...(await createMatch(urls[0])), urls });
    }
    const parts = Array.from({ length: CLIENTS }, (_, k) =>
      matches.filter((_, i) => i % CLIENTS === k),
    );
    const results = await Promise.all(parts.map((p) => runClient(servers[0].url, p)));
    const rss = servers.reduce((t, s) => t + rssMiB(s.proc.pid!), 0);
    const lat = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
    return {
      n,
      setup: setup.label,
      sync: setup.sync,
      moves: lat.length / SECONDS,
      p50: pct(lat, 50),
      p99: pct(lat, 99),
      rssMiB: rss,
      refused: results.reduce((t, r) => t + r.refused, 0),
      sockets: results.reduce((t, r) => t + r.open, 0),
      load: loadavg()[0],
    };
  } finally {
    for (const { proc } of servers) {
      proc.kill("SIGTERM");
      await new Promise((r) => proc.on("exit", r));
    }
    await pg?.drop();
  }
}

const figures: Figures[] = [];
for (const setup of SETUPS.filter((s) => chosen.includes(s.key))) {
  for (const n of setup.sizes) {
    process.stderr.write(`bench:server N=${n} ${setup.label} sync=${setup.sync}...\n`);
    figures.push(await measure(n, setup));
  }
}

const f = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : "-");
const lines = [
  START,
  "## Server under load (`npm run bench:server`)",
  "",
  `Loopback, one server process, ${CLIENTS} client processes, two sockets per match, each move sent`,
  `the moment its seat decides; a ${SECONDS} s window after a 1 s warm-up. Straight Golf, 99 rounds.`,
  "The server rolls after every decision, so each move is two committed steps. The machine is",
  `shared with other work while this runs (load is not ours alone); ${new Date().toISOString().slice(0, 10)}.`,
  "",
  "| store, processes | matches | sockets open | synchronous | moves/s | ack p50 ms | ack p99 ms | server RSS MiB (all processes) | refused | load avg |",
  "| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...figures.map(
    (x) =>
      `| ${x.setup} | ${x.n} | ${x.sockets} | ${x.sync} | ${f(x.moves, 0)} | ${f(x.p50, 2)} | ${f(x.p99, 2)} | ${f(x.rssMiB, 0)} | ${x.refused} | ${f(x.load, 1)} |`,
  ),
  "",
  "An ack is sent only after the step's transaction has committed. `full` (the default) fsyncs the",
  "WAL on every commit and survives power loss; `normal` syncs at checkpoints only: it survives a",
  "crash or kill -9 of the process (the kill -9 test passes with either) but may lose the last",
  "commits if the machine itself loses power. `clubhouse serve --sync normal` chooses it.",
  "",
  "How to read them: every match always has one move in flight, so once the server is saturated",
  "the ack latency is about N / (moves/s) (Little's law): the p50 at N = 1000 is a throughput",
  "figure, not a stall. The load average column is the whole machine's (other work included);",
  "above 2 the server process got only part of a core. Where its time goes (CPU profile at",
  "N = 100): SQLite executing the group commits, the fsync included, on the main thread (about a",
  "third), socket writes, then the rules and views. The aim of p99 < 50 ms at N = 1000 needs that",
  "fsync off the event loop (SQLite in a worker thread) or `--sync normal`, and a quiet machine.",
  "",
  "PostgreSQL and many processes (`--redis`): the same load, the database on this machine's",
  "PostgreSQL (a fresh database per row, `synchronous_commit` on, so an ack still follows a",
  "durable commit), Redis on loopback; with 3 processes each match's two seats sit on different",
  "processes, so every move crosses: commit on one, publish, the other reads the missed steps.",
  "What scales and what cannot on 2 cores: nothing here can. One Node process already saturates",
  "about a core at N = 1000 on SQLite, and PostgreSQL's own backends, Redis and the client",
  "processes share the same two cores (with the other work running here: see the load column),",
  "so three processes only divide the same CPU and add a Redis hop and a database read per move.",
  "PostgreSQL is slower than the embedded SQLite here because each step is a network round trip",
  "per statement (two per step, inside the group commit's transaction) to a server that is itself",
  "starved of CPU, against an in-process call for SQLite. What scale-out buys is the other axis:",
  "processes on more machines, each with its own cores, one database that orders the steps, and",
  "matches that survive any process dying (tests/server/cluster.test.ts). The rows above are",
  "correctness under load first (no refusals, every ack after commit); their absolute figures on",
  "this shared machine say little about a real deployment.",
  END,
];
const section = lines.join("\n");
const out = new URL("../docs/benchmarks.md", import.meta.url);
const doc = existsSync(out) ? readFileSync(out, "utf8") : "# Benchmarks\n";
writeFileSync(out, replaceMarked(doc, START, END, section));
process.stdout.write(`${section}\n`);
