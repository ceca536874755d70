/**
 * A bot's decision tabulated by cup and roll, for the fast path. Dice of one kind are
 * interchangeable, so a roll is a multiset per kind; each kind's multiset is reached die by die
 * through a transition table (state, face position) -> state, with no sort and no allocation, and
 * the kinds' multisets form a mixed-radix index into the cup's cells. A cell holds what the
 * decision did (strokes scored and the next cup), worked out on first use by the caller's own
 * decision code on the roll sorted within each kind, so tabulated play is the same play.
 */
import type { DiceSet } from "../data.ts";

/** Multisets of each kind's faces as states of a die-by-die walk. */
export interface RollCodes {
  readonly K: number;
  /** trans[(state << 4) | position]: the state after one more die of that kind shows position. */
  readonly trans: Int32Array;
  /** The empty multiset of kind k. */
  readonly start: Int32Array;
  /** levelOff[k * (maxCount + 1) + n]: first state of kind k's multisets of n dice. */
  readonly levelOff: Int32Array;
  /** levelSize[k * (maxCount + 1) + n]: how many multisets of n dice kind k has. */
  readonly levelSize: Int32Array;
  /** facesFrom[state]: where the state's faces (sorted low to high) start in `faces`. */
  readonly facesFrom: Int32Array;
  readonly faces: Int32Array;
  readonly maxCount: number;
}

const SHIFT = 4;

export function rollCodes(set: DiceSet): RollCodes {
  const K = set.kinds.length;
  const maxCount = Math.max(...set.kinds.map((k) => k.count));
  const sides = set.kinds[0].faces.length;
  if (sides > 1 << SHIFT) throw new Error(`expected at most ${1 << SHIFT} faces, got ${sides}`);
  const levelOff = new Int32Array(K * (maxCount + 1));
  const levelSize = new Int32Array(K * (maxCount + 1));
  const start = new Int32Array(K);
  const lists: number[][] = [];
  const transList: { from: number; pos: number; to: number }[] = [];
  for (let k = 0; k < K; k++) {
    const faces = set.kinds[k].faces;
    const values = [...new Set(faces)].sort((a, b) => a - b);
    const id = new Map<string, number>();
    let level: number[][] = [[]];
    start[k] = lists.length;
    for (let n = 0; n <= set.kinds[k].count; n++) {
      levelOff[k * (maxCount + 1) + n] = lists.length;
      levelSize[k * (maxCount + 1) + n] = level.length;
      for (const ms of level) {
        id.set(ms.join(","), lists.length);
        lists.push(ms);
      }
      // Each multiset of n + 1 dice once: append a value no lower than the last.
      const next: number[][] = [];
      for (const ms of level) {
        const last = ms.length ? ms[ms.length - 1] : Number.NEGATIVE_INFINITY;
        for (const v of values) if (v >= last) next.push([...ms, v]);
      }
      level = next;
    }
    for (let s = start[k]; s < lists.length; s++) {
      const ms = lists[s];
      if (ms.length === set.kinds[k].count) continue;
      for (let pos = 0; pos < sides; pos++) {
        const grown = [...ms, faces[pos]].sort((a, b) => a - b);
        transList.push({ from: s, pos, to: id.get(grown.join(","))! });
      }
    }
  }
  const trans = new Int32Array(lists.length << SHIFT);
  for (const t of transList) trans[(t.from << SHIFT) | t.pos] = t.to;
  const facesFrom = new Int32Array(lists.length + 1);
  for (let s = 0; s < lists.length; s++) facesFrom[s + 1] = facesFrom[s] + lists[s].length;
  const faces = Int32Array.from(lists.flat());
  return { K, trans, start, levelOff, levelSize, facesFrom, faces, maxCount };
}

/**
 * What a decision does with one roll, given the roll sorted within each kind (`cup[i]` a die
 * index, `faces[i]` its face, kinds in cup order): returns the strokes scored and writes the
 * cup left, as dice per kind, into `left`, and returns the next context through `next`.
 */
export type Decide = (
  ctx: number,
  cup: Int32Array,
  faces: Int32Array,
  n: number,
  left: Int32Array,
  next: Int32Array,
) => number;

/**
 * One nine's table: a key is context * size + the cup's mixed-radix index (dice per kind), as
 * the solver numbers positions; cells[key] is filled on first use.
 */
