/**
 * What a game folder hands to the front ends (CLI now, server and web later): the rules, how to
 * show them as text, its bots and tools. Front ends hold no rules; everything game-specific is here.
 */
import type { Face } from "../engine/dice.ts";
import type { Game, Json } from "../engine/game.ts";
import type { Bot } from "../strategy/bot.ts";

/** Colour functions; plain identity functions when output is not a terminal. */
export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  cyan(s: string): string;
  magenta(s: string): string;
  white(s: string): string;
  gray(s: string): string;
  inverse(s: string): string;
}

export type Parsed<A> =
  | { readonly action: A }
  | { readonly error: string }
  /** An answer to a question the player typed (Roll In One's `cards`): shown plainly, nothing played. */
  | { readonly info: string };

/**
 * Game text. `names` has one display name per seat (see `seatName`), so text names players
 * ("Ann goes first"), never "seat 2" or "P2".
 */
export interface TextUI<S, A> {
  /** The table as `seat` sees it (seat null: a shared screen or a spectator). */
  render(state: S, seat: number | null, paint: Paint, names?: readonly string[]): string;
  /**
   * What changed for `seat` since `before` was rendered to it, where a whole table would repeat
   * itself (Roll In One in the middle of a shot); null: render the whole table. Optional.
   */
  renderChange?(
    before: S,
    state: S,
    seat: number,
    paint: Paint,
    names?: readonly string[],
  ): string | null;
  /** One or two lines telling the deciding seat what it can type now. */
  prompt(state: S, paint: Paint, names?: readonly string[]): string;
  /** Turns what a player typed into an action, or says what is wrong. Never throws. */
  parse(line: string, state: S): Parsed<A>;
  /** Past tense, for logs and replays: "removes white 3 (birdie)"; state is before the action. */
  describe(action: A, state: S, names?: readonly string[]): string;
  /**
   * A bot's action not worth a line of the terminal's play-by-play (Roll In One: a bot passing
   * on the card window after every roll). The record keeps it; only the narration skips it.
   */
  quiet?(action: A, state: S): boolean;
  /** Text for a chance outcome just applied (state is after it), e.g. "rolls 3 5 5 8". */
  describeRoll(faces: readonly Face[], state: S, names?: readonly string[]): string;
  /** The scorecard table for every seat; `names` has one entry per seat. */
  scorecard(state: S, names: readonly string[], paint: Paint): string;
  /** Referee mode: parse what the real dice showed (default: faces separated by spaces). */
  parseRoll?(line: string, state: S): readonly Face[] | { readonly error: string };
}

/** A command-line flag that sets one game option, e.g. `--mode <mode>` -> options.mode. */
export interface OptionFlag {
  readonly flags: string;
  readonly description: string;
  readonly key: string;
  /** Turns the flag's text into the option's value; throws Error with a clear message. */
  readonly parse?: (value: string) => Json;
  /**
   * Whether the menu asks this question, given the options chosen so far (earlier flags first):
   * e.g. pars only for a scorecard game, no course seed when players design. Default: ask.
   * `false`: never ask in the menu (a flag for experts, such as a data file).
   */
  readonly askIf?: false | ((chosen: Readonly<Record<string, Json>>) => boolean);
}

/** A tool such as `clubhouse odds straight-golf`: flags in, a JSON-able result and text out. */
export interface ToolCommand {
  readonly description: string;
  readonly flags: readonly OptionFlag[];
  run(options: Record<string, Json>): { readonly json: unknown; readonly text: string };
  /** A picture of the result as SVG text (`--plot F.svg|png`), for tools that have one. */
  plot?(options: Record<string, Json>): string;
}

export interface Hint<A> {
  readonly action: A;
  readonly label: string;
  /** In the unit `hintUnit` names, e.g. expected final score. */
  readonly value: number;
}

/** The design lab: what data file a game loads, and what it can say exactly about it. */
export interface LabSupport<O> {
  /** What a lab file holds, e.g. "a GOLO dice set (same shape as data/dice.json)". */
  readonly describes: string;
  /** Reads a data file into the options it changes; a bad file throws GameError("bad-data"). */
  load(file: string): Record<string, Json>;
  /** Exact figures for these options where a solver exists, e.g. the optimal expected score. */
  exact?(options: O): { readonly label: string; readonly value: number }[];
}

/**
 * A game's own simulation loop: `games` whole one-seat games with bot `bot`, seat 0's score for
 * each, equal game by game to the generic engine with the same seed (the harness checks it).
 * Options it does not cover go to the engine (`simulateRange` in src/sim/simulate.ts).
 */
export interface FastPath<O> {
  covers(bot: string, options: O): boolean;
  run(games: number, seed: number, bot: string, options: O): Float64Array;
}

/** A seat's display name: its entry in `names`, or "Player N" when a caller has none. */
export function seatName(names: readonly string[] | undefined, seat: number): string {
  return names?.[seat] ?? `Player ${seat + 1}`;
}

