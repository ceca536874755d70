/** Roll In One as a Game: cards, roll-off, hole design, play, variants, scoring, the tie rule. */
import type { Face } from "../../engine/dice.ts";
import type { Game } from "../../engine/game.ts";
import { clubById } from "./data.ts";
import { applyEffect, checkEffect, playingSeat } from "./rules/cardplay.ts";
import { golferById } from "./rules/cards.ts";
import { emptyLayout } from "./rules/course.ts";
import { choosing, dealDie, giveCard, setupCards, skipEmptyDraws } from "./rules/deal.ts";
import { applyDesign, checkDesign, type DesignAction, legalDesign } from "./rules/design.ts";
import { cardLists, type EffectAction, plays } from "./rules/effects.ts";
import { applyRicochet, nextTurn, ricochetChoices } from "./rules/finish.ts";
import { invariants } from "./rules/invariants.ts";
import {
  applyPlay,
  applyRoll,
  beginPlay,
  checkPlay,
  legalPlay,
  type PlayAction,
  startHole,
} from "./rules/play.ts";
import { compareSeats, result } from "./rules/result.ts";
import { greenTargets } from "./rules/variants.ts";
import { hiddenView } from "./rules/view.ts";
import {
  type Action,
  actionSchema,
  boardsOf,
  type Options,
  optionsSchema,
  type State,
} from "./state.ts";

const PUTTER = clubById("putter")!;
const DESIGN = ["place", "turn", "remove", "green", "generate", "accept"];
const EFFECTS = ["card", "golfer", "token", "adjust", "pass", "cross"];
const isDesign = (a: Action): a is DesignAction => DESIGN.includes(a.type);
const isEffect = (a: Action): a is EffectAction => EFFECTS.includes(a.type);

function holesFor(o: Options): number {
  if (o.variant === "campaign" || o.variant === "bumper") return 1;
  if (o.variant === "survival") return 20;
  if (o.course) return o.course.holes.length;
  if (o.players === 1) return 3;
  return o.players === 2 ? 4 : o.players;
}

function setup(options: Options): State {
  const n = options.players;
  const o = options;
  const s: State = {
    options,
    phase: "rolloff",
    rolloff: Array.from({ length: n }, (_, i) => i),
    marker: 0,
    hole: 0,
    holesTotal: holesFor(options),
    layout: emptyLayout(boardsOf({ options })),
    soloExtras: [2, 3, 4],
    balls: [],
    shots: Array(n).fill(0),
    penalties: Array(n).fill(0),
    toPlay: [],
    round: 0,
    greenReached: false,
    flight: null,
    cards: [],
    events: [],
    golfers: Array(n).fill(null),
    hands: Array.from({ length: n }, () => []),
    pile: [],
    discard: [],
    golferPile: [],
    deal: [],
    window: [],
    turnIgnore: [],
    turnUsed: [],
    holeUsed: Array.from({ length: n }, () => []),
    points: Array(n).fill(o.handicap ? 6 : 0),
    tokens: 0,
    survived: 0,
    greens: [],
    reached: Array.from({ length: n }, () => []),
    leader: -1,
    catchUp: 0,
    greenMoves: [],
    ricochet: null,
  };
  for (const id of o.sharedGolfers ?? []) {
    if (!golferById(cardLists(o), id)) throw new Error(`no golfer card "${id}"`);
  }
  setupCards(s);
  if (n === 1) startHole(s);
  return s;
}

/** A copy whose mutable parts are fresh; layouts, options and finished cards are never mutated. */
function clone(s: State): State {
  return {
    ...s,
    rolloff: [...s.rolloff],
    soloExtras: [...s.soloExtras],
    balls: [...s.balls],
    shots: [...s.shots],
    penalties: [...s.penalties],
    toPlay: [...s.toPlay],
    flight: s.flight ? { ...s.flight } : null,
    cards: [...s.cards],
    events: [...s.events],
    golfers: [...s.golfers],
    hands: s.hands.map((h) => [...h]),
    deal: [...s.deal],
    window: [...s.window],
    holeUsed: s.holeUsed.map((u) => [...u]),
    points: [...s.points],
    greens: s.greens.map((g) => [...g] as [number, number]),
    reached: s.reached.map((r) => [...r]),
    greenMoves: [...s.greenMoves],
  };
}

function checkAction(s: State, a: Action): string | null {
  if (s.phase === "over") return "the game is over";
  if (s.deal.length) {
    if (!choosing(s)) return "cards are being dealt";
    if (a.type !== "choose-golfer") return "choose your golfer card first";
    return s.golferPile.includes(a.golfer)
      ? null
      : `no golfer "${a.golfer}" left to choose (${s.golferPile.join(", ")})`;
  }
  if (a.type === "choose-golfer") return "golfers are not being chosen now";
  if (s.phase === "rolloff") return "roll the putters for the first-player marker first";
  if (isDesign(a)) {
    return s.phase === "design" ? checkDesign(s, a) : "the hole is already designed";
  }
  if (s.phase !== "play") return `hole ${s.hole + 1} must be designed first`;
  if (s.ricochet) {
    if (a.type !== "ricochet") return "ricochet first: move one of the balls on that space";
    return ricochetChoices(s).some((c) => c.ball === a.ball && c.dir === a.dir)
      ? null
      : "that ball is not on the space, or that space is out of bounds";
  }
  if (a.type === "ricochet") return "there is no ricochet to resolve";
  if (s.greenMoves.length) {
    if (a.type !== "move-green") return "move the green first";
    return greenTargets(s, s.greenMoves[0].green).some((h) => h.q === a.q && h.r === a.r)
      ? null
      : "the green must move at least six spaces, onto no water, fairway, ball or green";
  }
  if (a.type === "move-green") return "no green to move now";
  if (isEffect(a)) return checkEffect(s, a);
  if (s.window.length) return "play a card or pass first";
  return checkPlay(s, a as PlayAction);
}

