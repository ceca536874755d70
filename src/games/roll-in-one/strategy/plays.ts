/**
 * How the planner and greedy bots use cards, abilities, tokens, handicap points and the variant
 * decisions. Every play is valued by the bot's own estimate: apply it, then read the expected
 * shots + penalties to hole out from the model (V). A play is made when it lowers that cost by
 * more than what it spends (a card, a token, points); a mean play when it raises a rival's.
 */

import type { Action } from "../actions.ts";
import { CLUBS } from "../data.ts";
import { game } from "../game.ts";
import { golferById } from "../rules/cards.ts";
import type { Layout } from "../rules/course.ts";
import { abilities, activeSeat, cardLists, plays, seatCourse } from "../rules/effects.ts";
import { distance } from "../rules/hex.ts";
import { settle } from "../rules/shot.ts";
import { greenTargets, multiGreen } from "../rules/variants.ts";
import type { State } from "../state.ts";
import { bestShot, firstRollVal, type Model, wAt } from "./model.ts";
import { curveValues, type ModelLevel, modelFor, type SeatRules } from "./planner.ts";
import { atTable, tableStateValue } from "./table.ts";

export type Level = ModelLevel;

/** What a card is worth kept for later, in shots: play it only to gain more than this. */
export const CARD_WORTH = 0.25;
/** A once-a-hole reroll is kept unless it gains more than this. */
export const ABILITY_WORTH = 0.3;
/** Each handicap point, in shots (six for the whole game). */
export const POINT_WORTH = 0.3;
/** A mean play must cost the rival at least this much. */
export const MEAN_MARGIN = 0.5;
/** The bots' taste when golfers are chosen, best first: measured (docs/rules/roll-in-one.md). */
export const GOLFER_TASTE = [
  "skipper",
  "lucky",
  "steady",
  "nimble",
  "backspin",
  "lofty",
  "lumberjack",
  "sandy",
];

export function seatRules(s: State, seat: number): SeatRules {
  const ab = abilities(s, seat);
  const ignore = [
    ...new Set(
      ab.flatMap((a) => (a.effect.kind === "ignore" && !a.effect.may ? [a.effect.terrain] : [])),
    ),
  ]
    .sort()
    .join("");
  return {
    ignore,
    tiesBeat: ab.some((a) => a.effect.kind === "ties-beat" && !a.effect.may),
    extraDots: ab.filter((a) => a.effect.kind === "extra-dot").length,
  };
}

/** The seat's model: its hole, or (campaign, bumper) the cheapest green still to reach. */
export function seatModel(s: State, seat: number, level: Level = "planner"): Model {
  const rules = seatRules(s, seat);
  if (!multiGreen(s)) return modelFor(s.layout, level, rules);
  const pos = s.balls[seat];
  let best: Model | null = null;
  s.greens.forEach((g, i) => {
    if (s.options.variant === "campaign" && s.reached[seat]?.includes(i)) return;
    const layout: Layout = { boards: s.layout.boards, green: g };
    const m = modelFor(layout, level, rules);
    if (!best || (pos >= 0 && m.V[pos] < best.V[pos])) best = m;
  });
  return best ?? modelFor({ boards: s.layout.boards, green: s.greens[0] }, level, rules);
}

const clubIndex = (id: string) => CLUBS.findIndex((c) => c.id === id);

/** Expected cost for `seat` from a state (the shot in the air not counted again). */
export function stateValue(s: State, seat: number, m: Model, base: State): number {
  const f = s.flight;
  const spent = s.penalties[seat] - base.penalties[seat];
  if (f && f.seat === seat) {
    const k = clubIndex(f.club);
    if (f.landed) {
      const stop = settle(seatCourse(s, seat), { ...f }, f.landed, null);
      return spent + stop.penalties + (stop.pos === m.course.green ? 0 : m.V[stop.pos]);
    }
    if (f.pending) return spent + Math.min(...curveValues(m, k, f).map((c) => c.value));
    if (f.first) return spent + firstRollVal(m, k, f.pos, f.dir);
    return spent + wAt(m, k, f.pos, f.dir, f.last);
  }
  const b = s.balls[seat];
  if (b === -1 || s.phase !== "play") return spent;
  // A mulligan: the turn is taken again, and that shot counts.
  if (!f && s.toPlay[0] === seat) return spent + shotValue(s, seat, m);
  return spent + (b === m.course.green ? 0 : m.V[b]);
}

