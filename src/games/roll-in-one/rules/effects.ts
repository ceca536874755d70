/**
 * Cards and abilities at play: which golfer effects apply to a seat, the course as that seat's
 * ball feels it, and every card, ability, token or handicap play the rules allow right now.
 * Effects are interpreted by kind (cards.ts), never per card.
 */

import type { Action } from "../actions.ts";
import { clubById } from "../data.ts";
import type { Options } from "../options.ts";
import type { State } from "../state.ts";
import { type CardLists, caddieById, type GolferEffect, golferById } from "./cards.ts";
import { type Course, compileCourse } from "./course.ts";
import { key, turn } from "./hex.ts";
import type { ShotRules } from "./shot.ts";

export type EffectAction = Extract<
  Action,
  { type: "card" | "golfer" | "token" | "adjust" | "pass" | "cross" }
>;

export function cardLists(o: Options): CardLists {
  return { golfers: o.golferCards, caddies: o.caddieCards };
}

/** The golfer abilities that apply to a seat: the shared golfers' and its own. */
export function abilities(s: State, seat: number): { id: string; effect: GolferEffect }[] {
  const lists = cardLists(s.options);
  const own = s.golfers[seat];
  const ids = [...(s.options.sharedGolfers ?? []), ...(own ? [own] : [])];
  return ids.flatMap((id) => {
    const g = golferById(lists, id);
    return g ? [{ id: g.id, effect: g.effect }] : [];
  });
}

/** The seat whose turn it is (while a hole is in play). */
export function activeSeat(s: State): number {
  return s.flight ? s.flight.seat : (s.toPlay[0] ?? 0);
}

/** Terrain letters whose effect a seat's ball ignores now, sorted ("" for none). */
export function ignoredTerrain(s: State, seat: number): string {
  const t = new Set<string>();
  for (const a of abilities(s, seat)) {
    if (a.effect.kind === "ignore" && !a.effect.may) t.add(a.effect.terrain);
  }
  if (s.phase === "play" && seat === activeSeat(s)) for (const x of s.turnIgnore) t.add(x);
  return [...t].sort().join("");
}

const remapped = new WeakMap<Course, Map<string, Course>>();

/** The course with ignored terrains played as rough (the picture keeps the real terrain). */
export function withIgnored(c: Course, ignore: string): Course {
  if (!ignore) return c;
  let byKey = remapped.get(c);
  if (!byKey) {
    byKey = new Map();
    remapped.set(c, byKey);
  }
  let out = byKey.get(ignore);
  if (!out) {
    out = {
      ...c,
      terrain: c.terrain.map((t) => (ignore.includes(t) ? "R" : t)),
      printed: c.terrain,
    };
    byKey.set(ignore, out);
  }
  return out;
}

export function seatCourse(s: State, seat: number): Course {
  return withIgnored(compileCourse(s.layout), ignoredTerrain(s, seat));
}

export function shotRules(s: State, seat: number): ShotRules | undefined {
  const ab = abilities(s, seat);
  if (!ab.length) return undefined;
  return {
    tiesBeat: ab.some((a) => a.effect.kind === "ties-beat" && !a.effect.may),
    extraDots: ab.filter((a) => a.effect.kind === "extra-dot").length,
  };
}

/** Whether rolls open a window for plays (cards, abilities, tokens or handicap points). */
export function windowsOn(o: Options): boolean {
  return !!(o.cards || o.handicap || o.sharedGolfers?.length || o.variant === "survival");
}

/** Spaces a step may reach: on the course, not water, not a green. */
export function stepTargets(s: State, from: number): { dir: number; to: number }[] {
  const c = compileCourse(s.layout);
  const greens = new Set(s.greens.map(([q, r]) => c.index.get(key({ q, r }))));
  const out: { dir: number; to: number }[] = [];
  for (let d = 0; d < 6; d++) {
    const to = c.nbr[from * 6 + d];
    if (to >= 0 && to !== c.green && !greens.has(to) && c.terrain[to] !== "W") {
      out.push({ dir: d, to });
    }
  }
  return out;
}