export interface RollTable {
  readonly codes: RollCodes;
  readonly size: number;
  readonly contexts: number;
  /** counts[key * K + k]: dice of kind k in the key's cup. */
  readonly counts: Int32Array;
  /** stride[key * K + k]: the radix of kind k's multiset in the key's roll index. */
  readonly stride: Int32Array;
  /** base[key]: what the walked kinds' state numbers add beyond the roll index (subtracted). */
  readonly base: Int32Array;
  /**
   * Cells per key: ((next key + 1) << bits) + strokes; 0 = not yet worked out. Two bytes a cell
   * where that fits (simple and Trips with the published dice): the tables outgrow the caches,
   * so a smaller cell is a faster lookup.
   */
  readonly cells: (Cells | null)[];
  /** Bits of a cell that hold the strokes. */
  readonly bits: number;
  readonly wide: boolean;
  readonly decide: Decide;
  /** Decoding scratch. */
  readonly cup: Int32Array;
  readonly faces: Int32Array;
  readonly left: Int32Array;
  readonly next: Int32Array;
  /** firstDie[k]: the index of kind k's first die (dice of a kind are contiguous). */
  readonly firstDie: Int32Array;
  /** The cup's mixed radix, (count + 1) per kind: the solver's numbering. */
  readonly cupStride: Int32Array;
}

export type Cells = Int32Array | Uint16Array;

/** Cells of one cup above this are not tabulated (a custom set with many distinct faces). */
export const MAX_CELLS = 1 << 22;

export function rollTable(set: DiceSet, contexts: number, decide: Decide): RollTable | null {
  // The walk rolls kind after kind, which is cup order only while a kind's dice are contiguous.
  if (set.dice.some((d, i) => i > 0 && d.kind < set.dice[i - 1].kind)) return null;
  const codes = rollCodes(set);
  const K = codes.K;
  const full = set.kinds.map((k) => k.count);
  let size = 1;
  const cupStride: number[] = [];
  for (let k = 0; k < K; k++) {
    cupStride.push(size);
    size *= full[k] + 1;
  }
  const keys = contexts * size;
  const counts = new Int32Array(keys * K);
  const stride = new Int32Array(keys * K);
  const base = new Int32Array(keys);
  let most = 1;
  for (let key = 0; key < keys; key++) {
    const idx = key % size;
    let radix = 1;
    for (let k = 0; k < K; k++) {
      const c = Math.floor(idx / cupStride[k]) % (full[k] + 1);
      counts[key * K + k] = c;
      stride[key * K + k] = radix;
      const at = k * (codes.maxCount + 1) + c;
      // Kinds with no die in the cup are not walked (their one empty multiset is index 0).
      if (c > 0) base[key] += codes.levelOff[at] * radix;
      radix *= codes.levelSize[at];
    }
    most = Math.max(most, radix);
  }
  if (most > MAX_CELLS) return null;
  const firstDie = new Int32Array(K);
  for (let k = 0; k < K; k++) firstDie[k] = set.dice.findIndex((x) => x.kind === k);
  const N = set.dice.length;
  // Strokes of one roll are at most every die's highest face.
  let highest = 0;
  for (const d of set.dice) highest += Math.max(...d.faces);
  const bits = 32 - Math.clz32(highest);
  return {
    codes,
    size,
    contexts,
    counts,
    stride,
    base,
    cells: new Array<Cells | null>(keys).fill(null),
    bits,
    wide: (keys + 1) << bits > 0xffff,
    decide,
    cup: new Int32Array(N),
    faces: new Int32Array(N),
    left: new Int32Array(K),
    next: new Int32Array(1),
    firstDie,
    cupStride: Int32Array.from(cupStride),
  };
}

/** The key of a cup (dice per kind) in a context. */
export function cupKey(t: RollTable, ctx: number, dicePerKind: ArrayLike<number>): number {
  let idx = 0;
  for (let k = 0; k < t.codes.K; k++) idx += dicePerKind[k] * t.cupStride[k];
  return ctx * t.size + idx;
}

/** Cells of `key`, allocated on first use. */
export function cellsOf(t: RollTable, key: number): Cells {
  let c = t.cells[key];
  if (!c) {
    const K = t.codes.K;
    let n = 1;
    for (let k = 0; k < K; k++) {
      n *= t.codes.levelSize[k * (t.codes.maxCount + 1) + t.counts[key * K + k]];
    }
    c = t.wide ? new Int32Array(n) : new Uint16Array(n);
    t.cells[key] = c;
  }
  return c;
}

/** Works out and stores cell `roll` of `key` (the roll index, `base` already taken off). */
export function fillCell(t: RollTable, key: number, cells: Cells, roll: number): number {
  const { codes, cup, faces } = t;
  const K = codes.K;
  let n = 0;
  for (let k = 0; k < K; k++) {
    const at = k * (codes.maxCount + 1) + t.counts[key * K + k];
    const s = codes.levelOff[at] + (Math.floor(roll / t.stride[key * K + k]) % codes.levelSize[at]);
    for (let i = codes.facesFrom[s], j = 0; i < codes.facesFrom[s + 1]; i++, j++) {
      cup[n] = t.firstDie[k] + j;
      faces[n++] = codes.faces[i];
    }
  }
  const strokes = t.decide(Math.floor(key / t.size), cup, faces, n, t.left, t.next);
  const cell = ((cupKey(t, t.next[0], t.left) + 1) << t.bits) + strokes;
  cells[roll] = cell;
  return cell;
}
