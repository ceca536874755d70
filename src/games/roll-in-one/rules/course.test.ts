import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOARDS, boardsFromData, CLUBS, clubsFromData, TEE } from "../data.ts";
import { strip } from "../testkit.ts";
import {
  candidatePlacements,
  compileCourse,
  courseFromSpaces,
  EMPTY_LAYOUT,
  type Layout,
  type Placement,
  placedSpaces,
  placeGreen,
  placementProblem,
  validateLayout,
} from "./course.ts";
import { generateLayout, hasCleanLine } from "./generator.ts";
import { add, DIRECTIONS, distance, rotate, turn } from "./hex.ts";

const hex = fc.record({
  q: fc.integer({ min: -50, max: 50 }),
  r: fc.integer({ min: -50, max: 50 }),
});

describe("Hex geometry", () => {
  it("shots turn by 60 degrees: six turns come back to the same direction", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        (d) => turn(d, 6) === d && turn(turn(d, 1), -1) === d,
      ),
    );
  });

  it("rotating a board six times brings every space back; rotation keeps distances", () => {
    fc.assert(
      fc.property(hex, hex, fc.integer({ min: 0, max: 5 }), (a, b, k) => {
        const a6 = rotate(a, 6);
        return (
          a6.q === a.q && a6.r === a.r && distance(rotate(a, k), rotate(b, k)) === distance(a, b)
        );
      }),
    );
  });

  it("turning a direction right is rotating it 60 degrees clockwise", () => {
    DIRECTIONS.forEach((d, i) => {
      expect(rotate(d, 1)).toEqual(DIRECTIONS[turn(i, 1)]);
    });
  });

  it("every direction is one step away", () => {
    for (const d of DIRECTIONS) expect(distance({ q: 0, r: 0 }, d)).toBe(1);
  });
});

describe("Boards as data", () => {
  it("Components: 1 tee, 5 diamonds, 2 triangles, 1 narrow", () => {
    const count = (k: string) => BOARDS.filter((b) => b.kind === k).length;
    expect([count("tee"), count("diamond"), count("triangle"), count("narrow")]).toEqual([
      1, 5, 2, 1,
    ]);
    expect(TEE.start).toBeDefined();
  });

  it("Pro Golfer's Note: The tee and each diamond board represent 1 par. Others represent 1/2 par", () => {
    for (const b of BOARDS) expect(b.par).toBe(b.kind === "tee" || b.kind === "diamond" ? 1 : 0.5);
    const c = compileCourse({
      boards: [EMPTY_LAYOUT.boards[0], { board: "narrow", q: 4, r: 0, rot: 0 }],
      green: null,
    });
    expect(c.par).toBe(1.5);
  });

  it("a broken boards file is refused with the file, the path inside it and what was expected", () => {
    const bad = { boards: [{ id: "tee", kind: "tee", name: "Tee", rows: ["RX"], start: [0, 0] }] };
    expect(() => boardsFromData(bad, "boards.json")).toThrow(
      /boards\.json: .*boards\[0\]\.rows\[0\]/,
    );
    const noStart = {
      boards: [
        { id: "tee", kind: "tee", name: "T", rows: ["RR"] },
        { id: "a", kind: "narrow", name: "A", rows: ["R"] },
        { id: "b", kind: "narrow", name: "B", rows: ["R"] },
      ],
    };
    expect(() => boardsFromData(noStart, "b.json")).toThrow(/start/);
    expect(() =>
      clubsFromData({ clubs: [{ id: "x", name: "X", faces: [1, "banana"] }] }, "clubs.json"),
    ).toThrow(/clubs\.json: at clubs\[0\]\.faces\[1\]/);
  });

  it("Clubs: the faces the rulebook lists", () => {
    const faces = Object.fromEntries(CLUBS.map((c) => [c.id, c.faces.length]));
    expect(faces).toEqual({
      putter: 4,
      wedge: 6,
      "9-iron": 8,
      "6-iron": 10,
      "4-iron": 12,
      wood: 20,
    });
    const wood = CLUBS.find((c) => c.id === "wood")!;
    expect(wood.faces.filter((f) => f === "triangle")).toHaveLength(10);
  });
});

const tee = EMPTY_LAYOUT.boards[0];

