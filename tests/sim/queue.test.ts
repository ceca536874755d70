/**
 * Simulation on the queue (Redis on 127.0.0.1:6379; .ci/run starts it): the same figures as a
 * local run, through the library and through the command, and with a worker killed mid-run.
 * Each test has its own key prefix and removes its keys.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { Queue, QueueEvents } from "bullmq";
import { afterAll, describe, expect, it } from "vitest";
import { readQueue } from "../../src/cli/queue-flag.ts";
import { simulate, simulateTable } from "../../src/sim/parallel.ts";
import { QUEUE_NAME } from "../../src/sim/queue/wire.ts";
import { RUN_GONE, startWorker } from "../../src/sim/queue/work.ts";

const url = "redis://127.0.0.1:6379";
const bin = new URL("../../bin/clubhouse.mjs", import.meta.url).pathname;
const prefixes: string[] = [];
const children: ChildProcess[] = [];

function freshPrefix(name: string): string {
  const p = `clubhouse-test-${name}-${process.pid}-${Date.now().toString(36)}`;
  prefixes.push(p);
  return p;
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  for (const prefix of prefixes) {
    const q = new Queue(QUEUE_NAME, { connection: { url }, prefix });
    await q.obliterate({ force: true });
    await q.close();
  }
});

/** A `clubhouse worker` process; resolves once it says it is taking jobs. */
function workerProcess(prefix: string, extra: string[] = []): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [bin, "worker", "--queue", url, "--concurrency", "1", "--lock", "3", ...extra],
    { env: { ...process.env, CLUBHOUSE_QUEUE_PREFIX: prefix }, stdio: ["ignore", "pipe", "pipe"] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let err = "";
    child.stderr?.on("data", (d) => {
      err += String(d);
    });
    child.stdout?.on("data", (d) => {
      if (String(d).includes("taking simulation jobs")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`worker exited ${code}: ${err}`)));
  });
}

/** The command as a user runs it; several at once keep the test short on a busy machine. */
function cli(args: string[], prefix: string) {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, CLUBHOUSE_QUEUE_PREFIX: prefix, NO_COLOR: "1" },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => {
    out += String(d);
  });
  child.stderr.on("data", (d) => {
    err += String(d);
  });
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out, err })),
  );
}

