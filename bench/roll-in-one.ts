/**
 * Roll In One: value-iteration solve time, games per second (generic engine and fast path), and
 * the bot levels measured against each other: mean shots and penalties per hole, solo, on
 * generated holes (20 courses x 3 holes), plus the mean hole score of each level at one table.
 */

import { execFileSync } from "node:child_process";
import { gameModule as rollInOne } from "../src/games/roll-in-one/index.ts";
import { compileCourse } from "../src/games/roll-in-one/rules/course.ts";
import { generateLayout } from "../src/games/roll-in-one/rules/generator.ts";
import type { State } from "../src/games/roll-in-one/state.ts";
import { createModel, solve } from "../src/games/roll-in-one/strategy/model.ts";
import { QuickModel } from "../src/games/roll-in-one/strategy/quick.ts";
import { playBots } from "../src/strategy/autoplay.ts";
import { withCommit } from "./before.ts";
import { simulate } from "./million.ts";
import { freshRollsPerSecond } from "./raw-dice.ts";
import { alternating, median } from "./turns.ts";
import type { BenchRow } from "./types.ts";

const SECTION = "Roll In One";
/** The commit before issue 15's solve and generator changes (typed sweeps, grid placements). */
const BEFORE = "225d69e";

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Processes of each side for the default simulate, alternating (now, before, before, now, ...). */
const PROCESSES = 3;

/**
 * The default `simulate roll-in-one` (the planner designs three new holes every game, each
 * solved from scratch) now and at BEFORE, each in processes of its own (bench/rio-default-child.ts:
 * in one process a copy loaded later ran about 10% faster, and identical code measured 0.90x
 * itself), warmed alike, on fresh seeds so that no hole is cached; CPU time, which the machine's
 * load disturbs less than wall time; the median process of each side. Both must score the same.
 */
export async function designedBeforeAfter(): Promise<BenchRow[]> {
  const rows = await withCommit(BEFORE, async (dir) => {
    const oldGen = (await import(`${dir}/src/games/roll-in-one/rules/generator.ts`))
      .generateLayout as typeof generateLayout;
    const runs = alternating(PROCESSES, (b) => defaultChild(b ? dir : ""));
    const first = runs.now[0].scores;
    const same = [...runs.now, ...runs.before].every(
      ({ scores }) => scores.length === first.length && scores.every((x, k) => x === first[k]),
    );
    const nows = runs.now.map((r) => r.rate);
    const [now, before] = [median(nows), median(runs.before.map((r) => r.rate))];
    let genNow = 0;
    let genBefore = 0;
    const holes = 150;
    for (let rep = 0; rep < 2; rep++) {
      let t = cpuMs();
      for (let h = 0; h < holes; h++) generateLayout(5_000_000 + rep * holes + h, 2 + (h % 3));
      genNow += cpuMs() - t;
      t = cpuMs();
      for (let h = 0; h < holes; h++) oldGen(5_000_000 + rep * holes + h, 2 + (h % 3));
      genBefore += cpuMs() - t;
    }
    return [
      {
        section: SECTION,
        name: `default simulate (designed holes, planner), fast path, now vs ${BEFORE}`,
        value: now,
        unit: "games/s",
        note: `CPU time, one thread; ${(now / before).toFixed(2)}x the ${before.toFixed(2)} games/s of ${BEFORE} (the median of ${PROCESSES} processes of each, alternating; this tree ${nows.map((r) => r.toFixed(0)).join(", ")}); ${same ? "same scores" : "SCORES DIFFER"}`,
      },
      {
        section: SECTION,
        name: `designing a hole (generateLayout), now vs ${BEFORE}`,
        value: genNow / (2 * holes),
        unit: "ms",
        note: `CPU time; ${(genBefore / genNow).toFixed(2)}x faster than ${BEFORE}'s ${(genBefore / (2 * holes)).toFixed(2)} ms`,
      },
    ];
  });
  return rows ?? [];
}