describe("Hole design", () => {
  it("Start by placing the tee board on the table, connect 2-4 additional boards, then place one green token on any space", () => {
    const layout = generateLayout(3, 2);
    expect(validateLayout(layout)).toEqual([]);
    expect(validateLayout({ ...layout, boards: layout.boards.slice(0, 2) })[0]).toMatch(
      /needs 2 or 3 or 4 boards besides the tee; this one has 1/,
    );
    expect(validateLayout({ ...layout, green: null })).toContain("no green token placed");
  });

  it("validation names overlapping boards and the space they share", () => {
    const l: Layout = {
      boards: [
        tee,
        { board: "narrow", q: 2, r: 0, rot: 0 },
        { board: "diamond-lake", q: 5, r: 0, rot: 0 },
      ],
      green: [6, 1],
    };
    expect(validateLayout(l).join("; ")).toMatch(/narrow overlaps tee at 2,0/);
  });

  it("Decision: boards touch edge to edge when at least two pairs of their spaces are neighbours", () => {
    // The narrow board touching the tee's corner at one space only does not count.
    const corner: Layout = { boards: [tee, { board: "narrow", q: 4, r: -2, rot: 0 }], green: null };
    expect(placementProblem(EMPTY_LAYOUT, corner.boards[1])).toMatch(/edge to edge/);
    expect(placementProblem(EMPTY_LAYOUT, { board: "narrow", q: 4, r: 0, rot: 0 })).toBeNull();
  });

  it("validation says which board does not touch the others", () => {
    const l: Layout = {
      boards: [
        tee,
        { board: "narrow", q: 20, r: 0, rot: 0 },
        { board: "diamond-lake", q: 4, r: 0, rot: 0 },
      ],
      green: [5, 1],
    };
    expect(validateLayout(l)).toContain("narrow does not touch the other boards edge to edge");
  });

  it("Decision: the green may not go on water or on the tee's start", () => {
    const l = generateLayout(3, 2);
    const c = compileCourse(l);
    const water = c.hexes.find((_, i) => c.terrain[i] === "W")!;
    expect(validateLayout({ ...l, green: [water.q, water.r] })).toContain(
      "the green cannot be on water",
    );
    expect(validateLayout({ ...l, green: [0, 0] })).toContain(
      "the green cannot be on the tee's start",
    );
    expect(validateLayout({ ...l, green: [40, 40] })[0]).toMatch(/not on a board/);
  });

  it("each board is placed at most once", () => {
    const l: Layout = {
      boards: [
        tee,
        { board: "narrow", q: 4, r: 0, rot: 0 },
        { board: "narrow", q: 0, r: 4, rot: 0 },
      ],
      green: [5, 0],
    };
    expect(validateLayout(l)).toContain("board narrow is placed twice");
  });

  it("candidate placements are every legal one, in order: rotation, border space, board space", () => {
    // The plain enumeration: sets of keys and placementProblem, no grid.
    const plain = (layout: Layout, id: string): Placement[] => {
      const board = BOARDS.find((b) => b.id === id)!;
      const cells = layout.boards.flatMap((p) => placedSpaces(p));
      const taken = new Set(cells.map((h) => `${h.q},${h.r}`));
      const border: { q: number; r: number }[] = [];
      const seen = new Set<string>();
      for (const h of cells) {
        for (const d of DIRECTIONS) {
          const k = `${h.q + d.q},${h.r + d.r}`;
          if (!taken.has(k) && !seen.has(k)) {
            seen.add(k);
            border.push({ q: h.q + d.q, r: h.r + d.r });
          }
        }
      }
      const out: Placement[] = [];
      for (let rot = 0; rot < 6; rot++) {
        const tried = new Set<string>();
        for (const b of border) {
          for (const s of board.spaces.map((x) => rotate(x, rot))) {
            const p = { board: id, q: b.q - s.q, r: b.r - s.r, rot };
            if (tried.has(`${p.q},${p.r}`)) continue;
            tried.add(`${p.q},${p.r}`);
            if (!placementProblem(layout, p, 99)) out.push(p);
          }
        }
      }
      return out;
    };
    for (let seed = 1; seed <= 12; seed++) {
      const hole = generateLayout(600 + seed, 2 + (seed % 3));
      for (let k = 1; k < hole.boards.length; k++) {
        const layout: Layout = { boards: hole.boards.slice(0, k), green: null };
        for (const b of BOARDS) {
          if (b.kind === "tee" || layout.boards.some((p) => p.board === b.id)) continue;
          expect(candidatePlacements(layout, b.id)).toEqual(plain(layout, b.id));
        }
      }
    }
  });

  it("a green placed on a compiled layout gives the course compiling the hole builds", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const hole = generateLayout(700 + seed, 2 + (seed % 3));
      const bare: Layout = { boards: hole.boards, green: null };
      const g = { q: hole.green![0], r: hole.green![1] };
      const placed = compileCourse(placeGreen(bare, g));
      const fresh = compileCourse(structuredClone(hole));
      expect({ ...placed, index: [...placed.index] }).toEqual({
        ...fresh,
        index: [...fresh.index],
      });
    }
  });

  it("placed spaces are each board space turned, then moved (any rotation, turned ones remembered)", () => {
    for (const b of BOARDS) {
      for (const rot of [0, 1, 2, 3, 4, 5, 6, -1, 2.5]) {
        const p = { board: b.id, q: 3, r: -7, rot };
        const plain = b.spaces.map((s) => ({ ...add(rotate(s, rot), p), t: s.t }));
        expect(placedSpaces(p)).toEqual(plain);
        expect(placedSpaces(p)).toEqual(plain);
      }
    }
  });

  it("far from the origin, courses and validation read the spaces as near it", () => {
    // Past 16,000 spaces are keyed by strings (course.ts keyFor), nearer by small numbers.
    const hole = generateLayout(3, 2);
    const near = compileCourse({ ...hole, green: null });
    const spaces = near.hexes.map((h, i) => ({
      q: h.q + 20_000,
      r: h.r - 30_000,
      t: near.terrain[i],
    }));
    expect([...courseFromSpaces(spaces, { q: 20_000, r: -30_000 }, null).nbr]).toEqual([
      ...near.nbr,
    ]);
    const moved = (dq: number) => ({
      ...hole,
      boards: hole.boards.map((p, i) => (i ? { ...p, q: p.q + dq } : p)),
    });
    const noCoords = (ps: string[]) => ps.map((x) => x.replace(/-?\d+,-?\d+/g, "at"));
    const farOff = validateLayout(moved(20_000));
    expect(farOff.some((x) => /does not touch/.test(x))).toBe(true);
    expect(noCoords(farOff)).toEqual(noCoords(validateLayout(moved(100))));
    const stacked = { ...hole, boards: [...hole.boards, { ...hole.boards[1], board: "narrow" }] };
    expect(validateLayout(moved(0))).toEqual([]);
    expect(validateLayout(stacked).length).toBeGreaterThan(0);
  });

  it("every candidate placement the builder lists is legal, in all six rotations", () => {
    const cands = candidatePlacements(EMPTY_LAYOUT, "diamond-creek");
    expect(new Set(cands.map((p) => p.rot)).size).toBe(6);
    for (const p of cands) expect(placementProblem(EMPTY_LAYOUT, p)).toBeNull();
  });
});

