/**
 * Moves of a match: a seat's act, a referee's typed roll, a resignation, and what the server does
 * by itself (roll the dice, play bot seats after a short delay, play a timed-out move). Every one
 * is checked against the current state first and refused with a reason, then committed.
 */
import type { Face } from "../engine/dice.ts";
import { checkOutcome } from "../engine/dice.ts";
import { GameError } from "../engine/errors.ts";
import type { Json } from "../engine/game.ts";
import { drawRoll, validateAction } from "../engine/match.ts";
import { createRng, type RandomGenerator } from "../engine/rng.ts";
import type { Bot } from "../strategy/bot.ts";
import { Refusal } from "./protocol.ts";
import { type Conn, LostRace, type Room, type RoomEvents } from "./room.ts";

type Pending = { cancel(): void };

/**
 * With many processes, the right to do a match's server moves (a lease, see store/leases.ts).
 * Without it (one process) the driver does them all.
 */
export interface Claims {
  claim(room: Room): Promise<boolean>;
  release(room: Room): void;
}

/** Lost races retried per move: each retry first catches up with the steps it missed. */
const RETRIES = 3;

export class Driver {
  private readonly pending = new Map<Room, Pending>();
  private readonly bots = new Map<string, Bot<unknown, unknown>>();
  private readonly rng: RandomGenerator = createRng(Date.now() | 0);
  private stopped = false;
  /** The store refused a server move and none has been stored since (logged once, not per match). */
  private storeDown = false;

  constructor(
    readonly botDelayMs: number,
    readonly events: RoomEvents,
    private readonly claims?: Claims,
  ) {}

  /**
   * Runs a move in the room's queue. A write that another process beat (LostRace) is never lost
   * nor applied twice: the room catches up with the steps it missed and the move is checked
   * again from the start against the new state, then stored or refused with a reason.
   */
  private attempt<T>(room: Room, fn: () => Promise<T>): Promise<T> {
    return room.run(async () => {
      for (let i = 0; ; i++) {
        try {
          return await fn();
        } catch (e) {
          if (!(e instanceof LostRace) || i >= RETRIES) throw e;
          await this.sync(room);
        }
      }
    });
  }

  /** Catches the room up with the database and arranges what comes next. Runs inside `run`. */
  async sync(room: Room): Promise<void> {
    if (await room.refresh(this.events)) this.drive(room);
  }

  /** A seat's decision from a connection: ack version, or a Refusal. */
  act(room: Room, conn: Conn, clientId: string, version: number, seat: number, raw: unknown) {
    // Ids are the client's own, so they are kept per seat: two devices may both say "c1".
    const id = `${seat}:${clientId}`;
    return this.attempt(room, async () => {
      const done = room.clientIds.get(id);
      if (done !== undefined) return done;
      if (!conn.seats.includes(seat) && !(conn.table && room.seats[seat]?.kind === "table")) {
        throw conn.seats.length || conn.table
          ? new Refusal("wrong-seat", `this connection does not hold seat ${seat + 1}`)
          : new Refusal("forbidden", "spectators cannot act; join a seat first");
      }
      this.checkPlaying(room);
      if (room.resigned.has(seat)) throw new Refusal("not-now", "that seat resigned");
      if (room.seats[seat].kind === "bot") throw new Refusal("wrong-seat", "a bot plays that seat");
      if (version !== room.version) throw stale(room);
      let action: unknown;
      try {
        action = validateAction(room.match, seat, raw);
      } catch (e) {
        throw asRefusal(e);
      }
      const before = room.match.state;
      const next = room.mod.game.apply(before, action);
      const text = room.actionText(seat, action, before);
      const entry = { seat, action: action as Json };
      const v = await room.commit({ entry }, id, next, text, this.events);
      this.drive(room);
      return v;
    });
  }

  /** Referee mode: the table device types what the real dice showed. */
  typedRoll(room: Room, conn: Conn, clientId: string, version: number, faces?: Face[]) {
    const id = `table:${clientId}`;
    return this.attempt(room, async () => {
      const done = room.clientIds.get(id);
      if (done !== undefined) return done;
      if (!room.referee) throw new Refusal("not-now", "the server rolls the dice in this match");
      if (!conn.table) throw new Refusal("forbidden", "only the table device types the dice");
      this.checkPlaying(room);
      if (version !== room.version) throw stale(room);
      const step = room.step();
      if (step.kind !== "chance") throw new Refusal("not-now", "no dice to roll now");
      if (!faces) throw new Refusal("malformed", "a roll in referee mode needs its faces");
      const why = checkOutcome(step.dice, faces);
      if (why) throw new Refusal("illegal", why);
      const next = room.mod.game.applyChance(room.match.state, faces);
      const text = room.rollText(faces, next);
      const entry = { chance: [...faces], typed: true as const };
      const v = await room.commit({ entry }, id, next, text, this.events);
      this.drive(room);
      return v;
    });
  }

  resign(room: Room, seat: number) {
    return this.attempt(room, async () => {
      this.checkPlaying(room);
      if (room.resigned.has(seat)) return room.version;
      const v = await room.commit({ resign: seat }, null, null, room.resignText(seat), this.events);
      this.drive(room);
      return v;
    });
  }

  private checkPlaying(room: Room): void {
    if (room.status === "open") throw new Refusal("not-now", "the match waits for its players");
    if (room.status === "finished") throw new Refusal("not-now", "the game is over");
  }

