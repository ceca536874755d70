/** The state, options and actions of Roll In One (plain JSON). */
import { z } from "zod";
import type { Layout } from "./course.ts";
import type { Flight } from "./shot.ts";

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
  })
  .strict();
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
]);
export type Action = z.infer<typeof actionSchema>;

export interface ShotInProgress extends Flight {
  seat: number;
  club: string;
  from: number;
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
}
