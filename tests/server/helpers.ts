/** A real server process and real WebSocket clients, for the server tests. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import type { MatchRow } from "../../src/server/store/store.ts";

export interface ServerProcess {
  readonly url: string;
  readonly db: string;
  readonly proc: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), "clubhouse-")), "test.sqlite");
}

export async function startServer(
  db = tempDb(),
  extra: string[] = [],
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const proc = spawn(
    process.execPath,
    ["bin/clubhouse.mjs", "serve", "--port", "0", "--db", db, "--bot-delay", "0", ...extra],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } },
  );
  let err = "";
  proc.stderr?.on("data", (d) => {
    err += d;
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (d) => {
      out += d;
      const m = /Clubhouse is running at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.on("exit", (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
  const exited = new Promise<number | null>((r) => proc.on("exit", (code) => r(code)));
  return {
    url,
    db,
    proc,
    stop: (signal = "SIGTERM") => {
      proc.kill(signal);
      // A clean stop that has not ended in 30 s is killed, so one slow shutdown fails no hook.
      const force = setTimeout(() => proc.kill("SIGKILL"), 30_000);
      return exited.finally(() => clearTimeout(force));
    },
  };
}

export async function api<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** What `POST /api/matches` answers. */
export interface Created {
  id: string;
  seats: { seat: number; name: string; kind: string; token?: string; invite?: string }[];
  commitment: string;
  tableToken?: string;
}

/** Makes a match through the API; any answer but 201 fails with what the server said. */
export async function createMatch(base: string, body: unknown): Promise<Created> {
  const r = await api<Created>(base, "POST", "/api/matches", body);
  if (r.status !== 201) {
    throw new Error(`POST /api/matches answered ${r.status}: ${JSON.stringify(r.body)}`);
  }
  return r.body;
}

/** A stored match row in play with no steps, for the store tests; `over` sets any field. */
export function matchRow(id: string, over: Partial<MatchRow> = {}): MatchRow {
  return {
    id,
    game: "straight-golf",
    rules_version: "1",
    options: "{}",
    status: "playing",
    seats: "[]",
    seed: 1,
    secret: "s",
    commitment: "c",
    timer_seconds: null,
    hints: 0,
    table_token_hash: null,
    version: 0,
    created_at: new Date().toISOString(),
    finished_at: null,
    result: null,
    rematch_id: null,
    waits: 0,
    dice_stream: null,
    reveal_at: null,
    ...over,
  };
}

export type Msg = Record<string, unknown> & { type: string };

/** A live connection that keeps every message and lets a test wait for one. */
export class Client {
  readonly messages: Msg[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  private n = 0;
  closed: { code: number } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (d) => {
      const m = JSON.parse(d.toString()) as Msg;
      if (m.type === "ping") ws.send(JSON.stringify({ type: "pong" }));
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    ws.on("close", (code) => {
      this.closed = { code };
    });
  }

  static async open(base: string, id: string, tokens: string[] = [], since?: number) {
    const q = new URLSearchParams();
    for (const t of tokens) q.append("token", t);
    if (since !== undefined) q.set("since", String(since));
    const ws = new WebSocket(`${base.replace("http", "ws")}/api/matches/${id}/live?${q}`);
    const c = new Client(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return c;
  }

  /** The first message (kept or future) after index `from` that matches. */
  next(pred: (m: Msg) => boolean, from = 0, ms = 20_000): Promise<Msg> {
    const have = this.messages.slice(from).find(pred);
    if (have) return Promise.resolve(have);
    return new Promise((resolve, reject) => {
      const t = setTimeout(
        () =>
          reject(
            new Error(
              `timed out waiting; last: ${JSON.stringify(this.messages.at(-1))?.slice(0, 300)}`,
            ),
          ),
        ms,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(t);
          resolve(m);
        },
      });
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  }

  /** Sends an act and waits for its ack or refusal. */
  async act(version: number, seat: number, action: unknown, id = `c${this.n++}`): Promise<Msg> {
    this.send({ type: "act", id, version, seat, action });
    return this.next((m) => (m.type === "ack" || m.type === "refused") && m.id === id);
  }

  /** The latest message that carries the match state (sync or event). */
  latest(): Msg | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i];
      if (m.type === "sync" || m.type === "event") return m;
    }
    return undefined;
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * Plays a match to its end through these clients: whenever one of them holds the deciding seat
 * (the latest state message carries `legal`), it sends one legal action (`pick` chooses which).
 */
export async function playToEnd(
  clients: Client[],
  pick: (legal: unknown[], turn: number) => unknown = (legal) => legal[0],
  maxTurns = 5000,
): Promise<Msg> {
  // A socket may be open before its sync has arrived.
  await Promise.all(clients.map((c) => c.latest() ?? c.next((m) => m.type === "sync")));
  for (let turn = 0; turn < maxTurns; turn++) {
    const states = clients.map((c) => c.latest()).filter((m) => m !== undefined);
    const top = Math.max(...states.map((m) => m.version as number));
    const last = states.find((m) => m.version === top)!;
    const match = last.match as { status: string };
    if (match.status === "finished") return last;
    // Everyone must have caught up with the newest version before we look for the mover.
    await Promise.all(
      clients.map((c) =>
        c.next((x) => (x.type === "event" || x.type === "sync") && (x.version as number) >= top),
      ),
    );
    const mover = clients.find((c) => {
      const m = c.latest();
      return m?.version === top && Array.isArray(m.legal);
    });
    if (mover) {
      const m = mover.latest()!;
      const step = m.step as { seat: number };
      const r = await mover.act(top, step.seat, pick(m.legal as unknown[], turn));
      if (r.type !== "ack") throw new Error(`refused: ${JSON.stringify(r)}`);
    }
    // Wait for any client to see a newer version.
    await Promise.race(
      clients.map((c) =>
        c.next((x) => (x.type === "event" || x.type === "sync") && (x.version as number) > top),
      ),
    );
  }
  throw new Error("match did not end");
}
