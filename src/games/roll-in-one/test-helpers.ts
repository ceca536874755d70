/** Small hand-drawn courses and shot runners for the rule tests. */
import type { Face } from "../../engine/dice.ts";
import { type Course, courseFromSpaces, type PlacedSpace } from "./course.ts";
import type { Terrain } from "./data.ts";
import type { Hex } from "./hex.ts";
import { applyCurve, applyFace, type Flight, type Landing, settle, startFlight } from "./shot.ts";

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
