/** GOLO options: every one has a default so `{ players: 1 }` is a whole game. */
import { z } from "zod";
import { type DiceSet, diceFor, diceSpecSchema } from "./dice.ts";

export const MODES = ["simple", "flop", "trips", "scorecard", "match", "skins"] as const;
export type Mode = (typeof MODES)[number];

/** A nine seen in public teaching code; any list of pars can be given instead. */
export const DEFAULT_PARS = [4, 4, 3, 4, 5, 4, 4, 3, 5];

export const optionsSchema = z
  .object({
    players: z.number().int().min(1).max(8).default(1),
    referee: z.boolean().default(false),
    mode: z.enum(MODES).default("simple"),
    /** Simple, Flop and Trips: 9, 18 or 72 holes, nines played one after another. */
    holes: z.union([z.literal(9), z.literal(18), z.literal(72)]).default(9),
    /** Scorecard, Match Play and Skins: the course, one par per hole (9 or 18 holes). */
    pars: z.array(z.number().int().min(1).max(9)).default(DEFAULT_PARS),
    /** Another dice set (same shape as data/dice.json); the published dice when absent. */
    dice: diceSpecSchema.optional(),
  })
  .superRefine((o, ctx) => {
    if (o.mode === "match" && o.players !== 2) {
      ctx.addIssue({
        code: "custom",
        path: ["players"],
        message: `Match Play is a two-player game, got ${o.players}`,
      });
    }
    if (o.mode === "scorecard" || o.mode === "match" || o.mode === "skins") {
      if (o.pars.length !== 9 && o.pars.length !== 18) {
        ctx.addIssue({
          code: "custom",
          path: ["pars"],
          message: `expected a course of 9 or 18 holes, got ${o.pars.length}`,
        });
      }
      const set = diceFor(o.dice);
      o.pars.forEach((p, i) => {
        if (!set.pars.includes(p)) {
          ctx.addIssue({
            code: "custom",
            path: ["pars", i],
            message: `expected a par some die has (${set.pars.join(", ")}), got ${p}`,
          });
        }
      });
    }
  });

export type GoloOptions = z.infer<typeof optionsSchema>;

/** Modes that score one die per hole in a course order. */
export function usesCourse(mode: Mode): boolean {
  return mode === "scorecard" || mode === "match" || mode === "skins";
}

export function isHoleByHole(mode: Mode): boolean {
  return mode === "match" || mode === "skins";
}

/** How many rounds (nines, or holes in Match Play and Skins) the game has. */
export function roundCount(o: GoloOptions): number {
  if (isHoleByHole(o.mode)) return o.pars.length;
  if (o.mode === "scorecard") return o.pars.length / 9;
  return o.holes / 9;
}

/** Scorecard slots per round: a die per hole of a nine (simple: one per die in the cup). */
export function slotsPerRound(o: GoloOptions, dice: DiceSet): number {
  if (isHoleByHole(o.mode)) return 1;
  if (o.mode === "scorecard") return 9;
  return dice.dice.length;
}

export function totalSlots(o: GoloOptions, dice: DiceSet): number {
  return roundCount(o) * slotsPerRound(o, dice);
}
