/**
 * Roll In One's test kit: small hand-drawn courses and shot runners, dealt tables with chosen
 * cards, and the shared harness's option sets (`harness`, used by harness.test.ts and the soak).
 */
import { fileURLToPath } from "node:url";
import type { HarnessSpec } from "../../../tests/harness/spec.ts";
import type { Face } from "../../engine/dice.ts";
import { createSimRng } from "../../engine/rng.ts";
import type { Action } from "./actions.ts";
import type { Terrain } from "./data.ts";
import { game } from "./game.ts";
import { lab } from "./lab.ts";
import type { CourseFile, Options } from "./options.ts";
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
import type { State } from "./state.ts";
import type { Model } from "./strategy/model.ts";

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

/** Tables for the card and variant tests: a dealt game on the test layout with chosen cards. */
export const sp = (q: number, r: number): number => {
  const i = C.index.get(`${q},${r}`);
  if (i === undefined) throw new Error(`no space ${q},${r}`);
  return i;
};

export const where = (s: State, seat = 0): string => {
  const b = s.flight && s.flight.seat === seat ? s.flight.pos : s.balls[seat];
  return b < 0 ? "green" : `${C.hexes[b].q},${C.hexes[b].r}`;
};

/**
 * A game on the test layout with cards on: each seat is dealt `hands[seat]` first (then any
 * cards), and golfer `golfers[seat]` when given; seat 0 holds the marker.
 */
export function table(
  players: number,
  hands: string[][],
  golfers: (string | undefined)[] = [],
  extra: Partial<Options> = {},
): State {
  let s = game.setup(
    opts({
      players,
      cards: true,
      course: { holes: [LAYOUT, LAYOUT] as CourseFile["holes"] },
      ...extra,
    }),
  );
  const wish = hands.map((h) => [...h]);
  let rolled = players === 1;
  for (let guard = 0; guard < 100; guard++) {
    const step = game.next(s);
    if (s.deal.length && step.kind === "chance") {
      const d = s.deal[0];
      const pile = d.what === "golfer" ? s.golferPile : s.pile;
      // Unnamed golfers are Lucky Lucy: her once-a-hole reroll changes no shot by itself.
      const want =
        d.what === "golfer"
          ? (golfers[d.seat] ?? (pile.includes("lucky") ? "lucky" : undefined))
          : wish[d.seat]?.shift();
      const taken = wish.flat();
      const face = want ?? pile.find((c) => !taken.includes(c) && c !== "mulligan") ?? pile[0];
      s = game.applyChance(s, [face]);
    } else if (!rolled && step.kind === "chance") {
      s = game.applyChance(
        s,
        Array.from({ length: players }, (_, i) => Math.min(4, i + 1)),
      );
      rolled = true;
    } else break;
  }
  return s;
}

/** Puts seat's ball on a space (tests start shots from chosen spots). */
export function place(s: State, seat: number, q: number, r: number): State {
  return { ...s, balls: s.balls.map((b, i) => (i === seat ? sp(q, r) : b)) };
}

const wetBoards = (): Record<string, unknown> =>
  lab.load(fileURLToPath(new URL("./data/lab/boards-wet.json", import.meta.url)));

/** The shared harness's option sets: every variant and card rule, with bots of every level. */
export const harness: HarnessSpec = {
  play: [
    {
      label: "solo, generated holes, random",
      options: { layout: "generated" },
      bots: ["random"],
      games: 3,
    },
    { label: "solo, designed holes, planner", options: {}, bots: ["planner"], games: 2 },
    {
      label: "2 players, designed, random vs greedy",
      options: {},
      bots: ["random", "greedy"],
      games: 2,
    },
    {
      label: "2 players, generated, table vs greedy, cards",
      options: { layout: "generated", cards: true, maxRounds: 6 },
      bots: ["table", "greedy"],
      games: 1,
    },
    {
      label: "3 players, generated, planner/greedy/random",
      options: { layout: "generated", courseSeed: 4 },
      bots: ["planner", "greedy", "random"],
      games: 2,
    },
    {
      label: "5 players, designed, random",
      options: { maxRounds: 12 },
      bots: ["random", "random", "random", "random", "random"],
      games: 1,
    },
    {
      label: "all cards, 3 players, random",
      options: { cards: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random", "random"],
      games: 2,
    },
    {
      label: "cards, feeling mean, 2 players, random",
      options: { cards: true, mean: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random"],
      games: 2,
    },
    {
      label: "cards, chosen golfers, solo, random",
      options: { cards: true, golferMode: "choose", layout: "generated" },
      bots: ["random"],
      games: 2,
    },
    {
      label: "shared golfers, 2 players",
      options: { sharedGolfers: ["nimble", "lucky", "steady"], layout: "generated", maxRounds: 12 },
      bots: ["random", "greedy"],
      games: 2,
    },
    {
      label: "ricochet, 3 players",
      options: { ricochet: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "random", "planner"],
      games: 2,
    },
    {
      label: "handicap, 2 players",
      options: { handicap: true, layout: "generated", maxRounds: 12 },
      bots: ["random", "planner"],
      games: 2,
    },
    {
      label: "campaign, 2 players, cards",
      options: { variant: "campaign", cards: true, maxRounds: 8 },
      bots: ["random", "planner"],
      games: 2,
    },
    {
      label: "bumper, 3 players, cards",
      options: { variant: "bumper", cards: true, maxRounds: 6 },
      bots: ["random", "random", "greedy"],
      games: 2,
    },
    {
      label: "survival, cards",
      options: { variant: "survival", cards: true, layout: "generated" },
      bots: ["random"],
      games: 3,
    },
    {
      label: "planner and greedy with all cards, mean, handicap",
      options: { cards: true, mean: true, handicap: true, layout: "generated" },
      bots: ["planner", "greedy"],
      games: 1,
    },
    {
      label: "planner survival, designed holes, chosen golfer",
      options: { variant: "survival", cards: true, golferMode: "choose" },
      bots: ["planner"],
      games: 2,
    },
  ],
  // Options the fast path covers (it plays the plain rules), and the lab's own boards.
  get fast() {
    const wet = wetBoards();
    return [
      { layout: "generated" },
      {},
      { layout: "generated", courseSeed: 3, maxRounds: 4 },
      { layout: "generated", ...wet },
      { ...wet },
      { course: { holes: [LAYOUT, LAYOUT] } },
    ];
  },
  fastGames: 2,
  goldens: [
    {
      name: "solo-planner",
      options: { layout: "generated", courseSeed: 2 },
      bots: ["planner"],
      seed: 11,
    },
    { name: "three-players", options: {}, bots: ["planner", "greedy", "random"], seed: 12 },
    {
      name: "campaign",
      options: { variant: "campaign", cards: true },
      bots: ["planner", "greedy"],
      seed: 21,
    },
    {
      name: "bumper",
      options: { variant: "bumper", cards: true, ricochet: true, maxRounds: 4 },
      bots: ["planner", "planner", "greedy"],
      seed: 8,
    },
  ],
  goldenDir: fileURLToPath(new URL("./golden", import.meta.url)),
};

/** Values anywhere near a hole's (0 to 15 shots), seeded: the sweep passes must not lean on a solve. */
export function scrambled(m: Model, seed: number): Model {
  const rng = createSimRng(seed);
  const x = () => rng.below(1_000_000) / 1_000_000;
  for (let c = 0; c < m.V.length; c++) m.V[c] = c === m.course.green ? 0 : 15 * x();
  for (const W of m.W) for (let i = 0; i < W.length; i++) W[i] = 15 * x();
  return m;
}
