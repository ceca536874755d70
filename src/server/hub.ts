/**
 * Every match the process knows: rooms in memory (rebuilt from the log on first use and on start),
 * creating, joining, leaving, resigning, rematches and hints. HTTP routes and the live socket are
 * thin layers over this.
 */
import { newSecret } from "../engine/fair-dice.ts";
import { parseOptions } from "../engine/match.ts";
import { findModule } from "../games/registry.ts";
import type { Cluster } from "./cluster.ts";
import { Driver } from "./driver.ts";
import { ApiError, stored } from "./errors.ts";
import { hashToken, newMatchId, newToken, rematchMatchId, rematchToken } from "./ids.ts";
import { broadcast, presenceMessage } from "./messages.ts";
import {
  type Created,
  createdOf,
  type DailyDice,
  disambiguate,
  type Holder,
  newMatchRow,
  rematchCreated,
  seatRow,
  withoutSeatOptions,
} from "./new-match.ts";
import type { CreateBody, SeatSpec } from "./protocol.ts";
import { type Conn, Room, type RoomEvents } from "./room.ts";
import type { SeatRow } from "./store/schema.ts";
import type { MatchRow, MatchStore } from "./store/store.ts";
import { type MatchSummary, rowSummary } from "./summary.ts";

export type { Created, DailyDice, Holder };

const LOBBY_LIMIT = 50;
const EVICT_MS = 10 * 60_000;

export class Hub {
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room | undefined>>();
  private readonly finishedListeners: ((room: Room) => void)[] = [];
  /** Told of every step a room applies, after its broadcast (tournaments follow their rounds). */
  private readonly watchers = new Set<(room: Room) => void>();
  readonly driver: Driver;

  constructor(
    readonly store: MatchStore,
    botDelayMs: number,
    /** Many processes on one database (--redis); none: this process is the only one. */
    readonly cluster?: Cluster,
  ) {
    const events: RoomEvents = {
      committed: (room, v, heard) => {
        broadcast(room, v);
        // After the commit, so a process that hears of it finds the step in the database.
        if (!heard) this.cluster?.announce(room.id, v);
        for (const w of this.watchers) w(room);
        if (room.status === "finished") {
          this.evictLater(room);
          // Only the process that stored the last step tells the listeners.
          if (!heard && v === room.version) for (const fn of this.finishedListeners) fn(room);
        }
      },
      presence: (room) => {
        const msg = presenceMessage(room);
        for (const c of room.conns) c.send(msg);
      },
    };
    this.driver = new Driver(botDelayMs, events, cluster);
  }

  /** Rooms in memory (a cluster checks them for missed events). */
  loaded(): Room[] {
    return [...this.rooms.values()];
  }

  /** With other processes: catches the room up with the database before it answers. */
  async fresh(room: Room): Promise<Room> {
    if (this.cluster) await room.run(() => this.driver.sync(room));
    return room;
  }

  /** Another process stored something in match `id`; catch up if this one holds the room. */
  heard(id: string, version: number, changed: boolean): void {
    const room = this.rooms.get(id);
    if (room && (changed || version > room.version)) {
      room
        .run(() => this.driver.sync(room))
        .catch((e) => {
          process.stderr.write(`clubhouse: match ${id}: catching up: ${(e as Error).message}\n`);
        });
    }
  }

  /** `fn` hears of every match that finishes, once, right after its last step is stored. */
  onCommitted(fn: (room: Room) => void): void {
    this.watchers.add(fn);
  }

  onFinished(fn: (room: Room) => void): void {
    this.finishedListeners.push(fn);
  }

  /** Rebuilds every unfinished match so bots, rolls and timers go on after a restart. */
  async resumeAll(): Promise<number> {
    const ids = await this.store.unfinishedIds();
    for (const id of ids) await this.room(id);
    return ids.length;
  }

