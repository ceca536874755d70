/**
 * Roll In One for the front ends. A map of this folder:
 * - game.ts: the Game (setup, next, legal actions, chance steps); actions.ts: the actions'
 *   schema, legality and effect; options.ts: options and their flags; state.ts: the state.
 * - rules/: the rule modules. hex, course (layouts compiled to spaces), generator, design (hole
 *   building), shot (one roll at a time), collide, play (a hole's turns), finish (landings,
 *   greens, hole ends, scores), result (totals, the tie rule), cards, deal, effects (what
 *   cards and abilities allow), cardplay, handicap, variants (campaign, bumper, survival),
 *   invariants, view (hidden hands), trace (a turn's shot space by space, for the tables).
 * - data/, data.ts: boards, clubs, golfer and caddie cards; data/lab/ for the design lab;
 *   course-file.ts: a saved course's schema and check (`--course F`, the web builder's file).
 * - ui.ts (table, prompts, logs, scorecard), parse.ts (typed commands, referee faces), ui/: the
 *   board picture, the card lines and prompts, seat names in event text, the rules in words.
 * - strategy/: bots.ts (every level), random.ts (the random bot), table.ts (the table bot) with
 *   race.ts (each seat's race to the green), standings.ts (expected scores at a table) and
 *   turn.ts (a turn solved for any value at rest), hint.ts, model.ts (a turn as an MDP),
 *   planner.ts (solved holes), plays.ts (cards and variant decisions), odds.ts (exact shot
 *   distributions).
 * - fast.ts: the one-seat fast path; tools.ts: `odds` and `course`; lab.ts: the design lab;
 *   daily.ts: the daily challenge; pictures/: SVG pictures of where shots land and stop.
 * - web/: the browser views (index.ts: the `webGame`): table, course (the board, pan-zoom),
 *   flight, heat map (+ its worker), cards, builder (+ box, design-spots, course-share),
 *   scorecard, options and rule-options, about, look.
 * - testkit.ts: test helpers and the harness spec; harness.test.ts; golden/.
 */
import type { GameModule } from "../module.ts";
import type { Action } from "./actions.ts";
import { daily } from "./daily.ts";
import { fast } from "./fast.ts";
import { game } from "./game.ts";
import { lab } from "./lab.ts";
import { type Options, optionFlags } from "./options.ts";
import { stopsPicture } from "./pictures/stops.ts";
import type { State } from "./state.ts";
import { bots } from "./strategy/bots.ts";
import { hint, hintUnitAt } from "./strategy/hint.ts";
import { tools } from "./tools.ts";
import { commands, rulesText, summary } from "./ui/rules.ts";
import { ui } from "./ui.ts";

export const gameModule: GameModule<State, Action, Options> = {
  game,
  ui,
  optionFlags,
  // The rulebook's set-up deals golfer and caddie cards: `play` does, unless --no-cards.
  newMatchOptions: { cards: true },
  daily,
  bots,
  defaultBot: "planner",
  lowerIsBetter: true,
  hint,
  hintUnit: "expected shots + penalties to hole out",
  hintUnitAt,
  rulesText,
  summary,
  commands,
  tools,
  fast,
  lab,
  picture: (options, bot, games, seed) => stopsPicture(gameModule, options, bot, games, seed),
};

export default gameModule;
