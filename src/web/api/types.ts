/**
 * The server's protocol as the browser sees it (docs/api.md). Types only: what comes over the
 * wire is checked where it is read (http.ts, live.ts), never trusted blindly.
 */
import type { Face } from "../../engine/dice.ts";
import type { Json, Step } from "../../engine/game.ts";

export type { Face, Json, Step };

export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** JSON Schema of the game's options (zod's toJSONSchema). */
  readonly optionsSchema: Json;
  readonly bots: readonly string[];
  readonly defaultBot: string;
  readonly lowerIsBetter: boolean;
  readonly hintUnit?: string;
}

export type SeatKind = "human" | "open" | "bot" | "table";

export type SeatRequest =
  | { readonly kind: "human"; readonly name: string; readonly entropy?: string }
  | { readonly kind: "open" }
  | { readonly kind: "bot"; readonly level: string }
  | { readonly kind: "table"; readonly name: string };

export interface CreateRequest {
  readonly game: string;
  readonly options?: Record<string, Json>;
  readonly seats: readonly SeatRequest[];
  readonly timer?: { readonly seconds: number } | null;
  readonly hints?: boolean;
}

export interface CreatedSeat {
  readonly seat: number;
  readonly name: string;
  readonly kind: SeatKind;
  readonly token?: string;
  /** `/join/<id>/<seat>?token=...` for an open seat. */
  readonly invite?: string;
}

export interface Created {
  readonly id: string;
  readonly seats: readonly CreatedSeat[];
  readonly commitment: string;
  readonly tableToken?: string;
}

export type MatchStatus = "open" | "playing" | "finished";

export interface SeatSummary {
  readonly seat: number;
  readonly name: string;
  readonly kind: SeatKind;
  readonly connected: boolean;
}

export interface MatchResult {
  readonly scores: readonly number[];
  readonly ranking: readonly (readonly number[])[];
  readonly note?: string;
  readonly resigned?: readonly number[];
}

export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly gameName: string;
  readonly options: Json;
  readonly status: MatchStatus;
  readonly seats: readonly SeatSummary[];
  readonly version: number;
  readonly commitment: string;
  readonly createdAt: string;
  readonly timer?: { readonly seconds: number } | null;
  readonly hints?: boolean;
  readonly result?: MatchResult;
  readonly rematch?: string;
}

export interface Lobby {
  readonly open: readonly MatchSummary[];
  readonly live: readonly MatchSummary[];
  readonly recent: readonly MatchSummary[];
}

export interface Verified {
  readonly ok: boolean;
  readonly rolls: number;
  readonly problem?: string;
}

export interface HintOption {
  readonly action: Json;
  readonly label: string;
  readonly value: number;
}

export interface Hints {
  readonly unit: string;
  readonly options: readonly HintOption[];
}

/** One entry of a match record: a seat's decision or a chance outcome. */
export type RecordEntry =
  | { readonly seat: number; readonly action: Json }
  | { readonly chance: readonly Face[]; readonly typed?: true; readonly hidden?: true };

/** What a live event carries: a record entry, or a resignation (not in the record). */
export type EventEntry = RecordEntry | { readonly resign: number };

export interface Joined {
  readonly seat: number;
  readonly token: string;
  readonly match: MatchSummary;
}

export interface MatchRecord {
  readonly game: string;
  readonly rulesVersion: string;
  readonly options: Json;
  readonly seed?: number;
  readonly dice?: Json;
  readonly actions: readonly RecordEntry[];
  readonly players?: readonly string[];
}

export interface LogLine {
  readonly version: number;
  readonly text: string;
}

export type RefusedCode =
  | "malformed"
  | "stale"
  | "wrong-seat"
  | "not-now"
  | "illegal"
  | "forbidden"
  | "rate-limited"
  | "unavailable";

export type ServerMessage =
  | {
      readonly type: "sync";
      readonly version: number;
      readonly match: MatchSummary;
      readonly seats: readonly number[];
      readonly view: unknown;
      readonly step: Step;
      readonly legal?: readonly Json[];
      readonly log: readonly LogLine[];
      /** While a timed decision runs: when its clock runs out (ISO time). */
      readonly deadline?: string;
    }
  | {
      readonly type: "event";
      readonly version: number;
      readonly text: string;
      readonly entry: EventEntry;
      readonly view: unknown;
      readonly step: Step;
      readonly legal?: readonly Json[];
      /** Present when the event changes the summary (status, result, rematch). */
      readonly match?: MatchSummary;
    }
  | { readonly type: "ack"; readonly id: string; readonly version: number }
  | {
      readonly type: "refused";
      readonly id?: string;
      readonly code: RefusedCode;
      readonly message: string;
    }
  | { readonly type: "presence"; readonly connected: readonly boolean[] }
  | { readonly type: "timer"; readonly seat: number; readonly deadline: string }
  | { readonly type: "ping" };

export type ClientMessage =
  | {
      readonly type: "act";
      readonly id: string;
      readonly version: number;
      readonly seat: number;
      readonly action: Json;
    }
  | {
      readonly type: "roll";
      readonly id: string;
      readonly version: number;
      readonly faces?: readonly Face[];
    }
  | { readonly type: "pong" };
