/**
 * The table bot: plays for the score of a table, not of a solo round. At a table a hole scores
 * penalty tokens plus the players closer to the green, and it ends with the round in which
 * anyone reaches the green: shots cost only time in that race, while a penalty costs a point
 * outright. So the bot plays a model solved with dearer penalties, and once a rival has reached
 * the green this round, its last shot maximises the chance of reaching the green too, less the
 * penalties it risks. Alone it is the planner (the solo objective is shots + penalties).
 */
import type { Bot } from "../../../strategy/bot.ts";
import type { Action } from "../actions.ts";
import { CLUBS } from "../data.ts";
import type { State } from "../state.ts";
import { modelBot } from "./bots.ts";
import type { Model } from "./model.ts";
import { landing } from "./odds.ts";

/** A table's scoring: several players, one green (the variants keep their own scores). */
export function atTable(s: State): boolean {
  return s.options.players > 1 && !s.options.variant;
}

/**
 * Once a rival has reached the green this round, the hole ends after this shot: each shot's
 * expected points this hole (penalties, plus 1 for missing the green), best first; null
 * otherwise. Without a model, only whether it applies ([] when it does).
 */
export function lastShotValues(
  s: State,
  m: Model | null,
): { club: number; dir: number; value: number }[] | null {
  if (!atTable(s) || !s.greenReached || s.flight) return null;
  if (!m) return [];
  const from = s.balls[s.toPlay[0]];
  const out: { club: number; dir: number; value: number }[] = [];
  for (let k = 0; k < CLUBS.length; k++) {
    for (let d = 0; d < 6; d++) {
      const l = landing(m, k, from, d);
      out.push({ club: k, dir: d, value: l.expectedPenalties + (1 - l.green) });
    }
  }
  return out.sort((a, b) => a.value - b.value);
}

/** The last shot of a hole a rival has won (see lastShotValues), or null: the model's best. */
export function lastShot(s: State, m: Model): Action | null {
  const best = lastShotValues(s, m)?.[0];
  return best ? { type: "shot", club: CLUBS[best.club].id, dir: best.dir } : null;
}

export function tableBot(): Bot<State, Action> {
  const solo = modelBot("planner", "table");
  const table = modelBot("table", "table", lastShot);
  return {
    name: "table",
    choose: (s, rng) => (s.options.players === 1 ? solo : table).choose(s, rng),
  };
}
