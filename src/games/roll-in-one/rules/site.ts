/**
 * A layout under construction by the generator: its taken spaces, their border and the
 * neighbour counts kept in one grid from board to board (spots.ts placementSpots rebuilds all
 * of that for every board it is asked about). Valid layouts only: boards never stack, as they
 * come from this site's own spots.
 */
import { type Board, boardById, type Terrain } from "../data.ts";
import { type Course, DEFAULT_EXTRA, type Layout } from "./course.ts";
import { DIRECTIONS, type Hex, key, rotate } from "./hex.ts";
import { MIN_CONTACT } from "./spots.ts";

/** A board's spaces turned by rot sixths: their q and r. */
interface Turned {
  readonly q: Int32Array;
  readonly r: Int32Array;
}

const turnedOf = new WeakMap<Board, Turned[]>();

function turned(board: Board): Turned[] {
  let t = turnedOf.get(board);
  if (!t) {
    t = [0, 1, 2, 3, 4, 5].map((rot) => {
      const local = board.spaces.map((s) => rotate(s, rot));
      return { q: Int32Array.from(local, (l) => l.q), r: Int32Array.from(local, (l) => l.r) };
    });
    turnedOf.set(board, t);
  }
  return t;
}

const reachOfBoard = new WeakMap<Board, number>();

/** The largest |q| or |r| of a board's spaces in any rotation (|q|, |r| or |q + r| unturned). */
function reachOf(board: Board): number {
  let reach = reachOfBoard.get(board);
  if (reach === undefined) {
    reach = 0;
    for (const s of board.spaces) {
      reach = Math.max(reach, Math.abs(s.q), Math.abs(s.r), Math.abs(s.q + s.r));
    }
    reachOfBoard.set(board, reach);
  }
  return reach;
}

export class Site {
  private half = 0;
  private stride = 0;
  /** Per cell: 1 + the board covering it, or 0. */
  private owner = new Int32Array(0);
  /** Per taken cell: its space's index in the course. */
  private space = new Int32Array(0);
  /** Per cell: how many taken spaces neighbour it. */
  private adj = new Int32Array(0);
  private seen = new Uint8Array(0);
  /** Per candidate origin, by a stamp per rotation: blocked or tried (spots), and its contact. */
  private visit = new Int32Array(0);
  private contact = new Int32Array(0);
  private order = new Int32Array(0);
  private stamp = 0;
  private dirs = new Int32Array(6);
  /** Taken cells in course order, and the border (untaken neighbours, in first-seen order). */
  private cells: number[] = [];
  private border: number[] = [];
  private boards: { board: Board; q: number; r: number; rot: number }[] = [];
  /** contacts[i][j]: neighbouring pairs of spaces between boards i and j (i > j). */
  private contacts: number[][] = [];
  /** Each board's offsets per rotation at this grid's stride. */
  private offsets = new WeakMap<Board, Int32Array[]>();

  /** The largest |q| or |r| of a taken space. */
  private far = 0;

  /** Empties the site. */
  reset(): void {
    for (const c of this.cells) {
      this.owner[c] = 0;
      for (const d of this.dirs) {
        this.adj[c + d] = 0;
        this.seen[c + d] = 0;
      }
    }
    this.cells = [];
    this.border = [];
    this.boards = [];
    this.contacts = [];
    this.far = 0;
  }

  /**
   * A grid reaching `need` from the origin on both axes: grown (and the boards placed again)
   * when it does not, so it stays as small as the holes made so far (a few thousand cells,
   * close in the cache) instead of sized for the farthest a hole could reach.
   */
  private fit(need: number): void {
    if (need <= this.half && this.stamp < 2 ** 30) return;
    const placed = this.boards;
    this.half = Math.max(this.half, need + 8);
    this.stride = 2 * this.half + 1;
    const size = this.stride * this.stride;
    this.owner = new Int32Array(size);
    this.space = new Int32Array(size);
    this.adj = new Int32Array(size);
    this.seen = new Uint8Array(size);
    this.visit = new Int32Array(size);
    this.contact = new Int32Array(size);
    this.order = new Int32Array(size);
    this.stamp = 0;
    this.dirs = Int32Array.from(DIRECTIONS, (d) => d.q * this.stride + d.r);
    this.offsets = new WeakMap();
    this.cells = [];
    this.border = [];
    this.boards = [];
    this.contacts = [];
    this.far = 0;
    for (const p of placed) this.place(p.board, p.q, p.r, p.rot);
  }

  private offsetsOf(board: Board): Int32Array[] {
    let o = this.offsets.get(board);
    if (!o) {
      const S = this.stride;
      o = turned(board).map((t) => Int32Array.from(t.q, (q, j) => q * S + t.r[j]));
      this.offsets.set(board, o);
    }
    return o;
  }

  private cell(q: number, r: number): number {
    return (q + this.half) * this.stride + r + this.half;
  }

  /** Places a board (at a spot from `spots`, or the tee at the origin). */
  add(board: Board, q: number, r: number, rot: number): void {
    // Its spaces and their neighbours on the grid.
    this.fit(Math.max(Math.abs(q), Math.abs(r)) + reachOf(board) + 1);
    this.place(board, q, r, rot);
  }

