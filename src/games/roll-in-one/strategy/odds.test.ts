import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rollDie } from "../../../engine/dice.ts";
import { saveRecord } from "../../../engine/record.ts";
import { createRng } from "../../../engine/rng.ts";
import { playBots, SIMULATION } from "../../../strategy/autoplay.ts";
import type { Action } from "../actions.ts";
import { CLUBS } from "../data.ts";
import { gameModule as rollInOne } from "../index.ts";
import { type CourseFile, loadCourse } from "../options.ts";
import { courseFromSpaces, type PlacedSpace } from "../rules/course.ts";
import { generateLayout } from "../rules/generator.ts";
import { distance } from "../rules/hex.ts";
import { applyCurve, applyFace, startFlight } from "../rules/shot.ts";
import type { State } from "../state.ts";
import { courseOfRecord } from "../tools.ts";
import { bestShot, flightValue, wAt } from "./model.ts";
import { landing, roughMoves } from "./odds.ts";
import { bestCurve, modelFor } from "./planner.ts";

/** |observed - p| within 5 standard errors of a mean of n Bernoulli(p) draws (plus rounding slack). */
function within5se(count: number, n: number, p: number): boolean {
  const se = Math.sqrt(Math.max(p * (1 - p), 1 / n) / n);
  return Math.abs(count / n - p) <= 5 * se + 1e-12;
}

// A rough plane far larger than any shot: a hexagon of radius 70.
const R = 70;
const plane: PlacedSpace[] = [];
for (let q = -R; q <= R; q++) {
  for (let r = Math.max(-R, -q - R); r <= Math.min(R, -q + R); r++) plane.push({ q, r, t: "R" });
}
const rough = courseFromSpaces(plane, { q: 0, r: 0 }, null);

describe("shot odds", () => {
  it("spaces moved on open rough: exact series vs seeded simulation of the rules, within 5 SE", () => {
    const rng = createRng(2024);
    for (const club of CLUBS) {
      const exact = roughMoves(club);
      const total = Object.values(exact.spacesMoved).reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 12);
      const n = 4000;
      const counts = new Map<number, number>();
      let sum = 0;
      let sumSq = 0;
      for (let i = 0; i < n; i++) {
        const f = startFlight(rough.tee, i % 6);
        let moved = 0;
        for (;;) {
          const before = rough.hexes[f.pos];
          let out = applyFace(rough, f, rollDie(rng, club), null);
          if (out.kind === "choose")
            out = applyCurve(
              rough,
              f,
              f.anyDirection ? (i * 7) % 6 : (f.dir + (i % 2 ? 1 : 5)) % 6,
              null,
            );
          moved += distance(before, rough.hexes[f.pos]);
          if (out.kind === "landed") break;
        }
        counts.set(moved, (counts.get(moved) ?? 0) + 1);
        sum += moved;
        sumSq += moved * moved;
      }
      const mean = sum / n;
      const se = Math.sqrt((sumSq / n - mean * mean) / n);
      expect(Math.abs(mean - exact.expected)).toBeLessThan(5 * se);
      for (const [m, p] of Object.entries(exact.spacesMoved)) {
        expect(within5se(counts.get(Number(m)) ?? 0, n, p), `${club.id} ${m} spaces`).toBe(true);
      }
    }
  });

  it("clubs travel as the rulebook's table says: each longer club goes further on average", () => {
    const e = (id: string) => roughMoves(CLUBS.find((c) => c.id === id)!).expected;
    expect(e("putter")).toBeLessThan(e("wedge"));
    expect(e("wedge")).toBeLessThan(e("6-iron"));
    expect(e("6-iron")).toBeLessThan(e("4-iron"));
    expect(e("4-iron")).toBeLessThan(e("wood"));
    expect(e("wood")).toBeGreaterThan(3.5);
  });
});

const layout = generateLayout(21, 3);
const courseOption = { holes: [layout as CourseFile["holes"][number]] };
const { game } = rollInOne;

/**
 * Runs the game's own rules with one long seeded dice stream (consecutive match seeds give
 * correlated first rolls in the engine's generator, so one stream is the fair sample).
 */
function step(s: State, rng: ReturnType<typeof createRng>, decide: (s: State) => Action): State {
  const next = game.next(s);
  if (next.kind === "chance")
    return game.applyChance(
      s,
      next.dice.map((d) => rollDie(rng, d)),
    );
  return game.apply(s, decide(s));
}

