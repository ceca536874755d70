/** The public shapes a client reads: MatchSummary, and the texts of log entries. */
import type { Json, MatchSummary } from "../api/contract.ts";
import type { Face } from "../engine/dice.ts";
import type { AnyGameModule } from "../games/module.ts";
import { findGame } from "../games/registry.ts";
import type { MatchResultRow, SeatRow } from "./store/schema.ts";
import type { MatchRow } from "./store/store.ts";

export type { MatchSummary };

/** The live parts of a summary; a match not in memory takes them from its row. */
export interface SummaryParts {
  readonly seats: readonly SeatRow[];
  readonly status: MatchRow["status"];
  readonly version: number;
  readonly result: MatchResultRow | undefined;
  readonly rematchId: string | null;
  readonly options: unknown;
  readonly connected: readonly boolean[];
}

export function summaryOf(row: MatchRow, p: SummaryParts): MatchSummary {
  const game = findGame(row.game);
  return {
    id: row.id,
    game: row.game,
    gameName: game?.name ?? row.game,
    options: p.options as Json,
    status: p.status,
    seats: p.seats.map((s, seat) => ({
      seat,
      name: s.name,
      kind: s.kind,
      connected: p.connected[seat] ?? false,
    })),
    version: p.version,
    commitment: row.commitment,
    createdAt: row.created_at,
    timer: row.timer_seconds ? { seconds: row.timer_seconds } : null,
    hints: row.hints === 1,
    ...(p.result ? { result: p.result } : {}),
    ...(p.rematchId ? { rematch: p.rematchId } : {}),
  };
}

/** A summary straight from a stored row (nobody is connected to a match not in memory). */
export function rowSummary(row: MatchRow): MatchSummary {
  return summaryOf(row, {
    seats: JSON.parse(row.seats) as SeatRow[],
    status: row.status,
    version: row.version,
    result: row.result ? (JSON.parse(row.result) as MatchResultRow) : undefined,
    rematchId: row.rematch_id,
    options: JSON.parse(row.options),
    connected: [],
  });
}

export function seatNames(seats: readonly SeatRow[]): string[] {
  return seats.map((s, i) => s.name || `Seat ${i + 1}`);
}

/** The game's own words; a module that throws on odd input still gets a line in the log. */
export function describeAction(
  mod: AnyGameModule,
  action: unknown,
  before: unknown,
  names: readonly string[],
): string {
  try {
    return mod.ui.describe(action, before, names);
  } catch {
    return `plays ${JSON.stringify(action)}`;
  }
}

export function describeRoll(
  mod: AnyGameModule,
  faces: readonly Face[],
  after: unknown,
  names: readonly string[],
): string {
  try {
    return mod.ui.describeRoll(faces, after, names);
  } catch {
    return `rolls ${faces.join(" ")}`;
  }
}
