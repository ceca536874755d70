/**
 * Carrying out a play: a caddie card, a golfer ability, a survival token, handicap points, or
 * passing. Checked against `plays` (effects.ts), so only what the rules offer is applied.
 */

import type { State } from "../state.ts";
import { type CaddieEffect, caddieById, golferById } from "./cards.ts";
import { compileCourse } from "./course.ts";
import {
  activeSeat,
  cardLists,
  type EffectAction,
  plays,
  samePlay,
  seatCourse,
  shotRules,
  windowSeats,
} from "./effects.ts";
import { crossOut } from "./handicap.ts";
import { DIRECTION_NAMES } from "./hex.ts";
import { after, settleIfDone } from "./play.ts";
import { applyFace, spaceName } from "./shot.ts";

/** The seat making a play now: the head of the window, else the player (shot decision). */
export function playingSeat(s: State): number {
  return s.window.length ? s.window[0] : activeSeat(s);
}

export function checkEffect(s: State, a: EffectAction): string | null {
  if (s.phase !== "play") return "no hole is in play";
  const seat = playingSeat(s);
  if (a.type === "pass") return s.window.length ? null : "there is nothing to pass: take a shot";
  if (s.flight && !s.window.length) {
    return s.flight.pending ? "choose the curve's direction first" : "the ball is in the air";
  }
  if (plays(s, seat).some((p) => samePlay(p, a))) return null;
  if (a.type === "card") {
    if (!s.hands[seat]?.includes(a.card)) return `you hold no ${a.card} card`;
    return `${a.card} cannot be played now${a.dir === undefined ? "" : ` that way (${DIRECTION_NAMES[a.dir]})`}`;
  }
  if (a.type === "golfer") return `no ${a.golfer} ability to use now`;
  if (a.type === "cross")
    return "no out-of-bounds space to cross now (handicap points, a one-space move)";
  if (a.type === "token")
    return s.options.variant === "survival"
      ? `cannot spend tokens to ${a.use} now`
      : "tokens are for Survival";
  return s.options.handicap
    ? `cannot change the roll to ${a.to} now`
    : "handicap points are a variant (--handicap)";
}

function discard(s: State, seat: number, id: string): void {
  const hand = [...s.hands[seat]];
  hand.splice(hand.indexOf(id), 1);
  s.hands = s.hands.map((h, i) => (i === seat ? hand : h));
  s.discard = [...s.discard, id];
}

/** Applies an effect kind to the ball of the player whose turn it is. */
function carryOut(
  s: State,
  kind: CaddieEffect["kind"],
  dir: number | undefined,
  terrain?: string,
): void {
  const a = activeSeat(s);
  const c = compileCourse(s.layout);
  const f = s.flight;
  if (kind === "step") {
    s.balls[a] = c.nbr[s.balls[a] * 6 + dir!];
    s.events.push(`the ball steps ${DIRECTION_NAMES[dir!]} to ${spaceName(c, s.balls[a])}`);
    return;
  }
  if (kind === "ignore") {
    s.turnIgnore = [...s.turnIgnore, terrain!];
    s.events.push("its effect is ignored this turn");
    return;
  }
  if (!f) return;
  switch (kind) {
    case "reroll": {
      s.flight = { ...f.prev!, seat: f.seat, club: f.club, from: f.from, landed: null };
      s.window = [];
      s.events.push("the roll is undone: roll that die again");
      return;
    }
    case "power": {
      const n = Number(f.face);
      // A full swing replaces the roll; nothing can undo it afterwards.
      const back: NonNullable<State["flight"]> = {
        ...f.prev!,
        seat: f.seat,
        club: f.club,
        from: f.from,
      };
      s.flight = back;
      const sc = seatCourse(s, a);
      let how: "dotted" | "out" = "dotted";
      for (let k = 0; k < n; k++) {
        const to = sc.nbr[back.pos * 6 + back.dir];
        if (to < 0) {
          how = "out";
          s.events.push(`would fly ${DIRECTION_NAMES[back.dir]} out of bounds: stops at the edge`);
          break;
        }
        back.pos = to;
      }
      back.landed = how;
      back.pending = null;
      s.events.push(
        `full swing: ${n} spaces ${DIRECTION_NAMES[back.dir]} to ${spaceName(c, back.pos)}, then it lands`,
      );
      return;
    }
    case "turn":
      f.dir = dir!;
      s.events.push(`the shot turns ${DIRECTION_NAMES[dir!]}`);
      return;
    case "advance": {
      const to = c.nbr[f.pos * 6 + f.dir];
      if (to < 0) {
        f.landed = "out";
        s.events.push(`would fly ${DIRECTION_NAMES[f.dir]} out of bounds: stops at the edge`);
      } else {
        f.pos = to;
        s.events.push(`the ball moves ${DIRECTION_NAMES[f.dir]} to ${spaceName(c, to)}`);
      }
      return;
    }
    case "land":
      f.landed = "normal";
      s.events.push("the ball lands");
      return;
    case "reset-number":
      f.last = 0;
      s.events.push("the number to beat is back to none");
      return;
    case "mulligan":
      s.balls[a] = f.from;
      s.flight = null;
      s.window = [];
      s.events.push(`the ball goes back to ${spaceName(c, f.from)}: take the turn again`);
      return;
  }
}

