import { type Action, legalFor } from "../actions.ts";
import type { Ability, Layout } from "../data.ts";
import { nextStep } from "../rules/flow.ts";
import { canUse, holds, layout, maskOf, type PlayerSheet, type State, standing } from "../state.ts";
import { allDown, type FrameTable, missValue, value } from "./dp.ts";
import { NumberMemo } from "./memo.ts";
import {
  ballsOf,
  banked,
  bestAdjusted,
  crossTable,
  frameTableOf,
  markValueAt,
  tablesFor,
} from "./model.ts";

const SEARCHED = ["flip", "spin", "double", "reroll", "extraPin", "extraDie"] as const;
type Searched = (typeof SEARCHED)[number];
/** Worth of keeping each ability, in pins, at the start of the game. */
const KEEP: Record<Searched, number> = {
  reroll: 3,
  flip: 2.5,
  spin: 4,
  double: 2.5,
  extraPin: 3,
  extraDie: 4,
};
/** Which areas to fill first (per square): strong abilities, and areas near completion. */
export const AREA_WORTH: Record<Ability, number> = {
  reroll: 3,
  flip: 2.5,
  extraPin: 3,
  ballReturn: 3,
  extraDie: 4,
  double: 2.5,
  luckyDoubles: 10,
  spin: 4,
  tenpin: 24,
  autoStrike: 15,
};
/** Abilities that last to the end of the game are worth less as frames run out. */
const LASTING: ReadonlySet<Ability> = new Set(["tenpin", "luckyDoubles"]);

/** What an area's square is worth in frame `frame` (0-11): one-use abilities keep their worth. */
export function areaWorth(l: Layout, s: PlayerSheet, area: number): number {
  const a = l.areas[area].ability;
  const left = Math.max(0, 10 - s.frame) / 10;
  const worth = LASTING.has(a) ? AREA_WORTH[a] * left : AREA_WORTH[a];
  return worth / (l.areas[area].squares - s.marks[area]);
}

interface Ctx {
  readonly l: Layout;
  readonly t: FrameTable;
  readonly s: PlayerSheet;
  readonly ball: 1 | 2;
  readonly count: number;
  readonly tenpin: boolean;
  readonly keep: (a: Searched) => number;
  readonly bcs: Map<number, Float64Array>;
  readonly memo: NumberMemo;
}

/** Outcomes of n fair dice as sorted multisets (search codes) with their probabilities. */
const OUTCOMES: [number[], number][][] = [[], enumerate(1), enumerate(2), enumerate(3)];
function enumerate(n: number): [number[], number][] {
  const m = new Map<string, [number[], number]>();
  const rec = (prefix: number[]) => {
    if (prefix.length === n) {
      const key = [...prefix].sort((a, b) => a - b);
      const e = m.get(key.join());
      if (e) e[1] += 6 ** -n;
      // Fresh dice as search codes (see `code`): value and face f, not doubled.
      else m.set(key.join(), [key.map((f) => f * 18), 6 ** -n]);
      return;
    }
    for (let f = 1; f <= 6; f++) rec([...prefix, f]);
  };
  rec([]);
  return [...m.values()];
}

/**
 * Values depend only on the frame table, the ball, Tenpin and the memo key (the worth of keeping
 * an ability follows the table's frame), so they are kept across decisions and games: play
 * revisits the same situations all the time. A memo that grows past MEMO_LIMIT starts afresh.
 */
const MEMO_LIMIT = 1 << 21;
const memos = new WeakMap<FrameTable, NumberMemo[]>();
const crossTables = new WeakMap<FrameTable, Map<number, Float64Array>[]>();

function memoFor(t: FrameTable, ball: 1 | 2, tenpin: boolean): NumberMemo {
  let all = memos.get(t);
  if (!all) {
    all = [0, 1, 2, 3].map(() => new NumberMemo());
    memos.set(t, all);
  }
  const m = all[(ball - 1) * 2 + (tenpin ? 1 : 0)];
  if (m.size > MEMO_LIMIT) m.clear();
  return m;
}