  private place(board: Board, q: number, r: number, rot: number): void {
    const b = this.boards.length;
    const t = turned(board)[rot];
    for (let j = 0; j < t.q.length; j++) {
      this.far = Math.max(this.far, Math.abs(q + t.q[j]), Math.abs(r + t.r[j]));
    }
    this.boards.push({ board, q, r, rot });
    const mine = new Array<number>(b).fill(0);
    const own = this.offsetsOf(board)[rot];
    const base = this.cell(q, r);
    const { owner, adj, seen, dirs } = this;
    const first = this.cells.length;
    for (let j = 0; j < own.length; j++) {
      const c = base + own[j];
      for (const d of dirs) {
        const o = owner[c + d];
        if (o) mine[o - 1]++;
      }
      owner[c] = b + 1;
      this.space[c] = this.cells.length;
      this.cells.push(c);
      for (const d of dirs) adj[c + d]++;
    }
    this.contacts.push(mine);
    // The border keeps its order: spaces still free, then the new spaces' new neighbours.
    const border = this.border.filter((k) => !owner[k]);
    for (let i = first; i < this.cells.length; i++) {
      const c = this.cells[i];
      for (const d of dirs) {
        const k = c + d;
        if (!owner[k] && !seen[k]) {
          seen[k] = 1;
          border.push(k);
        }
      }
    }
    this.border = border;
  }

  /**
   * placementSpots(layout, board) for this site's layout, written into `out` as q, r, rot
   * triples in the same order; returns how many. Each candidate origin's contact is summed
   * from the border spaces it covers (every board space beside a taken one lies on the border).
   */
  spots(board: Board, out: Int32Array): number {
    // Origins within reach + 1 of the taken spaces (beside one of them), the board's spaces
    // at most reach from its origin and so within reach of a taken one.
    this.fit(this.far + 1 + reachOf(board));
    const { visit, contact, order, cells, border, adj, stride: S, half } = this;
    const o = half * S + half;
    const rots = this.offsetsOf(board);
    let n = 0;
    for (let rot = 0; rot < 6; rot++) {
      const own = rots[rot];
      // visit[a]: mark when the board at a would cover a taken space, -mark once tried.
      const mark = ++this.stamp;
      for (let i = 0; i < cells.length; i++) {
        const t = cells[i];
        for (let j = 0; j < own.length; j++) visit[t - own[j]] = mark;
      }
      let m = 0;
      for (let i = 0; i < border.length; i++) {
        const b = border[i];
        const ab = adj[b];
        for (let j = 0; j < own.length; j++) {
          const a = b - own[j];
          const v = visit[a];
          if (v === mark) continue;
          if (v === -mark) contact[a] += ab;
          else {
            visit[a] = -mark;
            contact[a] = ab;
            order[m++] = a;
          }
        }
      }
      for (let i = 0; i < m; i++) {
        const a = order[i];
        if (contact[a] < MIN_CONTACT) continue;
        const q = Math.floor(a / S) - half;
        out[3 * n] = q;
        out[3 * n + 1] = a - o - q * S;
        out[3 * n + 2] = rot;
        n++;
      }
    }
    return n;
  }

  /** The most spots `spots` can write for a board (an upper bound, for sizing `out`). */
  maxSpots(board: Board): number {
    return 6 * this.border.length * board.spaces.length;
  }

  /**
   * validateLayout(hole) is empty, for the site's boards as `hole` with a green on one of its
   * spaces and `course` its course. Only what the site does not make true by construction is
   * checked (it never stacks boards or turns them outside 0-5; the green lies on a board).
   */
  valid(hole: Layout, course: Course): boolean {
    const first = hole.boards[0];
    const tee = boardById(first.board)?.kind === "tee";
    if (!tee || first.q !== 0 || first.r !== 0 || first.rot !== 0) return false;
    const ids = new Set(hole.boards.map((p) => p.board));
    if (ids.size !== hole.boards.length || hole.boards.some((p) => !boardById(p.board))) {
      return false;
    }
    if (!DEFAULT_EXTRA.includes(hole.boards.length - 1)) return false;
    const { green: g } = course;
    const green = g >= 0 && g !== course.tee && course.terrain[g] !== "W";
    return green && this.connected();
  }

  /** Whether every board is joined to the tee through boards sharing MIN_CONTACT pairs. */
  private connected(): boolean {
    const n = this.boards.length;
    const reached = new Uint8Array(n);
    reached[0] = 1;
    const queue = [0];
    while (queue.length) {
      const i = queue.pop()!;
      for (let j = 0; j < n; j++) {
        const c = j > i ? this.contacts[j][i] : this.contacts[i][j];
        if (!reached[j] && c >= MIN_CONTACT) {
          reached[j] = 1;
          queue.push(j);
        }
      }
    }
    return reached.every((x) => x === 1);
  }

  /** The spaces in course order (boards in order, each board's spaces in order). */
  hexes(): Hex[] {
    const out: Hex[] = [];
    for (const { board, q, r, rot } of this.boards) {
      const t = turned(board)[rot];
      for (let j = 0; j < t.q.length; j++) out.push({ q: t.q[j] + q, r: t.r[j] + r });
    }
    return out;
  }

  /**
   * compileCourse's course of this site's layout (no green yet), the tee's start at `tee`: the
   * same arrays, built from the grid instead of maps of keys.
   */
  course(hexes: readonly Hex[], tee: Hex): Course {
    const terrain: Terrain[] = [];
    const boardOf: number[] = [];
    let par = 0;
    this.boards.forEach(({ board }, b) => {
      par += board.par;
      for (const s of board.spaces) {
        terrain.push(s.t);
        boardOf.push(b);
      }
    });
    const index = new Map<string, number>();
    for (let i = 0; i < hexes.length; i++) index.set(key(hexes[i]), i);
    const { cells, owner, space, dirs } = this;
    const nbr = new Int32Array(cells.length * 6);
    for (let i = 0; i < cells.length; i++) {
      for (let d = 0; d < 6; d++) {
        const k = cells[i] + dirs[d];
        nbr[i * 6 + d] = owner[k] ? space[k] : -1;
      }
    }
    const t = index.get(key(tee)) ?? 0;
    return { hexes, terrain, boardOf, nbr, index, tee: t, green: -1, par };
  }
}
