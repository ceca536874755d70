/**
 * SQLite's commits on a thread of their own. better-sqlite3 is synchronous, so with
 * `synchronous = FULL` every group commit's fsync used to stop the event loop, and with it every
 * socket; here the main thread hands a batch of compiled statements to a writer thread that holds
 * its own connection to the same WAL file, and hears back only after the transaction committed
 * (so an ack still follows its commit). Reads and the rare other writes stay on the main
 * connection; WAL lets them run beside the writer.
 *
 * A writer thread that dies (an exception in it, or it exits) is started again after a short
 * back-off. Only the batches it held fail (they were never acked, so their clients resend them);
 * batches that arrive meanwhile wait for the new thread. One line is logged per outage.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** One append as compiled SQL: the guarded update, then the insert if it changed one row. */
export type CompiledAppend = readonly [string, readonly unknown[], string, readonly unknown[]];

/** One compiled statement (no result rows), for the writes that are not appends. */
export type CompiledStatement = readonly [string, readonly unknown[]];

// Plain CommonJS run by `new Worker(..., { eval: true })`, so the bundle needs no second file.
const WRITER = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = " + workerData.sync);
db.pragma("busy_timeout = 5000");
db.pragma("foreign_keys = ON");
const statements = new Map();
const prepare = (sql) => {
  let s = statements.get(sql);
  if (!s) { s = db.prepare(sql); statements.set(sql, s); }
  return s;
};
const commit = db.transaction((appends) =>
  appends.map(([update, up, insert, ip]) => {
    if (prepare(update).run(up).changes !== 1) return false;
    prepare(insert).run(ip);
    return true;
  }),
);
const run = db.transaction((statements) =>
  statements.map(([sql, params]) => prepare(sql).run(params).changes),
);
parentPort.on("message", (m) => {
  if (m.close) { db.close(); parentPort.close(); return; }
  if (m.crash) throw new Error("crashed on purpose (test hook)");
  try { parentPort.postMessage({ id: m.id, done: m.run ? run(m.run) : commit(m.appends) }); }
  catch (e) { parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) }); }
});
`;

export interface Writer {
  commit(appends: readonly CompiledAppend[]): Promise<boolean[]>;
  /** Runs statements in one transaction; resolves with each one's changed rows once committed. */
  run(statements: readonly CompiledStatement[]): Promise<number[]>;
  close(): Promise<void>;
  /** Tests only: kills the thread, by an exception in it (`throw`) or by terminating it. */
  kill(how: "throw" | "exit"): void;
}

export interface WriterOptions {
  /** Where an outage is told, once each; stderr unless a test listens. */
  readonly log?: (line: string) => void;
  /** The first restart's delay; it doubles up to maxBackoffMs while restarts keep failing. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
}

type Message =
  | { id: number; appends: readonly CompiledAppend[] }
  | { id: number; run: readonly CompiledStatement[] };

interface Pending {
  readonly message: Message;
  resolve(done: (boolean | number)[]): void;
  reject(e: Error): void;
}

export function openWriter(
  file: string,
  sync: "FULL" | "NORMAL",
  opts: WriterOptions = {},
): Writer {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const firstBackoff = opts.backoffMs ?? 50;
  const maxBackoff = opts.maxBackoffMs ?? 5000;
  /** Sent to the current thread, waiting for its answer. */
  const sent = new Map<number, Pending>();
  /** Arrived while no thread runs (between a death and its restart). */
  let waiting: Pending[] = [];
  let next = 0;
  let worker: Worker | undefined;
  let restart: ReturnType<typeof setTimeout> | undefined;
  let backoff = firstBackoff;
  let down = false;
  let closed = false;

  // A thread is referenced only while it holds work, so an idle writer never keeps the process up.
  const holdIfBusy = () => {
    if (sent.size > 0) worker?.ref();
    else worker?.unref();
  };

  const send = (w: Worker, p: Pending) => {
    sent.set(p.message.id, p);
    w.postMessage(p.message);
  };

  const start = () => {
    restart = undefined;
    const w = new Worker(WRITER, { eval: true, workerData: { file, sync, driver } });
    worker = w;
    let gone = false;
    const died = (why: string) => {
      if (gone) return;
      gone = true;
      if (worker === w) worker = undefined;
      // Only what this thread held fails: it was never acknowledged, its clients resend it.
      const lost = [...sent.values()];
      sent.clear();
      const e = new Error(`SQLite writer thread stopped (${why}); restarting`);
      for (const p of lost) p.reject(e);
      if (closed) return;
      if (!down) log(`clubhouse: ${e.message}`);
      down = true;
      restart = setTimeout(start, backoff);
      backoff = Math.min(maxBackoff, backoff * 2);
    };
    w.on("message", (m: { id: number; done?: (boolean | number)[]; error?: string }) => {
      const p = sent.get(m.id);
      if (!p) return;
      sent.delete(m.id);
      if (m.done) {
        if (down) log("clubhouse: SQLite writer thread is back");
        down = false;
        backoff = firstBackoff;
        p.resolve(m.done);
      } else p.reject(new Error(`SQLite writer: ${m.error}`));
      holdIfBusy();
    });
    // Only at exit: by then the answers the thread sent before it died have all been handled.
    let reason: string | undefined;
    w.on("error", (e) => {
      reason ??= e.message;
    });
    w.on("exit", (code) => died(reason ?? `exit code ${code}`));
    const queued = waiting;
    waiting = [];
    for (const p of queued) send(w, p);
    holdIfBusy();
  };

  const submit = (message: Message) => {
    if (closed) return Promise.reject(new Error("the SQLite writer is closed"));
    return new Promise<(boolean | number)[]>((resolve, reject) => {
      const p: Pending = { message, resolve, reject };
      if (worker) {
        send(worker, p);
        holdIfBusy();
      } else waiting.push(p);
    });
  };

  start();
  return {
    commit: (appends) => submit({ id: next++, appends }) as Promise<boolean[]>,
    run: (statements) => submit({ id: next++, run: statements }) as Promise<number[]>,
    async close() {
      if (closed) return;
      closed = true;
      if (restart) clearTimeout(restart);
      const e = new Error("the SQLite writer is closed");
      for (const p of waiting) p.reject(e);
      waiting = [];
      const w = worker;
      if (!w) return;
      const exited = new Promise<void>((r) => w.once("exit", () => r()));
      w.ref();
      w.postMessage({ close: true });
      await exited;
    },
    kill(how) {
      if (how === "throw") worker?.postMessage({ crash: true });
      else void worker?.terminate();
    },
  };
}