describe("Generator", () => {
  it("makes valid holes with no clean line to the green, 2-4 boards, varied", () => {
    const shapes = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const l = generateLayout(seed);
      expect(validateLayout(l)).toEqual([]);
      expect(hasCleanLine(compileCourse(l))).toBe(false);
      shapes.add(l.boards.map((b) => `${b.board}${b.rot}`).join());
    }
    expect(shapes.size).toBeGreaterThan(25);
    for (const n of [2, 3, 4]) expect(generateLayout(9, n).boards).toHaveLength(n + 1);
  });

  it("Try arranging the boards without a clean line to the green (what a clean line is)", () => {
    expect(hasCleanLine(strip(["@RFRG"]))).toBe(true);
    expect(hasCleanLine(strip(["@RSRG"]))).toBe(false);
    expect(hasCleanLine(strip(["@RRR", "RRRG"]))).toBe(false);
  });

  it("is a pure function of its seed", () => {
    expect(generateLayout(42)).toEqual(generateLayout(42));
  });

  it("makes the holes it made before (seeds 11 to 6666666, as 2e1f971 made them)", () => {
    const made = [11, 222, 3333, 44444, 555555, 6666666].map((seed, i) => {
      const l = generateLayout(seed, 2 + (i % 3));
      return [l.boards.map((b) => [b.board, b.q, b.r, b.rot]), l.green];
    });
    expect(made).toEqual([
      [
        [
          ["tee", 0, 0, 0],
          ["narrow", 3, 8, 4],
          ["diamond-lake", 7, 11, 3],
        ],
        [6, 8],
      ],
      [
        [
          ["tee", 0, 0, 0],
          ["narrow", 0, 9, 4],
          ["triangle-pines", 1, 12, 4],
          ["diamond-creek", 5, 8, 0],
        ],
        [5, 9],
      ],
      [
        [
          ["tee", 0, 0, 0],
          ["triangle-pines", 2, 5, 5],
          ["triangle-pond", 9, 4, 2],
          ["narrow", 7, 11, 4],
          ["diamond-lake", 13, 9, 2],
        ],
        [8, 9],
      ],
      [
        [
          ["tee", 0, 0, 0],
          ["diamond-lake", 2, 4, 0],
          ["triangle-pond", 7, 8, 2],
        ],
        [5, 9],
      ],
      [
        [
          ["tee", 0, 0, 0],
          ["diamond-bunkers", 4, 3, 1],
          ["diamond-links", 6, 11, 3],
          ["triangle-pines", 5, 12, 0],
        ],
        [4, 10],
      ],
      [
        [
          ["tee", 0, 0, 0],
          ["triangle-pond", 3, 4, 5],
          ["narrow", 7, 3, 0],
          ["diamond-creek", 12, 3, 0],
          ["triangle-pines", 16, 5, 0],
        ],
        [17, 6],
      ],
    ]);
  });
});
