/**
 * One match on the server: the engine Match rebuilt from its log, the connections watching it,
 * and the one rule of durability: a step is stored (committed) before anything else sees it.
 * All changes run one at a time through `run`, so two messages can never interleave.
 */
import type { Face } from "../engine/dice.ts";
import type { FairDice } from "../engine/fair-dice.ts";
import type { Step } from "../engine/game.ts";
import { act, createMatch, enterRoll, type Match, roll } from "../engine/match.ts";
import { type AnyGameModule, seatSaid } from "../games/module.ts";
import { findModule } from "../games/registry.ts";
import { type Audience, chanceAudience } from "./privacy.ts";
import { Refusal } from "./protocol.ts";
import type { MatchResultRow, SeatRow, StepBody } from "./store/schema.ts";
import type { MatchRow, MatchStore, StepEffects } from "./store/store.ts";
import {
  describeAction,
  describeRoll,
  type MatchSummary,
  seatNames,
  summaryOf,
} from "./summary.ts";

/** A WebSocket connection as a room sees it: the seats it holds and a way to send. */
export interface Conn {
  readonly seats: readonly number[];
  /** Holds the table token (referee mode): types the rolls. */
  readonly table: boolean;
  send(msg: object): void;
}

export interface RoomEvents {
  /**
   * Called after each committed step, with the version it made; `heard` when another process
   * committed it and this one caught up (it is not announced again).
   */
  committed(room: Room, version: number, heard?: boolean): void;
  /** Called when presence changes. */
  presence(room: Room): void;
}

/** A step write that lost the race to another process: catch up, then check the move again. */
export class LostRace extends Refusal {
  constructor() {
    super("stale", "another move was stored first; sync and decide again");
  }
}

export class Room {
  readonly mod: AnyGameModule;
  seats: SeatRow[];
  /** The seats exactly as stored (their JSON), the guard of a seat change. */
  seatsText: string;
  status: MatchRow["status"];
  version: number;
  result: MatchResultRow | undefined;
  rematchId: string | null;
  match: Match;
  /** log[k] made version k + 1; texts[k] is its line; audiences[k] who saw a chance entry. */
  readonly log: StepBody[] = [];
  readonly texts: string[] = [];
  readonly audiences: (Audience | null)[] = [];
  readonly clientIds = new Map<string, number>();
  readonly resigned = new Set<number>();
  readonly conns = new Set<Conn>();
  /** When the current timed decision runs out (ms since epoch). */
  deadline: number | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private current: { version: number; audience: Audience | null } | null = null;

  constructor(
    readonly row: MatchRow,
    private readonly store: MatchStore,
  ) {
    const mod = findModule(row.game);
    if (!mod) throw new Error(`match ${row.id}: unknown game ${row.game}`);
    this.mod = mod;
    this.options = JSON.parse(row.options) as Record<string, unknown>;
    this.seats = JSON.parse(row.seats) as SeatRow[];
    this.seatsText = row.seats;
    this.status = row.status;
    this.version = row.version;
    this.result = row.result ? (JSON.parse(row.result) as MatchResultRow) : undefined;
    this.rematchId = row.rematch_id;
    this.match = this.freshMatch();
  }

  get id(): string {
    return this.row.id;
  }
  get referee(): boolean {
    return this.seats.some((s) => s.kind === "table");
  }
  /** The game's parsed options (defaults filled in), as stored. */
  readonly options: Record<string, unknown>;

  /** The engine match with the dice key as it stands (entropy is final once play starts). */
  freshMatch(): Match {
    const dice: FairDice = {
      kind: "hmac-sha256",
      commitment: this.row.commitment,
      entropy: this.seats.map((s) => s.entropy ?? ""),
      secret: this.row.secret,
      ...(this.row.dice_stream === "situation" ? { stream: "situation" as const } : {}),
    };
    return createMatch(this.mod.game, this.options, this.row.seed, seatNames(this.seats), dice);
  }

  /** Runs `fn` after every change queued before it; errors go to the caller only. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const p = this.chain.then(fn);
    this.chain = p.catch(() => undefined);
    return p;
  }

  step(): Step {
    return this.mod.game.next(this.match.state);
  }

  /** Who may see the current chance step's outcome (null when the step is no chance). */
  audience(): Audience | null {
    if (this.current?.version !== this.version) {
      const step = this.step();
      const audience =
        step.kind === "chance"
          ? chanceAudience(this.mod.game, this.match.state, step, this.seats.length)
          : null;
      this.current = { version: this.version, audience };
    }
    return this.current.audience;
  }

  /** Replays the stored log (rolls re-derived from the secret and checked against the log). */
  replayLog(steps: readonly { body: StepBody; clientId: string | null }[]): void {
    const m = this.match;
    for (const { body, clientId } of steps) {
      const audience = this.audience();
      let text: string;
      if ("resign" in body) {
        this.resigned.add(body.resign);
        text = this.resignText(body.resign);
      } else if ("chance" in body.entry) {
        const faces = body.entry.chance;
        if (body.entry.typed) enterRoll(m, faces);
        else {
          const drawn = roll(m);
          if (JSON.stringify(drawn) !== JSON.stringify(faces)) {
            throw new Error(`match ${this.id}: the log's roll ${this.log.length + 1} differs`);
          }
        }
        text = this.rollText(faces, m.state);
      } else {
        const { seat, action } = body.entry;
        text = this.actionText(seat, action, m.state, body.note);
        act(m, seat, action);
      }
      this.remember(body, text, audience, clientId);
    }
  }

