/** Command-line flags and tools: `odds` (shot distributions) and `course` (generate, check, show). */
import { readFileSync } from "node:fs";
import type { Json } from "../../engine/game.ts";
import { loadRecord } from "../../engine/record.ts";
import type { ToolCommand } from "../module.ts";
import { CLUB_IDS, CLUBS } from "./data.ts";
import { game } from "./game.ts";
import { type CourseFile, loadCourse } from "./options.ts";
import { landingSvg } from "./pictures/landing.ts";
import { compileCourse, type Layout } from "./rules/course.ts";
import { generateLayout } from "./rules/generator.ts";
import { DIRECTION_NAMES, parseDirection } from "./rules/hex.ts";
import type { State } from "./state.ts";
import { bestShot } from "./strategy/model.ts";
import { landing, roughMoves, shotOdds } from "./strategy/odds.ts";
import { modelFor } from "./strategy/planner.ts";
import { coursePicture, noPaint } from "./ui/board.ts";

const int = (what: string) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new Error(`${what} must be a whole number, not "${v}"`);
  return n;
};

/** The holes designed and played in a saved match, as a course file. */
export function courseOfRecord(file: string): CourseFile {
  const m = loadRecord(
    readFileSync(file, "utf8"),
    (id) => (id === game.id ? game : undefined),
    file,
  );
  const s = m.state as State;
  const holes = s.cards.map((c) => c.layout);
  if (s.phase === "play") holes.push(s.layout);
  if (!holes.length) throw new Error(`${file}: no hole has been designed yet`);
  return { game: "roll-in-one", holes: holes as CourseFile["holes"] };
}

function parseHex(v: Json | undefined): [number, number] {
  const m = /^(-?\d+),(-?\d+)$/.exec(String(v ?? ""));
  if (!m) throw new Error(`--from must be q,r (e.g. 0,0), not "${v}"`);
  return [Number(m[1]), Number(m[2])];
}

const odds: ToolCommand = {
  description:
    "distribution of one shot: spaces moved on open rough, or where it lands on a course",
  flags: [
    { flags: "--club <club>", description: `one of ${CLUB_IDS.join(", ")}`, key: "club" },
    { flags: "--course <file>", description: "a saved course", key: "course" },
    {
      flags: "--hole <n>",
      description: "hole of the course (default 1)",
      key: "hole",
      parse: int("--hole"),
    },
    { flags: "--from <q,r>", description: "start space (default the tee)", key: "from" },
    {
      flags: "--dir <dir>",
      description: "E SE SW W NW NE (default the planner's best)",
      key: "dir",
    },
  ],
  run(o) {
    const k = CLUB_IDS.indexOf(String(o.club ?? "wood"));
    if (k < 0) throw new Error(`no club "${o.club}" (clubs: ${CLUB_IDS.join(", ")})`);
    if (o.course === undefined) {
      const r = roughMoves(CLUBS[k]);
      const rows = Object.entries(r.spacesMoved)
        .filter(([, p]) => p >= 5e-5)
        .map(
          ([m, p]) => `  ${m.padStart(2)} space${m === "1" ? " " : "s"}  ${(100 * p).toFixed(2)}%`,
        );
      return {
        json: r,
        text: [`${r.club} on open rough: expected ${r.expected.toFixed(3)} spaces`, ...rows].join(
          "\n",
        ),
      };
    }
    const file = loadCourse(String(o.course));
    const hole = Number(o.hole ?? 1);
    const layout = file.holes[hole - 1] as Layout;
    if (!layout) throw new Error(`the course has ${file.holes.length} holes, not ${hole}`);
    const m = modelFor(layout);
    const c = m.course;
    const [q, r] = o.from === undefined ? [c.hexes[c.tee].q, c.hexes[c.tee].r] : parseHex(o.from);
    const from = c.index.get(`${q},${r}`);
    if (from === undefined) throw new Error(`${q},${r} is not a space of hole ${hole}`);
    let dir = 0;
    if (o.dir === undefined) {
      let best = Infinity;
      for (let d = 0; d < 6; d++) {
        const l = landing(m, k, from, d);
        let v = l.expectedPenalties;
        for (const [key, p] of l.outcomes) v += p * m.V[Number(key.split("|")[0])];
        if (v < best) [best, dir] = [v, d];
      }
    } else {
      const d = parseDirection(String(o.dir));
      if (d === null) throw new Error(`--dir must be one of ${DIRECTION_NAMES.join(" ")}`);
      dir = d;
    }
    const l = shotOdds(m, k, from, dir);
    const spaces = l.landing;
    const json = {
      club: CLUBS[k].id,
      hole,
      from: `${q},${r}`,
      dir: DIRECTION_NAMES[dir],
      ...l,
      plannerBest: (() => {
        const b = bestShot(m, from);
        return { club: CLUBS[b.club].id, dir: DIRECTION_NAMES[b.dir], expectedToHoleOut: b.value };
      })(),
    };
    const text = [
      `${json.club} from ${json.from} aimed ${json.dir} (hole ${hole}, par ${c.par})`,
      ...Object.entries(spaces).map(([h, p]) => `  ${h.padEnd(7)} ${(100 * p).toFixed(2)}%`),
      `expected penalties ${l.expectedPenalties.toFixed(4)}, on the green ${(100 * l.green).toFixed(2)}%`,
      `planner's best from here: ${json.plannerBest.club} ${json.plannerBest.dir}, ${json.plannerBest.expectedToHoleOut.toFixed(3)} expected shots + penalties`,
    ].join("\n");
    return { json, text };
  },
  plot(o) {
    if (o.course === undefined) {
      throw new Error(
        "--plot draws where the shot lands on a course: give --course F (and --from Q,R)",
      );
    }
    const r = odds.run(o).json as {
      club: string;
      hole: number;
      from: string;
      dir: string;
      landing: Record<string, number>;
    };
    const c = modelFor(loadCourse(String(o.course)).holes[r.hole - 1] as Layout).course;
    return landingSvg({
      course: c,
      spaces: r.landing,
      from: c.index.get(r.from) ?? c.tee,
      title: `${r.club} aimed ${r.dir} from ${r.from} (hole ${r.hole})`,
    });
  },
};