function crossTablesFor(t: FrameTable, ball: 1 | 2): Map<number, Float64Array> {
  let all = crossTables.get(t);
  if (!all) {
    all = [new Map(), new Map()];
    crossTables.set(t, all);
  }
  return all[ball - 1];
}

function bc(c: Ctx, S: number): Float64Array {
  let x = c.bcs.get(S);
  if (!x) {
    x = crossTable(c.l, c.t, c.ball, S);
    c.bcs.set(S, x);
  }
  return x;
}

const pinReward = (c: Ctx, bit: number) =>
  (c.ball === 1 ? c.t.m1 : c.t.m2) +
  (c.ball === 2 && c.t.frame < 10 && c.l.gray[c.t.frame] & bit ? c.t.grayValue : 0);

const FLIP = 1 << SEARCHED.indexOf("flip");
const SPIN = 1 << SEARCHED.indexOf("spin");
const DOUBLE_ = 1 << SEARCHED.indexOf("double");
const REROLL = 1 << SEARCHED.indexOf("reroll");
const EXTRA_PIN = 1 << SEARCHED.indexOf("extraPin");

/**
 * A die in the search is one number: value * 16 + physical face * 2 + (1 if doubled), so that
 * Flip and Spin turn the face and keep what bowling balls added (see `turnFace`).
 */
const code = (v: number, face: number, doubled: number) => v * 16 + face * 2 + doubled;
const dieValue = (d: number) => d >> 4;
const faceOf = (d: number) => (d >> 1) & 7;
/** The die turned to `face`: its value moves by the face's change (twice that when doubled). */
const turned = (d: number, face: number) =>
  d + (d & 1 ? 32 : 16) * (face - faceOf(d)) + 2 * (face - faceOf(d));

/** The dice of a sheet as search codes. */
export function diceCodes(s: PlayerSheet): number[] {
  return s.dice.map((v, i) => code(v, s.faces[i], s.doubled[i] ? 1 : 0));
}

/** Dice as a number: order does not matter, each code below 1024 (no array is sorted). */
function diceKey(dice: number[]): number {
  const n = dice.length;
  if (n === 1) return Math.min(dice[0], 1023);
  let a = Math.min(dice[0], 1023);
  let b = Math.min(dice[1], 1023);
  if (a > b) [a, b] = [b, a];
  if (n === 2) return a * 1024 + b;
  let c = Math.min(dice[2], 1023);
  if (c < b) [b, c] = [c, b];
  if (b < a) [a, b] = [b, a];
  return (a * 1024 + b) * 1024 + c;
}

/** The dice without die i (at most three dice: one array, no slices). */
function without(dice: number[], i: number): number[] {
  if (dice.length === 2) return [dice[1 - i]];
  if (dice.length === 3) {
    return i === 0 ? [dice[1], dice[2]] : i === 1 ? [dice[0], dice[2]] : [dice[0], dice[1]];
  }
  return dice.slice(0, i).concat(dice.slice(i + 1));
}

function replaced(dice: number[], i: number, x: number): number[] {
  const out = dice.slice();
  out[i] = x;
  return out;
}

