/**
 * The contract between the server and its clients (docs/api.md): the shapes of its answers and
 * of the live socket's messages, types only. The server builds what it sends as these types
 * (src/server/summary.ts, messages.ts); the web app reads them, checking what comes over the
 * wire where it is read (src/web/api/http.ts, live.ts). Request bodies are checked by the
 * server's zod schemas (src/server/protocol.ts), which must accept what these types describe.
 */
import type { Face } from "../engine/dice.ts";
import type { Json, Step } from "../engine/game.ts";
import type { TournamentMode } from "../games/golo/tournament.ts";

export type { Face, Json, Step, TournamentMode };

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
  /** Options a new match starts from unless the request says otherwise (Roll In One: cards). */
  readonly newMatchOptions?: Readonly<Record<string, Json>>;
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
      /** The seat whose view this is: the deciding seat if this connection holds it, else its first (-1: none). */
      readonly viewSeat: number;
      /** A secret draw's dice come without their faces, marked hidden, to those who may not see it. */
      readonly step: Step & { readonly hidden?: true };
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
      readonly viewSeat: number;
      readonly step: Step & { readonly hidden?: true };
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

export type SyncMessage = Extract<ServerMessage, { readonly type: "sync" }>;
export type EventMessage = Extract<ServerMessage, { readonly type: "event" }>;

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

/** A tournament round of one entrant, as the Tournament Scorecard shows it. */
export type CellStatus = "waiting" | "open" | "playing" | "finished" | "NS" | "DQ";

export interface RoundCell {
  readonly status: CellStatus;
  /** Strokes so far (the round's score once finished); null before it starts. */
  readonly strokes: number | null;
  readonly holes: number;
  readonly toPar: number | null;
  /** The round's match, for spectators. */
  readonly matchId?: string;
}

export interface BoardRow {
  readonly entrant: string;
  readonly name: string;
  readonly bot: boolean;
  /** "1", "T2", or "" (not started), "NS", "DQ". */
  readonly position: string;
  readonly place: number | null;
  readonly toPar: number | null;
  /** Holes played in the entrant's current round (18: finished it). */
  readonly thru: number;
  /** 1-based: the round the entrant is on (or last played). */
  readonly round: number | null;
  readonly rounds: readonly RoundCell[];
  readonly total: number | null;
  readonly status: "active" | "NS" | "DQ";
}

export interface RoundWindow {
  readonly start: string;
  readonly end: string;
  readonly state: "before" | "open" | "closed";
}

export interface TournamentView {
  readonly id: string;
  readonly name: string;
  readonly mode: TournamentMode;
  readonly course: readonly number[];
  readonly par: number;
  readonly rounds: readonly RoundWindow[];
  readonly entry: "open" | "invite";
  readonly organiser: string;
  readonly status: "upcoming" | "playing" | "finished";
  readonly entrants: number;
  /** Entries close at this many entrants, bots included. */
  readonly capacity: number;
  readonly createdAt: string;
  readonly now: string;
}

export interface Standing extends TournamentView {
  readonly board: readonly BoardRow[];
  /** With a profile key: the caller's own entry, and the invite link for the organiser. */
  readonly me?: { readonly entrant: string | null; readonly invite?: string };
}
