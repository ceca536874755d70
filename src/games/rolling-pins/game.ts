/** Rolling Pins as a Game: the contract's pure functions over the state. */
import type { Face, Game, GameResult, Step } from "../../engine/index.ts";
import { rankScores } from "../../engine/ranking.ts";
import { seatName } from "../module.ts";
import { type Action, actionSchema, applyAction, legalFor, onlyMiss, whyNot } from "./actions.ts";
import { FULL } from "./data.ts";
import { type Options, optionsSchema } from "./options.ts";
import { chanceKeys, nextStep, receiveRoll, settle, sharedFaces } from "./rules/flow.ts";
import { bowlingScore, finishedBalls, frameScores, rankOf, totalScore } from "./rules/scoring.ts";
import {
  ballsLeft,
  copySheet,
  layout,
  newSheet,
  type PlayerSheet,
  type State,
  withSheets,
} from "./state.ts";

export function setup(options: Options): State {
  const sheets = Array.from({ length: options.players }, newSheet);
  return { options, turn: 0, turnFrame: 0, sheets, lastRoll: -1 };
}

function decidingSeat(state: State): number {
  const step = nextStep(state);
  if (step.kind !== "decision") throw new Error("rolling-pins: no seat is deciding");
  return step.seat;
}

export function applyChance(state: State, faces: readonly Face[]): State {
  const step = nextStep(state);
  if (step.kind !== "chance") throw new Error("rolling-pins: no roll is due");
  const l = layout(state);
  const rolled = faces.map(Number);
  const sheets = [...state.sheets];
  const next = withSheets(state, sheets, step.seat ?? -1);
  const owned = new Set<PlayerSheet>();
  if (step.seat !== undefined) {
    const s = copySheet(sheets[step.seat]);
    sheets[step.seat] = s;
    owned.add(s);
    receiveRoll(l, s, rolled);
  } else {
    sheets.forEach((old, i) => {
      if (old.phase !== "wait") return;
      const s = copySheet(old);
      sheets[i] = s;
      owned.add(s);
      receiveRoll(l, s, sharedFaces(s, rolled));
    });
  }
  settle(next, onlyMiss, owned);
  return next;
}

/** `applyChance` on the state itself (see `actInPlace`): the roll due, as `nextStep` gave it. */
export function rollInPlace(state: State, seat: number | undefined, faces: readonly Face[]): void {
  const l = layout(state);
  const rolled = faces.map(Number);
  state.lastRoll = seat ?? -1;
  if (seat !== undefined) receiveRoll(l, state.sheets[seat], rolled);
  else
    for (const s of state.sheets) if (s.phase === "wait") receiveRoll(l, s, sharedFaces(s, rolled));
  settle(state, onlyMiss);
}

export function result(state: State): GameResult {
  const scores = state.sheets.map(totalScore);
  const ranking = rankScores(scores, false);
  // A solo game is ranked on the rulebook's Solo Table.
  if (scores.length === 1) return { scores, ranking, note: `Solo Table: ${rankOf(scores[0])}` };
  return { scores, ranking };
}

/** Checks on any reachable state (random-play tests call this after every step). */
export function invariants(state: State, names?: readonly string[]): string[] {
  const l = layout(state);
  const out: string[] = [];
  if (nextStep(state).kind === "end" && state.sheets.some((s) => s.phase !== "done"))
    out.push("the game ended while a player still had frames to bowl");
  state.sheets.forEach((s, seat) => {
    const p = seatName(names, seat);
    for (let f = 0; f < 12; f++) {
      if (s.first[f] & s.second[f]) out.push(`${p} frame ${f + 1}: a pin crossed by both balls`);
      if (f > s.frame && s.first[f] | s.second[f]) out.push(`${p}: pins crossed in a later frame`);
      if (s.first[f] === FULL && s.second[f])
        out.push(`${p} frame ${f + 1}: second ball after a strike`);
    }
    if (ballsLeft(s) < 0) out.push(`${p}: more bowling balls used than gained`);
    if (s.pendingMarks < 0) out.push(`${p}: negative pending marks`);
    let top = 0;
    for (let i = 0; i < 10; i++) {
      if (s.marks[i] > l.areas[i].squares) out.push(`${p}: area ${i + 1} over-marked`);
      if (i < 5) top += s.marks[i];
      else if (s.marks[i] > 0 && top < 10)
        out.push(`${p}: bottom area marked before the top is full`);
      if (s.used[i] > 1) out.push(`${p}: ${l.areas[i].ability} used more than once`);
      if (s.used[i] > 0 && s.marks[i] < l.areas[i].squares)
        out.push(`${p}: ability used but not gained`);
    }
    if (s.phase === "roll" && s.dice.length !== s.count && s.dice.length !== s.count + 1)
      out.push(`${p}: ${s.dice.length} dice showing for a ${s.count}-dice roll`);
    const frames = frameScores(s);
    const known = frames.every((f) => f.score !== null);
    if (s.phase === "done" && !known) out.push(`${p}: game over with a frame unscored`);
    if (known && totalScore(s) !== bowlingScore(finishedBalls(s)))
      out.push(`${p}: frame scores ${totalScore(s)} differ from the bowling formula`);
    if (totalScore(s) > 300) out.push(`${p}: score over 300`);
  });
  return out;
}

export const game: Game<State, Action, Options> = {
  id: "rolling-pins",
  name: "Rolling Pins",
  rulesVersion: "3",
  seats: { min: 1, max: 12 },
  optionsSchema,
  actionSchema,
  setup,
  next: (state): Step => nextStep(state),
  legalActions: (state) => legalFor(state, decidingSeat(state)),
  checkAction: (state, action) => {
    const step = nextStep(state);
    if (step.kind !== "decision") return "no decision is due";
    return whyNot(state, step.seat, action);
  },
  apply: (state, action) => applyAction(state, decidingSeat(state), action),
  applyChance,
  view: (state) => state,
  result,
  invariants,
  chanceKeys,
};