describe("landing on a course", () => {
  it("landing distribution (planner's curve choices) vs seeded games through the rules, within 5 SE", () => {
    const m = modelFor(layout);
    const c = m.course;
    const rng = createRng(77);
    for (const clubId of ["wood", "4-iron", "wedge"]) {
      const k = CLUBS.findIndex((x) => x.id === clubId);
      const dir = bestShot(m, c.tee).dir;
      const exact = landing(m, k, c.tee, dir);
      const n = 2500;
      const seen = new Map<string, number>();
      const start = game.setup(game.optionsSchema.parse({ players: 1, course: courseOption }));
      for (let g = 0; g < n; g++) {
        let s = game.apply(start, { type: "shot", club: clubId, dir });
        while (s.flight)
          s = step(s, rng, (x) => ({ type: "curve", dir: bestCurve(m, k, x.flight!) }));
        const pos = s.balls[0] === -1 ? c.green : s.balls[0];
        const key = `${pos}|${s.penalties[0]}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      let mass = 0;
      for (const [key, p] of exact.outcomes) {
        mass += p;
        expect(within5se(seen.get(key) ?? 0, n, p), `${clubId} ${key}`).toBe(true);
      }
      expect(mass).toBeCloseTo(1, 12);
      for (const key of seen.keys())
        expect(exact.outcomes.has(key), `${clubId} ${key} possible`).toBe(true);
    }
  });

  it("the planner's expected shots + penalties from the tee matches seeded solo games within 5 SE", () => {
    const m = modelFor(layout);
    const n = 600;
    let sum = 0;
    let sumSq = 0;
    const bot = rollInOne.bots.planner();
    const rng = createRng(5);
    const start = game.setup(
      game.optionsSchema.parse({ players: 1, course: courseOption, maxRounds: 500 }),
    );
    for (let g = 0; g < n; g++) {
      let s = start;
      while (game.next(s).kind !== "end") s = step(s, rng, (x) => bot.choose(x, rng));
      const x = s.cards[0].score[0];
      sum += x;
      sumSq += x * x;
    }
    const mean = sum / n;
    const se = Math.sqrt((sumSq / n - mean * mean) / n);
    expect(Math.abs(mean - m.V[m.course.tee])).toBeLessThan(5 * se);
  });
});

describe("tools and fast path", () => {
  it("clubhouse odds roll-in-one --club wood --json: {club, spacesMoved, expected}", () => {
    const r = rollInOne.tools!.odds.run({ club: "wood" }).json as Record<string, unknown>;
    expect(Object.keys(r)).toEqual(["club", "spacesMoved", "expected"]);
    expect(r.club).toBe("wood");
    expect(r.expected).toBeCloseTo(roughMoves(CLUBS.find((c) => c.id === "wood")!).expected, 12);
  });

  it("odds --course F --from Q,R gives the landing distribution on that course", () => {
    const file = join(mkdtempSync(join(tmpdir(), "rio-")), "course.json");
    const saved = rollInOne.tools!.course.run({ seed: 4, holes: 1 }).json;
    writeFileSync(file, JSON.stringify(saved));
    const r = rollInOne.tools!.odds.run({ club: "9-iron", course: file, from: "0,0", dir: "E" })
      .json as {
      landing: Record<string, number>;
      green: number;
    };
    const total = Object.values(r.landing).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(() =>
      rollInOne.tools!.odds.run({ club: "9-iron", course: file, from: "40,40" }),
    ).toThrow(/not a space/);
  });

  it("a course can be saved to and loaded from JSON, and from a saved match", () => {
    const dir = mkdtempSync(join(tmpdir(), "rio-"));
    const saved = rollInOne.tools!.course.run({ seed: 6, holes: 2, boards: 3 }).json;
    writeFileSync(join(dir, "c.json"), JSON.stringify(saved));
    expect(loadCourse(join(dir, "c.json"))).toEqual(saved);
    const broken = structuredClone(saved) as CourseFile;
    broken.holes[1].green = null;
    writeFileSync(join(dir, "bad.json"), JSON.stringify(broken));
    expect(() => loadCourse(join(dir, "bad.json"))).toThrow(
      /bad\.json: at holes\[1\]: no green token placed/,
    );
    const m = playBots(rollInOne, { course: saved }, 3, ["planner"]);
    writeFileSync(join(dir, "match.json"), saveRecord(m));
    expect(courseOfRecord(join(dir, "match.json"))).toEqual(saved);
  });

  it("fastSimulate gives the same scores as the generic engine, game by game", () => {
    const options = game.optionsSchema.parse({ players: 1, layout: "generated", courseSeed: 3 });
    for (const bot of ["planner", "greedy"]) {
      const fast = rollInOne.fast!.run(8, 40, bot, options);
      const slow = Array.from(
        { length: 8 },
        (_, g) =>
          game.result(
            playBots(rollInOne, options, 40 + g, [bot], undefined, SIMULATION).state as State,
          ).scores[0],
      );
      expect([...fast]).toEqual(slow);
    }
  });
});

describe("planner", () => {
  it("hint lists every club and direction with its expected shots + penalties, best first (= V)", () => {
    const start = game.setup(game.optionsSchema.parse({ players: 1, course: courseOption }));
    const h = rollInOne.hint!(start);
    expect(h).toHaveLength(36);
    const m = modelFor(layout);
    expect(h[0].value).toBeCloseTo(m.V[m.course.tee], 9);
    for (let i = 1; i < h.length; i++) expect(h[i].value).toBeGreaterThanOrEqual(h[i - 1].value);
    let s = game.apply(start, { type: "shot", club: "4-iron", dir: 0 });
    s = game.applyChance(s, ["curve"]);
    const curves = rollInOne.hint!(s);
    expect(curves.map((c) => c.action.type)).toEqual(Array(6).fill("curve"));
  });

  it("the solved flight values are a fixed point of the plain (not inlined) turn equations", () => {
    const m = modelFor(layout);
    const n = m.course.hexes.length;
    for (let k = 0; k < m.clubs.length; k++) {
      for (let c = 0; c < n; c += 3) {
        for (let d = 0; d < 6; d++) {
          for (let L = 0; L <= m.clubs[k].maxNumber; L += 2) {
            expect(Math.abs(flightValue(m, k, c, d, L) - wAt(m, k, c, d, L))).toBeLessThan(1e-7);
          }
        }
      }
    }
  });
});
