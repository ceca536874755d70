/** The public shapes a client reads: MatchSummary, and the texts of log entries. */
import type { Face } from "../engine/dice.ts";
import type { AnyGameModule } from "../games/module.ts";
import type { MatchResultRow, SeatKind, SeatRow } from "./store/schema.ts";

export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly gameName: string;
  readonly options: unknown;
  readonly status: "open" | "playing" | "finished";
  readonly seats: readonly { seat: number; name: string; kind: SeatKind; connected: boolean }[];
  readonly version: number;
  readonly commitment: string;
  readonly createdAt: string;
  readonly timer: { seconds: number } | null;
  readonly hints: boolean;
  readonly result?: MatchResultRow;
  readonly rematch?: string;
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
