/**
 * The live half of the API, after lichess: every event carries a version; the client keeps the
 * last one, reconnects with `since` after a drop (backoff with jitter) and receives what it
 * missed, or a full `sync`. Moves carry an id and are resent until acknowledged; the server
 * acks a repeated id again instead of applying it twice. A gap in versions triggers a resync.
 * No React here: `Live` is a small store that the table subscribes to (useSyncExternalStore).
 */
import type {
  ClientMessage,
  EventEntry,
  Face,
  Json,
  LogLine,
  MatchSummary,
  ServerMessage,
  Step,
} from "../../api/contract.ts";

export type Connection = "connecting" | "live" | "reconnecting" | "closed";

export interface LiveState {
  readonly connection: Connection;
  /** Failed attempts since the last good connection (for the indicator). */
  readonly attempts: number;
  readonly version: number;
  readonly match: MatchSummary | null;
  /** Seats this connection acts for (several at one screen). */
  readonly seats: readonly number[];
  readonly view: unknown;
  readonly step: Step | null;
  readonly legal: readonly Json[];
  readonly log: readonly LogLine[];
  readonly connected: readonly boolean[];
  /** The latest committed step as it arrived live (not from a sync), for animations. */
  readonly last: { readonly version: number; readonly entry: EventEntry } | null;
  /** Moves sent and not yet acknowledged. */
  readonly pending: number;
  /** A timed decision: whose, and when the clock runs out. */
  readonly timer: { readonly seat: number; readonly deadline: string } | null;
}

export interface Refusal {
  readonly code: string;
  readonly message: string;
}

type Outgoing = Extract<ClientMessage, { type: "act" | "roll" }>;

interface Pending {
  readonly msg: Outgoing;
  resolve(version: number): void;
  reject(r: Refusal): void;
  /** Times the server said it could not store this move yet (`unavailable`). */
  unavailable?: number;
}

/** An `unavailable` move stays pending and goes out again with its id, this many times at most. */
const UNAVAILABLE_TRIES = 5;

const BACKOFF_MS = [250, 500, 1000, 2000, 3000];
const RESEND_MS = 3000;
const SILENCE_MS = 25_000;

const initial: LiveState = {
  connection: "connecting",
  attempts: 0,
  version: -1,
  match: null,
  seats: [],
  view: null,
  step: null,
  legal: [],
  log: [],
  connected: [],
  last: null,
  pending: 0,
  timer: null,
};

export class Live {
  private state: LiveState = initial;
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<string, Pending>();
  private socket: WebSocket | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private resend: ReturnType<typeof setInterval> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private counter = 0;

