/** The state of Rolling Pins (plain JSON), and small queries over a player's sheet. */
import { type Ability, FULL, type Layout, layoutOf, loadDefaultSheet } from "./data.ts";
import type { Options } from "./options.ts";

/**
 * choose: pick one or two dice; wait: dice chosen, roll coming; roll: dice showing, decide;
 * reroll: a Re-roll is coming; frameEnd: second ball missed, Extra Pin may still be used.
 */
export type Phase = "choose" | "wait" | "roll" | "reroll" | "frameEnd" | "done";

export interface PlayerSheet {
  /** 0-9 the ten frames, 10-11 the bonus frames. */
  frame: number;
  ball: 1 | 2;
  phase: Phase;
  /** Dice this roll counts (1 or 2); 0 before choosing. */
  count: number;
  /** Current values of the dice showing (one more than count while Extra Die's is kept). */
  dice: number[];
  /**
   * The physical face of each die showing (1-6), and whether Double has doubled it: a die's
   * value is its face (times two when doubled) plus the bowling balls spent on it, so Flip and
   * Spin turn the face and keep what the balls added.
   */
  faces: number[];
  doubled: boolean[];
  /** Rolls made in this frame (Tenpin looks at the first); a Re-roll does not add one. */
  rolls: number;
  /** Pins crossed per frame by the first and by the second ball, as 10-bit masks. */
  first: number[];
  second: number[];
  /** How a frame's strike came: "" (pins), "tenpin" or "autoStrike". */
  strikeBy: string[];
  ballsGained: number;
  ballsUsed: number;
  /** Squares marked per area, and uses per area's ability. */
  marks: number[];
  used: number[];
  pendingMarks: number;
  /** Extra Die active for the rest of this ball. */
  extraDie: boolean;
  /** Auto-strike gained and not yet applied. */
  autoStrike: boolean;
  /** Bonus balls still owed after a tenth-frame spare (1) or strike (2). */
  bonusNeeded: number;
}

export interface State {
  readonly options: Options;
  /** Non-duplicate games: whose frame it is, and which frame that turn started in. */
  turn: number;
  turnFrame: number;
  sheets: PlayerSheet[];
  /** Who the last roll was for: a seat (own roll or Re-roll), or -1 for a shared roll. Display only. */
  lastRoll: number;
}

export function layout(state: State): Layout {
  return layoutOf(state.options.sheet ?? loadDefaultSheet());
}

export function newSheet(): PlayerSheet {
  return {
    frame: 0,
    ball: 1,
    phase: "choose",
    count: 0,
    dice: [],
    faces: [],
    doubled: [],
    rolls: 0,
    first: new Array(12).fill(0),
    second: new Array(12).fill(0),
    strikeBy: new Array(12).fill(""),
    ballsGained: 1,
    ballsUsed: 0,
    marks: new Array(10).fill(0),
    used: new Array(10).fill(0),
    pendingMarks: 0,
    extraDie: false,
    autoStrike: false,
    bonusNeeded: 0,
  };
}

/** A sheet to change: every field by name (an object spread here cost a quarter of play). */
export function copySheet(s: PlayerSheet): PlayerSheet {
  return {
    frame: s.frame,
    ball: s.ball,
    phase: s.phase,
    count: s.count,
    dice: s.dice.slice(),
    faces: s.faces.slice(),
    doubled: s.doubled.slice(),
    rolls: s.rolls,
    first: s.first.slice(),
    second: s.second.slice(),
    strikeBy: s.strikeBy.slice(),
    ballsGained: s.ballsGained,
    ballsUsed: s.ballsUsed,
    marks: s.marks.slice(),
    used: s.used.slice(),
    pendingMarks: s.pendingMarks,
    extraDie: s.extraDie,
    autoStrike: s.autoStrike,
    bonusNeeded: s.bonusNeeded,
  };
}

/** A state whose sheets the caller replaces: fields by name, no spread. */
export function withSheets(state: State, sheets: PlayerSheet[], lastRoll = state.lastRoll): State {
  return {
    options: state.options,
    turn: state.turn,
    turnFrame: state.turnFrame,
    sheets,
    lastRoll,
  };
}

export function standing(s: PlayerSheet): number {
  return FULL & ~(s.first[s.frame] | s.second[s.frame]);
}

export function ballsLeft(s: PlayerSheet): number {
  return s.ballsGained - s.ballsUsed;
}

/** The area's squares are all marked: its ability is circled. */
export function holds(l: Layout, s: PlayerSheet, a: Ability): boolean {
  const i = l.areaOf[a];
  return i !== undefined && s.marks[i] === l.areas[i].squares;
}

/** Held and not yet crossed out (once-per-game abilities). */
export function canUse(l: Layout, s: PlayerSheet, a: Ability): boolean {
  const i = l.areaOf[a];
  return i !== undefined && s.marks[i] === l.areas[i].squares && s.used[i] === 0;
}

export function topFull(l: Layout, s: PlayerSheet): boolean {
  for (let i = 0; i < 5; i++) if (s.marks[i] < l.areas[i].squares) return false;
  return true;
}

/** Areas a square may be marked in now: top five, or bottom five once the top is full. */
export function markableAreas(l: Layout, s: PlayerSheet): number[] {
  const out: number[] = [];
  const from = topFull(l, s) ? 5 : 0;
  const to = from === 5 ? 10 : 5;
  for (let i = from; i < to; i++) if (s.marks[i] < l.areas[i].squares) out.push(i);
  return out;
}

/** The roll's value, or -1 while Extra Die's spare die has not been discarded. */
export function rollValue(s: PlayerSheet): number {
  if (s.dice.length !== s.count) return -1;
  let v = 0;
  for (const d of s.dice) v += d;
  return v;
}

/** Pin positions (0-9) of `mask` -> their numbers in frame f, ascending. */
export function pinNumbers(l: Layout, frame: number, mask: number): number[] {
  const out: number[] = [];
  const pins = l.pins[frame];
  for (const i of l.byNumber[frame]) if (mask & (1 << i)) out.push(pins[i]);
  return out;
}

/** Pin numbers -> mask of positions in frame f, or -1 if a number is not on the frame. */
export function maskOf(l: Layout, frame: number, numbers: readonly number[]): number {
  let m = 0;
  for (const n of numbers) {
    const i = l.pins[frame].indexOf(n);
    if (i < 0 || m & (1 << i)) return -1;
    m |= 1 << i;
  }
  return m;
}

/** No dice showing: a ball, a crossing or a Re-roll takes them away. */
export function clearDice(s: PlayerSheet): void {
  s.dice = [];
  s.faces = [];
  s.doubled = [];
}

/** Turns die i to a physical face: its value keeps what bowling balls added (and Double's x2). */
export function turnFace(s: PlayerSheet, i: number, face: number): void {
  s.dice[i] += (s.doubled[i] ? 2 : 1) * (face - s.faces[i]);
  s.faces[i] = face;
}
