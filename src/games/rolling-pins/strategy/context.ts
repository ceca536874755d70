/**
 * What the strong bot's search (strong.ts) knows of a decision: the abilities it searches and
 * their worth, the context of a seat's decision (layout, frame table, caches, memos) and the
 * search's die codes.
 */
import type { Ability, Layout } from "../data.ts";
import { layout, type PlayerSheet, type State } from "../state.ts";
import { cacheOf, plainMemosOf, type TableCache } from "./cache.ts";
import type { FrameTable, Tables } from "./dp.ts";
import type { NumberMemo } from "./memo.ts";
import { banked, frameTableOf, markValueAt, tablesFor } from "./model.ts";

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
/** KEEP in SEARCHED's order. */
const KEEPS = Float64Array.from(SEARCHED, (a) => KEEP[a]);
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

export interface Ctx {
  readonly l: Layout;
  readonly t: FrameTable;
  readonly s: PlayerSheet;
  readonly ball: 1 | 2;
  readonly count: number;
  readonly tenpin: boolean;
  /** The share of each ability's worth still to keep (see `keep`). */
  readonly left: number;
  readonly tc: TableCache;
  readonly memo: NumberMemo;
  /** Expectations over fresh rolls (`freshValue`), kept and cleared with `memo`. */
  readonly fresh: NumberMemo;
  /** The search without its shortcuts (every hand through the memo): tests compare the two. */
  readonly plain: boolean;
}

/**
 * Values depend only on the frame table, the ball, Tenpin and the memo key (the worth of keeping
 * an ability follows the table's frame), so they are kept across decisions and games: play
 * revisits the same situations all the time. A memo that grows past MEMO_LIMIT starts afresh.
 */
const MEMO_LIMIT = 1 << 21;

/** The memos of the hands (at i) and of fresh rolls (at 4 + i) for this ball and Tenpin. */
function memosFor(tc: TableCache, ball: 1 | 2, tenpin: boolean, plain: boolean): NumberMemo[] {
  const all = plain ? plainMemosOf(tc) : tc.memos;
  const i = (ball - 1) * 2 + (tenpin ? 1 : 0);
  const m = all[i];
  // Both afresh at once, at the size the hands' memo alone reaches (as before the expectations
  // were kept): the search then meets the same memo, entry for entry.
  if (m.size > MEMO_LIMIT) {
    m.clear();
    all[4 + i].clear();
  }
  return all;
}

export const pinReward = (c: Ctx, bit: number) =>
  (c.ball === 1 ? c.t.m1 : c.t.m2) +
  (c.ball === 2 && c.t.frame < 10 && c.l.gray[c.t.frame] & bit ? c.t.grayValue : 0);

/** What keeping ability a is worth now. */
export function keep(c: Ctx, a: Searched): number {
  return KEEP[a] * c.left;
}

export const BIT = Object.fromEntries(SEARCHED.map((a, i) => [a, 1 << i])) as Record<
  Searched,
  number
>;
export const FLIP = 1 << SEARCHED.indexOf("flip");
export const SPIN = 1 << SEARCHED.indexOf("spin");
export const DOUBLE_ = 1 << SEARCHED.indexOf("double");
export const REROLL = 1 << SEARCHED.indexOf("reroll");
export const EXTRA_PIN = 1 << SEARCHED.indexOf("extraPin");
/** Extra Die is decided before the roll (`chooseValue`): a hand's value does not read its bit. */
export const HAND = ~(1 << SEARCHED.indexOf("extraDie"));
/** Without these, a hand's value needs no memo: its roll's best crossing, or a fresh roll. */
export const SEARCH = FLIP | DOUBLE_ | SPIN | EXTRA_PIN;

/**
 * A die in the search is one number: value * 16 + physical face * 2 + (1 if doubled), so that
 * Flip and Spin turn the face and keep what bowling balls added (see `turnFace`).
 */