/** Every play open to `seat` now (pass not included): at the shot decision or after a roll. */
export function plays(s: State, seat: number): EffectAction[] {
  if (s.phase !== "play" || s.ricochet || s.greenMoves.length) return [];
  const a = activeSeat(s);
  const mine = seat === a;
  const f = s.flight;
  const out: EffectAction[] = [];
  const lists = cardLists(s.options);
  const flying = !!f && !f.landed && !f.pending;
  const afterRoll = !!f?.prev;
  const number = typeof f?.face === "number" ? f.face : 0;
  const ignored = ignoredTerrain(s, seat);
  const steps = !f && mine ? stepTargets(s, s.balls[seat]) : [];
  for (const id of new Set(s.hands[seat] ?? [])) {
    const card = caddieById(lists, id);
    if (!card || (!mine && !card.mean)) continue;
    const k = card.effect.kind;
    if (k === "step") for (const t of steps) out.push({ type: "card", card: id, dir: t.dir });
    else if (k === "ignore") {
      if (mine && !ignored.includes(card.effect.terrain)) out.push({ type: "card", card: id });
    } else if (!f) continue;
    else if (k === "reroll" && afterRoll) out.push({ type: "card", card: id });
    else if (k === "power" && afterRoll && number) out.push({ type: "card", card: id });
    else if (k === "mulligan" && mine && f.landed) out.push({ type: "card", card: id });
    else if (k === "turn" && flying) {
      for (const by of [-1, 1]) out.push({ type: "card", card: id, dir: turn(f.dir, by) });
    } else if ((k === "advance" || k === "land" || k === "reset-number") && flying) {
      out.push({ type: "card", card: id });
    }
  }
  if (!mine) return out;
  for (const g of abilities(s, seat)) {
    const e = g.effect;
    // Optional abilities: ignore a terrain this turn, or let a tie move the ball.
    if (e.kind === "ignore" && e.may && f && !ignored.includes(e.terrain)) {
      out.push({ type: "golfer", golfer: g.id });
    }
    if (
      e.kind === "ties-beat" &&
      e.may &&
      f?.landed === "normal" &&
      number &&
      number === f.prev?.last
    ) {
      out.push({ type: "golfer", golfer: g.id });
    }
    if (g.effect.kind !== "step" && g.effect.kind !== "reroll") continue;
    if (abilityUsed(s, seat, g.id, g.effect.per)) continue;
    if (g.effect.kind === "step") {
      for (const t of steps) out.push({ type: "golfer", golfer: g.id, dir: t.dir });
    } else if (afterRoll) out.push({ type: "golfer", golfer: g.id });
  }
  if (s.options.variant === "survival" && f) {
    if (afterRoll && s.tokens >= 1) out.push({ type: "token", use: "reroll" });
    if (flying && s.tokens >= 3) {
      for (const by of [-1, 1]) out.push({ type: "token", use: "turn", dir: turn(f.dir, by) });
    }
  }
  if (s.options.handicap && f?.canCross && f.landed === "out" && s.points[seat] > 0) {
    out.push({ type: "cross" });
  }
  if (s.options.handicap && f && afterRoll && number && !f.oob && s.points[seat] > 0) {
    const max = clubById(f.club)?.maxNumber ?? number;
    for (let to = Math.max(1, number - s.points[seat]); to <= max; to++) {
      if (to !== number && Math.abs(to - number) <= s.points[seat])
        out.push({ type: "adjust", to });
    }
  }
  return out;
}

/** Whether a once-a-turn (default) or once-a-hole ability has been used. */
export function abilityUsed(s: State, seat: number, id: string, per?: "turn" | "hole"): boolean {
  return per === "hole" ? s.holeUsed[seat].includes(id) : s.turnUsed.includes(id);
}

/** Seats that get a say after a roll: the player, then (feeling mean) the others clockwise. */
export function windowSeats(s: State): number[] {
  const a = activeSeat(s);
  const n = s.options.players;
  const seats = s.options.mean ? Array.from({ length: n }, (_, k) => (a + k) % n) : [a];
  return seats.filter((x) => plays(s, x).length > 0);
}

export function samePlay(x: Action, y: Action): boolean {
  return JSON.stringify(x) === JSON.stringify(y);
}