/** Value of dice in hand with S standing, k balls, `avail` abilities (bit per SEARCHED). */
function rollValue(c: Ctx, dice: number[], S: number, k: number, avail: number): number {
  const key = (((diceKey(dice) * 1024 + S) * 16 + k) * 64 + avail) * 4 + c.count;
  const hit = c.memo.get(key);
  if (hit !== undefined) return hit;
  let best = Number.NEGATIVE_INFINITY;
  if (dice.length > c.count) {
    for (let i = 0; i < dice.length; i++) {
      best = Math.max(best, rollValue(c, without(dice, i), S, k, avail));
    }
  } else {
    let v = 0;
    for (const d of dice) v += dieValue(d);
    best = Math.max(missValue(c.t, c.ball, S, k), bestAdjusted(bc(c, S), k, v, c.count));
    if (c.tenpin && dice.length === 2) {
      const j = Math.abs(dieValue(dice[0]) - 5) + Math.abs(dieValue(dice[1]) - 5);
      if (j <= k) best = Math.max(best, allDown(c.t, 1, k - j));
    }
  }
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i];
    if (avail & FLIP)
      best = Math.max(
        best,
        rollValue(c, replaced(dice, i, turned(d, 7 - faceOf(d))), S, k, avail & ~FLIP) -
          c.keep("flip"),
      );
    if (avail & DOUBLE_)
      best = Math.max(
        best,
        rollValue(c, replaced(dice, i, (d | 1) + 16 * dieValue(d)), S, k, avail & ~DOUBLE_) -
          c.keep("double"),
      );
    if (avail & SPIN)
      for (let f = 1; f <= 6; f++)
        if (f !== faceOf(d))
          best = Math.max(
            best,
            rollValue(c, replaced(dice, i, turned(d, f)), S, k, avail & ~SPIN) - c.keep("spin"),
          );
  }
  if (avail & REROLL) {
    let e = 0;
    for (const [faces, p] of OUTCOMES[dice.length])
      e += p * rollValue(c, faces, S, k, avail & ~REROLL);
    best = Math.max(best, e - c.keep("reroll"));
  }
  if (avail & EXTRA_PIN) {
    const rest = avail & ~EXTRA_PIN;
    best = Math.max(
      best,
      extraPinBest(c, S, (R) => rollValue(c, dice, R, k, rest), k),
    );
  }
  c.memo.set(key, best);
  return best;
}

function extraPinBest(c: Ctx, S: number, rest: (R: number) => number, k: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let b = S; b; b &= b - 1) {
    const bit = b & -b;
    const R = S & ~bit;
    const x =
      pinReward(c, bit) + (R === 0 ? allDown(c.t, c.ball, k) : rest(R)) - c.keep("extraPin");
    if (x > best) best = x;
  }
  return best;
}

/** Before a roll of `count` dice (one more while Extra Die rolls this ball): expected value. */
function countValue(
  c: Ctx,
  count: number,
  S: number,
  k: number,
  avail: number,
  extra: boolean,
): number {
  // An explicit literal, not a spread: this runs before every roll the search values.
  const cc: Ctx = {
    l: c.l,
    t: c.t,
    s: c.s,
    ball: c.ball,
    count,
    tenpin: c.tenpin && count === 2,
    keep: c.keep,
    bcs: c.bcs,
    memo: c.memo,
  };
  let e = 0;
  for (const [faces, p] of OUTCOMES[count + (extra ? 1 : 0)])
    e += p * rollValue(cc, faces, S, k, avail);
  return e;
}

function chooseValue(c: Ctx, S: number, k: number, avail: number, extra: boolean): number {
  return Math.max(countValue(c, 1, S, k, avail, extra), countValue(c, 2, S, k, avail, extra));
}

export function context(state: State, seat: number): { c: Ctx; avail: number; base: number } {
  const l = layout(state);
  const s = state.sheets[seat];
  const tb = tablesFor(l, state.options.abilities);
  const t = frameTableOf(tb, s);
  const left = s.frame < 9 ? (9 - s.frame) / 9 : 0;
  let avail = 0;
  let hold = 0;
  const keep = (a: Searched) => KEEP[a] * left;
  SEARCHED.forEach((a, i) => {
    if (canUse(l, s, a) && !(a === "extraDie" && s.extraDie)) {
      avail |= 1 << i;
      hold += keep(a);
    }
  });
  // Tenpin is never crossed out: held is enough, on the frame's first roll.
  const first = s.ball === 1 && (s.phase === "choose" ? s.rolls === 0 : s.rolls === 1);
  const tenpin = holds(l, s, "tenpin") && first;
  const c: Ctx = {
    l,
    t,
    s,
    ball: s.ball,
    count: s.count,
    keep,
    tenpin,
    bcs: crossTablesFor(t, s.ball),
    memo: memoFor(t, s.ball, tenpin),
  };
  const base = banked(s) + s.pendingMarks * markValueAt(s.frame) + hold;
  return { c, avail, base };
}

