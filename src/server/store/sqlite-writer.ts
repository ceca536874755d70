/**
 * SQLite's commits on a thread of their own. better-sqlite3 is synchronous, so with
 * `synchronous = FULL` every group commit's fsync used to stop the event loop, and with it every
 * socket; here the main thread hands a batch of compiled statements to a writer thread that holds
 * its own connection to the same WAL file, and hears back only after the transaction committed
 * (so an ack still follows its commit). Reads and the rare other writes stay on the main
 * connection; WAL lets them run beside the writer.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** One append as compiled SQL: the guarded update, then the insert if it changed one row. */
export type CompiledAppend = readonly [string, readonly unknown[], string, readonly unknown[]];

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
parentPort.on("message", (m) => {
  if (m.close) { db.close(); parentPort.close(); return; }
  try { parentPort.postMessage({ id: m.id, done: commit(m.appends) }); }
  catch (e) { parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) }); }
});
`;

export interface Writer {
  commit(appends: readonly CompiledAppend[]): Promise<boolean[]>;
  close(): Promise<void>;
}

interface Pending {
  resolve(done: boolean[]): void;
  reject(e: Error): void;
}

export function openWriter(file: string, sync: "FULL" | "NORMAL"): Writer {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WRITER, { eval: true, workerData: { file, sync, driver } });
  const pending = new Map<number, Pending>();
  let next = 0;
  let failed: Error | undefined;
  const failAll = (e: Error) => {
    failed = e;
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on("message", (m: { id: number; done?: boolean[]; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.done) p.resolve(m.done);
    else p.reject(new Error(`SQLite writer: ${m.error}`));
  });
  worker.on("error", (e) => failAll(e));
  worker.on("exit", (code) => failAll(new Error(`SQLite writer thread exited (code ${code})`)));
  // The writer must not keep the process alive on its own; pending commits still hold it.
  worker.unref();
  return {
    commit(appends) {
      if (failed) return Promise.reject(failed);
      return new Promise<boolean[]>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        if (pending.size === 1) worker.ref();
        worker.postMessage({ id, appends });
      }).finally(() => {
        if (pending.size === 0) worker.unref();
      });
    },
    async close() {
      if (failed) return;
      const exited = new Promise<void>((r) => worker.once("exit", () => r()));
      worker.ref();
      worker.postMessage({ close: true });
      await exited;
    },
  };
}
