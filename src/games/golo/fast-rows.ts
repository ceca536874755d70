/**
 * The optimal bot's cells in rows small enough for L2, for dice sets of one kind of several dice
 * and at most four single dice (the published set: five whites, four singles). Per cup and outcome
 * of its single dice, the decisions over the white multisets form a row; rows repeat (14,406 rows
 * in simple play, 1,260 distinct: 134 KB; 88 distinct of the full cup's 1,296), so a cell is a
 * row reference per singles outcome and a byte per white multiset: about 250 KB with the
 * references, where the option table's cells take 2.2 MB, about a cache miss a roll. A row is worked out on first use, whole, by bestOption's
 * arithmetic (see `fillRow`); the strokes are summed from the removal: the removed singles'
 * faces (packed a byte each per singles outcome) plus the lowest whites' prefix sum.
 */
import type { OptionTable } from "./strategy/optable.ts";

/** A row reference is stored as its start - the white kind's level offset + BIAS (0 = none). */
const BIAS = 1 << 16;
/** The walk's stride of the white multiset's state: the roll index is ws << WS | singles index. */
export const WS = 20;

export interface Rows {
  /** The kind of several dice. */
  readonly wide: number;
  /** walk[cup * width + i * 2]: as fast-optimal.ts `walk2`; at + 1: singles stride, 1 << WS or 0. */
  readonly walk: Int32Array;
  readonly width: number;
  /** Per cup: what the walk's index starts from (absent singles, an absent white kind). */
  readonly roll0: Int32Array;
  /** Per key: where its singles outcomes start in `rid` and `sf`. */
  readonly offR: Int32Array;
  /** Row references by key and singles outcome; sf: the singles' faces there, a byte each. */
  readonly rid: Int32Array;
  readonly sf: Int32Array;
  /** The rows' cells: removal + 1 (the removal as a cup index, as optable.ts cells). */
  readonly rows: Uint8Array;
  /** By removal: a byte mask of the removed singles in `sf`, and the whites removed. */
  readonly decMask: Int32Array;
  readonly decWide: Int32Array;
  /** pw[state * 16 + u]: the sum of the u lowest faces of a multiset state. */
  readonly pw: Int32Array;
  /** Per key, once used: each option's group (see `groupsOf`). */
  readonly groups: (Int32Array | undefined)[];
  /** Rows made so far by a hash of their bytes: their starts. */
  readonly made: Map<number, number[]>;
  used: number;
  readonly t: OptionTable;
}

/** The rows of `t`, or null where the set is not one kind of several dice and four singles. */
export function rowsOf(t: OptionTable, walk: Int32Array, width: number): Rows | null {
  const { K, size, keys, counts, many, dice } = t;
  const { levelOff, levelSize, start, facesFrom, faces } = t.codes;
  const M = t.codes.maxCount + 1;
  const full = t.sv.full;
  let wide = 0;
  for (let k = 1; k < K; k++) if (full[k] > full[wide]) wide = k;
  if (K - 1 > 4 || full.some((n, k) => k !== wide && n !== 1)) return null;
  // The walk's index packs the white state above WS bits; four faces sum in a byte each.
  if (facesFrom.length - 1 >= 1 << (31 - WS)) return null;
  if (faces.some((f) => f > 63)) return null;
  const slot = (k: number) => (k < wide ? k : k - 1);
  const walkR = walk.slice();
  const roll0 = new Int32Array(size);
  const nsi = new Int32Array(size);
  for (let cup = 0; cup < size; cup++) {
    const strideS = new Int32Array(K);
    let radix = 1;
    for (let k = 0; k < K; k++) {
      if (k === wide || counts[cup * K + k] === 0) continue;
      strideS[k] = radix;
      roll0[cup] -= levelOff[k * M + 1] * radix;
      radix *= levelSize[k * M + 1];
    }
    if (radix >= 1 << WS) return null;
    nsi[cup] = radix;
    if (counts[cup * K + wide] === 0) roll0[cup] += start[wide] << WS;
    for (let i = 0; i < many[cup]; i++) {
      const k = dice[cup * 16 + i];
      const last = i === many[cup] - 1 || dice[cup * 16 + i + 1] !== k;
      walkR[cup * width + i * 2 + 1] = !last ? 0 : k === wide ? 1 << WS : strideS[k];
    }
  }
  const offR = new Int32Array(keys + 1);
  let cells = 0;
  for (let key = 0; key < keys; key++) {
    const cup = key % size;
    offR[key + 1] = offR[key] + nsi[cup];
    cells += nsi[cup] * levelSize[wide * M + counts[cup * K + wide]];
  }
  const decMask = new Int32Array(t.sv.size);
  const decWide = new Int32Array(t.sv.size);
  for (let r = 0; r < t.sv.size; r++) {
    for (let k = 0; k < K; k++) {
      const u = Math.floor(r / t.sv.stride[k]) % (full[k] + 1);
      if (k === wide) decWide[r] = u;
      else if (u === 1) decMask[r] |= 0xff << (8 * slot(k));
    }
  }
  const states = facesFrom.length - 1;
  const pw = new Int32Array(states * 16);
  for (let s = 0; s < states; s++) {
    for (let u = 1; u <= facesFrom[s + 1] - facesFrom[s]; u++) {
      pw[s * 16 + u] = pw[s * 16 + u - 1] + faces[facesFrom[s] + u - 1];
    }
  }
  return {
    wide,
    walk: walkR,
    width,
    roll0,
    offR,
    rid: new Int32Array(offR[keys]),
    sf: new Int32Array(offR[keys]),
    rows: new Uint8Array(cells),
    decMask,
    decWide,
    pw,
    groups: [],
    made: new Map(),
    used: 0,
    t,
  };
}

