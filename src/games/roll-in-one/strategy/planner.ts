/** Planner and greedy bots over the model, plus the hint's option values. */
import type { RandomGenerator } from "../../../engine/rng.ts";
import type { Bot } from "../../../strategy/bot.ts";
import type { Hint } from "../../module.ts";
import { CLUBS } from "../data.ts";
import { type Course, compileCourse, type Layout } from "../rules/course.ts";
import { activeSeat, windowsOn, withIgnored } from "../rules/effects.ts";
import { DIRECTION_NAMES } from "../rules/hex.ts";
import { curveOptions, type Flight } from "../rules/shot.ts";
import type { Action, State } from "../state.ts";
import { playLabel } from "../ui/cards.ts";
import {
  bestShot,
  createModel,
  distanceGuess,
  firstRollVal,
  type Model,
  outVal,
  solve,
  stopVal,
  wAt,
} from "./model.ts";
import {
  chooseGolfer,
  chooseGreenMove,
  choosePlay,
  chooseRicochet,
  seatModel,
  valuedPlays,
} from "./plays.ts";
import { withDesign } from "./random.ts";

const cache = new Map<string, Model>();
const byRef = new WeakMap<Layout, { planner?: Model; greedy?: Model }>();

/** A seat's golfer abilities as the model sees them; "" when it plays by the rulebook. */
export interface SeatRules {
  readonly ignore: string;
  readonly tiesBeat: boolean;
  readonly extraDots: number;
}

/** The solved model of a hole (remembered: one solve per layout, level and abilities). */
export function modelFor(
  layout: Layout,
  level: "planner" | "greedy" = "planner",
  rules?: SeatRules,
): Model {
  const plain = !rules || (!rules.ignore && !rules.tiesBeat && !rules.extraDots);
  const same = plain ? byRef.get(layout)?.[level] : undefined;
  if (same) return same;
  const k = `${level}:${plain ? "" : JSON.stringify(rules)}:${JSON.stringify(layout)}`;
  let m = cache.get(k);
  if (!m) {
    m = createModel(withIgnored(compileCourse(layout), rules?.ignore ?? ""), undefined, rules);
    if (level === "planner") solve(m);
    else distanceGuess(m);
    if (cache.size > 64) cache.clear();
    cache.set(k, m);
  }
  if (plain) byRef.set(layout, { ...byRef.get(layout), [level]: m });
  return m;
}

/** Value of each direction a pending curve may take (lower is better). */
export function curveValues(m: Model, club: number, f: Flight): { dir: number; value: number }[] {
  const nbr = m.course.nbr;
  return curveOptions(f).map((dir) => {
    const s = nbr[f.pos * 6 + dir];
    let value: number;
    if (f.pending === "dotted-curve") value = s < 0 ? outVal(m, f.pos) : stopVal(m, s);
    else if (f.stayPut) value = wAt(m, club, f.pos, dir, f.last);
    else value = s < 0 ? outVal(m, f.pos) : wAt(m, club, s, dir, f.last);
    return { dir, value };
  });
}

export function bestCurve(m: Model, club: number, f: Flight): number {
  const v = curveValues(m, club, f);
  return v.reduce((a, b) => (b.value < a.value - 1e-12 ? b : a)).dir;
}

export function modelBot(level: "planner" | "greedy"): Bot<State, Action> {
  return withDesign(level, (s: State, _rng: RandomGenerator): Action => {
    if (s.deal.length) return chooseGolfer(s);
    if (s.ricochet) return chooseRicochet(s, level);
    if (s.greenMoves.length) return chooseGreenMove(s);
    if (s.window.length) return choosePlay(s, level) ?? { type: "pass" };
    const f = s.flight;
    const m = seatModel(s, activeSeat(s), level);
    if (f?.pending) {
      return {
        type: "curve",
        dir: bestCurve(
          m,
          CLUBS.findIndex((c) => c.id === f.club),
          f,
        ),
      };
    }
    const play = windowsOn(s.options) ? choosePlay(s, level) : null;
    if (play) return play;
    const best = bestShot(m, s.balls[s.toPlay[0]]);
    return { type: "shot", club: CLUBS[best.club].id, dir: best.dir };
  });
}

/** Each option of the deciding seat with the planner's expected shots + penalties to hole out. */
export function hint(s: State): Hint<Action>[] {
  if (s.phase !== "play" || s.deal.length || s.ricochet || s.greenMoves.length) return [];
  const m = seatModel(s, activeSeat(s));
  const f = s.flight;
  if (s.window.length || !f) {
    const { options, pass } = valuedPlays(s, "planner");
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
        .map((h) =>
          mean ? { ...h, label: `${h.label} (P${activeSeat(s) + 1}'s expectation)` } : h,
        )
        .sort((a, b) => (mean ? b.value - a.value : a.value - b.value));
    }
    return [...shotHints(s, m), ...plays].sort((a, b) => a.value - b.value);
  }
  if (f?.pending) {
    const k = CLUBS.findIndex((c) => c.id === f.club);
    return curveValues(m, k, f)
      .map(({ dir, value }) => ({
        action: { type: "curve", dir } as Action,
        label: `curve ${DIRECTION_NAMES[dir]}`,
        value: value + 0,
      }))
      .sort((a, b) => a.value - b.value);
  }
  return [];
}

function shotHints(s: State, m: Model): Hint<Action>[] {
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

export type { Course };