  /** Arranges what the server does next in this match, if anything. */
  drive(room: Room): void {
    this.pending.get(room)?.cancel();
    this.pending.delete(room);
    room.deadline = undefined;
    const work = this.stopped ? undefined : this.work(room);
    if (!work) {
      this.claims?.release(room);
      return;
    }
    if (!this.claims) {
      this.later(room, work.ms, work.fn);
      return;
    }
    // Another process may hold the match's lease: then it does the move, not this one.
    let cancelled = false;
    this.pending.set(room, { cancel: () => (cancelled = true) });
    const v = room.version;
    this.claims.claim(room).then(
      (mine) => {
        if (mine && !cancelled && !this.stopped && room.version === v) {
          this.later(room, work.ms, work.fn);
        }
      },
      (e) => this.failed(room, e),
    );
  }

  /** The server's own next move in this match and when it is due; tells watchers of a timer. */
  private work(room: Room): { ms: number; fn: () => Promise<void> } | undefined {
    if (room.status !== "playing") return undefined;
    const step = room.step();
    const v = room.version;
    if (step.kind === "end") return undefined;
    if (step.kind === "chance") {
      return room.referee ? undefined : { ms: 0, fn: () => this.serverRoll(room, v) };
    }
    const seat = step.seat;
    const kind = room.seats[seat].kind;
    if (kind === "bot" || room.resigned.has(seat)) {
      const humansLeft = room.seats.some((s, i) => s.kind !== "bot" && !room.resigned.has(i));
      const delay = humansLeft ? this.botDelayMs : 0;
      return { ms: delay, fn: () => this.botMove(room, v, seat, undefined) };
    }
    const seconds = room.row.timer_seconds;
    if (!seconds || kind === "table") return undefined;
    room.deadline = Date.now() + seconds * 1000;
    const msg = { type: "timer", seat, deadline: new Date(room.deadline).toISOString() };
    for (const c of room.conns) c.send(msg);
    return { ms: seconds * 1000, fn: () => this.botMove(room, v, seat, "time ran out") };
  }

  private later(room: Room, ms: number, fn: () => Promise<unknown>): void {
    const go = () => {
      this.pending.delete(room);
      this.attempt(room, fn).then(
        () => {
          this.storeDown = false;
        },
        (e) => this.failed(room, e),
      );
    };
    if (ms === 0) {
      const h = setImmediate(go);
      this.pending.set(room, { cancel: () => clearImmediate(h) });
    } else {
      const h = setTimeout(go, ms);
      this.pending.set(room, { cancel: () => clearTimeout(h) });
    }
  }

  private failed(room: Room, e: unknown): void {
    // A refused server move (e.g. the store is down) is retried rather than stalling the table.
    if (this.stopped) return;
    const outage = e instanceof Refusal && e.code === "unavailable";
    if (!outage || !this.storeDown) {
      process.stderr.write(`clubhouse: match ${room.id}: ${(e as Error).message}\n`);
    }
    if (outage) this.storeDown = true;
    const h = setTimeout(() => this.drive(room), 1000);
    this.pending.set(room, { cancel: () => clearTimeout(h) });
  }

  private async serverRoll(room: Room, v: number): Promise<void> {
    if (room.version !== v || room.status !== "playing") return;
    const step = room.step();
    if (step.kind !== "chance") return;
    // Drawn without changing the match: it keeps the generator only once the roll is stored.
    const { faces, rng } = drawRoll(room.match, step);
    const next = room.mod.game.applyChance(room.match.state, faces);
    await room.commit(
      { entry: { chance: faces } },
      null,
      next,
      room.rollText(faces, next),
      this.events,
      rng,
    );
    this.drive(room);
  }

  private async botMove(room: Room, v: number, seat: number, note?: string): Promise<void> {
    if (room.version !== v || room.status !== "playing") return;
    const step = room.step();
    if (step.kind !== "decision" || step.seat !== seat) return;
    const s = room.seats[seat];
    const level = s.kind === "bot" && s.level ? s.level : room.mod.defaultBot;
    const bot = this.bot(room, level);
    const before = room.match.state;
    const action = validateAction(room.match, seat, bot.choose(before, this.rng));
    const next = room.mod.game.apply(before, action);
    const why = note ? `${note}: played by bot:${level}` : undefined;
    const text = room.actionText(seat, action, before, why);
    const body = { entry: { seat, action: action as Json }, ...(why ? { note: why } : {}) };
    await room.commit(body, null, next, text, this.events);
    this.drive(room);
  }

  private bot(room: Room, level: string): Bot<unknown, unknown> {
    const key = `${room.mod.game.id}/${level}`;
    let b = this.bots.get(key);
    if (!b) {
      b = room.mod.bots[level]();
      this.bots.set(key, b);
    }
    return b;
  }

  stop(): void {
    this.stopped = true;
    for (const p of this.pending.values()) p.cancel();
    this.pending.clear();
  }
}

function stale(room: Room): Refusal {
  return new Refusal("stale", `the match is at version ${room.version}; sync and decide again`);
}

function asRefusal(e: unknown): Refusal {
  if (e instanceof Refusal) return e;
  if (e instanceof GameError) {
    const code = e.code === "impossible-outcome" ? "illegal" : e.code;
    if (code === "malformed" || code === "wrong-seat" || code === "illegal" || code === "not-now") {
      return new Refusal(code, e.message);
    }
  }
  throw e;
}