/** Whether a seat's name is "you" (any case), which takes "You roll", not "you rolls". */
export function isYou(name: string): boolean {
  return name.trim().toLowerCase() === "you";
}

/** A seat's name with a verb: "You roll" for "you", else "Ann rolls" (`verb` is "roll/rolls"). */
export function seatDoes(names: readonly string[] | undefined, seat: number, verb: string): string {
  const name = seatName(names, seat);
  const [base, third] = verb.split("/");
  return isYou(name) ? `You ${base}` : `${name} ${third ?? base}`;
}

const IRREGULAR: Record<string, string> = { has: "have", is: "are", does: "do", goes: "go" };

/**
 * Game text is written for a named seat ("removes white 3"); after "You" the verb loses its
 * "s": "You remove white 3", "You cross out 2 + 10", "You have 3 left".
 */
export function youForm(text: string): string {
  const m = /^(\w+)(.*)$/s.exec(text);
  if (!m) return text;
  const [, verb, rest] = m;
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return `${IRREGULAR[lower]}${rest}`;
  if (/(ss|sh|ch|x|z|o)es$/.test(lower)) return `${verb.slice(0, -2)}${rest}`;
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y${rest}`;
  if (/[^s]s$/.test(lower)) return `${verb.slice(0, -1)}${rest}`;
  return text;
}

/** A seat's name and what it did, for logs: "Ann removes white 3", "You remove white 3". */
export function seatSaid(name: string, text: string): string {
  return isYou(name) ? `You ${youForm(text)}` : `${name} ${text}`;
}

/** One of a game's own commands at its prompts, for `help`: what to type and what it does. */
export interface CommandHelp {
  /** As the player types it, e.g. "keep 3 5" or "x 2 10". */
  readonly command: string;
  readonly does: string;
}

/** How a hole, frame or round went, for a result card that shows no dice. */
export type CardMark = "better" | "even" | "worse";

/** A golf card's mark for a hole, round or card played `toPar` strokes from par. */
export function markToPar(toPar: number): CardMark {
  return toPar < 0 ? "better" : toPar === 0 ? "even" : "worse";
}

/**
 * The daily challenge: one solo game a day with the same dice for everyone (the server's
 * daily module); what is game-specific about it lives here.
 */
export interface DailySupport<S> {
  /** The day's options; `seed` comes from the day's secret (Roll In One builds its course). */
  options(seed: number): Record<string, Json>;
  /** The bot whose score on the day's dice stands beside the players'. */
  readonly bot: string;
  /** The exact expected score of perfect play (or the best exact figure), saying what it is. */
  expected?(options: Record<string, Json>): { readonly label: string; readonly value: number };
  /** The end of a game as a card: score to par (golf) and one mark per hole or frame. */
  card(state: S): { readonly toPar: number | null; readonly marks: CardMark[] };
}

export interface GameModule<S, A, O> {
  readonly game: Game<S, A, O>;
  readonly ui: TextUI<S, A>;
  /** One line for the menu, e.g. "dice golf over nine holes: fewest strokes wins". */
  readonly summary?: string;
  /** The rules in our own words (plain text, a screen or two), shown by `rules` at any prompt. */
  readonly rulesText?: string;
  /** The game's own commands, listed by `help` at any prompt beside the global ones. */
  readonly commands?: readonly CommandHelp[];
  /** Flags for `clubhouse play|simulate <game>`, mapped onto game options. */
  readonly optionFlags: readonly OptionFlag[];
  /**
   * Options a new match that people play starts from, under the flags they give (Roll In One:
   * the full game, with cards). Simulations, records and replays never use them.
   */
  readonly newMatchOptions?: Readonly<Record<string, Json>>;
  /** The daily challenge, for games that have one. */
  readonly daily?: DailySupport<S>;
  /** Every bot level; must include "random". */
  readonly bots: Readonly<Record<string, () => Bot<S, A>>>;
  readonly defaultBot: string;
  /** Lower totals win (golf) or higher (bowling). */
  readonly lowerIsBetter: boolean;
  /** Each option of the deciding seat with its value, best first. */
  hint?(state: S): Hint<A>[];
  readonly hintUnit?: string;
  /** Where the unit depends on the position (GOLO: strokes, or a chance of winning hole by hole). */
  hintUnitAt?(state: S): string;
  /** `clubhouse odds <game>`, `clubhouse solve <game>` and other per-game tools, by name. */
  readonly tools?: Readonly<Record<string, ToolCommand>>;
  /** The fastest path for one-seat games, where a game has one (see `FastPath`). */
  readonly fast?: FastPath<O>;
  /** With `simulate --plot`: a second picture of where play goes (SVG), e.g. where shots land. */
  picture?(options: Record<string, unknown>, bot: string, games: number, seed: number): string;
  /** `clubhouse lab <game> --compare A.json B.json`. */
  readonly lab?: LabSupport<O>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of every state type.
export type AnyGameModule = GameModule<any, any, any>;
