/** GOLO options: every one has a default so `{ players: 1 }` is a whole game; and their flags. */
import { z } from "zod";
import { loadDataFile } from "../../engine/data.ts";
import type { Json } from "../../engine/game.ts";
import type { OptionFlag } from "../module.ts";
import { type DiceSet, diceFor, diceSpecSchema } from "./data.ts";

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
    if (usesCourse(o.mode)) {
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

export type Options = z.infer<typeof optionsSchema>;

/** Modes that score one die per hole in a course order. */
export function usesCourse(mode: Mode): boolean {
  return mode === "scorecard" || mode === "match" || mode === "skins";
}

/** Match Play and Skins: one die a hole, hole by hole (a type guard, so callers keep the mode). */
export function isHoleByHole(mode: Mode): mode is "match" | "skins" {
  return mode === "match" || mode === "skins";
}

/** How many rounds (nines, or holes in Match Play and Skins) the game has. */
export function roundCount(o: Options): number {
  if (isHoleByHole(o.mode)) return o.pars.length;
  if (o.mode === "scorecard") return o.pars.length / 9;
  return o.holes / 9;
}

/** Scorecard slots per round: a die per hole of a nine (simple: one per die in the cup). */
export function slotsPerRound(o: Options, dice: DiceSet): number {
  if (isHoleByHole(o.mode)) return 1;
  if (o.mode === "scorecard") return 9;
  return dice.dice.length;
}

export function totalSlots(o: Options, dice: DiceSet): number {
  return roundCount(o) * slotsPerRound(o, dice);
}

export function parsePars(text: string): Json {
  const pars = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (pars.some((p) => !Number.isInteger(p) || p < 1 || p > 9)) {
    throw new Error(`--pars expects whole numbers 1-9 separated by commas, got "${text}"`);
  }
  if (pars.length !== 9 && pars.length !== 18) {
    throw new Error(`--pars expects 9 or 18 holes, got ${pars.length}`);
  }
  return pars;
}

export const diceFlag: OptionFlag = {
  flags: "--dice <file>",
  description: "another dice set (JSON shaped like src/games/golo/data/dice.json)",
  key: "dice",
  // A data file for experts: a flag, not a menu question.
  askIf: false,
  parse: (file) => loadDataFile(diceSpecSchema, file) as unknown as Json,
};

export const parsFlag: OptionFlag = {
  flags: "--pars <list>",
  description: "the course's pars, e.g. 4,4,3,4,5,4,4,3,5 (scorecard, match, skins)",
  key: "pars",
  // Only the modes that keep a scorecard of pars (the default mode is simple).
  askIf: (o) => ["scorecard", "match", "skins"].includes(String(o.mode)),
  parse: parsePars,
};

/** `--mode`, `--holes`, `--pars`, `--dice` for `play` and `simulate`. */
export const optionFlags: readonly OptionFlag[] = [
  {
    flags: "--mode <mode>",
    description: `${MODES.join(" | ")} (default simple)`,
    key: "mode",
    parse: (m) => {
      if (!(MODES as readonly string[]).includes(m)) {
        throw new Error(`--mode must be one of ${MODES.join(", ")}, got "${m}"`);
      }
      return m;
    },
  },
  {
    flags: "--holes <n>",
    description: "9, 18 or 72 holes (simple, flop, trips)",
    key: "holes",
    askIf: (o) => ["simple", "flop", "trips", "undefined"].includes(String(o.mode)),
    parse: (h) => {
      if (!["9", "18", "72"].includes(h))
        throw new Error(`--holes must be 9, 18 or 72, got "${h}"`);
      return Number(h);
    },
  },
  parsFlag,
  diceFlag,
];
