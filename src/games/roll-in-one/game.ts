/**
 * Roll In One as a Game: the contract in one place (setup, whose step it is, the legal actions,
 * chance steps), wiring the rule modules in rules/. Actions' legality and effect: actions.ts.
 */
import type { Face } from "../../engine/dice.ts";
import type { Game } from "../../engine/game.ts";
import { rollOff } from "../../engine/ranking.ts";
import { type Action, actionSchema, apply, checkAction, clone } from "./actions.ts";
import { clubById } from "./data.ts";
import { type Options, optionsSchema } from "./options.ts";
import { playingSeat } from "./rules/cardplay.ts";
import { golferById } from "./rules/cards.ts";
import { emptyLayout } from "./rules/course.ts";
import { choosing, dealDie, giveCard, setupCards, skipEmptyDraws } from "./rules/deal.ts";
import { legalDesign } from "./rules/design.ts";
import { cardLists, plays } from "./rules/effects.ts";
import { ricochetChoices } from "./rules/finish.ts";
import { invariants } from "./rules/invariants.ts";
import { applyRoll, legalPlay, startHole } from "./rules/play.ts";
import { result } from "./rules/result.ts";
import { traced } from "./rules/trace.ts";
import { greenTargets } from "./rules/variants.ts";
import { hiddenView } from "./rules/view.ts";
import { boardsOf, type State } from "./state.ts";

const PUTTER = clubById("putter")!;

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
    trace: null,
  };
  for (const id of o.sharedGolfers ?? []) {
    if (!golferById(cardLists(o), id)) throw new Error(`no golfer card "${id}"`);
  }
  setupCards(s);
  if (n === 1) startHole(s);
  return s;
}

/** A roll by the rules alone; `applyChance` adds it to the shot's trace. */
function rolled(state: State, faces: readonly Face[]): State {
  const s = clone(state);
  if (s.deal.length) {
    s.events = [];
    giveCard(s, faces[0]);
    return s;
  }
  if (s.phase === "rolloff") {
    // The lowest putter takes the marker; seats tied for lowest roll again.
    const roll = rollOff(s.rolloff, faces.map(Number), "lowest");
    const rolled = s.rolloff.map((seat, i) => `{${seat}} ${faces[i]}`).join(", ");
    const tie = roll.again
      ? ` (tie: ${roll.again.map((t) => `{${t}}`).join(", ")} roll again)`
      : "";
    s.events = [`roll-off: ${rolled}${tie}`];
    if (roll.again) {
      s.rolloff = [...roll.again];
    } else {
      s.rolloff = [];
      s.marker = roll.first;
      s.events.push(`{${roll.first}:takes} the first-player marker`);
      startHole(s);
      skipEmptyDraws(s);
    }
    return s;
  }
  applyRoll(s, faces[0]);
  return s;
}

/** A roll, added to the shot's trace if it is a flight's (a deal or roll-off is no shot's). */
function applyChance(state: State, faces: readonly Face[]): State {
  return traced(state, rolled(state, faces), { face: faces[0] });
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
  apply: (s, a) => traced(s, apply(s, a), { action: a.type }),
  applyChance,
  // Simulations show no table, so they skip the trace (about half an engine game's time).
  headless: { apply, applyChance: rolled },
  view: hiddenView,
  result,
  invariants,
};
