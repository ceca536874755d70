/** What a game hands the shared harness: its option sets (types only, no vitest). */

export interface RandomPlaySpec {
  readonly label: string;
  readonly options: Record<string, unknown>;
  /** Bot level per seat. */
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed?: number;
}

export interface GoldenSpec {
  /** File name in the game's golden/ folder. */
  readonly name: string;
  readonly options: Record<string, unknown>;
  readonly bots: readonly string[];
  readonly seed: number;
  /** Seat names in the text (default "bot:LEVEL"). */
  readonly names?: readonly string[];
}

export interface HarnessSpec {
  /** Random seeded play: invariants, purity (deep-freeze), faces, JSON, replay, save and load. */
  readonly play: readonly RandomPlaySpec[];
  /** Option sets on which the fast path must equal the engine for every bot level. */
  readonly fast?: readonly Record<string, unknown>[];
  /** Games played on the fast path and the engine per option set and bot (default 3). */
  readonly fastGames?: number;
  /** Golden playthroughs, in `goldenDir`. */
  readonly goldens?: readonly GoldenSpec[];
  readonly goldenDir?: string;
}
