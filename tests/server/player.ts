/** The kill -9 tests' client, shared by the SQLite and PostgreSQL runs. */
import WebSocket from "ws";
import { createMatch } from "./helpers.ts";

type State = {
  type: string;
  version: number;
  legal?: unknown[];
  step: { kind: string; seat?: number };
  match: { status: string };
};

/** A device holding every human seat of one match, that keeps playing across server deaths. */
export class Player {
  readonly acked = new Map<string, { version: number; seat: number }>();
  /** The codes of the refusals this device got, in order. */
  readonly refusals: string[] = [];
  private pending: { id: string; version: number; seat: number; action: unknown } | null = null;
  private latest: State | null = null;
  private n = 0;
  finished = false;

  constructor(
    readonly id: string,
    readonly tokens: string[],
    private readonly url: () => string,
    private readonly pick: (legal: unknown[]) => unknown,
  ) {}

  run(): Promise<void> {
    return new Promise((done) => {
      const connect = () => {
        const q = new URLSearchParams();
        for (const t of this.tokens) q.append("token", t);
        if (this.latest) q.set("since", String(this.latest.version));
        const ws = new WebSocket(
          `${this.url().replace("http", "ws")}/api/matches/${this.id}/live?${q}`,
        );
        ws.on("open", () => {
          // Resend what was never answered: acked again if it was committed, else applied now.
          if (this.pending) ws.send(JSON.stringify({ type: "act", ...this.pending }));
        });
        ws.on("message", (d) => this.onMessage(ws, JSON.parse(d.toString()), done));
        ws.on("error", () => undefined);
        ws.on("close", () => {
          if (!this.finished) setTimeout(connect, 50);
        });
      };
      connect();
    });
  }

  private onMessage(ws: WebSocket, m: Record<string, unknown>, done: () => void): void {
    if (m.type === "ping") {
      ws.send(JSON.stringify({ type: "pong" }));
      return;
    }
    if (m.type === "ack") {
      const p = this.pending;
      if (p && p.id === m.id) {
        this.acked.set(p.id, { version: m.version as number, seat: p.seat });
        this.pending = null;
      }
    } else if (m.type === "refused") {
      this.refusals.push(String(m.code));
      const p = this.pending;
      if (p?.id === m.id && m.code === "unavailable") {
        // The store failed: the same move, same id, goes again (acked if it was stored after all).
        setTimeout(() => {
          if (this.pending === p && ws.readyState === WebSocket.OPEN) {
            ws.send(JSON.stringify({ type: "act", ...p }));
          }
        }, 100);
        return;
      }
      // Refused: nothing was stored; decide again (a new id) from the latest state.
      if (p?.id === m.id) this.pending = null;
    } else if (m.type === "sync" || m.type === "event") {
      this.latest = m as unknown as State;
    } else return;
    const s = this.latest;
    if (!s) return;
    if (s.match.status === "finished") {
      this.finished = true;
      ws.close();
      done();
      return;
    }
    if (!this.pending && s.legal && s.step.kind === "decision") {
      this.pending = {
        id: `a${this.n++}`,
        version: s.version,
        seat: s.step.seat!,
        action: this.pick(s.legal),
      };
      ws.send(JSON.stringify({ type: "act", ...this.pending }));
    }
  }
}

/** A match to play: seats are names of people, or `bot:<level>`. */
export interface PlaySpec {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly seats: readonly string[];
}

/** A repeatable choice among the legal actions (a small LCG: the tests' runs are comparable). */
export function seededPick(seed: number): (legal: unknown[]) => unknown {
  let x = seed;
  return (legal) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return legal[x % legal.length];
  };
}

/** Creates every match on `base`, with one Player holding all of each match's human seats. */
export async function createPlayers(
  base: string,
  specs: readonly PlaySpec[],
  url: () => string,
  pick: (legal: unknown[]) => unknown,
): Promise<Player[]> {
  const players: Player[] = [];
  for (const spec of specs) {
    const seats = spec.seats.map((s) =>
      s.startsWith("bot:") ? { kind: "bot", level: s.slice(4) } : { kind: "human", name: s },
    );
    const made = await createMatch(base, { game: spec.game, options: spec.options, seats });
    const tokens = made.seats.flatMap((s) => (s.token ? [s.token] : []));
    players.push(new Player(made.id, tokens, url, pick));
  }
  return players;
}
