/** The hint: each option of the deciding seat with its value, best first. */
import type { Hint } from "../../module.ts";
import type { Action } from "../actions.ts";
import { CLUBS } from "../data.ts";
import { activeSeat } from "../rules/effects.ts";
import { DIRECTION_NAMES } from "../rules/hex.ts";
import type { State } from "../state.ts";
import { playLabel } from "../ui/cards.ts";
import { firstRollVal, type Model } from "./model.ts";
import { curveValues } from "./planner.ts";
import { seatModel, valuedPlays } from "./plays.ts";
import { atTable, RIVAL_WEIGHT, tableCurveValues, tableShotValues } from "./table.ts";

/**
 * Each option of the deciding seat with its value, by the objective of the bot that plays it:
 * alone the planner's (expected shots + penalties to hole out), at a table the table bot's.
 */
export function hint(s: State): Hint<Action>[] {
  if (s.phase !== "play" || s.deal.length || s.ricochet || s.greenMoves.length) return [];
  const level = atTable(s) ? "table" : "planner";
  const m = seatModel(s, activeSeat(s), level);
  const f = s.flight;
  if (s.window.length || !f) {
    const { options, pass } = valuedPlays(s, level);
    const plays = options.map((o) => ({
      action: o.action,
      label: `${playLabel(o.action, s)}${o.cost ? ` (spends ~${o.cost.toFixed(2)})` : ""}`,
      value: o.value + 0,
    }));
    if (s.window.length) {
      const all = [
        { action: { type: "pass" } as Action, label: "pass", value: pass + 0 },
        ...plays,
      ];
      // Feeling mean: the values are the rival's expected cost, so the best play is the highest.
      const mean = s.window[0] !== activeSeat(s);
      return all
        .map((h) => (mean ? { ...h, label: `${h.label} (the shooter's expectation)` } : h))
        .sort((a, b) => (mean ? b.value - a.value : a.value - b.value));
    }
    return [...shotHints(s, m), ...plays].sort((a, b) => a.value - b.value);
  }
  if (f?.pending) {
    const k = CLUBS.findIndex((c) => c.id === f.club);
    return (atTable(s) ? tableCurveValues(s, m) : curveValues(m, k, f))
      .map(({ dir, value }) => ({
        action: { type: "curve", dir } as Action,
        label: DIRECTION_NAMES[dir],
        value: value + 0,
      }))
      .sort((a, b) => a.value - b.value);
  }
  return [];
}

function shotHints(s: State, m: Model): Hint<Action>[] {
  if (atTable(s)) {
    return tableShotValues(s, m).map((v) => ({
      action: { type: "shot", club: CLUBS[v.club].id, dir: v.dir },
      label: `${CLUBS[v.club].id} ${DIRECTION_NAMES[v.dir]}`,
      value: v.value,
    }));
  }
  const c = s.balls[s.toPlay[0]];
  const out: Hint<Action>[] = [];
  CLUBS.forEach((club, k) => {
    for (let d = 0; d < 6; d++) {
      out.push({
        action: { type: "shot", club: club.id, dir: d },
        label: `${club.id} ${DIRECTION_NAMES[d]}`,
        value: 1 + firstRollVal(m, k, c, d),
      });
    }
  });
  return out;
}

/** The unit of the hint's values here: the table's objective differs from the solo score. */
export function hintUnitAt(s: State): string {
  if (!atTable(s)) return "expected shots + penalties to hole out";
  return `expected points this hole (penalties + players closer), less ${RIVAL_WEIGHT} x the rivals' mean`;
}
