/** Small hand-drawn courses and shot runners for the rule tests. */
import type { Face } from "../../engine/dice.ts";
import type { Terrain } from "./data.ts";
import { game } from "./game.ts";
import {
  type Course,
  type Course as CourseT,
  compileCourse,
  courseFromSpaces,
  type Layout,
  type PlacedSpace,
} from "./rules/course.ts";
import { generateLayout } from "./rules/generator.ts";
import type { Hex } from "./rules/hex.ts";
import {
  applyCurve,
  applyFace,
  type Flight,
  type Landing,
  settle,
  startFlight,
} from "./rules/shot.ts";
import type { Action, CourseFile, Options, State } from "./state.ts";

/**
 * Rows like the board data (row r, character q); R F S T W terrain, "." no space,
 * "@" the tee on rough, "G" the green on rough, "g" the green on fairway.
 */
export function strip(rows: readonly string[]): Course {
  const spaces: PlacedSpace[] = [];
  let tee: Hex = { q: 0, r: 0 };
  let green: Hex | null = null;
  rows.forEach((row, r) => {
    for (let q = 0; q < row.length; q++) {
      const c = row[q];
      if (c === ".") continue;
      if (c === "@") tee = { q, r };
      if (c === "G" || c === "g") green = { q, r };
      const t = (c === "@" || c === "G" ? "R" : c === "g" ? "F" : c) as Terrain;
      spaces.push({ q, r, t });
    }
  });
  return courseFromSpaces(spaces, tee, green);
}

export const at = (c: Course, q: number, r: number): number => {
  const i = c.index.get(`${q},${r}`);
  if (i === undefined) throw new Error(`no space ${q},${r}`);
  return i;
};

export interface ShotResult {
  readonly at: string;
  readonly penalties: number;
  readonly rollsUsed: number;
  readonly how: Landing;
  readonly dir: number;
  readonly log: string[];
}

/**
 * Plays faces from `from` aimed `dir` until the ball lands; each curve takes the next entry of
 * `curves` (an absolute direction). Throws if the faces run out first.
 */
export function shoot(
  c: Course,
  from: [number, number],
  dir: number,
  faces: readonly Face[],
  curves: readonly number[] = [],
): ShotResult {
  const f: Flight = startFlight(at(c, from[0], from[1]), dir);
  const log: string[] = [];
  let k = 0;
  let turns = 0;
  for (const face of faces) {
    k++;
    let out = applyFace(c, f, face, log);
    if (out.kind === "choose") {
      if (turns >= curves.length) throw new Error("a curve needs a direction");
      out = applyCurve(c, f, curves[turns++], log);
    }
    if (out.kind === "landed") {
      const stop = settle(c, f, out.how, log);
      const h = c.hexes[stop.pos];
      return {
        at: `${h.q},${h.r}`,
        penalties: stop.penalties,
        rollsUsed: k,
        how: out.how,
        dir: f.dir,
        log,
      };
    }
  }
  throw new Error(`still in flight after ${faces.length} faces: ${log.join("; ")}`);
}

export const LAYOUT = generateLayout(5, 3);
export const C = compileCourse(LAYOUT);

export function opts(o: Partial<Options>): Options {
  return game.optionsSchema.parse(o);
}

/** A game on LAYOUT (or `layout`) whose roll-off gave seat 0 the marker. */
export function onCourse(players: number, layout: Layout = LAYOUT, holes = 1): State {
  let s = game.setup(
    opts({ players, course: { holes: Array(holes).fill(layout) as CourseFile["holes"] } }),
  );
  if (players > 1)
    s = game.applyChance(
      s,
      Array.from({ length: players }, (_, i) => Math.min(4, i + 1)),
    );
  return s;
}

export function act(s: State, a: Action): State {
  const why = game.checkAction(s, a);
  if (why) throw new Error(why);
  return game.apply(s, a);
}

/** Rolls the faces in turn, stopping early if the ball lands first. */
export function roll(s: State, ...faces: (number | string)[]): State {
  for (const f of faces) {
    if (game.next(s).kind !== "chance") break;
    s = game.applyChance(s, [f]);
  }
  return s;
}

/** A generated layout with a rough space whose neighbours along d pass `ok` (tests need such spots). */
export function findOn(ok: (c: CourseT, n: number, d: number) => boolean) {
  for (let seed = 1; seed < 200; seed++) {
    const layout = generateLayout(seed, 4);
    const c = compileCourse(layout);
    for (let i = 0; i < c.hexes.length; i++) {
      if (c.terrain[i] !== "R" || i === c.green || i === c.tee) continue;
      for (let d = 0; d < 6; d++) {
        const n = c.nbr[i * 6 + d];
        if (n >= 0 && ok(c, n, d)) return { layout, c, from: i, d };
      }
    }
  }
  throw new Error("no generated layout has such a spot");
}

/** A space of C whose neighbour in direction d satisfies `ok`, itself rough. */
export function findSpace(ok: (n: number, d: number) => boolean): { from: number; d: number } {
  for (let i = 0; i < C.hexes.length; i++) {
    if (C.terrain[i] !== "R" || i === C.green) continue;
    for (let d = 0; d < 6; d++) {
      const n = C.nbr[i * 6 + d];
      if (n >= 0 && ok(n, d)) return { from: i, d };
    }
  }
  throw new Error("no such space on the test layout");
}
