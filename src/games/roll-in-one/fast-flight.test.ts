/**
 * fast-flight.ts against the rules it restates (rules/shot.ts): the same shot from the same
 * draws ends in the same space with the same penalty, asks for the same curves from the same
 * flight, and uses the same number of draws, over thousands of shots on generated holes (with
 * sand, trees, water and the edges) and every club.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { rollDie } from "../../engine/dice.ts";
import { createSimRng } from "../../engine/rng.ts";
import { boardSetOf, CLUBS } from "./data.ts";
import { fastCovers, fastSimulate } from "./fast.ts";
import { faceTable, holeTable, playShot } from "./fast-flight.ts";
import { lab } from "./lab.ts";
import { optionsSchema } from "./options.ts";
import { type Course, compileCourse } from "./rules/course.ts";
import { generateLayout } from "./rules/generator.ts";
import {
  applyCurve,
  applyFace,
  curveOptions,
  type Flight,
  type RollOutcome,
  settle,
  startFlight,
} from "./rules/shot.ts";

/** A curve's direction from the flight's own fields only (so both sides pick alike). */
function pick(f: Flight, salt: number): number {
  const opts = curveOptions(f);
  const key = f.pos * 31 + f.dir * 7 + f.last * 3 + (f.stayPut ? 5 : 0) + salt;
  return opts[key % opts.length];
}

/** The rules' shot, as the fast path played it before fast-flight.ts. */
function rulesShot(
  course: Course,
  club: number,
  rng: ReturnType<typeof createSimRng>,
  pos: number,
  dir: number,
  picks: string[],
  salt: number,
) {
  const f = startFlight(pos, dir);
  let res: RollOutcome;
  do {
    res = applyFace(course, f, rollDie(rng, CLUBS[club]), null);
    if (res.kind === "choose") {
      picks.push(JSON.stringify(f));
      res = applyCurve(course, f, pick(f, salt), null);
    }
  } while (res.kind !== "landed");
  return settle(course, f, res.how, null);
}

// The lab's wetter boards (lab.load gives the options that name them).
const wetOptions = lab.load(fileURLToPath(new URL("./data/lab/boards-wet.json", import.meta.url)));
const wet = boardSetOf(wetOptions.boards as Parameters<typeof boardSetOf>[0]);

describe("fast-flight: the plain shot rules over integer tables", () => {
  it("ends every shot where the rules do, with the same penalty, curves asked and draws", () => {
    const faces = CLUBS.map(faceTable);
    let shots = 0;
    let curves = 0;
    let penalties = 0;
    for (let hole = 0; hole < 16; hole++) {
      const layout = generateLayout(900 + hole, 2 + (hole % 3), hole % 2 ? wet : undefined);
      const course = compileCourse(layout);
      const table = holeTable(course);
      for (let trial = 0; trial < 400; trial++) {
        const pos = trial % course.hexes.length;
        if (pos === course.green) continue;
        const dir = trial % 6;
        const club = (trial >> 3) % CLUBS.length;
        const a = createSimRng(hole * 100_000 + trial);
        const b = createSimRng(hole * 100_000 + trial);
        const ruled: string[] = [];
        const want = rulesShot(course, club, a, pos, dir, ruled, trial);
        const asked: string[] = [];
        const picker = {
          curve: (k: number, f: Flight) => {
            expect(k).toBe(club);
            asked.push(JSON.stringify(f));
            return pick(f, trial);
          },
        };
        const rest = playShot(table, club, faces[club], b, startFlight(0, 0), pos, dir, picker);
        expect({ pos: rest >> 1, penalties: rest & 1 }).toEqual(want);
        expect(asked).toEqual(ruled);
        expect(b.below(1 << 30)).toBe(a.below(1 << 30));
        shots++;
        curves += ruled.length;
        penalties += want.penalties;
      }
    }
    // The shots did meet curves and penalties (the rules' interesting paths).
    expect(shots).toBeGreaterThan(6000);
    expect(curves).toBeGreaterThan(500);
    expect(penalties).toBeGreaterThan(500);
  });
});

describe("the fast path's bots", () => {
  it("refuses a bot it does not play, rather than playing it as another", () => {
    const options = optionsSchema.parse({ players: 1, layout: "generated" });
    expect(fastCovers("random", options)).toBe(false);
    expect(() => fastSimulate(1, 1, "random", options)).toThrow(
      /plays the planner and greedy bots, not "random"/,
    );
    expect(fastSimulate(1, 1, "greedy", options)).toHaveLength(1);
  });
});
