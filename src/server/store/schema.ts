/**
 * The tables, as kysely types. Plain portable SQL types (text, integer) so the same schema and
 * queries run on PostgreSQL later: JSON is stored as text, booleans as 0/1, times as ISO text.
 */
import type { Json, RecordEntry } from "../../engine/index.ts";

export type SeatKind = "human" | "open" | "bot" | "table";

export interface SeatRow {
  name: string;
  kind: SeatKind;
  /** Bot level, for bot seats. */
  level?: string;
  /** SHA-256 of the seat's token (human and open seats); the token itself is never stored. */
  tokenHash?: string;
  entropy?: string;
}

/** One committed step of a match's log: a record entry, or a seat resigning. */
export type StepBody =
  | { readonly entry: RecordEntry; readonly note?: string }
  | { readonly resign: number };

export interface MatchResultRow {
  scores: number[];
  ranking: number[][];
  note?: string;
  resigned?: number[];
}

export interface MatchesTable {
  id: string;
  game: string;
  rules_version: string;
  /** JSON: the game's parsed options. */
  options: string;
  status: "open" | "playing" | "finished";
  /** JSON: SeatRow[]. */
  seats: string;
  /** Seed of the bots' own random stream (never the dice). */
  seed: number;
  secret: string;
  commitment: string;
  timer_seconds: number | null;
  hints: number;
  table_token_hash: string | null;
  version: number;
  created_at: string;
  finished_at: string | null;
  /** JSON: MatchResultRow. */
  result: string | null;
  rematch_id: string | null;
  /** 1 while the server has the next move (roll, bot, turn timer): it needs a lease holder. */
  waits: number;
  /** "situation": the daily challenge's dice (fair-dice.ts); null: one stream per match. */
  dice_stream: "situation" | null;
  /** When the secret may be shown (the daily challenge: the next day); null: at the end. */
  reveal_at: string | null;
}

export interface StepsTable {
  match_id: string;
  step: number;
  /** JSON: StepBody. */
  body: string;
  client_id: string | null;
  created_at: string;
}

/** A player profile: a display name and the hash of its secret key, nothing else. */
export interface ProfilesTable {
  id: string;
  name: string;
  /** The name folded (case, spaces) so that names people cannot tell apart collide. */
  name_key: string;
  /** SHA-256 (hex) of the key of the device that made the profile. */
  key_hash: string;
  created_at: string;
}

/** Keys of further devices, each made by claiming a link code. */
export interface ProfileKeysTable {
  key_hash: string;
  profile_id: string;
  created_at: string;
}

/** One-time codes that carry a profile to another device. */
export interface ProfileLinksTable {
  /** SHA-256 (hex) of the code; the code itself is never stored. */
  code_hash: string;
  profile_id: string;
  expires_at: string;
  used_at: string | null;
}

/** One process's claim on a match's server moves (many processes on one database). */
export interface LeasesTable {
  match_id: string;
  owner: string;
  /** ms since epoch; a lease past it is free to take. */
  expires_at: number;
}

/** One attempt at a day's challenge: a solo match, one per profile, game and day. */
export interface DailyAttemptsTable {
  /** The UTC date, YYYY-MM-DD. */
  day: string;
  game: string;
  profile_id: string;
  /** The profile's name when the attempt began (what the leaderboard shows). */
  name: string;
  match_id: string;
  created_at: string;
  score: number | null;
  /** JSON: the game's result card (to par, a mark per hole or frame). */
  card: string | null;
  /** By the server's clock; an attempt finished after the day's secret is out is not ranked. */
  finished_at: string | null;
}

/** Figures worked out once (the master secret, bots' scores, exact expectations), as JSON. */
export interface DailyFiguresTable {
  key: string;
  value: string;
}

/** A GOLO tournament as its organiser made it (docs/api.md, Tournaments). */
export interface TournamentsTable {
  id: string;
  name: string;
  mode: string;
  /** JSON: the 18 pars. */
  course: string;
  /** JSON: [{start, end}] ISO times, one tee window a round. */
  rounds: string;
  entry: "open" | "invite";
  /** SHA-256 of the invite token (entry by invite). */
  invite_hash: string | null;
  organiser_id: string;
  created_at: string;
}

export interface TournamentEntrantsTable {
  id: string;
  tournament_id: string;
  /** The person's profile; null for a bot. */
  profile_id: string | null;
  name: string;
  bot_level: string | null;
  entered_at: string;
}

/** One entrant's round: its match, and its outcome once known. */
export interface TournamentRoundsTable {
  tournament_id: string;
  entrant_id: string;
  /** 0-based. */
  round: number;
  /** Null for a no-show (NS). */
  match_id: string | null;
  status: "playing" | "finished" | "NS" | "DQ";
  started_at: string | null;
  finished_at: string | null;
  strokes: number | null;
  holes: number | null;
  to_par: number | null;
}

export interface Database {
  matches: MatchesTable;
  steps: StepsTable;
  profiles: ProfilesTable;
  profile_keys: ProfileKeysTable;
  profile_links: ProfileLinksTable;
  leases: LeasesTable;
  daily_attempts: DailyAttemptsTable;
  daily_figures: DailyFiguresTable;
  tournaments: TournamentsTable;
  tournament_entrants: TournamentEntrantsTable;
  tournament_rounds: TournamentRoundsTable;
}

export type { Json };
