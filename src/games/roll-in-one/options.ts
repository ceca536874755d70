/** The options of Roll In One: their schema (a front end validates them) and the command-line flags. */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { loadDataFile } from "../../engine/data.ts";
import type { Json } from "../../engine/game.ts";
import type { OptionFlag } from "../module.ts";
import { type CourseFile, courseFileSchema, readCourse } from "./course-file.ts";
import { boardsFileSchema } from "./data.ts";
import { caddieSchema, caddiesFileSchema, GOLFERS, golferSchema } from "./rules/cards.ts";

export {
  type CourseFile,
  courseFileSchema,
  layoutSchema,
  placementSchema,
} from "./course-file.ts";

export const optionsSchema = z
  .object({
    players: z.number().int().min(1).max(5).default(1),
    referee: z.boolean().default(false),
    /** design: the marker holder builds each hole; generated: holes come from courseSeed. */
    layout: z.enum(["design", "generated"]).default("design"),
    courseSeed: z.number().int().default(1),
    /** A saved course: when given, its holes are played and nobody designs. */
    course: courseFileSchema.optional(),
    /** Rounds after which an unfinished hole is picked up (the rulebook has no limit). */
    maxRounds: z.number().int().min(1).max(500).default(30),
    // Part 2. Every option below is optional without a default, so that part-1 records (and
    // their option lines) stay exactly as they were.
    /** Deal golfer and caddie cards (the full rulebook game). */
    cards: z.boolean().optional(),
    /** Golfer cards: dealt at random, or chosen by each player in turn (variant). */
    golferMode: z.enum(["deal", "choose"]).optional(),
    /** Variant: 1-3 golfers beside the course whose abilities apply to every player. */
    sharedGolfers: z.array(z.string()).min(1).max(3).optional(),
    /** "Feeling mean": caddie cards during another player's turn. */
    mean: z.boolean().optional(),
    ricochet: z.boolean().optional(),
    handicap: z.boolean().optional(),
    variant: z.enum(["campaign", "bumper", "survival"]).optional(),
    /** Campaign and Bumper Golf: the marker holder designs the course by hand (else generated). */
    byHand: z.boolean().optional(),
    /** The design lab: other card lists than data/golfers.json and data/caddies.json. */
    golferCards: z.array(golferSchema).min(1).optional(),
    caddieCards: z.array(caddieSchema).min(1).optional(),
    /** The design lab: another boards file (shaped like data/boards.json). */
    boards: boardsFileSchema.optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.variant === "survival" && o.players !== 1) {
      ctx.addIssue({ code: "custom", path: ["variant"], message: "Survival is a solo game" });
    }
    if (o.variant === "bumper" && o.players < 2) {
      ctx.addIssue({ code: "custom", path: ["variant"], message: "Bumper Golf needs 2+ players" });
    }
  });
export type Options = z.infer<typeof optionsSchema>;

const int = (what: string) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new Error(`${what} must be a whole number, not "${v}"`);
  return n;
};

/** Reads and checks a saved course; every hole must be valid. Throws Error saying what is wrong. */
export function loadCourse(file: string): CourseFile {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new Error(`${file}: cannot read a course (${(e as Error).message})`);
  }
  return readCourse(text, file);
}

export const optionFlags: OptionFlag[] = [
  {
    flags: "--layout <how>",
    description: "design (players build each hole) or generated (quick game)",
    key: "layout",
  },
  {
    flags: "--course-seed <n>",
    description: "seed of the generated holes",
    key: "courseSeed",
    // Designed holes need no seed.
    askIf: (o) => o.layout === "generated",
    parse: int("--course-seed"),
  },
  {
    flags: "--course <file>",
    description: "play the holes of a saved course (JSON from `clubhouse course roll-in-one`)",
    key: "course",
    askIf: false,
    parse: (f) => loadCourse(f) as unknown as Json,
  },
  {
    flags: "--cards",
    description: "deal golfer and caddie cards (the full game; play's default)",
    key: "cards",
    // Play deals cards already; the menu asks the other way round (--no-cards).
    askIf: false,
  },
  {
    flags: "--no-cards",
    description: "a quick game without golfer and caddie cards",
    key: "cards",
  },
  {
    flags: "--golfers <how>",
    description: "golfer cards: deal (default) or choose (variant)",
    key: "golferMode",
    askIf: (o) => o.cards !== false,
    parse: (v) => {
      if (v !== "deal" && v !== "choose") throw new Error("deal or choose");
      return v;
    },
  },
  {
    flags: "--shared-golfers <ids>",
    description: `1-3 golfers applying to everyone, comma separated (${GOLFERS.map((g) => g.id).join(", ")})`,
    key: "sharedGolfers",
    askIf: (o) => o.cards !== false,
    parse: (v) => {
      const ids = v.split(",").map((x) => x.trim());
      const bad = ids.find((id) => !GOLFERS.some((g) => g.id === id));
      if (bad) throw new Error(`no golfer "${bad}"`);
      if (ids.length > 3) throw new Error("at most three shared golfers");
      return ids;
    },
  },
  {
    flags: "--mean",
    description: "feeling mean: caddie cards in other players' turns",
    key: "mean",
    askIf: (o) => o.cards !== false,
  },
  {
    flags: "--ricochet",
    description: "variant: landing on a ball moves one of them",
    key: "ricochet",
  },
  { flags: "--handicap", description: "variant: six handicap points each", key: "handicap" },
  {
    flags: "--variant <name>",
    description: "campaign, bumper or survival (solo)",
    key: "variant",
    parse: (v) => {
      if (!["campaign", "bumper", "survival"].includes(v))
        throw new Error("campaign, bumper or survival");
      return v;
    },
  },
  {
    flags: "--by-hand",
    description: "campaign or bumper: design the course by hand (default: generated)",
    key: "byHand",
    askIf: (o) => o.variant === "campaign" || o.variant === "bumper",
  },
  {
    flags: "--caddies <file>",
    description: "another caddie card list (shaped like data/caddies.json)",
    key: "caddieCards",
    askIf: false,
    parse: (f) => loadDataFile(caddiesFileSchema, f).caddies as unknown as Json,
  },
  {
    flags: "--max-rounds <n>",
    description: "rounds before an unfinished hole is picked up",
    key: "maxRounds",
    askIf: false,
    parse: int("--max-rounds"),
  },
];