  constructor(
    private readonly matchId: string,
    private readonly tokens: readonly string[],
    private readonly base: string = defaultBase(),
  ) {
    this.connect();
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  snapshot = (): LiveState => this.state;

  /** A seat's decision; resolves with the committed version, rejects with the server's reason. */
  act(seat: number, action: Json): Promise<number> {
    return this.send({ type: "act", id: this.nextId(), version: this.state.version, seat, action });
  }

  /** Referee mode: the faces the real dice showed (or none: ask the server to roll). */
  roll(faces?: readonly Face[]): Promise<number> {
    const msg: Outgoing = { type: "roll", id: this.nextId(), version: this.state.version };
    return this.send(faces ? { ...msg, faces } : msg);
  }

  close(): void {
    this.closed = true;
    this.clearTimers();
    this.socket?.close();
    this.socket = null;
    for (const p of this.pending.values()) p.reject({ code: "closed", message: "left the table" });
    this.pending.clear();
    this.set({ connection: "closed", pending: 0 });
  }

  private send(msg: Outgoing): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.set(msg.id, { msg, resolve, reject });
      this.set({ pending: this.pending.size });
      this.write(msg);
    });
  }

  private nextId(): string {
    this.counter++;
    return `${Date.now().toString(36)}-${this.counter}-${Math.random().toString(36).slice(2, 8)}`;
  }

  private write(msg: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(msg));
  }

  private connect(): void {
    if (this.closed) return;
    const q = new URLSearchParams();
    for (const t of this.tokens) q.append("token", t);
    if (this.state.version >= 0) q.set("since", String(this.state.version));
    const ws = new WebSocket(
      `${this.base}/api/matches/${encodeURIComponent(this.matchId)}/live?${q}`,
    );
    this.socket = ws;
    ws.onopen = () => {
      // With `since` and nothing missed, the server sends nothing: being open is being live.
      this.heard();
      this.set({ connection: "live", attempts: 0 });
      this.startResending();
    };
    ws.onmessage = (e) => {
      this.heard();
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return; // Not ours to act on; the next sync puts things right.
      }
      this.receive(msg);
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.scheduleReconnect();
    };
    ws.onerror = () => ws.close();
  }

  private scheduleReconnect(): void {
    this.clearTimers();
    if (this.closed) return;
    const attempts = this.state.attempts + 1;
    this.set({ connection: "reconnecting", attempts });
    const base = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)];
    this.retry = setTimeout(() => this.connect(), base + Math.random() * base * 0.3);
  }

  /** Any message (or the open) proves the socket alive; silence for long means it is dead. */
  private heard(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.socket?.close(), SILENCE_MS);
  }

  private receive(msg: ServerMessage): void {
    switch (msg.type) {
      case "ping":
        this.write({ type: "pong" });
        return;
      case "sync":
        this.set({
          connection: "live",
          attempts: 0,
          version: msg.version,
          match: msg.match,
          seats: msg.seats,
          view: msg.view,
          step: msg.step,
          legal: msg.legal ?? [],
          log: msg.log,
          connected: msg.match.seats.map((s) => s.connected),
          // Coming back mid-decision: the clock still runs, from the same deadline.
          timer:
            msg.deadline && msg.step.kind === "decision"
              ? { seat: msg.step.seat, deadline: msg.deadline }
              : null,
        });
        this.startResending();
        return;
      case "event": {
        const v = this.state.version;
        if (msg.version <= v) return; // Already have it (a resend after reconnect).
        if (v >= 0 && msg.version !== v + 1) {
          this.socket?.close(); // A gap: reconnect with `since` and receive what is missing.
          return;
        }
        this.set({
          connection: "live",
          attempts: 0,
          version: msg.version,
          view: msg.view,
          step: msg.step,
          legal: msg.legal ?? [],
          log: [...this.state.log, { version: msg.version, text: msg.text }],
          last: { version: msg.version, entry: msg.entry },
          timer: null,
          ...(msg.match ? { match: msg.match } : {}),
        });
        return;
      }
      case "ack": {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        this.set({ pending: this.pending.size });
        p.resolve(msg.version);
        return;
      }
      case "refused": {
        const p = msg.id ? this.pending.get(msg.id) : undefined;
        if (!p || !msg.id) return;
        // The server could not store it (its writer restarting): nothing was committed, so the
        // move is kept and resent with the same id (an ack if it did commit after all).
        if (msg.code === "unavailable" && (p.unavailable ?? 0) < UNAVAILABLE_TRIES - 1) {
          this.pending.set(msg.id, { ...p, unavailable: (p.unavailable ?? 0) + 1 });
          setTimeout(
            () => {
              const again = this.pending.get(p.msg.id);
              if (again) this.write(again.msg);
            },
            BACKOFF_MS[p.unavailable ?? 0],
          );
          return;
        }
        this.pending.delete(msg.id);
        this.set({ pending: this.pending.size });
        p.reject({ code: msg.code, message: msg.message });
        return;
      }
      case "presence":
        this.set({ connected: msg.connected });
        return;
      case "timer":
        this.set({ timer: { seat: msg.seat, deadline: msg.deadline } });
        return;
    }
  }

  /** After every (re)connect, and every few seconds, unacknowledged moves go out again. */
  private startResending(): void {
    for (const p of this.pending.values()) this.write(p.msg);
    if (this.resend) clearInterval(this.resend);
    this.resend = setInterval(() => {
      for (const p of this.pending.values()) this.write(p.msg);
    }, RESEND_MS);
  }

  private clearTimers(): void {
    if (this.retry) clearTimeout(this.retry);
    if (this.resend) clearInterval(this.resend);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.retry = this.resend = this.watchdog = null;
  }

  private set(patch: Partial<LiveState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }
}

function defaultBase(): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}`;
}
