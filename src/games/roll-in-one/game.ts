/** Roll In One as a Game: roll-off, hole design, play, scoring, the tie rule. */
import type { Face } from "../../engine/dice.ts";
import type { Game, GameResult } from "../../engine/game.ts";
import { EMPTY_LAYOUT, validateLayout } from "./course.ts";
import { clubById } from "./data.ts";
import { applyDesign, checkDesign, type DesignAction, legalDesign } from "./design.ts";
import {
  applyPlay,
  applyRoll,
  beginPlay,
  checkPlay,
  course,
  legalPlay,
  type PlayAction,
  startHole,
} from "./play.ts";
import { type Action, actionSchema, type Options, optionsSchema, type State } from "./state.ts";

const PUTTER = clubById("putter")!;
const isDesign = (a: Action): a is DesignAction => !["shot", "curve"].includes(a.type);

function holesFor(o: Options): number {
  if (o.course) return o.course.holes.length;
  if (o.players === 1) return 3;
  return o.players === 2 ? 4 : o.players;
}

function setup(options: Options): State {
  const n = options.players;
  const s: State = {
    options,
    phase: "rolloff",
    rolloff: Array.from({ length: n }, (_, i) => i),
    marker: 0,
    hole: 0,
    holesTotal: holesFor(options),
    layout: EMPTY_LAYOUT,
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
  };
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
  };
}

function checkAction(s: State, a: Action): string | null {
  if (s.phase === "over") return "the game is over";
  if (s.phase === "rolloff") return "roll the putters for the first-player marker first";
  if (isDesign(a)) {
    return s.phase === "design" ? checkDesign(s, a) : "the hole is already designed";
  }
  if (s.phase !== "play") return `hole ${s.hole + 1} must be designed first`;
  return checkPlay(s, a as PlayAction);
}

function apply(state: State, a: Action): State {
  const s = clone(state);
  if (isDesign(a)) {
    s.layout = applyDesign(s, a);
    s.events = [];
    if (a.type === "accept") {
      if (s.options.players === 1) {
        const used = s.layout.boards.length - 1;
        s.soloExtras = s.soloExtras.filter((x) => x !== used);
      }
      beginPlay(s);
    }
    return s;
  }
  applyPlay(s, a as PlayAction);
  return s;
}

function applyChance(state: State, faces: readonly Face[]): State {
  const s = clone(state);
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
    }
    return s;
  }
  applyRoll(s, faces[0]);
  return s;
}

function next(s: State) {
  if (s.phase === "over") return { kind: "end" } as const;
  if (s.phase === "rolloff") {
    return { kind: "chance", dice: s.rolloff.map(() => PUTTER), label: "roll-off" } as const;
  }
  if (s.phase === "design") return { kind: "decision", seat: s.marker } as const;
  const f = s.flight;
  if (f && !f.pending) return { kind: "chance", dice: [clubById(f.club)!], label: f.club } as const;
  return { kind: "decision", seat: f ? f.seat : s.toPlay[0] } as const;
}

function totals(s: State): number[] {
  return Array.from({ length: s.options.players }, (_, i) =>
    s.cards.reduce((t, c) => t + c.score[i], 0),
  );
}

/** Ties: compare the totals without the first hole, then without the first two, and so on. */
export function compareSeats(s: State, a: number, b: number): number {
  for (let from = 0; from < Math.max(1, s.cards.length); from++) {
    const ta = s.cards.slice(from).reduce((t, c) => t + c.score[a], 0);
    const tb = s.cards.slice(from).reduce((t, c) => t + c.score[b], 0);
    if (ta !== tb) return ta - tb;
  }
  return 0;
}

function result(s: State): GameResult {
  const scores = totals(s);
  const seats = scores.map((_, i) => i).sort((a, b) => compareSeats(s, a, b));
  const ranking: number[][] = [];
  for (const seat of seats) {
    const group = ranking[ranking.length - 1];
    if (group && compareSeats(s, group[0], seat) === 0) group.push(seat);
    else ranking.push([seat]);
  }
  const w = ranking[0];
  const note =
    w.length > 1
      ? `all tied on every hole they can compare: shake hands (${scores[w[0]]})`
      : `P${w[0] + 1} wins with ${scores[w[0]]}`;
  return { scores, ranking, note };
}

function invariants(s: State): string[] {
  const out: string[] = [];
  if (s.phase === "play") {
    const c = course(s);
    s.balls.forEach((b, i) => {
      if (b !== -1 && (b < 0 || b >= c.hexes.length)) out.push(`ball ${i + 1} is off the course`);
    });
    if (validateLayout(s.layout, {}).length && !s.options.course) {
      out.push(`hole in play is invalid: ${validateLayout(s.layout).join("; ")}`);
    }
    s.penalties.forEach((p, i) => {
      if (p < 0) out.push(`seat ${i + 1} has negative penalties`);
    });
    // The hole ends with the round in which a ball reached the green, never later.
    if (!s.toPlay.length) out.push("a hole in play with nobody to play");
    for (const seat of s.toPlay) {
      if (s.balls[seat] === -1) out.push(`seat ${seat + 1} is on the green but still to play`);
    }
    if (s.round > s.options.maxRounds) out.push("the hole went past the pick-up round");
    if (s.flight && s.flight.seat !== s.toPlay[0])
      out.push("the ball in flight is not the player's");
  }
  for (const card of s.cards) {
    if (card.distance.some((d) => d < 0)) out.push("negative distance on a scorecard");
  }
  return out;
}

export const game: Game<State, Action, Options> = {
  id: "roll-in-one",
  name: "Roll In One",
  rulesVersion: "1",
  seats: { min: 1, max: 5 },
  optionsSchema: optionsSchema as unknown as Game<State, Action, Options>["optionsSchema"],
  actionSchema,
  setup,
  next,
  legalActions: (s) =>
    s.phase === "design" ? legalDesign(s) : s.phase === "play" ? legalPlay(s) : [],
  checkAction,
  apply,
  applyChance,
  view: (s) => s,
  result,
  invariants,
};
