/**
 * The design lab for Roll In One: compare caddie card lists, golfer card lists or saved courses
 * (`clubhouse lab roll-in-one --compare A.json B.json`). A file is recognised by its top key.
 */
import { readFileSync } from "node:fs";
import { parseData } from "../../engine/data.ts";
import { GameError } from "../../engine/errors.ts";
import type { Json } from "../../engine/game.ts";
import type { LabSupport } from "../module.ts";
import { boardsFileSchema } from "./data.ts";
import type { Options } from "./options.ts";
import { loadCourse } from "./options.ts";
import { caddiesFileSchema, golfersFileSchema } from "./rules/cards.ts";
import { compileCourse, type Layout } from "./rules/course.ts";
import { modelFor } from "./strategy/planner.ts";

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new GameError("bad-data", `${file}: cannot read JSON (${(e as Error).message})`);
  }
}

export const lab: LabSupport<Options> = {
  describes:
    "Roll In One boards (shaped like data/boards.json), caddie cards (data/caddies.json), golfer cards (data/golfers.json) or a saved course ({holes: [...]})",
  load(file): Record<string, Json> {
    const raw = readJson(file);
    const keys = raw && typeof raw === "object" ? Object.keys(raw) : [];
    if (keys.includes("caddies")) {
      const caddies = parseData(caddiesFileSchema, raw, file).caddies;
      return { cards: true, caddieCards: caddies as unknown as Json };
    }
    if (keys.includes("golfers")) {
      const golfers = parseData(golfersFileSchema, raw, file).golfers;
      return { cards: true, golferCards: golfers as unknown as Json };
    }
    if (keys.includes("boards")) {
      return { boards: parseData(boardsFileSchema, raw, file) as unknown as Json };
    }
    if (keys.includes("holes")) {
      try {
        return { course: loadCourse(file) as unknown as Json };
      } catch (e) {
        throw new GameError("bad-data", (e as Error).message);
      }
    }
    throw new GameError(
      "bad-data",
      `${file}: (root): expected an object with "boards" (a board set), "caddies" (a caddie card list), "golfers" (a golfer card list) or "holes" (a saved course)`,
    );
  },
  exact(options) {
    if (!options.course || options.cards) return [];
    // Without cards the planner's expectation of each hole is exact (value iteration).
    return options.course.holes.map((h, i) => {
      const m = modelFor(h as Layout);
      return {
        label: `planner's expected shots + penalties, hole ${i + 1}`,
        value: m.V[compileCourse(h as Layout).tee],
      };
    });
  },
};
