/**
 * Moves of a match: a seat's act, a referee's typed roll, a resignation, and what the server does
 * by itself (roll the dice, play bot seats after a short delay, play a timed-out move). Every one
 * is checked against the current state first and refused with a reason, then committed.
 */
import type { Face } from "../engine/dice.ts";
import { checkOutcome, rollDice } from "../engine/dice.ts";
import { GameError } from "../engine/errors.ts";
import type { Json } from "../engine/game.ts";
import { validateAction } from "../engine/match.ts";
import { createRng, type RandomGenerator } from "../engine/rng.ts";
import type { Bot } from "../strategy/bot.ts";
import { Refusal } from "./protocol.ts";
import type { Conn, Room, RoomEvents } from "./room.ts";

type Pending = { cancel(): void };

export class Driver {
  private readonly pending = new Map<Room, Pending>();
  private readonly bots = new Map<string, Bot<unknown, unknown>>();
  private readonly rng: RandomGenerator = createRng(Date.now() | 0);
  private stopped = false;

  constructor(
    readonly botDelayMs: number,
    readonly events: RoomEvents,
  ) {}

  /** A seat's decision from a connection: ack version, or a Refusal. */
  act(room: Room, conn: Conn, clientId: string, version: number, seat: number, raw: unknown) {
    // Ids are the client's own, so they are kept per seat: two devices may both say "c1".
    const id = `${seat}:${clientId}`;
    return room.run(async () => {
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
    return room.run(async () => {
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
    return room.run(async () => {
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
    if (room.status !== "playing" || this.stopped) return;
    const step = room.step();
    const v = room.version;
    if (step.kind === "end") return;
    if (step.kind === "chance") {
      if (!room.referee) this.later(room, 0, () => this.serverRoll(room, v));
      return;
    }
    const seat = step.seat;
    const kind = room.seats[seat].kind;
    if (kind === "bot" || room.resigned.has(seat)) {
      const humansLeft = room.seats.some((s, i) => s.kind !== "bot" && !room.resigned.has(i));
      const delay = humansLeft ? this.botDelayMs : 0;
      this.later(room, delay, () => this.botMove(room, v, seat, undefined));
      return;
    }
    const seconds = room.row.timer_seconds;
    if (seconds && kind !== "table") {
      room.deadline = Date.now() + seconds * 1000;
      this.later(room, seconds * 1000, () => this.botMove(room, v, seat, "time ran out"));
      const msg = { type: "timer", seat, deadline: new Date(room.deadline).toISOString() };
      for (const c of room.conns) c.send(msg);
    }
  }

  private later(room: Room, ms: number, fn: () => Promise<unknown>): void {
    const go = () => {
      this.pending.delete(room);
      room.run(fn).catch((e) => this.failed(room, e));
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
    process.stderr.write(`clubhouse: match ${room.id}: ${(e as Error).message}\n`);
    const h = setTimeout(() => this.drive(room), 1000);
    this.pending.set(room, { cancel: () => clearTimeout(h) });
  }

  private async serverRoll(room: Room, v: number): Promise<void> {
    if (room.version !== v || room.status !== "playing") return;
    const step = room.step();
    if (step.kind !== "chance") return;
    // Drawn on a clone: the match keeps it only once the roll is stored.
    const rng = room.match.rng.clone();
    const faces = rollDice(rng, step.dice);
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