function defaultChild(dir: string): { rate: number; scores: number[] } {
  const root = new URL("..", import.meta.url).pathname;
  const out = execFileSync(
    process.execPath,
    [`${root}bin/run-ts.mjs`, `${root}bench/rio-default-child.ts`, dir],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(out) as { rate: number; scores: number[] };
}

/** Issue 15's "today" for the default simulate: its first commit, through its own command. */
const TODAY = "4496c2b";
/** Pairs of runs (this tree's, TODAY's) for the command's row. */
const PAIRS = 6;

/**
 * The default `simulate roll-in-one` as a person runs it, now and at TODAY: each side's command
 * (TODAY's through tsx, as it was; this tree's compiled), one worker, at two game counts, so that
 * start-up cancels out: games per CPU second between them, in alternating pairs.
 * The games differ (TODAY drew from another generator), so their means are only alike.
 */
export async function commandBeforeAfter(): Promise<BenchRow[]> {
  const rows = await withCommit(TODAY, async (dir) => {
    const rate = (bin: string, few: number, many: number) => {
      const a = simulate(bin, "roll-in-one", "planner", few, 1);
      const b = simulate(bin, "roll-in-one", "planner", many, 1);
      return { rate: (many - few) / (b.cpu - a.cpu), mean: b.mean };
    };
    const ours = new URL("../bin/clubhouse.mjs", import.meta.url).pathname;
    // Short runs in many pairs: this machine's speed drifts by a fifth within a minute, so each
    // pair's two sides run close together and the ratio is the median pair's.
    const runs = alternating(PAIRS, (before) =>
      before ? rate(`${dir}/bin/clubhouse.mjs`, 10, 40) : rate(ours, 40, 640),
    );
    const now = median(runs.now.map((r) => r.rate));
    const then = median(runs.before.map((r) => r.rate));
    if (!Number.isFinite(now) || !Number.isFinite(then)) return [];
    const pairs = runs.now.map((r, i) => r.rate / runs.before[i].rate);
    const shown = [...pairs]
      .sort((a, b) => a - b)
      .map((x) => x.toFixed(1))
      .join(", ");
    return [
      {
        section: SECTION,
        name: `default simulate through the command, one worker, now vs ${TODAY}`,
        value: now,
        unit: "games/s",
        note: `CPU time between 40 and 640 games (${TODAY}: 10 and 40); ${median(pairs).toFixed(2)}x ${TODAY}'s ${then.toFixed(2)} games/s (issue 15's today), the median of ${PAIRS} alternating pairs (${shown}); means ${runs.now[0].mean.toFixed(2)} and ${runs.before[0].mean.toFixed(2)}, other dice`,
      },
    ];
  });
  return rows ?? [];
}

function solveMs(extra: number): {
  ms: number;
  spaces: number;
  sweeps: number;
  quickMs: number;
  width: number;
} {
  const times: number[] = [];
  const quick: number[] = [];
  let spaces = 0;
  let sweeps = 0;
  let width = 0;
  for (let i = 0; i < 5; i++) {
    const course = compileCourse(generateLayout(100 + i, extra));
    const m = createModel(course);
    let t = cpuMs();
    sweeps = solve(m);
    times.push(cpuMs() - t);
    const q = new QuickModel(createModel(course));
    t = cpuMs();
    q.solve();
    quick.push(cpuMs() - t);
    width = Math.max(width, q.bounds.below + q.bounds.above);
    spaces = course.hexes.length;
  }
  const mid = (x: number[]) => x.sort((a, b) => a - b)[2];
  return { ms: mid(times), spaces, sweeps, quickMs: mid(quick), width };
}

interface Level {
  shots: number;
  penalties: number;
  holes: number;
}

function soloLevels(bot: string, courses: number, gamesPerCourse: number): Level {
  const l: Level = { shots: 0, penalties: 0, holes: 0 };
  for (let c = 1; c <= courses; c++) {
    for (let g = 0; g < gamesPerCourse; g++) {
      const m = playBots(rollInOne, { layout: "generated", courseSeed: c }, c * 1000 + g, [bot]);
      for (const card of (m.state as State).cards) {
        l.shots += card.shots[0];
        l.penalties += card.penalties[0];
        l.holes++;
      }
    }
  }
  return l;
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  rows.push(...(await designedBeforeAfter()));
  rows.push(...(await commandBeforeAfter()));
  const raw = freshRollsPerSecond(20, 1000);
  for (const extra of [2, 4]) {
    const s = solveMs(extra);
    rows.push(
      {
        section: SECTION,
        name: `planner solve, hole of ${extra + 1} boards (${s.spaces} spaces)`,
        value: s.ms,
        unit: "ms",
        note: `CPU time; ${s.sweeps} value-iteration sweeps to 1e-9`,
      },
      {
        section: SECTION,
        name: `planner quick solve (fast path), hole of ${extra + 1} boards`,
        value: s.quickMs,
        unit: "ms",
        note: `CPU time; ${(s.ms / s.quickMs).toFixed(2)}x faster; proven bounds ${s.width.toExponential(1)} wide, narrowed only where a decision needs it`,
      },
    );
  }
  const options = rollInOne.game.optionsSchema.parse({ players: 1, layout: "generated" });
  for (const bot of ["planner", "greedy", "random"]) {
    const covered = rollInOne.fast?.covers(bot, options) ?? false;
    if (covered) rollInOne.fast?.run(2, 1, bot, options); // solves the three holes once
    const n = bot === "random" ? 20 : 300;
    let t = cpuMs();
    for (let g = 0; g < n; g++) playBots(rollInOne, options, g, [bot]);
    const engine = (n * 1000) / (cpuMs() - t);
    t = cpuMs();
    const nFast = covered ? 3000 : 0;
    if (covered) rollInOne.fast?.run(nFast, 0, bot, options);
    const fast = (nFast * 1000) / (cpuMs() - t);
    rows.push({
      section: SECTION,
      name: `solo 3-hole round, ${bot} bot, generic engine`,
      value: engine,
      unit: "games/s",
      note: `a game takes the time of ${Math.round(raw / engine)} raw d20 rolls (CPU time)`,
    });
    if (covered) {
      rows.push({
        section: SECTION,
        name: `solo 3-hole round, ${bot} bot, fast path`,
        value: fast,
        unit: "games/s",
        note: `${(fast / engine).toFixed(1)}x the engine`,
      });
    }
  }
  for (const [bot, games] of [
    ["planner", 10],
    ["greedy", 10],
    ["random", 3],
  ] as const) {
    const l = soloLevels(bot, 20, games);
    rows.push(
      {
        section: SECTION,
        name: `${bot}: mean shots per hole (solo, ${l.holes} generated holes)`,
        value: l.shots / l.holes,
        unit: "shots",
      },
      {
        section: SECTION,
        name: `${bot}: mean penalties per hole`,
        value: l.penalties / l.holes,
        unit: "penalties",
        note: bot === "random" ? "holes picked up after 30 rounds" : "",
      },
    );
  }
  const bots = ["planner", "greedy", "random"];
  const score = [0, 0, 0];
  let holes = 0;
  for (let g = 0; g < 30; g++) {
    const m = playBots(rollInOne, { layout: "generated", courseSeed: 50 + g }, g, bots);
    for (const card of (m.state as State).cards) {
      card.score.forEach((x, i) => {
        score[i] += x;
      });
      holes++;
    }
  }
  bots.forEach((b, i) => {
    rows.push({
      section: SECTION,
      name: `three at a table (planner, greedy, random): ${b}'s mean hole score`,
      value: score[i] / holes,
      unit: "points",
      note: `${holes} holes; penalties + players closer to the green`,
    });
  });
  rows.push(...cardRows());
  return rows;
}

/** Part 2: what cards and variants cost in speed, and what the planner makes of them. */
function cardRows(): BenchRow[] {
  const out: BenchRow[] = [];
  const cases: [string, Record<string, unknown>, number][] = [
    ["solo round with cards, planner", { layout: "generated", cards: true }, 60],
    ["solo round, no cards, planner (same seeds)", { layout: "generated" }, 60],
    [
      "survival with cards, planner: holes survived",
      { layout: "generated", variant: "survival", cards: true },
      60,
    ],
  ];
  for (const [name, options, n] of cases) {
    const t = performance.now();
    let total = 0;
    for (let g = 0; g < n; g++) {
      total += rollInOne.game.result(
        playBots(rollInOne, options, 7000 + g, ["planner"]).state as State,
      ).scores[0];
    }
    const rate = (n * 1000) / (performance.now() - t);
    out.push({
      section: SECTION,
      name: `${name}: mean score`,
      value: total / n,
      unit: "points",
      note: `${n} seeded games, generic engine`,
    });
    out.push({ section: SECTION, name: `${name}: speed`, value: rate, unit: "games/s" });
  }
  return out;
}