/** Every legal action of the deciding seat with its estimated final score. */
export function actionValues(state: State): { action: Action; value: number }[] {
  const step = nextStep(state);
  if (step.kind !== "decision") return [];
  const { c, avail, base } = context(state, step.seat);
  const s = c.s;
  const S = standing(s);
  const k = ballsOf(s);
  const bit = (a: Searched) => 1 << SEARCHED.indexOf(a);
  return legalFor(state, step.seat).map((a) => ({
    action: a,
    value: base + actionValue(c, a, S, k, avail, bit),
  }));
}

/** The value of the sheet's position once its squares are marked (no action taken yet). */
function restValue(c: Ctx, S: number, k: number, avail: number): number {
  const s = c.s;
  if (s.phase === "choose") return chooseValue(c, S, k, avail, s.extraDie);
  if (s.phase === "roll") return rollValue(c, diceCodes(s), S, k, avail);
  if (s.phase === "frameEnd") return c.t.endOpen[k];
  return 0;
}

function actionValue(
  c: Ctx,
  a: Action,
  S: number,
  k: number,
  avail: number,
  bit: (a: Searched) => number,
): number {
  const s = c.s;
  const dice = diceCodes(s);
  const set = (i: number, x: number) => replaced(dice, i, x);
  switch (a.type) {
    case "mark": {
      // The rest of the game as it stands, plus a tie-break by the area's worth: on the same
      // scale as every other hint (the square itself is in `base`).
      return restValue(c, S, k, avail) + 0.01 * areaWorth(c.l, s, a.area);
    }
    case "dice":
      return countValue(c, a.count, S, k, avail, s.extraDie);
    case "extraDie":
      return chooseValue(c, S, k, avail & ~bit("extraDie"), true) - c.keep("extraDie");
    case "next":
      return c.t.endOpen[k];
    case "extraPin": {
      const m = maskOf(c.l, s.frame, [a.pin]);
      const R = S & ~m;
      const rest = avail & ~bit("extraPin");
      const r = pinReward(c, m) - c.keep("extraPin");
      if (s.phase === "frameEnd") return r + (R === 0 ? c.t.endSpare[k] : c.t.endOpen[k]);
      if (R === 0) return r + allDown(c.t, c.ball, k);
      return (
        r +
        (s.phase === "choose"
          ? chooseValue(c, R, k, rest, s.extraDie)
          : rollValue(c, dice, R, k, rest))
      );
    }
    case "cross": {
      const m = maskOf(c.l, s.frame, a.pins);
      const R = S & ~m;
      let r = 0;
      for (let b = m; b; b &= b - 1) r += pinReward(c, b & -b);
      return r + (R === 0 ? allDown(c.t, c.ball, k) : value(c.t, c.ball, R, k));
    }
    case "miss":
      return missValue(c.t, c.ball, S, k);
    case "strike":
      return allDown(c.t, 1, k);
    case "ball":
      return rollValue(c, set(a.die, dice[a.die] + 16 * a.delta), S, k - Math.abs(a.delta), avail);
    case "discard":
      return rollValue(
        c,
        dice.filter((_, j) => j !== a.die),
        S,
        k,
        avail,
      );
    case "flip":
      return (
        rollValue(
          c,
          set(a.die, turned(dice[a.die], 7 - s.faces[a.die])),
          S,
          k,
          avail & ~bit("flip"),
        ) - c.keep("flip")
      );
    case "spin":
      return (
        rollValue(c, set(a.die, turned(dice[a.die], a.face)), S, k, avail & ~bit("spin")) -
        c.keep("spin")
      );
    case "double":
      return (
        rollValue(
          c,
          set(a.die, (dice[a.die] | 1) + 16 * s.dice[a.die]),
          S,
          k,
          avail & ~bit("double"),
        ) - c.keep("double")
      );
    case "reroll": {
      let e = 0;
      for (const [faces, p] of OUTCOMES[dice.length])
        e += p * rollValue(c, faces, S, k, avail & ~bit("reroll"));
      return e - c.keep("reroll");
    }
  }
}