export function applyEffect(s: State, a: EffectAction): void {
  const seat = playingSeat(s);
  s.events = [];
  const lists = cardLists(s.options);
  if (a.type === "pass") {
    s.window = s.window.slice(1);
    settleIfDone(s);
    return;
  }
  if (a.type === "cross") {
    crossOut(s, seat);
    return;
  }
  if (a.type === "card") {
    const card = caddieById(lists, a.card)!;
    discard(s, seat, a.card);
    s.events.push(`{${seat}:plays} ${card.name}`);
    const e = card.effect;
    carryOut(s, e.kind, a.dir, e.kind === "ignore" ? e.terrain : undefined);
  } else if (a.type === "golfer") {
    const g = golferById(lists, a.golfer)!;
    s.events.push(`{${seat}:uses} ${g.name}`);
    if (g.effect.kind === "ignore") {
      carryOut(s, "ignore", undefined, g.effect.terrain);
      reopen(s);
      return;
    }
    if (g.effect.kind === "ties-beat") {
      // The tie is rolled again as one that moves the ball.
      const f = s.flight!;
      const back = {
        ...f.prev!,
        seat: f.seat,
        club: f.club,
        from: f.from,
        prev: f.prev,
        face: f.face,
      };
      s.flight = back;
      s.window = [];
      const rules = { ...shotRules(s, back.seat), tiesBeat: true };
      after(s, applyFace(seatCourse(s, back.seat), back, f.face!, s.events, rules));
      return;
    }
    const per = g.effect.kind === "step" || g.effect.kind === "reroll" ? g.effect.per : undefined;
    if (per === "hole") s.holeUsed = s.holeUsed.map((u, i) => (i === seat ? [...u, g.id] : u));
    else s.turnUsed = [...s.turnUsed, g.id];
    carryOut(s, g.effect.kind === "reroll" ? "reroll" : "step", a.dir);
  } else if (a.type === "token") {
    const cost = a.use === "reroll" ? 1 : 3;
    s.tokens -= cost;
    s.events.push(`spends ${cost} token${cost > 1 ? "s" : ""} to ${a.use} (${s.tokens} left)`);
    carryOut(s, a.use, a.dir);
  } else {
    const f = s.flight!;
    const cost = Math.abs(a.to - Number(f.face));
    s.points[seat] -= cost;
    s.events.push(
      `spends ${cost} handicap point${cost > 1 ? "s" : ""}: the ${f.face} becomes ${a.to} (${s.points[seat]} left)`,
    );
    const back = { ...f.prev!, seat: f.seat, club: f.club, from: f.from, prev: f.prev, face: a.to };
    s.flight = back;
    s.window = [];
    after(s, applyFace(seatCourse(s, back.seat), back, a.to, s.events, shotRules(s, back.seat)));
    return;
  }
  reopen(s);
}

/** After a play the player (or a mean neighbour) may play again; seats with nothing left drop out. */
function reopen(s: State): void {
  if (s.flight) {
    const still = new Set(windowSeats(s));
    s.window = s.window.filter((x) => still.has(x));
    settleIfDone(s);
  }
}