function apply(state: State, a: Action): State {
  const s = clone(state);
  if (a.type === "choose-golfer") {
    s.events = [];
    giveCard(s, a.golfer);
    return s;
  }
  if (isDesign(a)) {
    s.layout = applyDesign(s, a);
    s.events = [];
    if (a.type === "accept") {
      if (s.options.players === 1 && s.options.variant !== "survival") {
        const used = s.layout.boards.length - 1;
        s.soloExtras = s.soloExtras.filter((x) => x !== used);
      }
      beginPlay(s);
    }
    return s;
  }
  if (a.type === "ricochet") {
    applyRicochet(s, a.ball, a.dir);
    return s;
  }
  if (a.type === "move-green") {
    const m = s.greenMoves.shift()!;
    s.greens[m.green] = [a.q, a.r];
    s.events = [`P${m.seat + 1} moves green ${m.green + 1} to ${a.q},${a.r}`];
    if (!s.greenMoves.length) nextTurn(s);
    return s;
  }
  if (isEffect(a)) {
    applyEffect(s, a);
    return s;
  }
  applyPlay(s, a as PlayAction);
  return s;
}

function applyChance(state: State, faces: readonly Face[]): State {
  const s = clone(state);
  if (s.deal.length) {
    s.events = [];
    giveCard(s, faces[0]);
    return s;
  }
  if (s.phase === "rolloff") {
    const low = Math.min(...faces.map(Number));
    const tied = s.rolloff.filter((_, i) => Number(faces[i]) === low);
    s.events = [
      `roll-off: ${s.rolloff.map((seat, i) => `P${seat + 1} ${faces[i]}`).join(", ")}` +
        (tied.length > 1 ? ` (tie: ${tied.map((t) => `P${t + 1}`).join(", ")} roll again)` : ""),
    ];
    if (tied.length > 1) {
      s.rolloff = tied;
    } else {
      s.rolloff = [];
      s.marker = tied[0];
      s.events.push(`P${tied[0] + 1} takes the first-player marker`);
      startHole(s);
      skipEmptyDraws(s);
    }
    return s;
  }
  applyRoll(s, faces[0]);
  return s;
}

function next(s: State) {
  if (s.phase === "over") return { kind: "end" } as const;
  if (s.deal.length) {
    if (choosing(s)) return { kind: "decision", seat: s.deal[0].seat } as const;
    return { kind: "chance", dice: [dealDie(s)], seat: s.deal[0].seat, label: "deal" } as const;
  }
  if (s.phase === "rolloff") {
    return { kind: "chance", dice: s.rolloff.map(() => PUTTER), label: "roll-off" } as const;
  }
  if (s.phase === "design") return { kind: "decision", seat: s.marker } as const;
  if (s.ricochet) return { kind: "decision", seat: s.ricochet.seat } as const;
  if (s.greenMoves.length) return { kind: "decision", seat: s.greenMoves[0].seat } as const;
  if (s.window.length) return { kind: "decision", seat: s.window[0] } as const;
  const f = s.flight;
  if (f && !f.pending) return { kind: "chance", dice: [clubById(f.club)!], label: f.club } as const;
  return { kind: "decision", seat: f ? f.seat : s.toPlay[0] } as const;
}

function legalActions(s: State): Action[] {
  if (s.phase === "over") return [];
  if (s.deal.length)
    return choosing(s)
      ? [...new Set(s.golferPile)].map((golfer) => ({ type: "choose-golfer", golfer }))
      : [];
  if (s.phase === "design") return legalDesign(s);
  if (s.phase !== "play") return [];
  if (s.ricochet) return ricochetChoices(s).map((c) => ({ type: "ricochet", ...c }));
  if (s.greenMoves.length) {
    return greenTargets(s, s.greenMoves[0].green).map((h) => ({
      type: "move-green",
      q: h.q,
      r: h.r,
    }));
  }
  if (s.window.length) return [{ type: "pass" }, ...plays(s, s.window[0])];
  const base: Action[] = legalPlay(s);
  return s.flight ? base : [...base, ...plays(s, playingSeat(s))];
}

export { compareSeats };

export const game: Game<State, Action, Options> = {
  id: "roll-in-one",
  name: "Roll In One",
  rulesVersion: "1",
  seats: { min: 1, max: 5 },
  optionsSchema,
  actionSchema,
  setup,
  next,
  legalActions,
  checkAction,
  apply,
  applyChance,
  view: hiddenView,
  result,
  invariants,
};