export const code = (v: number, face: number, doubled: number) => v * 16 + face * 2 + doubled;
export const dieValue = (d: number) => d >> 4;
export const faceOf = (d: number) => (d >> 1) & 7;
/** The die turned to `face`: its value moves by the face's change (twice that when doubled). */
export const turned = (d: number, face: number) =>
  d + (d & 1 ? 32 : 16) * (face - faceOf(d)) + 2 * (face - faceOf(d));

/** The last sheet's layout, solved tables and areas: a game asks for the same ones every time. */
let lastSheet: State["options"]["sheet"] | null = null;
let lastAbilities = false;
let lastModel: { l: Layout; tb: Tables; areas: Int8Array } | undefined;

function modelOf(state: State): { l: Layout; tb: Tables; areas: Int8Array } {
  const { sheet, abilities } = state.options;
  if (lastModel && sheet === lastSheet && abilities === lastAbilities) return lastModel;
  const l = layout(state);
  lastModel = { l, tb: tablesFor(l, abilities), areas: areasOf(l) };
  lastSheet = sheet;
  lastAbilities = abilities;
  return lastModel;
}

/** The searched abilities the sheet can use now (a bit per SEARCHED). */
function availOf(l: Layout, areas: Int8Array, s: PlayerSheet): number {
  let avail = 0;
  for (let i = 0; i < SEARCHED.length; i++) {
    const at = areas[i];
    if (at >= 0 && s.marks[at] === l.areas[at].squares && s.used[at] === 0) avail |= 1 << i;
  }
  return s.extraDie ? avail & ~BIT.extraDie : avail;
}

/** Tenpin is never crossed out: held is enough, on the frame's first roll. */
function tenpinOf(l: Layout, areas: Int8Array, s: PlayerSheet): boolean {
  const first = s.ball === 1 && (s.phase === "choose" ? s.rolls === 0 : s.rolls === 1);
  const tp = areas[SEARCHED.length];
  return first && tp >= 0 && s.marks[tp] === l.areas[tp].squares;
}

/**
 * The frame table of a decision the exact policy takes (no searched ability, no Tenpin, no
 * Extra Die rolling), or undefined when the search decides: `context` is not needed then.
 */
export function exactTable(state: State, seat: number): FrameTable | undefined {
  const { l, tb, areas } = modelOf(state);
  const s = state.sheets[seat];
  if (s.extraDie || availOf(l, areas, s) !== 0 || tenpinOf(l, areas, s)) return undefined;
  return frameTableOf(tb, s);
}

export function context(state: State, seat: number, plain = false): { c: Ctx; avail: number } {
  const { l, tb, areas } = modelOf(state);
  const s = state.sheets[seat];
  const t = frameTableOf(tb, s);
  const left = s.frame < 9 ? (9 - s.frame) / 9 : 0;
  const avail = availOf(l, areas, s);
  const tenpin = tenpinOf(l, areas, s);
  const tc = cacheOf(t);
  const memos = memosFor(tc, s.ball, tenpin, plain);
  const at = (s.ball - 1) * 2 + (tenpin ? 1 : 0);
  const c: Ctx = {
    l,
    t,
    s,
    ball: s.ball,
    count: s.count,
    left,
    tenpin,
    tc,
    memo: memos[at],
    fresh: memos[4 + at],
    plain,
  };
  return { c, avail };
}

/** Points banked, squares to mark and the worth of the abilities held (`keep`, in order). */
export function sheetBase(c: Ctx, avail: number): number {
  let hold = 0;
  for (let i = 0; i < SEARCHED.length; i++) if (avail & (1 << i)) hold += KEEPS[i] * c.left;
  return banked(c.s) + c.s.pendingMarks * markValueAt(c.s.frame) + hold;
}

/** Each searched ability's area on the sheet, then Tenpin's (-1: not on this sheet). */
const areaIndex = new WeakMap<Layout, Int8Array>();
function areasOf(l: Layout): Int8Array {
  let x = areaIndex.get(l);
  if (!x) {
    x = Int8Array.from([...SEARCHED, "tenpin" as const], (a) => l.areaOf[a] ?? -1);
    areaIndex.set(l, x);
  }
  return x;
}
