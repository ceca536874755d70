/** The state, options and actions of Roll In One (plain JSON). */
import { z } from "zod";
import type { Face } from "../../engine/dice.ts";
import { type BoardSet, boardSetOf, boardsFileSchema } from "./data.ts";
import { caddieSchema, golferSchema } from "./rules/cards.ts";
import type { Layout } from "./rules/course.ts";
import type { Flight, Landing } from "./rules/shot.ts";

const hexPair = z.tuple([z.number().int(), z.number().int()]);
export const placementSchema = z
  .object({
    board: z.string(),
    q: z.number().int(),
    r: z.number().int(),
    rot: z.number().int().min(0).max(5),
  })
  .strict();
export const layoutSchema = z
  .object({ boards: z.array(placementSchema).min(1), green: hexPair.nullable() })
  .strict();
/** A saved course: the holes to play, in order. */
export const courseFileSchema = z
  .object({ game: z.literal("roll-in-one").optional(), holes: z.array(layoutSchema).min(1) })
  .strict();
export type CourseFile = z.infer<typeof courseFileSchema>;

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

export const actionSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("place"),
      board: z.string(),
      q: z.number().int(),
      r: z.number().int(),
      rot: z.number().int().min(0).max(5),
    })
    .strict(),
  z.object({ type: z.literal("turn"), board: z.string() }).strict(),
  z.object({ type: z.literal("remove"), board: z.string() }).strict(),
  z.object({ type: z.literal("green"), q: z.number().int(), r: z.number().int() }).strict(),
  z.object({ type: z.literal("generate"), seed: z.number().int() }).strict(),
  z.object({ type: z.literal("accept") }).strict(),
  z
    .object({ type: z.literal("shot"), club: z.string(), dir: z.number().int().min(0).max(5) })
    .strict(),
  z.object({ type: z.literal("curve"), dir: z.number().int().min(0).max(5) }).strict(),
  // Part 2: cards, abilities, variant decisions.
  z
    .object({
      type: z.literal("card"),
      card: z.string(),
      dir: z.number().int().min(0).max(5).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("golfer"),
      golfer: z.string(),
      dir: z.number().int().min(0).max(5).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("token"),
      use: z.enum(["reroll", "turn"]),
      dir: z.number().int().min(0).max(5).optional(),
    })
    .strict(),
  z.object({ type: z.literal("adjust"), to: z.number().int().min(1) }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("cross") }).strict(),
  z.object({ type: z.literal("choose-golfer"), golfer: z.string() }).strict(),
  z
    .object({
      type: z.literal("ricochet"),
      ball: z.number().int().min(0),
      dir: z.number().int().min(0).max(5),
    })
    .strict(),
  z.object({ type: z.literal("move-green"), q: z.number().int(), r: z.number().int() }).strict(),
]);
export type Action = z.infer<typeof actionSchema>;

export interface ShotInProgress extends Flight {
  seat: number;
  club: string;
  from: number;
  /** With cards or variants: the flight before the last roll (a reroll goes back to it). */
  prev?: Flight;
  face?: Face;
  /** The last roll landed the ball; it settles when the window after the roll closes. */
  landed?: Landing | null;
  /** Handicap: the out-of-bounds space the ball is crossing (pos stays the space it left). */
  oob?: [number, number] | null;
  /** Handicap: the last one-space move left the course; a point may carry it on. */
  canCross?: boolean;
}

export interface Deal {
  readonly seat: number;
  readonly what: "golfer" | "caddie";
}

export interface HoleCard {
  readonly designer: number;
  readonly layout: Layout;
  readonly par: number;
  readonly shots: number[];
  readonly penalties: number[];
  /** Hex distance from each ball to the green when the hole ended (0 on the green). */
  readonly distance: number[];
  readonly score: number[];
}

export interface State {
  readonly options: Options;
  phase: "rolloff" | "design" | "play" | "over";
  /** Seats still in the putter roll-off for the first-player marker. */
  rolloff: number[];
  marker: number;
  hole: number;
  holesTotal: number;
  /** The current hole (while designing: the draft). */
  layout: Layout;
  /** Solo: board counts (besides the tee) still to design, from 2, 3, 4. */
  soloExtras: number[];
  /** Course space of each seat's ball; -1 once it has stopped on the green. */
  balls: number[];
  shots: number[];
  /** Penalty tokens held this hole. */
  penalties: number[];
  /** Seats still to play this round, in order. */
  toPlay: number[];
  round: number;
  greenReached: boolean;
  flight: ShotInProgress | null;
  cards: HoleCard[];
  /** What the last step did, in words (for the roll descriptions and the table). */
  events: string[];
  // Part 2: cards and variants.
  /** Each seat's golfer card (null: none). */
  golfers: (string | null)[];
  /** Each seat's caddie cards (secret: views show other seats only a count). */
  hands: string[][];
  /** The caddie pile as a sorted multiset (draws are chance steps, so it has no order). */
  pile: string[];
  discard: string[];
  golferPile: string[];
  /** Cards still to deal, first one next. */
  deal: Deal[];
  /** Seats that may still play a card (or pass) after the last roll, first one deciding. */
  window: number[];
  /** This turn: terrains ignored by caddie cards, abilities used. */
  turnIgnore: string[];
  turnUsed: string[];
  /** This hole: once-a-hole abilities each seat has used. */
  holeUsed: string[][];
  /** Handicap points left per seat. */
  points: number[];
  /** Survival: tokens left and holes survived. */
  tokens: number;
  survived: number;
  /** Campaign and Bumper Golf: the greens, and (campaign) the greens each seat reached. */
  greens: [number, number][];
  reached: number[][];
  /** Campaign: the first seat to reach every green (-1: none yet) and catch-up rounds left. */
  leader: number;
  catchUp: number;
  /** Bumper Golf: greens to move, by the seats that stopped on them. */
  greenMoves: { seat: number; green: number }[];
  /** Ricochet: a ball landed on others; its player moves one of them. */
  ricochet: { seat: number; at: number; dir: number } | null;
}

/** The boards a game is played with (the data file's unless the options give others). */
export function boardsOf(s: { readonly options: Options }): BoardSet {
  return boardSetOf(s.options.boards);
}
