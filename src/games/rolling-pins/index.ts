/**
 * Rolling Pins for the front ends. The folder:
 * - game.ts: the `Game` (setup, rolls, result, invariants), wiring the rule modules
 * - state.ts, options.ts (+ flags), actions.ts: `State` and sheet queries, `Options`, `Action`
 *   with legality (`whyNot`, `legalFor`) and `applyAction`
 * - rules/: flow.ts (balls, frames, turns, shared rolls, automatic steps), scoring.ts (bowling),
 *   text.ts (the rules in words, for `rules`)
 * - data.ts, data/: the sheet as JSON (default-sheet.json, lab/), its schema and `Layout`
 * - ui.ts, parse.ts: the sheet as text, typed commands (and `commandFor`, for hints)
 * - fast.ts: whole games in a loop over the same rules
 * - tools.ts, lab.ts: `odds`, the design lab; daily.ts: the daily challenge
 * - strategy/: bots.ts (random, greedy, strong), hint.ts, odds.ts (exact), dp.ts + model.ts +
 *   strong.ts + memo.ts (the strong bot's frame search and its memo), greedy.ts
 * - web/: the browser views (index.ts: the `webGame`; table, lane, pins, sheet, panel,
 *   standings, scorecard, options, about, look)
 * - golden/, testkit.ts, harness.test.ts, *.test.ts: tests
 */
import type { GameModule } from "../module.ts";
import type { Action } from "./actions.ts";
import { daily } from "./daily.ts";
import { fast } from "./fast.ts";
import { game } from "./game.ts";
import { lab } from "./lab.ts";
import { type Options, optionFlags } from "./options.ts";
import { commands } from "./parse.ts";
import { rulesText, summary } from "./rules/text.ts";
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
  defaultBot: "strong",
  lowerIsBetter: false,
  tools: { odds: oddsTool },
  lab,
  fast,
  hint,
  // Exact without abilities; squares and abilities count at an estimated worth.
  hintUnit: "estimated final score",
};

export default gameModule;