  /**
   * Stores step version + 1, then applies it in memory. `next` is the state after it (null for
   * a resignation), computed and validated by the caller before anything is written.
   */
  async commit(
    body: StepBody,
    clientId: string | null,
    next: unknown,
    text: string,
    events: RoomEvents,
    rng?: Match["rng"],
  ): Promise<number> {
    const audience = this.audience();
    const resigned = new Set(this.resigned);
    if ("resign" in body) resigned.add(body.resign);
    const state = next ?? this.match.state;
    const fx: StepEffects =
      this.mod.game.next(state).kind === "end"
        ? { status: "finished", result: this.resultOf(state, resigned), waits: 0 }
        : { waits: this.waitsOn(state, resigned) };
    let ok: boolean;
    try {
      ok = await this.store.appendStep(this.id, this.version, { body, clientId }, fx);
    } catch (e) {
      throw new Refusal("unavailable", `the server could not store that: ${(e as Error).message}`);
    }
    if (!ok) throw new LostRace();
    if (next !== null) this.match.state = next;
    if (rng) this.match.rng = rng;
    if ("resign" in body) this.resigned.add(body.resign);
    else this.match.record.actions.push(body.entry);
    if (fx.status === "finished") {
      this.status = "finished";
      this.result = fx.result;
    }
    this.remember(body, text, audience, clientId);
    events.committed(this, this.version);
    return this.version;
  }

  /**
   * 1 when the server has the next move in `state`: a roll it draws, a bot's or a resigned
   * seat's move, or a running turn timer (stored as matches.waits, so a lease holder is found).
   */
  waitsOn(
    state: unknown,
    resigned: ReadonlySet<number> = this.resigned,
    seats: readonly SeatRow[] = this.seats,
    status: MatchRow["status"] = this.status,
  ): number {
    if (status !== "playing") return 0;
    const step = this.mod.game.next(state);
    if (step.kind === "chance") return this.referee ? 0 : 1;
    if (step.kind !== "decision") return 0;
    const kind = seats[step.seat].kind;
    if (kind === "bot" || resigned.has(step.seat)) return 1;
    return this.row.timer_seconds && kind !== "table" ? 1 : 0;
  }

  /**
   * Catches up with what other processes committed: seats (join, leave), the rematch, and each
   * step after this room's version, applied in order with its event as if committed here (rolls
   * are checked against the secret as on load). Only the missed steps are read and applied.
   * Returns whether anything changed. Runs inside `run`.
   */
  async refresh(events: RoomEvents): Promise<boolean> {
    const row = await this.store.getMatch(this.id);
    if (!row) return false;
    let changed = false;
    if (row.seats !== this.seatsText) {
      this.seatsText = row.seats;
      this.seats = JSON.parse(row.seats) as SeatRow[];
      const status = row.status === "open" ? "open" : "playing";
      // The dice key is fixed once play starts, with every seat's entropy (as in Hub.join).
      if (this.status === "open" && status === "playing") this.match = this.freshMatch();
      this.status = status;
      changed = true;
    }
    if (row.rematch_id !== this.rematchId) {
      this.rematchId = row.rematch_id;
      changed = true;
    }
    if (changed) events.presence(this);
    if (row.version <= this.version) return changed;
    for (const step of await this.store.getSteps(this.id, this.version)) {
      if (step.step !== this.version + 1) continue; // a step that arrived since the row was read
      this.replayLog([step]);
      if (this.step().kind === "end") {
        this.status = "finished";
        this.result = row.result ? (JSON.parse(row.result) as MatchResultRow) : undefined;
        this.result ??= this.resultOf(this.match.state, this.resigned);
      }
      events.committed(this, this.version, true);
    }
    return true;
  }

  private remember(body: StepBody, text: string, audience: Audience | null, id: string | null) {
    this.log.push(body);
    this.texts.push(text);
    this.audiences.push("entry" in body && "chance" in body.entry ? audience : null);
    this.version = this.log.length;
    if (id) this.clientIds.set(id, this.version);
  }

  resultOf(state: unknown, resigned: ReadonlySet<number>): MatchResultRow {
    const r = this.mod.game.result(state);
    return {
      scores: [...r.scores],
      ranking: r.ranking.map((g) => [...g]),
      ...(r.note ? { note: r.note } : {}),
      ...(resigned.size ? { resigned: [...resigned].sort((a, b) => a - b) } : {}),
    };
  }

  actionText(seat: number, action: unknown, before: unknown, note?: string): string {
    const names = seatNames(this.seats);
    const text = describeAction(this.mod, action, before, names);
    return `${seatSaid(names[seat], text)}${note ? ` (${note})` : ""}`;
  }

  resignText(seat: number): string {
    return `${seatNames(this.seats)[seat]} resigns; bot:${this.mod.defaultBot} plays the seat from now on`;
  }

  rollText(faces: readonly Face[], after: unknown): string {
    return describeRoll(this.mod, faces, after, seatNames(this.seats));
  }

  connected(): boolean[] {
    return this.seats.map((s, i) =>
      [...this.conns].some((c) => c.seats.includes(i) || (c.table && s.kind === "table")),
    );
  }

  summary(): MatchSummary {
    return summaryOf(this.row, {
      seats: this.seats,
      status: this.status,
      version: this.version,
      result: this.result,
      rematchId: this.rematchId,
      options: this.options,
      connected: this.connected(),
    });
  }
}