/** A command's JSON without the figures that depend on the machine. */
function figures(text: string): unknown {
  const { seconds: _s, workers: _w, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

describe("simulation on the queue", () => {
  it("gives the local run's figures: one bot alone and bots at one table", async () => {
    const prefix = freshPrefix("lib");
    const worker = await startWorker({ url, prefix, threads: 2, lockMs: 5000 });
    try {
      const base = { game: "straight-golf", options: {}, bot: "random", seed: 11, games: 20_000 };
      const queued = await simulate({ ...base, queue: { url, prefix } });
      const local = await simulate({ ...base, workers: 1 });
      expect(queued.done).toBe(20_000);
      expect(queued.workers).toBe(1);
      expect(queued.tally).toEqual(local.tally);

      const table = {
        game: "golo",
        options: {},
        bots: ["random", "greedy"],
        rotate: true,
        seed: 4,
        games: 60,
      };
      const tq = await simulateTable({ ...table, queue: { url, prefix }, chunkSize: 7 });
      const tl = await simulateTable({ ...table, workers: 1 });
      expect(tq.table).toEqual(tl.table);

      // Ctrl-C: the run's waiting jobs are removed, the running ones finish and count.
      const abort = new AbortController();
      const cut = await simulate({
        ...base,
        games: 5_000_000,
        queue: { url, prefix },
        chunkSize: 5000,
        signal: abort.signal,
        onProgress: (done) => {
          if (done >= 20_000) abort.abort();
        },
      });
      expect(cut.interrupted).toBe(true);
      expect(cut.tally.count).toBe(cut.done);
      expect(cut.done).toBeLessThan(200_000);
      const left = new Queue(QUEUE_NAME, { connection: { url }, prefix });
      expect(await left.getJobCounts("waiting", "active", "delayed", "prioritized")).toEqual({
        waiting: 0,
        active: 0,
        delayed: 0,
        prioritized: 0,
      });
      await left.close();

      // Jobs no run waits for (its process stopped) are skipped; jobs that are no jobs refused.
      const q = new Queue<unknown>(QUEUE_NAME, { connection: { url }, prefix });
      const events = new QueueEvents(QUEUE_NAME, { connection: { url }, prefix });
      await events.waitUntilReady();
      const task = { kind: "scores", game: "golo", options: {}, seed: 1, start: 0, count: 5 };
      const gone = await q.add("games", {
        run: "gone",
        rulesVersion: "1",
        task: { ...task, bot: "random", engine: false },
      });
      await expect(gone.waitUntilFinished(events)).rejects.toThrow(RUN_GONE);
      const bad = await q.add("games", { run: "x", rulesVersion: "1", task: "drop table" });
      await expect(bad.waitUntilFinished(events)).rejects.toThrow("not a simulation job");
      await events.close();
      await q.close();
    } finally {
      await worker.close();
    }
  });

  it("two worker processes, one killed with SIGKILL mid-run: the same figures", async () => {
    const prefix = freshPrefix("kill");
    const [a, b] = await Promise.all([workerProcess(prefix), workerProcess(prefix)]);
    const events = new QueueEvents(QUEUE_NAME, { connection: { url }, prefix });
    await events.waitUntilReady();
    let stalled = 0;
    events.on("stalled", () => stalled++);
    const base = { game: "straight-golf", options: {}, bot: "random", seed: 3, games: 160_000 };
    let killed = false;
    const queued = await simulate({
      ...base,
      queue: { url, prefix },
      // Small fixed jobs: a worker with jobs waiting always holds one.
      chunkSize: 8000,
      onProgress: (done) => {
        if (!killed && done >= 40_000) {
          killed = true;
          a.kill("SIGKILL");
        }
      },
    });
    await events.close();
    expect(killed).toBe(true);
    // The job the killed worker held came back when its lock expired, and counted once.
    expect(stalled).toBeGreaterThan(0);
    expect(queued.done).toBe(160_000);
    expect(b.exitCode).toBeNull();
    const local = await simulate({ ...base, workers: 1 });
    expect(queued.tally).toEqual(local.tally);
  });

  it("simulate --queue and lab --queue print what the local run prints", async () => {
    const prefix = freshPrefix("cli");
    await workerProcess(prefix);
    const sim = ["simulate", "golo", "--games", "3000", "--seed", "7", "--json"];
    const wide = new URL("../../src/games/golo/data/lab/wide-whites.json", import.meta.url)
      .pathname;
    const lab = ["lab", "golo", "--compare", wide, "--games", "400", "--bots", "greedy", "--json"];
    const [q, l, lq, ll] = await Promise.all([
      cli([...sim, "--queue", url], prefix),
      // The local runs in one thread each: the same figures, without starting a pool.
      cli([...sim, "--workers", "1"], prefix),
      cli([...lab, "--queue", url], prefix),
      cli([...lab, "--workers", "1"], prefix),
    ]);
    expect(q.err).not.toContain("Error");
    expect([q.code, l.code, lq.code, ll.code]).toEqual([0, 0, 0, 0]);
    expect(figures(q.out)).toEqual(figures(l.out));
    expect(JSON.parse(lq.out)).toEqual(JSON.parse(ll.out));
  });

  it("a bad or silent queue address: a message, and exit code 2 from the command", async () => {
    await expect(readQueue({ queue: "http://x" })).rejects.toThrow(
      "expected redis:// or rediss://",
    );
    await expect(readQueue({ queue: url, workers: "2" })).rejects.toThrow(
      "--workers counts this machine's threads",
    );
    await expect(startWorker({ url: "redis://127.0.0.1:1" })).rejects.toThrow(
      "cannot reach the queue at redis://127.0.0.1:1",
    );
    const r = await cli(["simulate", "golo", "--queue", "redis://127.0.0.1:1"], freshPrefix("bad"));
    expect(r.code).toBe(2);
    expect(r.err).toContain("clubhouse: cannot reach the queue at redis://127.0.0.1:1");
  });
});