  async room(id: string): Promise<Room | undefined> {
    const have = this.rooms.get(id);
    if (have) return have;
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id);
      this.loading.set(id, p);
    }
    try {
      return await p;
    } finally {
      this.loading.delete(id);
    }
  }

  async mustRoom(id: string): Promise<Room> {
    const r = /^m_[a-z0-9]{1,20}$/.test(id) ? await this.room(id) : undefined;
    if (!r) throw new ApiError("not-found", `no match ${JSON.stringify(id)}`);
    return this.fresh(r);
  }

  private async load(id: string): Promise<Room | undefined> {
    const row = await this.store.getMatch(id);
    if (!row) return undefined;
    const room = new Room(row, this.store);
    room.replayLog(await this.store.getSteps(id));
    this.rooms.set(id, room);
    this.driver.drive(room);
    return room;
  }

  async create(
    body: CreateBody,
    rematchOf?: Room,
    daily?: DailyDice,
    /** A seat token the caller derives itself (a tournament round's, from the profile). */
    tokenFor?: (matchId: string, seat: number) => string,
  ): Promise<{ created: Created; room: Room }> {
    const mod = findModule(body.game);
    if (!mod) throw new ApiError("not-found", `no game ${JSON.stringify(body.game)}`);
    const { min, max } = mod.game.seats;
    if (body.seats.length < min || body.seats.length > max) {
      throw new ApiError(
        "malformed",
        `${mod.game.name} seats ${min} to ${max} players, not ${body.seats.length}`,
      );
    }
    const referee = body.seats.some((s) => s.kind === "table");
    let options: unknown;
    try {
      // A match people play starts from the game's own new-match options (Roll In One: cards).
      const start = { ...mod.newMatchOptions, ...body.options };
      options = parseOptions(mod.game, { ...start, players: body.seats.length, referee });
    } catch (e) {
      throw new ApiError("malformed", (e as Error).message);
    }
    // A rematch's id follows from the old match's, so two processes making it make one match.
    const id = rematchOf ? rematchMatchId(rematchOf.id) : newMatchId();
    const dailyToken = daily?.token(id) ?? tokenFor?.(id, 0);
    const tokens: (string | undefined)[] = [];
    const seats = body.seats.map((spec, i) => {
      const old = rematchOf?.seats[i];
      const token =
        spec.kind === "human" || spec.kind === "open"
          ? dailyToken
            ? dailyToken
            : old?.tokenHash
              ? rematchToken(old.tokenHash, id)
              : newToken()
          : undefined;
      tokens.push(token);
      return seatRow(mod, spec, token);
    });
    disambiguate(seats);
    const oldTable = rematchOf?.row.table_token_hash;
    const tableToken = referee ? (oldTable ? rematchToken(oldTable, id) : newToken()) : undefined;
    const row = newMatchRow(id, mod, options, seats, {
      secret: daily?.secret ?? newSecret(),
      tableToken,
      timerSeconds: body.timer?.seconds ?? null,
      hints: body.hints !== false,
      daily,
    });
    const room = new Room(row, this.store);
    row.waits = room.waitsOn(room.match.state);
    await stored(this.store.insertMatch(row));
    this.rooms.set(id, room);
    this.driver.drive(room);
    const created = createdOf(row, seats, tokens, tableToken);
    return { created, room };
  }

  /** The seats a token acts for in this match (none: a wrong token). */
  holder(room: Room, token: string): Holder {
    const h = hashToken(token);
    if (room.row.table_token_hash === h) {
      const seats = room.seats.flatMap((s, i) => (s.kind === "table" ? [i] : []));
      return { seats, table: true };
    }
    const seats = room.seats.flatMap((s, i) => (s.tokenHash === h ? [i] : []));
    return { seats, table: false };
  }

  mustHold(room: Room, token: string): Holder {
    const h = this.holder(room, token);
    if (!h.seats.length) throw new ApiError("forbidden", "that token holds no seat of this match");
    return h;
  }

  join(room: Room, token: string, name: string, entropy?: string) {
    return this.seatChange(room, async () => {
      const seat = room.seats.findIndex((s) => s.tokenHash === hashToken(token));
      if (seat < 0) throw new ApiError("forbidden", "that token is no invite to this match");
      const s = room.seats[seat];
      if (s.kind === "human") {
        if (s.name === name) return { seat, token, match: room.summary() };
        throw new ApiError("taken", `seat ${seat + 1} was already joined by ${s.name}`);
      }
      if (room.status !== "open") throw new ApiError("not-now", "the match has started");
      const seats = room.seats.map((x, i) =>
        i === seat ? { ...x, kind: "human" as const, name, ...(entropy ? { entropy } : {}) } : x,
      );
      disambiguate(seats);
      const status = seats.some((x) => x.kind === "open") ? "open" : "playing";
      if (!(await this.storeSeats(room, seats, status))) return undefined;
      // The dice key is fixed now, with every seat's entropy.
      if (status === "playing") room.match = room.freshMatch();
      this.driver.events.presence(room);
      this.driver.drive(room);
      return { seat, token, match: room.summary() };
    });
  }

  /**
   * A join or leave: `fn` returns undefined when the seats changed under it (another process);
   * then the room catches up and `fn` decides again on the seats as they are now.
   */
  private seatChange<T>(room: Room, fn: () => Promise<T | undefined>): Promise<T> {
    return room.run(async () => {
      for (let i = 0; i < 3; i++) {
        const r = await fn();
        if (r !== undefined) return r;
        await this.driver.sync(room);
      }
      throw new ApiError("stale", "the match changed; try again");
    });
  }

  private async storeSeats(room: Room, seats: SeatRow[], status: MatchRow["status"]) {
    const expected = { version: room.version, seats: room.seatsText };
    const waits = room.waitsOn(room.match.state, room.resigned, seats, status);
    if (!(await stored(this.store.updateSeats(room.id, expected, seats, status, waits)))) {
      return false;
    }
    room.seats = seats;
    room.seatsText = JSON.stringify(seats);
    room.status = status;
    this.cluster?.announce(room.id, room.version, true);
    return true;
  }

  leave(room: Room, token: string) {
    const h = this.mustHold(room, token);
    if (room.status !== "open") return this.resignAll(room, h);
    return this.seatChange(room, async () => {
      if (room.status !== "open") throw new ApiError("not-now", "the match has started");
      const seats = room.seats.map((s, i) =>
        h.seats.includes(i) && s.kind === "human" && s.tokenHash
          ? { kind: "open" as const, name: "", tokenHash: s.tokenHash }
          : s,
      );
      if (!(await this.storeSeats(room, seats, "open"))) return undefined;
      this.driver.events.presence(room);
      return room.summary();
    });
  }

  async resignAll(room: Room, h: Holder): Promise<MatchSummary> {
    if (h.table) throw new ApiError("forbidden", "the table token cannot resign a seat");
    for (const seat of h.seats) await this.driver.resign(room, seat);
    return room.summary();
  }

  async rematch(room: Room, token: string): Promise<Created> {
    const h = this.mustHold(room, token);
    if (room.status !== "finished")
      throw new ApiError("not-now", "a rematch follows a finished match");
    if (room.row.dice_stream) throw new ApiError("not-now", "a daily challenge has no rematch");
    const next = await room.run(async () => {
      if (room.rematchId) return this.mustRoom(room.rematchId);
      const body: CreateBody = {
        game: room.mod.game.id,
        options: withoutSeatOptions(room.options),
        seats: room.seats.map((s): SeatSpec => {
          if (s.kind === "bot") return { kind: "bot", level: s.level ?? room.mod.defaultBot };
          if (s.kind === "table") return { kind: "table", name: s.name };
          return s.kind === "open" ? { kind: "open" } : { kind: "human", name: s.name };
        }),
        timer: room.row.timer_seconds ? { seconds: room.row.timer_seconds } : null,
        hints: room.row.hints === 1,
      };
      const made = await this.create(body, room).then(
        (c) => c.room,
        async (e) => {
          // Another process made this rematch first (same id): it is the one.
          if (await this.store.getMatch(rematchMatchId(room.id))) {
            return this.mustRoom(rematchMatchId(room.id));
          }
          throw e;
        },
      );
      room.rematchId = await stored(this.store.setRematch(room.id, made.id));
      this.cluster?.announce(room.id, room.version, true);
      this.driver.events.presence(room);
      return made;
    });
    return rematchCreated(next, room, h);
  }

  async lobby(): Promise<{ open: MatchSummary[]; live: MatchSummary[]; recent: MatchSummary[] }> {
    const list = async (status: MatchRow["status"]) => {
      // Rooms in memory know who is connected; the rest answer from their rows (no replay).
      const rows = await this.store.listByStatus(status, LOBBY_LIMIT);
      return rows.map((r) => this.rooms.get(r.id)?.summary() ?? rowSummary(r));
    };
    return {
      open: await list("open"),
      live: await list("playing"),
      recent: await list("finished"),
    };
  }

  attach(room: Room, conn: Conn): void {
    room.conns.add(conn);
    this.driver.events.presence(room);
  }

  detach(room: Room, conn: Conn): void {
    if (room.conns.delete(conn)) this.driver.events.presence(room);
    if (room.status === "finished") this.evictLater(room);
  }

  /** A finished match nobody watches leaves memory after a while (it reloads from its log). */
  private evictLater(room: Room): void {
    setTimeout(() => {
      if (!room.conns.size && this.rooms.get(room.id) === room) this.rooms.delete(room.id);
    }, EVICT_MS).unref();
  }

  async close(): Promise<void> {
    this.driver.stop();
    await this.cluster?.stop();
    // Let writes already queued finish before the store closes.
    await Promise.all([...this.rooms.values()].map((r) => r.run(() => undefined)));
    await this.store.close();
  }
}
