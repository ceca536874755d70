/**
 * A new match's rows, from what its creator asked for (pure but for the fresh seed): seats from
 * their specs with names made distinct, the stored match row, what the creator is told (tokens,
 * invites), and a rematch's tokens, derived from the old match's so no new secret is handed out.
 */
import { commitmentOf } from "../engine/fair-dice.ts";
import type { AnyGameModule } from "../games/module.ts";
import { ApiError } from "./errors.ts";
import { hashToken, randomSeed, rematchToken } from "./ids.ts";
import type { SeatSpec } from "./protocol.ts";
import type { Room } from "./room.ts";
import type { SeatRow } from "./store/schema.ts";
import type { MatchRow } from "./store/store.ts";

/** A daily challenge's dice: the day's secret, kept back until `revealAt`; the seat's token. */
export interface DailyDice {
  readonly secret: string;
  readonly revealAt: string;
  readonly token: (matchId: string) => string;
}

export interface Created {
  readonly id: string;
  readonly seats: { seat: number; name: string; kind: string; token?: string; invite?: string }[];
  readonly commitment: string;
  readonly tableToken?: string;
}

/** Who a token is in a match: the seats it acts for. */
export interface Holder {
  readonly seats: number[];
  readonly table: boolean;
}

export function seatRow(mod: AnyGameModule, spec: SeatSpec, token: string | undefined): SeatRow {
  const tokenHash = token ? hashToken(token) : undefined;
  switch (spec.kind) {
    case "human":
      return {
        kind: "human",
        name: spec.name,
        tokenHash,
        ...(spec.entropy ? { entropy: spec.entropy } : {}),
      };
    case "open":
      return { kind: "open", name: "", tokenHash };
    case "table":
      return { kind: "table", name: spec.name };
    case "bot": {
      if (!mod.bots[spec.level]) {
        throw new ApiError(
          "malformed",
          `${mod.game.name} has no bot "${spec.level}"; its bots are ${Object.keys(mod.bots).join(", ")}`,
        );
      }
      return { kind: "bot", name: `bot:${spec.level}`, level: spec.level };
    }
  }
}

/** Equal names get a number, so logs stay readable: "bot:greedy#1", "bot:greedy#2". */
export function disambiguate(seats: SeatRow[]): void {
  const count = new Map<string, number>();
  const base = seats.map((s) => s.name.replace(/#\d+$/, ""));
  for (const n of base) if (n) count.set(n, (count.get(n) ?? 0) + 1);
  const seen = new Map<string, number>();
  seats.forEach((s, i) => {
    const n = base[i];
    if (!n || (count.get(n) ?? 0) < 2) return;
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    s.name = `${n}#${k}`;
  });
}

/** The options a rematch starts from: the old match's, less what its seats decide. */
export function withoutSeatOptions(o: Record<string, unknown>): Record<string, never> {
  const { players: _p, referee: _r, ...rest } = o;
  return rest as Record<string, never>;
}

export interface NewMatchSettings {
  readonly secret: string;
  readonly tableToken: string | undefined;
  readonly timerSeconds: number | null;
  readonly hints: boolean;
  readonly daily: DailyDice | undefined;
}

/** The row stored for a new match (`waits` is set once its first state is known). */
export function newMatchRow(
  id: string,
  mod: AnyGameModule,
  options: unknown,
  seats: readonly SeatRow[],
  d: NewMatchSettings,
): MatchRow {
  return {
    id,
    game: mod.game.id,
    rules_version: mod.game.rulesVersion,
    options: JSON.stringify(options),
    status: seats.some((s) => s.kind === "open") ? "open" : "playing",
    seats: JSON.stringify(seats),
    seed: randomSeed(),
    secret: d.secret,
    commitment: commitmentOf(d.secret),
    timer_seconds: d.timerSeconds,
    hints: d.hints ? 1 : 0,
    table_token_hash: d.tableToken ? hashToken(d.tableToken) : null,
    version: 0,
    created_at: new Date().toISOString(),
    finished_at: null,
    result: null,
    rematch_id: null,
    waits: 0,
    dice_stream: d.daily ? "situation" : null,
    reveal_at: d.daily?.revealAt ?? null,
  };
}

/** What the creator is told: each seat, with the tokens and invites only it may hold. */
export function createdOf(
  row: MatchRow,
  seats: readonly SeatRow[],
  tokens: readonly (string | undefined)[],
  tableToken: string | undefined,
): Created {
  return {
    id: row.id,
    seats: seats.map((s, seat) => ({
      seat,
      name: s.name,
      kind: s.kind,
      ...(s.kind === "human" ? { token: tokens[seat] } : {}),
      ...(s.kind === "open" ? { invite: `/join/${row.id}/${seat}?token=${tokens[seat]}` } : {}),
    })),
    commitment: row.commitment,
    ...(tableToken ? { tableToken } : {}),
  };
}

/** A rematch as the holder `h` of seats in the old match is told it: only its own tokens. */
export function rematchCreated(next: Room, old: Room, h: Holder): Created {
  return {
    id: next.id,
    seats: next.seats.map((s, seat) => {
      const oldHash = old.seats[seat]?.tokenHash;
      const mine = !h.table && h.seats.includes(seat) && oldHash;
      return {
        seat,
        name: s.name,
        kind: s.kind,
        ...(mine && s.kind === "human" ? { token: rematchToken(oldHash, next.id) } : {}),
        ...(mine && s.kind === "open"
          ? { invite: `/join/${next.id}/${seat}?token=${rematchToken(oldHash, next.id)}` }
          : {}),
      };
    }),
    commitment: next.row.commitment,
    ...(h.table && old.row.table_token_hash
      ? { tableToken: rematchToken(old.row.table_token_hash, next.id) }
      : {}),
  };
}
