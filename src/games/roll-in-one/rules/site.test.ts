/** The generator's site against the from-scratch versions: spots, validation and the course. */
import { describe, expect, it } from "vitest";
import { DEFAULT_BOARDS } from "../data.ts";
import {
  compileCourse,
  emptyLayout,
  type Layout,
  type Placement,
  validateLayout,
} from "./course.ts";
import { generateLayout, seededRandom } from "./generator.ts";
import { Site } from "./site.ts";
import { placementSpots } from "./spots.ts";

const set = DEFAULT_BOARDS;
const tee = emptyLayout(set).boards[0];

/** Random layouts grown on a site (1-5 boards besides the tee, any spot), each step checked. */
function grow(seed: number, check: (site: Site, layout: Layout) => void): Layout {
  const rnd = seededRandom(seed);
  const site = new Site();
  const pool = set.boards.filter((b) => b !== set.tee);
  const n = 1 + Math.floor(rnd() * 5);
  site.reset();
  site.add(set.tee, 0, 0, 0);
  const boards: Placement[] = [tee];
  for (let b = 0; b < n; b++) {
    const board = pool.splice(Math.floor(rnd() * pool.length), 1)[0];
    const out = new Int32Array(3 * site.maxSpots(board));
    const count = site.spots(board, out);
    const layout = { boards: [...boards], green: null };
    expect([...out.subarray(0, 3 * count)]).toEqual(placementSpots(layout, board));
    check(site, layout);
    if (!count) break;
    const i = 3 * Math.floor(rnd() * count);
    boards.push({ board: board.id, q: out[i], r: out[i + 1], rot: out[i + 2] });
    site.add(board, out[i], out[i + 1], out[i + 2]);
  }
  return { boards, green: null };
}

describe("the generator's site", () => {
  it("gives placementSpots' spots, in order, board after board", () => {
    for (let seed = 0; seed < 300; seed++) grow(seed, () => {});
  });

  it("says a hole is valid exactly when validateLayout does", () => {
    const seen = { valid: 0, apart: 0, count: 0, green: 0 };
    const site = new Site();
    for (let seed = 0; seed < 600; seed++) {
      const bare = grow(seed, () => {});
      // The same layout again on a site of its own, then every green on it.
      site.reset();
      for (const p of bare.boards) {
        site.add(set.boards.find((b) => b.id === p.board)!, p.q, p.r, p.rot);
      }
      const course = site.course(site.hexes(), set.tee.start!);
      const fresh = compileCourse(JSON.parse(JSON.stringify(bare)) as Layout);
      expect(course).toEqual(fresh);
      for (let g = 0; g < course.hexes.length; g += 7) {
        const h = course.hexes[g];
        const hole: Layout = { boards: bare.boards, green: [h.q, h.r] };
        const problems = validateLayout(hole);
        expect(site.valid(hole, { ...course, green: g })).toBe(problems.length === 0);
        if (!problems.length) seen.valid++;
        if (problems.some((p) => p.includes("does not touch"))) seen.apart++;
        if (problems.some((p) => p.includes("boards besides the tee"))) seen.count++;
        if (problems.some((p) => p.includes("green cannot"))) seen.green++;
        expect(problems.filter((p) => p.includes("overlaps"))).toEqual([]);
      }
    }
    // Every kind of problem the site checks came up.
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });

  it("leaves generated holes the course compileCourse builds", () => {
    for (let i = 0; i < 300; i++) {
      const hole = generateLayout(6_000_000 + i, 2 + (i % 3));
      expect(validateLayout(hole)).toEqual([]);
      expect(compileCourse(hole)).toEqual(compileCourse(JSON.parse(JSON.stringify(hole))));
    }
  });
});
