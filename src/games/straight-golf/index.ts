/**
 * Straight Golf, as the front ends see it. The folder:
 * - game.ts: the `Game` (roll-off, attempts, scoring, result), with `keptAfter`/`turnScore`
 * - state.ts, options.ts, actions.ts: `State`, `Options` (+ flags), `Action` (roll)
 * - ui.ts, parse.ts: text and typed commands; rules/text.ts: the rules in words, for `rules`
 * - fast.ts: whole games in a tight loop through the rules' own helpers
 * - tools.ts: `clubhouse odds straight-golf`; daily.ts: the daily challenge
 * - strategy/: bots.ts, hint.ts, odds.ts (exact round odds)
 * - web/: the browser views (index.ts: the `webGame`; table, scorecard, options, about, look)
 * - golden/, testkit.ts, harness.test.ts, *.test.ts: tests
 */
import type { GameModule } from "../module.ts";
import type { Action } from "./actions.ts";
import { daily } from "./daily.ts";
import { fast } from "./fast.ts";
import { game } from "./game.ts";
import { type Options, optionFlags } from "./options.ts";
import { commands, rulesText, summary } from "./rules/text.ts";
import type { State } from "./state.ts";
import { bots } from "./strategy/bots.ts";
import { hint } from "./strategy/hint.ts";
import { oddsTool } from "./tools.ts";
import { ui } from "./ui.ts";

export type { Action, Options, State };

export const gameModule: GameModule<State, Action, Options> = {
  game,
  ui,
  summary,
  rulesText,
  commands,
  optionFlags,
  daily,
  bots,
  defaultBot: "random",
  lowerIsBetter: true,
  hint,
  hintUnit: "expected final score",
  tools: { odds: oddsTool },
  fast,
};

export default gameModule;
