/**
 * GOLO as a module for the front ends. The folder:
 * - game.ts: the `Game` object (next, legal actions, invariants), wiring the rules;
 * - state.ts: `State` and the pure helpers every rule reads; options.ts: `Options`, schema, flags;
 * - actions.ts: `Action`, which removals are legal, checkAction, apply, applyChance;
 * - rules/: turns.ts (setup, turn order, settling a hole), card.ts (scoring a die, re-use),
 *   result.ts (hole names, places), text.ts (the rules in words, for `rules`);
 * - data/, data.ts: the dice as JSON and their validated loading;
 * - ui.ts, parse.ts: text (render, describe, scorecard) and typed commands;
 * - fast.ts: one-seat games in a tight loop, on the rules' and bots' own helpers;
 * - tools.ts (`solve`), lab.ts (dice sets in the design lab);
 * - daily.ts (the daily challenge's options, bot, exact figure and card), tournament.ts (what a
 *   tournament round is in each mode and how far one has got, for the server's tournaments);
 * - strategy/: bots.ts, hint.ts, solver.ts (+ expect, rolls, distribution: exact one-seat play),
 *   policy.ts (decisions shared by bots and fast path), rolltable.ts (those decisions tabulated
 *   by cup and roll, for the fast path), holes.ts (Match Play and Skins solved);
 * - web/: the browser views (index.ts: the `webGame`; table, cup, referee, scorecard, options,
 *   about, look);
 * - golden/, testkit.ts (helpers + harness spec), harness.test.ts, one test file per rule area.
 */

import type { GameModule } from "../module.ts";
import type { Action } from "./actions.ts";
import { daily } from "./daily.ts";
import { fast } from "./fast.ts";
import { game } from "./game.ts";
import { lab } from "./lab.ts";
import { type Options, optionFlags } from "./options.ts";
import { commandHelp } from "./parse.ts";
import { rulesText, summary } from "./rules/text.ts";
import type { State } from "./state.ts";
import { bots } from "./strategy/bots.ts";
import { hint, hintUnitAt } from "./strategy/hint.ts";
import { solveTool } from "./tools.ts";
import { ui } from "./ui.ts";

export { loadDiceFile, parseDiceSet } from "./data.ts";
export type { Action, Options, State };
export { game };

export const gameModule: GameModule<State, Action, Options> = {
  game,
  ui,
  summary,
  rulesText,
  commands: commandHelp,
  optionFlags,
  daily,
  bots,
  defaultBot: "optimal",
  lowerIsBetter: true,
  hint,
  hintUnit: "expected final strokes",
  hintUnitAt,
  tools: { solve: solveTool },
  lab,
  fast,
};

export default gameModule;