/**
 * Makes the row of `key` and singles outcome `si` and returns its reference: the row found among
 * those made, else appended. Each cell is bestOption's choice by bestOption's own arithmetic
 * (optable.ts `fillOption` on the same prefix sums): an option's value summed from its mean kind
 * by kind in kind order, so the kinds before the whites, fixed along the row, are summed once
 * per option and row, the same additions in the same order; the first of equals wins.
 */
export function fillRow(R: Rows, key: number, si: number): number {
  const { t, wide } = R;
  const { K, size, counts } = t;
  const { levelOff, levelSize, faces, facesFrom } = t.codes;
  const M = t.codes.maxCount + 1;
  const cup = key % size;
  // The singles' faces from the outcome's index (0 for a kind not in the cup).
  const face = new Float64Array(K);
  let rest = si;
  let packed = 0;
  for (let k = 0; k < K; k++) {
    if (k === wide || counts[cup * K + k] === 0) continue;
    const n = levelSize[k * M + 1];
    const s = levelOff[k * M + 1] + (rest % n);
    rest = Math.floor(rest / n);
    face[k] = faces[facesFrom[s]];
    packed |= faces[facesFrom[s]] << (8 * (k < wide ? k : k - 1));
  }
  const { count, mean, use } = t.sv.position(key).options;
  const head = new Float64Array(count);
  for (let o = 0; o < count; o++) {
    let v = mean[o];
    for (let k = 0; k < wide; k++) v += use[o * K + k] === 0 ? 0 : face[k];
    head[o] = v;
  }
  // Options alike in the whites and the kinds after them add the same terms to their heads, and
  // rounding keeps order: one whose head is no lower than an earlier such option's never comes
  // first among the least, so only the others are tried (in option order, ties as before).
  const group = groupsOf(R, key);
  const lowest = new Float64Array(group.length).fill(Number.POSITIVE_INFINITY);
  const tried: number[] = [];
  for (let o = 0; o < count; o++) {
    if (head[o] >= lowest[group[o]]) continue;
    lowest[group[o]] = head[o];
    tried.push(o);
  }
  const cw = counts[cup * K + wide];
  const lo = levelOff[wide * M + cw];
  const n = levelSize[wide * M + cw];
  const row = new Uint8Array(n);
  const prefix = new Float64Array(cw + 1);
  for (let j = 0; j < n; j++) {
    // The white multiset's faces are sorted low to high, as sortRoll orders a kind's dice.
    for (let u = 0, i = facesFrom[lo + j]; u < cw; u++, i++) prefix[u + 1] = prefix[u] + faces[i];
    let best = 0;
    let bestV = Number.POSITIVE_INFINITY;
    for (const o of tried) {
      let v = head[o] + prefix[use[o * K + wide]];
      for (let k = wide + 1; k < K; k++) v += use[o * K + k] === 0 ? 0 : face[k];
      if (v < bestV) {
        bestV = v;
        best = o;
      }
    }
    let removal = 0;
    for (let k = 0; k < K; k++) removal += use[best * K + k] * t.sv.stride[k];
    row[j] = removal + 1;
  }
  // Rows found by a hash of their bytes (FNV-1a), each candidate compared byte for byte.
  let hash = 0x811c9dc5 ^ n;
  for (let j = 0; j < n; j++) hash = Math.imul(hash ^ row[j], 0x01000193);
  const same = R.made.get(hash) ?? [];
  let from = same.find((at) => row.every((b, j) => R.rows[at + j] === b));
  if (from === undefined) {
    from = R.used;
    R.rows.set(row, from);
    R.used += n;
    same.push(from);
    R.made.set(hash, same);
  }
  const ref = from - lo + BIAS;
  R.rid[R.offR[key] + si] = ref;
  R.sf[R.offR[key] + si] = packed;
  return ref;
}

/** Per option of `key`: its group, the options alike in the whites and the kinds after them. */
function groupsOf(R: Rows, key: number): Int32Array {
  let group = R.groups[key];
  if (group) return group;
  const { K } = R.t;
  const { count, use } = R.t.sv.position(key).options;
  const ids = new Map<string, number>();
  group = new Int32Array(count);
  for (let o = 0; o < count; o++) {
    const id = Array.from(use.subarray(o * K + R.wide, o * K + K)).join(",");
    if (!ids.has(id)) ids.set(id, ids.size);
    group[o] = ids.get(id)!;
  }
  R.groups[key] = group;
  return group;
}

/** The strokes of `removal` (a cup index) in the row of `ri` at white state `ws`. */
export function rowStrokes(R: Rows, ri: number, ws: number, removal: number): number {
  return (
    (Math.imul(R.sf[ri] & R.decMask[removal], 0x01010101) >>> 24) +
    R.pw[(ws << 4) | R.decWide[removal]]
  );
}

/** The row's cell for white state `ws` (absolute) from a reference. */
export function rowCell(R: Rows, ref: number, ws: number): number {
  return R.rows[ref - BIAS + ws];
}