/** The best shot's value from the ball, with this turn's ignored sand or trees. */
export function shotValue(s: State, seat: number, m: Model): number {
  const b = s.balls[seat];
  const t = m.course.terrain[b];
  const patch = (t === "S" || t === "T") && s.turnIgnore.includes(t);
  if (!patch) return bestShot(m, b).value;
  const saved = m.terrain[b];
  m.terrain[b] = 0;
  const v = bestShot(m, b).value;
  m.terrain[b] = saved;
  return v;
}

function cost(a: Action, s: State): number {
  switch (a.type) {
    case "card":
      return CARD_WORTH;
    case "golfer": {
      // Once-a-hole abilities are worth keeping; once-a-turn and optional ones are free.
      const e = golferById(cardLists(s.options), a.golfer)?.effect;
      return e && "per" in e && e.per === "hole" ? ABILITY_WORTH : 0;
    }
    case "token":
      return a.use === "reroll" ? 1 : 3;
    case "adjust":
      return 0;
    default:
      return 0;
  }
}

export interface Valued {
  readonly action: Action;
  readonly value: number;
  /** What the play spends, in the same unit. */
  readonly cost: number;
}

/** Every play of the deciding seat now, valued for the player whose turn it is. */
export function valuedPlays(
  s: State,
  level: Level,
): { seat: number; options: Valued[]; pass: number } {
  const a = activeSeat(s);
  const seat = s.window.length ? s.window[0] : a;
  const m = seatModel(s, a, level);
  // The table bot at a table values plays by the table's objective (table.ts), others by V.
  const table = level === "table" && atTable(s);
  const value = (x: State): number =>
    (table ? tableStateValue(x, m) : null) ??
    (s.flight ? stateValue(x, a, m, s) : shotValue(x, a, m));
  const pass = value(s);
  // Crossing out of bounds is beyond the model (it knows only spaces on the course): never valued.
  const options = plays(s, seat)
    .filter((action) => action.type !== "cross")
    .map((action) => {
      const after = game.apply(s, action);
      const extra =
        action.type === "adjust"
          ? POINT_WORTH * Math.abs(action.to - Number(s.flight?.face))
          : cost(action, s);
      return { action, value: value(after), cost: extra };
    });
  return { seat, options, pass };
}

/** The bot's play in a window (or null: pass), or at the shot decision (null: just shoot). */
export function choosePlay(s: State, level: Level): Action | null {
  const { seat, options, pass } = valuedPlays(s, level);
  if (seat !== activeSeat(s)) {
    const worst = options.reduce<Valued | null>((w, o) => (!w || o.value > w.value ? o : w), null);
    return worst && worst.value - pass > MEAN_MARGIN ? worst.action : null;
  }
  const best = options.reduce<Valued | null>(
    (b, o) => (!b || o.value + o.cost < b.value + b.cost ? o : b),
    null,
  );
  return best && best.value + best.cost < pass - 1e-9 ? best.action : null;
}

export function chooseGolfer(s: State): Action {
  const pick = GOLFER_TASTE.find((g) => s.golferPile.includes(g)) ?? s.golferPile[0];
  return { type: "choose-golfer", golfer: pick };
}

/** Ricochet: the move that leaves the bot best off, counting half of what it costs the others. */
export function chooseRicochet(s: State, level: Level): Action {
  const seat = s.ricochet!.seat;
  const m = seatModel(s, seat, level);
  let best: { a: Action; v: number } | null = null;
  for (const a of game.legalActions(s)) {
    const after = game.apply(s, a);
    let v = stateValue(after, seat, m, s);
    for (let k = 0; k < s.balls.length; k++) {
      if (k === seat || s.balls[k] < 0) continue;
      v -= 0.5 * (stateValue(after, k, m, s) - stateValue(s, k, m, s));
    }
    if (!best || v < best.v - 1e-12) best = { a, v };
  }
  return best!.a;
}

/** Bumper Golf: move the green close to the bot's ball and far from the others'. */
export function chooseGreenMove(s: State): Action {
  const { seat, green } = s.greenMoves[0];
  const c = seatCourse(s, seat);
  const mine = c.hexes[s.balls[seat]];
  const others = s.balls.filter((b, k) => k !== seat && b >= 0).map((b) => c.hexes[b]);
  let best: { a: Action; v: number } | null = null;
  for (const h of greenTargets(s, green)) {
    const rival = others.length ? Math.min(...others.map((o) => distance(o, h))) : 0;
    const v = distance(mine, h) - 0.5 * rival;
    if (!best || v < best.v) best = { a: { type: "move-green", q: h.q, r: h.r }, v };
  }
  return best!.a;
}