const course: ToolCommand = {
  description:
    "generate a course (--seed, --holes, --boards), or check and show a saved one (--file)",
  flags: [
    { flags: "--file <file>", description: "a saved course to check and show", key: "file" },
    {
      flags: "--record <file>",
      description: "the holes of a saved match (clubhouse play ... --save F)",
      key: "record",
    },
    {
      flags: "--seed <n>",
      description: "generator seed (default 1)",
      key: "seed",
      parse: int("--seed"),
    },
    {
      flags: "--holes <n>",
      description: "holes to generate (default 3)",
      key: "holes",
      parse: int("--holes"),
    },
    {
      flags: "--boards <n>",
      description: "boards besides the tee, 2-4 (default: varied)",
      key: "boards",
      parse: int("--boards"),
    },
  ],
  run(o) {
    let file: CourseFile;
    if (o.file !== undefined) file = loadCourse(String(o.file));
    else if (o.record !== undefined) file = courseOfRecord(String(o.record));
    else {
      const seed = Number(o.seed ?? 1);
      const extra = o.boards === undefined ? undefined : Number(o.boards);
      if (extra !== undefined && (extra < 2 || extra > 4))
        throw new Error("--boards must be 2, 3 or 4");
      const n = Number(o.holes ?? 3);
      file = {
        game: "roll-in-one",
        holes: Array.from(
          { length: n },
          (_, h) => generateLayout(seed * 1000 + h, extra) as CourseFile["holes"][number],
        ),
      };
    }
    const text = file.holes.map((h, i) => {
      const c = compileCourse(h as Layout);
      const v = modelFor(h as Layout).V[c.tee];
      return `hole ${i + 1}: ${h.boards.map((b) => b.board).join(" + ")}, par ${c.par}, planner expects ${v.toFixed(2)}\n${coursePicture(c, [], noPaint)}`;
    });
    return {
      json: file,
      text: `${text.join("\n\n")}\n\n(save it with --json > course.json; play it with --course course.json)`,
    };
  },
};

export const tools: Record<string, ToolCommand> = { odds, course };
