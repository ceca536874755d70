/**
 * What each connection receives: sync on connect, one event per committed step, all shaped for
 * the seats it holds. A seat's hidden cards reach only that seat (through game.view), legal
 * actions only the deciding seat, a secret draw's faces only those the game lets see them.
 */
import type {
  EventEntry,
  EventMessage,
  Json,
  ServerMessage,
  SyncMessage,
} from "../api/contract.ts";
import type { Step } from "../engine/game.ts";
import { type Audience, chanceAudience, sees, visibleStep } from "./privacy.ts";
import type { Conn, Room } from "./room.ts";
import type { StepBody } from "./store/schema.ts";

/** Missed events older than this many steps come as a sync instead. */
const MAX_REPLAYED_EVENTS = 500;

function viewSeat(conn: Conn, step: Step): number {
  if (step.kind === "decision" && holds(conn, step.seat)) return step.seat;
  return conn.seats[0] ?? -1;
}

function holds(conn: Conn, seat: number): boolean {
  return conn.seats.includes(seat);
}

function entryFor(body: StepBody, audience: Audience | null, conn: Conn): EventEntry {
  if ("resign" in body) return body;
  const e = body.entry;
  if ("chance" in e && audience !== null && !sees(audience, conn.seats, conn.table)) {
    return { chance: [], hidden: true };
  }
  return e;
}

/** The part of a message that depends on the state: view, step, legal actions. */
function stateParts(
  room: Room,
  conn: Conn,
  state: unknown,
  resigned: ReadonlySet<number>,
  current: boolean,
): { view: unknown; viewSeat: number; step: Step; legal?: Json[] } {
  const game = room.mod.game;
  const step = game.next(state);
  const seat = viewSeat(conn, step);
  const audience = current
    ? room.audience()
    : step.kind === "chance"
      ? chanceAudience(game, state, step, room.seats.length)
      : null;
  const may = audience === null || sees(audience, conn.seats, conn.table);
  const decides =
    step.kind === "decision" &&
    holds(conn, step.seat) &&
    !resigned.has(step.seat) &&
    room.seats[step.seat].kind !== "bot" &&
    room.status === "playing";
  return {
    view: game.view(state, seat),
    viewSeat: seat,
    step: visibleStep(step, audience, conn.table && may),
    ...(decides ? { legal: game.legalActions(state) as Json[] } : {}),
  };
}

export function syncMessage(room: Room, conn: Conn): SyncMessage {
  const heldSeats = conn.table
    ? room.seats.flatMap((s, i) => (s.kind === "table" ? [i] : []))
    : conn.seats;
  return {
    type: "sync",
    version: room.version,
    match: room.summary(),
    seats: heldSeats,
    ...stateParts(room, conn, room.match.state, room.resigned, true),
    log: room.texts.map((text, k) => ({ version: k + 1, text })),
    ...deadlinePart(room),
  };
}

function deadlinePart(room: Room): { deadline?: string } {
  return room.deadline ? { deadline: new Date(room.deadline).toISOString() } : {};
}

/** The event of version v (the latest committed step), for one connection. */
export function eventMessage(room: Room, conn: Conn, v: number): EventMessage {
  return buildEvent(room, conn, v, room.match.state, room.resigned, true);
}

function buildEvent(
  room: Room,
  conn: Conn,
  v: number,
  state: unknown,
  resigned: ReadonlySet<number>,
  current: boolean,
): EventMessage {
  const body = room.log[v - 1];
  return {
    type: "event",
    version: v,
    text: room.texts[v - 1],
    entry: entryFor(body, room.audiences[v - 1], conn),
    ...stateParts(room, conn, state, resigned, current),
    match: room.summary(),
  };
}

/**
 * The events after `since`, each with the view as it was then: the log is replayed to rebuild
 * those states (cheap, and it keeps no old states in memory). Too far behind: a sync.
 */
export function catchUp(room: Room, conn: Conn, since: number): ServerMessage[] {
  if (since === room.version) return [];
  if (since > room.version || room.version - since > MAX_REPLAYED_EVENTS) {
    return [syncMessage(room, conn)];
  }
  const game = room.mod.game;
  const record = room.match.record;
  const out: ServerMessage[] = [];
  const resigned = new Set<number>();
  let state = game.setup(record.options);
  let k = 0; // record entries applied so far
  for (let v = 1; v <= room.version; v++) {
    const body = room.log[v - 1];
    if ("resign" in body) resigned.add(body.resign);
    else {
      const entry = record.actions[k++];
      state =
        "chance" in entry ? game.applyChance(state, entry.chance) : game.apply(state, entry.action);
    }
    if (v > since) {
      out.push(buildEvent(room, conn, v, state, new Set(resigned), v === room.version));
    }
  }
  return out;
}

export function broadcast(room: Room, v: number): void {
  for (const conn of room.conns) conn.send(eventMessage(room, conn, v));
}

export function presenceMessage(room: Room): ServerMessage {
  return { type: "presence", connected: room.connected() };
}
