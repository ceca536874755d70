/**
 * What each game's browser folder (`src/games/<game>/web/index.ts`) exports: one `WebGame`,
 * listed in `src/web/games.ts`. The shell (pages, live connection, seats, log, toasts) is shared;
 * a game brings only its look and its table. How to write one:
 *
 * - `Table` draws the live table from `TableProps`: the server's `view` (game.view of the
 *   first held seat), `step` (whose decision, or which dice are rolled) and `legal` (the
 *   legal actions when this device decides). It holds no rules: it offers what `legal` lists
 *   and sends one of those with `act(seat, action)`. It may call the game's pure functions
 *   for instant feedback (a sum while pins are tapped), never to decide legality on its own.
 *   Refusals come back as the server's words; `act` already shows them in a toast.
 * - Chance steps are rolled by the server; in referee mode (`props.referee`) the table shows
 *   `<FaceEntry>` (src/web/widgets/face-entry.tsx) for `step.dice` and calls `roll(faces)`.
 * - `Scorecard` draws a whole scorecard from a view (end of game, replay viewer, beside the table).
 * - `dieLook` gives each die its colours and colour name (colour-blind safe, named in labels);
 *   the shared `<Dice>` widget draws and tumbles dice from it.
 * - `Options` edits the new-game options (plain JSON sent as `options`, without `players` and
 *   `referee`: the server sets those from the seats); `referee` is true when the game has a
 *   referee mode (seats of kind "table": real dice, entered on this device).
 * - `rules()` lazily loads the game's pure `Game` and `TextUI` (a separate chunk) for the
 *   replay viewer, which re-derives every step of a record exactly as the server did.
 * - `Picture` (home page) and `Rules` (our own words, short) are plain components.
 * - `hintLabel` turns a server hint's action into where it shows on the table (optional).
 */
import type { ComponentType } from "react";
import type { Hints, MatchSummary } from "../api/contract.ts";
import type { Die } from "../engine/dice.ts";
import type { AnyGame, Json, Step } from "../engine/game.ts";
import type { AnyGameModule } from "../games/module.ts";

export interface DieLook {
  /** Face fill, ink and edge colours (CSS). */
  readonly fill: string;
  readonly ink: string;
  readonly edge: string;
  /** The colour's name for labels and colour-blind players, e.g. "red". */
  readonly colourName: string;
  /** Outline drawn: "d6" square, "d12" pentagon, "round" disc. */
  readonly shape: "d6" | "d12" | "round";
  /** A mark drawn under the number for this face, e.g. GOLO's eagle star. */
  readonly mark?: (face: number | string) => "star" | "circle" | "square" | null;
}

export interface TableProps {
  readonly match: MatchSummary;
  readonly view: unknown;
  readonly step: Step;
  /** Legal actions of the deciding seat when this device holds it; else empty. */
  readonly legal: readonly Json[];
  /** Seats this device plays (several at one screen). */
  readonly seats: readonly number[];
  readonly names: readonly string[];
  /** This device keeps the table: it types the real dice (referee mode). */
  readonly referee: boolean;
  /** Sends a decision; resolves once the server committed it. Refusals are toasted. */
  act(seat: number, action: Json): Promise<boolean>;
  /** Referee mode: the faces the real dice showed, in `step.dice` order. */
  roll(faces: readonly (number | string)[]): Promise<boolean>;
  /** Hints for the deciding seat when the player switched them on, best first. */
  readonly hints: Hints | null;
  /** Version of the latest live event: dice tumble when it changes. */
  readonly version: number;
}

export interface ScorecardProps {
  readonly view: unknown;
  readonly names: readonly string[];
  /** Highlight this seat's card (the one playing now). */
  readonly current?: number;
}

export interface OptionsProps {
  readonly value: Record<string, Json>;
  onChange(value: Record<string, Json>): void;
  readonly players: number;
}

export interface WebGame {
  /** The server's game id. */
  readonly id: string;
  readonly name: string;
  /** One line for the home page. */
  readonly tagline: string;
  readonly Picture: ComponentType;
  readonly Rules: ComponentType;
  readonly Table: ComponentType<TableProps>;
  readonly Scorecard: ComponentType<ScorecardProps>;
  readonly Options: ComponentType<OptionsProps>;
  readonly defaultOptions: Record<string, Json>;
  /** The game has a referee mode (real dice at a real table, faces entered here). */
  readonly referee: boolean;
  dieLook(die: Die): DieLook;
  rules(): Promise<Pick<AnyGameModule, "game" | "ui">>;
  hintLabel?(action: Json, view: unknown): string | null;
  /** A final score as the game's own card writes it (Straight Golf: "+9"); plain number else. */
  scoreText?(score: number): string;
  /**
   * The table takes the page's whole width on a desktop, the log going below it (Roll In One:
   * its course beside the controls, so the ball stays in sight while a shot is chosen).
   */
  readonly wide?: boolean;
}

export type { AnyGame };
